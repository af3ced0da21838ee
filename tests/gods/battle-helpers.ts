// Builders for Gods battle tests: inline battlelands in the Gods hazards (every hex listed, Plain by default),
// positions as data (pieces by name, side and hex) at the start of a maneuver, and a driver that applies actions and
// fails loudly on a refusal.
import { expect } from 'vitest';
import { HEX_LABELS } from '../../engine/family/battle/grid.js';
import type { BattleHexDef, BattlelandDef } from '../../engine/family/types.js';
import { seedRng } from '../../engine/platform/rng.js';
import { applyGodsBattleAction, startGodsBattle } from '../../engine/gods/battle/index.js';
import type {
  GodsBattleAction, GodsBattleEvent, GodsBattleInput, GodsBattleState, GodsOwner, GodsSide,
} from '../../engine/gods/battle/index.js';

/** One hex of an inline land: hazard, elevation and the hexside hazards it records (side number → hazard). */
export interface HexSpec {
  readonly hazard?: string;
  readonly elevation?: number;
  readonly sides?: Readonly<Record<number, string>>;
}

/** The Tower's walled hexes on the classic grid. */
export const WALLED = ['D4', 'C4', 'E4', 'D3', 'C3', 'E3', 'D5'];

/** A battleland from a few hexes; every other hex is Plain at elevation 0. */
export function land(hexes: Readonly<Record<string, HexSpec>> = {}, tower = false): BattlelandDef {
  const out: Record<string, BattleHexDef> = {};
  for (const label of HEX_LABELS) {
    const h = hexes[label] ?? {};
    out[label] = { hazard: h.hazard ?? 'Plain', elevation: h.elevation ?? 0, hexsides: [0, 1, 2, 3, 4, 5].map((s) => h.sides?.[s] ?? null) };
  }
  return { terrain: 'Test', tower, startList: tower ? WALLED : [], hexes: out };
}

/** The seats of the tests: red attacks, green defends (unless an owner is given). */
export const A = 'red';
export const D = 'green';

/** The part an owner plays at the tests' table (the default setup's: black, the fourth seat, is the Darklord). */
export function testRole(owner: GodsOwner): GodsBattleInput['attacker']['role'] {
  return owner === 'neutral' ? null : owner === 'black' ? 'darklord' : 'titan-player';
}

/** A fresh battle's input: names per side, on a land. */
export function input(attacker: readonly string[], defender: readonly string[], opts: Partial<GodsBattleInput> & { attackerOwner?: GodsOwner; defenderOwner?: GodsOwner } = {}): GodsBattleInput {
  const pieces = (prefix: string, names: readonly string[]) => names.map((name, n) => ({ id: `${prefix}${n + 1}`, name, hits: 0 }));
  return {
    land: opts.land ?? land(),
    tower: opts.tower ?? false,
    coast: opts.coast ?? false,
    attackerEntry: opts.attackerEntry ?? 'Bottom',
    attacker: opts.attacker ?? { owner: opts.attackerOwner ?? 'red', role: testRole(opts.attackerOwner ?? 'red'), player: A, pieces: pieces('a', attacker) },
    defender: opts.defender ?? { owner: opts.defenderOwner ?? 'green', role: testRole(opts.defenderOwner ?? 'green'), player: D, pieces: pieces('d', defender) },
    rng: opts.rng ?? seedRng(1),
  };
}

/** A new battle (the defender's first maneuver). */
export function start(i: GodsBattleInput): GodsBattleState {
  const r = startGodsBattle(i);
  if ('code' in r) throw new Error(r.message);
  return r.state;
}

/** A piece placed in a position: name, side, hex and optional hits (ids: a1… for the attacker, d1… for the defender). */
export type PieceSpec = readonly [name: string, side: GodsSide, hex: string | null, hits?: number];

/** A position at the start of `active`'s maneuver in `round`, the pieces where the spec puts them. */
export function at(pieces: readonly PieceSpec[], opts: { land?: BattlelandDef; tower?: boolean; round?: number; active?: GodsSide; seed?: number; owners?: [GodsOwner, GodsOwner] } = {}): GodsBattleState {
  const names = (side: GodsSide) => pieces.filter((p) => p[1] === side).map((p) => p[0]);
  const base = start(input(names('attacker'), names('defender'), {
    land: opts.land, tower: opts.tower, rng: seedRng(opts.seed ?? 1), attackerOwner: opts.owners?.[0], defenderOwner: opts.owners?.[1],
  }));
  const count = { attacker: 0, defender: 0 };
  const placed = pieces.map(([, side, hex, hits]) => {
    count[side]++;
    const id = `${side === 'attacker' ? 'a' : 'd'}${count[side]}`;
    const p = base.pieces.find((x) => x.id === id)!;
    return { ...p, hex, hits: hits ?? 0 };
  });
  return { ...base, pieces: placed, round: opts.round ?? 2, active: opts.active ?? 'attacker' };
}

/** Applies actions in turn; a refusal fails the test with its message. */
export function play(state: GodsBattleState, ...actions: readonly GodsBattleAction[]): { state: GodsBattleState; events: GodsBattleEvent[] } {
  let s = state;
  const events: GodsBattleEvent[] = [];
  for (const a of actions) {
    const r = applyGodsBattleAction(s, a);
    if (!r.ok) expect.fail(`${a.type} refused: ${r.error.code} ${r.error.message}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The seat playing a side in these tests. */
export function seat(side: GodsSide): string {
  return side === 'attacker' ? A : D;
}

/** `done` for a side. */
export function done(side: GodsSide): GodsBattleAction {
  return { type: 'done', player: seat(side) };
}

/** A move of a piece. */
export function move(side: GodsSide, piece: string, to: string): GodsBattleAction {
  return { type: 'move', player: seat(side), piece, to };
}

/** Rules 11.1, 11.8: once over, every character the battle began with (`ids`, sorted) is listed slain or surviving,
 * and no character left standing is slain or beyond its power. */
export function expectConserved(s: GodsBattleState, ids: readonly string[]): void {
  const o = s.outcome;
  if (!o) throw new Error('the battle is not over');
  expect([...o.slain.attacker, ...o.slain.defender, ...o.survivors.attacker, ...o.survivors.defender].map((p) => p.id).sort()).toEqual(ids);
  expect(s.pieces.every((p) => !p.slain && p.hits < p.power)).toBe(true);
}

/** A deterministic choice stream for picking among legal actions (separate from the battle's dice). */
export function chooser(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}
