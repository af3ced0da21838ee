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
import { draftList, legionOf, moverOf, touchPlayer, type GodsDraft, type GodsLegion, type GodsOwner, type GodsSeat, type GodsState } from '../state.js';
import { advanceAftermath } from '../engagement/aftermath-steps.js';
import { captureIfTower } from '../engagement/settle.js';
import type { GodsAftermathStep } from '../engagement/types.js';
import { eliminate } from './eliminate.js';
import { mayStormCity } from './final-battle.js';

type Legion = GodsDraft['legions'][number];

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

/** Rules 10.4, 10.8: whether the defender may flee now — while he may, the engagement waits for his choice. */
export function mayFlee(state: GodsState): boolean {
  const e = state.engagement;
  const defender = e ? legionOf(state, e.defender) : undefined;
  if (!e || !defender || !e.fleeOpen || e.battle || e.aftermath || defender.owner === 'neutral') return false; // 25.2: Neutral legions never flee
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
  if (points === 0 && lifegems === 0) return;
  const player = touchPlayer(d, owner); // the payee alone: the other players stay the state's
  if (!player) return;
  player.score += points;
  player.lifegems += lifegems;
  events.push({ type: 'scored', seat: player.id, points, lifegems });
}

/**
 * Rules 20.1, 17.2, 18.3: an engagement won without a battle is not fully resolved until the winner has added what he
 * may — a defender winning by agreement his reinforcement, an attacker (unless the defender fled) a summoned Lord —
 * then it is scored (the loser's Lifegems for fleeing or agreeing at once) and the Lords it earns join: the aftermath
 * of a fought battle (engagement/aftermath-steps.ts), which then eliminates the loser. No Demilord was slain in a
 * battle (19.1, DE "geschlagenen Halbgötter eines Kampfes"): the loser's go back to his pool with his legion.
 */
function winWithoutBattle(d: GodsDraft, e: NonNullable<GodsDraft['engagement']>, how: 'flee' | 'agreement' | 'concession', winner: Legion, loser: Legion, events: GodsEvent[]): void {
  const score = draftList(d, 'players').find((p) => p.id === loser.owner)?.score ?? 0; // a look that copies nothing
  const reward = engagementReward(how, legionValue(loser.pieces.map((p) => p.name), score), loser.pieces.length);
  pay(d, loser.owner, reward.loser.points, reward.loser.lifegems, events);
  const seat = winner.owner === 'neutral' ? null : winner.owner;
  const steps: GodsAftermathStep[] = [];
  if (winner.marker === e.defender && how === 'agreement') steps.push('reinforce'); // 17.2: not after a concession
  if (winner.marker === e.attacker && how !== 'flee') steps.push('summon'); // 18.3
  steps.push('lords');
  e.proposal = null;
  e.aftermath = {
    winner: winner.marker, seat, how, loser: loser.marker, steps: seat === null ? [] : steps, demilords: [],
    points: seat === null ? 0 : reward.winner.points, lifegems: seat === null ? 0 : reward.winner.lifegems, paid: seat === null,
    lordPicks: [], executed: [], winnerLost: [],
  };
  advanceAftermath(d, events);
}

/** Ends the open engagement by eliminating legions (10.4–10.6), scored by engine/gods/rules/scoring.ts (20.3–20.4): one
 * side eliminated, through the winner's aftermath; both (an agreement to a draw), at once and unpaid. */
export function resolve(d: GodsDraft, how: 'flee' | 'agreement' | 'concession', markers: readonly string[], events: GodsEvent[]): void {
  const e = d.engagement;
  const [attacker, defender] = e ? [e.attacker, e.defender].map((m) => d.legions.find((l) => l.marker === m)) : [];
  const winner = [attacker, defender].find((l) => l !== undefined && !markers.includes(l.marker));
  const loser = [attacker, defender].find((l) => l !== undefined && markers.includes(l.marker));
  if (e && winner && loser) return winWithoutBattle(d, e, how, winner, loser, events);
  d.engagement = null;
  events.push({ type: 'resolved', land: e?.land ?? 0, how, eliminated: markers });
  eliminate(d, markers, null, events); // 20.4: a draw (both eliminated) pays nothing
  if (attacker && defender && markers.includes(defender.marker)) captureIfTower(d, defender.land, defender.tower, attacker.owner, null, events);
}
