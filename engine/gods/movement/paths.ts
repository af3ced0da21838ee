// Rules 8.1–8.6, 9.1–9.3, 3.10, 27.4, 5.8: the moves a legion may make this Movement Phase. A move follows the signs
// (engine/gods/moves.ts), 1–6 lands (8 with 30 EP), no die; the first step out of the City or Dungeon is free and onto
// one of its gates (8.6); a Sea legion entering a Whirl is at once on any other Whirl (9.2); a legion reaching a Tower
// land its player holds, holding two or more, may jump to another (9.3, A32). Where the rules leave movement open
// (A31) a legion never re-enters a land in one move nor leaves a land by the side it came in by. A Sea legion that may
// go ashore (27.4, movement/ashore.ts) moves over land and Sea alike, but until it has gone ashore it leaves the outer
// ring only to end its move off it. A move ending where it may engage names the attacker's battleland side (11.2: the
// side facing the land of its last step, one option per side the paths give; 11.5: any after a teleport or into the
// City or Dungeon; Tower lands and the Coast: their fixed side, 11.3, 11.4), as TITAN's moves do (engine/master).
import { mayEnterKind, type Mover } from '../moves.js';
import { LastObjectMemo } from '../../memo.js';
import type { EntrySide } from '../../data/types.js';
import { ATTACKER_SIDES } from '../../master/entry.js';
import { FIRST_EXIT, GODS_BOARD, landsOfKind } from './board-index.js';
import { mayGoAshore } from './ashore.js';
import { elementalBarred, emptyTower, isSeaLegion, legionsByLand, mayLeaveDarktower, passageAmong } from './occupancy.js';
import { perksOf } from './perks.js';
import { LAND_STEPS } from './steps.js';
import { teleportMoves } from './teleports.js';
import { TOWER_KINDS } from '../terrains.js';
import { treatyHolds, type GodsLegion, type GodsState, type GodsTeleport } from '../state.js';

/** One legal move: where it ends, the lands it counts (22.1 mustering needs 3–5), the gate it left the centre by, and
 * the battleland side it attacks by (only where it ends on another seat's legion after the treaty, 11.2, 11.5). */
export interface GodsMoveOption {
  readonly to: number;
  readonly steps: number;
  readonly exit: number | null;
  readonly teleport: GodsTeleport | null;
  readonly entrySide?: EntrySide;
}

const WHIRLS: ReadonlySet<number> = new Set(landsOfKind('whirl'));

/** The Tower lands a seat holds (its Tower legions stand there, 9.3). */
function heldTowers(state: GodsState, seat: string): number[] {
  return state.legions.filter((l) => l.owner === seat && l.tower && TOWER_KINDS.has(GODS_BOARD.byId.get(l.land)?.kind ?? 'land')).map((l) => l.land);
}

/** Rules 5.8: the gates a legion in the City or Dungeon may step out onto now. */
function gates(state: GodsState, legion: GodsLegion): number[] {
  const all = (GODS_BOARD.byId.get(legion.land)?.exits ?? []).map((e) => e.to);
  if (state.round !== 1) return all;
  const tower = state.players.find((p) => p.id === legion.owner)?.tower;
  if (tower !== null && tower !== undefined) {
    const exit = FIRST_EXIT.get(tower);
    return all.filter((g) => g === exit);
  }
  // The Darklord's legions leave through one Darktower each.
  const used = state.legions.filter((l) => l.owner === legion.owner).flatMap((l) => l.moved?.exit ?? []);
  return all.filter((g) => !used.includes(g));
}

/** A move and the lands it passes, start and end included (the first path found in sign order). */
interface Found {
  readonly option: GodsMoveOption;
  readonly path: readonly number[];
  /** The lands counted on reaching each land of `path` (9.1, 9.2: both ends of a teleport count one). */
  readonly counts: readonly number[];
}

const TELEPORTS: readonly (GodsTeleport | null)[] = [null, 'tower', 'titan-tower', 'titan-battle', 'titan-free', 'darkland'];
const SIDES: readonly (EntrySide | undefined)[] = [undefined, ...ATTACKER_SIDES];
const TELEPORT_CODE = new Map(TELEPORTS.map((t, i) => [t, i]));
const SIDE_CODE = new Map(SIDES.map((side, i) => [side, i]));
/** Each land's place in the board's list: a move's key stays a small integer (fast as a Map key). */
const LAND_CODE: ReadonlyMap<number, number> = new Map(GODS_BOARD.lands.map((l, i) => [l.id, i]));
const NO_EXIT = GODS_BOARD.lands.length;

/** A move's key as one small integer (at most 15 lands; without a side: what an action recorded without one names,
 * its first path in sign order); -1, the key of no move, for what names no land, teleport or side. */
function keyOf(to: number, steps: number, exit: number | null, teleport: GodsTeleport | null, side: EntrySide | undefined): number {
  const land = LAND_CODE.get(to);
  const gate = exit === null ? NO_EXIT : LAND_CODE.get(exit);
  const tp = TELEPORT_CODE.get(teleport);
  const sd = SIDE_CODE.get(side);
  if (land === undefined || gate === undefined || tp === undefined || sd === undefined || !(steps >= 0 && steps < 16)) return -1;
  return (((land * 16 + steps) * (NO_EXIT + 1) + gate) * 8 + tp) * 4 + sd;
}

