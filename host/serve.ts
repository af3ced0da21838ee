// Browser mode (`npm run serve`): the host service and the built renderer on 127.0.0.1, for players without
// Electron and for the end-to-end tests. Prints the URL with its secret token. The renderer is rebuilt only when a
// source is newer than the build; the port and token of the last run are kept (in the data folder, readable by its
// owner only), so an open tab reconnects by itself after a restart. With --lan the host may open a game to the
// local network from its host panel (host/lan): only then does a second listener bind beyond loopback; with
// --public-url, --tls-cert/--tls-key and --trusted-proxy it is reachable from the internet (secure transport is
// checked at start: host/lan/public-url.ts). With --always-on (`npm run host`) it is the always-on host instead:
// headless, several network games at once, run from the owner page (host/always-on.ts); with --smtp (or
// TITAN_SMTP_URL) and --mail-from it mails the remote players their turns (host/notify-mail.ts). With --seed the games
// it creates replay: see USAGE.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { WorkerEngineRunner } from './engine-runner.js';
import { openConfStore } from './conf-store.js';
import { LanHub } from './lan/hub.js';
import { boundAddresses, startLanListener } from './lan/listener.js';
import { plainAddress } from './lan/addresses.js';
import { parsePublicUrl, transportRefusal, type PublicUrl } from './lan/public-url.js';
import type { TlsFiles } from './server.js';
import { defaultDataDir } from './paths.js';
import { startLoopbackServer, type LoopbackServer } from './server.js';
import { HostService } from './service.js';
import { AlwaysOnHost, ALWAYS_ON_DIR } from './always-on.js';
import { GAMES } from '../games/index.js';
import { parseSmtp, smtpSender, type SmtpConfig } from './smtp-config.js';
import { MailNotifier } from './notify-mail.js';
import { SeatMailStore, SEAT_MAIL_FILE } from './seat-mail-store.js';
import { networkSeatOf, SeatMailDesk } from './seat-mail.js';

