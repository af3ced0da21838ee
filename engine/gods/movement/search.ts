// Rules 8.5, 8.6, 9.2, 9.3, A31–A33, 27.4, 11.2–11.5: one legion's walk over the masterboard's signs for
// movement/paths.ts — every path it may take from where it stands, each new end of a move (with the side it attacks by
// where it may engage) kept, and, when asked, the first path found to it. The sign rules of each step and the
// way-you-came rule are the family's (engine/family/board: the board's ways, once per board, in move-board.ts; the
// rule itself, signs.ts turnsBack); what Gods adds is here: the free step out of the centre (8.6), the Whirls (9.2),
// Tower jumps (9.3), who may enter which land (3.10, 27.4). What the walk needs of the legion now is paths.ts's.
import { mayEnterKind, type Mover } from './movers.js';
import type { EntrySide } from '../../family/types.js';
import { ATTACKER_SIDES } from '../../family/board/entry-sides.js';
import { turnsBack } from '../../family/board/signs.js';
import { chosenSides, entryFrom } from './entry-sides.js';
import type { MoveBoard } from './move-board.js';
import type { GodsTeleport } from '../state.js';
import type { GodsMoveOption } from './move-option.js';

/** The lands a move passes, start and end included, and the lands counted on reaching each (9.1, 9.2: both ends of a
 * teleport count one). */
export interface Route {
  readonly path: readonly number[];
  readonly counts: readonly number[];
}

const TELEPORTS: readonly (GodsTeleport | null)[] = [null, 'tower', 'titan-tower', 'titan-battle', 'titan-free', 'darkland'];
const SIDES: readonly (EntrySide | undefined)[] = [undefined, ...ATTACKER_SIDES];
const TELEPORT_CODE = new Map(TELEPORTS.map((t, i) => [t, i]));
const SIDE_CODE = new Map(SIDES.map((side, i) => [side, i]));
const NO_WHIRLS: readonly number[] = [];

/** Whether two lists of lands are the same, in the same order. */
function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A move's key on `board` as one small integer, fast as a Map key (at most 15 lands; without a side: what an action
 * recorded without one names, its first path in sign order); -1, the key of no move, for what names no land, teleport
 * or side. */
export function keyOf(board: MoveBoard, to: number, steps: number, exit: number | null, teleport: GodsTeleport | null, side: EntrySide | undefined): number {
  const noExit = board.codes.size; // the code of "no gate"
  const land = board.codes.get(to);
  const gate = exit === null ? noExit : board.codes.get(exit);
  const tp = TELEPORT_CODE.get(teleport);
  const sd = SIDE_CODE.get(side);
  if (land === undefined || gate === undefined || tp === undefined || sd === undefined || !(steps >= 0 && steps < 16)) return -1;
  return (((land * 16 + steps) * (noExit + 1) + gate) * 8 + tp) * 4 + sd;
}

/** A land's standing for the legion searched: may it move on through it, may it end there (8.1–8.3, 8.6 A2, 23.5,
 * 25.2–25.7: movement/occupancy.ts)? */
export interface Standing {
  readonly pass: boolean;
  readonly end: boolean;
}

/** The legion's standing on each land, asked once per land and search. */
export interface Standings {
  standingOf(land: number): Standing;
  /** Whether no legion stands on the land: the legion's standing there (and that it engages nobody) is then the
   * legion's and the land's alone, the same in every state. */
  vacant(land: number): boolean;
}

/** What the walk needs to know of the legion and the board now. */
export interface SearchSetup {
  /** The masterboard it walks (movement/move-board.ts). */
  readonly board: MoveBoard;
  /** 8.4, 26.5 Movement plus: the most lands a move may count. */
  readonly most: number;
  /** 26.5 Freeway: every sign may be taken. */
  readonly freeway: boolean;
  readonly mover: Mover;
  /** 27.4: a legion not yet ashore that leaves the outer ring must end off it. */
  readonly ringBound: boolean;
  /** 9.3: the Tower lands its seat holds. */
  readonly held: readonly number[];
  /** 8.2, 8.3, 11.2: the lands where ending may engage another seat's legion (as every seat sees the board). */
  readonly contested: ReadonlySet<number>;
  /** The legion's standing on each land. */
  readonly standings: Standings;
}

