// The turn notice as a system notification (the app's in Electron, the browser's in browser and network mode): shown
// only while the window is in the background and only once the player allowed it, asked for once; a click on it brings
// the page to the front. Written against the few members it uses, so that it runs (and is tested) wherever those exist.

/** The members of the page's Notification API used here. */
interface NotificationApi {
  readonly permission: string;
  requestPermission(): Promise<string>;
  new (title: string, options: { readonly body: string; readonly tag: string }): ShownNotice;
}

/** The members of a shown notification used here. */
interface ShownNotice {
  onclick: (() => void) | null;
  close(): void;
}

/** The members of the page's document used here. */
interface PageDocument {
  readonly visibilityState: string;
  hasFocus(): boolean;
}

const api = (): NotificationApi | undefined => (globalThis as { Notification?: NotificationApi }).Notification;
const page = (): PageDocument | undefined => (globalThis as { document?: PageDocument }).document;

/** Shows a system notification, only while the window is in the background and only if the player allowed them. */
export function osNotice(title: string, body: string): void {
  const N = api();
  const doc = page();
  if (!N || !doc || N.permission !== 'granted' || (doc.visibilityState === 'visible' && doc.hasFocus())) return;
  const shown = new N(title, { body, tag: 'titan-turn' });
  shown.onclick = () => {
    (globalThis as { focus?: () => void }).focus?.();
    shown.close();
  };
}

let asked = false;

/** Asks the player once whether the page may show notifications (only while nobody answered; called when the player
 * ticks the turn notice in the Settings: a browser asks only after a click, and never from a click on the board). */
export function askNoticePermission(): void {
  const N = api();
  if (asked || N?.permission !== 'default') return;
  asked = true;
  void N.requestPermission();
}
