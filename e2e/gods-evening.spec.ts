// Gods of Titan as an evening's game against two computers, played by clicks as ONE game from the set-up (issue 21's
// done-when): the human in the last seat chooses his Tower on the board (5.4) and his starting legions, moves a legion
// to a land whose note on the board says what it could muster there, takes the move back with U, moves again and
// musters the character the note named; offers a computer a trade, which the computer answers; splits a legion by a
// split named by its characters and takes it back with Ctrl+Z; plays on through the ten rounds of the treaty (8.3)
// until a computer attacks one of his legions, which flees (10.4), and then another, which fights — striking by clicks
// on the battleland, casting a spell from the battle's list, the dice of each strike shown — until the battle result
// window opens. The game is the same in every run: the spec has a server of its own whose new games' seeds are fixed
// (`serve --seed`), the computers decide from the position alone, and the human acts only when the game waits for him
// alone, each choice made by tests/gods/evening.ts's script — which tests/host/gods-evening.test.ts plays through the host
// and offline for the same seed. Screenshots at 1440×900 and 1024×700 go to /tmp/shots-evening/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import type { GodsAction } from '../engine/gods/actions.js';
import type { GodsViewPush } from '../renderer/gods/pushes.js';
import { advance, eveningStep, EVENING_SEED, EVENING_VARIANT, HUMAN, startEvening, type EveningProgress, type EveningStep } from '../tests/gods/evening.js';
import { button, godsScreen, shotsAtBothSizes, startAsBlue, steady } from './gods-helpers.js';
import { boardMarks, clickShape, openApp } from './helpers.js';
import { serve, stop } from './own-server.js';

const SHOTS = '/tmp/shots-evening';

/** Waits until the game waits for the human alone — no computer may act then, so nothing changes until he does —
 * and returns his screen; or null once the battle result window has opened. */
async function myTurn(page: Page): Promise<GodsViewPush | null> {
  let mine: GodsViewPush | null = null;
  await expect.poll(async () => {
    const s = await godsScreen(page);
    const p = s?.push;
    if (await page.getByTestId('battle-result').isVisible()) return true;
    mine = p && !s.finishing && p.seat === HUMAN && p.toAct.length === 1 && p.toAct[0] === HUMAN && p.legal.length > 0 ? p : null;
    return mine !== null;
  }, { timeout: 60_000 }).toBe(true);
  return mine;
}

/** The legion's land on the screen now. */
const landOf = async (page: Page, legion: string): Promise<number | undefined> => (await godsScreen(page))?.push?.view.legions.find((l) => l.marker === legion)?.land;

/** Selects one of the human's legions by a click on the board. */
async function select(page: Page, legion: string): Promise<void> {
  await steady(page, legion);
  await clickShape(page, 'legion', legion);
  await expect.poll(async () => (await godsScreen(page))?.selected).toBe(legion);
}

/** The page's button for `a`: the buttons of one type list the legal actions of that type in their order. */
function actionButton(page: Page, legal: readonly GodsAction[], a: GodsAction, among: (x: GodsAction) => boolean = (x) => x.type === a.type) {
  const i = legal.filter(among).indexOf(a);
  if (i < 0) throw new Error(`${a.type} is not among the legal actions`);
  return page.locator(`[data-testid="gods-action"][data-type="${a.type}"]`).nth(i);
}

/** What the human's screen has shown so far of the parts the done-when names. */
interface Seen {
  strikes: number;
  spells: number;
}

