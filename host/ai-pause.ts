// The pause before an agent's action lands (the "AI delay" setting, so humans can follow the computer's moves). A
// pause lasts as long as the setting says, counted from its start, and follows the setting while it runs: lowering
// the delay in the Settings lets a waiting move land at once, raising it holds the move longer.

/** Running pauses, re-timed whenever the AI delay setting changes. */
export class AiPauses {
  private readonly running = new Set<() => void>();

  constructor(
    /** The AI delay setting now, in milliseconds. */
    private readonly delay: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves once the AI delay has passed since this call; rejects when `signal` aborts. */
  wait(signal: AbortSignal): Promise<void> {
    const start = this.now();
    return new Promise<void>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = (): void => {
        clearTimeout(timer);
        this.running.delete(check);
        signal.removeEventListener('abort', abort);
      };
      const abort = (): void => {
        stop();
        reject(signal.reason instanceof Error ? signal.reason : new Error('the agent turn was cancelled'));
      };
      const check = (): void => {
        clearTimeout(timer);
        const left = start + this.delay() - this.now();
        if (left > 0) timer = setTimeout(check, left);
        else {
          stop();
          resolve();
        }
      };
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort);
      this.running.add(check);
      check();
    });
  }

  /** The setting changed: every running pause waits for the new delay instead (or ends, if it has passed). */
  changed(): void {
    for (const check of [...this.running]) check();
  }
}
