// A board click is the press's target when the release comes near the press, whatever the board drew under the
// release (renderer/board/press-click.ts): new nodes or a refit between press and release no longer lose it.
import { describe, expect, it } from 'vitest';
import { Presses } from '../../renderer/board/press-click.js';

describe('board clicks by press and release', () => {
  it('a release within the slop clicks what lay under the press, on either axis up to the slop', () => {
    const p = new Presses(3);
    p.press(1, 'piece:p84', 100, 200);
    expect(p.release(1, 102, 198)).toBe('piece:p84');
    p.press(1, 'hex:C3', 100, 200);
    expect(p.release(1, 103, 200)).toBeNull();
  });

  it('a press over nothing, a release without a press, or a cancelled press clicks nothing', () => {
    const p = new Presses(3);
    p.press(1, null, 10, 10);
    expect(p.release(1, 10, 10)).toBeNull();
    expect(p.release(2, 10, 10)).toBeNull();
    p.press(3, 'land:4', 5, 5);
    p.cancel(3);
    expect(p.release(3, 5, 5)).toBeNull();
  });

  it('each pointer has its own press, and a release ends it', () => {
    const p = new Presses(3);
    p.press(1, 'legion:Rd01', 0, 0);
    p.press(2, 'land:100', 50, 50);
    expect(p.release(2, 50, 50)).toBe('land:100');
    expect(p.release(1, 1, 1)).toBe('legion:Rd01');
    expect(p.release(1, 1, 1)).toBeNull();
  });
});
