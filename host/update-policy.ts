// When the desktop app looks for, fetches and installs an update of itself (issue 24: updates) — the decisions alone,
// without Electron (electron/updates.ts carries them out): only a packaged desktop app updates itself, never a browser
// or network page nor a build run from source; it looks only once the player has allowed it in Settings (off until
// then, the question asked once); an update is fetched in the background and installed when the app quits, and
// while a game is in progress nothing is shown but a quiet notice in the app.
import type { AppInfo, GameInfo, Settings } from './contract.js';

/** Where the app runs and what the player chose. */
export interface UpdateContext {
  readonly mode: AppInfo['mode'];
  /** The app runs from an installer's build (a build run from source has nothing to update). */
  readonly packaged: boolean;
  /** The player's choice in Settings: null while never asked. */
  readonly consent: Settings['updateChecks'];
}

/** Whether this app may update itself at all (a packaged desktop app). */
export function canUpdate(ctx: UpdateContext): boolean {
  return ctx.mode === 'electron' && ctx.packaged;
}

/** Whether the player is to be asked once whether the app may look for updates. */
export function askConsent(ctx: UpdateContext): boolean {
  return canUpdate(ctx) && ctx.consent === null;
}

/** Whether the app may look for an update now (and fetch one in the background). */
export function mayCheck(ctx: UpdateContext): boolean {
  return canUpdate(ctx) && ctx.consent === true;
}

/** Whether any open game is still being played (not over): nothing may then interrupt it. */
export function gameInProgress(games: readonly Pick<GameInfo, 'phase' | 'winner'>[]): boolean {
  return games.some((g) => g.phase !== 'over' && g.winner === null);
}

/** What to do once an update has been fetched: a quiet notice in the app while a game is in progress (it installs when
 * the app quits), else also the offer to restart into it now. */
export function afterDownload(games: readonly Pick<GameInfo, 'phase' | 'winner'>[]): 'notice' | 'offer-restart' {
  return gameInProgress(games) ? 'notice' : 'offer-restart';
}

/** How often a running app looks again. */
export const CHECK_EVERY_MS = 6 * 60 * 60 * 1000;
/** How often a running app asks itself whether a look is due (the player's choice is read anew each time: updates
 * switched on in Settings are looked for within this long). */
export const CHECK_TICK_MS = 15 * 60 * 1000;

/** Whether a look is due now: allowed, and never looked yet (`last` null) or not for CHECK_EVERY_MS. */
export function checkDue(ctx: UpdateContext, last: number | null, now: number): boolean {
  return mayCheck(ctx) && (last === null || now - last >= CHECK_EVERY_MS);
}
