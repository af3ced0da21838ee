// The desktop app's updates (electron/updates.ts) against a mocked electron and electron-updater: nothing is looked
// for without the player's consent (asked once), a fetched update never interrupts a game in progress (a quiet notice
// only), it installs when the app quits, and errors are logged, never thrown.
import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameInfo, UpdatePush } from '../../host/contract.js';
import { CHECK_EVERY_MS, CHECK_TICK_MS } from '../../host/update-policy.js';

const electron = vi.hoisted(() => ({
  app: { isPackaged: true },
  /** The buttons chosen, one per message box, in turn (then "the second button"). */
  answers: [] as number[],
  boxes: [] as { message: string; buttons: string[] }[],
}));
const updater = vi.hoisted(() => ({ current: null as unknown }));

vi.mock('electron', () => ({
  app: electron.app,
  dialog: {
    showMessageBox: (...args: unknown[]) => {
      const options = args[args.length - 1] as { message: string; buttons: string[] };
      electron.boxes.push(options);
      return Promise.resolve({ response: electron.answers.shift() ?? 1 });
    },
  },
}));
vi.mock('electron-updater', () => ({
  get autoUpdater() {
    return updater.current;
  },
}));

/** electron-updater's autoUpdater as the tests drive it. */
class FakeUpdater extends EventEmitter {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  logger: unknown = 'default';
  checks = 0;
  installs = 0;
  fail: Error | null = null;
  checkForUpdates(): Promise<null> {
    this.checks++;
    if (!this.fail) return Promise.resolve(null);
    this.emit('error', this.fail);
    return Promise.reject(this.fail);
  }
  quitAndInstall(): void {
    this.installs++;
  }
}

const { startUpdates } = await import('../../electron/updates.js');

const playing = { phase: 'move', winner: null } as GameInfo;
const won = { phase: 'over', winner: 'red' } as GameInfo;

/** The app as the updater sees it: the player's consent, the open games, what it was told and what it logged. */
function host(consent: boolean | null, games: GameInfo[] = []) {
  const seen = { consent, pushes: [] as UpdatePush[], logged: [] as [string, unknown][] };
  const deps = {
    consent: () => seen.consent,
    setConsent: (allowed: boolean) => Promise.resolve((seen.consent = allowed)),
    games: () => Promise.resolve(games),
    push: (p: UpdatePush) => void seen.pushes.push(p),
    log: (kind: string, detail: unknown) => void seen.logged.push([kind, detail]),
    language: () => 'en' as const,
    window: () => null,
  };
  return { seen, deps };
}

let fake: FakeUpdater;
beforeEach(() => {
  fake = new FakeUpdater();
  updater.current = fake;
  electron.app.isPackaged = true;
  electron.answers = [];
  electron.boxes = [];
});

describe('updates', () => {
  it('consent off: looks for nothing and asks nothing', async () => {
    const { deps } = host(false);
    const stop = await startUpdates(deps);
    expect(fake.checks).toBe(0);
    expect(electron.boxes).toEqual([]);
    stop?.();
  });

  it('updates switched on later in Settings are looked for at the next tick, and then only every few hours', async () => {
    vi.useFakeTimers();
    try {
      const { seen, deps } = host(false);
      const stop = await startUpdates(deps);
      vi.advanceTimersByTime(CHECK_TICK_MS);
      expect(fake.checks).toBe(0);
      seen.consent = true;
      vi.advanceTimersByTime(CHECK_TICK_MS);
      expect(fake.checks).toBe(1);
      vi.advanceTimersByTime(CHECK_EVERY_MS - CHECK_TICK_MS);
      expect(fake.checks).toBe(1);
      vi.advanceTimersByTime(CHECK_TICK_MS);
      expect(fake.checks).toBe(2);
      stop?.();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a build run from source updates nothing, whatever the consent', async () => {
    electron.app.isPackaged = false;
    expect(await startUpdates(host(true).deps)).toBeNull();
    expect(await startUpdates(host(null).deps)).toBeNull();
    expect([fake.checks, electron.boxes.length]).toEqual([0, 0]);
  });

  it('asks once while never asked: "not now" is kept and nothing is looked for; "look" is kept and it looks', async () => {
    const no = host(null);
    (await startUpdates(no.deps))?.();
    expect(electron.boxes).toHaveLength(1);
    expect(electron.boxes[0]?.message).toContain('look for updates');
    expect([no.seen.consent, fake.checks]).toEqual([false, 0]);
    (await startUpdates(no.deps))?.();
    expect(electron.boxes).toHaveLength(1); // not asked again

    electron.answers = [0];
    const yes = host(null);
    (await startUpdates(yes.deps))?.();
    expect([yes.seen.consent, fake.checks]).toEqual([true, 1]);
  });

  it('consent on: looks, fetches in the background and installs when the app quits', async () => {
    (await startUpdates(host(true).deps))?.();
    expect(fake.checks).toBe(1);
    expect([fake.autoDownload, fake.autoInstallOnAppQuit]).toEqual([true, true]);
  });

  it('consent on and a game in progress: the update is fetched but only a quiet notice shows — no box, no restart', async () => {
    const { seen, deps } = host(true, [won, playing]);
    (await startUpdates(deps))?.();
    fake.emit('update-downloaded', { version: '0.2.0' });
    await vi.waitFor(() => expect(seen.pushes).toEqual([{ kind: 'update', version: '0.2.0' }]));
    await new Promise((r) => setTimeout(r, 20));
    expect(electron.boxes).toEqual([]);
    expect(fake.installs).toBe(0);
  });

  it('no game in progress: the restart is offered, and taken only when the player chooses it', async () => {
    const { seen, deps } = host(true, [won]);
    (await startUpdates(deps))?.();
    fake.emit('update-downloaded', { version: '0.2.0' });
    await vi.waitFor(() => expect(electron.boxes).toHaveLength(1));
    expect(electron.boxes[0]?.message).toContain('0.2.0');
    expect(fake.installs).toBe(0); // "later": it installs on quit
    electron.answers = [0];
    fake.emit('update-downloaded', { version: '0.2.1' });
    await vi.waitFor(() => expect(fake.installs).toBe(1));
    expect(seen.pushes.map((p) => p.version)).toEqual(['0.2.0', '0.2.1']);
  });

  it('errors are logged, not thrown: a failed look, a failed download, an updater that cannot load', async () => {
    const { seen, deps } = host(true);
    fake.fail = new Error('the network is down');
    await expect(startUpdates(deps)).resolves.toBeTypeOf('function');
    fake.emit('error', new Error('the download broke off'));
    await vi.waitFor(() => expect(seen.logged.map(([kind, e]) => [kind, (e as Error).message])).toEqual([
      ['update-error', 'the network is down'],
      ['update-error', 'the download broke off'],
    ]));
    updater.current = undefined; // electron-updater without its autoUpdater: configuring it throws
    const broken = host(true);
    await expect(startUpdates(broken.deps)).resolves.toBeNull();
    expect(broken.seen.logged.map(([kind]) => kind)).toEqual(['update-error']);
  });
});
