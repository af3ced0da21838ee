// Saves across versions. A change of the state means a version step and a migration: a build that adds a state
// field without one cannot load the golden saves (the test names the field), the same build with the step loads
// them all and plays on. Steps run in order, each one small. A rules change that alters what a log replays to is
// not an error: the game continues from the saved position, the player is told in words, and the next save records
// where its replayable log begins. Saves of newer builds are refused, naming the version.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyGameModule, StateMigration } from '../../engine/platform/module.js';
import { migrate, migrationPath } from '../../engine/platform/save/migrate.js';
import { serializeSaveWith } from '../../engine/platform/save/index.js';
import type { GameState } from '../../engine/titan/state.js';
import { loadSave, registry, titanModule } from '../../games/index.js';
import { makeHarness } from '../host/helpers.js';
import { InlineEngineRunner } from '../../host/engine-runner.js';

const ROOT = join(import.meta.dirname, '../fixtures/saves');
const GOLDEN_TITAN = readdirSync(ROOT).flatMap((folder) =>
  Object.entries(JSON.parse(readFileSync(join(ROOT, folder, 'manifest.json'), 'utf8')) as Record<string, { module: string }>)
    .filter(([, entry]) => entry.module === titanModule.id)
    .map(([f]) => ({ name: `${folder}/${f}`, text: readFileSync(join(ROOT, folder, f), 'utf8') })),
);

/** The state and rules versions of a build after this one. */
const NEXT_STATE = titanModule.saves.stateVersion + 1;
const NEXT_RULES = titanModule.saves.rulesVersion + 1;

/** TITAN as a later build would be with one more state field, `weather`, set on every state it makes. */
function withWeather(stateVersion: number, migrations: readonly StateMigration[]): typeof titanModule {
  const add = (s: GameState): GameState => ({ ...s, weather: 'fair' }) as GameState;
  return {
    ...titanModule,
    createGame: (setup) => {
      const c = titanModule.createGame(setup);
      return { ...c, state: add(c.state) };
    },
    apply: (state, action) => {
      const { weather: _w, ...plain } = state as GameState & { weather?: string };
      const r = titanModule.apply(plain as GameState, action);
      return r.ok ? { ...r, state: add(r.state) } : r;
    },
    saves: {
      ...titanModule.saves,
      stateVersion,
      migrations,
      // the new field is required, like every field of a strict state schema
      checkState: (value) => {
        const v = value as { weather?: unknown };
        if (typeof v !== 'object' || v === null || typeof v.weather !== 'string') return { ok: false, problems: ['weather: Required (a string)'] };
        const { weather: _w, ...plain } = v as Record<string, unknown>;
        const r = titanModule.saves.checkState(plain);
        return r.ok ? { ok: true, state: add(r.state) } : r;
      },
    },
  };
}

const weatherStep: StateMigration = { to: NEXT_STATE, why: 'states carry the weather', state: (old) => ({ ...(old as object), weather: 'fair' }) };
/** TITAN's own steps and the weather step: the migrations of that later build. */
const withStep = [...titanModule.saves.migrations, weatherStep];

