// Rules 6.3, 10.1–10.6: the Engagement Phase. The Mover picks the order (10.3); each engagement ends by the
// elimination of at least one legion: the defender flees at once (10.4, not with a Master, never a Neutral legion),
// the two agree (10.5, each side may propose once), either side concedes (10.6), each scored by
// engine/gods/rules/scoring.ts, or either side insists on battle (engine/gods/engagement/: the battle and what follows
// it, 10.7–10.8). In the City and the Dungeon engaging is the Mover's choice (10.2).
import { GODS_BOARD } from '../movement/board-index.js';
import { masterRole } from '../data/master-roles.js';
import { mayEngage } from '../movement/occupancy.js';
import type { GodsEvent } from '../events.js';
import { engagementReward, legionValue } from '../rules/scoring.js';
import { legionOf, moverOf, type GodsDraft, type GodsLegion, type GodsOwner, type GodsSeat, type GodsState } from '../state.js';
import { captureIfTower } from '../engagement/settle.js';
import { eliminate } from './eliminate.js';
import { mayStormCity } from './final-battle.js';

/** An engagement the Mover may start now. */
export interface EngagementChoice {
  readonly attacker: string;
  readonly defender: string;
  /** Must it be fought this phase (a land outside the City and Dungeon, 8.2), or is it the Mover's choice (10.2)? */
  readonly required: boolean;
}

const centre = (land: number): boolean => {
  const kind = GODS_BOARD.byId.get(land)?.kind;
  return kind === 'city' || kind === 'dungeon';
};

/** The engagements the Mover may pick next. */
export function engagementChoices(state: GodsState): EngagementChoice[] {
  const seat = moverOf(state)?.id;
  const out: EngagementChoice[] = [];
  for (const a of state.legions.filter((l) => l.owner === seat)) {
    for (const b of state.legions.filter((l) => l.land === a.land && l.owner !== seat)) {
      if (!mayEngage(state, a, b)) continue;
      if (GODS_BOARD.byId.get(a.land)?.kind === 'city' && !mayStormCity(state, a)) continue; // 27.5
      const required = !centre(a.land);
      // 10.2: in the centre, one engagement per legion each Engagement Phase.
      if (!required && (state.fought.includes(a.marker) || state.fought.includes(b.marker))) continue;
      out.push({ attacker: a.marker, defender: b.marker, required });
    }
  }
  return out;
}

/** A25/A38: who plays a Neutral legion — the Darklord if he is not the attacker, else the next living seat. */
function neutralPlayer(state: GodsState, attacker: GodsSeat): GodsSeat {
  const living = state.players.filter((p) => !p.out && p.id !== attacker);
  const black = living.find((p) => p.role === 'darklord');
  if (black) return black.id;
  const order = state.players.map((p) => p.id);
  const from = order.indexOf(attacker);
  const next = [...order.slice(from + 1), ...order.slice(0, from)].find((s) => living.some((p) => p.id === s));
  return next ?? attacker;
}

/** The seat that speaks for a legion in an engagement. */
export function sideOf(state: GodsState, legion: GodsLegion, attacker: GodsSeat): GodsSeat {
  return legion.owner === 'neutral' ? neutralPlayer(state, attacker) : legion.owner;
}

/** Rules 10.4: whether the defender may flee now. */
export function mayFlee(state: GodsState): boolean {
  const e = state.engagement;
  const defender = e ? legionOf(state, e.defender) : undefined;
  if (!e || !defender || !e.fleeOpen || defender.owner === 'neutral') return false; // 25.2: Neutral legions never flee
  return !defender.pieces.some((p) => masterRole(p.name) !== null);
}

/** Starts an engagement the Mover picked. */
export function startEngagement(d: GodsDraft, attacker: string, defender: string, events: GodsEvent[]): void {
  const land = d.legions.find((l) => l.marker === attacker)?.land ?? 0;
  d.engagement = { land, attacker, defender, proposal: null, proposed: [], fleeOpen: true, battle: null, aftermath: null };
  d.fought.push(attacker, defender);
  events.push({ type: 'engagement', land, attacker, defender });
}

/** Pays one side's reward (20.4) to a seat (a Neutral legion is paid nothing). */
function pay(d: GodsDraft, owner: GodsOwner, points: number, lifegems: number, events: GodsEvent[]): void {
  const player = d.players.find((p) => p.id === owner);
  if (!player || (points === 0 && lifegems === 0)) return;
  player.score += points;
  player.lifegems += lifegems;
  events.push({ type: 'scored', seat: player.id, points, lifegems });
}

/** Ends the open engagement by eliminating legions (10.4–10.6), scored by engine/gods/rules/scoring.ts (20.3–20.4). */
export function resolve(d: GodsDraft, how: 'flee' | 'agreement' | 'concession', markers: readonly string[], events: GodsEvent[]): void {
  const e = d.engagement;
  const sides = e ? [e.attacker, e.defender].map((m) => d.legions.find((l) => l.marker === m)) : [];
  d.engagement = null;
  events.push({ type: 'resolved', land: e?.land ?? 0, how, eliminated: markers });
  const losers = sides.filter((l) => l !== undefined && markers.includes(l.marker));
  const winner = sides.find((l) => l !== undefined && !markers.includes(l.marker));
  if (winner) {
    for (const loser of losers) {
      if (!loser) continue;
      const score = d.players.find((p) => p.id === loser.owner)?.score ?? 0;
      const reward = engagementReward(how, legionValue(loser.pieces.map((p) => p.name), score), loser.pieces.length);
      pay(d, winner.owner, reward.winner.points, reward.winner.lifegems, events);
      pay(d, loser.owner, reward.loser.points, reward.loser.lifegems, events);
    }
  }
  eliminate(d, markers, winner?.owner ?? null, events); // 20.4: a draw (both eliminated) pays nothing
  const [attacker, defender] = sides;
  if (attacker && defender && markers.includes(defender.marker)) {
    captureIfTower(d, defender.land, defender.tower, attacker.owner, markers.includes(attacker.marker) ? null : attacker.marker, events);
  }
}
