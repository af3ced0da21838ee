// Gods of Titan's state migrations (games/gods-migrations.ts). Version 2: the state holds the Skycastle final battle
// under way (27.5). The strict state schema refuses a version-1 state without it; the step fills `null` (no game of
// version 1 could be in one) and changes nothing else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StateMigration } from '../../engine/platform/module.js';
import { checkGodsState } from '../../engine/gods/state-schema.js';
import { GODS_MIGRATIONS } from '../../games/gods-migrations.js';

const V3 = join(import.meta.dirname, '../fixtures/saves/v3');
/** A version-1 golden save in the middle of a battle. */
const RAW = (JSON.parse(readFileSync(join(V3, 'gods-battle.titan'), 'utf8')) as { snapshot: { state: Record<string, unknown> } }).snapshot.state;
const step = GODS_MIGRATIONS.find((m) => m.to === 2) as StateMigration;

describe('Gods of Titan state migrations', () => {
  it('state version 2: a version-1 state is refused by the schema as it is, and passes with finalBattle null', () => {
    expect('finalBattle' in RAW).toBe(false);
    expect(checkGodsState(RAW).ok).toBe(false);
    const migrated = step.state(RAW) as Record<string, unknown>;
    expect(migrated.finalBattle).toBeNull();
    expect({ ...migrated, finalBattle: undefined }).toEqual({ ...RAW, finalBattle: undefined });
    const checked = checkGodsState(migrated);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
  });

  it('the steps are ordered and each says why', () => {
    expect(GODS_MIGRATIONS.map((m) => m.to)).toEqual([2]);
    for (const m of GODS_MIGRATIONS) expect(m.why.length).toBeGreaterThan(40);
  });
});
