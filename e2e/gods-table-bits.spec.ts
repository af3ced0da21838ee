// Gods of Titan's small table items in the browser (issue 21), by clicks and keys: a save of an engagement opened
// through the Open dialog, red (the attacker; green's Titan cannot flee, 10.4, so both sides may act) at the screen.
// Clicking green's defending legion and green's other legion shows what red knows of each — its short name, height and
// land, the characters the view shows and "?" for the unknown — read-only, closed by Escape; red's own legion names
// its characters. Conceding asks first, with what it gives away (the engine's hint: the characters lost, green's
// points and Lifegems): Escape cancels, and the keyboard alone (Tab to Concede, Enter) confirms it. Tower markers read
// their kind, not "to". English and German; screenshots at 1440×900 and 1024×700 go to /tmp/shots-tablebits/.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import type { GodsLegionView } from '../engine/gods/view.js';
import { fight } from '../tests/gods/slaying.js';
import { godsSaveFile, godsScreen, language, openGodsFile, seatAtScreen, SHOT_SIZES, shotsAtBothSizes, steady } from './gods-helpers.js';
import { clickShape, shapePoint } from './helpers.js';
import { capture } from './shots.js';

const SHOTS = '/tmp/shots-tablebits';

/** Takes the screenshots of `name` at both sizes. */
const shots = (page: Page, name: string): Promise<void> => shotsAtBothSizes(page, SHOTS, name);

const WORDS = {
  en: { chars: 'characters on', unknown: 'unknown', concede: 'Concede the engagement in', lost: 'Lion, Lion', scores: 'scores', green: 'Green' },
  de: { chars: 'Figuren auf', unknown: 'unbekannt', concede: 'Den Kampf in', lost: 'Lion, Lion', scores: 'erhält dafür', green: 'Grün' },
} as const;

/** A legion of the view by its marker (the test fails without it). */
async function legionOf(page: Page, marker: string): Promise<GodsLegionView> {
  const l = (await godsScreen(page))?.push?.view.legions.find((x) => x.marker === marker);
  if (!l) throw new Error(`no legion ${marker}`);
  return l;
}