/** A legion's moves by key, and the first path found for each key without its side. */
interface Search {
  readonly moves: ReadonlyMap<number, Found>;
  readonly firstOf: ReadonlyMap<number, Found>;
}

/** Every move `legion` may make now (it must not have moved yet). */
export function legalMoves(state: GodsState, legion: GodsLegion): GodsMoveOption[] {
  return [...search(state, legion).moves.values()].map((f) => f.option);
}

/** The lands a legal move passes (start and end included) with the lands counted on reaching each; null if it is not
 * a legal move. A move named without a side takes the first path found to its end. */
export function movePath(state: GodsState, legion: GodsLegion, option: GodsMoveOption): Pick<Found, 'path' | 'counts'> | null {
  const found = search(state, legion);
  const key = keyOf(option.to, option.steps, option.exit, option.teleport, option.entrySide);
  return (option.entrySide === undefined ? found.firstOf.get(key) : found.moves.get(key)) ?? null;
}

/** Rules 11.2: the side an attacker on `land` enters by, having come from the touching land `from` (fixed on Tower
 * lands and the Coast, 11.3, 11.4); undefined where the land names none (the City and the Dungeon, 11.5). */
export function entryFrom(land: number, from: number): EntrySide | undefined {
  const side = GODS_BOARD.byId.get(land)?.attackerEntry[String(from)];
  return ATTACKER_SIDES.find((s) => s === side);
}

/** Rules 11.3–11.5: the sides an attacker may choose after a teleport — any, but the fixed one of a Tower land or Coast. */
function chosenSides(land: number): readonly EntrySide[] {
  const kind = GODS_BOARD.byId.get(land)?.kind ?? 'land';
  return TOWER_KINDS.has(kind) || kind === 'coast' ? ['Bottom'] : ATTACKER_SIDES;
}

/** A land's standing for the legion searched: may it move on through it, may it end there (8.6 A2 included)? */
interface Standing {
  readonly pass: boolean;
  readonly end: boolean;
}

/** The searches of the latest state: the legal-action listing and the apply that follows share them. */
const SEARCHES = new LastObjectMemo<GodsState, string, Search>();

/** The legions on each land of the latest state, shared by the searches of all its legions. */
const LANDS = new LastObjectMemo<GodsState, null, ReadonlyMap<number, readonly GodsLegion[]>>();
const NOBODY: readonly GodsLegion[] = [];

function landsOf(state: GodsState): ReadonlyMap<number, readonly GodsLegion[]> {
  const known = LANDS.get(state, null);
  if (known) return known;
  const fresh = legionsByLand(state);
  LANDS.set(state, null, fresh);
  return fresh;
}

function search(state: GodsState, legion: GodsLegion): Search {
  const known = SEARCHES.get(state, legion.marker);
  if (known) return known;
  const found = freshSearch(state, legion);
  SEARCHES.set(state, legion.marker, found);
  return found;
}

/** Rules 3.10, 27.4: how the legion moves — a land legion, a Sea legion, or one that may go ashore. */
function moverKind(state: GodsState, legion: GodsLegion): Mover {
  if (!isSeaLegion(legion)) return 'land';
  return mayGoAshore(state, legion) ? 'amphibious' : 'sea';
}

