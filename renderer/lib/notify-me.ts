// The "Notify me" toggle of a remote seat's page (issue 25 item 4): the browser's notification when the seat's turn
// comes while the page is open but hidden. What the toggle shows and what a click on it does follow from the
// browser's permission and the player's choice alone; the browser is asked only from a click on the toggle itself.

/** What the toggle shows: no notifications in this browser, refused by the player in the browser, on, off. */
export type NotifyMeState = 'unsupported' | 'blocked' | 'on' | 'off';

/** The toggle's state from the browser's permission (null: no Notification API) and the player's choice. */
export function notifyMeState(permission: string | null, wanted: boolean): NotifyMeState {
  if (permission === null) return 'unsupported';
  if (permission === 'denied') return 'blocked';
  return wanted && permission === 'granted' ? 'on' : 'off';
}

/** What a click does: the player's new choice, and whether to ask the browser's permission first. */
export function notifyMeClick(permission: string | null, wanted: boolean): { readonly wanted: boolean; readonly ask: boolean } {
  const state = notifyMeState(permission, wanted);
  if (state === 'unsupported' || state === 'blocked') return { wanted, ask: false };
  if (state === 'on') return { wanted: false, ask: false };
  return { wanted: true, ask: permission !== 'granted' };
}

/** Whether the seat's turn is shown as a notification now: on a remote seat's page only while its toggle is on
 * (the host's own screen follows its Settings). */
export function notifyTurn(remote: boolean, state: NotifyMeState): boolean {
  return !remote || state === 'on';
}
