// §13.4: a higher strike number (or fewer dice) is offered only for the carries it enables, and the preview says which:
// the normal strike enables none, every other option adds at least one carry target to it.
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../engine/titan/index.js';
import { titanHints } from '../../engine/titan/preview/index.js';
import { playRandom } from '../game/random-play.js';

describe('§13.4: strike options and the carries they enable', () => {
  it('labels every option beyond the normal strike with the carries it adds', () => {
    let extra = 0;
    for (let seed = 1; seed <= 40; seed++) {
      playRandom({ seed, players: 2 + (seed % 3) }, ({ prev, action }) => {
        if (action.type !== 'strike') return;
        const { strikes } = titanHints(viewFor(prev, action.player), legalActions(prev, action.player));
        const byTarget = new Map<string, typeof strikes>();
        for (const s of strikes) byTarget.set(`${s.piece} ${s.target}`, [...(byTarget.get(`${s.piece} ${s.target}`) ?? []), s]);
        for (const [normal, ...higher] of byTarget.values()) {
          expect(normal?.enables).toEqual([]);
          for (const h of higher) {
            extra++;
            expect(h.enables.length).toBeGreaterThan(0);
            for (const t of h.enables) expect(normal?.carries).not.toContain(t);
          }
        }
      }, 3000);
    }
    expect(extra).toBeGreaterThan(0);
  });
});
