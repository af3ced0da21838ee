// The TITAN reducer never changes a state it was given: it copies only the parts of a state an action changes and
// shares every other part with the next state, so a state once returned must stay as it is whatever is done with it
// or with the states after it (the check itself: tests/frozen-play.ts).
import { describe, expect, it } from 'vitest';
import { titanModule } from '../../games/titan.js';
import { playFrozen } from '../frozen-play.js';

describe('the TITAN reducer never changes a state', () => {
  it('applies actions to deep-frozen states of seeded random games of 6, 4 and 2 players, and a second action to each, leaving them as they were', () => {
    let branched = 0;
    for (let seed = 21; seed < 27; seed++) branched += playFrozen(titanModule, { players: 6 - 2 * (seed % 3), seed, variant: null, turnLimit: null, pointTarget: null });
    expect(branched).toBeGreaterThan(1_000); // checked at least this many second actions on frozen states
  });
});
