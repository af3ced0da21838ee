// The page's trail (renderer/lib/trail.ts): lines in the order they came, each stamped, the oldest dropped past the
// most it keeps, each line no longer than a problem report takes; a refused call leaves its code there.
import { describe, expect, it } from 'vitest';
import { TRAIL_LINE_CHARS, TRAIL_LINES } from '../../host/contract.js';
import type { TitanApi } from '../../host/contract.js';
import { HostCaller } from '../../renderer/lib/host-call.svelte.js';
import { trail, trailLines } from '../../renderer/lib/trail.js';

describe('the page trail', () => {
  it('keeps its lines in order, stamped, and only the newest 300', () => {
    for (let i = 0; i < 320; i++) trail(`line ${i}`);
    const lines = trailLines();
    expect(lines).toHaveLength(300);
    expect(lines[0]).toMatch(/^\d+ line 20$/);
    expect(lines.at(-1)).toMatch(/^\d+ line 319$/);
    expect(TRAIL_LINES).toBe(300);
  });

  it('cuts a line to the length a problem report takes', () => {
    trail(`key ${'x'.repeat(2 * TRAIL_LINE_CHARS)}`);
    const last = trailLines().at(-1) ?? '';
    expect(last).toHaveLength(TRAIL_LINE_CHARS);
    expect(last).toMatch(/^\d+ key x+$/);
  });

  it('names a refused call by its code (the error dialog it opens), never by its words', async () => {
    const caller = new HostCaller({} as TitanApi);
    await caller.call(Promise.resolve({ ok: false, error: { code: 'disconnected', message: 'the game server cannot be reached: /home/someone/x' } }));
    await caller.call(Promise.resolve({ ok: false, error: { code: 'stale', message: 'expected' } }), ['stale']);
    expect(caller.error?.code).toBe('disconnected');
    expect(trailLines().filter((l) => l.includes('refused'))).toEqual([expect.stringMatching(/^\d+ call refused: disconnected$/)]);
  });
});
