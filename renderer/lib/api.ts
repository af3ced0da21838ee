// Finds the host API: `window.titan` (Electron preload) when present, else a browser transport: the loopback client
// of the host's own page (its per-launch token), or a remote player's page over the local network (its link's seat
// secret). The rest of the renderer cannot tell them apart; a remote page learns its seat from appInfo.
import type { TitanApi } from '../../host/contract.js';
import { createBrowserClient, LAN_ROUTES } from '../../host/browser-client.js';
import { createOwnerClient, type OwnerClient } from '../../host/owner-client.js';
import { rememberPlaying } from './resume.js';
import { watchSlowCalls } from './slow-calls.js';

declare global {
  interface Window {
    /** Exposed by the Electron preload. */
    titan?: TitanApi;
  }
}

const TOKEN_KEY = 'titan-token';
const SEAT_KEY = 'titan-seat';
const OWNER_KEY = 'titan-owner';

/** A secret from `?<param>=` in the page's address (then removed from it, kept for the tab), else the one this tab
 * kept (a reload keeps working; a new tab needs the printed URL or the link again). */
function pageSecret(param: string, key: string): string {
  const url = new URL(window.location.href);
  const offered = url.searchParams.get(param);
  if (offered) {
    window.sessionStorage.setItem(key, offered);
    url.searchParams.delete(param);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    return offered;
  }
  return window.sessionStorage.getItem(key) ?? '';
}

/** The API for this page. */
export async function connectApi(): Promise<TitanApi> {
  return watchSlowCalls(transport());
}

/** The page's own transport: Electron's preload, a remote seat's link, or the loopback server's token. */
function transport(): TitanApi {
  if (window.titan) return window.titan;
  const seat = pageSecret('seat', SEAT_KEY);
  if (seat) return createBrowserClient({ token: seat, routes: LAN_ROUTES });
  // the printed URL (token in the address) opens the main menu; F5 afterwards returns to the game being played
  if (new URL(window.location.href).searchParams.has('token')) rememberPlaying(null);
  return createBrowserClient({ token: pageSecret('token', TOKEN_KEY) });
}

/** The owner page's client when this page was opened from the always-on host's owner link (else null). */
export function ownerClient(): OwnerClient | null {
  if (window.titan) return null;
  const secret = pageSecret('owner', OWNER_KEY);
  return secret ? createOwnerClient(secret) : null;
}
