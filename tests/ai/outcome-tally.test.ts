// Hard's engagement search stops simulating a battle once its simulated battles all ended alike (issue 22: Hard's p95
// decision time): the tally says when they did — same winner, and the same fate for either Titan.
import { describe, expect, it } from 'vitest';
import { OutcomeTally, type SimOutcome } from '../../ai/search/outcomes.js';

const won: SimOutcome = { attackerWon: true, attackerLoss: 10, defenderLoss: 40, attackerTitanDied: false, defenderTitanDied: false };

describe('simulated battles that all ended alike', () => {
  it('are unanimous whatever their losses, naming the winner', () => {
    const t = new OutcomeTally();
    expect(t.unanimous()).toBeNull();
    t.add(won);
    t.add({ ...won, attackerLoss: 30 });
    expect(t.unanimous()).toEqual({ attackerWon: true });
  });

  it('are not once a battle ends with the other winner, or a Titan slain that was not before', () => {
    const lost = new OutcomeTally();
    [won, { ...won, attackerWon: false }, won].forEach((o) => lost.add(o));
    expect(lost.unanimous()).toBeNull();
    const titan = new OutcomeTally();
    [won, { ...won, defenderTitanDied: true }].forEach((o) => titan.add(o));
    expect(titan.unanimous()).toBeNull();
  });
});
