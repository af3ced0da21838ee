// The event log a screen shows survives a reload, Continue and Open: the host rebuilds it from the game's events (an
// opened game's from the replay of its action log) and sends it with the screen, only what the game's humans may see.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/titan/events.js';
import type { Harness } from './helpers.js';
import { driveHumans, makeHarness, prng, setup } from './helpers.js';

/** The log the host sends with the screen of a game. */
async function sentLog(h: Harness, gameId: string): Promise<readonly GameEvent[]> {
  await h.service.settled();
  const v = await h.service.view({ gameId });
  if (!v.ok) throw new Error(v.error.message);
  return (v.value.log ?? []) as readonly GameEvent[];
}

/** Plays a two-human game into a battle's strike phase; returns the game id. */
async function intoBattle(h: Harness): Promise<string> {
  const r = await h.service.newGame(setup(['human', 'human'], 1234));
  if (!r.ok) throw new Error(r.error.message);
  await driveHumans(h, r.value.gameId, prng(77), (v) => v.view.battle?.phase === 'strike' && v.legal.some((a) => a.type === 'strike'), 5000);
  return r.value.gameId;
}

/** Plays the human seat of a game against the computer into the given round (false if the game ended first).
 * driveHumans stops where the human has nothing to do, which is also where the computer's turn has not begun yet:
 * wait a moment then and go on. */
async function untilRound(h: Harness, gameId: string, round: number, rnd: () => number): Promise<boolean> {
  for (let wait = 0; wait < 500; wait++) {
    const v = await driveHumans(h, gameId, rnd, (p) => p.view.round >= round, 3000);
    if (v.view.round >= round) return true;
    if (v.view.winner !== null) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the game did not reach round ${round}`);
}

describe('the event log is rebuilt from the game', () => {
  it('a reload (view again) gets the whole log, from the towers roll on', async () => {
    const h = makeHarness();
    const gameId = await intoBattle(h);
    const log = await sentLog(h, gameId);
    const pushed = h.pushes.flatMap((p) => (p.kind === 'view' && p.game === 'titan' && p.gameId === gameId ? p.events : []));
    expect(log[0]?.type).toBe('towers');
    expect(log.length).toBeGreaterThanOrEqual(pushed.length);
    expect(log.filter((e) => e.type === 'battleStart').length).toBeGreaterThanOrEqual(1);
  });

  it('Continue in a new host and Open from a saved file both rebuild the same log, mid-battle', async () => {
    const h = makeHarness();
    const gameId = await intoBattle(h);
    const before = await sentLog(h, gameId);
    expect((await h.service.saveAs({ gameId, target: { kind: 'name', name: 'log rebuild' } })).ok).toBe(true);
    await h.service.quitGame({ gameId });

    const h2 = makeHarness(h.dataDir);
    const c = await h2.service.continueLatest();
    if (!c.ok) throw new Error(c.error.message);
    expect(await sentLog(h2, c.value.gameId)).toEqual(before);
    // once the replay check knows the history, the screen is pushed again with it
    expect(h2.pushes.some((p) => (p.kind === 'view' || p.kind === 'handoff') && p.log?.length === before.length)).toBe(true);

    const recent = await h2.service.listRecent();
    if (!recent.ok || !recent.value[0]) throw new Error('no recent file');
    const o = await h2.service.openSave({ source: { kind: 'path', path: recent.value[0].path } });
    if (!o.ok) throw new Error(o.error.message);
    expect(await sentLog(h2, o.value.gameId)).toEqual(before);
  });

  it('a screen asked for right after Open, while the replay check runs, holds no log: the check sends the whole log', async () => {
    // the page asks for the screen as soon as Open answers; answered before the check with an empty log, that answer
    // replaced the log the check had pushed when it reached the page last (the dice history stayed empty)
    const h = makeHarness();
    const gameId = await intoBattle(h);
    const before = await sentLog(h, gameId);
    expect(before.some((e) => e.type === 'battleStart')).toBe(true);
    const saved = await h.service.saveAs({ gameId, target: { kind: 'name', name: 'open then view' } });
    if (!saved.ok) throw new Error(saved.error.message);
    await h.service.quitGame({ gameId });
    const o = await h.service.openSave({ source: { kind: 'path', path: saved.value.path } });
    if (!o.ok) throw new Error(o.error.message);
    const v = await h.service.view({ gameId: o.value.gameId });
    if (!v.ok) throw new Error(v.error.message);
    expect(v.value.log).toBeUndefined();
    // the check's push brings the whole log, and so does every screen asked for once it is done
    expect(await sentLog(h, o.value.gameId)).toEqual(before);
    expect(h.pushes.some((p) => (p.kind === 'view' || p.kind === 'handoff') && p.log?.length === before.length && p.gameId === o.value.gameId)).toBe(true);
    await h.service.shutdown();
  });

  it('every piece a strike names moved onto its battleland earlier in the log, which names its creature', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['human', 'human'], 1234));
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    await driveHumans(h, gameId, prng(77), (v) => (v.view.battle?.round ?? 0) >= 3, 5000);
    const log = await sentLog(h, gameId);
    let named = new Set<string>();
    const unnamed: string[] = [];
    let checked = 0;
    for (const e of log) {
      if (e.type === 'battleStart') named = new Set();
      if (e.type === 'battleMove') named.add(e.piece);
      if (e.type === 'strike' || e.type === 'carry') {
        checked++;
        unnamed.push(...[e.piece, e.target].filter((p) => !named.has(p)));
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(unnamed).toEqual([]);
  });

  it('a game against the computer sends only what the human may see', async () => {
    // Games are played until one, still going, has events addressed to a seat (a split's or a muster's contents; how
    // many depends on the play, and a random human may lose early, after which the rules reveal everything).
    let addressed: readonly GameEvent[] = [];
    for (let seed = 99; seed < 110 && addressed.length === 0; seed++) {
      const h = makeHarness();
      const r = await h.service.newGame(setup(['human', 'random'], seed));
      if (!r.ok) throw new Error(r.error.message);
      const rnd = prng(seed);
      for (let round = 4; round <= 20 && (await untilRound(h, r.value.gameId, round, rnd)); round++) {
        addressed = (await sentLog(h, r.value.gameId)).filter((e) => e.audience !== undefined);
        if (addressed.length > 0) break;
      }
    }
    expect(addressed.length).toBeGreaterThan(0);
    expect(addressed.filter((e) => !e.audience?.includes('Red'))).toEqual([]);
  });
});
