// A whole two-player hot-seat game through the real UI against the real browser-mode server: initial splits, a
// split, moves, an engagement, a battle fought to its end (maneuver, strikes, carries), mustering, a save and a
// reload in the middle of the battle, and game over in a short point-target game. Fixed seed; the scripted player
// (e2e/play.ts) decides from what the page shows and acts through clicks on buttons and on the Konva boards, checking
// on the way that the boards mark the legal targets the engine gave the screen and that a hand-off hides the board.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { clickShape, openApp, screenState, settled, shapePoint, shot, waitForChange, type ScreenState } from './helpers.js';
import { next, passHandoff, play, startGame } from './play.js';

/** Saves the game by name, reloads the page (back in the game), quits to the main menu and opens the save again from
 * the Open dialog's recent files. */
async function saveAndReopen(page: Page): Promise<void> {
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-save-as').click();
  await page.getByTestId('save-name').fill('e2e battle');
  await page.getByTestId('save-confirm').click();
  await expect(page.getByRole('status')).toContainText('Saved');
  await shot(page, '23-saved');
  // F5 returns to the game being played; the save is then reopened from the main menu
  await page.reload();
  await expect.poll(async () => (await screenState(page))?.game?.path ?? null).not.toBeNull();
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-quit').click();
  await expect(page.getByTestId('continue')).toBeEnabled();
  await page.getByTestId('open').click();
  await page.getByTestId('recent-item').first().click();
}

/** Splits a legion of four or more with the split dialog (the first two characters), then takes the split back. */
async function splitAndUndo(page: Page, push: NonNullable<ScreenState['push']>): Promise<void> {
  const mine = push.view.legions.find((l) => l.owner === push.seat && l.height >= 4);
  if (!mine) throw new Error('no legion to split');
  await clickShape(page, 'legion', mine.marker);
  await page.getByTestId('split').click();
  const chips = page.getByTestId('split-dialog').locator('button.chip');
  await expect(page.getByTestId('split-confirm')).toBeDisabled();
  await chips.nth(0).click();
  await chips.nth(1).click();
  await expect(page.getByTestId('split-confirm')).toBeEnabled();
  await shot(page, '13-split-dialog');
  await page.getByTestId('split-confirm').click();
  await waitForChange(page, push.view.stateId);
  const after = (await screenState(page)) as ScreenState;
  await page.getByTestId('undo').click();
  await waitForChange(page, after.push?.view.stateId ?? 0);
}

test('a hot-seat game from setup to game over', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openApp(page);
  await startGame(page, 3, 50);

  const seen = new Set<string>();
  const once = async (name: string): Promise<void> => {
    if (seen.has(name)) return;
    seen.add(name);
    await shot(page, name);
  };
  let reopened = false;
  let splitDone = false;
  let handoffs = 0;

  for (let step = 0; step < 600; step++) {
    await expect.poll(async () => (await screenState(page)) !== null).toBe(true);
    const s = (await screenState(page)) as ScreenState;
    if (s.handoff) {
      await expect(page.getByTestId('handoff')).toBeVisible();
      await once('10-handoff');
      await passHandoff(page, s.handoff.seat);
      handoffs++;
      continue;
    }
    if (!s.push) {
      await page.waitForTimeout(100);
      continue;
    }
    const { view } = s.push;
    if (view.phase === 'over') break;
    if (await page.getByTestId('battle-result').isVisible()) await once('25-battle-result');
    const kind = await next(page);
    if (!kind) {
      await waitForChange(page, view.stateId);
      continue;
    }

    // screenshots of each kind of screen, the first time it shows
    if (view.phase === 'setup') await once('11-setup');
    if (view.phase === 'split' && !view.battle) await once('12-split-phase');
    if (kind === 'carry') await once('22-battle-carry');
    if (view.phase === 'engage' && kind === 'engage') await once('15-engage');
    if (kind === 'fight') await once('17-engagement-choice');
    if (view.phase === 'muster' && kind === 'recruit' && !seen.has('16-muster')) {
      await once('16-muster');
      // the whole game screen in German, through the settings reached from the File menu
      for (const lang of ['de', 'en']) {
        await page.getByTestId('file-menu').click();
        await page.getByTestId('menu-settings').click();
        await page.getByTestId('language').selectOption(lang);
        await page.getByTestId('back').click();
        await expect(page.getByTestId('muster-panel')).toContainText(lang === 'de' ? 'Rekrutierung' : 'Mustering');
        if (lang === 'de') await shot(page, '19-game-de');
      }
    }

    // one split in the first split phase of the second round: exercise the split dialog, then undo it
    if (view.phase === 'split' && !splitDone && view.round === 2) {
      splitDone = true;
      await splitAndUndo(page, s.push);
      continue;
    }

    // save and reload in the middle of the battle, then continue it from the saved file: a two-human game reopens
    // behind the hand-off screen, and after it the same battle round shows
    if (view.battle && view.battle.round >= 2 && !reopened) {
      reopened = true;
      const round = view.battle.round;
      await saveAndReopen(page);
      await expect.poll(async () => ((await screenState(page))?.handoff ? 'handoff' : null)).toBe('handoff');
      await passHandoff(page, (await screenState(page))?.handoff?.seat ?? '');
      await expect.poll(async () => (await screenState(page))?.push?.view.battle?.round ?? null).toBe(round);
      await expect(page.getByTestId('battleboard')).toBeVisible();
      await shot(page, '24-reopened-battle');
      continue;
    }

    const first = !seen.has('14-move') && kind === 'move';
    await play(page, kind, {
      drag: first,
      selected: async () => {
        if (kind === 'battleMove') await once('20-battle-maneuver');
        if (kind === 'strike') await once('21-battle-strike');
        if (!first) return;
        // hover the destination: the land card previews what the legion could muster there; zoom in and fit again
        const marks = await page.evaluate(() => window.__titanBoard?.marks?.() as { lands: Record<string, string> });
        const land = Number(Object.keys(marks.lands).find((l) => marks.lands[l] === 'move'));
        const at = await shapePoint(page, 'land', land);
        if (at) await page.mouse.move(at.x, at.y);
        await expect(page.getByTestId('land-card')).toContainText(String(land));
        await shot(page, '14a-destinations');
        await page.keyboard.press('+');
        await page.keyboard.press('0');
        await settled(page);
      },
    });
    await waitForChange(page, view.stateId);
    if (first) await once('14-move');
  }

  await expect(page.getByTestId('game-over')).toBeVisible();
  await shot(page, '30-game-over');
  expect(reopened).toBe(true);
  expect(splitDone).toBe(true);
  expect(handoffs).toBeGreaterThan(2);
  expect(errors).toEqual([]);
});
