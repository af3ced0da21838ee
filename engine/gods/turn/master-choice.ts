// Rules 24.4, 24.5, 23.7, A20, A48: the legion a Master appears in, chosen by its player. A slain (or eliminated) Titan
// is replaced by the Phantom in the land legion its player chooses (24.4: "The player decides which of its Legions the
// Phantom appears in"); a slain Phantom is brought back into another land legion (24.5), into the one it fell in only
// when that is the player's last; the Dark-Titan appears "in a black Legion of his choice" (23.7; 16.5: a mainland
// one), replacing the Phantom. Masters never stand in Tower or Sea legions (24.4). With one legion to choose from the
// Master appears there by itself; with more, the game waits for the player's `appear` (the state's `appearing`,
// first come first served). Whether there is a legion for it at all is the caller's (turn/eliminate.ts, darklord.ts).
import type { GodsAction, GodsMove } from '../actions.js';
import { refuse, type GodsApplyResult } from '../errors.js';
import { DARK_TITAN, PHANTOM } from '../data/master-roles.js';
import type { GodsEvent } from '../events.js';
import { heldToRing } from '../movement/ashore.js';
import { isSeaLegion } from '../movement/occupancy.js';
import { type GodsAppearingMaster, type GodsDraft, type GodsLegion, type GodsSeat, type GodsState, touchLegion } from '../state.js';

/**
 * Rules 24.4, 24.5, 23.7: the legions among `legions` a Master of `seat` may appear in — his land legions (not Tower or
 * Sea legions, nor one the ring would hold it in, 24.4); for a Phantom slain in the legion `slainIn`, the others, or
 * that one when it is his last (24.5: it comes back "as long as the player has one", and he is destroyed only with no
 * land legion left). `players` tell whether his seat has made its first landing (27.4, A30).
 */
export function masterHosts(players: SeatFacts, legions: readonly GodsLegion[], seat: GodsSeat, slainIn: string | null): GodsLegion[] {
  const land = legions.filter((l) => l.owner === seat && !l.tower && !isSeaLegion(l) && !heldToRing({ players }, l));
  const others = land.filter((l) => l.marker !== slainIn);
  return others.length > 0 ? others : land;
}

/** The seats as far as 27.4's first landing goes (a state's, a draft's or a view's). */
type SeatFacts = readonly Pick<GodsState['players'][number], 'id' | 'role' | 'goals'>[];

/** Rules 23.7: the Darklord's Phantom leaves the game when the Dark-Titan appears ("All Phantoms are removed from the
 * game"), the one in his pool too; a legion it leaves empty leaves the board, its marker free. */
function phantomReplaced(d: GodsDraft, seat: GodsSeat): void {
  const player = d.players.find((p) => p.id === seat);
  const gone = (n: number): void => {
    d.removed[PHANTOM] = (d.removed[PHANTOM] ?? 0) + n;
  };
  if (player && (player.pool[PHANTOM] ?? 0) > 0) {
    gone(player.pool[PHANTOM] ?? 0);
    player.pool[PHANTOM] = 0;
  }
  for (const found of d.legions.filter((l) => l.owner === seat && l.pieces.some((p) => p.name === PHANTOM))) {
    const legion = touchLegion(d, found)!; // one of the draft's legions
    gone(legion.pieces.filter((p) => p.name === PHANTOM).length);
    legion.pieces = legion.pieces.filter((p) => p.name !== PHANTOM);
    if (legion.pieces.length > 0 || legion.tower) continue;
    d.legions = d.legions.filter((l) => l !== legion);
    player?.markers.push(legion.marker);
  }
}

/** Puts the seat's Master from its pool into the legion `marker` (24.4: shown as its marker). */
function appearIn(d: GodsDraft, seat: GodsSeat, master: GodsAppearingMaster, marker: string, events: GodsEvent[]): void {
  const player = d.players.find((p) => p.id === seat);
  const host = player ? touchLegion(d, marker) : undefined;
  if (!player || !host) return;
  player.pool[master] = (player.pool[master] ?? 0) - 1;
  host.pieces.push({ id: `p${d.nextPiece++}`, name: master, hits: 0 });
  if (master === DARK_TITAN) {
    phantomReplaced(d, seat);
    events.push({ type: 'darkTitanAppears', marker });
  } else events.push({ type: 'phantom', seat, marker });
}

/** Rules 24.4, 24.5, 23.7: the seat's Master (in its pool) appears — at once where there is one legion for it, else
 * once its player has chosen (the game waits for him). The caller has checked that there is a legion for it. */
export function awaitMaster(d: GodsDraft, seat: GodsSeat, master: GodsAppearingMaster, slainIn: string | null, events: GodsEvent[]): void {
  const hosts = masterHosts(d.players, d.legions as readonly GodsLegion[], seat, slainIn);
  const only = hosts.length === 1 ? hosts[0] : undefined;
  if (only) return appearIn(d, seat, master, only.marker, events);
  d.appearing.push({ seat, master, slainIn });
  events.push({ type: 'appearAwaited', seat, master });
}

/** The Master whose legion the game waits for now, if any. */
export function masterDue(state: Pick<GodsState, 'appearing'>): GodsState['appearing'][number] | undefined {
  return state.appearing[0];
}

/** Rules 24.4, 24.5, 23.7: the seat's legal choices now — one per legion its Master may appear in. */
export function appearMoves(state: GodsState, seat: GodsSeat): GodsMove[] {
  const due = masterDue(state);
  if (!due || due.seat !== seat) return [];
  return masterHosts(state.players, state.legions, seat, due.slainIn).map((l) => ({ type: 'appear', legion: l.marker }));
}

/** Applies `appear`: the Master appears in the legion its player chose. */
export function applyAppear(state: GodsState, d: GodsDraft, a: Extract<GodsAction, { type: 'appear' }>, events: GodsEvent[]): GodsApplyResult | null {
  const due = masterDue(state);
  if (!due || !appearMoves(state, a.player).some((m) => m.type === 'appear' && m.legion === a.legion)) {
    return refuse('illegal', `24.4, 24.5, 23.7: no Master of ${a.player} may appear in ${a.legion} (one of his land legions, not a Tower or Sea legion; a slain Phantom in another)`);
  }
  d.appearing.shift();
  appearIn(d, a.player, due.master, a.legion, events);
  return null;
}
