// §9.2, §9.4, §16: before a flee or a concession the seat is shown what it gives away — the points the other player
// scores and his score before and after — and the engine then scores exactly that.
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../engine/titan/index.js';
import { titanHints } from '../../engine/titan/preview/index.js';
import { playRandom } from '../game/random-play.js';

describe('§9.2, §9.4: flee and concede show their consequence', () => {
  it('gives the other player the points the engine then scores, from his score before to after', () => {
    const seen = { flee: 0, concede: 0, battle: 0 };
    for (let seed = 1; seed <= 60; seed++) {
      playRandom({ seed, players: 2 + (seed % 3) }, ({ prev, action, events }) => {
        if (action.type !== 'flee' && action.type !== 'concede') return;
        const hint = titanHints(viewFor(prev, action.player), legalActions(prev, action.player)).consequences.find((c) => c.action === action.type);
        const resolved = events.find((e) => e.type === 'engagementResolved');
        if (!hint || resolved?.type !== 'engagementResolved' || resolved.player !== hint.player) return;
        expect(resolved.points).toBe(hint.points);
        expect(hint.after - hint.before).toBe(hint.points);
        expect(hint.before).toBe(prev.players.find((p) => p.id === hint.player)?.score);
        seen[action.type]++;
        if (prev.battle) seen.battle++;
      }, 3000);
    }
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
  });
});
