// The turn-start notice comes once when the seat may act again after a computer seat was thinking — not on every
// push of its own turn, and not when no computer played in between.
import { describe, expect, it } from 'vitest';
import { TurnWatch } from '../../renderer/lib/turn-watch.js';

describe('turn-start notice', () => {
  it('fires once when the seat may act after a computer seat thought, and not without one', () => {
    const w = new TurnWatch();
    expect(w.observe(false, true)).toBe(false);
    expect(w.observe(true, false)).toBe(false);
    expect(w.observe(false, false)).toBe(false);
    expect(w.observe(false, true)).toBe(true);
    expect(w.observe(false, true)).toBe(false);
  });
});
