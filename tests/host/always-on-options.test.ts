// The owner's game options on the always-on host (host/always-on.ts, host/owner-options.ts): the overview lists each
// module's games with their seats and the §21 endings it takes (TITAN §21 "Shortened versions"); ownerCreate makes a
// game of the chosen variant and ending for each module, audits it, shows it on the game's panel after a restart, and
// refuses — with a typed error — an unknown variant, an ending the module does not take, a number out of its bounds,
// seats out of the variant's range, and a malformed options object.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../engine/platform/module.js';
import { ALWAYS_ON_DIR } from '../../host/always-on.js';
import type { OwnerGame, OwnerOverview } from '../../host/contract-owner.js';
import { GAMES, registry, titanModule, type GameRegistry } from '../../games/index.js';
import { startInProcess, stopHosts, type InProcessHost } from './always-on-helpers.js';
import { tempDir } from './helpers.js';

type Host = InProcessHost;
afterEach(stopHosts);

/** An always-on host on `dataDir` playing `games`. */
function startHost(dataDir: string, games: GameRegistry = GAMES): Promise<Host> {
  return startInProcess(dataDir, { games });
}

/** An owner call's overview, or its refusal's code. */
async function call(host: Host, method: string, payload: unknown): Promise<OwnerOverview | string> {
  const r = await host.owner.call(method, payload);
  return r.ok ? (r.value as OwnerOverview) : r.error.code;
}

/** The game an ownerCreate made (the overview's last). */
async function create(host: Host, payload: unknown): Promise<OwnerGame> {
  const r = await call(host, 'ownerCreate', payload);
  if (typeof r === 'string') throw new Error(`refused: ${r}`);
  const g = r.games.at(-1);
  if (!g) throw new Error('no game');
  return g;
}

/** The options the created game's setup records (its save's meta). */
function recorded(host: Host, g: OwnerGame): unknown {
  const s = host.service.remoteAccess(g.gameId)?.session;
  if (!s) throw new Error('no session');
  return s.module.options(s.setup);
}

