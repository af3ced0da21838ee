// A searching level's Movement Phase prices each move's risk only while the move could still beat the best one priced
// (ai/gods/movement.ts movementDecision): the choice must be the one pricing every move gives, with fewer prices.
import { describe, expect, it } from 'vitest';
import { godsLegalActions } from '../../engine/gods/legal.js';
import { godsViewFor, type GodsLegionView } from '../../engine/gods/view.js';
import { movementDecision, type MoveSearch } from '../../ai/gods/movement.js';
import { holdsMaster } from '../../ai/gods/judge.js';
import { randomPositions } from './gods-helpers.js';

/** A stand-in for Hard's simulated risk of a Master's legion on a land: a fixed value from 0 to 80 per legion and
 * land, its least 0 (or the value itself when `exact`); every price counted. */
function fakeSearch(exact: boolean): { search: MoveSearch; priced: () => number } {
  let priced = 0;
  const risk = (legion: GodsLegionView, land: number): number => {
    let h = land * 2654435761;
    for (const c of legion.marker) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
    return ((h >>> 0) % 81) + 0.25;
  };
  const search: MoveSearch = {
    attack: () => null,
    danger: (legion, land, least) => {
      if (!holdsMaster(legion)) return null;
      if (least && !exact) return 0;
      priced++;
      return risk(legion, land);
    },
  };
  return { search, priced: () => priced };
}

describe('Gods Hard Movement Phase: moves priced while they could still be best', () => {
  it('chooses what pricing every move chooses, in random positions, pricing fewer risks', () => {
    let compared = 0;
    let fewer = 0;
    for (const seed of [31, 32, 33]) {
      for (const { state, seat } of randomPositions(4, seed, 7, 1500)) {
        if (state.phase !== 'movement' || state.engagement) continue;
        const legal = godsLegalActions(state, seat);
        if (!legal.some((a) => a.type === 'move')) continue;
        const view = godsViewFor(state, seat);
        const bounded = fakeSearch(false);
        const every = fakeSearch(true);
        expect(movementDecision(view, legal, bounded.search)).toEqual(movementDecision(view, legal, every.search));
        compared++;
        if (bounded.priced() < every.priced()) fewer++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(30);
    expect(fewer).toBeGreaterThanOrEqual(10);
  });
});
