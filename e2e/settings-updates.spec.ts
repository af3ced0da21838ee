// The Settings screen's update checks (issue 24) in a browser page: only the desktop app updates itself, so the box is
// shown greyed and unticked with words saying so, in English and German. Screenshots at 1440×900 and 1024×700 go to
// /tmp/shots-updates/.
import { expect, test } from './fixture.js';
import { language, shotsAtBothSizes } from './gods-helpers.js';
import { openApp } from './helpers.js';

test('the update checks on the Settings screen: the desktop app only, greyed in a browser page, in English and German', async ({ page }) => {
  await openApp(page);
  for (const [lang, words] of [['en', 'the desktop app only'], ['de', 'nur die Desktop-App']] as const) {
    await language(page, lang);
    await page.getByTestId('settings').click();
    const box = page.getByTestId('update-checks');
    await expect(box).toBeDisabled();
    await expect(box).not.toBeChecked();
    await expect(page.locator('label', { has: box })).toContainText(words);
    await shotsAtBothSizes(page, '/tmp/shots-updates', `settings-${lang}`);
    await page.getByTestId('back').click();
  }
});
