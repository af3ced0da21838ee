// The trail names a host call still unanswered after a while and its late answer (renderer/lib/slow-calls.ts), and
// only those: a quick call writes nothing, the answers and the push subscription are the transport's own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Result, TitanApi } from '../../host/contract.js';
import { watchSlowCalls } from '../../renderer/lib/slow-calls.js';
import { trailLines } from '../../renderer/lib/trail.js';

afterEach(() => {
  vi.useRealTimers();
});

/** The trail lines written since `before` lines, without their time stamps. */
function written(before: number): string[] {
  return trailLines().slice(before).map((l) => l.replace(/^\d+ /, ''));
}

describe('slow host calls in the trail', () => {
  it('names a call unanswered after 3 s and its late answer; a quick call writes nothing; the rest is the transport\'s', async () => {
    vi.useFakeTimers();
    let answer: (r: Result<never[]>) => void = () => undefined;
    const listener = (): void => undefined;
    const unsubscribe = (): void => undefined;
    const fake = {
      listGames: () => new Promise<Result<never[]>>((r) => (answer = r)),
      appInfo: () => Promise.resolve({ ok: true, value: 'quick' }),
      onPush: (l: unknown) => (l === listener ? unsubscribe : null),
    } as unknown as TitanApi;
    const api = watchSlowCalls(fake);
    const before = trailLines().length;
    expect(await api.appInfo({})).toEqual({ ok: true, value: 'quick' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(written(before)).toEqual([]);
    expect(api.onPush(listener)).toBe(unsubscribe);

    const slow = api.listGames({});
    await vi.advanceTimersByTimeAsync(2999);
    expect(written(before)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(written(before)).toEqual(['call listGames still unanswered after 3000 ms']);
    await vi.advanceTimersByTimeAsync(1500);
    answer({ ok: true, value: [] });
    expect(await slow).toEqual({ ok: true, value: [] });
    expect(written(before)).toHaveLength(2);
    expect(written(before)[1]).toMatch(/^call listGames answered after 45\d\d ms$/);
  });
});
