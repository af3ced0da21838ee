// The turn-start notice setting moved from the page's localStorage into the host's settings: an older build's choice
// is read once ('off' is off, anything else on) and then forgotten by the page.
import { describe, expect, it } from 'vitest';
import { forgetOldTurnNotice, oldTurnNotice, type OldChoiceStore } from '../../renderer/lib/old-turn-notice.js';

/** A page storage holding the given items. */
function storage(items: Record<string, string>): OldChoiceStore & { items: Record<string, string> } {
  return {
    items,
    getItem: (key) => items[key] ?? null,
    removeItem: (key) => {
      delete items[key];
    },
  };
}

describe('an older build’s turn-notice choice', () => {
  it('is read as it was kept: off, on, or none', () => {
    expect(oldTurnNotice(storage({ 'titan.turnNotice': 'off' }))).toBe(false);
    expect(oldTurnNotice(storage({ 'titan.turnNotice': 'on' }))).toBe(true);
    expect(oldTurnNotice(storage({}))).toBeNull();
    expect(oldTurnNotice(undefined)).toBeNull();
  });

  it('is forgotten by the page once the host keeps it, and other items stay', () => {
    const page = storage({ 'titan.turnNotice': 'off', 'titan.privacyOff': '[]' });
    forgetOldTurnNotice(page);
    expect(page.items).toEqual({ 'titan.privacyOff': '[]' });
    expect(oldTurnNotice(page)).toBeNull();
  });
});
