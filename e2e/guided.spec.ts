// The guided first games (issue 24) as a first-time player meets them: the start screen offers them (a fresh
// installation's first-run flag), the lesson card leads step by step and the board rings what it points at. Each
// lesson is played to its end by clicks, in English and in German, by the lessons' scripted students
// (tests/lessons/): a read card with Next, an action with the clicks a person makes (the legion's marker and a land,
// a counter and a hex, the Split dialog, the strike and carry buttons). Screenshots of the offer, a pointer on each
// board, the folded card and the last card at 1440×900 and 1024×700 in both languages go to reports/screens/13/. The
// card hides no control its step points at, at either size; it folds to a tab from the keyboard; at the end card the
// computers wait for the player's choice: play on as a normal game, or back to the start screen. What the card points
// at on the board follows the board as the player zooms and pans it, and the card moves clear of it again.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import type { Action } from '../engine/titan/actions.js';
import type { GodsAction } from '../engine/gods/actions.js';
import type { LessonTarget } from '../engine/platform/lesson.js';
import { overlap, type Rect } from '../renderer/board/placement.js';
import { GODS_FIRST_GAME } from '../engine/gods/lessons/first-game.js';
import { FIRST_GAME } from '../engine/titan/lessons/first-game.js';
import type { StudentMove } from '../tests/lessons/drive.js';
import { godsStudent, type GodsStudentBoard } from '../tests/lessons/gods-student.js';
import { titanStudent, type StudentBoard } from '../tests/lessons/titan-student.js';
import { button, godsScreen, shotsAtBothSizes } from './gods-helpers.js';
import { boardMarks, clickShape, openApp, screenState, setLanguage, shapePoint, windowShots } from './helpers.js';
import { capture } from './shots.js';

type Lang = 'en' | 'de';

/** The lesson card's step, key and whether it is the end, as the page shows them. */
async function card(page: Page): Promise<{ step: number; key: string; finished: boolean } | null> {
  const el = page.getByTestId('lesson-card');
  if ((await el.count()) === 0) return null;
  return { step: Number(await el.getAttribute('data-step')), key: (await el.getAttribute('data-key')) ?? '', finished: (await el.getAttribute('data-finished')) === 'true' };
}

/** The page boxes the lesson card keeps clear of (what its step points at, as drawn now). */
async function pointedBoxes(page: Page): Promise<Rect[]> {
  return page.evaluate(() => (window.__titanBoard?.lesson?.() as Rect[] | undefined) ?? []);
}

/** Presses Next and waits for the card to turn. */
async function next(page: Page): Promise<void> {
  const before = await card(page);
  await page.getByTestId('lesson-next').click();
  await expect.poll(async () => JSON.stringify(await card(page))).not.toBe(JSON.stringify(before));
}

/** The lesson card covers none of the control its step points at, at 1024×700 and at 1440×900 (TITAN's steps check
 * that the control is there: it is ringed). */
async function clearOfControl(page: Page, target: LessonTarget | null | undefined): Promise<void> {
  if (target?.kind !== 'control') return;
  for (const [width, height] of [[1024, 700], [1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    const covered = async (): Promise<number> => {
      const cardBox = await page.getByTestId('lesson-card').boundingBox();
      const boxes = await page.getByTestId(target.id).evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0).map(({ x, y, width: w, height: h }) => ({ x, y, width: w, height: h })));
      if (!cardBox) throw new Error('the lesson card is not shown');
      // a control the screen does not show now (the phase has none yet) is hidden by nothing
      return boxes.reduce((sum, b) => sum + overlap(cardBox, b), 0);
    };
    await expect.poll(covered).toBe(0);
  }
}

/** The end card waits for the player: no Next, and the game stays where the student's last action `left` it (the
 * computers, whose turn it is, make no move while the card shows). */
async function heldAtTheEnd(page: Page, stateId: () => Promise<number | undefined>, left: number): Promise<void> {
  await expect(page.getByTestId('lesson-card')).toHaveAttribute('data-finished', 'true');
  await expect(page.getByTestId('lesson-next')).toHaveCount(0);
  await expect(page.getByTestId('lesson-play-on')).toBeVisible();
  expect(await stateId()).toBe(left);
  // the computers act without delay here: a second is many of their moves, had they been let go
  await page.waitForTimeout(1000);
  expect(await stateId()).toBe(left);
}

/** Folds the card to its tab with the mouse and opens it again from the keyboard. */
async function foldAndOpen(page: Page, shots: () => Promise<void>): Promise<void> {
  const fold = page.getByTestId('lesson-fold');
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('lesson-text')).toHaveCount(0);
  await shots();
  await fold.focus();
  await page.keyboard.press('Enter');
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('lesson-text')).toBeVisible();
}

