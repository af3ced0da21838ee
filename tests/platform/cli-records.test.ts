// `titan export` / `titan import` (docs/notation.md): a simulated game's save written as a record and the record read
// back replay to the same position hash; a tampered record names its line.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs, type SimulateCommand } from '../../tools/cli/args.js';
import { replayCommand } from '../../tools/cli/files.js';
import { exportCommand, importCommand } from '../../tools/cli/records.js';
import { runSimulation } from '../../tools/cli/run-simulation.js';

function command(argv: string[]): SimulateCommand {
  const r = parseArgs(['simulate', ...argv]);
  if (!r.ok || r.command.kind !== 'simulate') throw new Error('bad test arguments');
  return r.command;
}

describe('titan export and import', () => {
  it('parses export FILE and import FILE', () => {
    expect(parseArgs(['export', 'a.json'])).toEqual({ ok: true, command: { kind: 'export', file: 'a.json' } });
    expect(parseArgs(['import', 'a.txt'])).toEqual({ ok: true, command: { kind: 'import', file: 'a.txt' } });
    expect(parseArgs(['import']).ok).toBe(false);
  });

  for (const game of ['titan', 'arena', 'gods-of-titan']) {
    it(`${game}: a finished game exported and imported stands where its save does`, () => {
      const dir = mkdtempSync(join(tmpdir(), 'titan-records-'));
      const run = runSimulation({ ...command(['--game', game, '--players', '3', '--games', '1', '--seed', '81']), saveDir: dir });
      if ('error' in run) throw new Error(run.error);
      const save = join(dir, readdirSync(dir)[0] ?? '');
      const exported = exportCommand(save);
      expect(exported.exitCode, exported.stdout).toBe(0);
      const record = join(dir, 'game.txt');
      writeFileSync(record, exported.stdout);
      const imported = importCommand(record);
      expect(imported.exitCode, imported.stdout).toBe(0);
      expect(imported.stdout).toBe(replayCommand(save).stdout);
      const lines = exported.stdout.split('\n');
      const last = lines.length - 1;
      writeFileSync(record, [...lines.slice(0, last), `${lines[last]?.split(' ')[0] ?? ''} sings`].join('\n'));
      expect(importCommand(record)).toEqual({ stdout: `cannot import: line ${last + 1}: no action reads "sings"`, exitCode: 1 });
    });
  }
});
