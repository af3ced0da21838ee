// A table's screens are fetched when it is first shown; a fetch that fails for a moment (a network that changed under
// the page — Chromium's ERR_NETWORK_CHANGED —, a host restarting) is tried again after short pauses, and a table whose
// fetch failed outright is fetched afresh when it is shown again (the failure is not kept).
import { describe, expect, it } from 'vitest';
import { table, withRetries } from '../../renderer/lib/table.js';
import type { Table } from '../../renderer/lib/table.js';

/** A fetch that fails its first `failures` calls, counting them. */
function flaky<T>(value: T, failures: number): { fetch: () => Promise<T>; calls: () => number } {
  let calls = 0;
  return {
    fetch: () => (++calls <= failures ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(value)),
    calls: () => calls,
  };
}

describe('fetching code on demand', () => {
  it('tries again after each pause and gives the value once a try succeeds', async () => {
    const waited: number[] = [];
    const f = flaky('screens', 2);
    await expect(withRetries(f.fetch, [250, 1000, 3000], async (ms) => void waited.push(ms))).resolves.toBe('screens');
    expect(waited).toEqual([250, 1000]);
    expect(f.calls()).toBe(3);
  });

  it('throws the last failure when every pause is spent', async () => {
    const f = flaky('screens', 9);
    await expect(withRetries(f.fetch, [1, 1], async () => undefined)).rejects.toThrow('Failed to fetch');
    expect(f.calls()).toBe(3);
  });

  it('a table keeps its screens once fetched, and forgets a failed fetch so that showing it again tries again', async () => {
    const f = flaky({ Lobby: 'lobby', Game: 'game' }, 2);
    const t = table({ load: f.fetch, review: f.fetch } as unknown as Table, [0]);
    await expect(t.load()).rejects.toThrow('Failed to fetch');
    expect(f.calls()).toBe(2);
    await expect(t.load()).resolves.toEqual({ Lobby: 'lobby', Game: 'game' });
    await t.load();
    expect(f.calls()).toBe(3);
  });
});
