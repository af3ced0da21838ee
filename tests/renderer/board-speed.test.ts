// The boards' animation speed (renderer/lib/board-speed.ts): the player's setting, none when the system asks for
// reduced motion (issue 24: prefers-reduced-motion honoured).
import { describe, expect, it } from 'vitest';
import { boardSpeed } from '../../renderer/lib/board-speed.js';

describe('the boards’ animation speed', () => {
  it('follows the setting, 1 before settings are known, and is 0 whenever the system asks for reduced motion', () => {
    expect(boardSpeed(2, false)).toBe(2);
    expect(boardSpeed(0, false)).toBe(0);
    expect(boardSpeed(undefined, false)).toBe(1);
    expect(boardSpeed(2, true)).toBe(0);
    expect(boardSpeed(undefined, true)).toBe(0);
  });
});
