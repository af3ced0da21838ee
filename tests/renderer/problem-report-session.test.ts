// The app session's part of "Report a problem" (renderer/lib/session.svelte.ts): the native Help menu's command opens
// the dialog, and a report asks the host with the page's trail, the open game's id (none without a game) and the
// player's choice about its save; a refusal is the app's error. Also the session's other app-wide push from the
// desktop app: a fetched update, kept for its quiet notice.
import { describe, expect, it } from 'vitest';
import type { ProblemReport, Push, RequestOf, Result, TitanApi } from '../../host/contract.js';
import { Session } from '../../renderer/lib/session.svelte.js';
import { trail } from '../../renderer/lib/trail.js';

/** A host that answers problemReport with `answer` and records what it was asked; its push listener is kept. */
function fakeHost(answer: Result<ProblemReport>): { api: TitanApi; asked: RequestOf<'problemReport'>[]; push: (p: Push) => void } {
  const asked: RequestOf<'problemReport'>[] = [];
  let listener: (p: Push) => void = () => undefined;
  const api = {
    onPush: (l: (p: Push) => void) => {
      listener = l;
      return () => undefined;
    },
    problemReport: (request: RequestOf<'problemReport'>) => {
      asked.push(request);
      return Promise.resolve(answer);
    },
  } as unknown as TitanApi;
  return { api, asked, push: (p) => listener(p) };
}

describe('the session and a problem report', () => {
  it('opens the dialog on the native Help menu\'s command', () => {
    const host = fakeHost({ ok: true, value: { kind: 'cancelled' } });
    const session = new Session(host.api, []);
    expect(session.reporting).toBe(false);
    host.push({ kind: 'menu', command: 'reportProblem' });
    expect(session.reporting).toBe(true);
  });

  it('sends the page\'s trail and the player\'s choice, no game id without a game; a refusal is shown', async () => {
    trail('key F1 on body');
    const written: ProblemReport = { kind: 'written', path: '/home/ann/titan-problem-2026-11-29.zip' };
    const host = fakeHost({ ok: true, value: written });
    const session = new Session(host.api, []);
    expect(await session.problemReport(true)).toEqual(written);
    expect(host.asked).toHaveLength(1);
    expect(host.asked[0]).toMatchObject({ includeSave: true, gameId: null });
    expect(host.asked[0].trail.at(-1)).toMatch(/^\d+ key F1 on body$/);

    const refusing = fakeHost({ ok: false, error: { code: 'io', message: 'the disk is full' } });
    const other = new Session(refusing.api, []);
    expect(await other.problemReport(false)).toBeNull();
    expect(other.error?.code).toBe('io');
  });

  it('keeps the desktop app\'s fetched update as the app\'s quiet notice (issue 24), whatever screen shows', () => {
    const host = fakeHost({ ok: true, value: { kind: 'cancelled' } });
    const session = new Session(host.api, []);
    expect(session.update).toBeNull();
    host.push({ kind: 'update', version: '0.2.0' });
    expect(session.update).toBe('0.2.0');
    expect(session.error).toBeNull();
  });
});