/** Takes the script's step by clicks, with the checks of the parts of the evening it is. */
async function take(page: Page, step: EveningStep, push: GodsViewPush, p: EveningProgress, seen: Seen): Promise<void> {
  const a = step.action;
  const { legal, view } = push;
  switch (step.kind) {
    case 'tower': {
      // 5.4: the free Towers marked on the board; a click takes one
      const towers = legal.filter((x) => x.type === 'chooseTower').length;
      await expect.poll(async () => Object.keys((await boardMarks(page))?.lands ?? {}).length).toBe(towers);
      if (a.type === 'chooseTower') await clickShape(page, 'land', a.land);
      return;
    }
    case 'move': {
      if (a.type !== 'move') return;
      await select(page, a.legion);
      if (p.first === null) {
        // the board notes each land it may reach: the lands counted and what it could muster there (8.4, 22)
        const marks = async (): Promise<{ lands: Record<string, string>; notes: Record<string, { counts: string; musters: string }> }> =>
          ((await boardMarks(page)) ?? { lands: {}, notes: {} }) as never;
        await expect.poll(async () => (await marks()).lands[String(a.to)]).toBe('muster');
        const note = (await marks()).notes[String(a.to)];
        const character = push.hints.moves.find((m) => m.legion === a.legion && m.land === a.to)?.musters[0]?.character ?? '';
        expect(note?.musters ?? '').toContain(character);
        await shotsAtBothSizes(page, SHOTS, 'first-move-previews');
      }
      await page.locator(`[data-testid="gods-destination"][data-land="${a.to}"]`).click();
      const ways = legal.filter((x) => x.type === 'move' && x.legion === a.legion && x.to === a.to);
      if (ways.length > 1) await page.getByTestId('gods-way').nth(ways.indexOf(a)).click();
      await expect.poll(() => landOf(page, a.legion)).toBe(a.to);
      return;
    }
    case 'undo': {
      // a mis-click is not final: U (or Ctrl+Z) takes the last action back (no die was rolled, nothing revealed)
      const count = view.legions.length;
      await page.keyboard.press(p.split ? 'Control+z' : 'u');
      if (p.first && !p.undone) await expect.poll(() => landOf(page, p.first?.legion ?? '')).not.toBe(p.first.land);
      if (p.split) await expect.poll(async () => (await godsScreen(page))?.push?.view.legions.length).toBe(count - 1);
      await expect(page.getByTestId('gods-log')).toContainText('took back his last action');
      return;
    }
    case 'muster': {
      const offered = actionButton(page, legal, a);
      if (a.type === 'muster' && p.first && !p.mustered) await expect(offered).toContainText(p.first.character); // the muster the note promised
      const size = a.type === 'muster' ? view.legions.find((l) => l.marker === a.legion)?.height ?? 0 : 0;
      await offered.click();
      if (a.type === 'muster') await expect.poll(async () => (await godsScreen(page))?.push?.view.legions.find((l) => l.marker === a.legion)?.height).toBe(size + 1);
      return;
    }
    case 'trade': {
      // 7.1: an offer to a computer, a spell given for nothing; the computer answers it, and the human's log says how
      if (a.type !== 'offerTrade') return;
      await page.getByTestId('gods-trade-open').click();
      await page.locator(`[data-testid="gods-trade-partner"][data-seat="${a.to}"]`).click();
      await page.getByTestId('gods-trade-give-spell').selectOption(a.gives.spells[0] ?? '');
      await page.getByTestId('gods-trade-send').click();
      await page.getByTestId('gods-trade-close').click();
      await expect(page.getByTestId('gods-log')).toContainText(/Red (accepts|rejects) the trade of Blue/, { timeout: 30_000 });
      expect((await godsScreen(page))?.push?.view.offers ?? []).toEqual([]);
      await shotsAtBothSizes(page, SHOTS, 'trade-answered');
      return;
    }
    case 'split': {
      if (a.type !== 'split') return;
      await select(page, a.legion);
      await page.getByTestId('gods-splits').locator('summary').click();
      const split = actionButton(page, legal, a, (x) => x.type === 'split' && x.legion === a.legion);
      const count = view.legions.length;
      if (!p.split) {
        // the split is named by the legion's characters, never by piece ids
        const names = view.legions.find((l) => l.marker === a.legion)?.names.filter((n): n is string => n !== null) ?? [];
        await expect(split).toContainText(names[0] ?? '?');
        await expect(split).not.toContainText(/\bp\d+\b/);
      }
      await split.click();
      await expect.poll(async () => (await godsScreen(page))?.push?.view.legions.length).toBe(count + 1);
      if (!p.split) {
        await shotsAtBothSizes(page, SHOTS, 'split-made');
        // a smaller window keeps the log's newest line in sight
        await page.setViewportSize({ width: 1024, height: 700 });
        await expect.poll(() => page.getByTestId('gods-log').locator('ol').evaluate((ol) => ol.scrollHeight - ol.scrollTop - ol.clientHeight)).toBeLessThan(5);
        await page.setViewportSize({ width: 1440, height: 900 });
      }
      return;
    }
    case 'end':
      await button(page, a.type);
      return;
    case 'flee':
      // 10.4: the computer waits for the defender's choice to flee
      await shotsAtBothSizes(page, SHOTS, 'flee-choice');
      await actionButton(page, legal, a).click();
      await expect(page.getByTestId('gods-log')).toContainText(/resolved \(fled\)/);
      return;
    case 'fight':
      await actionButton(page, legal, a).click();
      await expect(page.getByTestId('gods-battle')).toBeVisible({ timeout: 30_000 });
      return;
    case 'spell':
      await actionButton(page, legal, a).click();
      seen.spells++;
      return;
    case 'strike': {
      if (a.type !== 'battle' || a.move.type !== 'strike') return;
      await steady(page, a.move.piece, 'piece');
      await clickShape(page, 'piece', a.move.piece);
      const target = a.move.target;
      await expect.poll(async () => ((await boardMarks(page)) as { targets?: string[] } | null)?.targets ?? []).toContain(target);
      await clickShape(page, 'piece', target);
      seen.strikes++;
      // the dice of the strike
      if (seen.strikes === 1) {
        await expect(page.getByTestId('gods-last-roll').getByTestId('dice')).not.toHaveCount(0);
        await shotsAtBothSizes(page, SHOTS, 'battle-dice');
      }
      return;
    }
    case 'enter': {
      if (a.type !== 'battle' || a.move.type !== 'move') return;
      await steady(page, a.move.piece, 'piece');
      await clickShape(page, 'piece', a.move.piece);
      await clickShape(page, 'hex', a.move.to);
      return;
    }
    default:
      await actionButton(page, legal, a).click();
  }
}

