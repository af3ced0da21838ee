// Browser mode (`npm run serve`): the host service and the built renderer on 127.0.0.1, for players without
// Electron and for the end-to-end tests. Prints the URL with its per-launch secret token.
//   tsx host/serve.ts [--port N] [--data DIR] [--static DIR] [--url-file FILE]
import { existsSync, readFileSync } from 'node:fs';
import { chmod, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { WorkerEngineRunner } from './engine-runner.js';
import { openConfStore } from './conf-store.js';
import { defaultDataDir } from './paths.js';
import { startLoopbackServer } from './server.js';
import { HostService } from './service.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    data: { type: 'string' },
    static: { type: 'string' },
    'url-file': { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number (0 = any free port), not "${values.port}"`);
  process.exit(2);
}
const dataDir = values.data ?? defaultDataDir();
const staticDir = values.static ?? `${root}dist/renderer`;
if (!existsSync(`${staticDir}/index.html`)) console.warn(`warning: ${staticDir}/index.html does not exist: build the renderer first (vite build)`);
const appVersion = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string }).version;

const service = new HostService({
  dataDir,
  store: openConfStore(dataDir),
  runner: new WorkerEngineRunner(),
  dialogs: null,
  mode: 'browser',
  appVersion,
});
const server = await startLoopbackServer({ service, staticDir, port });
// The URL carries the secret token: the file is for this user only.
if (values['url-file']) {
  await writeFile(values['url-file'], server.url + '\n', { mode: 0o600 });
  await chmod(values['url-file'], 0o600);
}
console.log(`TITAN is being served at ${server.url}`);
console.log(`(data folder: ${dataDir}; the token in the URL is required; Ctrl+C stops the server)`);

let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await service.shutdown();
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
