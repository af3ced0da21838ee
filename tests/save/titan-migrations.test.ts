// TITAN's own state migrations (games/titan-migrations.ts). Version 2: battles remember a §14 reinforcement the
// defender declined. The strict state schema refuses a version-1 battle without the new field; the step fills it on
// the snapshot and on every undo entry with `false`, the value that keeps an old battle as it was (under rules 1 a
// winning defender could still muster after declining).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StateMigration } from '../../engine/platform/module.js';
import type { GameState } from '../../engine/titan/state.js';
import { checkGameState } from '../../engine/titan/state-schema.js';
import { loadSave, registry, titanModule } from '../../games/index.js';
import { TITAN_MIGRATIONS } from '../../games/titan-migrations.js';

const V1 = join(import.meta.dirname, '../fixtures/saves/v1');
/** A version-1 golden save in the middle of a battle of round 5 (after the defender's reinforcement maneuver). */
const TEXT = readFileSync(join(V1, 'variant-battle-summon.titan'), 'utf8');
const RAW = (JSON.parse(TEXT) as { snapshot: { state: Record<string, unknown> } }).snapshot.state;
const step = TITAN_MIGRATIONS.find((m) => m.to === 2) as StateMigration;

describe('TITAN state migrations', () => {
  it('state version 2: a battle gets reinforcementDeclined false, in the snapshot and in every undo entry', () => {
    const old = { ...RAW, undo: [{ ...RAW, undo: [] }] };
    const migrated = step.state(old) as GameState;
    expect(migrated.battle?.reinforcementDeclined).toBe(false);
    expect(migrated.undo[0]?.battle?.reinforcementDeclined).toBe(false);
    expect({ ...migrated.battle, reinforcementDeclined: undefined }).toEqual({ ...(RAW.battle as object), reinforcementDeclined: undefined });
    const checked = checkGameState(migrated);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    // a state without a battle (and its undo entries) is left as it was
    const calm = { ...RAW, battle: null, undo: [{ ...RAW, battle: null, undo: [] }] };
    expect(step.state(calm)).toEqual(calm);
  });

  it('state version 2: without the step the strict schema refuses a version-1 battle, naming the field', () => {
    const r = checkGameState(RAW);
    expect(r.ok ? [] : r.problems.join('\n')).toContain('reinforcementDeclined');
    const forgot = registry([{ ...titanModule, saves: { ...titanModule.saves, stateVersion: 1, migrations: [] } }]);
    const loaded = loadSave(TEXT, forgot);
    expect(loaded.ok ? null : loaded.error).toMatchObject({ code: 'schema', message: expect.stringContaining('reinforcementDeclined') });
  });

  it('§14 an old battle keeps its right: the saved round-5 battle loads with reinforcementDeclined false, its replay under today\'s rules differs', () => {
    const r = loadSave(TEXT);
    if (!r.ok) throw new Error(r.error.message);
    const battle = (r.state as GameState).battle;
    expect([battle?.round, battle?.reinforcementDeclined]).toEqual([5, false]);
    expect(r.notice?.code).toBe('history-not-replayed');
  });
});
