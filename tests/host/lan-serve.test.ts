// Browser mode as a process, for network play and restarts: `--lan` offers network play (nothing listens beyond
// loopback before a game is hosted), and a restart keeps the last port and token, so an open tab reconnects by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshBundles, NODE_OUT } from '../../tools/bundle/node-bundles.mjs';
import { tempDir } from './helpers.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** Starts browser mode (host/serve.ts bundled, as `npm run serve` runs it) and resolves with its printed URL. */
function serve(extra: string[]): Promise<{ child: ChildProcess; url: string; out: () => string }> {
  const child = spawn(process.execPath, [join(NODE_OUT, 'serve.mjs'), ...extra], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((ok, ko) => {
    child.stdout?.on('data', () => {
      const m = /being served at (\S+)/.exec(out);
      if (m?.[1]) ok({ child, url: m[1], out: () => out });
    });
    child.once('exit', (code) => ko(new Error(`serve exited with ${code}: ${out}`)));
  });
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((ok) => child.once('exit', ok));
  child.kill('SIGTERM');
  return exited;
}

async function call(url: string, method: string, body: unknown = {}): Promise<{ ok: boolean; value?: unknown; error?: { code: string } }> {
  const u = new URL(url);
  const res = await fetch(`${u.origin}/api/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-titan-token': u.searchParams.get('token') ?? '' }, body: JSON.stringify(body) });
  return (await res.json()) as { ok: boolean; value?: unknown; error?: { code: string } };
}

describe('npm run serve: network play and restarts', () => {
  beforeAll(() => freshBundles(), 60_000);

  it('keeps the last port and token across a restart (a tab reconnects by itself), in a file for its user only', { timeout: 60_000 }, async () => {
    const data = tempDir();
    const first = await serve(['--data', data, '--static', data]);
    expect(await stop(first.child)).toBe(0);
    expect(statSync(join(data, 'serve-last-run.json')).mode & 0o777).toBe(0o600);
    const second = await serve(['--data', data, '--static', data]);
    try {
      expect(second.url).toBe(first.url);
      expect((await call(second.url, 'appInfo')).ok).toBe(true);
    } finally {
      await stop(second.child);
    }
  });

  it('offers network play only with --lan, and hosts a game to the network from the host panel', { timeout: 60_000 }, async () => {
    const data = tempDir();
    const plain = await serve(['--data', data, '--static', data, '--port', '0']);
    try {
      expect((await call(plain.url, 'appInfo')).value).toMatchObject({ lan: false });
      expect((await call(plain.url, 'lanStatus')).error?.code).toBe('unsupported');
    } finally {
      await stop(plain.child);
    }
    const lan = await serve(['--data', data, '--static', data, '--port', '0', '--lan', '--lan-address', '127.0.0.1']);
    try {
      expect((await call(lan.url, 'appInfo')).value).toMatchObject({ lan: true });
      expect((await call(lan.url, 'lanStatus')).value).toMatchObject({ gameId: null, port: null });
      const game = await call(lan.url, 'newGame', {
        game: 'titan',
        setup: { variant: 'titan', players: [{ color: 'Red', name: 'A' }, { color: 'Blue', name: 'B' }], options: { balancedTowers: false, mulligan: true, infoMode: 'own', pointTarget: null, turnLimit: null } },
        kinds: ['human', 'human'],
        seed: 3,
      });
      const gameId = (game.value as { gameId: string }).gameId;
      const hosted = await call(lan.url, 'lanStart', { gameId, seats: ['Blue'], spectator: false });
      const link = (hosted.value as { seats: { link: string }[] }).seats[0]?.link ?? '';
      expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?seat=[A-Za-z0-9_-]{43}$/);
      const secret = new URL(link).searchParams.get('seat') ?? '';
      const remote = await fetch(`${new URL(link).origin}/lan/api/view`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-titan-seat': secret }, body: JSON.stringify({ gameId }) });
      expect(((await remote.json()) as { value: { seat: string } }).value.seat).toBe('Blue');
    } finally {
      expect(await stop(lan.child)).toBe(0);
    }
  });
});
