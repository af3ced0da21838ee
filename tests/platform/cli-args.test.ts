import { describe, expect, it } from 'vitest';
import { parseArgs, type SimulateCommand } from '../../tools/cli/args.js';
import { runSimulation } from '../../tools/cli/run-simulation.js';

function simulate(argv: string[]): SimulateCommand {
  const r = parseArgs(['simulate', ...argv]);
  if (!r.ok || r.command.kind !== 'simulate') throw new Error(JSON.stringify(r));
  return r.command;
}

describe('titan CLI argument parsing', () => {
  it('reads every simulate option', () => {
    const c = simulate(['--players', '3', '--games', '7', '--seed', '42', '--json', '--variant', 'titan-variant', '--game', 'arena', '--turn-limit', '20', '--point-target', '300']);
    expect(c).toMatchObject({ players: [3], games: 7, seed: 42, json: true, variant: 'titan-variant', game: 'arena', turnLimit: 20, pointTarget: 300 });
  });

  it('defaults to one 4-player classic game without limits', () => {
    expect(simulate([])).toMatchObject({ players: [4], games: 1, json: false, variant: null, game: 'titan', turnLimit: null, pointTarget: null });
  });

  it('reads the players\' levels per seat; the game refuses levels it does not have', () => {
    expect(simulate(['--agents', 'normal,random']).agents).toEqual(['normal', 'random']);
    expect(simulate([]).agents).toEqual(['random']);
    expect(parseArgs(['simulate', '--agents', 'normal,Gen ius']).ok).toBe(false);
    expect(runSimulation(simulate(['--agents', 'normal,genius']))).toEqual({ error: expect.stringContaining('"genius"') });
  });

  it('accepts a player-count range to cycle through', () => {
    expect(simulate(['--players', '2-6']).players).toEqual([2, 3, 4, 5, 6]);
    expect(simulate(['--players', '2..4']).players).toEqual([2, 3, 4]);
  });

  it('refuses §1.1-impossible player counts, unknown games, variants and options, missing and out-of-bounds values with a message', () => {
    for (const argv of [['--players', '0'], ['--players', 'x'], ['--games', 'x'], ['--bogus'], ['--seed'], ['--variant'], ['--game', '']]) {
      const r = parseArgs(['simulate', ...argv]);
      expect(r.ok, argv.join(' ')).toBe(false);
    }
    // what a game allows is the game module's to say, when the command runs
    for (const [argv, says] of [
      [['--players', '7'], '2 to 6'],
      [['--players', '1'], '2 to 6'],
      [['--variant', 'gods'], 'variants titan, titan-variant'],
      [['--game', 'chess'], 'titan, arena'],
      // one source of bounds: the setup schema the save loader uses (a longer game could not be saved)
      [['--turn-limit', '5000'], 'turnLimit'],
      [['--point-target', '1000000'], 'pointTarget'],
    ] as const) {
      expect(runSimulation(simulate([...argv])), argv.join(' ')).toEqual({ error: expect.stringContaining(says) });
    }
  });

  it('parses the file commands and refuses unknown commands', () => {
    expect(parseArgs(['replay', 'a.json'])).toEqual({ ok: true, command: { kind: 'replay', file: 'a.json' } });
    expect(parseArgs(['validate', 'a.json'])).toEqual({ ok: true, command: { kind: 'validate', file: 'a.json' } });
    expect(parseArgs(['query', 'q.json'])).toEqual({ ok: true, command: { kind: 'query', file: 'q.json' } });
    expect(parseArgs(['replay']).ok).toBe(false);
    expect(parseArgs(['launch']).ok).toBe(false);
    expect(parseArgs([])).toEqual({ ok: true, command: { kind: 'help' } });
  });
});