/** Ends a phase or the turn with Done, saying yes when asked. */
async function done(page: Page): Promise<void> {
  await page.getByTestId('done').click();
  if (await page.getByTestId('confirm').isVisible()) await page.getByTestId('confirm-yes').click();
}

/** Does one TITAN action the way a person does it on the screen. */
async function doTitan(page: Page, a: Action): Promise<void> {
  switch (a.type) {
    case 'split': {
      await clickShape(page, 'legion', a.marker);
      await page.getByTestId('split').click();
      const dialog = page.getByTestId('split-dialog');
      for (const c of a.creatures) await dialog.locator('.cols > div').first().locator(`[data-creature="${c}"]`).first().click();
      await dialog.getByTestId('split-marker').selectOption(a.newMarker);
      return dialog.getByTestId('split-confirm').click();
    }
    case 'roll':
      return page.getByTestId('roll').click();
    case 'move':
      await clickShape(page, 'legion', a.marker);
      await expect.poll(async () => (await boardMarks(page))?.selected).toBe(a.marker);
      await clickShape(page, 'land', a.to);
      if (await page.getByTestId('move-choice').isVisible()) await page.getByTestId('move-choice').locator('button').first().click();
      return;
    case 'engage':
      return clickShape(page, 'land', a.land);
    case 'battleMove':
      await page.getByTestId(`actor-${a.piece}`).click();
      await expect.poll(async () => (await boardMarks(page))?.selected).toBe(a.piece);
      return clickShape(page, 'hex', a.to);
    case 'strike':
      await page.getByTestId(`actor-${a.piece}`).click();
      return page.getByTestId(`strike-${a.target}-${a.strikeNumber ?? 0}-${a.dice ?? 0}`).click();
    case 'carry':
      return page.getByTestId(`carry-${a.target ?? 'none'}`).click();
    case 'recruit':
      return page.getByTestId(`recruits-${a.marker}`).getByTestId(`recruit-${a.creature}`).click();
    case 'endMoves':
    case 'done':
    case 'endTurn':
      return done(page);
    default:
      throw new Error(`the lesson's student took a ${a.type}, which this spec cannot click`);
  }
}

/** Does one Gods of Titan action the way a person does it on the screen. */
async function doGods(page: Page, a: GodsAction): Promise<void> {
  if (a.type === 'move') {
    await clickShape(page, 'legion', a.legion);
    await expect.poll(async () => (await godsScreen(page))?.selected).toBe(a.legion);
    return clickShape(page, 'land', a.to);
  }
  return button(page, a.type);
}

/** Plays a lesson's student on the page until its last card; `shoot` takes the pictures of a step shown. Returns the
 * cards seen and the state the student's last action left the game in (its stateId + 1). */
async function playLesson(page: Page, read: () => Promise<{ move: StudentMove; stateId: number } | null>, act: (a: never) => Promise<void>, shoot: (key: string) => Promise<void>): Promise<{ seen: string[]; left: number }> {
  const seen: string[] = [];
  let left = -1;
  for (let i = 0; i < 300; i++) {
    if (await page.getByTestId('battle-result').isVisible()) await page.getByTestId('battle-result-close').click();
    const shown = await card(page);
    if (!shown) throw new Error('the lesson card is gone');
    if (seen.at(-1) !== shown.key) {
      seen.push(shown.key);
      await shoot(shown.key);
    }
    const now = await read();
    if (!now) {
      await page.waitForTimeout(100);
      continue;
    }
    const { move, stateId } = now;
    if (move === null) {
      if (shown.finished) return { seen, left };
      await page.waitForTimeout(100);
      continue;
    }
    if (move.kind === 'next') await next(page);
    else {
      await act(move.action as never);
      left = stateId + 1;
      await expect.poll(async () => (await read())?.stateId ?? stateId, { intervals: [50, 100, 200] }).not.toBe(stateId);
    }
  }
  throw new Error(`the lesson did not end; cards seen: ${seen.join(', ')}`);
}

/** From a fresh start screen in `lang`, with the computers acting at once (openApp). */
async function freshStart(page: Page, lang: Lang): Promise<void> {
  await openApp(page);
  if (lang === 'de') await setLanguage(page, 'de');
}