function freshSearch(state: GodsState, legion: GodsLegion): Search {
  const moves = new Map<number, Found>();
  const firstOf = new Map<number, Found>();
  if (legion.moved !== null || (legion.tower && !mayLeaveDarktower(state, legion))) return { moves, firstOf };
  const player = state.players.find((p) => p.id === legion.owner);
  const perks = perksOf(legion, player);
  const most = perks.most;
  const mover = moverKind(state, legion);
  // 27.4: a legion not yet ashore that leaves the ring must end off it.
  const ringBound = mover === 'amphibious' && legion.ashore !== true;
  const held = heldTowers(state, legion.owner);
  // 8.2, 8.3, 11.2: the lands where ending may engage another seat's legion (as every seat sees the board).
  const contested = new Set(treatyHolds(state) ? [] : state.legions.filter((l) => l.owner !== legion.owner && !emptyTower(l)).map((l) => l.land));
  // The lands of the move being searched and the lands counted on reaching each (copied only for a new move).
  const path: number[] = [];
  const counts: number[] = [];
  const put = (to: number, steps: number, exit: number | null, teleport: GodsTeleport | null, entrySide: EntrySide | undefined, route: readonly number[], counted: readonly number[]): void => {
    const key = keyOf(to, steps, exit, teleport, entrySide);
    if (moves.has(key)) return;
    const option: GodsMoveOption = entrySide === undefined ? { to, steps, exit, teleport } : { to, steps, exit, teleport, entrySide };
    const f = { option, path: route === path ? [...route] : route, counts: counted === counts ? [...counted] : counted };
    moves.set(key, f);
    const first = entrySide === undefined ? key : keyOf(to, steps, exit, teleport, undefined);
    if (!firstOf.has(first)) firstOf.set(first, f);
  };
  const add = (to: number, steps: number, exit: number | null, teleport: GodsTeleport | null, route: readonly number[], counted: readonly number[]): void => {
    if (!contested.has(to)) return put(to, steps, exit, teleport, undefined, route, counted);
    const side = teleport === null || teleport === 'tower' ? entryFrom(to, route[route.length - 2] ?? legion.land) : undefined;
    for (const entrySide of side ? [side] : chosenSides(to)) put(to, steps, exit, teleport, entrySide, route, counted);
  };
  const byLand = landsOf(state);
  const seen = new Map<number, Standing>(); // a land's standing is the same all through one search
  const standing = (land: number): Standing => {
    const known = seen.get(land);
    if (known) return known;
    const p = passageAmong(state, legion, land, byLand.get(land) ?? NOBODY);
    const fresh = { pass: p.pass, end: p.end && !elementalBarred(legion, land) };
    seen.set(land, fresh);
    return fresh;
  };
  const endable = (land: number): boolean => standing(land).end;

  // `inSide`/`inPart`: the side and part it entered `here` by (-1: none to keep, A31).
  const visit = (here: number, inSide: number, inPart: number, steps: number, exit: number | null, teleport: GodsTeleport | null, inland: boolean): void => {
    const land = LAND_STEPS.get(here);
    if (!land) return;
    // A32, 25.7: a Tower jump never ends on one of the seat's Tower legions (merging is a move without the jump).
    const merging = teleport === 'tower' && held.includes(here);
    const ashoreNow = inland || (ringBound && !land.onRing);
    if (steps >= 1 && land.kind !== 'whirl' && endable(here) && !merging && !(ashoreNow && land.onRing)) add(here, steps, exit, teleport, path, counts);
    if (steps === most) return;
    if (steps >= 1 && !standing(here).pass) return;
    if (steps >= 1 && (land.kind === 'city' || land.kind === 'dungeon')) return; // 8.6: entering the centre ends the move
    const options = perks.freeway ? land.any : steps === 0 ? land.first : land.later;
    for (const e of options) {
      if (inSide >= 0 && e.side === inSide && e.part === inPart) continue; // A31: not out by the side it came in by
      if (path.includes(e.to) || !mayEnterKind(e.toKind, mover)) continue;
      if (e.toKind === 'whirl') {
        // 9.2, A33: never stop on a Whirl; enter one only with a land left to leave the other by.
        if (steps + 1 >= most) continue;
        for (const w of WHIRLS) {
          if (path.includes(w) || w === e.to) continue;
          path.push(e.to, w);
          counts.push(steps + 1, steps + 1);
          visit(w, -1, 0, steps + 1, exit, teleport, ashoreNow);
          path.length -= 2;
          counts.length -= 2;
        }
        continue;
      }
      path.push(e.to);
      counts.push(steps + 1);
      visit(e.to, e.inSide, e.inPart, steps + 1, exit, teleport, ashoreNow);
      // 9.3, A32: from a held Tower land reached on the way, a jump to another held one, the two counting one land.
      if (held.length >= 2 && held.includes(e.to) && standing(e.to).pass && steps + 1 < most) {
        for (const t of held) {
          if (t === e.to || path.includes(t)) continue;
          path.push(t);
          counts.push(steps + 1);
          visit(t, -1, 0, steps + 1, exit, 'tower', ashoreNow);
          path.length -= 1;
          counts.length -= 1;
        }
      }
      path.length -= 1;
      counts.length -= 1;
    }
  };

  const kind = GODS_BOARD.byId.get(legion.land)?.kind;
  if (kind === 'city' || kind === 'dungeon') {
    for (const g of gates(state, legion)) {
      path.push(legion.land, g);
      counts.push(0, 0);
      visit(g, -1, 0, 0, g, null, false);
      path.length = 0;
      counts.length = 0;
    }
  } else {
    path.push(legion.land);
    counts.push(0);
    visit(legion.land, -1, 0, 0, null, null, false);
  }
  for (const o of teleportMoves(state, legion, perks, endable)) add(o.to, o.steps, o.exit, o.teleport, [legion.land, o.to], [0, o.steps]);
  return { moves, firstOf };
}

/** Rules 8.4, 25.6, 26.5 Hold: whether a legion need not move (a Tower legion, the City or Dungeon, a Holding Titan). */
export function exemptFromMoving(state: GodsState, legion: GodsLegion): boolean {
  if (legion.tower) return true;
  const kind = GODS_BOARD.byId.get(legion.land)?.kind;
  // 5.8: in the first round the Darklord's legions must all leave the Dungeon, one through each Darktower.
  if (kind === 'dungeon' && legion.owner === 'black' && state.round === 1) return false;
  if (kind === 'city' || kind === 'dungeon') return true;
  // 25.6: a legion on a Tower land that is not its Tower legion (a conqueror, or what it left behind) must leave.
  if (kind !== undefined && TOWER_KINDS.has(kind)) return false;
  return perksOf(legion, state.players.find((p) => p.id === legion.owner)).hold;
}
