// How the Gods of Titan state checks report: a collector of problems, each a path into the state and a sentence
// (engine/platform/state-problems.ts words them), and the look-ups into the game's tables every part of the check
// asks — characters, spells, lands, battle hexes, markers, piece ids.
import { isHexLabel } from '../../family/battle/grid.js';
import { below, problem } from '../../platform/state-problems.js';
import { godsCharacter } from '../data/characters.js';
import { GODS_SPELLS } from '../data/spells.js';
import { GODS_BOARD } from '../movement/board-index.js';
import { markersOf } from '../roster.js';
import { GOD_LEGION, type GodsOwner, type GodsState } from '../state.js';


/** Keys from the state down to a member: ['legions', 3, 'pieces', 0, 'hits']. */
export type Keys = readonly PropertyKey[];

/** The number of a piece id the game gives (`p17` → 17), or null for any other id. */
function pieceNumber(id: string): number | null {
  const m = /^p([1-9]\d*)$/.exec(id);
  return m ? Number(m[1]) : null;
}

/** Collects the problems of one state; a path is only spelt out for a problem. */
export class Checker {
  readonly out: string[] = [];
  /** The seats playing this game. */
  readonly seats: ReadonlySet<string>;
  /** Each seat's sixteen markers (4.4: its colour's, the Tower markers of its role). */
  private readonly seatMarkers: ReadonlyMap<string, ReadonlySet<string>>;

  constructor(readonly state: GodsState) {
    this.seats = new Set(state.players.map((p) => p.id));
    this.seatMarkers = new Map(state.players.map((p) => [p.id, new Set(markersOf(p.id, p.role))]));
  }

  fail(keys: Keys, message: string): void {
    this.out.push(problem(keys.reduce<string>(below, ''), message));
  }

  /** A character of the Character Chart. */
  character(keys: Keys, name: string): boolean {
    if (godsCharacter(name)) return true;
    this.fail(keys, `unknown character ${JSON.stringify(name)}`);
    return false;
  }

  /** A spell of the sixteen (15.6). */
  spell(keys: Keys, id: string): void {
    if (!Object.hasOwn(GODS_SPELLS, id)) this.fail(keys, `unknown spell ${JSON.stringify(id)}`);
  }

  /** A land of the masterboard. */
  land(keys: Keys, id: number): boolean {
    if (GODS_BOARD.byId.has(id)) return true;
    this.fail(keys, `no land ${id}`);
    return false;
  }

  /** A hex of the battle grid (null: off the battleland). */
  hex(keys: Keys, label: string | null): void {
    if (label !== null && !isHexLabel(label)) this.fail(keys, `no battle hex ${JSON.stringify(label)}`);
  }

  /** A seat of this game. */
  seat(keys: Keys, seat: string): boolean {
    if (this.seats.has(seat)) return true;
    this.fail(keys, `${seat} does not play`);
    return false;
  }

  /** A legion marker the owner may hold (4.4): a seat's sixteen, a Neutral Tower legion's gray one, the God's (27.5). */
  marker(keys: Keys, marker: string, owner: GodsOwner): void {
    const ok = owner === 'neutral' ? /^gray-[1-9]\d*$/.test(marker) || marker === GOD_LEGION : this.seatMarkers.get(owner)?.has(marker) === true;
    if (!ok) this.fail(keys, `${JSON.stringify(marker)} is not a marker of ${owner}`);
  }

  /** Any legion marker of the game. */
  anyMarker(keys: Keys, marker: string): void {
    const owner = [...this.seats].find((s) => this.seatMarkers.get(s)?.has(marker)) ?? 'neutral';
    this.marker(keys, marker, owner as GodsOwner);
  }

  /** A piece id the game gave (`p<n>`, below `nextPiece`). */
  pieceId(keys: Keys, id: string): void {
    const n = pieceNumber(id);
    if (n === null) this.fail(keys, `${JSON.stringify(id)} is not a piece id`);
    else if (n >= this.state.nextPiece) this.fail(keys, `piece ${id} is not below nextPiece ${this.state.nextPiece}`);
  }
}
