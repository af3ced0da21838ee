// Gods of Titan's own card in the browser (issue 21: spells listed with their text, Casters marked, Experience goals
// and the next threshold), by clicks and keys: a save where red holds a legion with a Novice (skill 2) and a Warlord
// (skill 5), has reached four goals (35 EP) and keeps his Titan covered, opened through the Open dialog. "Spells & EP"
// opens the card: every spell of red's hand with its grade and words, the grade-5 Slavery castable by the Warlord
// only, Shield by both; the Casters; 35 of 100 EP, the four goals marked, three advantages reached but not in effect
// (26.2) and Hold named as the next. Escape closes it; Enter on the focused button opens it again; the legion's own
// panel, clicked on the board, marks its Casters. English and German;
// screenshots at 1440×900 and 1024×700 go to /tmp/shots-owncard/.
import { expect, test } from './fixture.js';
import { edit, place, started } from '../tests/gods/game-helpers.js';
import { godsSaveFile, language, openGodsFile, seatAtScreen, shotsAtBothSizes, steady } from './gods-helpers.js';
import { clickShape, openApp } from './helpers.js';

const SHOTS = '/tmp/shots-owncard';

const WORDS = {
  en: { open: 'Spells & EP', ep: 'Experience: 35 of 100 EP', castBy: 'Cast by: Warlord (Red', goal: 'Fort taken', next: 'Next: Hold at 40 EP, 5 EP to go.', covered: 'Your Titan is covered', casters: '✦ Casters: Warlord (skill 5), Novice (skill 2)' },
  de: { open: 'Zauber & SP', ep: 'Siegpunkte: 35 von 100 SP', castBy: 'Zaubern kann: Warlord (Rot', goal: 'Fort eingenommen', next: 'Nächster Vorteil: Hold bei 40 SP, noch 5 SP.', covered: 'Dein Titan ist verdeckt', casters: '✦ Magiebegabte: Warlord (Intelligenz 5), Novice (Intelligenz 2)' },
} as const;

test('Gods of Titan own card: the spells in hand with their words and Casters, the Experience goals and the next advantage', async ({ page }) => {
  const base = edit(started(3), (d) => {
    const red = d.players.find((p) => p.id === 'red')!;
    red.goals.push('Fort taken', 'Colossus mustered', 'Citytower taken', 'Darktower taken');
    red.ep = 35;
  });
  const { state, marker } = place(base, 'red', 105, ['Novice', 'Warlord', 'Ogre']);
  const file = godsSaveFile(state, 'Gods of Titan: red with two Casters', ['human', 'human', 'human']);
  for (const lang of ['en', 'de'] as const) {
    const w = WORDS[lang];
    await openGodsFile(page, file, lang);
    await seatAtScreen(page, 'red');

    await page.getByTestId('gods-own-open').click();
    const card = page.getByTestId('gods-own');
    await expect(card).toBeVisible();
    await expect(page.getByTestId('gods-own-close')).toBeFocused();
    const hand = state.players.find((p) => p.id === 'red')?.spells ?? [];
    await expect(card.locator('[data-testid^="gods-own-spell-"]')).toHaveCount(new Set(hand).size);
    await expect(page.getByTestId('gods-own-spell-slavery').getByTestId('gods-own-casters')).toHaveText(new RegExp(`^${w.castBy.replace(/[()]/g, '\\$&')} \\d+\\)$`));
    await expect(page.getByTestId('gods-own-spell-shield').getByTestId('gods-own-casters')).toContainText('Novice');
    await expect(page.getByTestId('gods-own-caster-list').locator('li')).toHaveCount(2);
    await expect(page.getByTestId('gods-own-ep')).toHaveText(w.ep);
    await expect(page.getByTestId('gods-own-next')).toHaveText(w.next);
    await expect(page.getByTestId('gods-own-covered')).toContainText(w.covered);
    await expect(card.locator('[data-testid="gods-own-goal"].reached')).toHaveCount(4);
    await expect(card.locator('[data-testid="gods-own-goal"].reached').first()).toContainText(lang === 'en' ? 'Colossus mustered' : 'Colossus rekrutiert');
    await expect(card.locator('[data-testid="gods-own-goal"].reached').nth(1)).toContainText(w.goal);
    await expect(card.locator('[data-testid^="gods-own-advantage-"].reached')).toHaveCount(3);
    await expect(card.locator('[data-testid^="gods-own-advantage-"].active')).toHaveCount(0);
    await shotsAtBothSizes(page, SHOTS, `own-card-${lang}`);

    // Escape closes it; the keyboard opens it again from the focused button
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await page.getByTestId('gods-own-open').focus();
    await page.keyboard.press('Enter');
    await expect(card).toBeVisible();
    await page.getByTestId('gods-own-close').click();
    await expect(card).toHaveCount(0);

    // the legion's own panel marks its Casters too
    await steady(page, marker);
    await clickShape(page, 'legion', marker);
    await expect(page.getByTestId('gods-legion-casters')).toHaveText(w.casters);
  }
});

// the server's settings are shared by every spec: back to English from a fresh start screen, even after a failure
test.afterEach(async ({ page }) => {
  await openApp(page);
  await language(page, 'en');
});
