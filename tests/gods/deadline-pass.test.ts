// Gods of Titan's deadline `skip` (GameModule.pass, docs/rules-notes.md "Turn deadlines"): the least the rules allow at
// each step, and no pass where they require an action.
import { describe, expect, it } from 'vitest';
import { godsModule } from '../../games/gods.js';
import type { GodsState } from '../../engine/gods/state.js';
import { passApplies, samplesWhere, walkPasses, type PassSample } from '../platform/pass-walk.js';

const samples: PassSample[] = [0, 1].flatMap((seed) => walkPasses(godsModule, 2, seed, 500));
const where = (test: (s: GodsState) => boolean): PassSample[] => samplesWhere(samples, test);

describe('Gods of Titan turn deadline skip', () => {
  it('5.4, 5.7: the setup choices are required — no pass', () => {
    const setup = where((s) => s.phase === 'setup');
    expect(setup.length).toBeGreaterThan(0);
    for (const x of setup) expect(x.pass).toBeNull();
  });

  it('6.2: the Movement Phase ends once 8 allows it, nothing split or moved beyond what is required', () => {
    const movement = where((s) => s.phase === 'movement');
    expect(movement.some((x) => x.pass?.type === 'endMovement')).toBe(true);
    for (const x of movement) expect(x.pass === null || x.pass.type === 'endMovement' || x.pass.type === 'answerTrade').toBe(true);
  });

  it('10–16: an engagement and its battle require actions — no pass but declining an optional step (17–21)', () => {
    const fought = where((s) => s.phase === 'engagement' && s.engagement !== null);
    expect(fought.length).toBeGreaterThan(0);
    for (const x of fought) expect(x.pass === null || x.pass.type === 'pass').toBe(true);
  });

  it('6.4–6.5: mustering and reviving are optional — the turn ends', () => {
    const mustering = where((s) => s.phase === 'mustering');
    expect(mustering.length).toBeGreaterThan(0);
    expect(mustering.some((x) => x.pass?.type === 'endTurn')).toBe(true);
    for (const x of mustering) expect(['endTurn', 'answerTrade']).toContain(x.pass?.type);
  });

  it('7.1: a trade offer waiting for its receiver is rejected', () => {
    for (const x of samples) if (x.pass?.type === 'answerTrade') expect(x.pass).toMatchObject({ accept: false });
  });

  it('every pass is legal and the rules accept it', () => {
    for (const x of samples) passApplies(godsModule, x);
  });
});
