import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBattleQuery } from '../../engine/titan/query/battle-query.js';
import { runQueries, runQuery } from '../../engine/titan/query/index.js';
import { runMasterQuery } from '../../engine/titan/query/master-query.js';
import { queryCommand } from '../../tools/cli/files.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const battleCases = JSON.parse(readFileSync(join(FIXTURES, 'battle', 'colossus-los.json'), 'utf8')) as { scenario: unknown }[];
const masterCase = (JSON.parse(readFileSync(join(FIXTURES, 'master', 'movement.json'), 'utf8')) as {
  cases: { masterboard: unknown; marker: string; roll: number }[];
}).cases[0];
const masterScenario = { masterboard: masterCase.masterboard, query: { kind: 'master-moves', marker: masterCase.marker, roll: masterCase.roll } };

function tempFile(content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'titan-query-')), 'q.json');
  writeFileSync(path, content);
  return path;
}

describe('rules oracle dispatcher (titan query)', () => {
  it('routes battleland scenarios to the battle oracle and masterboard scenarios to the masterboard oracle', () => {
    const b = battleCases[0].scenario;
    expect(runQuery(b)).toEqual(runBattleQuery(b));
    expect(runQuery(b).ok).toBe(true);
    expect(runQuery(masterScenario)).toEqual(runMasterQuery(masterScenario));
    expect(runQuery(masterScenario).ok).toBe(true);
  });

  it('refuses unknown kinds and non-objects with a message instead of throwing', () => {
    for (const input of [null, 3, 'x', [], {}, { kind: 'weather' }]) {
      const r = runQuery(input);
      expect(r.ok).toBe(false);
    }
  });

  it('answers an array of scenarios in order, marking the failures as {error}', () => {
    const r = runQueries([battleCases[0].scenario, { nonsense: true }, masterScenario]);
    expect(r.ok).toBe(false);
    const out = r.output as unknown[];
    expect(out).toHaveLength(3);
    expect(out[1]).toEqual({ error: expect.any(String) });
    expect(out[2]).toEqual((runMasterQuery(masterScenario) as { value: unknown }).value);
  });

  it('prints the JSON answer with exit 0, or {"error": …} with exit 2 for bad input', () => {
    const ok = queryCommand(tempFile(JSON.stringify(battleCases.map((c) => c.scenario))));
    expect(ok.exitCode).toBe(0);
    expect(JSON.parse(ok.stdout)).toHaveLength(battleCases.length);
    const unknown = queryCommand(tempFile('{"kind": "weather"}'));
    expect(unknown.exitCode).toBe(2);
    expect(JSON.parse(unknown.stdout)).toEqual({ error: expect.any(String) });
    const broken = queryCommand(tempFile('{"battleland": '));
    expect(broken.exitCode).toBe(2);
    expect(JSON.parse(broken.stdout)).toEqual({ error: expect.stringContaining('not JSON') });
  });
});
