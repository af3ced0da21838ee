// Settings through the key-value interface (conf here, electron-store in the app): defaults, partial updates,
// persistence across restarts, and damaged stored values falling back field by field.
import { describe, expect, it } from 'vitest';
import { openConfStore } from '../../host/conf-store.js';
import { DEFAULT_SETTINGS, SettingsStore } from '../../host/settings.js';
import { makeHarness, tempDir } from './helpers.js';

describe('settings', () => {
  it('starts from the defaults and persists partial updates across restarts', () => {
    const dir = tempDir();
    const s = new SettingsStore(openConfStore(dir));
    expect(s.get()).toEqual(DEFAULT_SETTINGS);
    s.update({ window: { width: 1500, x: 20 }, confirmations: { concede: false }, language: 'de-CH', aiDelayMs: 0, lastFolder: '/home/me/games' });
    const again = new SettingsStore(openConfStore(dir)).get();
    expect(again.window).toEqual({ ...DEFAULT_SETTINGS.window, width: 1500, x: 20 });
    expect(again.confirmations).toEqual({ ...DEFAULT_SETTINGS.confirmations, concede: false });
    expect(again.language).toBe('de-CH');
    expect(again.aiDelayMs).toBe(0);
    expect(again.lastFolder).toBe('/home/me/games');
  });

  it('keeps the turn-start notice with the other settings: on by default, off once switched off', () => {
    const dir = tempDir();
    expect(new SettingsStore(openConfStore(dir)).get().turnNotice).toBe(true);
    new SettingsStore(openConfStore(dir)).update({ turnNotice: false });
    expect(new SettingsStore(openConfStore(dir)).get().turnNotice).toBe(false);
    const store = openConfStore(tempDir());
    store.set('settings', { turnNotice: 'off' });
    expect(new SettingsStore(store).get().turnNotice).toBe(true);
  });

  it('keeps the update checks: not asked (off) by default and in settings stored before they existed, then the answer', () => {
    const dir = tempDir();
    const older = openConfStore(dir);
    older.set('settings', { ...DEFAULT_SETTINGS, updateChecks: undefined, language: 'de' });
    expect(new SettingsStore(older).get()).toMatchObject({ updateChecks: null, language: 'de' });
    new SettingsStore(openConfStore(dir)).update({ updateChecks: true });
    expect(new SettingsStore(openConfStore(dir)).get().updateChecks).toBe(true);
    const store = openConfStore(tempDir());
    store.set('settings', { updateChecks: 'yes' });
    expect(new SettingsStore(store).get().updateChecks).toBeNull();
  });

  it('falls back to the default for each damaged stored field', () => {
    const store = openConfStore(tempDir());
    store.set('settings', { window: { width: 'wide', height: 900 }, animationSpeed: -4, language: 42, autosaveKeep: 5, extra: true });
    const s = new SettingsStore(store).get();
    expect(s.window).toEqual({ ...DEFAULT_SETTINGS.window, height: 900 });
    expect(s.animationSpeed).toBe(DEFAULT_SETTINGS.animationSpeed);
    expect(s.language).toBe('en');
    expect(s.autosaveKeep).toBe(5);
    store.set('settings', 'not an object');
    expect(new SettingsStore(store).get()).toEqual(DEFAULT_SETTINGS);
  });

  it('is reachable through the service, which refuses invalid patches via the contract gate', async () => {
    const h = makeHarness();
    const r = await h.service.setSettings({ patch: { animationSpeed: 2 } });
    expect(r.ok && r.value.animationSpeed).toBe(2);
    const g = await h.service.getSettings();
    expect(g.ok && g.value.animationSpeed).toBe(2);
  });
});
