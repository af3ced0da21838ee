// Game records in the app (issue 23 item 2): a finished TITAN game's record exported from its review window (browser
// mode: a download), then opened from the start screen ("Open game record…") and stepped through by the keyboard and
// by clicks, each step's board drawing what the host's review of the record has; a broken record is refused with the
// host's typed error and the start screen stays. Screenshots at 1440×900 and 1024×700 in English and German go to
// /tmp/shots-records/.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixture.js';
import { finishedSaves, openFinished } from './finished-games.js';
import { shotsAtBothSizes } from './gods-helpers.js';
import { atStep, host, openedAtLast, stepByKeys } from './review-helpers.js';

const SHOTS = '/tmp/shots-records';

test('a finished game exported as a record from the review window, opened from the start screen and stepped through, in English and German', async ({ page }, info) => {
  const { titan } = finishedSaves();
  for (const lang of ['en', 'de'] as const) {
    await openFinished(page, 'titan', titan.path, lang);
    await page.getByTestId('game-over').getByTestId('review-open').click();
    const window = page.getByTestId('review-window');
    await expect(window).not.toHaveAttribute('data-review-index', '');
    const downloading = page.waitForEvent('download');
    await window.getByTestId('record-export').click();
    const download = await downloading;
    const file = info.outputPath(`record-${lang}.txt`);
    await download.saveAs(file);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^game: titan\n/);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    await expect(window.getByTestId('record-exported')).toContainText(download.suggestedFilename());
    await expect(window.getByTestId('record-exported')).toContainText(lang === 'en' ? 'The whole game' : 'Die ganze Partie');
    await shotsAtBothSizes(page, SHOTS, `export-${lang}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('over-quit').click();

    // the start screen opens it; the host's own review of the same record gives each step's board
    await expect(page.getByTestId('open-record')).toBeVisible();
    await page.getByTestId('open-record-file').setInputFiles(file);
    const opened = await host().openRecord({ text });
    if (!opened.ok) throw new Error(opened.error.message);
    const id = opened.value.recordId;
    const { entries, count, idx, last } = await openedAtLast(page, id);
    await expect(window.locator('#review-title')).toHaveText(lang === 'en' ? 'Game record' : 'Spielaufzeichnung');
    await expect(window.getByTestId('record-export')).toHaveCount(0);
    await stepByKeys(page, window, id, idx, last);
    const middle = Math.floor(count / 2);
    await entries.nth(middle).click();
    await atStep(page, window, id, await idx(middle));
    await shotsAtBothSizes(page, SHOTS, `opened-${lang}`);
    await page.getByTestId('review-back').click();
    await atStep(page, window, id, await idx(middle - 1));
    await page.getByTestId('review-last').click();
    await atStep(page, window, id, last);
    await page.keyboard.press('Escape');
    await expect(window).toHaveCount(0);

    // a broken record: the host's typed error, nothing opened
    const broken = info.outputPath(`broken-${lang}.txt`);
    writeFileSync(broken, text.replace(/ moves (\S+) → \d+/, ' moves $1 → 9999'));
    await page.getByTestId('open-record-file').setInputFiles(broken);
    await expect(page.getByTestId('error-dialog')).toContainText(lang === 'en' ? 'This game record cannot be read' : 'Diese Spielaufzeichnung lässt sich nicht lesen');
    await expect(page.getByTestId('error-dialog')).toContainText('line ');
    await shotsAtBothSizes(page, SHOTS, `broken-${lang}`);
    await expect(window).toHaveCount(0);
  }
});
