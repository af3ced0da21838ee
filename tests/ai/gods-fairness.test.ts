// The Gods of Titan Normal AI decides only from its seat's view: at positions of random-legal games, the same
// position with the hidden characters of the other seats' legions swapped among them (rules 5.7, 10.3: what a seat
// may not see) gives the seat the same view and legal actions, and the AI the same decision.
import { describe, expect, it } from 'vitest';
import { godsLegalActions } from '../../engine/gods/legal.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { hiddenSwapped, normalPick, randomPositions } from './gods-helpers.js';

describe('Gods of Titan Normal AI: fairness (it sees only its seat\'s view)', () => {
  it('a position differing only in hidden contents gives the same view, the same legal actions and the same decision', () => {
    let compared = 0;
    for (const seed of [11, 12]) {
      for (const { state, seat } of randomPositions(4, seed, 4, 1000)) {
        const twin = hiddenSwapped(state, seat);
        if (JSON.stringify(twin.legions) === JSON.stringify(state.legions)) continue;
        expect(godsViewFor(twin, seat)).toEqual(godsViewFor(state, seat));
        if (JSON.stringify(godsLegalActions(twin, seat)) !== JSON.stringify(godsLegalActions(state, seat))) continue;
        expect(normalPick(twin, seat, seed)).toEqual(normalPick(state, seat, seed));
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(150);
  });
});
