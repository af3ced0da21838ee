// Browser mode (`npm run serve`): the host service and the built renderer on 127.0.0.1, for players without
// Electron and for the end-to-end tests. Prints the URL with its secret token. The renderer is rebuilt only when a
// source is newer than the build; the port and token of the last run are kept (in the data folder, readable by its
// owner only), so an open tab reconnects by itself after a restart. With --lan the host may open a game to the
// local network from its host panel (host/lan): only then does a second listener bind beyond loopback. With --seed the
// games it creates replay: see USAGE.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { WorkerEngineRunner } from './engine-runner.js';
import { openConfStore } from './conf-store.js';
import { LanHub } from './lan/hub.js';
import { startLanListener } from './lan/listener.js';
import { defaultDataDir } from './paths.js';
import { startLoopbackServer, type LoopbackServer } from './server.js';
import { HostService } from './service.js';

/** The --help text. */
const USAGE = `usage: tsx host/serve.ts [options]   (npm run serve -- [options])
  --port N          the loopback port (0 = any free port; default: the last run's, else any)
  --data DIR        the data folder (saves, autosaves, settings; default: the user's app data folder)
  --static DIR      the built renderer to serve (default: dist/renderer)
  --url-file FILE   also write the URL with its token to FILE (readable by this user only)
  --build           rebuild the renderer first when a source is newer than the build
  --lan             let a game be opened to the local network (File > Host network game...)
  --lan-address A   the address network play listens on (default 0.0.0.0)
  --lan-port N      its port (default 0 = any free port)
  --seed N          the seed of the first new game (0 to 4294967295), N+1 of the next, ... in the order they are
                    created (a request that names its own seed keeps it): the same games, dice and computer
                    choices in every run (but TITAN's Hard, whose search stops by the clock); default: random
  --help            this text`;

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    help: { type: 'boolean', default: false },
    seed: { type: 'string' },
    port: { type: 'string' },
    data: { type: 'string' },
    static: { type: 'string' },
    'url-file': { type: 'string' },
    build: { type: 'boolean', default: false },
    lan: { type: 'boolean', default: false },
    'lan-address': { type: 'string', default: '0.0.0.0' },
    'lan-port': { type: 'string', default: '0' },
  },
});

/** A port number option (0 = any free port). */
function portOption(name: string, text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--${name} must be a port number (0 = any free port), not "${text}"`);
    process.exit(2);
  }
  return port;
}

/** The --seed option: a game seed (an integer from 0 to 2^32 - 1), or undefined when not given. */
function seedOption(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const seed = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(seed) || seed > 0xffffffff) {
    console.error(`--seed must be a whole number from 0 to 4294967295, not "${text}"`);
    process.exit(2);
  }
  return seed;
}

/** The newest modification time under `path` (node_modules and builds excluded). */
function newest(path: string): number {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let t = 0;
  for (const name of readdirSync(path)) if (name !== 'node_modules' && name !== 'dist') t = Math.max(t, newest(join(path, name)));
  return t;
}

/** Rebuilds the renderer when a source it is built from is newer than the build (or there is none). */
function buildIfChanged(staticDir: string): void {
  const built = statSync(join(staticDir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = ['renderer', 'engine', 'games', 'ai', 'host/contract.ts', 'host/browser-client.ts', 'assets', 'package.json', 'vite.config.ts'];
  if (built > 0 && sources.every((s) => newest(join(root, s)) < built)) {
    console.log('the renderer is up to date: not rebuilt');
    return;
  }
  const r = spawnSync('npm', ['run', 'build:renderer'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** What the last run of browser mode used, kept so that a restart takes the same port and token. */
interface LastRun {
  readonly port: number;
  readonly token: string;
}

function readLastRun(file: string): LastRun | null {
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as Partial<LastRun>;
    return typeof v.port === 'number' && typeof v.token === 'string' && /^[0-9a-f]{48}$/.test(v.token) ? { port: v.port, token: v.token } : null;
  } catch {
    return null;
  }
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const firstSeed = seedOption(values.seed);
const dataDir = values.data ?? defaultDataDir();
const staticDir = values.static ?? `${root}dist/renderer`;
if (values.build) buildIfChanged(staticDir);
if (!existsSync(`${staticDir}/index.html`)) console.warn(`warning: ${staticDir}/index.html does not exist: build the renderer first (vite build)`);
const appVersion = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string }).version;
const lastRunFile = join(dataDir, 'serve-last-run.json');
const last = values.port === undefined ? readLastRun(lastRunFile) : null;
const lanPort = portOption('lan-port', values['lan-port']);

const service = new HostService({
  dataDir,
  store: openConfStore(dataDir),
  runner: new WorkerEngineRunner(),
  dialogs: null,
  mode: 'browser',
  appVersion,
  ...(firstSeed !== undefined ? { firstSeed } : {}),
});
if (values.lan) new LanHub(service, (hub) => startLanListener({ hub, staticDir, address: values['lan-address'], port: lanPort }));

let server: LoopbackServer;
try {
  server = await startLoopbackServer({ service, staticDir, port: last?.port ?? portOption('port', values.port ?? '0'), ...(last ? { token: last.token } : {}) });
} catch (e) {
  if (!last) throw e;
  console.warn(`port ${last.port} of the last run is taken: serving on another one (open tabs must be reopened from the new URL)`);
  server = await startLoopbackServer({ service, staticDir, port: 0 });
}
await writeFile(lastRunFile, JSON.stringify({ port: server.port, token: server.token }), { mode: 0o600 });
await chmod(lastRunFile, 0o600);
// The URL carries the secret token: the file is for this user only.
if (values['url-file']) {
  await writeFile(values['url-file'], server.url + '\n', { mode: 0o600 });
  await chmod(values['url-file'], 0o600);
}
console.log(`TITAN is being served at ${server.url}`);
console.log(`(data folder: ${dataDir}; the token in the URL is required; Ctrl+C stops the server)`);
if (values.lan) console.log('network play is offered: open a game, then Host network game… in its File menu (nothing listens beyond loopback before)');

let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await service.lan?.lanStop({});
  await service.shutdown();
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
