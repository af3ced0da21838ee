// Gods of Titan's Skycastle final battle (rules 27.5) in the browser, as four hot-seat players reach it: a save of the
// Darklord's Engagement Phase with the Dark-Titan's legion in the City (the position of the engine's tests, built as
// data) is opened; the Darklord challenges the God, the Titan-players lend Creatures with the lend buttons and pass
// in seat order, and the battle shows the God on his hex; the log names each step. Screenshots of the lend step and
// the battle go to /tmp/shots-gods/ at 1440×900 and 1024×700, in English and German.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import type { GodsSeat } from '../engine/gods/state.js';
import { GOD_HEX, finalPosition } from '../tests/gods/final-battle-position.js';
import { button, godsSaveFile, godsScreen, language, seatAtScreen } from './gods-helpers.js';
import { openApp, shapePoint } from './helpers.js';
import { capture } from './shots.js';

const SHOTS = '/tmp/shots-gods';

/** Lends the seat's Creature `name` with its lend button (the buttons are exactly his legal lends). */
async function lend(page: Page, seat: GodsSeat, name: string): Promise<void> {
  await seatAtScreen(page, seat);
  const lends = (await godsScreen(page))?.push?.legal.filter((a) => a.type === 'lend') ?? [];
  expect(lends.length).toBeGreaterThan(0);
  const buttons = page.locator('[data-testid="gods-action"][data-type="lend"]');
  await expect(buttons).toHaveCount(lends.length);
  await buttons.filter({ hasText: name }).first().click();
}

/** The seat passes: he sends no more Creatures. */
async function pass(page: Page, seat: GodsSeat): Promise<void> {
  await seatAtScreen(page, seat);
  await button(page, 'pass');
}

/** Screenshots of what the page shows now at both sizes. */
async function shots(page: Page, name: string, lang: string): Promise<void> {
  for (const [w, h] of [[1440, 900], [1024, 700]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await capture(page, `${SHOTS}/${name}-${w}-${lang}.png`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const WORDS = {
  en: { stormed: 'storms the Skycastle', lent: 'sends Hydra', passed: 'sends no more Creatures', final: 'Skycastle final battle', god: 'against the God' },
  de: { stormed: 'stürmt das Skycastle', lent: 'schickt Hydra', passed: 'schickt keine weiteren Kreaturen', final: 'Endkampf im Skycastle', god: 'gegen den God' },
} as const;

test('Gods of Titan: rules 27.5 in the app — the Darklord challenges the God, the Titan-players lend Creatures and pass, the battle shows the God on his hex', async ({ page }) => {
  const file = godsSaveFile(finalPosition().state, 'Gods of Titan: the Dark-Titan in the City', ['human', 'human', 'human', 'human']);
  for (const lang of ['en', 'de'] as const) {
    const words = WORDS[lang];
    await openApp(page);
    if (lang === 'de') await language(page, 'de');
    await page.getByTestId('open').click();
    await page.getByTestId('open-file').setInputFiles(file);
    await expect(page.getByTestId('open-file')).toHaveCount(0); // the Open dialog has closed

    // The Darklord's challenge: the engagement of the God's legion, offered like any engagement.
    await seatAtScreen(page, 'black');
    const challenge = (await godsScreen(page))?.push?.legal.find((a) => a.type === 'engage');
    expect(challenge).toMatchObject({ type: 'engage', defender: 'skycastle' });
    await button(page, 'engage');

    // The Titan-players choose the defence in seat order: red lends a Hydra, green his Griffon, then all pass.
    await seatAtScreen(page, 'red');
    await expect(page.getByTestId('gods-final-battle')).toContainText(words.final);
    await shots(page, 'final-lend', lang);
    await lend(page, 'red', 'Hydra');
    await lend(page, 'green', 'Griffon');
    await pass(page, 'blue');
    await pass(page, 'red');
    await pass(page, 'green');

    // The battle: the God on his hex from the start, red (the first defender) to enter his Hydra.
    await seatAtScreen(page, 'red');
    const battle = page.getByTestId('gods-battle');
    await expect(battle).toBeVisible();
    await expect(battle.locator('li', { hasText: 'God' })).toContainText(GOD_HEX);
    await expect(battle.locator('li', { hasText: 'Hydra' })).toHaveCount(1);
    await expect(battle.locator('li', { hasText: 'Griffon' })).toHaveCount(1);
    const god = (await godsScreen(page))?.push?.view.engagement?.battle?.pieces.find((p) => p.name === 'God');
    expect(god?.hex).toBe(GOD_HEX);
    expect(await shapePoint(page, 'piece', god?.id ?? '')).not.toBeNull(); // drawn on the battleland
    // Each Creature in its lender's colour, the God (nobody's) in gray; the God's legion named, not shown by its marker.
    const chip = (name: string) => battle.locator('li', { hasText: name }).locator('.chip');
    await expect(chip('God')).toHaveCSS('background-color', 'rgb(158, 158, 158)');
    const colours = await Promise.all(['Hydra', 'Griffon'].map((n) => chip(n).evaluate((e) => getComputedStyle(e).backgroundColor)));
    expect(new Set(colours).size).toBe(2);
    await expect(page.getByTestId('gods-engagement')).toContainText(words.god);
    const log = page.getByTestId('gods-log');
    for (const text of [words.stormed, words.lent, words.passed]) await expect(log).toContainText(text);
    await shots(page, 'final-battle', lang);
    await page.getByTestId('gods-quit').click();
    if (lang === 'de') await language(page, 'en');
  }
});
