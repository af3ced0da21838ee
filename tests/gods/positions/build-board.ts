// Masterboard positions of Gods of Titan as data, and their builder: a 4-player game past its set-up in round 11, the
// Mover's Movement or Mustering Phase, legions placed from their seats' own counters (fetched from a Tower legion or
// the neutral stock where a seat has none, so every counter stays conserved), then the script's actions, each the first
// legal action of its seat that has the fields it names. Every state on the way is a position the digest test reads.
import type { GodsMove } from '../../../engine/gods/actions.js';
import type { GodsSeat } from '../../../engine/gods/state.js';
import { act, clearBoard, edit, legal, started } from '../game-helpers.js';
import { fetch, placeFrom, TITAN_LANDS, type BuiltPosition } from './build.js';

/** A legion of a board position: owner, land, characters, and the lands it moved this turn (none: it did not). */
export interface BoardLegion {
  readonly owner: GodsSeat;
  readonly land: number;
  readonly pieces: readonly string[];
  readonly steps?: number;
}

/** A scripted action: the first legal action of `seat` whose fields equal these (`L1` … naming the legions of the
 * spec, `e1` … their characters in order). */
export interface BoardStep {
  readonly seat: GodsSeat;
  readonly take: Readonly<Record<string, unknown>>;
}

/** A masterboard position as data. */
export interface BoardSpec {
  readonly title: string;
  readonly phase: 'movement' | 'mustering';
  readonly mover: GodsSeat;
  readonly legions: readonly BoardLegion[];
  readonly lifegems?: Partial<Readonly<Record<GodsSeat, number>>>;
  /** Characters a seat's Personal Pool holds at least (19.2: the Demilords a won battle left it). */
  readonly pool?: Partial<Readonly<Record<GodsSeat, readonly string[]>>>;
  /** Rules 26.1: the Experience goals already paid to a seat (and their EP). */
  readonly goals?: Partial<Readonly<Record<GodsSeat, { readonly goals: readonly string[]; readonly ep: number }>>>;
  readonly script?: readonly BoardStep[];
}

/** Whether a legal move has every field a step names (labels resolved). */
function matches(move: GodsMove, take: Readonly<Record<string, unknown>>, ids: Readonly<Record<string, string>>): boolean {
  const resolve = (v: unknown): unknown => (typeof v === 'string' ? ids[v] ?? v : Array.isArray(v) ? v.map(resolve) : v);
  const m = move as unknown as Record<string, unknown>;
  return Object.entries(take).every(([k, v]) => JSON.stringify(m[k]) === JSON.stringify(resolve(v)));
}

/** The game position of a board spec and every state its script reaches; its continuations play the Mover's turn. */
export function buildBoard(spec: BoardSpec): BuiltPosition {
  let s = clearBoard(started(4));
  const ids: Record<string, string> = {};
  for (const [seat, land] of Object.entries(TITAN_LANDS)) {
    if (!spec.legions.some((l) => l.owner === seat && l.pieces.includes('Titan'))) s = placeFrom(s, seat as GodsSeat, land, ['Titan']).state;
  }
  for (const [seat, names] of Object.entries(spec.pool ?? {})) {
    for (const name of new Set(names)) s = fetch(s, seat as GodsSeat, name, names.filter((n) => n === name).length);
  }
  let e = 0;
  spec.legions.forEach((l, i) => {
    const placed = placeFrom(s, l.owner, l.land, l.pieces);
    ids[`L${i + 1}`] = placed.marker;
    s = edit(placed.state, (d) => {
      const legion = d.legions.find((x) => x.marker === placed.marker)!;
      if (l.steps !== undefined) legion.moved = { from: l.land, steps: l.steps, exit: null, teleport: null };
      for (const p of legion.pieces) ids[`e${++e}`] = p.id;
    });
  });
  s = edit(s, (d) => {
    d.round = 11;
    d.phase = spec.phase;
    d.active = d.players.findIndex((p) => p.id === spec.mover);
    for (const p of d.players) {
      p.spells = [];
      p.lifegems = spec.lifegems?.[p.id] ?? 0;
      const goals = spec.goals?.[p.id];
      if (goals) {
        p.goals = [...goals.goals];
        p.ep = goals.ep;
      }
    }
  });
  const states = [s];
  for (const step of spec.script ?? []) {
    const move = legal(s, step.seat).find((m) => matches(m, step.take, ids));
    if (!move) throw new Error(`${step.seat} has no ${JSON.stringify(step.take)}`);
    s = act(s, step.seat, move);
    states.push(s);
  }
  return { states, ids, turn: true };
}
