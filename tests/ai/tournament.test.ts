// The tournament of every game module (tools/tournament/): Wilson intervals, seat rotation, small real TITAN and Arena
// tournaments with every report member, TITAN's own tally, decision latency filed by level and phase, the command's
// argument parser and its run-time check against the game's module.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AI_LEVELS } from '../../ai/levels.js';
import { wilson } from '../../ai/stats.js';
import type { GameEvent } from '../../engine/titan/events.js';
import { arenaModule, titanModule } from '../../games/index.js';
import { titanTally } from '../../games/titan-tally.js';
import { parseArgs } from '../../tools/cli/args.js';
import type { TournamentCommand } from '../../tools/tournament/args.js';
import { formatReport } from '../../tools/tournament/format.js';
import { playMatch, type MatchRecord } from '../../tools/tournament/match.js';
import { summarize } from '../../tools/tournament/report.js';
import { runTournamentCommand } from '../../tools/tournament/run.js';
import { playGames, playNth, rotation, runTournament, type TournamentOptions } from '../../tools/tournament/tournament.js';

const ROOT = join(import.meta.dirname, '..', '..');
const titanSmall: TournamentOptions = { seats: ['easy', 'random'], games: 4, seed: 5, sim: { variant: 'titan', turnLimit: 20, pointTarget: null }, maxActions: 20_000 };

function tournament(argv: string[]): TournamentCommand {
  const r = parseArgs(['tournament', ...argv]);
  if (!r.ok || r.command.kind !== 'tournament') throw new Error(JSON.stringify(r));
  return r.command;
}

