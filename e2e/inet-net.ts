// An "internet" of network namespaces for the internet spec (L the worker's lane): the host's service and the host's
// own browser in titan-inet-host-L (192.168.77.2, a private network), a router titan-inet-router-L between that
// network and a public one (192.168.77.1 | 203.0.113.1, forwarding nothing) on which nginx — started by the test with
// a config written to a temp folder — is the TLS reverse proxy of https://titan.example, and a friend's browser in
// titan-inet-friend-L (203.0.113.2) that reaches the host only by that name. A test CA and the server certificate of
// titan.example are made by openssl at start; the friend's Chromium trusts it by its key (SPKI) and the host's
// listener speaks TLS with it too (nginx checks it against the test CA). Everything is stopped and removed by `stop`,
// also after a failure. Needs root for `ip netns`; without it the spec is skipped with the reason.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Browser } from '@playwright/test';
import { chromiumIn, inNs, ip, ipQuietly, LANE, tryNamespace } from './netns.js';
import { serve, stop } from './own-server.js';

/** The three namespaces (the worker's own: their links and addresses live inside them, so only the names differ). */
const HOST_NS = `titan-inet-host-${LANE}`;
const ROUTER_NS = `titan-inet-router-${LANE}`;
const FRIEND_NS = `titan-inet-friend-${LANE}`;
/** The host's private address, the router's two, the friend's public one. */
export const HOST_IP = '192.168.77.2';
const ROUTER_LAN_IP = '192.168.77.1';
export const ROUTER_WAN_IP = '203.0.113.1';
const FRIEND_IP = '203.0.113.2';
/** The public name, and the port network play listens on (behind the proxy). */
export const PUBLIC_NAME = 'titan.example';
export const HOST_PORT = 8443;

function openssl(cwd: string, ...args: string[]): void {
  execFileSync('openssl', args, { cwd, stdio: 'pipe' });
}

/** A test CA and the server certificate of PUBLIC_NAME it signs; the certificate's SPKI hash (base64 SHA-256), which
 * Chromium trusts with --ignore-certificate-errors-spki-list. */
function makeCertificates(dir: string): string {
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  openssl(dir, 'req', '-x509', ...ec, '-subj', '/CN=TITAN e2e test CA', '-days', '2', '-keyout', 'ca.key', '-out', 'ca.pem', '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign');
  openssl(dir, 'req', ...ec, '-subj', `/CN=${PUBLIC_NAME}`, '-keyout', 'server.key', '-out', 'server.csr');
  writeFileSync(join(dir, 'server.ext'), `subjectAltName=DNS:${PUBLIC_NAME}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`);
  openssl(dir, 'x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-out', 'server.pem', '-extfile', 'server.ext');
  const pub = execFileSync('openssl', ['x509', '-in', 'server.pem', '-pubkey', '-noout'], { cwd: dir });
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { cwd: dir, input: pub });
  return execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
}

/** nginx on the router: TLS for PUBLIC_NAME on the public address, proxied to the host's listener over TLS (checked
 * against the test CA), with the client's address and scheme forwarded and the event stream unbuffered. */
