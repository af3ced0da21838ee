// Board checks of play, proved with the game's own move search — engine/gods/movement/paths.ts legalMoves, the entry
// the legal actions use — on the board under check: every land reachable within a few turns, every labelled land the
// end of some 3–5-land move (mustering, rules 22.1), and the §5.8 first-turn exits well defined. The legion that walks
// is alone on the board in a game past its first round (so 5.8's first-turn gates do not apply), with no Titan and so
// no Experience advantages: a land legion (a Centaur), or a Sea legion that may not go ashore (a Whale, 3.10, 27.4).
import { stepsFrom } from '../../../engine/family/board/distance.js';
import { CITY, DUNGEON, type BoardIndex } from '../../../engine/gods/board.js';
import { firstTurnExits } from '../../../engine/gods/first-turn.js';
import { moveBoardOf, type MoveBoard } from '../../../engine/gods/movement/move-board.js';
import { mayEnterKind } from '../../../engine/gods/movement/movers.js';
import { legalMoves } from '../../../engine/gods/movement/paths.js';
import { createGodsGame } from '../../../engine/gods/setup.js';
import { GODS_SEATS, type GodsLegion, type GodsState } from '../../../engine/gods/state.js';

/** The legions that walk the board: one that never enters Sea, one that never leaves the outer ring. */
export type Walker = 'land' | 'sea';

/** The most turns any land may take to reach from a player Tower, the City, the Dungeon or (by sea) a Coast. */
export const REACH_TURNS = 4;
/** Rules 22.1: Creatures are mustered after a move of 3, 4 or 5 lands. */
const MUSTER_MOVE = { fewest: 3, most: 5 } as const;
/** A character of each walker: no wave symbol; the double wave of a Sea-Creature that never goes ashore (3.10). */
const WALKER_CHARACTER: Readonly<Record<Walker, string>> = { land: 'Centaur', sea: 'Whale' };

const idsOf = (index: BoardIndex, kinds: readonly string[]): number[] => index.lands.filter((l) => kinds.includes(l.kind)).map((l) => l.id);

/** A new four-seat game, the position the walking legion is put into. */
const GAME: GodsState = createGodsGame({ players: GODS_SEATS.map((id) => ({ id, name: id })), seed: 1, towers: null }).state;
/** A free ordinary marker of the red seat, for the walking legion. */
function freeMarker(): string {
  const marker = GAME.players.find((p) => p.id === 'red')?.markers.find((m) => /-\d+$/.test(m));
  if (marker === undefined) throw new Error('red has no free ordinary marker');
  return marker;
}
const MARKER = freeMarker();

/** The game's position of a lone legion of `walker` on `land` in the second round, and the legion. */
function lonePosition(land: number, walker: Walker): { state: GodsState; legion: GodsLegion } {
  const legion: GodsLegion = { marker: MARKER, owner: 'red', land, pieces: [{ id: 'walker', name: WALKER_CHARACTER[walker], hits: 0 }], tower: false, moved: null, splitFrom: null };
  return { state: { ...GAME, round: 2, legions: [legion] }, legion };
}

const BOARDS = new WeakMap<BoardIndex, MoveBoard>();

/** The move search's view of the board under check (built once per index). */
function movesBoard(index: BoardIndex): MoveBoard {
  const known = BOARDS.get(index);
  if (known) return known;
  const fresh = moveBoardOf(index);
  BOARDS.set(index, fresh);
  return fresh;
}

/** The lands a lone legion of `walker` on `start` may end a legal move of `fewest`–`most` lands on. */
export function moveEnds(index: BoardIndex, start: number, walker: Walker, fewest = 1, most = Infinity): Set<number> {
  const { state, legion } = lonePosition(start, walker);
  return new Set(legalMoves(state, legion, movesBoard(index)).filter((m) => m.steps >= fewest && m.steps <= most).map((m) => m.to));
}

/** Whether a legion of `walker` may stand on the land at all (3.10, 27.4). */
export function mayStand(index: BoardIndex, land: number, walker: Walker): boolean {
  const kind = index.byId.get(land)?.kind;
  return kind !== undefined && mayEnterKind(kind, walker);
}

/** The most turns from `start` to any land the walker may stand on (Infinity if one is never reached). */
export function turnsToEverywhere(index: BoardIndex, start: number, walker: Walker): number {
  const turns = stepsFrom([start], (here) => moveEnds(index, here, walker));
  const targets = index.lands.filter((l) => l.kind !== 'whirl' && mayStand(index, l.id, walker));
  return Math.max(...targets.map((l) => turns.get(l.id) ?? Infinity));
}

/** Land legions from every Tower, the City and the Dungeon, Sea legions from every Coast, reach every land in time. */
export function reachProblems(index: BoardIndex): string[] {
  const starts: [number, Walker][] = [
    ...idsOf(index, ['tower']).map((id): [number, Walker] => [id, 'land']),
    [CITY, 'land'],
    [DUNGEON, 'land'],
    ...idsOf(index, ['coast']).map((id): [number, Walker] => [id, 'sea']),
  ];
  return starts.flatMap(([start, walker]) => {
    const turns = turnsToEverywhere(index, start, walker);
    return turns <= REACH_TURNS ? [] : [`a ${walker} legion from ${start} needs ${turns} turns to reach every land`];
  });
}

/** Every labelled land, and every Coast (the Dolphin, rules 27.4, A29), ends some move of 3–5 lands. */
export function musterProblems(index: BoardIndex): string[] {
  const reached = new Set<number>();
  for (const walker of ['land', 'sea'] as const) {
    for (const land of index.lands) {
      if (mayStand(index, land.id, walker)) for (const end of moveEnds(index, land.id, walker, MUSTER_MOVE.fewest, MUSTER_MOVE.most)) reached.add(end);
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
