// Gods of Titan as an evening's game against two computers, played by clicks (issue 21's done-when): (1) from the
// set-up — the human in the last seat chooses his Tower on the board (5.4) and his starting legions, moves a legion to
// a land whose note on the board says what it could muster there, takes the move back with U, moves again and musters
// the character the note named; then offers a computer a trade, which the computer answers. (2) Later in the game, a
// computer attacks two of the human's legions: the human flees the first (10.4) and fights the second — striking by
// clicks on the battleland, casting a spell from the battle's list, the dice of each strike shown — until the battle
// result window opens; then, in his own turn, he splits a legion by a split named by its characters and takes the split
// back with Ctrl+Z. Screenshots at 1440×900 and 1024×700 go to /tmp/shots-evening/.
import { expect, test, type Page } from '@playwright/test';
import type { GodsAction } from '../engine/gods/actions.js';
import type { GodsState } from '../engine/gods/state.js';
import { clearBoard, edit, place, started } from '../tests/gods/game-helpers.js';
import { godsSaveFile, godsScreen, openGodsFile, seatAtScreen, shotsAtBothSizes, startAsBlue, steady } from './gods-helpers.js';
import { boardMarks, clickShape, openApp, setAiDelay } from './helpers.js';

const SHOTS = '/tmp/shots-evening';

/** Actions a player takes aside from the flow of the game (trade, concessions, his Titan uncovered, quitting). */
const ASIDE: ReadonlySet<string> = new Set(['offerTrade', 'answerTrade', 'withdrawTrade', 'concede', 'uncoverTitan', 'quit', 'undo', 'permit', 'propose']);

/** The seat's legal actions on the screen now. */
const legalNow = async (page: Page): Promise<readonly GodsAction[]> => (await godsScreen(page))?.push?.legal ?? [];

/** Waits until the human `seat` has something to do at the screen besides trading (a computer may be acting). */
async function myMove(page: Page, seat: string, what: (a: GodsAction) => boolean): Promise<void> {
  await expect.poll(async () => {
    const s = await godsScreen(page);
    return s?.push?.seat === seat && s.push.legal.some(what);
  }, { timeout: 90_000 }).toBe(true);
}

test.afterEach(async ({ page }) => {
  if (await page.getByTestId('gods-quit').isVisible().catch(() => false)) await page.getByTestId('gods-quit').click();
  await openApp(page);
  await setAiDelay(page, 600);
});

