// A save's snapshot state is shown before its log is replayed, so the checkers of saved states must accept every
// real state (golden saves, every state and undo entry of complete random games, including the references the
// engine itself leaves dangling), refuse broken ones with a problem naming the path, and never throw.
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ArenaState } from '../../engine/arena/index.js';
import { checkArenaState } from '../../engine/arena/state-schema.js';
import type { GameModule, ModuleAction, ModuleEvent } from '../../engine/platform/module.js';
import { migrate, migrationPath } from '../../engine/platform/save/migrate.js';
import type { GameState, VariantId } from '../../engine/titan/state.js';
import { checkGameState } from '../../engine/titan/state-schema.js';
import { arenaModule, GAMES, titanModule } from '../../games/index.js';
import { playGame, type SimSetupParams } from '../../tools/cli/simulate.js';

type Check = { ok: true } | { ok: false; problems: string[] };
const LIMITS = { maxActions: 300_000, stallLimit: 20_000 } as const;
const SIX_PLAYER_SEED = 36;

const ROOT = join(import.meta.dirname, '../fixtures/saves');
/** Every golden save: its file name, `game` and snapshot state, migrated to this build's state version (a version-1
 * file records no version). */
const GOLDEN = readdirSync(ROOT).flatMap((folder) =>
  readdirSync(join(ROOT, folder))
    .filter((f) => f.endsWith('.titan'))
    .map((file) => {
      const save = JSON.parse(readFileSync(join(ROOT, folder, file), 'utf8')) as { game: string; stateVersion?: number; snapshot: { state: unknown } };
      const module = GAMES.byGame(save.game);
      if (!module) throw new Error(`${folder}/${file}: no module plays ${save.game}`);
      const path = migrationPath(module.saves, save.stateVersion ?? 1);
      if (!path.ok) throw new Error(`${folder}/${file}: ${path.message}`);
      return { file, module, state: migrate(path.steps, save.snapshot.state, 'state') };
    }),
);

function golden(file: string): unknown {
  const g = GOLDEN.find((x) => x.file === file);
  if (!g) throw new Error(`no golden save ${file}`);
  return g.state;
}

/** A deep copy of a plain-JSON state, changed by `change`. */
function changed<S>(state: unknown, change: (s: S) => void): S {
  const copy = structuredClone(state) as S;
  change(copy);
  return copy;
}

/** Asserts a refusal with a problem about `path` that mentions `words`. */
function expectProblem(result: Check, path: string, words: string): void {
  expect(result.ok).toBe(false);
  const problems = result.ok ? [] : result.problems;
  expect(problems.some((p) => p.startsWith(`${path}: `) && p.includes(words)), problems.join('\n')).toBe(true);
}

/** Plays one complete random game, checking the JSON of every state reached (with its undo entries). */
function checkedGame<Setup, State, Act extends ModuleAction, Event extends ModuleEvent, View>(
  module: GameModule<Setup, State, Act, Event, View>,
  params: SimSetupParams,
  check: (value: unknown) => Check,
  look: (state: State) => void = () => undefined,
): { states: number; problems: string[] } {
  let states = 0;
  const problems: string[] = [];
  const g = playGame(module, params, {
    ...LIMITS,
    onAction: (_prev, _action, next) => {
      const r = check(JSON.parse(JSON.stringify(next)));
      if (!r.ok) problems.push(`stateId ${module.stateId(next)}: ${r.problems.join('; ')}`);
      states += 1 + ((next as { undo?: readonly unknown[] }).undo?.length ?? 0);
      look(next);
    },
  });
  expect(g.violations).toEqual([]);
  expect(g.report.completed).toBe(true);
  return { states, problems };
}

/** What the TITAN games showed: the engine's own dangling references (accepted). */
const seen = { aftermathLoserGone: 0, newMarkerGone: 0 };

function lookAt(state: GameState): void {
  const e = state.engagement;
  if (e?.stage === 'aftermath' && !(e.attacker in state.legions && e.defender in state.legions)) seen.aftermathLoserGone++;
  if (state.turn.newMarkers.some((m) => !(m in state.legions))) seen.newMarkerGone++;
}

