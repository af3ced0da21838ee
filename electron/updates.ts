// Updates of the desktop app (issue 24): electron-updater against the GitHub releases the release workflow publishes
// (electron-builder.yml `publish`), carrying out what host/update-policy.ts decides — asked once, looked for only with
// the player's consent, fetched in the background, installed when the app quits; a game in progress is never
// interrupted (only a quiet notice in the app). Errors go to the app's log, never further. Electron wiring only.
import { app, dialog, type BrowserWindow, type MessageBoxOptions } from 'electron';
import type { GameInfo, UpdatePush } from '../host/contract.js';
import { CHECK_TICK_MS, afterDownload, askConsent, canUpdate, checkDue, type UpdateContext } from '../host/update-policy.js';

/** What the updater needs of the app (passed in by electron/main.ts). */
export interface UpdateDeps {
  /** The player's choice in Settings (null: never asked). */
  readonly consent: () => boolean | null;
  readonly setConsent: (allowed: boolean) => Promise<unknown>;
  /** The games open now (a game in progress is not interrupted). */
  readonly games: () => Promise<readonly GameInfo[]>;
  /** Tells the page (a quiet notice). */
  readonly push: (push: UpdatePush) => void;
  /** Writes to the app's log (electron/crash.ts). */
  readonly log: (kind: string, detail: unknown) => void;
  readonly language: () => 'en' | 'de';
  readonly window: () => BrowserWindow | null;
}

/** What the player is asked, in the app's language. */
const WORDS = {
  en: {
    consent: 'May TITAN look for updates of itself? An update is fetched in the background and installed when you quit TITAN; your games are never interrupted. You can change this in Settings.',
    yes: 'Look for updates',
    no: 'Not now',
    ready: (v: string) => `TITAN ${v} has been downloaded. Restart now to install it, or it installs when you quit TITAN.`,
    restart: 'Restart now',
    later: 'Later',
  },
  de: {
    consent: 'Darf TITAN nach Updates suchen? Ein Update wird im Hintergrund geladen und beim Beenden von TITAN installiert; deine Spiele werden nie unterbrochen. Du kannst das in den Einstellungen ändern.',
    yes: 'Nach Updates suchen',
    no: 'Jetzt nicht',
    ready: (v: string) => `TITAN ${v} wurde geladen. Starte jetzt neu, um es zu installieren, oder es wird beim Beenden von TITAN installiert.`,
    restart: 'Jetzt neu starten',
    later: 'Später',
  },
} as const;

/** Shows a message box over the window (if there is one); the index of the button chosen. */
async function ask(deps: UpdateDeps, options: MessageBoxOptions): Promise<number> {
  const win = deps.window();
  return (await (win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options))).response;
}

/** Starts the updater of a packaged app (asking the player once whether it may look); returns its stop, or null when
 * this app does not update itself. Never throws: what fails is logged. */
export async function startUpdates(deps: UpdateDeps): Promise<(() => void) | null> {
  const context = (): UpdateContext => ({ mode: 'electron', packaged: app.isPackaged, consent: deps.consent() });
  if (!canUpdate(context())) return null;
  try {
    const words = (): (typeof WORDS)[keyof typeof WORDS] => WORDS[deps.language()];
    if (askConsent(context())) {
      const w = words();
      await deps.setConsent((await ask(deps, { type: 'question', title: 'TITAN', message: w.consent, buttons: [w.yes, w.no], defaultId: 0, cancelId: 1 })) === 0);
    }
    const { autoUpdater } = await import('electron-updater');
    autoUpdater.autoDownload = true;
    autoUpdater.autoInstallOnAppQuit = true;
    autoUpdater.logger = null;
    autoUpdater.on('error', (e: unknown) => deps.log('update-error', e));
    autoUpdater.on('update-downloaded', (info: { version: string }) => {
      deps.push({ kind: 'update', version: info.version });
      void (async () => {
        if (afterDownload(await deps.games()) !== 'offer-restart') return;
        const w = words();
        const restart = (await ask(deps, { type: 'info', title: 'TITAN', message: w.ready(info.version), buttons: [w.restart, w.later], defaultId: 1, cancelId: 1 })) === 0;
        // asked while no game was in progress: one may have begun since (the box does not block the window)
        if (restart && afterDownload(await deps.games()) === 'offer-restart') autoUpdater.quitAndInstall();
      })().catch((e: unknown) => deps.log('update-error', e));
    });
    let last: number | null = null;
    const check = (): void => {
      if (!checkDue(context(), last, Date.now())) return;
      last = Date.now();
      // a failed look is logged by the updater's 'error' event, which it emits before it rejects
      autoUpdater.checkForUpdates().catch(() => undefined);
    };
    check();
    const timer = setInterval(check, CHECK_TICK_MS);
    timer.unref();
    return () => clearInterval(timer);
  } catch (e) {
    deps.log('update-error', e);
    return null;
  }
}
