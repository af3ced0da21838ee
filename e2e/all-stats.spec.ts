// The statistics of all games from the start screen (issue 23): two finished games (a Titan Variant game and a Gods of
// Titan game) and a damaged file written into the suite server's saves folder; the start screen's Statistics button,
// used by the keyboard, opens the window with its Close button focused: the games counted, the damaged file said to
// be skipped, every player by name with his games and luck, and his games won by kind; Escape closes it. English and
// German; screenshots at 1440×900 and 1024×700 go to /tmp/shots-allstats/. The files are removed afterwards.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixture.js';
import { GAMES } from '../games/index.js';
import { finishedGameText } from '../tests/finished-games.js';
import { language, shotsAtBothSizes } from './gods-helpers.js';
import { openApp, openStatsByKeyboard } from './helpers.js';

const SHOTS = '/tmp/shots-allstats';

test('the statistics of all finished games, from the start screen by the keyboard, in English and German', async ({ page }) => {
  const titan = GAMES.byId('titan');
  const gods = GAMES.byId('gods-of-titan');
  if (!titan || !gods) throw new Error('missing module');
  const saves = join(process.env.TITAN_DATA ?? '', 'saves');
  mkdirSync(saves, { recursive: true });
  const variant = finishedGameText(titan, 2, 5, 100, 'titan-variant');
  const godsGame = finishedGameText(gods, 3, 7, 100);
  const files = { 'all-stats variant.titan': variant.text, 'all-stats gods.titan': godsGame.text, 'all-stats damaged.titan': variant.text.slice(0, 300) };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(saves, name), text);
  try {
    for (const lang of ['en', 'de'] as const) {
      await openApp(page);
      await language(page, lang);
      const window = await openStatsByKeyboard(page, 'all-stats-open', 'all-stats-window');
      await expect(page.getByTestId('all-stats-counted')).toContainText(lang === 'en' ? 'finished games' : 'beendete Spiele');
      await expect(page.getByTestId('all-stats-skipped')).toContainText(lang === 'en' ? 'skipped' : 'übersprungen');
      // the first two players played both games, the third only the Gods game
      for (const name of new Set([...variant.names, ...godsGame.names])) await expect(page.getByTestId('stats-row').filter({ hasText: name })).toHaveCount(1);
      await expect(page.getByTestId('stats-luck').filter({ hasNotText: '±0.0' })).not.toHaveCount(0);
      const kinds = page.getByTestId('all-stats-kinds');
      await expect(kinds).toContainText('Titan Variant');
      await expect(kinds).toContainText('Gods of Titan');
      await shotsAtBothSizes(page, SHOTS, `all-stats-${lang}`);
      await page.keyboard.press('Escape');
      await expect(window).toHaveCount(0);
      await expect(page.getByTestId('all-stats-open')).toBeVisible();
    }
  } finally {
    for (const name of Object.keys(files)) rmSync(join(saves, name), { force: true });
  }
});