/** A legion's moves by key (`keyOf`), in the order found, and, when kept, the first path of each move by its key and of
 * each key without its side. */
export interface Moves {
  readonly moves: ReadonlyMap<number, GodsMoveOption>;
  /** The moves as a list, in the order found (made once: a reused walk lists the same moves state after state). */
  readonly options: readonly GodsMoveOption[];
  readonly routes: ReadonlyMap<number, Route>;
  readonly firstRoutes: ReadonlyMap<number, Route>;
}

/** A finished walk's moves and all it read: its setup's board, bounds, mover and held Towers, its start and gates, and
 * for each land it asked about (`lands`, in the order asked), the legion's standing there and whether ending there
 * may engage (`contested`). A move added from outside the walk, a teleport, is not a read: a walk is kept only
 * without one (movement/paths.ts). */
export interface Walked extends Moves, Omit<SearchSetup, 'contested' | 'standings'> {
  readonly start: number;
  readonly gates: readonly number[];
  readonly lands: readonly number[];
  readonly standings: readonly Standing[];
  readonly contested: readonly boolean[];
  /** Whether each land was vacant (`Standings.vacant`). */
  readonly vacant: readonly boolean[];
  /** Each land the walk reached where it asked whether the legion may end there, in the order reached, as five numbers:
   * the land, the lands counted, the gate (-1: none), the teleport's place in TELEPORTS and the land it came from (-1:
   * none) — what `MoveSearch.replay` finds the moves again from; null for a walk that kept its routes. */
  readonly arrivals: readonly number[] | null;
}

/** What a walk of the same legion with `setup` from `start` by `gates` would find, next to what `walked` found: `same`
 * when each of its reads reads the same (every step goes the same way, every end is the same: a reused walk,
 * movement/paths.ts); `ways` when only where it may end differs — each land passed or not as before, so every step
 * goes the same way and only the moves kept at its arrivals differ (`MoveSearch.replay`); else `other`. A land vacant
 * then and now reads the same for the same legion: only the others are asked again. */
export function reread(walked: Walked, setup: SearchSetup, start: number, gates: readonly number[]): 'same' | 'ways' | 'other' {
  if (setup.board !== walked.board || setup.most !== walked.most || setup.freeway !== walked.freeway || setup.mover !== walked.mover || setup.ringBound !== walked.ringBound) return 'other';
  if (start !== walked.start || !sameNumbers(gates, walked.gates) || !sameNumbers(setup.held, walked.held)) return 'other';
  const { lands, standings, contested, vacant } = walked;
  let found: 'same' | 'ways' = 'same';
  for (let i = 0; i < lands.length; i++) {
    const land = lands[i] as number;
    if (vacant[i] === true && setup.standings.vacant(land)) continue;
    const was = standings[i] as Standing;
    const now = setup.standings.standingOf(land);
    if (now.pass !== was.pass) return 'other';
    if (now.end !== was.end || setup.contested.has(land) !== contested[i]) found = 'ways';
  }
  return found;
}

/** One legion's search: `walk` it from its land (or out of the centre by a gate), `add` its teleports, read its moves;
 * with `keepRoutes`, also each move's first path (the stop short of movement/stop-short.ts follows it). */
export class MoveSearch implements Moves {
  readonly moves = new Map<number, GodsMoveOption>();
  readonly routes = new Map<number, Route>();
  readonly firstRoutes = new Map<number, Route>();
  private readonly at: SearchSetup;
  private readonly keepRoutes: boolean;
  /** The lands of the move being walked and the lands counted on reaching each (copied only for a new move). */
  private readonly path: number[] = [];
  private readonly counts: number[] = [];
  /** A land's standing is the same all through one search. */
  private readonly seen = new Map<number, Standing>();
  /** The board's lands and Whirls, looked up on every step. */
  private readonly lands: MoveBoard['lands'];
  private readonly whirls: readonly number[];
  /** Where the walk started and the gates it took (for `walked`). */
  private start = -1;
  private gates: readonly number[] = NO_WHIRLS;
  private listed: readonly GodsMoveOption[] | null = null;
  /** The walk's arrivals (`Walked.arrivals`), kept only by a search that keeps no routes. */
  private arrivals: number[] | null;

