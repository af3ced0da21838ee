// Rules 8.1–8.6, 9.1–9.3, 3.10, 27.4, 5.8: the moves a legion may make this Movement Phase. A move follows the signs
// (engine/gods/moves.ts), 1–6 lands (8 with 30 EP), no die; the first step out of the City or Dungeon is free and onto
// one of its gates (8.6); a Sea legion entering a Whirl is at once on any other Whirl (9.2); a legion reaching a Tower
// land its player holds, holding two or more, may jump to another (9.3, A32). Where the rules leave movement open
// (A31) a legion never re-enters a land in one move nor leaves a land by the side it came in by.
import { signsFrom, mayEnter, type Entry, type Mover } from '../moves.js';
import { contactOf } from '../board.js';
import { LastObjectMemo } from '../../memo.js';
import type { GodsExitDef } from '../types.js';
import { FIRST_EXIT, GODS_BOARD, landsOfKind } from './board-index.js';
import { elementalBarred, isSeaLegion, mayLeaveDarktower, passage, type Passage } from './occupancy.js';
import { perksOf } from './perks.js';
import { teleportMoves } from './teleports.js';
import { TOWER_KINDS } from '../terrains.js';
import type { GodsLegion, GodsState, GodsTeleport } from '../state.js';

/** One legal move: where it ends, the lands it counts (22.1 mustering needs 3–5), the gate it left the centre by. */
export interface GodsMoveOption {
  readonly to: number;
  readonly steps: number;
  readonly exit: number | null;
  readonly teleport: GodsTeleport | null;
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

const keyOf = (o: GodsMoveOption): string => `${o.to}/${o.steps}/${o.exit}/${o.teleport}`;

/** Every move `legion` may make now (it must not have moved yet). */
export function legalMoves(state: GodsState, legion: GodsLegion): GodsMoveOption[] {
  return [...search(state, legion).values()].map((f) => f.option);
}

/** The lands a legal move passes (start and end included) with the lands counted on reaching each; null if it is not
 * a legal move. */
export function movePath(state: GodsState, legion: GodsLegion, option: GodsMoveOption): Pick<Found, 'path' | 'counts'> | null {
  return search(state, legion).get(keyOf(option)) ?? null;
}

/** The searches of the latest state: the legal-action listing and the apply that follows share them. */
const SEARCHES = new LastObjectMemo<GodsState, string, ReadonlyMap<string, Found>>();

function search(state: GodsState, legion: GodsLegion): ReadonlyMap<string, Found> {
  const known = SEARCHES.get(state, legion.marker);
  if (known) return known;
  const found = freshSearch(state, legion);
  SEARCHES.set(state, legion.marker, found);
  return found;
}

function freshSearch(state: GodsState, legion: GodsLegion): Map<string, Found> {
  if (legion.moved !== null || (legion.tower && !mayLeaveDarktower(state, legion))) return new Map();
  const player = state.players.find((p) => p.id === legion.owner);
  const perks = perksOf(legion, player);
  const most = perks.most;
  const mover: Mover = isSeaLegion(legion) ? 'sea' : 'land';
  const held = heldTowers(state, legion.owner);
  const found = new Map<string, Found>();
  const add = (option: GodsMoveOption, path: readonly number[], counts: readonly number[]): void => {
    if (!found.has(keyOf(option))) found.set(keyOf(option), { option, path, counts });
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

  const visit = (here: number, entered: Entry | null, path: readonly number[], counts: readonly number[], steps: number, exit: number | null, teleport: GodsTeleport | null): void => {
    // A32, 25.7: a Tower jump never ends on one of the seat's Tower legions (merging is a move without the jump).
    const merging = teleport === 'tower' && held.includes(here);
    if (steps >= 1 && !WHIRLS.includes(here) && endable(here) && !merging) add({ to: here, steps, exit, teleport }, path, counts);
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
        if (steps + 1 < most) for (const w of WHIRLS) if (!path.includes(w) && w !== e.to) visit(w, null, [...path, e.to, w], [...counts, steps + 1, steps + 1], steps + 1, exit, teleport);
        continue;
      }
      const next = [...path, e.to];
      const nextCounts = [...counts, steps + 1];
      visit(e.to, { side: (e.side + 3) % 6, part: contact.otherPart }, next, nextCounts, steps + 1, exit, teleport);
      // 9.3, A32: from a held Tower land reached on the way, a jump to another held one, the two counting one land.
      if (held.length >= 2 && held.includes(e.to) && standing(e.to).pass && steps + 1 < most) {
        for (const t of held) if (t !== e.to && !path.includes(t)) visit(t, null, [...next, t], [...nextCounts, steps + 1], steps + 1, exit, 'tower');
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
  return found;
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
