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

const TOKEN_KEY = 'titan-token';

/** Browser mode's token: from `?token=` in the page's address (then removed from it), else the one this tab kept
 * (a reload keeps working; a new tab needs the printed URL again). */
function pageToken(): string {
  const url = new URL(window.location.href);
  const offered = url.searchParams.get('token');
  if (offered) {
    window.sessionStorage.setItem(TOKEN_KEY, offered);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    return offered;
  }
  return window.sessionStorage.getItem(TOKEN_KEY) ?? '';
}

/** The API for this page. */
export async function connectApi(): Promise<TitanApi> {
  return window.titan ?? createBrowserClient({ token: pageToken() });
}