for (const lang of ['en', 'de'] as const) {
  test(`TITAN's guided first game, offered to a first-time player, played to its end (${lang})`, async ({ page }) => {
    await freshStart(page, lang);
    await expect(page.getByTestId('lesson-offer')).toBeVisible();
    if (lang === 'en') await windowShots(page, 'lesson-offer');
    await page.getByTestId('lesson-new-game').click();
    await expect(page.getByTestId('lesson-card')).toBeVisible();
    await expect(page.getByTestId('lesson-text')).toHaveText(lang === 'de' ? /^Willkommen zu deiner ersten Partie TITAN/ : /^Welcome to your first game of TITAN/);
    await foldAndOpen(page, async () => {
      if (lang === 'en') await windowShots(page, 'lesson-titan-folded');
    });
    const pictures: Record<string, string> = { 'lesson.titan.welcome': 'lesson-titan-welcome', 'lesson.titan.split': 'lesson-titan-split', 'lesson.titan.titanDanger': 'lesson-titan-danger', 'lesson.titan.finished': 'lesson-titan-finished' };
    const { seen, left } = await playLesson(
      page,
      async () => {
        const push = (await screenState(page))?.push as (StudentBoard & { view: { stateId: number } }) | null | undefined;
        return push ? { move: titanStudent(push), stateId: push.view.stateId } : null;
      },
      (a: Action) => doTitan(page, a),
      async (key) => {
        const push = (await screenState(page))?.push as StudentBoard | null | undefined;
        const target = push?.lesson?.target;
        // the board rings what the card points at: a legion's land, a land, a piece's counter, a control
        if (target?.kind === 'land' || target?.kind === 'legion') await expect.poll(async () => ((await boardMarks(page)) as { pointer?: number[] } | null)?.pointer?.length ?? 0).toBe(1);
        if (target?.kind === 'piece') await expect.poll(async () => ((await boardMarks(page)) as { pointer?: { pieces: string[] } } | null)?.pointer?.pieces).toEqual([target.id]);
        if (target?.kind === 'control') await expect(page.getByTestId(target.id)).toHaveClass(/lesson-pointed/);
        await clearOfControl(page, target);
        if (lang === 'en' && pictures[key]) await windowShots(page, pictures[key]);
      },
    );
    expect(seen).toEqual(FIRST_GAME.steps.map((s) => s.key));
    await expect(page.getByTestId('lesson-text')).toHaveText(lang === 'de' ? /^Gut gemacht/ : /^Well done/);
    const titanState = async (): Promise<number | undefined> => ((await screenState(page))?.push as { view?: { stateId: number } } | null | undefined)?.view?.stateId;
    await heldAtTheEnd(page, titanState, left);
    if (lang === 'en') {
      // play on: the card goes, Blue takes its turn, and the game is one of the player's own (File → Quit keeps it)
      await page.getByTestId('lesson-play-on').click();
      await expect(page.getByTestId('lesson-card')).toHaveCount(0);
      await expect.poll(async () => (await titanState()) ?? 0).toBeGreaterThan(left);
      await page.getByTestId('file-menu').click();
      await page.getByTestId('menu-quit').click();
      if (await page.getByTestId('quit-dialog').isVisible()) await page.getByTestId('quit-yes').click();
      await expect(page.getByTestId('continue')).toBeEnabled();
    } else {
      await expect(page.getByTestId('lesson-leave')).toHaveText('Zurück zum Startbildschirm');
      await page.getByTestId('lesson-leave').click();
    }
    await expect(page.getByTestId('new-game')).toBeVisible();
    // the offer is gone once a lesson was started; the lessons stay on the start screen
    await expect(page.getByTestId('lesson-offer')).toHaveCount(0);
    await expect(page.getByTestId('lesson-gods')).toBeVisible();
    if (lang === 'de') await setLanguage(page, 'en');
  });

  test(`Gods of Titan's guided first game played to its end (${lang})`, async ({ page }) => {
    await freshStart(page, lang);
    await page.getByTestId('lesson-gods').first().click();
    await expect(page.getByTestId('lesson-card')).toBeVisible();
    const pictures: Record<string, string> = { 'lesson.gods.spells': 'lesson-gods-spells', 'lesson.gods.sea': 'lesson-gods-sea', 'lesson.gods.finished': 'lesson-gods-finished' };
    const { seen, left } = await playLesson(
      page,
      async () => {
        const s = await godsScreen(page);
        if (!s?.push || s.finishing) return null;
        return { move: godsStudent(s.push as unknown as GodsStudentBoard), stateId: s.push.view.stateId };
      },
      (a: GodsAction) => doGods(page, a),
      async (key) => {
        await clearOfControl(page, ((await godsScreen(page))?.push as unknown as GodsStudentBoard | undefined)?.lesson?.target);
        // the Gods screen has no File menu to switch the language from: each language's run takes its own pictures
        if (pictures[key]) await shotsAtBothSizes(page, 'reports/screens/13', `${pictures[key]}-${lang}`);
      },
    );
    expect(seen).toEqual(GODS_FIRST_GAME.steps.map((s) => s.key));
    const godsState = async (): Promise<number | undefined> => (await godsScreen(page))?.push?.view.stateId;
    await heldAtTheEnd(page, godsState, left);
    if (lang === 'de') {
      // play on: the card goes and the computers take their turns
      await page.getByTestId('lesson-play-on').click();
      await expect(page.getByTestId('lesson-card')).toHaveCount(0);
      await expect.poll(async () => (await godsState()) ?? 0).toBeGreaterThan(left);
      await openApp(page);
    } else {
      await page.getByTestId('lesson-leave').click();
    }
    await expect(page.getByTestId('new-game')).toBeVisible();
    if (lang === 'de') await setLanguage(page, 'en');
  });
}

