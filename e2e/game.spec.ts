// A whole two-player hot-seat game through the real UI against the real browser-mode server: initial splits, a
// split, moves, an engagement, a battle fought to its end (maneuver, strikes, carries), mustering, a save and a
// reload in the middle of the battle, and game over in a short point-target game. Fixed seed; the scripted player
// (e2e/policy.ts) reads what the screen offers and acts through clicks on buttons and on the Konva boards.
import { expect, test } from '@playwright/test';
import { chooseAction } from './policy.js';
import { clickShape, dragShape, openApp, screenState, shot, waitForChange, type ScreenState } from './helpers.js';
import { perform, startGame } from './play.js';

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
  let reloaded = false;
  let splitDone = false;

  for (let step = 0; step < 400; step++) {
    await expect.poll(async () => (await screenState(page)) !== null).toBe(true);
    const s = (await screenState(page)) as ScreenState;
    if (s.handoff) {
      await expect(page.getByTestId('handoff')).toBeVisible();
      await once('10-handoff');
      await page.getByTestId('handoff-ready').click();
      await expect.poll(async () => (await screenState(page))?.push?.seat ?? null).toBe(s.handoff.seat);
      continue;
    }
    if (!s.push) {
      await page.waitForTimeout(100);
      continue;
    }
    const { view, legal } = s.push;
    if (view.phase === 'over') break;
    const action = chooseAction(view, legal);
    if (!action) {
      await page.waitForTimeout(100);
      continue;
    }

    // screenshots of each kind of screen, the first time it shows
    if (view.phase === 'setup') await once('11-setup');
    if (view.phase === 'split' && !view.battle) await once('12-split-phase');
    if (view.battle && view.battle.phase === 'maneuver' && action.type === 'battleMove') {
      await clickShape(page, 'piece', action.piece);
      await once('20-battle-maneuver');
    }
    if (action.type === 'strike') {
      await clickShape(page, 'piece', action.piece);
      await once('21-battle-strike');
    }
    if (action.type === 'carry') await once('22-battle-carry');
    if (view.phase === 'muster' && action.type === 'recruit' && !seen.has('16-muster')) {
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

    // one split in the first split phase of the second player's turn: exercise the split dialog, then undo it
    if (view.phase === 'split' && !splitDone && view.round === 2) {
      splitDone = true;
      const mine = view.legions.find((l) => l.owner === view.viewer && l.height >= 4);
      if (mine) {
        await clickShape(page, 'legion', mine.marker);
        await page.getByTestId('split').click();
        const chips = page.getByTestId('split-dialog').locator('button.chip');
        await chips.nth(0).click();
        await chips.nth(1).click();
        await shot(page, '13-split-dialog');
        await page.getByTestId('split-confirm').click();
        await waitForChange(page, view.stateId);
        const after = (await screenState(page)) as ScreenState;
        await page.getByTestId('undo').click();
        await waitForChange(page, after.push?.view.stateId ?? 0);
        continue;
      }
    }
    if (view.phase === 'move' && action.type === 'move' && !seen.has('14-move')) {
      await clickShape(page, 'legion', action.marker);
      await expect(page.getByTestId('legion-panel')).toContainText(action.marker);
      const dest = await page.evaluate((l) => window.__titanBoard?.land?.(l) ?? null, action.to);
      if (dest) await page.mouse.move(dest.x, dest.y);
      await expect(page.getByTestId('land-card')).toContainText(String(action.to));
      await shot(page, '14a-destinations');
      // keyboard: zoom in, fit again
      await page.keyboard.press('+');
      await page.keyboard.press('0');
      await dragShape(page, action.marker, action.to);
      seen.add('14-move');
      // clicking the destination already moved the legion: show the board afterwards instead
      await waitForChange(page, view.stateId);
      await shot(page, '14-move');
      continue;
    }
    if (view.phase === 'engage' && action.type === 'engage') await once('15-engage');
    if (action.type === 'fight') await once('17-engagement-choice');

    // save and reload in the middle of the battle, then continue it from the saved file
    if (view.battle && view.battle.round >= 2 && !reloaded) {
      reloaded = true;
      await page.getByTestId('file-menu').click();
      await page.getByTestId('menu-save-as').click();
      await page.getByTestId('save-name').fill('e2e battle');
      await page.getByTestId('save-confirm').click();
      await expect(page.getByRole('status')).toContainText('Saved');
      await shot(page, '23-saved');
      const round = view.battle.round;
      await page.reload();
      await expect(page.getByTestId('continue')).toBeEnabled();
      await page.getByTestId('open').click();
      await page.getByTestId('recent-item').first().click();
      await expect.poll(async () => {
        const t = await screenState(page);
        return t?.handoff ? 'handoff' : (t?.push?.view.battle?.round ?? null);
      }).not.toBeNull();
      const back = (await screenState(page)) as ScreenState;
      if (back.push) expect(back.push.view.battle?.round).toBe(round);
      await shot(page, '24-reopened-battle');
      continue;
    }

    await perform(page, s.push, action);
    await waitForChange(page, view.stateId);
  }

  await expect(page.getByTestId('game-over')).toBeVisible();
  await shot(page, '30-game-over');
  expect(reloaded).toBe(true);
  expect(errors).toEqual([]);
});