  constructor(at: SearchSetup, keepRoutes: boolean) {
    this.at = at;
    this.keepRoutes = keepRoutes;
    this.arrivals = keepRoutes ? null : [];
    this.lands = at.board.lands;
    this.whirls = at.board.ofKind.get('whirl') ?? NO_WHIRLS;
  }

  /** Walks every path from `start`, out of the City or the Dungeon by each of `gates`, a free first step (8.6). */
  walkFrom(start: number, gates: readonly number[]): void {
    this.start = start;
    this.gates = gates;
    const kind = this.lands.get(start)?.kind;
    if (kind === 'city' || kind === 'dungeon') for (const g of gates) this.walk(start, g);
    else this.walk(start, null);
  }

  /** Finds the moves a walk from `walked`'s start by its gates finds when `reread` says it goes every way `walked`
   * went: its lands asked again in the order it asked them, then at each of its arrivals, in order, the move kept where
   * the legion may end now — the moves of a walk, in the order a walk finds them, without walking. */
  replay(walked: Walked, arrivals: readonly number[]): void {
    this.start = walked.start;
    this.gates = walked.gates;
    for (const land of walked.lands) this.standing(land);
    const a = arrivals;
    for (let i = 0; i < a.length; i += 5) {
      const here = a[i] as number;
      if (!this.standing(here).end) continue;
      const exit = a[i + 2] as number;
      const from = a[i + 4] as number;
      this.addFrom(here, a[i + 1] as number, exit < 0 ? null : exit, TELEPORTS[a[i + 3] as number] ?? null, from < 0 ? undefined : from, this.path, this.counts);
    }
    this.arrivals = arrivals as number[]; // the same arrivals: never changed once kept
  }

  /** Walks every path from `start`, or, from the City or Dungeon, out by `gate`. */
  private walk(start: number, gate: number | null): void {
    this.path.length = 0;
    this.counts.length = 0;
    this.path.push(start);
    this.counts.push(0);
    if (gate === null) return this.visit(start, -1, 0, 0, null, null, false);
    this.path.push(gate);
    this.counts.push(0);
    this.visit(gate, -1, 0, 0, gate, null, false);
  }

  /** The moves found as a list, once the search is done (its walk and its teleports). */
  get options(): readonly GodsMoveOption[] {
    this.listed ??= [...this.moves.values()];
    return this.listed;
  }

  /** The moves found and what the walk read to find them (none of the state it read them from, which a kept record
   * would keep alive): for `reread`. */
  walked(): Walked {
    const { board, most, freeway, mover, ringBound, held, contested } = this.at;
    const lands = [...this.seen.keys()];
    const standings = lands.map((land) => this.standing(land));
    const vacant = lands.map((land) => this.at.standings.vacant(land));
    return { moves: this.moves, options: this.options, routes: this.routes, firstRoutes: this.firstRoutes, start: this.start, gates: this.gates, board, most, freeway, mover, ringBound, held, contested: lands.map((land) => contested.has(land)), lands, standings, vacant, arrivals: this.arrivals };
  }

  /** Whether the legion may end its move on `land` (its `Standing`). */
  endable(land: number): boolean {
    return this.standing(land).end;
  }

  /** Keeps a move ending on `to` by `route` (for a contested land, once per side it may attack by, 11.2–11.5). */
  add(to: number, steps: number, exit: number | null, teleport: GodsTeleport | null, route: readonly number[], counted: readonly number[]): void {
    this.addFrom(to, steps, exit, teleport, route[route.length - 2], route, counted);
  }

  /** `add`, reaching `to` from `from` (the land before it on its route). */
  private addFrom(to: number, steps: number, exit: number | null, teleport: GodsTeleport | null, from: number | undefined, route: readonly number[], counted: readonly number[]): void {
    if (!this.at.contested.has(to)) return this.put(to, steps, exit, teleport, undefined, route, counted);
    const side = from !== undefined && (teleport === null || teleport === 'tower') ? entryFrom(to, from, this.at.board) : undefined;
    for (const entrySide of side ? [side] : chosenSides(to, this.at.board)) this.put(to, steps, exit, teleport, entrySide, route, counted);
  }

