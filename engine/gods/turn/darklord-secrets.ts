// Rules 23.3–23.4: the Darklord's spying. Once in each of his Movement Phases, a black legion that moved normally (no
// teleport) onto a Titan-player's legion may spy instead of attacking: the Darklord alone is shown the whole legion,
// and the spy teleports to the Dungeon, moving on from there next turn. Immune: a legion whose Titan shows (23.4), and
// every legion of a player holding no Elemental; spying ends when the Dark-Titan appears (23.7). A Titan-player whose
// covered Titan's legion is about to be spied on may uncover it then, in the Darklord's turn (23.4). A Sea legion
// never spies: the Dungeon lies off the outer ring it is bound to (3.10, 27.4). A49: a black legion's normal move onto
// a covered Titan's legion he may spy on now ends on it (23.3 governs it, not 23.5's stop short); the Darklord decides
// there and then — he spies, or his next action is the attack, which discovers the Titan: it shows and the black
// legion withdraws to the Dungeon (23.3's second paragraph), as it does when the Titan-player uncovers first (23.4).
import type { GodsAction, GodsMove } from '../actions.js';
import { DUNGEON } from '../board.js';
import { hiddenTitan, isSeaLegion } from '../movement/occupancy.js';
import { godsCharacter } from '../data/characters.js';
import { TITAN } from '../data/master-roles.js';
import { refuse, type GodsApplyResult } from '../errors.js';
import type { GodsEvent } from '../events.js';
import { type GodsDraft, type GodsLegion, type GodsSeat, type GodsState, type GodsTeleport, moverOf, shownMaster, touchLegion } from '../state.js';
import { isDarklord, isTitanPlayer } from '../roles.js';
import { LastObjectMemo } from '../../platform/memo.js';

type SpyMove = Extract<GodsMove, { type: 'spy' }>;

const isElemental = (name: string): boolean => godsCharacter(name)?.cls === 'elemental';

/** Rules 23.4: whether `target` may be spied on — not a legion whose Titan shows, nor one of a player with no Elemental
 * left (in his legions or his pool). */
function spyable(state: GodsState, target: GodsLegion): boolean {
  if (!isTitanPlayer(state, target.owner)) return false;
  if (target.pieces.some((p) => p.name === TITAN && shownMaster(state, target, p.name))) return false;
  const player = state.players.find((p) => p.id === target.owner);
  return elementalInPool(player?.pool) || state.legions.some((l) => l.owner === target.owner && l.pieces.some((p) => isElemental(p.name)));
}

/** Whether a Personal Pool holds an Elemental (read in place: every listing of the Darklord's Movement Phase asks). */
function elementalInPool(pool: Readonly<Record<string, number>> | undefined): boolean {
  for (const name in pool) if ((pool[name] ?? 0) > 0 && isElemental(name)) return true;
  return false;
}

/** The spying of the latest state: its listing asks for it once for each black legion's moves (dungeonKept). */
const SPY_MOVES = new LastObjectMemo<GodsState, null, readonly SpyMove[]>();

/** Rules 23.3: the spying the Darklord may do now (none once he spied this turn). */
export function spyMoves(state: GodsState): readonly SpyMove[] {
  return SPY_MOVES.made(state, null, () => listSpyMoves(state));
}

/** `spyMoves` worked out (for a draft too, which changes and is never remembered). */
function listSpyMoves(state: GodsState): SpyMove[] {
  const mover = moverOf(state);
  if (mover?.role !== 'darklord' || state.phase !== 'movement' || state.darkTitanAppeared || state.spied !== null) return [];
  const out: SpyMove[] = [];
  for (const spy of state.legions.filter((l) => l.owner === mover.id && l.moved !== null && l.moved.teleport === null && l.moved.steps > 0 && !isSeaLegion(l))) {
    if (state.legions.some((l) => l.owner === mover.id && l.land === DUNGEON && l.marker !== spy.marker)) continue; // 8.1, 8.6: the spy's Dungeon must be free of his other legions
    for (const target of state.legions.filter((l) => l.land === spy.land && l.marker !== spy.marker)) {
      if (spyable(state, target)) out.push({ type: 'spy', legion: spy.marker, target: target.marker });
    }
  }
  return out;
}

/** Rules 23.4: whether `seat`'s covered Titan stands in a legion a black legion may spy on now — he may then uncover
 * it, out of turn, to make the legion immune. */
export function spyThreatened(state: GodsState, seat: GodsSeat): boolean {
  if (state.players.find((p) => p.id === seat)?.titanUncovered !== false) return false;
  return spyMoves(state).some((m) => {
    const target = state.legions.find((l) => l.marker === m.target);
    return target?.owner === seat && target.pieces.some((p) => p.name === TITAN);
  });
}