describe('checkers of saved states accept real states', () => {
  it('every golden save snapshot, migrated, passes its checker', () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(20);
    for (const g of GOLDEN) {
      const r = g.module.saves.checkState(g.state);
      expect(r.ok ? [] : r.problems, g.file).toEqual([]);
    }
  });

  it('every state and undo entry of complete random TITAN games passes (2, 4 and 6 players, the Titan Variant)', () => {
    const games: [number, VariantId, number][] = [[2, 'titan', 32], [4, 'titan-variant', 39], [6, 'titan', SIX_PLAYER_SEED]];
    let states = 0;
    for (const [players, variant, seed] of games) {
      const r = checkedGame(titanModule, { players, seed, variant, turnLimit: null, pointTarget: null }, checkGameState, lookAt);
      expect(r.problems, `${players} players, seed ${seed}`).toEqual([]);
      states += r.states;
    }
    expect(states).toBeGreaterThanOrEqual(3_000);
    // the references the engine leaves dangling did occur, and were accepted
    expect(seen.aftermathLoserGone).toBeGreaterThan(0);
    expect(seen.newMarkerGone).toBeGreaterThan(0);
  });

  it('every state of complete random Arena games passes (2, 3 players in a §13 tournament, 5 players)', () => {
    const tournament: typeof arenaModule = {
      ...arenaModule,
      sim: { ...arenaModule.sim, defaultSetup: (n, seed, o) => ({ ...arenaModule.sim.defaultSetup(n, seed, o), options: { tournament: true } }) },
    };
    let states = 0;
    for (const [module, players, seed] of [[arenaModule, 2, 42], [tournament, 3, 42], [arenaModule, 5, 45]] as const) {
      const r = checkedGame(module, { players, seed }, checkArenaState);
      expect(r.problems, `${players} players, seed ${seed}`).toEqual([]);
      states += r.states;
    }
    expect(states).toBeGreaterThanOrEqual(500);
  });
});

