// Report a problem in browser mode (issue 24): from a game's File menu, How to play, Report a problem…: the dialog says
// what goes into the report, its save box unticked and focused; Escape closes it; ticked, Write report downloads one
// zip with report.txt, the page's trail, the data folder's log and the game's save. Screenshots of the dialog at both
// sizes, in English and German.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './fixture.js';
import { openApp, settled, windowShots } from './helpers.js';
import { startGame } from './play.js';

/** A line the data folder's log holds while the test runs. */
const LOG_LINE = '{"at":"2026-11-29T22:00:00.000Z","kind":"main-error","message":"the e2e log line"}\n';

/** Opens the dialog from the game screen: File menu, How to play, Report a problem…. */
async function openReport(page: Page): Promise<void> {
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-help').click();
  await page.getByTestId('report-open').click();
  await expect(page.getByTestId('report-dialog')).toBeVisible();
}

/** Closes the dialog with Escape and goes back from How to play to the game. */
async function closeReport(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('report-dialog')).toBeHidden();
  await page.getByTestId('help-back').click();
}

test('Report a problem: the dialog, its keyboard, and the zip downloaded with the save ticked', async ({ page }) => {
  const logs = join(process.env.TITAN_DATA ?? '', 'logs');
  mkdirSync(logs, { recursive: true });
  writeFileSync(join(logs, 'main.log'), LOG_LINE);
  try {
    await openApp(page);
    await startGame(page, 4243, 100);
    await page.getByTestId('handoff-ready').click();
    await settled(page);

    await openReport(page);
    const box = page.getByTestId('report-include-save');
    await expect(box).toBeFocused();
    await expect(box).not.toBeChecked();
    await expect(page.getByTestId('report-dialog')).toContainText('nothing is sent anywhere');
    await windowShots(page, 'problem-report', { open: () => openReport(page), close: () => closeReport(page) });

    await openReport(page);
    await expect(box).toBeFocused();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('report-write').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^titan-problem-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(page.getByTestId('report-done')).toContainText(download.suggestedFilename());
    await expect(page.getByTestId('report-close')).toBeFocused();

    const files = unzipSync(readFileSync(await download.path()));
    const names = Object.keys(files).sort();
    const save = names.find((n) => n.startsWith('save/') && n.endsWith('.titan'));
    expect(names).toEqual(['logs/main.log', 'report.txt', save, 'trail.txt'].sort());
    const report = strFromU8(files['report.txt']);
    expect(report).toContain('(browser)');
    expect(report).toMatch(/^game: titan \(titan\), round \d+/m);
    expect(strFromU8(files['logs/main.log'])).toBe(LOG_LINE);
    const trail = strFromU8(files['trail.txt']);
    expect(trail).toMatch(/ enter titan /);
    expect(trail).toContain(`key ${' '} on input#report-include-save`);
    expect(trail).toContain('pointerdown button#report-write');
    const saved = JSON.parse(strFromU8(files[save ?? ''])) as { snapshot?: unknown };
    expect(saved.snapshot).toBeTruthy();

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('report-dialog')).toBeHidden();
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
});
