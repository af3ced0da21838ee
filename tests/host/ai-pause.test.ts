// The AI delay: an agent's action waits as long as the setting says, and a pause already running follows a changed
// setting (lowered: the move lands at once; raised: it waits longer); closing the game cancels it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiPauses } from '../../host/ai-pause.js';

/** Whether a promise has settled, and how. */
function watch(p: Promise<void>): { state: 'waiting' | 'done' | 'failed' } {
  const w: { state: 'waiting' | 'done' | 'failed' } = { state: 'waiting' };
  p.then(() => (w.state = 'done'), () => (w.state = 'failed'));
  return w;
}

describe('AI pauses', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits the AI delay, and none at all when it is 0', async () => {
    let delay = 3000;
    const pauses = new AiPauses(() => delay);
    const w = watch(pauses.wait(new AbortController().signal));
    await vi.advanceTimersByTimeAsync(2999);
    expect(w.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(w.state).toBe('done');
    delay = 0;
    const now = watch(pauses.wait(new AbortController().signal));
    await vi.advanceTimersByTimeAsync(0);
    expect(now.state).toBe('done');
  });

  it('follows a changed setting while it runs', async () => {
    let delay = 60_000;
    const pauses = new AiPauses(() => delay);
    const w = watch(pauses.wait(new AbortController().signal));
    await vi.advanceTimersByTimeAsync(1000);
    delay = 120_000;
    pauses.changed();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(w.state).toBe('waiting');
    delay = 100;
    pauses.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(w.state).toBe('done');
  });

  it('is cancelled with its agent turn', async () => {
    const pauses = new AiPauses(() => 5000);
    const abort = new AbortController();
    const w = watch(pauses.wait(abort.signal));
    abort.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(w.state).toBe('failed');
  });
});