test('Gods of Titan against two computers, one game from the set-up: a Tower, a muster read off the board, undo, a trade answered, a split by characters, a flight, a battle with a spell, dice and its result', async ({ page }) => {
  // a server of its own, whose first new game has the evening's seed
  const data = mkdtempSync(join(tmpdir(), 'titan-evening-e2e-'));
  const server = await serve(data, ['--port', '0', '--seed', String(EVENING_SEED)]);
  try {
    await evening(page, server.url);
  } finally {
    await stop(server.child);
    rmSync(data, { recursive: true, force: true });
  }
});

/** The evening on the server at `url`, by clicks. */
async function evening(page: Page, url: string): Promise<void> {
  await openApp(page, url);
  await startAsBlue(page);
  const p = startEvening();
  const seen: Seen = { strikes: 0, spells: 0 };
  for (let n = 0; n < 400; n++) {
    // the end of the engagement the human fought: the result window opens over the board
    if (p.fought && !(await godsScreen(page))?.push?.view.engagement) break;
    const push = await myTurn(page);
    if (!push) break;
    const step = eveningStep(push.view, push.legal, push.hints, p, EVENING_VARIANT);
    if (!step) throw new Error(`the script has no step in round ${push.view.round}, ${push.view.phase}`);
    const before = push.view.stateId;
    await take(page, step, push, p, seen);
    advance(p, step, push.view, push.hints);
    await expect.poll(async () => (await godsScreen(page))?.push?.view.stateId !== before || (await page.getByTestId('battle-result').isVisible())).toBe(true);
  }
  expect(p.fought, 'the human chose to fight').toBe(true);
  expect(p.fled, 'the human fled an attack').toBe(1);
  expect(p.split && p.splitUndone, 'a split taken back').toBe(true);
  expect(seen.strikes, 'the human struck by clicks').toBeGreaterThan(0);
  expect(seen.spells, 'the human cast a spell from the list').toBe(1);
  await expect(page.getByTestId('battle-result')).toBeVisible();
  await expect(page.getByTestId('battle-result-outcome')).not.toHaveText('');
  await shotsAtBothSizes(page, SHOTS, 'battle-result');
  await page.getByTestId('battle-result-close').click();
  await expect(page.getByTestId('battle-result')).toHaveCount(0);
}
