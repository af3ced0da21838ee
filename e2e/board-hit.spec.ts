// A click aimed where the board reports a counter reaches that counter even in the frame after the board changed its
// view: a resize refits the battleland (renderer/board/viewport.ts), and the canvas — the hit canvas Konva finds the
// shape under a click on included — is drawn at the new view at once, not at the next frame. The click here is sent
// from inside the resize observer that runs right after the board's own, before any frame is drawn: drawn a frame
// later (as before this test), it met the old view's picture and took another counter (the flaky "strike clicked"
// of e2e/gods-battle-aids.spec.ts: the striker's spot held the target's counter).
// And a counter pressed before a refit and released after it is still the counter clicked (press-click.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { strikesToTheEnd } from './gods-battle-position.js';
import { godsSaveFile, openGodsFile, seatAtScreen, steady } from './gods-helpers.js';
import { boardMarks } from './helpers.js';
import type {} from '../renderer/lib/trail-input.js';

/** The page's record of the click sent from the resize observer: where it aimed (null: no counter to aim at). */
type HitProbe = { hitClick?: Promise<{ x: number; y: number } | null> };

/** The battle of e2e/gods-battle-position.ts opened at its first strike, the striker's counter standing still. */
async function firstStrike(page: Page): Promise<{ readonly piece: string; readonly target: string }> {
  const { state, clicks } = strikesToTheEnd();
  const first = clicks[0];
  if (first?.kind !== 'strike') throw new Error('the position does not begin with a strike');
  await openGodsFile(page, godsSaveFile(state, 'Gods of Titan: a battle in the Desert', ['human', 'human', 'random']), 'en');
  await seatAtScreen(page, first.seat);
  await steady(page, first.piece, 'piece');
  return first;
}

test('a counter clicked in the frame after a resize refits the battleland is the counter the board reports there', async ({ page }) => {
  const first = await firstStrike(page);
  const before = await page.evaluate((id) => window.__titanBoard?.piece?.(id) ?? null, first.piece);
  // the observer is made after the board's, so it runs after the board followed the new size, in the same frame; the
  // resize is sent only once the observer has had its first call (the one every observer gets when it starts
  // observing): sent before that, both would come as one call and no click would follow
  await page.evaluate((id) => new Promise<void>((ready) => {
    const canvas = document.querySelector('[data-testid="battleboard"]');
    const probe = window as unknown as HitProbe;
    if (!canvas) {
      probe.hitClick = Promise.resolve(null);
      return ready();
    }
    probe.hitClick = new Promise((done) => {
      let first = true;
      const ro = new ResizeObserver(() => {
        if (first) {
          first = false;
          return ready();
        }
        ro.disconnect();
        const at = window.__titanBoard?.piece?.(id) ?? null;
        const target = canvas.querySelector('canvas:last-of-type') ?? canvas;
        if (at) {
          const init = { clientX: at.x, clientY: at.y, bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
          target.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
          target.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
          target.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
          target.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }));
          target.dispatchEvent(new MouseEvent('click', { ...init, buttons: 0 }));
        }
        done(at);
      });
      ro.observe(canvas);
    });
  }), first.piece);
  await page.setViewportSize({ width: 1100, height: 760 });
  const at = await page.evaluate(() => (window as unknown as HitProbe).hitClick ?? null);
  // the refit moved the counter (else the test would prove nothing) and the click selected it
  expect(at).not.toBeNull();
  expect(Math.hypot((at?.x ?? 0) - (before?.x ?? 0), (at?.y ?? 0) - (before?.y ?? 0))).toBeGreaterThan(20);
  await expect.poll(async () => (await boardMarks(page))?.targets ?? []).toContain(first.target);
  // the page's trail names the counter the board took the click on (what tells a lost click from a dropped one)
  expect(await page.evaluate(() => window.__trail?.() ?? [])).toContainEqual(expect.stringMatching(new RegExp(` battle board: counter ${first.piece}$`)));
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a counter pressed, then moved by a refit of the battleland before the release, is the counter clicked', async ({ page }) => {
  const first = await firstStrike(page);
  const pressed = await page.evaluate((id) => window.__titanBoard?.piece?.(id) ?? null, first.piece);
  if (!pressed) throw new Error(`the board has no counter ${first.piece}`);
  await page.mouse.move(pressed.x, pressed.y);
  await page.mouse.down();
  // the window shrinks while the button is down: the board refits, the counter leaves the pointer (by more than its
  // size, so that Konva's own click — the same node under press and release — would be lost)
  await page.setViewportSize({ width: 1000, height: 650 });
  await expect.poll(async () => {
    const now = await page.evaluate((id) => window.__titanBoard?.piece?.(id) ?? null, first.piece);
    return now ? Math.hypot(now.x - pressed.x, now.y - pressed.y) : 0;
  }).toBeGreaterThan(60);
  await page.mouse.up();
  await expect.poll(async () => (await boardMarks(page))?.targets ?? []).toContain(first.target);
  expect(await page.evaluate(() => window.__trail?.() ?? [])).toContainEqual(expect.stringMatching(new RegExp(` battle board: counter ${first.piece}$`)));
  await page.setViewportSize({ width: 1440, height: 900 });
});
