// The security checklist items enforced in electron/security.ts and electron/protocol.ts, against Electron fakes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Session, WebContents, WebFrameMain } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { serveAppRequest } from '../../electron/protocol.js';
import { APP_ORIGIN, hardenContents, hardenSession, isAppUrl, isTrustedSender, webPreferences } from '../../electron/security.js';
import { tempDir } from '../host/helpers.js';

describe('electron security', () => {
  it('turns on isolation and the sandbox and keeps Node out of the page', () => {
    const p = webPreferences('/app/preload.cjs');
    expect(p).toEqual(
      expect.objectContaining({ contextIsolation: true, sandbox: true, nodeIntegration: false, nodeIntegrationInWorker: false, nodeIntegrationInSubFrames: false, webSecurity: true, allowRunningInsecureContent: false, webviewTag: false }),
    );
    expect(p.preload).toBe('/app/preload.cjs');
  });

  it('trusts only the main frame of an app page', () => {
    const frame = (url: string, parent: unknown = null): WebFrameMain => ({ url, parent }) as unknown as WebFrameMain;
    expect(isTrustedSender(frame(`${APP_ORIGIN}/index.html`))).toBe(true);
    expect(isTrustedSender(frame(`${APP_ORIGIN}/index.html`, frame(`${APP_ORIGIN}/`)))).toBe(false);
    expect(isTrustedSender(frame('https://evil.example/'))).toBe(false);
    expect(isTrustedSender(frame('file:///etc/passwd'))).toBe(false);
    expect(isTrustedSender(frame('app://other/index.html'))).toBe(false);
    expect(isTrustedSender(null)).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });

  it('adds the CSP to every response, denies every permission but the app page\'s notifications and cancels every device chooser', () => {
    type HeadersHandler = (d: { responseHeaders?: Record<string, string[]> }, cb: (r: { responseHeaders: Record<string, string[]> }) => void) => void;
    const got: { headers?: HeadersHandler; request?: (c: unknown, p: string, cb: (ok: boolean) => void, d: { requestingUrl?: string }) => void; check?: (c: unknown, p: string, origin: string) => boolean; device?: () => boolean } = {};
    const session = {
      webRequest: { onHeadersReceived: (h: HeadersHandler) => (got.headers = h) },
      setPermissionRequestHandler: (h: typeof got.request) => (got.request = h),
      setPermissionCheckHandler: (h: typeof got.check) => (got.check = h),
      setDevicePermissionHandler: (h: typeof got.device) => (got.device = h),
      on: (name: string, h: (...a: unknown[]) => void) => (choosers[name] = h),
    } as unknown as Session;
    const choosers: Record<string, (...a: unknown[]) => void> = {};
    hardenSession(session);
    const out = vi.fn();
    got.headers?.({ responseHeaders: { 'x-a': ['1'] } }, out);
    expect(out.mock.calls[0][0].responseHeaders['Content-Security-Policy'][0]).toContain("default-src 'none'");
    expect(out.mock.calls[0][0].responseHeaders['x-a']).toEqual(['1']);
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal']) {
      for (const url of ['https://evil.example/', 'app://other/index.html']) {
        const cb = vi.fn();
        got.request?.({}, permission, cb, { requestingUrl: url });
        expect(cb).toHaveBeenCalledWith(false);
        expect(got.check?.({}, permission, url)).toBe(false);
      }
      const cb = vi.fn();
      got.request?.({}, permission, cb, { requestingUrl: 'app://titan/index.html' });
      expect(cb, permission).toHaveBeenCalledWith(permission === 'notifications');
      expect(got.check?.({}, permission, 'app://titan')).toBe(permission === 'notifications');
    }
    expect(got.device?.()).toBe(false);
    expect(Object.keys(choosers).sort()).toEqual(['select-hid-device', 'select-serial-port', 'select-usb-device']);
    for (const [name, h] of Object.entries(choosers)) {
      const prevent = vi.fn();
      const cb = vi.fn();
      if (name === 'select-serial-port') h({ preventDefault: prevent }, [{ portId: 'p' }], {}, cb);
      else h({ preventDefault: prevent }, { deviceList: [{ deviceId: 'd' }] }, cb);
      expect(prevent, name).toHaveBeenCalled();
      expect(cb.mock.calls[0]?.[0] ?? '', name).toBe('');
    }
  });

  it('denies navigation away from the app, new windows, webviews and Bluetooth devices', () => {
    const handlers: Record<string, (event: { preventDefault: () => void }, url?: string) => void> = {};
    const got: { open?: () => { action: string } } = {};
    const contents = {
      on: (name: string, h: (event: { preventDefault: () => void }, url?: string) => void) => (handlers[name] = h),
      setWindowOpenHandler: (h: () => { action: string }) => (got.open = h),
    } as unknown as WebContents;
    hardenContents(contents);
    const nav = (name: string, url: string): boolean => {
      const prevent = vi.fn();
      handlers[name]({ preventDefault: prevent }, url);
      return prevent.mock.calls.length > 0;
    };
    expect(nav('will-navigate', 'https://evil.example/')).toBe(true);
    expect(nav('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(nav('will-navigate', `${APP_ORIGIN}/index.html`)).toBe(false);
    expect(nav('will-redirect', 'http://127.0.0.1:1/')).toBe(true);
    expect(nav('will-attach-webview', `${APP_ORIGIN}/`)).toBe(true);
    expect(got.open?.()).toEqual({ action: 'deny' });
    const prevent = vi.fn();
    const chosen = vi.fn();
    (handlers['select-bluetooth-device'] as unknown as (...a: unknown[]) => void)({ preventDefault: prevent }, [{ deviceId: 'b' }], chosen);
    expect(prevent).toHaveBeenCalled();
    expect(chosen).toHaveBeenCalledWith('');
  });

  it('serves the renderer from app://titan/ only, with the CSP, and never outside its folder', async () => {
    const root = join(tempDir(), 'renderer');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html>');
    writeFileSync(join(root, 'assets', 'a.js'), '1');
    writeFileSync(join(root, '..', 'secret.txt'), 'secret');
    const index = await serveAppRequest(root, `${APP_ORIGIN}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(index.headers.get('content-type')).toContain('text/html');
    expect((await serveAppRequest(root, `${APP_ORIGIN}/assets/a.js`)).headers.get('content-type')).toContain('javascript');
    for (const path of ['/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const r = await serveAppRequest(root, `${APP_ORIGIN}${path}`);
      expect([403, 404], path).toContain(r.status);
      expect(await r.text()).not.toBe('secret');
    }
    expect((await serveAppRequest(root, 'app://elsewhere/index.html')).status).toBe(404);
    expect((await serveAppRequest(root, `${APP_ORIGIN}/missing.js`)).status).toBe(404);
    for (const path of ['/%zz', '/%', '/%e0%a4%a']) expect((await serveAppRequest(root, `${APP_ORIGIN}${path}`)).status, path).toBe(400);
  });
});
