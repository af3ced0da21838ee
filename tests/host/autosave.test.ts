// Autosave under fast play: the resume file always holds a state at most a few actions old — even in an all-AI game at
// AI delay 0 on a slow disk — superseded states are skipped rather than queued, checkpoint texts waiting for the disk
// never outnumber the ones kept, a failed write is reported and the game goes on.
import * as fsp from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { AtomicFs } from '../../host/atomic-write.js';
import { Autosave, MAX_RESUME_LAG } from '../../host/autosave.js';
import { openConfStore } from '../../host/conf-store.js';
import { HostService } from '../../host/service.js';
import type { Push } from '../../host/contract.js';
import { FIRST_SEED, fileRunner, setup, tempDir } from './helpers.js';

/** node's file system, each file opened `ms` later (a slow disk). */
function slowFs(ms: number): AtomicFs {
  return { open: async (...a: Parameters<typeof fsp.open>) => (await sleep(ms), fsp.open(...a)), rename: fsp.rename, rm: fsp.rm, mkdir: fsp.mkdir };
}

describe('autosave writer', () => {
  it('writes the newest state, skips superseded ones, keeps at most `keep` checkpoints waiting and lets the game wait for it', async () => {
    let version = 0;
    const resumes: number[] = [];
    const checkpoints: string[] = [];
    let release: (() => void) | null = null;
    const a = new Autosave(
      {
        checkpoint: async (reason, text) => (checkpoints.push(`${reason}:${text}`), `cp-${text}`),
        resume: (text) => new Promise<void>((ok) => (release = () => (resumes.push(Number(text)), ok()))),
        current: () => ({ version, text: () => String(version) }),
        saved: () => undefined,
        failed: () => undefined,
      },
      () => 2,
    );
    version = 1;
    a.changed(null);
    await sleep(0);
    for (let i = 0; i < 50; i++) {
      version++;
      a.changed(i % 5 === 0 ? 'phase' : null);
    }
    expect(a.waiting).toBeLessThanOrEqual(2);
    let caughtUp = false;
    void a.within(MAX_RESUME_LAG).then(() => (caughtUp = true));
    await sleep(0);
    expect(caughtUp).toBe(false);
    (release as unknown as () => void)();
    await sleep(0);
    (release as unknown as () => void)();
    await a.flushed();
    expect(caughtUp).toBe(true);
    // the first write (version 1), then straight to the newest (51): the 49 states in between were never queued
    expect(resumes).toEqual([1, 51]);
    expect(checkpoints).toEqual(['phase:42', 'phase:47']);
  });

  it('keeps an all-AI game at AI delay 0 on a slow disk within a few actions of its resume file, with a bounded queue', { timeout: 120_000 }, async () => {
    const dataDir = tempDir();
    const service = new HostService({ dataDir, store: openConfStore(dataDir), runner: fileRunner, dialogs: null, mode: 'browser', appVersion: '0.0.0-test', fs: slowFs(8), firstSeed: FIRST_SEED });
    await service.setSettings({ patch: { aiDelayMs: 0, autosaveKeep: 3 } });
    const pushes: Push[] = [];
    service.onPush((p) => pushes.push(p));
    const r = await service.newGame(setup(['random', 'random', 'random', 'random'], 17, 12));
    if (!r.ok) throw new Error(r.error.message);
    const resume = join(dataDir, 'autosave', r.value.gameId, 'resume.titan');
    let samples = 0;
    let worst = 0;
    for (let i = 0; i < 400; i++) {
      await sleep(5);
      const games = await service.listGames();
      const game = games.ok ? games.value[0] : undefined;
      if (!game || game.phase === 'over') break;
      const text = await fsp.readFile(resume, 'utf8').catch(() => null);
      if (text === null) continue;
      const saved = (JSON.parse(text) as { snapshot: { stateId: number } }).snapshot.stateId;
      worst = Math.max(worst, game.stateId - saved);
      samples++;
    }
    await service.settled();
    expect(samples).toBeGreaterThanOrEqual(20);
    // an action may be applied while its predecessor's write is on the disk: one more than the agents' limit
    expect(worst).toBeLessThanOrEqual(MAX_RESUME_LAG + 1);
    const games = await service.listGames();
    const end = games.ok ? games.value[0] : undefined;
    expect(end?.phase).toBe('over');
    expect((JSON.parse(readFileSync(resume, 'utf8')) as { snapshot: { stateId: number } }).snapshot.stateId).toBe(end?.stateId);
    expect(pushes.filter((p) => p.kind === 'error')).toEqual([]);
    await service.shutdown();
  });

  it('reports a failed autosave and plays on', async () => {
    const dataDir = tempDir();
    let fail = true;
    const fs: AtomicFs = { open: (...a: Parameters<typeof fsp.open>) => (fail ? Promise.reject(new Error('EIO: the disk said no')) : fsp.open(...a)), rename: fsp.rename, rm: fsp.rm, mkdir: fsp.mkdir };
    const service = new HostService({ dataDir, store: openConfStore(dataDir), runner: fileRunner, dialogs: null, mode: 'browser', appVersion: '0.0.0-test', fs, firstSeed: FIRST_SEED });
    await service.setSettings({ patch: { aiDelayMs: 0 } });
    const pushes: Push[] = [];
    service.onPush((p) => pushes.push(p));
    const r = await service.newGame(setup(['random', 'random'], 5, 2));
    if (!r.ok) throw new Error(r.error.message);
    await service.settled();
    expect(pushes.some((p) => p.kind === 'error' && p.error.code === 'io' && p.error.message.includes('EIO'))).toBe(true);
    const games = await service.listGames();
    expect(games.ok && games.value[0]?.phase).toBe('over');
    fail = false;
    await service.shutdown();
  });
});