for (const lang of ['en', 'de'] as const) {
  test(`the pointer of TITAN's first card follows the board zoomed and panned; the card moves clear of it (${lang})`, async ({ page }) => {
    await freshStart(page, lang);
    await page.getByTestId('lesson-new-game').click();
    const lessonCard = page.getByTestId('lesson-card');
    await expect(lessonCard).toHaveAttribute('data-key', 'lesson.titan.welcome');
    const targetNow = async (): Promise<LessonTarget | null | undefined> => ((await screenState(page))?.push as StudentBoard | null | undefined)?.lesson?.target;
    await expect.poll(async () => (await targetNow())?.kind).toBe('legion');
    const target = await targetNow();
    if (target?.kind !== 'legion') throw new Error(`the first card points at ${JSON.stringify(target)}, not a legion`);
    /** The one box the card keeps clear of, once it holds the legion's marker where the board draws it now. */
    const overTarget = async (): Promise<Rect | null> => {
      const [box, ...more] = await pointedBoxes(page);
      const p = await shapePoint(page, 'legion', target.id);
      return box && more.length === 0 && p && p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height ? box : null;
    };
    const covered = async (): Promise<number> => {
      const [box, cardBox] = [await overTarget(), await lessonCard.boundingBox()];
      return box && cardBox ? overlap(cardBox, box) : -1;
    };
    // the side panel folded: the board reaches under the card's corner
    const fold = page.getByTestId('fold-right');
    if ((await fold.getAttribute('aria-expanded')) === 'true') await fold.click();

    for (const [width, height] of [[1440, 900], [1024, 700]] as const) {
      await page.setViewportSize({ width, height });
      await page.getByRole('button', { name: lang === 'de' ? 'Einpassen' : 'Fit to window', exact: true }).click();
      await expect.poll(async () => (await overTarget()) !== null).toBe(true);
      const before = await overTarget();
      const at = await shapePoint(page, 'legion', target.id);
      if (!at || !before) throw new Error('the legion is not drawn');

      // zoomed in about the legion: the box grows with the board and stays over the marker
      await page.mouse.move(at.x, at.y);
      for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -200);
      await expect.poll(async () => ((await overTarget())?.width ?? 0) > before.width * 1.4).toBe(true);

      // zoomed in, the board fills its canvas: the land in the canvas's bottom left corner hovered (the lesson card
      // holds the bottom right), its card, which keeps off the land it describes, goes elsewhere than under the card
      const board = await page.getByTestId('masterboard').boundingBox();
      if (!board) throw new Error('the board is not shown');
      await page.mouse.move(board.x + 30, board.y + board.height - 30);
      await expect(page.getByTestId('land-card')).toBeVisible();
      const [landCard, lessonBox] = [await page.getByTestId('land-card').boundingBox(), await lessonCard.boundingBox()];
      if (!landCard || !lessonBox) throw new Error('the land card or the lesson card is not shown');
      expect(overlap(landCard, lessonBox)).toBe(0);
      await capture(page, `reports/screens/13/lesson-titan-land-card-${lang}-${width}.png`);

      // panned by a drag over the board's empty top until the legion lies under the card: the card moves off it
      const cardBox = await lessonCard.boundingBox();
      const canvas = await page.getByTestId('masterboard').boundingBox();
      const now = await shapePoint(page, 'legion', target.id);
      if (!cardBox || !canvas || !now) throw new Error('the card, the board or the legion is not shown');
      const by = { x: cardBox.x + cardBox.width / 2 - now.x, y: cardBox.y + cardBox.height / 2 - now.y };
      const from = { x: by.x >= 0 ? canvas.x + 6 : canvas.x + canvas.width - 6, y: canvas.y + 40 + Math.max(0, -by.y) };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 12 });
      await page.mouse.up();
      await expect.poll(async () => (await lessonCard.boundingBox())?.x).not.toBe(cardBox.x);
      await expect.poll(covered).toBe(0);
      // the pointer off the board: no land's card over the picture
      await page.mouse.move(width / 2, 10);
      await capture(page, `reports/screens/13/lesson-titan-zoomed-${lang}-${width}.png`);
    }
    if (lang === 'de') await setLanguage(page, 'en');
  });
}
