import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashState } from '../../engine/platform/hash.js';
import { positionHash } from '../../engine/platform/save/index.js';
import { loadSave } from '../../games/index.js';
import { parseArgs, type SimulateCommand } from '../../tools/cli/args.js';
import { replayCommand, validateCommand } from '../../tools/cli/files.js';
import { titanModule as titanSim } from '../../games/index.js';
import { jsonReport, runSimulation } from '../../tools/cli/run-simulation.js';
import { playGame } from '../../tools/cli/simulate.js';

const ROOT = join(import.meta.dirname, '..', '..');
const params = { players: 3, seed: 404, variant: 'titan' as const, turnLimit: null, pointTarget: null };
const limits = { maxActions: 300_000, stallLimit: 20_000 };

function command(argv: string[]): SimulateCommand {
  const r = parseArgs(['simulate', ...argv]);
  if (!r.ok || r.command.kind !== 'simulate') throw new Error('bad test arguments');
  return r.command;
}

describe('titan simulate, replay and validate', () => {
  it('--json prints exactly one object {games: [{seed, turns, battles, winner, scores, ms}], violations} and exits 0', () => {
    const r = spawnSync('npx', ['tsx', 'tools/cli/main.ts', 'simulate', '--players', '2', '--games', '2', '--seed', '5', '--json'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { games: Record<string, unknown>[]; violations: unknown[] };
    expect(Object.keys(out).sort()).toEqual(['games', 'violations']);
    expect(out.games).toHaveLength(2);
    for (const g of out.games) expect(Object.keys(g).sort()).toEqual(['battles', 'ms', 'scores', 'seed', 'turns', 'winner']);
    expect(out.games.map((g) => g.seed)).toEqual([5, 6]);
    expect(out.violations).toEqual([]);
  });

  it('game i of a run uses seed S + i, so one game can be replayed alone', () => {
    const run = runSimulation(command(['--players', '2', '--games', '3', '--seed', '70']));
    if ('error' in run) throw new Error(run.error);
    const alone = runSimulation(command(['--players', '2', '--games', '1', '--seed', '72']));
    if ('error' in alone) throw new Error(alone.error);
    expect(jsonReport(alone).games[0]).toEqual({ ...jsonReport(run).games[2], ms: expect.any(Number) });
  });

  it('plugs AI players into the same loop through the PlayerAgent interface (--agents), TITAN and the Arena', () => {
    for (const argv of [['--players', '2', '--agents', 'easy,random', '--seed', '90'], ['--game', 'arena', '--players', '3', '--agents', 'normal,easy,random']]) {
      const run = runSimulation(command(argv));
      if ('error' in run) throw new Error(run.error);
      expect(run.violations).toEqual([]);
      expect(run.games[0].completed).toBe(true);
    }
  });

  it('refuses seat counts a game does not allow (the Arena is for 2–5)', () => {
    expect(runSimulation(command(['--game', 'arena', '--players', '6']))).toEqual({ error: expect.stringContaining('2 to 5') });
  });

  it('writes saves that replay to the same hash and validate; a damaged save fails validation with its typed error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'titan-cli-'));
    const run = runSimulation({ ...command(['--players', '3', '--games', '1', '--seed', '81']), saveDir: dir });
    if ('error' in run) throw new Error(run.error);
    const file = join(dir, readdirSync(dir)[0]);
    const loaded = loadSave(readFileSync(file, 'utf8'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    const replay = replayCommand(file);
    expect(replay.exitCode).toBe(0);
    // the position's hash (its undo history left out): two replays of one game print the same line
    expect(replay.stdout.split('\n')[0]).toBe(`hash ${positionHash(loaded.module, loaded.state)}`);
    expect(positionHash(loaded.module, loaded.state)).toBe(hashState({ ...(loaded.state as object), undo: undefined }));
    expect(validateCommand(file).exitCode).toBe(0);
    const damaged = join(dir, 'damaged.json');
    writeFileSync(damaged, readFileSync(file, 'utf8').slice(0, 500));
    const v = validateCommand(damaged);
    expect(v.exitCode).toBe(1);
    expect(JSON.parse(v.stdout)).toMatchObject({ valid: false, error: { code: 'truncated' } });
    expect(validateCommand(join(dir, 'missing.json')).exitCode).toBe(1);
  });
});

describe('the simulator reports broken games instead of passing them', () => {
  it('a game that stops progressing within the stall limit is reported stuck', () => {
    const g = playGame(titanSim, params, { maxActions: 300_000, stallLimit: 2 });
    expect(g.violations[0]).toMatchObject({ kind: 'stuck', seed: 404 });
  });

  it('a game that reaches the hard cap of actions is reported stuck', () => {
    const g = playGame(titanSim, params, { maxActions: 25, stallLimit: 20_000 });
    expect(g.violations).toEqual([expect.objectContaining({ kind: 'stuck', message: expect.stringContaining('25 actions') })]);
    expect(g.report.completed).toBe(false);
  });

  it('an engine exception is caught and reported with the state it happened in', () => {
    let calls = 0;
    const throwing = {
      ...titanSim,
      apply: (s: Parameters<typeof titanSim.apply>[0], a: Parameters<typeof titanSim.apply>[1]) => {
        if (++calls === 30) throw new Error('injected fault');
        return titanSim.apply(s, a);
      },
    };
    const g = playGame(throwing, params, limits);
    expect(g.violations).toEqual([expect.objectContaining({ kind: 'exception', stateId: 29, message: expect.stringContaining('injected fault') })]);
  });

  it('a legal action that the reducer refuses is reported, with the action', () => {
    const lying = {
      ...titanSim,
      legalActions: (s: Parameters<typeof titanSim.legalActions>[0], p: string) => titanSim.legalActions(s, p).map((a) => (s.stateId === 12 ? { ...a, stateId: 0 } : a)),
    };
    const g = playGame(lying, params, limits);
    expect(g.violations).toEqual([expect.objectContaining({ kind: 'refused', stateId: 12, action: expect.objectContaining({ stateId: 0 }) })]);
  });

  it('an invariant broken by an action is reported with that action', () => {
    const breaking = {
      ...titanSim,
      sim: {
        ...titanSim.sim,
        invariants: (prev: Parameters<typeof titanSim.sim.invariants>[0], s: Parameters<typeof titanSim.sim.invariants>[1]) =>
          titanSim.sim.invariants(prev, s.stateId === 40 ? { ...s, caretaker: { ...s.caretaker, Angel: -1 } } : s),
      },
    };
    const g = playGame(breaking, params, limits);
    expect(g.violations.length).toBeGreaterThan(0);
    expect(g.violations[0]).toMatchObject({ kind: 'invariant', stateId: 39 });
  });
});
