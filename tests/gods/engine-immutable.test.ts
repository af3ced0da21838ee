// The Gods of Titan reducer never changes a state it was given: its draft (engine/gods/state.ts draftOf) copies a part
// of the state only when an action reaches for it and shares every other part with the next state, so a state once
// returned must stay as it is whatever is done with it or with the states after it (the check: tests/frozen-play.ts).
import { describe, expect, it } from 'vitest';
import { godsModule } from '../../games/gods.js';
import { playFrozen } from '../frozen-play.js';

describe('the Gods of Titan reducer never changes a state', () => {
  it('applies actions to deep-frozen states of seeded random games of 3 and 4 players, and a second action to each, leaving them as they were', () => {
    const branched = playFrozen(godsModule, { players: 4, seed: 11 }) + playFrozen(godsModule, { players: 3, seed: 12 });
    expect(branched).toBeGreaterThan(1_500); // checked at least this many second actions on frozen states
  });
});
