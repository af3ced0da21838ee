// Rules 8.1–8.6, 9.1–9.3, 3.10, 27.4, 5.8: the moves a legion may make this Movement Phase. A move follows the signs
// (engine/gods/moves.ts), 1–6 lands (8 with 30 EP), no die; the first step out of the City or Dungeon is free and onto
// one of its gates (8.6); a Sea legion entering a Whirl is at once on any other Whirl (9.2); a legion reaching a Tower
// land its player holds, holding two or more, may jump to another (9.3, A32). Where the rules leave movement open
// (A31) a legion never re-enters a land in one move nor leaves a land by the side it came in by. A Sea legion that may
// go ashore (27.4, movement/ashore.ts) moves over land and Sea alike, but until it has gone ashore it leaves the outer
// ring only to end its move off it. A move ending where it may engage names the attacker's battleland side (11.2: the
// side facing the land of its last step, one option per side the paths give; 11.5: any after a teleport or into the
// City or Dungeon; Tower lands and the Coast: their fixed side, 11.3, 11.4), as TITAN's moves do (engine/master).
import { signsFrom, mayEnter, type Entry, type Mover } from '../moves.js';
import { contactOf } from '../board.js';
import { LastObjectMemo } from '../../memo.js';
import type { EntrySide } from '../../data/types.js';
import { ATTACKER_SIDES } from '../../master/entry.js';
import type { GodsExitDef } from '../types.js';
import { FIRST_EXIT, GODS_BOARD, landsOfKind } from './board-index.js';
import { mayGoAshore } from './ashore.js';
import { elementalBarred, emptyTower, isSeaLegion, mayLeaveDarktower, passage, type Passage } from './occupancy.js';
import { perksOf } from './perks.js';
import { teleportMoves } from './teleports.js';
import { SEA_KINDS, TOWER_KINDS } from '../terrains.js';
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

const WHIRLS = landsOfKind('whirl');

/** The Tower lands a seat holds (its Tower legions stand there, 9.3). */
function heldTowers(state: GodsState, seat: string): number[] {
  return state.legions.filter((l) => l.owner === seat && l.tower && TOWER_KINDS.has(GODS_BOARD.byId.get(l.land)?.kind ?? 'land')).map((l) => l.land);
}

