// TITAN's deadline `skip` (GameModule.pass, docs/rules-notes.md "Turn deadlines"): the least the rules allow at each
// step, and no pass where they require an action.
import { describe, expect, it } from 'vitest';
import { titanModule } from '../../games/titan.js';
import type { GameState } from '../../engine/titan/state.js';
import { passApplies, samplesWhere, walkPasses, type PassSample } from '../platform/pass-walk.js';

const samples: PassSample[] = [0, 1, 2].flatMap((seed) => walkPasses(titanModule, 2, seed, 600));
const where = (test: (s: GameState) => boolean): PassSample[] => samplesWhere(samples, test);

describe('TITAN turn deadline skip', () => {
  it('§5.2: the initial split is required — no pass', () => {
    const setup = where((s) => s.phase === 'setup');
    expect(setup.length).toBeGreaterThan(0);
    for (const x of setup) expect(x.pass).toBeNull();
  });

  it('§6.1/§6.2: the split phase ends with the Movement Roll, nothing split', () => {
    const split = where((s) => s.phase === 'split' && !s.engagement && !s.battle);
    expect(split.length).toBeGreaterThan(0);
    for (const x of split) expect(x.pass?.type).toBe('roll');
  });

  it('§6.2: at least one legion must move — no pass until one moved (or none can), then the moves end', () => {
    const move = where((s) => s.phase === 'move' && !s.engagement && !s.battle);
    expect(move.some((x) => x.pass === null)).toBe(true);
    expect(move.some((x) => x.pass?.type === 'endMoves')).toBe(true);
    for (const x of move) expect(x.pass === null || x.pass.type === 'endMoves').toBe(true);
  });

  it('§9, §11–§17: an engagement and a battle require actions — no pass', () => {
    const fought = where((s) => s.engagement !== null || s.battle !== null);
    expect(fought.length).toBeGreaterThan(0);
    for (const x of fought) expect(x.pass).toBeNull();
  });

  it('§6.4/§18: mustering is optional — the turn ends with no recruit', () => {
    const muster = where((s) => s.phase === 'muster' && !s.engagement && !s.battle);
    expect(muster.length).toBeGreaterThan(0);
    for (const x of muster) expect(x.pass?.type).toBe('endTurn');
  });

  it('every pass is legal and the rules accept it', () => {
    for (const x of samples) passApplies(titanModule, x);
  });
});