test('Gods of Titan against two computers from the set-up: a Tower, the starting legions, a muster read off the board, an undo, a trade a computer answers', async ({ page }) => {
  await openApp(page);
  await setAiDelay(page, 0);
  await startAsBlue(page);
  // 5.4: the free Towers marked on the board; a click takes one
  const towers = (await legalNow(page)).flatMap((a) => (a.type === 'chooseTower' ? [a.land] : []));
  await expect.poll(async () => Object.keys((await boardMarks(page))?.lands ?? {}).length).toBe(towers.length);
  await clickShape(page, 'land', towers[0] ?? 0);
  // 5.7: the starting legions, chosen from the panel
  await myMove(page, 'blue', (a) => a.type === 'chooseStart');
  await page.locator('[data-testid="gods-action"][data-type="chooseStart"]').first().click();

  // blue's first Movement Phase (after the computers' turns)
  await myMove(page, 'blue', (a) => a.type === 'move');
  const view = (await godsScreen(page))?.push?.view;
  const mine = view?.legions.filter((l) => l.owner === 'blue' && !l.tower) ?? [];
  const legal = await legalNow(page);
  const legion = mine.find((l) => legal.some((a) => a.type === 'move' && a.legion === l.marker))?.marker;
  if (!legion) throw new Error('blue has no legion to move');
  await steady(page, legion);
  await clickShape(page, 'legion', legion);
  await expect.poll(async () => (await godsScreen(page))?.selected).toBe(legion);
  // the board notes each land it may reach: the lands counted and what it could muster there (8.4, 22.1)
  const marks = async (): Promise<{ lands: Record<string, string>; notes: Record<string, { counts: string; musters: string }> }> =>
    ((await boardMarks(page)) ?? { lands: {}, notes: {} }) as never;
  await expect.poll(async () => Object.values((await marks()).lands)).toContain('muster');
  const drawn = await marks();
  const land = Number(Object.keys(drawn.lands).find((l) => drawn.lands[l] === 'muster'));
  const note = drawn.notes[String(land)];
  expect(note?.musters ?? '').not.toBe('');
  await shotsAtBothSizes(page, SHOTS, 'first-move-previews');
  const before = view?.legions.find((l) => l.marker === legion)?.land;
  const go = async (): Promise<void> => {
    await page.locator(`[data-testid="gods-destination"][data-land="${land}"]`).click();
    const ways = page.getByTestId('gods-way');
    if (await ways.count()) await ways.first().click();
    await expect.poll(async () => (await godsScreen(page))?.push?.view.legions.find((l) => l.marker === legion)?.land).toBe(land);
  };
  await go();
  // a mis-click is not final: U takes the move back (no die was rolled, nothing revealed)
  await page.keyboard.press('u');
  await expect.poll(async () => (await godsScreen(page))?.push?.view.legions.find((l) => l.marker === legion)?.land).toBe(before);
  await expect(page.getByTestId('gods-log')).toContainText('took back his last action');
  await steady(page, legion);
  await clickShape(page, 'legion', legion);
  await go();
  // the muster the note promised is offered; a click musters it
  const offered = page.locator('[data-testid="gods-action"][data-type="muster"]');
  await expect(offered.first()).toBeVisible();
  const named = (note?.musters ?? '').split(', ');
  const size = (await godsScreen(page))?.push?.view.legions.find((l) => l.marker === legion)?.height ?? 0;
  await offered.filter({ hasText: named[0] ?? '' }).first().click();
  await expect.poll(async () => (await godsScreen(page))?.push?.view.legions.find((l) => l.marker === legion)?.height).toBe(size + 1);

  // 7.1: an offer to a computer, a spell given for nothing; the computer answers it, and blue's log says how
  await page.getByTestId('gods-trade-open').click();
  const partner = page.locator('[data-testid="gods-trade-partner"][data-seat="red"]');
  await partner.click();
  const give = page.getByTestId('gods-trade-give-spell');
  await give.selectOption((await give.locator('option').nth(1).getAttribute('value')) ?? '');
  await page.getByTestId('gods-trade-send').click();
  await page.getByTestId('gods-trade-close').click();
  await expect(page.getByTestId('gods-log')).toContainText(/Red (accepts|rejects) the trade of Blue/, { timeout: 30_000 });
  expect((await godsScreen(page))?.push?.view.offers ?? []).toEqual([]);
  await shotsAtBothSizes(page, SHOTS, 'trade-answered');
});

/** Round 11, red's Engagement Phase: red's legions stand on two of green's (Desert 103, Plains 141) and red, a
 * computer, is to engage them; green's other legion of six waits on 136 for his own turn. */
function attacked(): GodsState {
  let s = edit(clearBoard(started(3)), (d) => {
    d.round = 11;
    d.phase = 'engagement';
    d.active = 0;
    d.fought = [];
  });
  for (const [seat, land, names] of [
    ['red', 101, ['Titan']], ['green', 104, ['Titan']], ['blue', 125, ['Titan']],
    ['red', 103, ['Ogre', 'Troll', 'Gargoyle']], ['green', 103, ['Warlord', 'Troll', 'Lion', 'Centaur']],
    ['red', 141, ['Ogre', 'Troll', 'Gargoyle']], ['green', 141, ['Warlord', 'Troll', 'Lion', 'Centaur']],
    ['green', 136, ['Ogre', 'Ogre', 'Cyclops', 'Cyclops', 'Gargoyle', 'Gargoyle']],
  ] as const) s = place(s, seat, land, names).state;
  return s;
}

