// The browser-mode entry point as a process (its bundle, as `npm run serve` runs it): it prints the token URL (and
// writes it to --url-file), the page and API need that token, a bad --port or --seed is refused (--help says what they
// do), so is an insecure plan for the internet or a bad mail server, the always-on host reaches its mail server (the
// SMTP client bundled), and SIGTERM stops it cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshBundles, NODE_OUT } from '../../tools/bundle/node-bundles.mjs';
import { tempDir } from './helpers.js';
import { startSmtpCatcher } from './smtp-catcher.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const args = (extra: string[]): string[] => [join(NODE_OUT, 'serve.mjs'), ...extra];

describe('npm run serve (host/serve.ts, as its bundle dist-node/serve.mjs)', () => {
  beforeAll(() => freshBundles(), 60_000);

  it('refuses a bad port', () => {
    const r = spawnSync(process.execPath, args(['--port', 'eighty']), { cwd: repo, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--port');
  });

  it('refuses a bad seed, and says what --seed does in its --help', () => {
    for (const bad of ['-1', '1.5', '4294967296', 'x', '']) {
      const r = spawnSync(process.execPath, args([`--seed=${bad}`]), { cwd: repo, encoding: 'utf8' });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('--seed must be a whole number');
    }
    const help = spawnSync(process.execPath, args(['--help']), { cwd: repo, encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--seed N +the seed of the first new game/);
  });

  it('refuses an insecure or malformed plan for the internet at start, and says why', () => {
    const refused = (extra: string[]): string => {
      const r = spawnSync(process.execPath, args(extra), { cwd: repo, encoding: 'utf8' });
      expect(r.status, extra.join(' ')).toBe(2);
      return r.stderr;
    };
    expect(refused(['--lan', '--lan-address', '127.0.0.1', '--public-url', 'http://titan.example'])).toMatch(/plain http:\/\/.*readable and changeable.*--insecure-http/);
    expect(refused(['--lan', '--lan-address', '203.0.113.9'])).toMatch(/without TLS on 203\.0\.113\.9/);
    expect(refused(['--lan', '--public-url', 'https://titan.example/path'])).toContain('--public-url');
    expect(refused(['--lan', '--tls-cert', 'cert.pem'])).toContain('--tls-cert and --tls-key go together');
    expect(refused(['--lan', '--trusted-proxy', 'proxy.example'])).toContain("--trusted-proxy must be the proxy's IP address");
    expect(refused(['--public-url', 'https://titan.example'])).toContain('add --lan');
  });

  it('refuses a bad mail server or sender at start, from the option or the environment, and says why', () => {
    const refused = (extra: string[], env: Record<string, string> = {}): string => {
      const r = spawnSync(process.execPath, args(extra), { cwd: repo, encoding: 'utf8', env: { ...process.env, ...env } });
      expect(r.status, extra.join(' ')).toBe(2);
      return r.stderr;
    };
    expect(refused(['--smtp', 'smtp://127.0.0.1', '--mail-from', 'host@example.org'])).toContain('add --always-on');
    expect(refused(['--always-on', '--lan-address', '127.0.0.1', '--smtp', 'smtp://127.0.0.1'])).toContain('--mail-from ADDRESS is needed');
    expect(refused(['--always-on', '--lan-address', '127.0.0.1', '--mail-from', 'host@example.org'], { TITAN_SMTP_URL: 'smtp://titan:hunter2@127.0.0.1/x' })).toMatch(/--smtp: .*no path/);
    expect(refused(['--always-on', '--lan-address', '127.0.0.1', '--mail-from', 'host@example.org'])).toContain('--mail-from goes with a mail server');
  });

  it('starts the always-on host with the mail server of TITAN_SMTP_URL and reaches it', { timeout: 60_000 }, async () => {
    const smtp = await startSmtpCatcher();
    const data = tempDir();
    const env = { ...process.env, TITAN_SMTP_URL: `smtp://titan:secret%20pass@127.0.0.1:${smtp.port}` };
    const child = spawn(process.execPath, args(['--always-on', '--data', data, '--static', data, '--lan-address', '127.0.0.1', '--mail-from', 'host@example.org']), { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    try {
      await new Promise<void>((ok, ko) => {
        const timer = setInterval(() => {
          if (out.includes('turn notices are mailed through')) {
            clearInterval(timer);
            ok();
          }
        }, 50);
        child.once('exit', (code) => ko(new Error(`the host exited with ${code}: ${out}`)));
      });
      expect(out).toContain(`turn notices are mailed through 127.0.0.1:${smtp.port} from host@example.org`);
      expect(out).not.toContain('secret pass');
    } finally {
      child.kill('SIGTERM');
      await smtp.close();
    }
    expect(await new Promise<number | null>((ok) => child.once('exit', ok))).toBe(0);
  });

  it('serves on a free loopback port behind a per-launch token and stops on SIGTERM', { timeout: 60_000 }, async () => {
    const data = tempDir();
    const urlFile = join(data, 'url.txt');
    const child = spawn(process.execPath, args(['--data', data, '--url-file', urlFile, '--static', data]), { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      await new Promise<void>((ok, ko) => {
        const timer = setInterval(() => {
          if (/\?token=/.test(out) && existsSync(urlFile)) {
            clearInterval(timer);
            ok();
          }
        }, 50);
        child.once('exit', (code) => ko(new Error(`serve exited with ${code}`)));
      });
      const url = readFileSync(urlFile, 'utf8').trim();
      expect(out).toContain(url);
      // the URL file carries the secret: readable by this user only
      expect(statSync(urlFile).mode & 0o777).toBe(0o600);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{48}$/);
      const origin = new URL(url).origin;
      const token = new URL(url).searchParams.get('token') as string;
      expect((await fetch(`${origin}/api/appInfo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(403);
      const info = await fetch(`${origin}/api/appInfo`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-titan-token': token }, body: '{}' });
      expect(await info.json()).toEqual(expect.objectContaining({ ok: true, value: expect.objectContaining({ mode: 'browser' }) }));
      const settings = await fetch(`${origin}/api/setSettings`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-titan-token': token }, body: JSON.stringify({ patch: { language: 'fr' } }) });
      expect(((await settings.json()) as { ok: boolean }).ok).toBe(true);
      expect(existsSync(join(data, 'settings.json'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    const code = await new Promise<number | null>((ok) => child.once('exit', ok));
    expect(code).toBe(0);
  });
});