/** Rules 8.5 and 26.5 Freeway: the signs a legion may take from a land. */
function signs(exits: readonly GodsExitDef[], entered: Entry | null, first: boolean, freeway: boolean): readonly GodsExitDef[] {
  if (!freeway) return signsFrom(exits, entered, first);
  return exits.filter((e) => !entered || e.side !== entered.side || (e.part ?? 0) !== entered.part);
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

/** A move's key without its side: what an action recorded without a side names (its first path in sign order). */
const routeKey = (o: GodsMoveOption): string => `${o.to}/${o.steps}/${o.exit}/${o.teleport}`;
const keyOf = (o: GodsMoveOption): string => `${routeKey(o)}/${o.entrySide ?? ''}`;

/** A legion's moves by key, and the first path found for each route key. */
interface Search {
  readonly moves: ReadonlyMap<string, Found>;
  readonly firstOf: ReadonlyMap<string, Found>;
}

/** Every move `legion` may make now (it must not have moved yet). */
export function legalMoves(state: GodsState, legion: GodsLegion): GodsMoveOption[] {
  return [...search(state, legion).moves.values()].map((f) => f.option);
}

/** The lands a legal move passes (start and end included) with the lands counted on reaching each; null if it is not
 * a legal move. A move named without a side takes the first path found to its end. */
export function movePath(state: GodsState, legion: GodsLegion, option: GodsMoveOption): Pick<Found, 'path' | 'counts'> | null {
  const found = search(state, legion);
  return (option.entrySide === undefined ? found.firstOf.get(routeKey(option)) : found.moves.get(keyOf(option))) ?? null;
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

/** The searches of the latest state: the legal-action listing and the apply that follows share them. */
const SEARCHES = new LastObjectMemo<GodsState, string, Search>();

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
  const moves = new Map<string, Found>();
  const firstOf = new Map<string, Found>();
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
  const put = (option: GodsMoveOption, path: readonly number[], counts: readonly number[]): void => {
    const key = keyOf(option);
    if (moves.has(key)) return;
    const f = { option, path, counts };
    moves.set(key, f);
    if (!firstOf.has(routeKey(option))) firstOf.set(routeKey(option), f);
  };
  const add = (option: GodsMoveOption, path: readonly number[], counts: readonly number[]): void => {
    if (!contested.has(option.to)) return put(option, path, counts);
    const side = option.teleport === null || option.teleport === 'tower' ? entryFrom(option.to, path[path.length - 2] ?? legion.land) : undefined;
    for (const entrySide of side ? [side] : chosenSides(option.to)) put({ ...option, entrySide }, path, counts);
  };
  const seen = new Map<number, Passage>(); // a land's standing is the same all through one search
  const standing = (land: number): Passage => {
    const known = seen.get(land);
    if (known) return known;
    const fresh = passage(state, legion, land);
    seen.set(land, fresh);
    return fresh;
  };
  const endable = (land: number): boolean => standing(land).end && !elementalBarred(legion, land);

  const visit = (here: number, entered: Entry | null, path: readonly number[], counts: readonly number[], steps: number, exit: number | null, teleport: GodsTeleport | null, inland = false): void => {
    // A32, 25.7: a Tower jump never ends on one of the seat's Tower legions (merging is a move without the jump).
    const merging = teleport === 'tower' && held.includes(here);
    const onRing = SEA_KINDS.has(GODS_BOARD.byId.get(here)?.kind ?? 'land');
    const ashoreNow = inland || (ringBound && !onRing);
    if (steps >= 1 && !WHIRLS.includes(here) && endable(here) && !merging && !(ashoreNow && onRing)) add({ to: here, steps, exit, teleport }, path, counts);
    if (steps === most) return;
    if (steps >= 1 && !standing(here).pass) return;
    const kind = GODS_BOARD.byId.get(here)?.kind;
    if (steps >= 1 && (kind === 'city' || kind === 'dungeon')) return; // 8.6: entering the centre ends the move
    for (const e of signs(GODS_BOARD.byId.get(here)?.exits ?? [], entered, steps === 0, perks.freeway)) {
      if (path.includes(e.to) || !mayEnter(GODS_BOARD, e.to, mover)) continue;
      const contact = contactOf(GODS_BOARD, here, e);
      if (!contact) continue;
      if (WHIRLS.includes(e.to)) {
        // 9.2, A33: never stop on a Whirl; enter one only with a land left to leave the other by.
        if (steps + 1 < most) for (const w of WHIRLS) if (!path.includes(w) && w !== e.to) visit(w, null, [...path, e.to, w], [...counts, steps + 1, steps + 1], steps + 1, exit, teleport, ashoreNow);
        continue;
      }
      const next = [...path, e.to];
      const nextCounts = [...counts, steps + 1];
      visit(e.to, { side: (e.side + 3) % 6, part: contact.otherPart }, next, nextCounts, steps + 1, exit, teleport, ashoreNow);
      // 9.3, A32: from a held Tower land reached on the way, a jump to another held one, the two counting one land.
      if (held.length >= 2 && held.includes(e.to) && standing(e.to).pass && steps + 1 < most) {
        for (const t of held) if (t !== e.to && !path.includes(t)) visit(t, null, [...next, t], [...nextCounts, steps + 1], steps + 1, exit, 'tower', ashoreNow);
      }
    }
  };

  const kind = GODS_BOARD.byId.get(legion.land)?.kind;
  if (kind === 'city' || kind === 'dungeon') {
    for (const g of gates(state, legion)) visit(g, null, [legion.land, g], [0, 0], 0, g, null);
  } else {
    visit(legion.land, null, [legion.land], [0], 0, null, null);
  }
  for (const o of teleportMoves(state, legion, perks, endable)) add(o, [legion.land, o.to], [0, o.steps]);
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