/** Applies a spying (23.3): the target's contents to the Darklord only, the spy to the Dungeon. */
export function applySpy(state: GodsState, d: GodsDraft, a: Extract<GodsAction, { type: 'spy' }>, events: GodsEvent[]): GodsApplyResult | null {
  if (!spyMoves(state).some((m) => m.legion === a.legion && m.target === a.target)) {
    return refuse('illegal', `${a.legion} cannot spy on ${a.target} now (23.3, 23.4: once a turn, after a move onto it, not after the appearance)`);
  }
  const target = d.legions.find((l) => l.marker === a.target);
  const spy = target ? touchLegion(d, a.legion) : undefined;
  if (!spy || !target) return refuse('illegal', `no legion ${a.legion} or ${a.target}`);
  d.spied = target.marker;
  events.push({ type: 'inspected', marker: target.marker, names: target.pieces.map((p) => p.name), audience: [a.player] });
  events.push({ type: 'spied', legion: spy.marker, target: target.marker, from: spy.land });
  spy.land = DUNGEON;
  return null;
}

/** A49: a black legion standing on a covered Titan's legion after its move, the Darklord still to decide (23.3). */
export interface SpyOnTitan {
  readonly spy: string;
  readonly titanLegion: string;
}

/** A49: the black legion that ended its move on a covered Titan's legion this Movement Phase, if one stands there. */
export function spyOnTitan(state: GodsState): SpyOnTitan | null {
  if (state.phase !== 'movement' || state.darkTitanAppeared) return null;
  for (const spy of state.legions) {
    if (spy.moved === null || !isDarklord(state, spy.owner)) continue;
    const titan = state.legions.find((l) => l.land === spy.land && hiddenTitan(state, spy, l));
    if (titan) return { spy: spy.marker, titanLegion: titan.marker };
  }
  return null;
}

/** A49, 23.3: whether a black legion's move onto `titan`, a covered Titan's legion, ends on it — a normal move (no
 * teleport) of a land legion onto a legion he may spy on (23.4), outside the Dungeon, his spying of the phase unused,
 * the Dungeon free of his other legions and no other black legion standing where it may spy (the Dungeon is the
 * withdrawal's). Otherwise 23.5: it stops short. Judged from what the Darklord sees, but for the Titan itself. */
export function endsOnCoveredTitan(state: GodsState, legion: GodsLegion, teleport: GodsTeleport | null, titan: GodsLegion): boolean {
  if (state.phase !== 'movement' || state.spied !== null || teleport !== null || isSeaLegion(legion)) return false;
  if (titan.land === DUNGEON || !spyable(state, titan)) return false;
  if (state.legions.some((l) => l.owner === legion.owner && l.land === DUNGEON && l.marker !== legion.marker)) return false;
  return spyMoves(state).length === 0;
}

/** Rules 23.3, 8.1, A49: while a black legion may spy, the Dungeon it would teleport to is kept for it — no other
 * black legion ends its move there. */
export function dungeonKept(state: GodsState, legion: GodsLegion): boolean {
  return isDarklord(state, legion.owner) && spyMoves(state).some((m) => m.legion !== legion.marker);
}

/** A49, 23.3, 23.4: the black legion on a covered Titan's legion withdraws to the Dungeon and the Titan shows, for
 * good — the attack discovered it, or its player uncovered it against the spy. */
export function withdrawFromTitan(d: GodsDraft, at: SpyOnTitan, events: GodsEvent[]): void {
  const titan = d.legions.find((l) => l.marker === at.titanLegion);
  const player = d.players.find((p) => p.id === titan?.owner);
  const spy = titan && player ? touchLegion(d, at.spy) : undefined;
  if (!spy || !titan || !player) return;
  if (!player.titanUncovered) {
    player.titanUncovered = true;
    events.push({ type: 'titanUncovered', seat: player.id, marker: titan.marker });
  }
  events.push({ type: 'withdrew', legion: spy.marker, from: spy.land, titanLegion: titan.marker });
  spy.land = DUNGEON;
}

/** A49, 23.4, 23.5: a black legion standing on a covered Titan's legion it may no longer spy on (its player traded his
 * last Elemental away, 7) meets the Titan as 23.5 says — it shows, and the legion withdraws to the Dungeon. */
export function settleSpyOnTitan(d: GodsDraft, events: GodsEvent[]): void {
  const at = spyOnTitan(d as GodsState);
  if (at && !listSpyMoves(d as GodsState).some((m) => m.legion === at.spy && m.target === at.titanLegion)) withdrawFromTitan(d, at, events);
}