test('Gods of Titan table bits: an enemy legion shows what the viewer knows of it; a concession asks first; Tower markers read their kind', async ({ page }) => {
  // red's two Lions attack green's Titan and Colossus in the Desert; green has another legion, hidden from red, and
  // his Tower legion; red's Titan waits elsewhere
  const state = fight(['Lion', 'Lion'], ['Titan', 'Colossus'], [[150, ['Ogre', 'Troll']]], 3, false);
  const attacker = state.engagement?.attacker ?? '';
  const defender = state.engagement?.defender ?? '';
  const other = state.legions.find((l) => l.owner === 'green' && l.land === 150)?.marker ?? '';
  const file = godsSaveFile(state, 'Gods of Titan: an engagement in the Desert', ['human', 'human', 'random']);
  for (const lang of ['en', 'de'] as const) {
    const w = WORDS[lang];
    await openGodsFile(page, file, lang);
    await seatAtScreen(page, 'red');

    // 2: green's other legion, clicked: its name, height and land, "?" for each character red does not know
    const hidden = await legionOf(page, other);
    expect(hidden.names.every((n) => n === null)).toBe(true);
    await steady(page, other);
    await clickShape(page, 'legion', other);
    const panel = page.getByTestId('gods-legion');
    await expect(panel).toHaveAttribute('data-marker', other);
    await expect(panel).toHaveAttribute('data-own', 'false');
    await expect(page.getByTestId('gods-legion-heading')).toHaveText(new RegExp(`^${w.green} \\d+ · ${hidden.height} ${lang === 'en' ? 'character' : 'Figur'}`));
    await expect(page.getByTestId('gods-legion-contents')).toHaveText(hidden.names.map(() => '?').join(', '));
    await expect(page.getByTestId('gods-legion-known')).toContainText(w.unknown);
    await expect(page.getByTestId('gods-destination')).toHaveCount(0); // read-only
    await expect(page.getByTestId('gods-splits')).toHaveCount(0);
    await shots(page, `enemy-hidden-${lang}`);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    // the defending legion, engaged with red's: its characters as the view names them
    const seen = await legionOf(page, defender);
    await steady(page, defender); // the board has refitted to the window (after the screenshots' resizing)
    await clickShape(page, 'legion', defender);
    await expect(panel).toHaveAttribute('data-marker', defender);
    await expect(page.getByTestId('gods-legion-heading')).toContainText(w.chars);
    await expect(page.getByTestId('gods-legion-contents')).toHaveText(seen.names.map((n) => n ?? '?').join(', '));
    await expect(page.getByTestId('gods-legion-heading')).not.toContainText(defender);
    await shots(page, `enemy-engaged-${lang}`);
    // the own legion: its characters, no marker id
    await steady(page, attacker); // the board has refitted to the window (after the screenshots' resizing)
    await clickShape(page, 'legion', attacker);
    await expect(panel).toHaveAttribute('data-own', 'true');
    await expect(page.getByTestId('gods-legion-contents')).toHaveText('Lion, Lion');
    await expect(page.getByTestId('gods-engagement')).not.toContainText(/\b(red|green)-\d/);
    await page.getByRole('button', { name: lang === 'en' ? 'Close (Escape)' : 'Schließen (Escape)' }).click();
    await expect(panel).toHaveCount(0);

    // 4: the Tower markers read their kind (the board draws it; the word is the marker's badge): zoomed in on green's
    for (const [width, height] of SHOT_SIZES) {
      await page.setViewportSize({ width, height });
      await page.getByTitle(lang === 'en' ? 'Fit' : 'Einpassen').click();
      await steady(page, 'green-tower');
      const tower = await shapePoint(page, 'legion', 'green-tower');
      if (!tower) throw new Error('green has no Tower legion on the board');
      await page.mouse.move(tower.x, tower.y);
      for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -100);
      await capture(page, `${SHOTS}/tower-marker-${lang}-${width}.png`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTitle(lang === 'en' ? 'Fit' : 'Einpassen').click();

    // 3: Concede asks first, with its consequence; Escape cancels and nothing is sent
    const before = (await godsScreen(page))?.push?.view.stateId;
    const concede = page.locator('[data-testid="gods-action"][data-type="concede"]');
    await concede.click();
    const dialog = page.getByTestId('gods-concede-confirm');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(w.concede);
    await expect(page.getByTestId('gods-concede-lost')).toContainText(w.lost);
    const hint = (await godsScreen(page))?.push?.hints.concessions[0];
    expect(hint?.points).toBeGreaterThan(0);
    await expect(page.getByTestId('gods-concede-scores')).toContainText(`${w.scores} ${hint?.points}`);
    await expect(page.getByTestId('gods-concede-no')).toBeFocused();
    await shots(page, `concede-${lang}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await godsScreen(page))?.push?.view.stateId).toBe(before);
    // by the keyboard alone: the Concede button focused and pressed, Tab to the dialog's Concede, Enter
    await concede.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('gods-concede-no')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('gods-concede-yes')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => { const s = await godsScreen(page); return s?.handoff != null || (s?.push != null && s.push.view.stateId !== before); }).toBe(true);

    await expect.poll(async () => (await godsScreen(page))?.handoff ?? null).toBeNull();
    if ((await godsScreen(page))?.handoff) await page.getByTestId('gods-handoff-ready').click();
    await page.getByTestId('gods-quit').click();
    if (lang === 'de') await language(page, 'en');
  }
});

/** Clicks the seat's battle button for conceding (the battle's actions are listed in the engine's order). */
async function concedeBattle(page: Page): Promise<void> {
  const legal = (await godsScreen(page))?.push?.legal.filter((a) => a.type === 'battle') ?? [];
  const i = legal.findIndex((a) => a.type === 'battle' && a.move.type === 'concede');
  expect(i).toBeGreaterThanOrEqual(0);
  await page.locator('[data-testid="gods-action"][data-type="battle"]').nth(i).click();
}

test('Gods of Titan table bits: conceding a battle asks first; conceding after the other side did says it is a draw', async ({ page }) => {
  const file = godsSaveFile(fight(['Lion', 'Lion'], ['Ogre', 'Troll']), 'Gods of Titan: a battle in the Desert', ['human', 'human', 'random']);
  for (const lang of ['en', 'de'] as const) {
    await openGodsFile(page, file, lang);
    await expect.poll(async () => { const s = await godsScreen(page); return s?.handoff?.seat ?? s?.push?.seat ?? null; }).not.toBeNull();
    if ((await godsScreen(page))?.handoff) await page.getByTestId('gods-handoff-ready').click();
    await expect(page.getByTestId('gods-battle')).toBeVisible();
    const first = (await godsScreen(page))?.push?.seat;
    const dialog = page.getByTestId('gods-concede-confirm');
    await concedeBattle(page);
    await expect(dialog).toContainText(lang === 'en' ? 'Concede the battle in Desert 103?' : 'Die Schlacht in Wüste 103 aufgeben?');
    await expect(page.getByTestId('gods-concede-draw')).toHaveCount(0);
    await shots(page, `concede-battle-${lang}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await concedeBattle(page);
    await page.getByTestId('gods-concede-yes').click();
    // the other side answers: conceding too is a draw, and the dialog says so
    await expect.poll(async () => { const s = await godsScreen(page); return s?.handoff?.seat ?? s?.push?.seat; }).not.toBe(first);
    if ((await godsScreen(page))?.handoff) await page.getByTestId('gods-handoff-ready').click();
    await expect.poll(async () => (await godsScreen(page))?.push?.legal.some((a) => a.type === 'battle' && a.move.type === 'accept-concession')).toBe(true);
    await concedeBattle(page);
    await expect(page.getByTestId('gods-concede-draw')).toBeVisible();
    await shots(page, `concede-draw-${lang}`);
    await page.getByTestId('gods-concede-no').click();
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('gods-quit').click();
    if (lang === 'de') await language(page, 'en');
  }
});
