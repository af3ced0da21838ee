// The turn notice's system notification (renderer/lib/os-notice.ts): shown only while the window is in the
// background and only once the player allowed notifications; the permission is asked for once, and only while nobody
// answered.
import { afterEach, describe, expect, it, vi } from 'vitest';

type Permission = 'default' | 'granted' | 'denied';

/** A fake Notification API and document for one case. */
function platform(permission: Permission, visible: boolean, focused: boolean) {
  const shown: { title: string; body: string | undefined; tag: string | undefined }[] = [];
  const notes: { onclick: (() => void) | null; closed: boolean }[] = [];
  let asked = 0;
  class FakeNotification {
    static permission: Permission = permission;
    static requestPermission(): Promise<Permission> {
      asked++;
      return Promise.resolve('granted');
    }
    onclick: (() => void) | null = null;
    closed = false;
    constructor(title: string, options: { body?: string; tag?: string }) {
      shown.push({ title, body: options.body, tag: options.tag });
      notes.push(this);
    }
    close(): void {
      this.closed = true;
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('document', { visibilityState: visible ? 'visible' : 'hidden', hasFocus: () => focused });
  return { shown, notes, asked: () => asked };
}

/** A fresh copy of the module (it remembers whether it asked). */
const fresh = async () => {
  vi.resetModules();
  return import('../../renderer/lib/os-notice.js');
};

afterEach(() => vi.unstubAllGlobals());

describe('the turn notice as a system notification', () => {
  it('shows while the window is hidden or not focused, never while the player looks at it', async () => {
    for (const [visible, focused, expected] of [[false, false, 1], [true, false, 1], [true, true, 0]] as const) {
      const p = platform('granted', visible, focused);
      const { osNotice } = await fresh();
      osNotice('Your turn', 'Anna · Bernd');
      expect(p.shown.length, `visible ${visible}, focused ${focused}`).toBe(expected);
      if (expected) expect(p.shown[0]).toEqual({ title: 'Your turn', body: 'Anna · Bernd', tag: 'titan-turn' });
    }
  });

  it('brings the page to the front and closes when clicked', async () => {
    const p = platform('granted', false, false);
    const focus = vi.fn();
    vi.stubGlobal('focus', focus);
    const { osNotice } = await fresh();
    osNotice('Your turn', 'x');
    expect(focus).not.toHaveBeenCalled();
    p.notes[0]?.onclick?.();
    expect(focus).toHaveBeenCalledOnce();
    expect(p.notes[0]?.closed).toBe(true);
  });

  it('shows nothing unless the player allowed notifications', async () => {
    for (const permission of ['default', 'denied'] as const) {
      const p = platform(permission, false, false);
      const { osNotice } = await fresh();
      osNotice('Your turn', 'x');
      expect(p.shown, permission).toEqual([]);
    }
  });

  it('asks for the permission once, and not when it was answered already', async () => {
    const p = platform('default', true, true);
    const { askNoticePermission } = await fresh();
    askNoticePermission();
    askNoticePermission();
    expect(p.asked()).toBe(1);
    for (const permission of ['granted', 'denied'] as const) {
      const q = platform(permission, true, true);
      (await fresh()).askNoticePermission();
      expect(q.asked(), permission).toBe(0);
    }
  });
});
