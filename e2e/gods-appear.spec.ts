// Gods of Titan's rules 24.4 and 16.5 in the browser, from saves of positions built as data through the engine (the
// tests' helpers, tests/gods/slaying.ts): green's Titan slain, green chooses from the list of his land legions where his
// Phantom appears (the buttons are exactly his legal `appear` actions) and the log says where it went; red's Executer,
// grown to PF 9 by the Angel its legion slew, shows its PF beside it in its legion's contents and the Angel among the
// trophies apart from its pool. In English and German; screenshots of both to /tmp/shots-gods/ at 1440×900 and 1024×700.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import type { GodsSeat, GodsState } from '../engine/gods/state.js';
import { passAftermath } from '../tests/gods/game-battle-helpers.js';
import { edit } from '../tests/gods/game-helpers.js';
import { fight, piece, strikeDown } from '../tests/gods/slaying.js';
import { godsSaveFile, godsScreen, language, seatAtScreen, steady } from './gods-helpers.js';
import { clickShape, openApp } from './helpers.js';
import { capture } from './shots.js';

const SHOTS = '/tmp/shots-gods';

/** Green's Titan slain on the Desert by red's Lion; green has land legions on 150 and 152 for the Phantom. */
function phantomChoice(): GodsState {
  const s = fight(['Lion', 'Lion'], ['Titan', 'Troll'], [[150, ['Ogre', 'Troll']], [152, ['Gargoyle', 'Cyclops']]]);
  return passAftermath(strikeDown(s, 'red', [[piece(s, 'defender', 'Titan').id, piece(s, 'attacker', 'Lion').id], [piece(s, 'defender', 'Troll').id, piece(s, 'attacker', 'Lion', 1).id]]));
}

/** Red's Executer grown by the Angel its legion slew, in red's next Movement Phase. */
function executerGrown(): { state: GodsState; marker: string } {
  const s = fight(['Executer', 'Lion', 'Lion'], ['Angel', 'Ogre'], [[104, ['Titan', 'Troll']]]);
  const after = passAftermath(strikeDown(s, 'red', [[piece(s, 'defender', 'Angel').id, piece(s, 'attacker', 'Executer').id], [piece(s, 'defender', 'Ogre').id, piece(s, 'attacker', 'Lion').id]]));
  const marker = after.legions.find((l) => l.pieces.some((p) => p.name === 'Executer'))?.marker ?? '';
  const state = edit(after, (d) => {
    d.round = 12;
    d.phase = 'movement';
    d.active = 0;
    d.fought = [];
    for (const l of d.legions) l.moved = null;
  });
  return { state, marker };
}

/** Opens a save file through the Open dialog (in `lang`) and passes the hot-seat hand-off to `seat`. */
async function open(page: Page, file: string, lang: 'en' | 'de', seat: GodsSeat): Promise<void> {
  await openApp(page);
  if (lang === 'de') await language(page, 'de');
  await page.getByTestId('open').click();
  await page.getByTestId('open-file').setInputFiles(file);
  await expect(page.getByTestId('open-file')).toHaveCount(0); // the Open dialog has closed
  await seatAtScreen(page, seat);
}

const WORDS = {
  en: { choose: 'Choose the legion your Phantom appears in', placed: 'plays on with a Phantom', pf: 'Executer (PF 9)', trophy: 'Angel of Green' },
  de: { choose: 'Wähle die Armee, in der dein Phantom auftaucht', placed: 'spielt mit einem Phantom weiter', pf: 'Executer (Kampfstärke 9)', trophy: 'Angel von Grün' },
} as const;

test('Gods of Titan: rules 24.4 in the app — the player picks the legion his Phantom appears in from the list of his land legions', async ({ page }) => {
  const file = godsSaveFile(phantomChoice(), 'Gods of Titan: a Phantom to place', ['human', 'human', 'human']);
  for (const lang of ['en', 'de'] as const) {
    await open(page, file, lang, 'green');
    const choices = (await godsScreen(page))?.push?.legal.filter((a) => a.type === 'appear') ?? [];
    expect(choices).toHaveLength(2);
    const list = page.getByTestId('gods-appear-choice');
    await expect(page.getByTestId('gods-actions')).toContainText(WORDS[lang].choose);
    await expect(list.locator('[data-type="appear"]')).toHaveCount(2);
    await expect(list).toContainText('Gargoyle, Cyclops');
    for (const [w, h] of [[1024, 700], [1440, 900]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await capture(page, `${SHOTS}/appear-choice-${w}-${lang}.png`);
    }
    await list.locator('[data-type="appear"]', { hasText: 'Cyclops' }).click();
    // the game goes on with red, the Mover: the hot-seat hand-off passes the screen to him
    await expect.poll(async () => (await godsScreen(page))?.handoff?.seat ?? null).toBe('red');
    await page.getByTestId('gods-handoff-ready').click();
    await expect.poll(async () => (await godsScreen(page))?.push?.view.appearing.length ?? -1).toBe(0);
    const host = (await godsScreen(page))?.push?.view.legions.find((l) => l.owner === 'green' && l.names.includes('Phantom'));
    expect(host?.land).toBe(152);
    await expect(page.getByTestId('gods-log')).toContainText(WORDS[lang].placed);
    await page.getByTestId('gods-quit').click();
    if (lang === 'de') await language(page, 'en');
  }
});

test('Gods of Titan: rules 16.5 in the app — the Executer\'s grown PF beside it in its legion\'s contents, the trophy apart from the pool', async ({ page }) => {
  const { state, marker } = executerGrown();
  const file = godsSaveFile(state, 'Gods of Titan: an Executer with a trophy', ['human', 'human', 'human']);
  for (const lang of ['en', 'de'] as const) {
    await open(page, file, lang, 'red');
    await expect(page.getByTestId('gods-trophies')).toHaveText(WORDS[lang].trophy);
    await expect(page.getByTestId('gods-pool')).not.toContainText('Angel ×4'); // red's own three Angels only
    await steady(page, marker);
    await clickShape(page, 'legion', marker);
    await expect(page.getByTestId('gods-legion-contents')).toContainText(WORDS[lang].pf);
    for (const [w, h] of [[1024, 700], [1440, 900]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await capture(page, `${SHOTS}/executer-trophy-${w}-${lang}.png`);
    }
    await page.getByTestId('gods-quit').click();
    if (lang === 'de') await language(page, 'en');
  }
});
