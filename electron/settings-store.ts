// electron-store behind the host's KeyValueStore interface (the host itself never imports Electron).
import Store from 'electron-store';
import type { KeyValueStore } from '../host/settings.js';

/** Opens the app's settings file in Electron's userData folder. */
export function openElectronStore(): KeyValueStore {
  const store = new Store<Record<string, unknown>>({ name: 'settings' });
  return { get: (key) => store.get(key), set: (key, value) => store.set(key, value) };
}
