// The "Notify me" toggle of a remote seat's page (renderer/lib/notify-me.ts): what it shows from the browser's
// permission and the player's choice, what a click does (the browser asked only from a click, and only while it has
// not answered), and that a remote page shows the turn as a notification only while the toggle is on.
import { describe, expect, it } from 'vitest';
import { notifyMeClick, notifyMeState, notifyTurn } from '../../renderer/lib/notify-me.js';

describe('the Notify me toggle', () => {
  it('is on only when the player chose it and the browser allows it', () => {
    expect(notifyMeState(null, true)).toBe('unsupported');
    expect(notifyMeState('denied', true)).toBe('blocked');
    expect(notifyMeState('default', true)).toBe('off');
    expect(notifyMeState('granted', false)).toBe('off');
    expect(notifyMeState('granted', true)).toBe('on');
  });

  it('asks the browser on a click while it has not answered, turns off when on, and does nothing when refused', () => {
    expect(notifyMeClick('default', false)).toEqual({ wanted: true, ask: true });
    expect(notifyMeClick('granted', false)).toEqual({ wanted: true, ask: false });
    expect(notifyMeClick('granted', true)).toEqual({ wanted: false, ask: false });
    expect(notifyMeClick('denied', false)).toEqual({ wanted: false, ask: false });
    expect(notifyMeClick(null, true)).toEqual({ wanted: true, ask: false });
  });

  it('lets a remote page notify only while on; the host’s own screen follows its Settings', () => {
    expect(notifyTurn(true, 'on')).toBe(true);
    for (const state of ['off', 'blocked', 'unsupported'] as const) expect(notifyTurn(true, state), state).toBe(false);
    expect(notifyTurn(false, 'off')).toBe(true);
  });
});
