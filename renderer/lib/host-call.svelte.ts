// How the renderer calls the host: a call's result unwrapped, its refusal kept for the error dialog, and whether a
// call is on its way. Shared by the app's session and the one game client. No rules here.
import type { HostError, HostErrorCode, Result, TitanApi } from '../../host/contract.js';
import { trail } from './trail.js';

/** Reactive state of the calls one part of the renderer makes to the host (the app's, or one game's). */
export class HostCaller {
  error = $state<HostError | null>(null);
  busy = $state(false);
  /** The call on its way, if any (busy). */
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(readonly api: TitanApi) {}

  /** Unwraps a result; on a refusal not in `expected` records the error for the error dialog; null on any refusal. */
  async call<T>(p: Promise<Result<T>>, expected: readonly HostErrorCode[] = []): Promise<T | null> {
    this.busy = true;
    const run = (async (): Promise<T | null> => {
      try {
        const r = await p;
        if (r.ok) return r.value;
        if (!expected.includes(r.error.code)) this.refused(r.error);
        return null;
      } catch (e) {
        this.refused({ code: 'internal', message: e instanceof Error ? e.message : String(e) });
        return null;
      } finally {
        this.busy = false;
      }
    })();
    this.inFlight = run;
    return run;
  }

  /** Keeps a refusal for the error dialog, and its code in the page's trail (a failure report then names the dialog). */
  private refused(error: HostError): void {
    trail(`call refused: ${error.code}`);
    this.error = error;
  }

  /** Resolves once no call is on its way. */
  protected async idle(): Promise<void> {
    while (this.busy) await this.inFlight;
  }
}
