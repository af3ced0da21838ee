// Gods of Titan's state migrations (games/gods-migrations.ts). Version 2: the state holds the Skycastle final battle
// under way (27.5). The strict state schema refuses a version-1 state without it; the step fills `null` (no game of
// version 1 could be in one) and changes nothing else. Version 3: each seat's trophies (16.5 Executer) and the
// Masters waiting for their legion (24.4, 24.5, 23.7): none in an older game; an Executer without a count has slain none.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StateMigration } from '../../engine/platform/module.js';
import { checkGodsState } from '../../engine/gods/state-schema.js';
import { GODS_MIGRATIONS } from '../../games/gods-migrations.js';

const SAVES = join(import.meta.dirname, '../fixtures/saves');
/** The state of a golden save (`folder/file`). */
const stateOf = (path: string): Record<string, unknown> => (JSON.parse(readFileSync(join(SAVES, path), 'utf8')) as { snapshot: { state: Record<string, unknown> } }).snapshot.state;
/** A version-1 golden save in the middle of a battle. */
const RAW = stateOf('v3/gods-battle.titan');
const step = GODS_MIGRATIONS.find((m) => m.to === 2) as StateMigration;
const step3 = GODS_MIGRATIONS.find((m) => m.to === 3) as StateMigration;

describe('Gods of Titan state migrations', () => {
  it('state version 2: a version-1 state is refused by the schema as it is, and passes with finalBattle null', () => {
    expect('finalBattle' in RAW).toBe(false);
    expect(checkGodsState(RAW).ok).toBe(false);
    const migrated = step.state(RAW) as Record<string, unknown>;
    expect(migrated.finalBattle).toBeNull();
    expect({ ...migrated, finalBattle: undefined }).toEqual({ ...RAW, finalBattle: undefined });
    const checked = checkGodsState(step3.state(migrated));
    expect(checked.ok ? [] : checked.problems).toEqual([]);
  });

  it('state version 3: a version-2 state is refused as it is and passes with no trophies and no Master waiting for its legion; an Executer has slain none', () => {
    const raw = stateOf('v4/gods-battle.titan');
    expect('appearing' in raw).toBe(false);
    expect(checkGodsState(raw).ok).toBe(false);
    const migrated = step3.state(raw) as Record<string, unknown> & { players: { trophies: unknown }[] };
    expect(migrated.appearing).toEqual([]);
    expect(migrated.players.map((p) => p.trophies)).toEqual(migrated.players.map(() => []));
    const checked = checkGodsState(migrated);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    if (!checked.ok) return;
    // the state is the older one but for the two fields: every piece as it was, no count of kills on any
    expect({ ...checked.state, appearing: undefined, players: checked.state.players.map((p) => ({ ...p, trophies: undefined })) }).toEqual({ ...raw, appearing: undefined, players: (raw.players as Record<string, unknown>[]).map((p) => ({ ...p, trophies: undefined })) });
    expect(checked.state.legions.flatMap((l) => l.pieces).every((p) => p.kills === undefined)).toBe(true);
  });

  it('the steps are ordered and each says why', () => {
    expect(GODS_MIGRATIONS.map((m) => m.to)).toEqual([2, 3]);
    for (const m of GODS_MIGRATIONS) expect(m.why.length).toBeGreaterThan(40);
  });
});
