// Finds the host API: `window.titan` (Electron preload) when present, else the browser-mode loopback client.
// The rest of the renderer cannot tell the two apart.
import type { TitanApi } from '../../host/contract.js';
import { createBrowserClient } from '../../host/browser-client.js';

declare global {
  interface Window {
    /** Exposed by the Electron preload. */
    titan?: TitanApi;
  }
}

/** The API for this page. */
export async function connectApi(): Promise<TitanApi> {
  return window.titan ?? createBrowserClient();
}