describe('checkers of saved states refuse broken states, naming the path', () => {
  const battle = golden('titan-battle-carry.titan');
  const arena = golden('arena-mid-play.titan');

  it('refuses an unknown key and a wrong type', () => {
    expectProblem(checkGameState(changed<{ legions: Record<string, Record<string, unknown>> }>(battle, (s) => {
      (s.legions.Bu03 ?? {}).colour = 'blue';
    })), 'legions.Bu03', 'colour');
    expectProblem(checkGameState(changed<Record<string, unknown>>(battle, (s) => {
      s.round = 'three';
    })), 'round', 'expected number');
    expectProblem(checkArenaState(changed<Record<string, unknown>>(arena, (s) => {
      s.cheat = true;
    })), 'state', 'cheat');
  });

  it('refuses creatures, lands, hexes and battlelands the variant does not have', () => {
    expectProblem(checkGameState(changed<GameState>(battle, (s) => {
      (s.legions.Bu03?.creatures as string[])[1] = 'Basilisk';
    })), 'legions.Bu03.creatures[1]', 'unknown creature "Basilisk"');
    expectProblem(checkGameState(changed<GameState>(golden('variant-battle-carry.titan'), (s) => {
      (s.legions.Rd02?.creatures as string[])[0] = 'Ogre';
    })), 'legions.Rd02.creatures[0]', 'unknown creature "Ogre" in Titan Variant');
    expectProblem(checkGameState(changed<{ legions: Record<string, { land: number }> }>(battle, (s) => {
      if (s.legions.Rd01) s.legions.Rd01.land = 43;
    })), 'legions.Rd01.land', 'unknown land 43');
    expectProblem(checkGameState(changed<{ battle: { pieces: { hex: string }[] } }>(battle, (s) => {
      if (s.battle.pieces[0]) s.battle.pieces[0].hex = 'G9';
    })), 'battle.pieces[0].hex', 'no battle hex "G9"');
    expectProblem(checkGameState(changed<{ battle: { terrain: string } }>(battle, (s) => {
      s.battle.terrain = 'Lava';
    })), 'battle.terrain', 'no battleland "Lava"');
  });

  it('refuses an engagement whose legion is gone before its aftermath, and an undo entry with an undo stack', () => {
    expectProblem(checkGameState(changed<{ legions: Record<string, unknown>; battle: unknown; engagement: { stage: string } }>(battle, (s) => {
      delete s.legions.Rd02;
      s.battle = null;
      s.engagement.stage = 'negotiate';
    })), 'engagement.defender', 'no legion "Rd02"');
    const titan = golden('titan-mid-movement.titan') as GameState;
    expectProblem(checkGameState({ ...titan, undo: [{ ...titan, undo: [{ ...titan, undo: [] }] }] }), 'undo[0].undo', 'no undo stack of its own');
  });

  it('refuses active indexes out of range', () => {
    expectProblem(checkGameState(changed<GameState>(battle, (s) => {
      Object.assign(s, { active: s.players.length });
    })), 'active', 'out of range');
    expectProblem(checkArenaState(changed<ArenaState>(arena, (s) => {
      Object.assign(s, { active: s.players.length });
    })), 'active', 'out of range');
  });

  it('refuses a card that is not in the deck and a card in two places', () => {
    expectProblem(checkArenaState(changed<{ players: { hand: string[] }[] }>(arena, (s) => {
      (s.players[0]?.hand ?? [])[0] = 'Dragon-11';
    })), 'players[0].hand[0]', 'unknown card "Dragon-11"');
    const s = structuredClone(arena) as { players: { hand: string[] }[] };
    const copied = s.players[1]?.hand[0] ?? '';
    (s.players[0]?.hand ?? [])[0] = copied;
    expectProblem(checkArenaState(s), 'players[1].hand[0]', `card ${copied} lies at players[0].hand[0] as well`);
  });
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];
type Kind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

function kindOf(v: Json): Kind {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : (typeof v as Kind);
}

function pathsOf(value: Json, at: Path = [], out: { path: Path; leaf: Kind | null }[] = []): { path: Path; leaf: Kind | null }[] {
  const kind = kindOf(value);
  if (at.length > 0) out.push({ path: at, leaf: kind === 'array' || kind === 'object' ? null : kind });
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...at, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

const VALUES: Record<Kind, fc.Arbitrary<Json>> = {
  null: fc.constant(null),
  boolean: fc.boolean(),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  string: fc.string(),
  array: fc.array(fc.jsonValue() as fc.Arbitrary<Json>, { maxLength: 3 }),
  object: fc.dictionary(fc.string(), fc.jsonValue() as fc.Arbitrary<Json>, { maxKeys: 3 }),
};

/** A copy of `root` with the member at `path` deleted (value undefined) or replaced. */
function mutated(root: Json, path: Path, value: Json | undefined): Json {
  const copy = structuredClone(root);
  let node: Json = copy;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, Json>)[key] as Json;
  const last = path[path.length - 1] as string | number;
  if (value !== undefined) (node as Record<string | number, Json>)[last] = value;
  else if (Array.isArray(node)) node.splice(last as number, 1);
  else delete (node as Record<string, Json>)[last];
  return copy;
}

describe('checkers of saved states never throw', () => {
  const cases: [string, Json, (v: unknown) => Check][] = [
    ['TITAN in battle', golden('titan-battle-carry.titan') as Json, checkGameState],
    ['TITAN with undo entries', golden('autosave-titan-resume.titan') as Json, checkGameState],
    ['the Arena', golden('arena-titan-keep.titan') as Json, checkArenaState],
  ];
  for (const [name, state, check] of cases) {
    it(`answers ok or problems for random one-member mutations of a real state (${name})`, () => {
      const paths = pathsOf(state);
      const leaves = paths.filter((p) => p.leaf !== null);
      const others = (kind: Kind): fc.Arbitrary<Json> => fc.oneof(...(Object.keys(VALUES) as Kind[]).filter((k) => k !== kind).map((k) => VALUES[k]));
      const mutation = fc.oneof(
        fc.constantFrom(...paths).map((p) => ({ path: p.path, value: undefined as Json | undefined })),
        fc.constantFrom(...leaves).chain((p) => others(p.leaf ?? 'null').map((value) => ({ path: p.path, value: value as Json | undefined }))),
      );
      fc.assert(
        fc.property(mutation, ({ path, value }) => {
          const r = check(mutated(state, path, value));
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(r.problems.length).toBeGreaterThan(0);
        }),
        { numRuns: 400, seed: 20261124 },
      );
    });
  }
});
