// Gods of Titan's state migrations (games/gods-migrations.ts). Version 2: the state holds the Skycastle final battle
// under way (27.5). The strict state schema refuses a version-1 state without it; the step fills `null` (no game of
// version 1 could be in one) and changes nothing else. Version 3: the game length of a shortened game (TITAN §21)
// and the reason a game ended; a version-2 state gets neither limit and no reason.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StateMigration } from '../../engine/platform/module.js';
import { checkGodsState } from '../../engine/gods/state-schema.js';
import { GODS_MIGRATIONS } from '../../games/gods-migrations.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/saves');
/** The state of a golden save. */
const stateOf = (folder: string, file: string): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(FIXTURES, folder, file), 'utf8')) as { snapshot: { state: Record<string, unknown> } }).snapshot.state;
/** A version-1 golden save in the middle of a battle. */
const RAW = stateOf('v3', 'gods-battle.titan');
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

  it('state version 3: a version-2 state (a finished game too) is refused as it is, and passes with no game length and no end reason', () => {
    for (const file of ['gods-battle.titan', 'gods-finished.titan']) {
      const raw = stateOf('v4', file);
      expect('gameLength' in raw || 'endReason' in raw).toBe(false);
      expect(checkGodsState(raw).ok).toBe(false);
      const migrated = step3.state(raw) as Record<string, unknown>;
      expect(migrated.gameLength).toEqual({ turnLimit: null, pointTarget: null });
      expect(migrated.endReason).toBeNull();
      expect({ ...migrated, gameLength: undefined, endReason: undefined }).toEqual({ ...raw, gameLength: undefined, endReason: undefined });
      const checked = checkGodsState(migrated);
      expect(checked.ok ? [] : checked.problems, file).toEqual([]);
    }
  });

  it('the steps are ordered and each says why', () => {
    expect(GODS_MIGRATIONS.map((m) => m.to)).toEqual([2, 3]);
    for (const m of GODS_MIGRATIONS) expect(m.why.length).toBeGreaterThan(40);
  });
});
