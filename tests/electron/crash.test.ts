// Crash safety of the desktop app (electron/crash.ts): main-process errors go to the data folder's log and the player
// is told once, in the app's language; a renderer that died is logged and loaded again, unless it keeps dying.
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CrashLog, LOG_LIMIT, MAX_RELOADS, RELOAD_WINDOW_MS, watchMainProcess, watchRenderer, type CrashDeps } from '../../electron/crash.js';
import { tempDir } from '../host/helpers.js';

/** Handlers a fake process or web contents registered, by event. */
function emitter() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  return { handlers, on: (name: string, h: (...args: unknown[]) => void) => void handlers.set(name, h) };
}

function deps(language: 'en' | 'de' = 'en', now?: () => number): CrashDeps & { told: string[] } {
  const told: string[] = [];
  return { log: new CrashLog(tempDir('titan-crash-'), () => new Date('2026-11-29T19:00:00Z')), tell: (m) => told.push(m), language: () => language, told, ...(now ? { now } : {}) };
}

const records = (log: CrashLog) => readFileSync(log.path, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

describe('crash safety', () => {
  it('logs every main-process error to the data folder, and tells the player of the first one only, in words', () => {
    const d = deps('de');
    const p = emitter();
    watchMainProcess(p as unknown as Pick<NodeJS.Process, 'on'>, d);
    p.handlers.get('uncaughtException')?.(new Error('the disk went away'));
    p.handlers.get('unhandledRejection')?.('a promise nobody caught');
    expect(records(d.log).map((r) => [r.kind, r.message, r.at])).toEqual([
      ['main-error', 'the disk went away', '2026-11-29T19:00:00.000Z'],
      ['main-rejection', 'a promise nobody caught', '2026-11-29T19:00:00.000Z'],
    ]);
    expect(records(d.log)[0]?.stack).toContain('the disk went away');
    expect(d.told).toHaveLength(1);
    expect(d.told[0]).toContain(d.log.path);
    expect(d.told[0]).toContain('Fortsetzen');
  });

  it('starts the log over past its limit, keeping the old one beside it', () => {
    const d = deps();
    mkdirSync(dirname(d.log.path), { recursive: true });
    writeFileSync(d.log.path, 'x'.repeat(LOG_LIMIT + 1));
    d.log.write('main-error', new Error('after the limit'));
    expect(existsSync(`${d.log.path}.1`)).toBe(true);
    expect(records(d.log).map((r) => r.message)).toEqual(['after the limit']);
  });

  it('loads a renderer that died again, not after a clean exit, and stops (telling the player) when it keeps dying', () => {
    let t = 0;
    const d = deps('en', () => t);
    const contents = { ...emitter(), reloads: 0, reload() { this.reloads++; } };
    watchRenderer(contents as never, d);
    const gone = (reason: string) => contents.handlers.get('render-process-gone')?.({}, { reason, exitCode: 1 });
    gone('clean-exit');
    expect(contents.reloads).toBe(0);
    for (let i = 0; i < MAX_RELOADS; i++) gone('crashed');
    expect([contents.reloads, d.told.length]).toEqual([MAX_RELOADS, 0]);
    gone('oom');
    expect([contents.reloads, d.told.length]).toEqual([MAX_RELOADS, 1]);
    expect(records(d.log).map((r) => r.message)).toContain('oom (exit code 1)');
    // a while later it is loaded again
    t += RELOAD_WINDOW_MS + 1;
    gone('crashed');
    expect(contents.reloads).toBe(MAX_RELOADS + 1);
  });

  it('never throws when the log cannot be written', () => {
    const blocked = tempDir('titan-crash-');
    writeFileSync(`${blocked}/logs`, 'a file where the folder should be');
    expect(() => new CrashLog(blocked).write('main-error', new Error('x'))).not.toThrow();
  });
});
