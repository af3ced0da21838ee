// Where the host keeps its data when no Electron `app.getPath('userData')` is there to ask (browser mode).
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The per-user data folder of TITAN on this platform (TITAN_DATA_DIR overrides it). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.TITAN_DATA_DIR) return env.TITAN_DATA_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Titan');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Titan');
  return join(env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'titan');
}

/** The folder of the app's log files in its data folder (electron/crash.ts writes them; a problem report reads them). */
export function logsDir(dataDir: string): string {
  return join(dataDir, 'logs');
}
