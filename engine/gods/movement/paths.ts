// Rules 8.1–8.6, 9.1–9.3, 3.10, 27.4, 5.8: the moves a legion may make this Movement Phase. A move follows the signs
// (the sign rules TITAN shares, engine/family/board), 1–6 lands (8 with 30 EP), no die; the first step out of the City
// or Dungeon is free and onto one of its gates (8.6); a Sea legion entering a Whirl is at once on any other Whirl
// (9.2); a legion reaching a Tower land its player holds, holding two or more, may jump to another (9.3, A32). Where
// the rules leave movement open (A31) a legion never re-enters a land in one move nor leaves a land by the side it came
// in by. A Sea legion that may go ashore (27.4, movement/ashore.ts) moves over land and Sea alike, but until it has gone
// ashore it leaves the outer ring only to end its move off it. A move ending where it may engage names the attacker's
// battleland side (11.2: the side facing the land of its last step, one option per side the paths give; 11.5: any
// after a teleport or into the City or Dungeon; Tower lands and the Coast: their fixed side, 11.3, 11.4), as TITAN's
// moves do (engine/titan/master). While a black legion may spy, no other black legion ends its move in the Dungeon,
// the spy's (23.3, A49).
import { MOST_LANDS, type Mover } from './movers.js';
import { LastObjectMemo } from '../../platform/memo.js';
import { isDarklord } from '../roles.js';
import { FIRST_EXIT } from './board-index.js';
import { GODS_MOVES, type MoveBoard } from './move-board.js';
import { heldToRing, mayGoAshore } from './ashore.js';
import { elementalBarred, emptyTower, isSeaLegion, legionsByLand, mayLeaveDarktower, passageAmong } from './occupancy.js';
import { perksOf, type Perks } from './perks.js';
import { keyOf, MoveSearch, reread, type Moves, type Route, type SearchSetup, type Standing, type Standings, type Walked } from './search.js';
import { teleportMoves } from './teleports.js';
import type { GodsMoveOption } from './move-option.js';
import { TOWER_KINDS } from '../terrains.js';
import { DUNGEON } from '../board.js';
import { dungeonKept } from '../turn/darklord-secrets.js';
import { sameMoveFacts } from '../player-facts.js';
import { treatyHolds, type GodsLegion, type GodsPlayer, type GodsState } from '../state.js';

/** The Tower lands a seat holds (its Tower legions stand there, 9.3). */
function heldTowers(state: GodsState, seat: string, board: MoveBoard): number[] {
  return state.legions.filter((l) => l.owner === seat && l.tower && TOWER_KINDS.has(board.lands.get(l.land)?.kind ?? 'land')).map((l) => l.land);
}

const NO_GATES: readonly number[] = [];

/** Rules 8.6: the gates out of the City or the Dungeon (its signs' lands, its towers); none out of another land. */
function gatesOf(board: MoveBoard, land: number): readonly number[] {
  const kind = board.lands.get(land)?.kind;
  if (kind !== 'city' && kind !== 'dungeon') return NO_GATES;
  return (board.index.byId.get(land)?.exits ?? []).map((e) => e.to);
}

/** Rules 5.8: the gates a legion in the City or Dungeon may step out onto now. */
function gates(state: GodsState, legion: GodsLegion, board: MoveBoard): readonly number[] {
  const all = gatesOf(board, legion.land);
  if (state.round !== 1 || all.length === 0) return all;
  const tower = state.players.find((p) => p.id === legion.owner)?.tower;
  if (tower !== null && tower !== undefined) {
    const exit = FIRST_EXIT.get(tower);
    return all.filter((g) => g === exit);
  }
  // The Darklord's legions leave through one Darktower each.
  const used = state.legions.filter((l) => l.owner === legion.owner).flatMap((l) => l.moved?.exit ?? []);
  return all.filter((g) => !used.includes(g));
}

/** Every move `legion` may make now (it must not have moved yet): what the legal actions offer. `board` is the game's
 * masterboard; the board checks (tests/gods/board-checks) pass the board they check, its lands in the game's kinds. */
export function legalMoves(state: GodsState, legion: GodsLegion, board: MoveBoard = GODS_MOVES): readonly GodsMoveOption[] {
  const found = board === GODS_MOVES ? search(SEARCHES, state, legion) : freshSearch(state, legion, false, board);
  const moves = found.options;
  return dungeonKept(state, legion) ? moves.filter((m) => m.to !== DUNGEON) : moves; // 23.3, A49: the spy's Dungeon
}


/** The lands a legal move passes (start and end included) with the lands counted on reaching each; null if it is not
 * a legal move. A move named without a side takes the first path found to its end. */
export function movePath(state: GodsState, legion: GodsLegion, option: GodsMoveOption): Route | null {
  const found = search(ROUTED, state, legion);
  const key = keyOf(GODS_MOVES, option.to, option.steps, option.exit, option.teleport, option.entrySide);
  return (option.entrySide === undefined ? found.firstRoutes.get(key) : found.routes.get(key)) ?? null;
}

