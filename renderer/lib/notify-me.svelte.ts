// The "Notify me" toggle's state on a remote seat's page (renderer/lib/notify-me.ts decides): the player's choice,
// kept in the browser for the next visit, and the browser's permission as it stands.
import { notifyMeClick, notifyMeState, type NotifyMeState } from './notify-me.js';

/** Where the choice is kept in the browser. */
const KEY = 'titan.notifyMe';

/** The page's Notification API, if any. */
const api = (): { permission: string; requestPermission(): Promise<string> } | undefined => (globalThis as { Notification?: { permission: string; requestPermission(): Promise<string> } }).Notification;

function stored(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

const now = $state({ wanted: stored(), permission: api()?.permission ?? null });

/** The toggle as it stands. */
export function notifyMe(): NotifyMeState {
  return notifyMeState(now.permission, now.wanted);
}

/** A click on the toggle: asks the browser when needed (this click is the player's gesture), then keeps the choice. */
export async function toggleNotifyMe(): Promise<void> {
  const step = notifyMeClick(now.permission, now.wanted);
  const N = api();
  if (step.ask && N) now.permission = await N.requestPermission();
  now.wanted = step.wanted;
  try {
    localStorage.setItem(KEY, step.wanted ? 'on' : 'off');
  } catch {
    // storage refused (a private window): the choice lasts while the page is open
  }
}
