// Your turn, wherever you are (issue 25 item 4), on `npm run host` with a mail server (a real SMTP listener of the
// test's own on 127.0.0.1): a remote seat's page gives its e-mail address in the network bar's dialog (a wrong one is
// refused), asks for a test mail — caught by the listener, with the seat's link in it — and with Notify me on gets the
// browser's notification when its turn comes while the page is hidden (the notifications recorded by an init script
// wrapped around the browser's Notification; the page's visibility set by the test). Screenshots of the dialog at both
// sizes in English and German.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { OwnerOverview } from '../host/contract-owner.js';
import { startSmtpCatcher } from '../tests/host/smtp-catcher.js';
import { freePort, hostProgram } from './always-on.js';
import { expect, test } from './fixture.js';
import { serve, stop } from './own-server.js';
import { boardScreen, next, playStep } from './play.js';
import { capture } from './shots.js';

/** The browser's notifications a page made, as the init script recorded them. */
interface Recorded {
  readonly title: string;
  readonly body: string;
}

declare global {
  interface Window {
    __notices?: Recorded[];
    __hidden?: boolean;
  }
}

/** Records every notification the page makes, and lets the test say whether the page is hidden. */
function recordNotices(): void {
  window.__notices = [];
  window.__hidden = false;
  const Real = window.Notification;
  class Recording extends Real {
    constructor(title: string, options?: NotificationOptions) {
      window.__notices?.push({ title, body: options?.body ?? '' });
      super(title, options);
    }
  }
  window.Notification = Recording;
  Object.defineProperty(document, 'visibilityState', { get: () => (window.__hidden ? 'hidden' : 'visible') });
  document.hasFocus = () => !window.__hidden;
}

/** The seat's link of a new game made through the owner's API: Anna remote, a computer second. */
async function newGame(ownerLink: string): Promise<{ link: string; title: string }> {
  const owner = new URL(ownerLink);
  const res = await fetch(`${owner.origin}/owner/api/ownerCreate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-titan-owner': owner.searchParams.get('owner') ?? '' },
    body: JSON.stringify({ game: 'titan', kinds: ['human', 'random'], names: ['Anna', 'Cyd'] }),
  });
  const r = (await res.json()) as { ok: true; value: OwnerOverview };
  const game = r.value.games[0];
  const link = game?.seats.find((s) => s.link !== null)?.link;
  if (!game || !link) throw new Error('no seat link');
  return { link, title: game.title };
}

/** The seat's page in a fresh context of its size and language. */
async function seatPage(browser: Browser, link: string, width: number, height: number, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, locale });
  const page = await context.newPage();
  await page.goto(link);
  await boardScreen(page);
  return page;
}

test('a seat gives its e-mail address, gets a test mail with its link, and a notification of its turn while hidden', async ({ browser }) => {
  test.setTimeout(240_000);
  const smtp = await startSmtpCatcher();
  const data = mkdtempSync(join(tmpdir(), 'titan-seat-mail-e2e-'));
  const options = ['--lan-address', '127.0.0.1', '--lan-port', String(await freePort()), '--smtp', `smtp://titan:secret%20pass@127.0.0.1:${smtp.port}`, '--mail-from', 'host@example.org'];
  const host = await serve(data, options, undefined, hostProgram());
  try {
    const { link, title } = await newGame(host.url);

    // the address, a refusal, a test mail (English), then the dialog in German
    for (const [width, height] of [[1440, 900], [1024, 700]] as const) {
      for (const locale of ['en-GB', 'de-DE']) {
        const page = await seatPage(browser, link, width, height, locale);
        await page.getByTestId('seat-mail-open').click();
        const dialog = page.getByTestId('seat-mail');
        await expect(dialog).toBeVisible();
        if (smtp.mails.length === 0) {
          await page.getByTestId('seat-mail-address').fill('anna@example');
          await expect(page.getByTestId('seat-mail-invalid')).toBeVisible();
          await expect(page.getByTestId('seat-mail-save')).toBeDisabled();
          await page.getByTestId('seat-mail-address').fill('anna@example.org');
          await page.getByTestId('seat-mail-save').click();
          await expect(page.getByTestId('seat-mail-note')).toHaveText('Saved.');
          await page.getByTestId('seat-mail-test').click();
          await expect(page.getByTestId('seat-mail-note')).toContainText('test mail is on its way');
          expect(smtp.mails).toHaveLength(1);
          const mail = smtp.mails[0];
          expect(mail?.to).toEqual(['anna@example.org']);
          expect(mail?.subject).toBe(`TITAN: Test mail for ${title}`);
          expect(mail?.text).toContain(link);
        } else {
          await expect(page.getByTestId('seat-mail-address')).toHaveValue('anna@example.org');
          await page.getByTestId('seat-mail-save').click();
          await expect(page.getByTestId('seat-mail-note')).toHaveText(locale === 'de-DE' ? 'Gespeichert.' : 'Saved.');
        }
        await capture(page, `reports/screens/seat-mail-${width}x${height}-${locale.slice(0, 2)}.png`);
        await page.context().close();
      }
    }
    // the mail a link's holder gets opens his seat
    const opened = await seatPage(browser, /https?:\/\/\S+/.exec(smtp.mails[0]?.text ?? '')?.[0] ?? '', 1440, 900, 'en-GB');
    await expect(opened.getByTestId('remote-bar')).toContainText('You play Anna over the network');
    await opened.context().close();

    // Notify me on, the page hidden: its turn comes after the computer's, and the browser shows it
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, permissions: ['notifications'] });
    await context.addInitScript(recordNotices);
    const page = await context.newPage();
    await page.goto(link);
    await boardScreen(page);
    await page.getByTestId('notify-me').click();
    await expect(page.getByTestId('notify-me')).toHaveAttribute('data-state', 'on');
    await page.evaluate(() => (window.__hidden = true));
    const notices = (): Promise<Recorded[]> => page.evaluate(() => window.__notices ?? []);
    await expect
      .poll(
        async () => {
          if ((await notices()).length > 0) return true;
          if ((await next(page)) !== null) await playStep(page);
          return false;
        },
        { timeout: 180_000, intervals: [300] },
      )
      .toBe(true);
    expect(await notices()).toEqual([{ title: 'Your turn', body: title }]);
    await context.close();
  } finally {
    await stop(host.child);
    await smtp.close();
    rmSync(data, { recursive: true, force: true });
  }
});
