// "Report a problem" (host/problem-report.ts through the service and the contract gate): the zip unzipped — report.txt,
// the page's trail, the data folder's logs when there are any, the open game's save only when asked for — as a
// browser download and as a file the player picked in Electron's dialog (a closed dialog is no error); bad payloads
// and unknown games refused with typed errors. (A network player's page is refused it: tests/host/lan.test.ts.)
import { mkdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ProblemReport, Result } from '../../host/contract.js';
import { TRAIL_LINE_CHARS, TRAIL_LINES } from '../../host/contract.js';
import { openConfStore } from '../../host/conf-store.js';
import { dispatch } from '../../host/dispatch.js';
import { logsDir } from '../../host/paths.js';
import { LOG_TAIL_BYTES } from '../../host/problem-report.js';
import { HostService, type FileDialogs } from '../../host/service.js';
import { FIRST_SEED, fileRunner, makeHarness, setup, tempDir } from './helpers.js';

const TRAIL = ['12 enter titan abc state 0 rev 1', '40 pointerdown button#report-open at 10,20'];
const NOW = new Date('2026-11-29T22:13:18Z');

/** The zip's files by name, as text. */
function unzipped(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
}

/** The value of a result, or the test fails with its error. */
function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The zip of a browser-mode report. */
function downloaded(report: ProblemReport): { fileName: string; files: Record<string, string> } {
  if (report.kind !== 'download') throw new Error(`not a download: ${report.kind}`);
  return { fileName: report.fileName, files: unzipped(Buffer.from(report.base64, 'base64')) };
}

/** A service of the desktop app on a fresh data folder whose save dialog answers `pick` (and records what it was asked). */
function desktop(pick: (defaultDir: string | null, name: string) => string | null): { service: HostService; asked: [string | null, string][] } {
  const asked: [string | null, string][] = [];
  const fail = (): Promise<never> => Promise.reject(new Error('not this dialog'));
  const dialogs: FileDialogs = {
    pickOpen: fail,
    pickSave: fail,
    pickRecord: fail,
    pickReport: (dir, name) => {
      asked.push([dir, name]);
      return Promise.resolve(pick(dir, name));
    },
  };
  const dataDir = tempDir();
  const service = new HostService({ dataDir, store: openConfStore(dataDir), runner: fileRunner, dialogs, mode: 'electron', appVersion: '9.8.7', now: () => NOW, firstSeed: FIRST_SEED });
  return { service, asked };
}