test('Gods of Titan against two computers later on: the human flees one attack and fights the next — strikes, a spell, dice, the result — then splits by characters and takes a move back', async ({ page }) => {
  const file = godsSaveFile(attacked(), 'Gods of Titan: red attacks', ['normal', 'human', 'normal']);
  await openApp(page);
  await setAiDelay(page, 0);
  await openGodsFile(page, file, 'en');
  await seatAtScreen(page, 'green');

  // 10.4: the computer waits for the defender's choice to flee; the first attack is fled
  await myMove(page, 'green', (a) => a.type === 'flee');
  await shotsAtBothSizes(page, SHOTS, 'flee-choice');
  await page.locator('[data-testid="gods-action"][data-type="flee"]').click();
  await expect(page.getByTestId('gods-log')).toContainText(/resolved \(fled\)/);
  // the second is fought
  await myMove(page, 'green', (a) => a.type === 'fight');
  await page.locator('[data-testid="gods-action"][data-type="fight"]').click();
  await expect(page.getByTestId('gods-battle')).toBeVisible({ timeout: 30_000 });

  // the battle, by clicks: a spell when the list offers one (once), else a strike on a marked target, a move onto a
  // marked hex, or the end of the step — until the result window opens
  let cast = 0;
  let struck = 0;
  for (let n = 0; n < 120 && !(await page.getByTestId('battle-result').isVisible()); n++) {
    const s = await godsScreen(page);
    const battle = s?.push?.view.engagement?.battle;
    const moves = (s?.push?.legal ?? []).filter((a): a is Extract<GodsAction, { type: 'battle' }> => a.type === 'battle');
    // between the battle's phases (a reinforcement, 18) or after it (a summon), the panel's first offer
    const other = (s?.push?.legal ?? []).find((a) => a.type !== 'battle' && !ASIDE.has(a.type));
    if (s?.push?.seat === 'green' && moves.length === 0 && other) {
      const before = s.push.view.stateId;
      await page.locator(`[data-testid="gods-action"][data-type="${other.type}"]`).first().click();
      await expect.poll(async () => (await godsScreen(page))?.push?.view.stateId !== before || (await page.getByTestId('battle-result').isVisible())).toBe(true);
      continue;
    }
    if (!battle || s?.push?.seat !== 'green' || moves.length === 0) {
      await page.waitForTimeout(100);
      continue;
    }
    const before = s.push.view.stateId;
    const spell = cast === 0 ? moves.findIndex((a) => a.move.type === 'castSpell') : -1;
    const strike = moves.find((a) => a.move.type === 'strike');
    const step = moves.find((a) => a.move.type === 'move' && battle.pieces.find((p) => p.id === (a.move as { piece: string }).piece)?.hex === null);
    if (spell >= 0) {
      await page.locator('[data-testid="gods-action"][data-type="battle"]').nth(spell).click();
      cast++;
    } else if (strike?.move.type === 'strike') {
      await steady(page, strike.move.piece, 'piece');
      await clickShape(page, 'piece', strike.move.piece);
      const target = strike.move.target;
      await expect.poll(async () => ((await boardMarks(page)) as { targets?: string[] } | null)?.targets ?? []).toContain(target);
      await clickShape(page, 'piece', target);
      struck++;
    } else if (step?.move.type === 'move') {
      await steady(page, step.move.piece, 'piece');
      await clickShape(page, 'piece', step.move.piece);
      await clickShape(page, 'hex', step.move.to);
    } else {
      // the end of the step, or what must come first (a carry): never a concession
      const done = moves.findIndex((a) => a.move.type === 'done');
      await page.locator('[data-testid="gods-action"][data-type="battle"]').nth(done >= 0 ? done : moves.findIndex((a) => a.move.type !== 'concede')).click();
    }
    await expect.poll(async () => { const now = await godsScreen(page); return now?.push?.view.stateId !== before || (await page.getByTestId('battle-result').isVisible()); }).toBe(true);
    if (struck === 1) await expect(page.getByTestId('gods-last-roll').getByTestId('dice')).not.toHaveCount(0);
  }
  expect(struck, 'green struck by clicks').toBeGreaterThan(0);
  expect(cast, 'green cast a spell from the list').toBe(1);
  await expect(page.getByTestId('battle-result')).toBeVisible();
  await expect(page.getByTestId('battle-result-outcome')).not.toHaveText('');
  await shotsAtBothSizes(page, SHOTS, 'battle-result');
  await page.getByTestId('battle-result-close').click();

  // green's own turn: the legion of six split by a split that names its characters, the new legion moved and taken back
  await myMove(page, 'green', (a) => a.type === 'split');
  const six = (await godsScreen(page))?.push?.view.legions.find((l) => l.owner === 'green' && l.land === 136)?.marker ?? '';
  await steady(page, six);
  await clickShape(page, 'legion', six);
  await page.getByTestId('gods-splits').locator('summary').click();
  const split = page.locator('[data-testid="gods-action"][data-type="split"]').first();
  await expect(split).toContainText(/Ogre|Cyclops|Gargoyle/);
  await expect(split).not.toContainText(/\bp\d+\b/);
  const count = (await godsScreen(page))?.push?.view.legions.length ?? 0;
  await split.click();
  await expect.poll(async () => (await godsScreen(page))?.push?.view.legions.length).toBe(count + 1);
  await shotsAtBothSizes(page, SHOTS, 'split-made');
  // a smaller window keeps the log's newest line in sight
  await page.setViewportSize({ width: 1024, height: 700 });
  await expect.poll(() => page.getByTestId('gods-log').locator('ol').evaluate((ol) => ol.scrollHeight - ol.scrollTop - ol.clientHeight)).toBeLessThan(5);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await godsScreen(page))?.push?.view.legions.length).toBe(count);
  await expect(page.getByTestId('gods-log')).toContainText('took back his last action');
});
