// The KeyValueStore of browser mode and the tests: `conf` (electron-store's Electron-free base) in a given folder.
import Conf from 'conf';
import type { KeyValueStore } from './settings.js';

/** Opens (or creates) `<dir>/settings.json` as a KeyValueStore. */
export function openConfStore(dir: string): KeyValueStore {
  const conf = new Conf<Record<string, unknown>>({ projectName: 'titan', cwd: dir, configName: 'settings' });
  return { get: (key) => conf.get(key), set: (key, value) => conf.set(key, value) };
}