  private put(to: number, steps: number, exit: number | null, teleport: GodsTeleport | null, entrySide: EntrySide | undefined, route: readonly number[], counted: readonly number[]): void {
    const key = keyOf(this.at.board, to, steps, exit, teleport, entrySide);
    if (this.moves.has(key)) return;
    this.moves.set(key, entrySide === undefined ? { to, steps, exit, teleport } : { to, steps, exit, teleport, entrySide });
    if (!this.keepRoutes) return;
    const r = { path: route === this.path ? [...route] : route, counts: counted === this.counts ? [...counted] : counted };
    this.routes.set(key, r);
    const first = entrySide === undefined ? key : keyOf(this.at.board, to, steps, exit, teleport, undefined);
    if (!this.firstRoutes.has(first)) this.firstRoutes.set(first, r);
  }

  private standing(land: number): Standing {
    const known = this.seen.get(land);
    if (known) return known;
    const fresh = this.at.standings.standingOf(land);
    this.seen.set(land, fresh);
    return fresh;
  }

  /** `inSide`/`inPart`: the side and part it entered `here` by (-1: none to keep, A31). */
  private visit(here: number, inSide: number, inPart: number, steps: number, exit: number | null, teleport: GodsTeleport | null, inland: boolean): void {
    const land = this.lands.get(here);
    if (!land) return;
    const { most, mover, held } = this.at;
    const whirls = this.whirls;
    const path = this.path;
    const counts = this.counts;
    // A32, 25.7: a Tower jump never ends on one of the seat's Tower legions (merging is a move without the jump).
    const merging = teleport === 'tower' && held.includes(here);
    const ashoreNow = inland || (this.at.ringBound && !land.onRing);
    const standing = steps >= 1 ? this.standing(here) : null; // read once: every land reached asks it
    if (standing !== null && land.kind !== 'whirl' && !merging && !(ashoreNow && land.onRing)) {
      this.arrivals?.push(here, steps, exit ?? -1, TELEPORT_CODE.get(teleport) ?? 0, path[path.length - 2] ?? -1); // for a replay
      if (standing.end) this.add(here, steps, exit, teleport, path, counts);
    }
    if (steps === most) return;
    if (standing !== null && !standing.pass) return;
    if (standing !== null && (land.kind === 'city' || land.kind === 'dungeon')) return; // 8.6: entering the centre ends the move
    const options = this.at.freeway ? land.any : steps === 0 ? land.first : land.later;
    for (const e of options) {
      if (turnsBack(e, inSide, inPart)) continue; // §7.4 b, A31: not out by the side it came in by
      if (path.includes(e.to) || !mayEnterKind(e.toKind, mover)) continue;
      if (e.toKind === 'whirl') {
        // 9.2, A33: never stop on a Whirl; enter one only with a land left to leave the other by.
        if (steps + 1 >= most) continue;
        for (const w of whirls) {
          if (path.includes(w) || w === e.to) continue;
          path.push(e.to, w);
          counts.push(steps + 1, steps + 1);
          this.visit(w, -1, 0, steps + 1, exit, teleport, ashoreNow);
          path.pop();
          path.pop();
          counts.pop();
          counts.pop();
        }
        continue;
      }
      path.push(e.to);
      counts.push(steps + 1);
      this.visit(e.to, e.inSide, e.inPart, steps + 1, exit, teleport, ashoreNow);
      // 9.3, A32: from a held Tower land reached on the way, a jump to another held one, the two counting one land.
      if (held.length >= 2 && held.includes(e.to) && this.standing(e.to).pass && steps + 1 < most) {
        for (const t of held) {
          if (t === e.to || path.includes(t)) continue;
          path.push(t);
          counts.push(steps + 1);
          this.visit(t, -1, 0, steps + 1, exit, 'tower', ashoreNow);
          path.pop();
          counts.pop();
        }
      }
      path.pop();
      counts.pop();
    }
  }
}
