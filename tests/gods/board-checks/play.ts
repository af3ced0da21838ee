// Board checks of play under the sign rules (engine/gods/moves.ts, strictest reading of A31): every land reachable
// within a few turns, every labelled land the end of some 3–5-land move (mustering, rules 22.1), and the §5.8
// first-turn exits well defined.
import { CITY, DUNGEON, type BoardIndex } from '../../../engine/gods/board.js';
import { firstTurnExits } from '../../../engine/gods/first-turn.js';
import { mayEnter, moveEnds, turnsToReach, type Mover } from '../../../engine/gods/moves.js';

/** The most turns any land may take to reach from a player Tower, the City, the Dungeon or (by sea) a Coast. */
export const REACH_TURNS = 4;
/** Rules 22.1: Creatures are mustered after a move of 3, 4 or 5 lands. */
const MUSTER_MOVE = { fewest: 3, most: 5 } as const;

const idsOf = (index: BoardIndex, kinds: readonly string[]): number[] => index.lands.filter((l) => kinds.includes(l.kind)).map((l) => l.id);

/** The most turns from `start` to any land the mover may stand on (Infinity if one is never reached). */
export function turnsToEverywhere(index: BoardIndex, start: number, mover: Mover): number {
  const turns = turnsToReach(index, [start], mover);
  const targets = index.lands.filter((l) => l.kind !== 'whirl' && mayEnter(index, l.id, mover));
  return Math.max(...targets.map((l) => turns.get(l.id) ?? Infinity));
}

/** Land legions from every Tower, the City and the Dungeon, Sea legions from every Coast, reach every land in time. */
export function reachProblems(index: BoardIndex): string[] {
  const starts: [number, Mover][] = [
    ...idsOf(index, ['tower']).map((id): [number, Mover] => [id, 'land']),
    [CITY, 'land'],
    [DUNGEON, 'land'],
    ...idsOf(index, ['coast']).map((id): [number, Mover] => [id, 'sea']),
  ];
  return starts.flatMap(([start, mover]) => {
    const turns = turnsToEverywhere(index, start, mover);
    return turns <= REACH_TURNS ? [] : [`a ${mover} legion from ${start} needs ${turns} turns to reach every land`];
  });
}

/** Every labelled land, and every Coast (the Dolphin, rules 27.4, A29), ends some move of 3–5 lands. */
export function musterProblems(index: BoardIndex): string[] {
  const reached = new Set<number>();
  for (const mover of ['land', 'sea'] as const) {
    for (const land of index.lands) {
      if (mayEnter(index, land.id, mover)) for (const end of moveEnds(index, land.id, mover, MUSTER_MOVE.fewest, MUSTER_MOVE.most)) reached.add(end);
    }
  }
  return index.lands.filter((l) => (l.labelled || l.kind === 'coast') && !reached.has(l.id)).map((l) => `land ${l.id}: no move of 3–5 lands ends there`);
}

/** Rules 5.8: each player Tower has one nearest Darktower and so one Citytower, a different one for each Tower. */
export function firstTurnProblems(index: BoardIndex): string[] {
  const exits = firstTurnExits(index);
  const problems = exits
    .filter((e) => e.nearest.length !== 1 || e.citytower === null)
    .map((e) => `Tower ${e.tower}: nearest Darktowers ${e.nearest.join(', ')}, no single §5.8 exit`);
  if (new Set(exits.map((e) => e.citytower)).size !== exits.length) problems.push('two Towers leave the City through the same Citytower');
  return problems;
}