/** The searches of the latest state: the legal-action listing and the apply that follows share them; those that
 * keep their routes apart (only a move that may stop short asks for one). */
const SEARCHES = new LastObjectMemo<GodsState, string, Moves>();
const ROUTED = new LastObjectMemo<GodsState, string, Moves>();
/** The moves of a legion that does not move (it moved, or stays as a Tower legion). */
const NONE: Moves = { moves: new Map(), options: [], routes: new Map(), firstRoutes: new Map() };

/** The legions on each land of the latest state, shared by the searches of all its legions. */
const LANDS = new LastObjectMemo<GodsState, null, ReadonlyMap<number, readonly GodsLegion[]>>();

function landsOf(state: GodsState): ReadonlyMap<number, readonly GodsLegion[]> {
  return LANDS.made(state, null, () => legionsByLand(state));
}

function search(memo: LastObjectMemo<GodsState, string, Moves>, state: GodsState, legion: GodsLegion): Moves {
  if (legion.moved !== null) return NONE; // most of a listing's legions: nothing to remember for them
  return memo.made(state, legion.marker, () => freshSearch(state, legion, memo === ROUTED, GODS_MOVES));
}

/** The four standings, made once (a search reads one per land, state after state): by pass × 2 + end. */
const STANDINGS: readonly Standing[] = [0, 1, 2, 3].map((i) => Object.freeze({ pass: i >= 2, end: i % 2 === 1 }));

/** What a legion may do on each land of a state, with the legions there (8.1–8.3, 8.6 A2, 23.5, 25.2–25.7:
 * occupancy.ts). */
class LegionStandings implements Standings {
  private readonly state: GodsState;
  private readonly legion: GodsLegion;
  private readonly byLand: ReadonlyMap<number, readonly GodsLegion[]>;

  constructor(state: GodsState, legion: GodsLegion) {
    this.state = state;
    this.legion = legion;
    this.byLand = landsOf(state);
  }

  standingOf(land: number): Standing {
    const there = this.byLand.get(land);
    if (there === undefined) return STANDINGS[elementalBarred(this.legion, land) ? 2 : 3] as Standing; // a vacant land: passed, ended on unless barred
    const p = passageAmong(this.state, this.legion, land, there);
    return STANDINGS[(p.pass ? 2 : 0) + (p.end && !elementalBarred(this.legion, land) ? 1 : 0)] as Standing;
  }

  vacant(land: number): boolean {
    return !this.byLand.has(land);
  }
}

/** What the searches of one seat's legions share: the Tower lands it holds (9.3) and where ending a move may engage
 * another seat's legion (8.2, 8.3, 11.2). */
interface SeatFacts {
  readonly held: readonly number[];
  readonly contested: ReadonlySet<number>;
}

/** The seat facts of the latest state, by seat (a listing searches every legion of the Mover). */
const SEAT_FACTS = new LastObjectMemo<GodsState, string, SeatFacts>();

function seatFacts(state: GodsState, owner: string, board: MoveBoard): SeatFacts {
  const known = board === GODS_MOVES ? SEAT_FACTS.get(state, owner) : undefined;
  if (known) return known;
  const contested = new Set<number>();
  if (!treatyHolds(state)) for (const l of state.legions) if (l.owner !== owner && !emptyTower(l)) contested.add(l.land);
  const fresh: SeatFacts = { held: heldTowers(state, owner, board), contested };
  if (board === GODS_MOVES) SEAT_FACTS.set(state, owner, fresh);
  return fresh;
}

/** Rules 3.10, 27.4: how the legion moves — a land legion (on the Coast only while a Sea-Creature holds it to the
 * ring), a Sea legion, or one that may go ashore. */
function moverKind(state: GodsState, legion: GodsLegion): Mover {
  if (!isSeaLegion(legion)) return heldToRing(state, legion) ? 'coast' : 'land';
  return mayGoAshore(state, legion) ? 'amphibious' : 'sea';
}

/** How a legion moves and the advantages it moves with (`moverKind`, `perksOf`: of the legion and its owner alone). */
interface Gait {
  readonly player: GodsPlayer | undefined;
  readonly perks: Perks;
  readonly mover: Mover;
}

/** Each legion's gait, kept by the legion object while its owner reads the same (player-facts.ts): a Movement Phase
 * lists the same legions state after state. */
const GAITS = new WeakMap<GodsLegion, Gait>();

function gaitOf(state: GodsState, legion: GodsLegion): Gait {
  const player = state.players.find((p) => p.id === legion.owner);
  const known = GAITS.get(legion);
  if (known && known.player === player) return known;
  if (known && sameMoveFacts(known.player, player)) {
    const same: Gait = { ...known, player }; // the owner's new object, compared at once next time
    GAITS.set(legion, same);
    return same;
  }
  const fresh: Gait = { player, perks: perksOf(legion, player), mover: moverKind(state, legion) };
  GAITS.set(legion, fresh);
  return fresh;
}

