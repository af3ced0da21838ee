// The tournament core: Wilson intervals, seat rotation, and a small real tournament report with every documented
// member (the shared CLI prints this object with --json).
import { describe, expect, it } from 'vitest';
import { AI_LEVELS } from '../../ai/levels.js';
import { rotation, runTournament } from '../../ai/tournament.js';
import { wilson } from '../../ai/stats.js';
import { parseTournamentArgs } from '../../tools/ai/args.js';

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

  it('plays a small tournament and reports win rates with intervals and the counts', () => {
    const r = runTournament({ seats: ['easy', 'random'], games: 4, seed: 5, variant: 'titan', turnLimit: 20, pointTarget: null, infoMode: 'revealed', maxActions: 20000 });
    expect(r.games).toBe(4);
    expect(r.seats.map((s) => s.player)).toEqual(['easy', 'random']);
    for (const s of r.seats) {
      expect(s.games).toBe(4);
      expect(s.ci95[0]).toBeLessThanOrEqual(s.winRate);
      expect(s.ci95[1]).toBeGreaterThanOrEqual(s.winRate);
    }
    expect(r.seats[0].wins + r.seats[1].wins + r.draws).toBe(4);
    for (const k of ['averageRounds', 'titanDeathsFirstBattle', 'concessions', 'agreements', 'timeLosses'] as const) expect(typeof r[k]).toBe('number');
  });

  it('parses the CLI arguments and exports three described levels', () => {
    const p = parseTournamentArgs(['--seats', 'hard,normal', '--games', '200', '--seed', '7', '--json']);
    expect(p.ok && p.options.games === 200 && p.options.seed === 7 && p.json).toBe(true);
    expect(parseTournamentArgs(['--seats', 'hard,wizard']).ok).toBe(false);
    expect(AI_LEVELS.map((l) => l.id)).toEqual(['easy', 'normal', 'hard']);
    for (const l of AI_LEVELS) expect(l.description.length).toBeGreaterThan(10);
  });
});