describe('the owner chooses the variant and the ending (TITAN §21 shortened versions)', () => {
  it("lists each module's games with their seats and the endings it takes", async () => {
    const host = await startHost(tempDir());
    const o = await call(host, 'ownerList', {});
    if (typeof o === 'string') throw new Error(o);
    const byId = new Map(o.kinds.map((k) => [k.id, k]));
    expect(byId.get('titan')?.variants).toEqual([
      { id: 'titan', name: 'TITAN', minSeats: 2, maxSeats: 6 },
      { id: 'titan-variant', name: 'Titan Variant (§21)', minSeats: 2, maxSeats: 6 },
    ]);
    expect(byId.get('titan')?.endings).toEqual({ turnLimit: { min: 1, max: 1_000 }, pointTarget: { min: 1, max: 100_000 } });
    expect(byId.get('gods-of-titan')?.variants).toEqual([{ id: 'gods-of-titan', name: 'Gods of Titan', minSeats: 3, maxSeats: 4 }]);
    expect(byId.get('gods-of-titan')?.endings).toEqual({ turnLimit: { min: 1, max: 1_000 }, pointTarget: { min: 1, max: 100_000 } });
    expect(byId.get('arena')?.endings).toEqual({ turnLimit: null, pointTarget: null });
  });

  it('TITAN: a §21 Titan Variant game with a point target, audited and shown on its panel after a restart', async () => {
    const dataDir = tempDir();
    const first = await startHost(dataDir);
    const g = await create(first, { game: 'titan', kinds: ['human', 'random'], options: { variant: 'titan-variant', pointTarget: 500 } });
    expect([g.variant, g.variantName, g.ending]).toEqual(['titan-variant', 'Titan Variant (§21)', { pointTarget: 500 }]);
    expect(recorded(first, g)).toMatchObject({ pointTarget: 500, turnLimit: null });
    expect(first.service.remoteAccess(g.gameId)?.session.info().gameName).toBe('Titan Variant (§21)');
    const audit = readFileSync(join(dataDir, ALWAYS_ON_DIR, 'audit.log'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(audit.at(-1)).toMatchObject({ action: 'create', gameId: g.gameId, game: 'titan', variant: 'titan-variant', ending: { pointTarget: 500 } });
    await first.stop();

    const again = await startHost(dataDir);
    const back = await call(again, 'ownerList', {});
    if (typeof back === 'string') throw new Error(back);
    expect(back.games.map((x) => [x.gameId, x.variant, x.ending])).toEqual([[g.gameId, 'titan-variant', { pointTarget: 500 }]]);
  });

  it('TITAN: no options is the classic game played to the last Titan, as before', async () => {
    const host = await startHost(tempDir());
    const g = await create(host, { game: 'titan', kinds: ['human', 'random'] });
    expect([g.variant, g.variantName, g.ending]).toEqual(['titan', 'TITAN', {}]);
    expect(recorded(host, g)).toMatchObject({ pointTarget: null, turnLimit: null });
  });

  it('Gods of Titan: a turn limit', async () => {
    const host = await startHost(tempDir());
    const g = await create(host, { game: 'gods-of-titan', kinds: ['human', 'random', 'random'], options: { turnLimit: 12 } });
    expect([g.variant, g.variantName, g.ending]).toEqual(['gods-of-titan', 'Gods of Titan', { turnLimit: 12 }]);
    expect(recorded(host, g)).toMatchObject({ turnLimit: 12, pointTarget: null });
  });

  it('the Arena: its one game by name; no ending offered, one asked for is refused', async () => {
    const host = await startHost(tempDir());
    const g = await create(host, { game: 'arena', kinds: ['human', 'random'], options: { variant: 'arena' } });
    expect([g.variant, g.ending]).toEqual(['arena', {}]);
    expect(await call(host, 'ownerCreate', { game: 'arena', kinds: ['human', 'random'], options: { turnLimit: 10 } })).toBe('bad-setup');
    expect(await call(host, 'ownerCreate', { game: 'arena', kinds: ['human', 'random'], options: { pointTarget: 10 } })).toBe('bad-setup');
  });

  it('refuses an unknown variant, a number out of the module’s bounds and a malformed options object, making no game', async () => {
    const host = await startHost(tempDir());
    const two = ['human', 'random'];
    expect(await call(host, 'ownerCreate', { game: 'titan', kinds: two, options: { variant: 'gods-of-titan' } })).toBe('bad-setup');
    expect(await call(host, 'ownerCreate', { game: 'titan', kinds: two, options: { turnLimit: 1_001 } })).toBe('bad-setup');
    expect(await call(host, 'ownerCreate', { game: 'gods-of-titan', kinds: ['human', 'random', 'random'], options: { pointTarget: 100_001 } })).toBe('bad-setup');
    expect(await call(host, 'ownerCreate', { game: 'titan', kinds: two, options: { turnLimit: 0 } })).toBe('malformed');
    expect(await call(host, 'ownerCreate', { game: 'titan', kinds: two, options: { turnLimit: 2.5 } })).toBe('malformed');
    expect(await call(host, 'ownerCreate', { game: 'titan', kinds: two, options: { pointTarget: 2_000_000 } })).toBe('malformed');
    expect(await call(host, 'ownerCreate', { game: 'titan', kinds: two, options: { seed: 3 } })).toBe('malformed');
    expect(await call(host, 'ownerCreate', { game: 'titan', kinds: two, options: { variant: '' } })).toBe('malformed');
    const o = await call(host, 'ownerList', {});
    expect(typeof o === 'string' ? o : o.games).toEqual([]);
  });

  it("takes the seats of the chosen variant's range", async () => {
    const small: AnyGameModule = { ...(titanModule as AnyGameModule), seatRange: (game) => (game === 'titan-variant' ? { min: 2, max: 3 } : titanModule.seatRange(game)) };
    const host = await startHost(tempDir(), registry([small]));
    const four = ['human', 'random', 'random', 'random'];
    const o = await call(host, 'ownerList', {});
    expect(typeof o === 'string' ? o : o.kinds[0]?.variants.map((v) => [v.id, v.maxSeats])).toEqual([['titan', 6], ['titan-variant', 3]]);
    expect(await call(host, 'ownerCreate', { game: 'titan', kinds: four, options: { variant: 'titan-variant' } })).toBe('bad-setup');
    expect((await create(host, { game: 'titan', kinds: four })).variant).toBe('titan');
  });
});