/** Each legion's latest walk on the game's board that found no teleport, with and without its routes: a later state
 * in which the walk would read the same (search.ts reread) reuses it, one in which it would go the same ways but end
 * otherwise replays its arrivals (MoveSearch.replay) — most of a Movement Phase's legions stand far
 * from the one that just moved. Keyed by the legion object, which a state keeps while no action changes the legion. */
const WALKS = new WeakMap<GodsLegion, Walked>();
const ROUTED_WALKS = new WeakMap<GodsLegion, Walked>();

function freshSearch(state: GodsState, legion: GodsLegion, keepRoutes: boolean, board: MoveBoard): Moves {
  if (legion.moved !== null || (legion.tower && !mayLeaveDarktower(state, legion))) return NONE;
  const { perks, mover } = gaitOf(state, legion);
  const setup: SearchSetup = {
    board,
    most: perks.most,
    freeway: perks.freeway,
    mover,
    ringBound: mover === 'amphibious' && legion.ashore !== true,
    ...seatFacts(state, legion.owner, board),
    standings: new LegionStandings(state, legion),
  };
  const gateList = gates(state, legion, board);
  const walks = board !== GODS_MOVES ? null : keepRoutes ? ROUTED_WALKS : WALKS;
  const known = walks?.get(legion);
  const reads = known ? reread(known, setup, legion.land, gateList) : 'other';
  if (known && reads === 'same' && teleportMoves(state, legion, perks, mover, (land) => setup.standings.standingOf(land).end, board).length === 0) return known;
  const found = new MoveSearch(setup, keepRoutes);
  const arrivals = known?.arrivals;
  // most of a Movement Phase's walks again: a legion of the seat moved onto or off its paths, which it passes as before
  if (known && reads !== 'other' && arrivals) found.replay(known, arrivals);
  else found.walkFrom(legion.land, gateList);
  const teleports = teleportMoves(state, legion, perks, mover, (land) => found.endable(land), board);
  for (const o of teleports) found.add(o.to, o.steps, o.exit, o.teleport, [legion.land, o.to], [0, o.steps]);
  if (teleports.length === 0) walks?.set(legion, found.walked());
  return found;
}

/** The standing of a land with no legion on it. */
const OPEN: Standing = Object.freeze({ pass: true, end: true });
/** A board with no other legion: every land open. */
const OPEN_BOARD: Standings = { standingOf: () => OPEN, vacant: () => true };
const NO_LEGIONS: ReadonlySet<number> = new Set();

/** Rules 8.4–8.6, 9.2, 3.10, 27.4: the lands a legion of `mover` on `start` could end a move on if no other legion stood
 * on the board, after the first round and without a Titan's advantages — how far an enemy legion reaches (the AI). */
export function openBoardEnds(start: number, mover: Mover, board: MoveBoard = GODS_MOVES): Set<number> {
  return endsAmong(start, mover, OPEN_BOARD, NO_LEGIONS, board);
}

const ENEMY: Standing = Object.freeze({ pass: false, end: true });
const OWN: Standing = Object.freeze({ pass: true, end: false });

/** Rules 6.2, 8.1, 8.2, 8.4: `openBoardEnds` with legions standing: an enemy's land (`enemies`) may be ended on (an
 * attack) but not passed, an own legion's (`own`) passed but not ended on — where a legion's next move could go with
 * the board as it is now (the AI's look at a land it may be forced off next turn). */
export function endsBesideLegions(start: number, mover: Mover, enemies: ReadonlySet<number>, own: ReadonlySet<number>): Set<number> {
  const standings: Standings = {
    standingOf: (land) => (enemies.has(land) ? ENEMY : own.has(land) ? OWN : OPEN),
    vacant: (land) => !enemies.has(land) && !own.has(land),
  };
  return endsAmong(start, mover, standings, enemies, GODS_MOVES);
}

function endsAmong(start: number, mover: Mover, standings: Standings, contested: ReadonlySet<number>, board: MoveBoard): Set<number> {
  const found = new MoveSearch({ board, most: MOST_LANDS, freeway: false, mover, ringBound: false, held: [], contested, standings }, false);
  found.walkFrom(start, gatesOf(board, start));
  return new Set([...found.moves.values()].map((m) => m.to));
}

/** Rules 8.4, 25.6, 26.5 Hold: whether a legion need not move (a Tower legion, the City or Dungeon, a Holding Titan). */
export function exemptFromMoving(state: GodsState, legion: GodsLegion): boolean {
  if (legion.tower) return true;
  const kind = GODS_MOVES.lands.get(legion.land)?.kind;
  // 5.8: in the first round the Darklord's legions must all leave the Dungeon, one through each Darktower.
  if (kind === 'dungeon' && isDarklord(state, legion.owner) && state.round === 1) return false;
  if (kind === 'city' || kind === 'dungeon') return true;
  // 25.6: a legion on a Tower land that is not its Tower legion (a conqueror, or what it left behind) must leave.
  if (kind !== undefined && TOWER_KINDS.has(kind)) return false;
  return gaitOf(state, legion).perks.hold; // the gait its moves were listed with (every listing asks, legal.ts)
}
