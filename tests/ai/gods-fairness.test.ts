// The Gods of Titan Normal AI decides only from its seat's view: at positions of random-legal games, the same
// position with the hidden characters of the other seats' legions swapped among them (rules 5.7, 10.3: what a seat
// may not see) gives the seat the same view and legal actions, and the AI the same decision.
import { describe, expect, it } from 'vitest';
import { hasAbility } from '../../engine/gods/rules/legion-size.js';
import { godsLegalActions } from '../../engine/gods/legal.js';
import { shownMaster, type GodsState } from '../../engine/gods/state.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { edit } from '../gods/game-helpers.js';
import { normalPick, randomPositions } from './gods-helpers.js';

/** The position with the names hidden from `seat` (Masters kept where they are: where they stand is told by the
 * marker once uncovered, 24.3) rotated by one among the other seats' legions. */
function hiddenSwapped(s: GodsState, seat: string): GodsState {
  const hidden = (l: GodsState['legions'][number], name: string): boolean =>
    l.owner !== seat && l.owner !== 'neutral' && !shownMaster(s, l, name) && !hasAbility(name, 'master-power') && !(seat === 'black' && s.spied === l.marker);
  const names = s.legions.flatMap((l) => l.pieces.filter((p) => hidden(l, p.name)).map((p) => p.name));
  const rotated = [...names.slice(1), ...names.slice(0, 1)];
  return edit(s, (d) => {
    let i = 0;
    for (const l of d.legions) l.pieces = l.pieces.map((p) => (hidden(l, p.name) ? { ...p, name: rotated[i++] ?? p.name } : p)); // pieces are replaced, never changed in place
  });
}

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
