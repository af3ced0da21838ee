// Rules 23.3–23.4: the Darklord's spying. Once in each of his Movement Phases, a black legion that moved normally (no
// teleport) onto a Titan-player's legion may spy instead of attacking: the Darklord alone is shown the whole legion,
// and the spy teleports to the Dungeon, moving on from there next turn. Immune: a legion whose Titan shows (23.4), and
// every legion of a player holding no Elemental; spying ends when the Dark-Titan appears (23.7). A Titan-player whose
// covered Titan's legion is about to be spied on may uncover it then, in the Darklord's turn (23.4). A Sea legion
// never spies: the Dungeon lies off the outer ring it is bound to (3.10, 27.4).
import type { GodsAction, GodsMove } from '../actions.js';
import { DUNGEON } from '../board.js';
import { isSeaLegion } from '../movement/occupancy.js';
import { godsCharacter } from '../data/characters.js';
import { TITAN } from '../data/master-roles.js';
import { refuse, type GodsApplyResult } from '../errors.js';
import type { GodsEvent } from '../events.js';
import { moverOf, shownMaster, type GodsDraft, type GodsLegion, type GodsSeat, type GodsState } from '../state.js';
import { isTitanPlayer } from '../roles.js';

type SpyMove = Extract<GodsMove, { type: 'spy' }>;

const isElemental = (name: string): boolean => godsCharacter(name)?.cls === 'elemental';

/** Rules 23.4: whether `target` may be spied on — not a legion whose Titan shows, nor one of a player with no Elemental
 * left (in his legions or his pool). */
function spyable(state: GodsState, target: GodsLegion): boolean {
  if (!isTitanPlayer(state, target.owner)) return false;
  if (target.pieces.some((p) => p.name === TITAN && shownMaster(state, target, p.name))) return false;
  const player = state.players.find((p) => p.id === target.owner);
  const inPool = Object.entries(player?.pool ?? {}).some(([name, n]) => n > 0 && isElemental(name));
  return inPool || state.legions.some((l) => l.owner === target.owner && l.pieces.some((p) => isElemental(p.name)));
}

/** Rules 23.3: the spying the Darklord may do now (none once he spied this turn). */
export function spyMoves(state: GodsState): SpyMove[] {
  const mover = moverOf(state);
  if (mover?.role !== 'darklord' || state.phase !== 'movement' || state.darkTitanAppeared || state.spied !== null) return [];
  const dungeonTaken = (spy: GodsLegion): boolean => state.legions.some((l) => l.owner === mover.id && l.land === DUNGEON && l.marker !== spy.marker);
  const out: SpyMove[] = [];
  for (const spy of state.legions.filter((l) => l.owner === mover.id && l.moved !== null && l.moved.teleport === null && l.moved.steps > 0 && !isSeaLegion(l))) {
    if (dungeonTaken(spy)) continue; // 8.1, 8.6: the spy's Dungeon must be free of his other legions
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
  const spy = d.legions.find((l) => l.marker === a.legion);
  const target = d.legions.find((l) => l.marker === a.target);
  if (!spy || !target) return refuse('illegal', `no legion ${a.legion} or ${a.target}`);
  d.spied = target.marker;
  events.push({ type: 'inspected', marker: target.marker, names: target.pieces.map((p) => p.name), audience: [a.player] });
  events.push({ type: 'spied', legion: spy.marker, target: target.marker, from: spy.land });
  spy.land = DUNGEON;
  return null;
}