describe('a problem report in browser mode (a download)', () => {
  it('holds report.txt and the trail, and without a game, logs or a save nothing more', async () => {
    const h = makeHarness();
    await h.service.setSettings({ patch: { lastFolder: '/home/ann/secret-folder', language: 'de' } });
    const { fileName, files } = downloaded(value(await h.service.problemReport({ includeSave: true, gameId: null, trail: TRAIL })));
    expect(fileName).toMatch(/^titan-problem-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(Object.keys(files).sort()).toEqual(['report.txt', 'trail.txt']);
    expect(files['trail.txt']).toBe(`${TRAIL.join('\n')}\n`);
    const report = files['report.txt'];
    expect(report).toContain('app: 0.0.0-test (browser), contract ');
    expect(report).toContain(`platform: ${process.platform} ${process.arch}`);
    expect(report).toContain(`node ${process.versions.node}`);
    expect(report).toMatch(/^written: \d{4}-\d{2}-\d{2}T/m);
    expect(report).toContain('"language":"de"');
    expect(report).not.toContain('secret-folder');
    expect(report).toContain('game: none open');
    expect(report).toContain('save: not included');
    expect(report).toContain('logs: none');
    expect(report).toContain('trail: trail.txt (2 lines');
  });

  it('adds the logs of the data folder, and the open game\'s save only when asked for', async () => {
    const h = makeHarness();
    mkdirSync(logsDir(h.dataDir));
    writeFileSync(join(logsDir(h.dataDir), 'main.log'), '{"kind":"main-error","message":"boom"}\n');
    writeFileSync(join(logsDir(h.dataDir), 'main.log.1'), '{"kind":"renderer-gone"}\n');
    mkdirSync(join(logsDir(h.dataDir), 'not-a-file'));
    const { gameId } = value(await h.service.newGame(setup(['human', 'human'])));

    const without = downloaded(value(await h.service.problemReport({ includeSave: false, gameId, trail: [] }))).files;
    expect(Object.keys(without).sort()).toEqual(['logs/main.log', 'logs/main.log.1', 'report.txt', 'trail.txt']);
    expect(without['logs/main.log']).toBe('{"kind":"main-error","message":"boom"}\n');
    expect(without['report.txt']).toContain('game: titan (titan), round ');
    expect(without['report.txt']).toContain('seats Red human, Blue human');
    expect(without['report.txt']).toContain('save: not included');
    expect(without['report.txt']).toContain('logs: logs/main.log (39 bytes), logs/main.log.1 (25 bytes)');

    const withSave = downloaded(value(await h.service.problemReport({ includeSave: true, gameId, trail: [] }))).files;
    const saves = Object.keys(withSave).filter((name) => name.startsWith('save/'));
    expect(saves).toHaveLength(1);
    const exported = value(await h.service.exportSave({ gameId }));
    expect(saves[0]).toBe(`save/${exported.fileName}`);
    const saved = JSON.parse(withSave[saves[0]]) as { snapshot: unknown };
    expect(saved.snapshot).toEqual((JSON.parse(exported.text) as { snapshot: unknown }).snapshot);
    expect(withSave['report.txt']).toContain(`save: ${saves[0]}`);
  });

  it('keeps the tail of a log too large for a report', async () => {
    const h = makeHarness();
    mkdirSync(logsDir(h.dataDir));
    writeFileSync(join(logsDir(h.dataDir), 'main.log'), `${'a'.repeat(1000)}${'b'.repeat(LOG_TAIL_BYTES)}`);
    const report = value(await h.service.problemReport({ includeSave: false, gameId: null, trail: [] }));
    const log = downloaded(report).files['logs/main.log'];
    expect(log).toHaveLength(LOG_TAIL_BYTES);
    expect(log).toBe('b'.repeat(LOG_TAIL_BYTES));
  });
});

describe('a problem report in the desktop app (a file the player picks)', () => {
  it('goes where the dialog points, named for the day and as a zip, readable by its owner only', async () => {
    const target = join(tempDir(), 'my-report');
    const { service, asked } = desktop(() => target);
    await service.setSettings({ patch: { lastFolder: '/home/ann/games' } });
    const r = value(await service.problemReport({ includeSave: false, gameId: null, trail: TRAIL }));
    expect(r).toEqual({ kind: 'written', path: `${target}.zip` });
    expect(asked).toEqual([['/home/ann/games', 'titan-problem-2026-11-29.zip']]);
    const files = unzipped(readFileSync(`${target}.zip`));
    expect(files['report.txt']).toContain('app: 9.8.7 (electron)');
    expect(files['report.txt']).toContain('written: 2026-11-29T22:13:18.000Z');
    expect(files['trail.txt']).toBe(`${TRAIL.join('\n')}\n`);
    if (process.platform !== 'win32') expect(statSync(`${target}.zip`).mode & 0o777).toBe(0o600);
  });

  it('takes a closed dialog for no error, and a disk that says no for an io error', async () => {
    expect(value(await desktop(() => null).service.problemReport({ includeSave: false, gameId: null, trail: [] }))).toEqual({ kind: 'cancelled' });
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, 'x');
    const r = await desktop(() => join(file, 'report.zip')).service.problemReport({ includeSave: false, gameId: null, trail: [] });
    expect(!r.ok && r.error.code).toBe('io');
  });
});

describe('a problem report refused', () => {
  it('refuses a payload out of shape with a typed error, and a game that is not open', async () => {
    const h = makeHarness();
    const bad: unknown[] = [
      {},
      { includeSave: 'yes', gameId: null, trail: [] },
      { includeSave: false, trail: [] },
      { includeSave: false, gameId: null, trail: Array.from({ length: TRAIL_LINES + 1 }, () => 'x') },
      { includeSave: false, gameId: null, trail: ['x'.repeat(TRAIL_LINE_CHARS + 1)] },
      { includeSave: false, gameId: null, trail: [42] },
      { includeSave: false, gameId: null, trail: [], path: '/etc' },
    ];
    for (const payload of bad) {
      const r = await dispatch(h.service, 'problemReport', payload);
      expect(!r.ok && r.error.code, JSON.stringify(payload).slice(0, 60)).toBe('malformed');
    }
    const full = await dispatch(h.service, 'problemReport', { includeSave: false, gameId: null, trail: Array.from({ length: TRAIL_LINES }, () => 'x'.repeat(TRAIL_LINE_CHARS)) });
    expect(full.ok).toBe(true);
    const gone = await h.service.problemReport({ includeSave: true, gameId: 'nope', trail: [] });
    expect(!gone.ok && gone.error.code).toBe('unknown-game');
  });
});