describe('tournament', () => {
  it('Wilson 95% interval matches known values', () => {
    const [lo, hi] = wilson(60, 100);
    expect(lo).toBeCloseTo(0.502, 3);
    expect(hi).toBeCloseTo(0.691, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
    const [l2, h2] = wilson(10, 10);
    expect(h2).toBe(1);
    expect(l2).toBeCloseTo(0.722, 3);
  });

  it('rotates seats over table positions', () => {
    expect(rotation(['hard', 'normal'], 0)).toEqual(['hard', 'normal']);
    expect(rotation(['hard', 'normal'], 1)).toEqual(['normal', 'hard']);
    expect(rotation(['easy', 'normal', 'random'], 2)).toEqual(['random', 'easy', 'normal']);
  });

  it('plays a small TITAN tournament (easy v random): seeds S+i, rotated seats, every report member and the TITAN tally', () => {
    const records: MatchRecord[] = [];
    const r = summarize(titanModule, titanSmall, playGames(titanModule, { ...titanSmall, onGame: (m) => records.push(m) }));
    expect(records.map((m) => m.seed)).toEqual([5, 6, 7, 8]);
    expect(records.map((m) => m.seats.map((s) => s.level))).toEqual([['easy', 'random'], ['random', 'easy'], ['easy', 'random'], ['random', 'easy']]);
    expect(Object.keys(r).sort()).toEqual(['averageRounds', 'counts', 'draws', 'finished', 'game', 'games', 'latency', 'levels', 'name', 'options', 'winsBySeat']);
    // wins by table seat, whoever played it: every seat listed in table order, the winners counted
    expect(Object.keys(r.winsBySeat)).toEqual(records[0]?.seats.map((s) => s.player));
    for (const [seat, n] of Object.entries(r.winsBySeat)) expect(n).toBe(records.filter((m) => m.finished && m.winner === seat).length);
    expect(Object.values(r.winsBySeat).reduce((a, b) => a + b, 0)).toBe(r.finished - r.draws);
    expect(formatReport(r)).toContain(`wins by seat: ${Object.entries(r.winsBySeat).map(([seat, n]) => `${seat} ${n}`).join(', ')}`);
    expect(r).toMatchObject({ game: 'titan', name: 'TITAN', games: 4, options: { variant: 'titan', turnLimit: 20, pointTarget: null, seed: 5, seats: ['easy', 'random'] } });
    expect(r.finished).toBe(records.filter((m) => m.finished).length);
    expect(r.averageRounds).toBeCloseTo(records.reduce((n, m) => n + m.rounds, 0) / 4, 9);
    expect(r.averageRounds).toBeGreaterThan(1);
    expect(r.levels.map((l) => l.level)).toEqual(['easy', 'random']);
    for (const l of r.levels) {
      expect(Object.keys(l).sort()).toEqual(['bySeat', 'ci95', 'games', 'level', 'meanScore', 'winRate', 'wins']);
      expect(l.games).toBe(4);
      expect(l.wins).toBe(records.filter((m) => m.winner !== null && m.winnerLevel === l.level).length);
      expect(l.winRate).toBe(l.wins / 4);
      expect(l.ci95).toEqual(wilson(l.wins, 4));
      const scores = records.map((m) => m.scores[m.seats.findIndex((s) => s.level === l.level)] ?? Number.NaN);
      expect(l.meanScore).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / 4, 9);
      const seatSum = (k: string): number => records.map((m) => m.tally.bySeat[k]?.[m.seats.findIndex((s) => s.level === l.level)] ?? Number.NaN).reduce((a, b) => a + b, 0);
      const keys = ['engagementsStarted', 'titanLostInFirstEngagement', 'rangestrikerToTitan', 'titanShotDown', 'hopelessAttacks', 'titanDuels'];
      expect(l.bySeat).toEqual(Object.fromEntries(keys.map((k) => [k, seatSum(k)])));
    }
    expect(r.levels[0].wins + r.levels[1].wins + r.draws + (r.games - r.finished)).toBe(4);
    expect(Object.keys(r.counts).sort()).toEqual(['agreements', 'concessions', 'flees', 'timeLosses']);
    for (const k of ['agreements', 'concessions', 'flees', 'timeLosses']) expect(r.counts[k]).toBe(records.reduce((n, m) => n + (m.tally.counts[k] ?? 0), 0));
    // the easy AI beats random-legal play
    expect(r.levels[0].wins).toBeGreaterThanOrEqual(3);
    expect(r.latency).toEqual([]);
    // every level started engagements, and the report gives them per game
    for (const l of r.levels) expect(l.bySeat.engagementsStarted).toBeGreaterThan(0);
    const started = r.levels[0].bySeat.engagementsStarted ?? 0;
    expect(formatReport(r)).toContain('engagements started  titan lost in first engagement  rangestriker to titan  titan shot down  hopeless attacks  titan duels');
    expect(formatReport(r)).toContain(`${started} (${(started / 4).toFixed(2)}/game)`);
    // game i is the same game whoever plays it (what the worker threads rely on)
    expect(playNth(titanModule, titanSmall, 2)).toEqual(records[2]);
    expect(runTournament(titanModule, titanSmall)).toEqual(r);
  });

  it('counts TITAN flights, concessions, agreements, time losses, engagements started and a Titan lost in its owner\'s first engagement, by seat', () => {
    const events: GameEvent[] = [
      { type: 'towers', rolls: [], order: ['Red', 'Blue', 'Gold'] },
      { type: 'initialSplit', player: 'Red', markers: ['Rd01', 'Rd02'] },
      { type: 'initialSplit', player: 'Blue', markers: ['Bu01', 'Bu02'] },
      { type: 'initialSplit', player: 'Gold', markers: ['Gd01', 'Gd02'] },
      { type: 'split', player: 'Red', marker: 'Rd01', newMarker: 'Rd03', count: 2 },
      { type: 'engage', land: 1, attacker: 'Rd03', defender: 'Gd02' },
      { type: 'concede', marker: 'Gd02' },
      { type: 'engage', land: 3, attacker: 'Rd03', defender: 'Gd01' },
      { type: 'flee', marker: 'Gd01' },
      { type: 'engage', land: 2, attacker: 'Rd01', defender: 'Bu01' },
      { type: 'battleEnd', winner: 'Rd01', reason: 'time-loss' },
      { type: 'agreement', attackerLosses: [], defenderLosses: [] },
      // Blue's first engagement, Red's third: only Blue's Titan counts
      { type: 'titanSlain', player: 'Blue', by: 'Red' },
      { type: 'titanSlain', player: 'Red', by: null },
    ];
    const seatOf = (p: string): number => ['Gold', 'Red', 'Blue'].indexOf(p);
    expect(titanTally(events, seatOf)).toEqual({ counts: { flees: 1, concessions: 1, agreements: 1, timeLosses: 1 }, bySeat: { engagementsStarted: [0, 3, 0], titanLostInFirstEngagement: [0, 0, 1], rangestrikerToTitan: [0, 0, 0], titanShotDown: [0, 0, 0], hopelessAttacks: [0, 0, 0], titanDuels: [0, 0, 0] } });
  });

  it('with a clock, files every AI decision (not the random seat\'s) under the module\'s phase label', () => {
    let t = 0;
    const m = playMatch(titanModule, ['easy', 'random'], 3, { ...titanSmall, clock: () => t++ });
    const easyTurns = m.latencies.length;
    expect(easyTurns).toBeGreaterThan(20);
    expect(new Set(m.latencies.map((l) => l.level))).toEqual(new Set(['easy']));
    // Easy thinks without a clock, so each decision reads it exactly twice
    expect(m.latencies.every((l) => l.ms === 1)).toBe(true);
    const phases = new Set(m.latencies.map((l) => l.phase));
    expect(phases.has('move') && phases.has('setup') && phases.has('battle')).toBe(true);
    for (const p of phases) expect(['setup', 'split', 'move', 'engage', 'negotiate', 'battle', 'aftermath', 'muster']).toContain(p);
    const r = summarize(titanModule, { ...titanSmall, seats: ['easy', 'random'] }, [m]);
    expect(r.latency.reduce((n, l) => n + l.count, 0)).toBe(easyTurns);
    expect(r.latency.every((l) => l.level === 'easy' && l.median === 1 && l.p95 === 1)).toBe(true);
  });

  it('plays a small Arena tournament (normal v random) with the same report and no game-specific counts', () => {
    const r = runTournament(arenaModule, { seats: ['normal', 'random'], games: 4, seed: 1, sim: { variant: null, turnLimit: null, pointTarget: null }, maxActions: 20_000 });
    expect(r).toMatchObject({ game: 'arena', games: 4, finished: 4, counts: {}, latency: [], options: { variant: 'arena', seats: ['normal', 'random'] } });
    expect(r.levels.map((l) => [l.level, l.games, l.bySeat])).toEqual([['normal', 4, {}], ['random', 4, {}]]);
    expect(r.levels[0].wins + r.levels[1].wins + r.draws).toBe(4);
    expect(r.levels[0].wins).toBeGreaterThan(r.levels[1].wins);
    expect(r.levels[0].meanScore).toBeGreaterThan(r.levels[1].meanScore);
    expect(r.averageRounds).toBeGreaterThan(0);
  });

  it('issue 22, a frozen opponent: the seats named ref-<level> are decided by the reference build\'s module, every other seat by this build\'s', () => {
    const asked: string[] = [];
    const reference = { ...titanModule, ai: { ...titanModule.ai, decide: (level: string, input: never, ctx: never) => (asked.push(level), titanModule.ai.decide(level, input, ctx)) } };
    const own = playMatch(titanModule, ['normal', 'easy'], 3, { ...titanSmall, reference });
    expect(asked).toEqual([]);
    const m = playMatch(titanModule, ['ref-normal', 'easy'], 3, { ...titanSmall, reference });
    expect(asked.length).toBeGreaterThan(20);
    expect(new Set(asked)).toEqual(new Set(['normal']));
    expect(m.seats.map((s) => s.level)).toEqual(['ref-normal', 'easy']);
    expect(m.actions).toBe(own.actions); // the same decisions as this build's normal: the same game
    expect(() => playMatch(titanModule, ['ref-normal', 'easy'], 3, titanSmall)).toThrow(/reference/);
  });

  it('parses the command and refuses bad input with a usage error', () => {
    expect(tournament(['--game', 'arena', '--seats', 'hard,normal,random', '--games', '200', '--seed', '7', '--json', '--variant', 'arena', '--turn-limit', '30', '--point-target', '400', '--budget', '500', '--workers', '2', '--max-actions', '9000'])).toEqual({
      kind: 'tournament', game: 'arena', seats: ['hard', 'normal', 'random'], games: 200, seed: 7, json: true, variant: 'arena', turnLimit: 30, pointTarget: 400, budgetMs: 500, workers: 2, maxActions: 9000, reference: null,
    });
    expect(tournament(['--seats', 'normal,ref-normal', '--reference', 'a1679e7'])).toMatchObject({ seats: ['normal', 'ref-normal'], reference: 'a1679e7' });
    expect(tournament(['--seats', 'easy,random'])).toMatchObject({ game: 'titan', games: 10, seed: 1, json: false, variant: null, budgetMs: null, workers: 1 });
    for (const argv of [[], ['--games', '5'], ['--seats'], ['--seats', 'hard,'], ['--seats', 'Hard,normal'], ['--seats', 'hard,normal', '--games', 'x'], ['--seats', 'hard,normal', '--games', '0'], ['--seats', 'hard,normal', '--workers', '0'], ['--seats', 'hard,normal', '--budget', '-1'], ['--seats', 'hard,normal', '--players', '3'], ['--seats', 'hard,normal', '--game'], ['--seats', 'hard,normal', '--seed'], ['--seats', 'hard,normal', '--reference'], ['--seats', 'hard,normal', '--reference', 'a b;rm']]) {
      const r = parseArgs(['tournament', ...argv]);
      expect(r.ok, argv.join(' ')).toBe(false);
    }
    expect(AI_LEVELS.map((l) => l.id)).toEqual(['easy', 'normal', 'hard']);
  });

  it('refuses at run time what the game does not have: an unknown game, variant or level, a seat count it does not allow', async () => {
    for (const [argv, says] of [
      [['--game', 'chess', '--seats', 'easy,random'], '"chess"'],
      [['--seats', 'easy,wizard'], '"wizard"'],
      [['--game', 'arena', '--seats', 'normal,perfect'], '"perfect"'],
      [['--seats', 'easy'], '2 to 6'],
      [['--game', 'arena', '--seats', 'easy,easy,easy,easy,easy,easy'], '2 to 5'],
      [['--seats', 'easy,random', '--variant', 'gods'], 'variants titan, titan-variant'],
      [['--seats', 'easy,ref-normal'], 'needs --reference'],
    ] as const) {
      expect(await runTournamentCommand(tournament([...argv])), argv.join(' ')).toEqual({ error: expect.stringContaining(says) });
    }
    const cli = spawnSync('npx', ['tsx', 'tools/cli/main.ts', 'tournament', '--game', 'arena', '--seats', 'easy,wizard'], { cwd: ROOT, encoding: 'utf8' });
    expect(cli.status).toBe(2);
    expect(cli.stderr).toContain('"wizard"');
  });
});
