// The turn-start notice comes once when the seat may act again after the game waited for other seats (a computer
// thinking, a player over the network) — not on every push of its own turn, and not when nobody else played between.
import { describe, expect, it } from 'vitest';
import { TurnWatch } from '../../renderer/lib/turn-watch.js';

describe('turn-start notice', () => {
  it('fires once when the seat may act after other seats acted, and not without them', () => {
    const w = new TurnWatch();
    expect(w.observe(false, true)).toBe(false);
    expect(w.observe(true, false)).toBe(false);
    expect(w.observe(false, false)).toBe(false);
    expect(w.observe(false, true)).toBe(true);
    expect(w.observe(false, true)).toBe(false);
  });
});