describe('saves across versions', () => {
  it('a new state field without a migration fails the golden saves, naming the field', () => {
    const forgot = registry([withWeather(titanModule.saves.stateVersion, titanModule.saves.migrations)]);
    expect(GOLDEN_TITAN.length).toBeGreaterThan(8);
    for (const g of GOLDEN_TITAN) {
      const r = loadSave(g.text, forgot);
      expect(r.ok, g.name).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('schema');
        expect(r.error.message).toContain('weather');
      }
    }
    // bumping the version but leaving out the step is refused too, naming the missing step
    const noStep = loadSave(GOLDEN_TITAN[0]?.text ?? '', registry([withWeather(NEXT_STATE, titanModule.saves.migrations)]));
    expect(noStep.ok ? null : noStep.error.message).toContain(`no migration to state version ${NEXT_STATE}`);
  });

  it('with the version step and its migration every golden save loads, replays as under this build and plays on', () => {
    const games = registry([withWeather(NEXT_STATE, withStep)]);
    for (const g of GOLDEN_TITAN) {
      const r = loadSave(g.text, games);
      if (!r.ok) throw new Error(`${g.name}: ${r.error.message}`);
      expect((r.state as { weather?: string }).weather, g.name).toBe('fair');
      expect(r.older).toBe(true);
      // the new field changes no replay: identical where this build replays it identically, else the same notice
      const today = loadSave(g.text);
      expect(r.notice?.code ?? null, g.name).toBe(today.ok ? (today.notice?.code ?? null) : 'unloadable today');
      expect(r.written.stateVersion).toBeLessThan(NEXT_STATE);
      const actor = r.module.actors(r.state)[0];
      if (actor !== undefined) {
        const next = r.module.apply(r.state, r.module.legalActions(r.state, actor)[0]);
        expect(next.ok, g.name).toBe(true);
      }
    }
  });

  it('runs the steps in order, one per version, and names a missing one', () => {
    const steps: StateMigration[] = [
      { to: 3, why: 'c', state: (s) => `${String(s)}→3`, setup: (s) => `${String(s)}+3` },
      { to: 2, why: 'b', state: (s) => `${String(s)}→2`, action: (a) => `${String(a)}'` },
    ];
    const saves = { ...titanModule.saves, stateVersion: 3, migrations: steps };
    const path = migrationPath(saves, 1);
    if (!path.ok) throw new Error(path.message);
    expect(path.steps.map((s) => s.to)).toEqual([2, 3]);
    expect(migrate(path.steps, 'v1', 'state')).toBe('v1→2→3');
    expect(migrate(path.steps, 'setup', 'setup')).toBe('setup+3');
    expect(migrate(path.steps, 'a', 'action')).toBe("a'");
    expect(migrationPath({ ...saves, migrations: [steps[0] as StateMigration] }, 1)).toEqual({ ok: false, message: 'no migration to state version 2' });
  });

  it('a save of a newer build is refused, naming its versions', () => {
    const later = registry([withWeather(NEXT_STATE, withStep)]);
    const g = loadSave(GOLDEN_TITAN[0]?.text ?? '', later);
    if (!g.ok) throw new Error(g.error.message);
    const newer = serializeSaveWith(later.modules[0] as AnyGameModule, { setup: g.setup, actions: g.actions, state: g.state, createdAt: g.meta.createdAt, updatedAt: g.meta.updatedAt, app: '9.9.9' });
    const r = loadSave(newer);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'newer-version', detail: { stateVersion: NEXT_STATE } });
  });

  it('a rules change that alters the replay: the game continues from its position with a notice, and the next save replays from there', () => {
    // a later build whose dice differ: every action also spins the PRNG once (next rules version, same state shape)
    const spun: typeof titanModule = {
      ...titanModule,
      apply: (state, action) => {
        const r = titanModule.apply(state, action);
        if (!r.ok) return r;
        const s = r.state;
        return { ...r, state: { ...s, rng: [s.rng[1], s.rng[2], s.rng[3], s.rng[0]] } };
      },
      saves: { ...titanModule.saves, rulesVersion: NEXT_RULES },
    };
    const later = registry([spun]);
    const golden = GOLDEN_TITAN.find((g) => g.name.endsWith('titan-battle-carry.titan'));
    if (!golden) throw new Error('no golden battle save');
    const r = loadSave(golden.text, later);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.notice?.code).toBe('history-not-replayed');
    expect(r.notice?.message).toContain('continues from the saved position');
    expect(r.base).toEqual({ index: r.actions.length, state: r.state });
    // the game goes on under the new rules and is saved: the log replays from the base, with no notice
    const state = r.state as GameState;
    const actor = spun.actors(state)[0] ?? '';
    const move = spun.legalActions(state, actor)[0];
    if (!move) throw new Error('no legal action');
    const next = spun.apply(state, move);
    if (!next.ok) throw new Error(next.error.message);
    const text = serializeSaveWith(spun, { setup: r.setup, actions: [...r.actions, move], base: r.base, state: next.state, createdAt: r.meta.createdAt, updatedAt: r.meta.updatedAt, app: '0.2.0' });
    const again = loadSave(text, later);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.notice).toBeNull();
    expect(again.base?.index).toBe(r.actions.length);
    expect(again.actions).toHaveLength(r.actions.length + 1);
  });

  it('the host shows an older save at once, tells the player in words when its history no longer replays, and autosaves the new base', async () => {
    const spun: typeof titanModule = {
      ...titanModule,
      apply: (state, action) => {
        const r = titanModule.apply(state, action);
        return r.ok ? { ...r, state: { ...r.state, rng: [r.state.rng[3], r.state.rng[2], r.state.rng[1], r.state.rng[0]] } } : r;
      },
      saves: { ...titanModule.saves, rulesVersion: NEXT_RULES },
    };
    const games = registry([spun]);
    const h = makeHarness(undefined, new InlineEngineRunner(games), games);
    const golden = GOLDEN_TITAN.find((g) => g.name.endsWith('titan-mid-movement.titan'));
    if (!golden) throw new Error('no golden save');
    const opened = await h.service.openSave({ source: { kind: 'text', name: 'old', text: golden.text } });
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.stateId).toBe(91);
    await h.service.settled();
    const notices = h.pushes.filter((p) => p.kind === 'notice');
    expect(notices).toEqual([expect.objectContaining({ kind: 'notice', gameId: opened.value.gameId, code: 'history-not-replayed' })]);
    const saved = await h.service.exportSave({ gameId: opened.value.gameId });
    if (!saved.ok) throw new Error(saved.error.message);
    expect(JSON.parse(saved.value.text)).toMatchObject({ version: 2, rulesVersion: NEXT_RULES, base: { index: 91 } });
    const back = loadSave(saved.value.text, games);
    expect(back.ok && back.notice).toBeNull();
    await h.service.shutdown();
  });
});
