// Rules 24.4, 24.5, A20, A48: where a Phantom appears. A slain (or eliminated) Titan is replaced by the Phantom in the
// land legion its player chooses (24.4: "The player decides which of its Legions the Phantom appears in"; never a
// Tower or Sea legion); a slain Phantom is brought back into another land legion (24.5), into the one it fell in only
// when that is the player's last. With one legion to choose from the Phantom appears there by itself; with more, the
// game waits for the player's `placePhantom` (the state's `phantoms`, first come first served). Whether the player has
// a legion for it at all (else he is out) is turn/eliminate.ts's.
import type { GodsAction, GodsMove } from '../actions.js';
import { refuse, type GodsApplyResult } from '../errors.js';
import type { GodsEvent } from '../events.js';
import { isSeaLegion } from '../movement/occupancy.js';
import type { GodsDraft, GodsLegion, GodsSeat, GodsState } from '../state.js';

/** The Phantom's name on the chart (16.5 Masters). */
export const PHANTOM = 'Phantom';

/**
 * Rules 24.4, 24.5: the legions among `legions` a Phantom of `seat` may appear in — his land legions (not Tower or
 * Sea legions, 24.4); for a Phantom slain in the legion `slainIn`, the others, or that one when it is his last (24.5:
 * it comes back "as long as the player has one", and he is destroyed only with no land legion left).
 */
export function phantomHosts(legions: readonly GodsLegion[], seat: GodsSeat, slainIn: string | null): GodsLegion[] {
  const land = legions.filter((l) => l.owner === seat && !l.tower && !isSeaLegion(l));
  const others = land.filter((l) => l.marker !== slainIn);
  return others.length > 0 ? others : land;
}

/** Puts the seat's Phantom from its pool into the legion `marker` (24.4: shown as its marker). */
function appear(d: GodsDraft, seat: GodsSeat, marker: string, events: GodsEvent[]): void {
  const player = d.players.find((p) => p.id === seat);
  const host = d.legions.find((l) => l.marker === marker);
  if (!player || !host) return;
  player.pool[PHANTOM] = (player.pool[PHANTOM] ?? 0) - 1;
  host.pieces.push({ id: `p${d.nextPiece++}`, name: PHANTOM, hits: 0 });
  events.push({ type: 'phantom', seat, marker });
}

/** Rules 24.4, 24.5: the seat's Phantom (in its pool) appears — at once where there is one legion for it, else once
 * its player has chosen (the game waits for him). The caller has checked that there is a legion for it. */
export function awaitPhantom(d: GodsDraft, seat: GodsSeat, slainIn: string | null, events: GodsEvent[]): void {
  const hosts = phantomHosts(d.legions as readonly GodsLegion[], seat, slainIn);
  const only = hosts.length === 1 ? hosts[0] : undefined;
  if (only) return appear(d, seat, only.marker, events);
  d.phantoms.push({ seat, slainIn });
  events.push({ type: 'phantomAwaited', seat });
}

/** The Phantom choice the game waits for now, if any. */
export function phantomDue(state: Pick<GodsState, 'phantoms'>): GodsState['phantoms'][number] | undefined {
  return state.phantoms[0];
}

/** Rules 24.4, 24.5: the seat's legal Phantom choices now — one per legion it may appear in. */
export function phantomMoves(state: GodsState, seat: GodsSeat): GodsMove[] {
  const due = phantomDue(state);
  if (!due || due.seat !== seat) return [];
  return phantomHosts(state.legions, seat, due.slainIn).map((l) => ({ type: 'placePhantom', legion: l.marker }));
}

/** Applies `placePhantom`: the Phantom appears in the legion its player chose. */
export function applyPlacePhantom(state: GodsState, d: GodsDraft, a: Extract<GodsAction, { type: 'placePhantom' }>, events: GodsEvent[]): GodsApplyResult | null {
  if (!phantomMoves(state, a.player).some((m) => m.type === 'placePhantom' && m.legion === a.legion)) {
    return refuse('illegal', `24.4, 24.5: ${a.player}'s Phantom cannot appear in ${a.legion} (one of his land legions, not a Tower or Sea legion; a slain Phantom in another)`);
  }
  d.phantoms.shift();
  appear(d, a.player, a.legion, events);
  return null;
}
