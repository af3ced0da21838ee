// Issue 22, "strength that does not depend on the machine": the Hard level thinks in a fixed number of simulations, not
// against the clock, so the app (which hands every AI a real clock) plays the same Hard on a slow or loaded machine as
// on a fast one, and a tournament gives the same result anywhere. A clock that runs 5 s per reading — a machine far too
// slow for any time budget — is never read by Hard in a game where it searches, so it cannot change a single choice
// (a second, clockless run of the same game would only repeat what that says).
import { describe, expect, it } from 'vitest';
import { titanModule } from '../../games/index.js';
import { moduleAgent } from '../../tools/cli/agents.js';
import { playGame } from '../../tools/cli/simulate.js';

/** Hard (first seat) against Normal, 2 players, seed 502, at most 320 actions (both seats' first battles, an engagement
 * each side started and a negotiation among them); Hard is handed `clock`. */
function play(clock: () => number) {
  let first = true;
  const played = playGame(titanModule, { players: 2, seed: 502, variant: null, turnLimit: null, pointTarget: null }, {
    maxActions: 320,
    stallLimit: 5_000,
    checkInvariants: false,
    agentFor: (seat) => {
      const hard = first;
      first = false;
      return moduleAgent(titanModule, hard ? 'hard' : 'normal', seat, { clock });
    },
  });
  return played.actions;
}

describe('issue 22: Hard plays the same on any machine', () => {
  it('a clock of 5 s a reading changes none of Hard\'s choices (its search is counted in simulations)', () => {
    let now = 0;
    let readings = 0;
    const slow = (): number => {
      readings++;
      return (now += 5_000);
    };
    const timed = play(slow);
    expect(timed.length).toBeGreaterThan(200);
    // Hard searched: it decided engagements, a negotiation and whole battles, on both sides of a fight
    const seats = new Set(timed.filter((a) => a.type === 'battleMove').map((a) => a.player));
    expect(seats.size).toBe(2);
    expect(timed.filter((a) => a.type === 'engage').length).toBeGreaterThanOrEqual(2);
    expect(timed.some((a) => a.type === 'propose' || a.type === 'accept')).toBe(true);
    expect(readings).toBe(0); // no level reads the clock unless given a budget
  });
});
