// When the desktop app may look for updates and what it does once one is fetched (host/update-policy.ts): only a
// packaged desktop app, only with the player's consent (asked once), and a game in progress is never interrupted.
import { describe, expect, it } from 'vitest';
import { CHECK_EVERY_MS, afterDownload, askConsent, canUpdate, checkDue, gameInProgress, mayCheck, type UpdateContext } from '../../host/update-policy.js';

const desktop: UpdateContext = { mode: 'electron', packaged: true, consent: true };
const playing = { phase: 'move', winner: null };
const won = { phase: 'over', winner: 'red' };

describe('the update policy', () => {
  it('looks only in a packaged desktop app whose player allowed it', () => {
    expect(mayCheck(desktop)).toBe(true);
    expect(mayCheck({ ...desktop, consent: false })).toBe(false);
    expect(mayCheck({ ...desktop, consent: null })).toBe(false);
    expect(mayCheck({ ...desktop, packaged: false })).toBe(false);
    expect(mayCheck({ ...desktop, mode: 'browser' })).toBe(false);
    expect(canUpdate({ ...desktop, mode: 'browser' })).toBe(false);
  });

  it('looks at once, then again only after a while; updates switched on later are looked for at the next tick', () => {
    expect(checkDue(desktop, null, 5)).toBe(true);
    expect(checkDue(desktop, 5, 5 + CHECK_EVERY_MS - 1)).toBe(false);
    expect(checkDue(desktop, 5, 5 + CHECK_EVERY_MS)).toBe(true);
    expect(checkDue({ ...desktop, consent: false }, null, 5)).toBe(false);
  });

  it('asks the player once: only while never asked, and never a browser page or a build run from source', () => {
    expect(askConsent({ ...desktop, consent: null })).toBe(true);
    expect(askConsent(desktop)).toBe(false);
    expect(askConsent({ ...desktop, consent: false })).toBe(false);
    expect(askConsent({ ...desktop, consent: null, mode: 'browser' })).toBe(false);
    expect(askConsent({ ...desktop, consent: null, packaged: false })).toBe(false);
  });

  it('never interrupts a game in progress: a quiet notice then, the offer to restart only when none is', () => {
    expect(gameInProgress([won, playing])).toBe(true);
    expect(afterDownload([won, playing])).toBe('notice');
    expect(afterDownload([won])).toBe('offer-restart');
    expect(afterDownload([])).toBe('offer-restart');
    // a game won before its phase says so (TITAN's last Titan slain) is over too
    expect(gameInProgress([{ phase: 'muster', winner: 'blue' }])).toBe(false);
  });
});
