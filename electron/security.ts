// The Electron security checklist, enforced in one place (SECURITY.md maps each item here): hardened
// webPreferences, the CSP on every response of the app, navigation / new windows / webviews / permissions denied,
// and the sender check every IPC call passes.
import type { Session, WebContents, WebFrameMain, WebPreferences } from 'electron';
import { CSP } from '../host/server.js';

/** The app's own origin: the renderer is served from this custom protocol, never from file:// or the network. */
export const APP_SCHEME = 'app';
/** Host part of the app's URLs. */
export const APP_HOST = 'titan';
/** Origin of every page the app shows. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** Checklist 2–4, 6, 8, 9, 11: no Node in the renderer, isolation, sandbox, web security on, no insecure content, no
 * experimental features, no webviews. */
export function webPreferences(preload: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    spellcheck: false,
    navigateOnDragDrop: false,
  };
}

/** True for a URL of the app itself. */
export function isAppUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST;
  } catch {
    return false;
  }
}

/** Checklist 17: IPC is answered only for the main frame of an app page (no iframes, no foreign pages). */
export function isTrustedSender(frame: WebFrameMain | null | undefined): boolean {
  return !!frame && frame.parent === null && isAppUrl(frame.url);
}

/** The one permission the app's own page is granted: notifications (the turn notice when the window is in the
 * background, issue 24); every other, and any for another origin, is denied. */
function allowed(permission: string, url: string): boolean {
  return permission === 'notifications' && isAppUrl(url);
}

/** Checklist 7: every response of the session carries the CSP; checklist 5: every permission request is denied but
 * the app page's notifications, and every HID, USB and serial device chooser the page might open is cancelled. */
export function hardenSession(session: Session): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CSP] } });
  });
  session.setPermissionRequestHandler((_contents, permission, callback, details) => callback(allowed(permission, details.requestingUrl ?? '')));
  session.setPermissionCheckHandler((_contents, permission, origin) => allowed(permission, origin));
  session.setDevicePermissionHandler(() => false);
  session.on('select-hid-device', (event, _details, callback) => {
    event.preventDefault();
    callback();
  });
  session.on('select-usb-device', (event, _details, callback) => {
    event.preventDefault();
    callback();
  });
  session.on('select-serial-port', (event, _ports, _contents, callback) => {
    event.preventDefault();
    callback('');
  });
}

/** Checklist 11–14: no webviews, no navigation away from the app, no new windows; and no Bluetooth device chosen. */
export function hardenContents(contents: WebContents): void {
  contents.on('select-bluetooth-device', (event, _devices, callback) => {
    event.preventDefault();
    callback('');
  });
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