function nginxConfig(dir: string): string {
  const temp = (name: string): string => `${name}_temp_path ${join(dir, 'nginx-temp', name)};`;
  return `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} info;
daemon off;
events { worker_connections 256; }
http {
  access_log ${join(dir, 'nginx-access.log')};
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  server {
    listen ${ROUTER_WAN_IP}:443 ssl;
    server_name ${PUBLIC_NAME};
    ssl_certificate ${join(dir, 'server.pem')};
    ssl_certificate_key ${join(dir, 'server.key')};
    location / {
      proxy_pass https://${HOST_IP}:${HOST_PORT};
      proxy_ssl_verify on;
      proxy_ssl_trusted_certificate ${join(dir, 'ca.pem')};
      proxy_ssl_name ${PUBLIC_NAME};
      proxy_ssl_server_name on;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/** A veth pair between two namespaces, each end with its address. */
function link(a: { ns: string; dev: string; ip: string }, b: { ns: string; dev: string; ip: string }): void {
  ip('link', 'add', a.dev, 'netns', a.ns, 'type', 'veth', 'peer', 'name', b.dev, 'netns', b.ns);
  for (const end of [a, b]) {
    inNs(end.ns, 'ip', 'addr', 'add', `${end.ip}/24`, 'dev', end.dev);
    inNs(end.ns, 'ip', 'link', 'set', end.dev, 'up');
  }
}

/** The three namespaces and their links; the reason when this machine refuses. */
function makeNetwork(): string | null {
  for (const ns of [HOST_NS, ROUTER_NS, FRIEND_NS]) {
    const refused = tryNamespace(ns);
    if (refused) return refused;
  }
  link({ ns: HOST_NS, dev: 'ti-host', ip: HOST_IP }, { ns: ROUTER_NS, dev: 'ti-rlan', ip: ROUTER_LAN_IP });
  link({ ns: ROUTER_NS, dev: 'ti-rwan', ip: ROUTER_WAN_IP }, { ns: FRIEND_NS, dev: 'ti-friend', ip: FRIEND_IP });
  inNs(HOST_NS, 'ip', 'route', 'add', 'default', 'via', ROUTER_LAN_IP);
  inNs(FRIEND_NS, 'ip', 'route', 'add', 'default', 'via', ROUTER_WAN_IP);
  // the router forwards nothing: the friend reaches the host only through the proxy
  inNs(ROUTER_NS, 'sysctl', '-qw', 'net.ipv4.ip_forward=0');
  return null;
}

function dropNetwork(): void {
  ipQuietly(['netns', 'del', HOST_NS], ['netns', 'del', ROUTER_NS], ['netns', 'del', FRIEND_NS]);
}

/** A request made with curl from the friend's namespace: the HTTP status ('000': no HTTP answer at all). */
export function curlFromFriend(dir: string, url: string, args: readonly string[] = []): string {
  const r = spawnSync('ip', ['netns', 'exec', FRIEND_NS, 'curl', '-s', '-o', '/dev/null', '-w', '%{http_code}', '--max-time', '10', '--cacert', join(dir, 'ca.pem'), '--resolve', `${PUBLIC_NAME}:443:${ROUTER_WAN_IP}`, '--resolve', `${PUBLIC_NAME}:80:${ROUTER_WAN_IP}`, ...args, url], { encoding: 'utf8' });
  return r.stdout.trim();
}

/** The internet of the spec; `skip` says why there is none. */
export interface InternetNetwork {
  readonly skip: string | null;
  /** The host's own page (loopback inside the host's namespace, with its token). */
  readonly hostUrl: string;
  /** The host's browser (in the host's namespace) and the friend's (in the friend's). */
  readonly host: Browser | null;
  readonly friend: Browser | null;
  /** The folder of the certificates (curlFromFriend trusts its CA). */
  readonly dir: string;
  stop(): Promise<void>;
}

/** Stops a child process (nginx) and waits until it has exited. */
async function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  child.kill('SIGTERM');
  await exited;
}

/** Builds the internet, starts nginx, the host's service and both browsers. */
export async function startInternet(): Promise<InternetNetwork> {
  dropNetwork();
  const none = { hostUrl: '', host: null, friend: null, dir: '', stop: async () => dropNetwork() };
  const tools = ['nginx', 'openssl', 'curl'].filter((t) => spawnSync('sh', ['-c', `command -v ${t}`]).status !== 0);
  if (tools.length > 0) return { ...none, skip: `${tools.join(', ')} missing: apt-get install nginx-light openssl curl (.ci/run does)` };
  const skip = makeNetwork();
  if (skip) return { ...none, skip };
  const dir = mkdtempSync(join(tmpdir(), 'titan-inet-e2e-'));
  chmodSync(dir, 0o755); // nginx's workers (user nobody) write their temp files below
  let nginx: ChildProcess | null = null;
  let server: Awaited<ReturnType<typeof serve>> | null = null;
  const browsers: Browser[] = [];
  const stopAll = async (): Promise<void> => {
    for (const b of browsers) await b.close().catch(() => undefined);
    if (server) await stop(server.child);
    await stopChild(nginx);
    dropNetwork();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const spki = makeCertificates(dir);
    mkdirSync(join(dir, 'nginx-temp'), { mode: 0o777 });
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir));
    nginx = spawn('ip', ['netns', 'exec', ROUTER_NS, 'nginx', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'nginx-error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
    const data = join(dir, 'data');
    mkdirSync(data);
    server = await serve(data, ['--port', '0', '--lan', '--lan-address', HOST_IP, '--lan-port', String(HOST_PORT), '--public-url', `https://${PUBLIC_NAME}`, '--tls-cert', join(dir, 'server.pem'), '--tls-key', join(dir, 'server.key'), '--trusted-proxy', ROUTER_LAN_IP], HOST_NS);
    browsers.push(await chromiumIn(HOST_NS, dir));
    browsers.push(await chromiumIn(FRIEND_NS, dir, [`--host-resolver-rules=MAP ${PUBLIC_NAME} ${ROUTER_WAN_IP}`, `--ignore-certificate-errors-spki-list=${spki}`]));
    // nginx answers the friend; the host listens beyond loopback only once a game is opened to the network (502)
    await expect.poll(() => curlFromFriend(dir, `https://${PUBLIC_NAME}/`), { timeout: 30_000 }).not.toBe('000');
    expect(curlFromFriend(dir, `https://${PUBLIC_NAME}/`)).toBe('502');
    return { skip: null, hostUrl: server.url, host: browsers[0] ?? null, friend: browsers[1] ?? null, dir, stop: stopAll };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
