// The owner page's calls to the always-on host (host/always-on.ts), with the owner's secret in a header — never in a
// cookie. Pure browser code (no Node imports): the renderer's owner screen imports it.
import { OWNER_HEADER, type OwnerMethod, type OwnerOverview, type OwnerRequestOf } from './contract-owner.js';
import type { Result } from './contract.js';

/** The owner's calls: each answers with the host's overview after it. */
export type OwnerClient = <M extends OwnerMethod>(method: M, request: OwnerRequestOf<M>) => Promise<Result<OwnerOverview>>;

/** An owner client for the page's own origin (the always-on host's listener). */
export function createOwnerClient(secret: string, base = ''): OwnerClient {
  return async (method, request) => {
    try {
      const res = await fetch(`${base}/owner/api/${method}`, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', [OWNER_HEADER]: secret },
        body: JSON.stringify(request),
      });
      if (!res.ok) return { ok: false, error: { code: res.status === 403 ? 'forbidden' : 'disconnected', message: `${res.status}: ${await res.text()}` } };
      return (await res.json()) as Result<OwnerOverview>;
    } catch (e) {
      return { ok: false, error: { code: 'disconnected', message: `the host cannot be reached: ${e instanceof Error ? e.message : String(e)}` } };
    }
  };
}