/** The --help text. */
const USAGE = `usage: npm run serve -- [options]   (dist-node/serve.mjs, bundled from host/serve.ts)
  --port N          the loopback port (0 = any free port; default: the last run's, else any)
  --data DIR        the data folder (saves, autosaves, settings; default: the user's app data folder)
  --static DIR      the built renderer to serve (default: dist/renderer)
  --url-file FILE   also write the URL with its token (--always-on: the owner link) to FILE (readable by this user only)
  --always-on       the always-on host (npm run host): no window of its own, several network games at once, created
                    and run from the owner page whose secret link is printed at start (network play as with --lan)
  --build           rebuild the renderer first when a source is newer than the build
  --lan             let a game be opened to the local network (File > Host network game...)
  --lan-address A   the address network play listens on (default 0.0.0.0)
  --lan-port N      its port (default 0 = any free port)
  --public-url U    the address the internet reaches network play by (https://name[:port]): links carry it, and
                    Host/Origin may name it beside this machine's addresses
  --tls-cert FILE   network play speaks HTTPS with this certificate (PEM, with its chain) ...
  --tls-key FILE    ... and this private key (PEM)
  --trusted-proxy A the address of the TLS reverse proxy in front of network play: only its X-Forwarded-For/-Proto/
                    -Host or Forwarded headers are believed (the client's address for rate limits)
  --insecure-http   allow plain HTTP beyond private networks (refused by default: every link, move and board would
                    cross the internet readable and changeable by anyone on the way)
  --smtp URL        (--always-on) mail the players their turns through this SMTP server: smtp://user:pass@host:port
                    (STARTTLS, required but for a server on this machine) or smtps://user:pass@host:port (TLS);
                    certificates are checked. Better in the environment: TITAN_SMTP_URL=... keeps the password
                    out of the process list. Without it the host sends no e-mail.
  --mail-from A     the address those mails come from (needed with a mail server)
  --seed N          the seed of the first new game (0 to 4294967295), N+1 of the next, ... in the order they are
                    created (a request that names its own seed keeps it): the same games, dice and computer
                    choices in every run (every level's search, Hard's too, is counted in simulations, not
                    time); default: random
  --replay-decisions
                    the computers' choices follow from their game's seed (as with --seed) while new games that name
                    no seed still draw one: a game started from a named seed plays the same way in every run
  --help            this text`;

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    help: { type: 'boolean', default: false },
    seed: { type: 'string' },
    'replay-decisions': { type: 'boolean', default: false },
    port: { type: 'string' },
    data: { type: 'string' },
    static: { type: 'string' },
    'url-file': { type: 'string' },
    build: { type: 'boolean', default: false },
    lan: { type: 'boolean', default: false },
    'lan-address': { type: 'string', default: '0.0.0.0' },
    'lan-port': { type: 'string', default: '0' },
    'public-url': { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    'trusted-proxy': { type: 'string' },
    'insecure-http': { type: 'boolean', default: false },
    'always-on': { type: 'boolean', default: false },
    smtp: { type: 'string' },
    'mail-from': { type: 'string' },
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

/** Stops at start with a message for the host (exit code 2: a wrong option). */
function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The --public-url option, read strictly; null when not given. */
function publicUrlOption(text: string | undefined): PublicUrl | null {
  if (text === undefined) return null;
  const r = parsePublicUrl(text);
  return 'url' in r ? r.url : refuse(`--public-url: ${r.error}`);
}

/** The certificate and key of --tls-cert/--tls-key (both or neither), read now: a missing file stops the start. */
function tlsOption(cert: string | undefined, key: string | undefined): TlsFiles | null {
  if (cert === undefined && key === undefined) return null;
  if (cert === undefined || key === undefined) return refuse('--tls-cert and --tls-key go together: give both (or neither)');
  try {
    return { cert: readFileSync(cert, 'utf8'), key: readFileSync(key, 'utf8') };
  } catch (e) {
    return refuse(`the TLS certificate or key cannot be read: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The --trusted-proxy option: an IP address; null when not given. */
function proxyOption(text: string | undefined): string | null {
  if (text === undefined) return null;
  return plainAddress(text) ?? refuse(`--trusted-proxy must be the proxy's IP address, not "${text}"`);
}

/** The mail server of --smtp or TITAN_SMTP_URL with --mail-from, read strictly; null when none is given. */
function smtpOption(url: string | undefined, from: string | undefined): SmtpConfig | null {
  if (url === undefined || url.trim() === '') return from === undefined ? null : refuse('--mail-from goes with a mail server: give --smtp URL or TITAN_SMTP_URL');
  if (!values['always-on']) return refuse('--smtp (TITAN_SMTP_URL) is an option of the always-on host: add --always-on (npm run host)');
  const r = parseSmtp(url, from);
  return 'config' in r ? r.config : refuse(`--smtp: ${r.error}`);
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
  const sources = ['renderer', 'engine', 'games', 'ai', 'host/contract.ts', 'host/contract-owner.ts', 'host/browser-client.ts', 'host/owner-client.ts', 'assets', 'package.json', 'vite.config.ts'];
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
const publicUrl = publicUrlOption(values['public-url']);
const tls = tlsOption(values['tls-cert'], values['tls-key']);
const trustedProxy = proxyOption(values['trusted-proxy']);
const insecureHttp = values['insecure-http'];
const alwaysOn = values['always-on'];
const smtp = smtpOption(values.smtp ?? process.env.TITAN_SMTP_URL, values['mail-from']);
const lan = values.lan || alwaysOn;
if (lan) {
  const refusal = transportRefusal({ publicUrl, listen: boundAddresses(values['lan-address']), tls: tls !== null, trustedProxy, insecureHttp });
  if (refusal) refuse(`network play refused: ${refusal}`);
} else if (publicUrl || tls || trustedProxy) refuse('--public-url, --tls-cert/--tls-key and --trusted-proxy are options of network play: add --lan');

const games = GAMES;
const service = new HostService({
  games,
  dataDir,
  store: openConfStore(dataDir),
  runner: new WorkerEngineRunner(),
  dialogs: null,
  mode: 'browser',
  appVersion,
  ...(firstSeed !== undefined ? { firstSeed } : {}),
  replayDecisions: values['replay-decisions'],
});
let owner: AlwaysOnHost | null = null;
const hub = lan
  ? new LanHub(service, (h, url, allowed) => startLanListener({ hub: h, staticDir, address: values['lan-address'], port: lanPort, publicUrl: url, tls, trustedProxy, insecureHttp: insecureHttp || allowed, owner }), publicUrl, alwaysOn)
  : null;

/** Writes the URL with its secret to --url-file (readable by this user only). */
async function writeUrlFile(url: string): Promise<void> {
  if (!values['url-file']) return;
  await writeFile(values['url-file'], url + '\n', { mode: 0o600 });
  await chmod(values['url-file'], 0o600);
}

let stopping = false;
/** Stops network play, flushes every write and exits. */
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await service.lan?.lanStop({});
  await service.shutdown();
  await owner?.flushed();
  await server?.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

let server: LoopbackServer | null = null;
/** The players' notice mail when the owner gave a mail server: their addresses, the mailer, the seat pages' door. */
function seatMail(config: SmtpConfig, h: LanHub): MailNotifier {
  const store = new SeatMailStore(join(dataDir, ALWAYS_ON_DIR, SEAT_MAIL_FILE));
  const sender = smtpSender(config);
  const mailer = new MailNotifier({ sender, from: config.from, store, seatOf: networkSeatOf(h, service) });
  h.mail = new SeatMailDesk(store, mailer);
  sender.verify().then(
    () => console.log(`turn notices are mailed through ${config.host}:${config.port} from ${config.from}`),
    (e: unknown) => console.warn(`warning: the mail server ${config.host}:${config.port} cannot be reached now (${e instanceof Error ? e.message : String(e)}): mails are tried when they are due`),
  );
  return mailer;
}

if (alwaysOn && hub) {
  const notices = smtp ? seatMail(smtp, hub) : null;
  if (!notices) console.log('no mail server given (--smtp or TITAN_SMTP_URL): the host sends no e-mail');
  owner = new AlwaysOnHost({ service, hub, games, dataDir, ...(notices ? { notices } : {}) });
  for (const problem of await owner.restore()) console.warn(`warning: ${problem}`);
  const endpoint = await hub.listen();
  const link = owner.ownerLink(endpoint.origin);
  await writeUrlFile(link);
  console.log(`the always-on host listens on ${endpoint.address}:${endpoint.port}; the owner page (keep this link secret):`);
  console.log(link);
  console.log(`(data folder: ${dataDir}; the owner link is kept in ${join(dataDir, ALWAYS_ON_DIR)}; Ctrl+C stops the host)`);
} else await serveLoopback();

/** Browser mode: the loopback server with the host's own page (the last run's port and token when free). */
async function serveLoopback(): Promise<void> {
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
  await writeUrlFile(server.url);
  console.log(`TITAN is being served at ${server.url}`);
  console.log(`(data folder: ${dataDir}; the token in the URL is required; Ctrl+C stops the server)`);
  if (lan) console.log('network play is offered: open a game, then Host network game… in its File menu (nothing listens beyond loopback before)');
}
