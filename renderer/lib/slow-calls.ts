// The host calls the trail names: a call still unanswered after a while, and its late answer. A failing test's trail
// (and a problem report) then tells a click whose call hung at the host or on its way from one never sent. Only the
// method's name and times, never a request's contents.
import { METHOD_NAMES, type TitanApi } from '../../host/contract.js';
import { trail } from './trail.js';

/** How long a call may take before the trail says it still waits, in milliseconds. */
const SLOW_MS = 3000;

/** The API with every contract method watched: same calls, same answers. */
export function watchSlowCalls(api: TitanApi): TitanApi {
  const watched: Record<string, unknown> = { ...api };
  for (const method of METHOD_NAMES) {
    const call = api[method] as ((request?: unknown) => Promise<unknown>) | undefined;
    if (typeof call !== 'function') continue;
    watched[method] = async (request?: unknown) => {
      const sent = performance.now();
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        trail(`call ${method} still unanswered after ${SLOW_MS} ms`);
      }, SLOW_MS);
      try {
        return await call.call(api, request);
      } finally {
        clearTimeout(timer);
        if (late) trail(`call ${method} answered after ${Math.round(performance.now() - sent)} ms`);
      }
    };
  }
  // Every method of the contract is there (copied, or watched above), so this is a TitanApi.
  return watched as unknown as TitanApi;
}
