// Gods of Titan in the browser, as players reach it: Start → Gods of Titan, the notice that the board is our
// reconstruction, a 3-player hot-seat game with a round limit (TITAN §21), and several game-turns played by clicking what the page shows — the
// hand-off screens, the set-up choice, legions and their marked destinations on the masterboard (through the boards'
// test hook, which knows where Konva drew them), the engagement choices, musters and the ends of the phases. The
// screenshots go to /tmp/shots-gods/ at 1440×900 and 1024×700, in English and German. A second test opens a save of
// an engagement, takes it to battle (two Lions and a Centaur attacking an Ogre, a Troll and a Gorgon in the Desert) and moves a character on
// the battleland by clicking it and one of its marked hexes; a third splits a legion of six.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { GODS_MASTERBOARD } from '../engine/gods/data/masterboard.js';
import type { GodsState } from '../engine/gods/state.js';
import { engaged } from '../tests/gods/game-battle-helpers.js';
import { clearBoard, edit, place, started } from '../tests/gods/game-helpers.js';
import { prng } from '../tests/prng.js';
import { button, godsSaveFile, godsScreen, language, openGodsFile, steady } from './gods-helpers.js';
import { boardMarks, clickShape, openApp, shapePoint } from './helpers.js';
import { capture } from './shots.js';

const SHOTS = '/tmp/shots-gods';

/** Waits until the screen shows a state other than `stateId` (a hand-off counts), failing on an error dialog. */
async function changed(page: Page, stateId: number): Promise<void> {
  await expect
    .poll(async () => {
      if (await page.getByTestId('gods-error').isVisible()) throw new Error(await page.getByTestId('gods-error').innerText());
      const s = await godsScreen(page);
      const shown = await page.evaluate(() => document.querySelector<HTMLElement>('[data-screen="gods"][data-state-id]')?.dataset.stateId ?? '');
      if (s?.handoff) return -1;
      return s?.push && shown === String(s.push.view.stateId) ? s.push.view.stateId : stateId;
    })
    .not.toBe(stateId);
}

/** Waits until the board's canvas (the masterboard's, or the one `selector` names) has followed its container's size. */
async function fitted(page: Page, selector = '[data-testid="gods-board"]'): Promise<void> {
  await expect
    .poll(() => page.evaluate((sel) => {
      const board = document.querySelector<HTMLElement>(sel);
      const canvas = board?.querySelector('canvas');
      return board && canvas ? Math.abs(canvas.clientWidth - board.clientWidth) + Math.abs(canvas.clientHeight - board.clientHeight) : -1;
    }, selector))
    .toBe(0);
}

/** Plays one step by clicking what the page shows; returns what it did. */
async function step(page: Page, rand: () => number, moved: Set<string>): Promise<string> {
  await expect.poll(async () => { const now = await godsScreen(page); return now?.push != null || now?.handoff != null; }).toBe(true);
  const s = await godsScreen(page);
  if (s?.handoff) {
    await page.getByTestId('gods-handoff-ready').click();
    await expect.poll(async () => (await godsScreen(page))?.push?.seat).toBe(s.handoff.seat);
    return 'handoff';
  }
  const push = s?.push;
  if (!push || push.legal.length === 0) throw new Error('the screen shows nothing to do for a human hot-seat game');
  const legal = push.legal;
  const has = (type: string): boolean => legal.some((a) => a.type === type);
  const stateId = push.view.stateId;
  if (has('chooseTower')) {
    // 5.4: the free Towers are marked on the board; the seat's choice is a click on one of them
    const towers = legal.flatMap((a) => (a.type === 'chooseTower' ? [a.land] : [])).sort((a, b) => a - b);
    await expect.poll(async () => Object.keys((await boardMarks(page))?.lands ?? {}).map(Number).sort((a, b) => a - b)).toEqual(towers);
    const tower = towers[Math.floor(rand() * towers.length)];
    if (tower === undefined) throw new Error('no Tower to choose');
    await clickShape(page, 'land', tower);
  } else if (has('chooseStart')) {
    const choices = page.locator('[data-testid="gods-action"][data-type="chooseStart"]');
    await choices.nth(Math.floor(rand() * (await choices.count()))).click();
  } else if (push.view.phase === 'movement') {
    const movers = [...new Set(legal.flatMap((a) => (a.type === 'move' && !moved.has(`${push.view.round}:${a.legion}`) ? [a.legion] : [])))];
    const legion = movers[Math.floor(rand() * movers.length)];
    if (legion === undefined || (has('endMovement') && moved.size % 3 === 2)) {
      await button(page, 'endMovement');
    } else {
      await clickShape(page, 'legion', legion);
      await expect.poll(async () => (await godsScreen(page))?.selected).toBe(legion);
      const marks = await page.evaluate(() => (window.__titanBoard?.marks?.() as { lands: Record<string, string> } | undefined)?.lands ?? {});
      const lands = Object.keys(marks).map(Number);
      const targets = [...new Set(legal.flatMap((a) => (a.type === 'move' && a.legion === legion ? [a.to] : [])))].sort((a, b) => a - b);
      expect(lands.sort((a, b) => a - b)).toEqual(targets); // the board marks exactly the engine's destinations
      const to = targets[Math.floor(rand() * targets.length)];
      if (to === undefined) throw new Error(`no destination for ${legion}`);
      await clickShape(page, 'land', to);
      // several ways to one land (lands counted, the tower stepped out onto, a teleport): the panel lists them
      const ways = legal.filter((a) => a.type === 'move' && a.legion === legion && a.to === to).length;
      if (ways > 1) {
        await expect(page.getByTestId('gods-way')).toHaveCount(ways);
        await page.getByTestId('gods-way').nth(Math.floor(rand() * ways)).click();
      }
      moved.add(`${push.view.round}:${legion}`);
    }
  } else if (has('engage')) {
    const e = legal.find((a) => a.type === 'engage');
    const at = e?.type === 'engage' ? push.view.legions.find((l) => l.marker === e.attacker)?.land : undefined;
    if (at === undefined) throw new Error('an engagement without its land');
    await clickShape(page, 'land', at);
  } else {
    const order = ['flee', 'accept', 'concede', 'battle', 'pass', 'muster', 'endEngagements', 'endTurn'];
    const type = order.find((t) => has(t) && (t !== 'muster' || rand() < 0.5)) ?? legal[0]?.type ?? '';
    await button(page, type);
    if (type === 'concede') await page.getByTestId('gods-concede-yes').click(); // a concession asks first (10.6)
  }
  await changed(page, stateId);
  return push.view.phase;
}

test('Gods of Titan: a 3-player hot-seat game played for several turns by clicking the board and the actions', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('gods').click();
  await expect(page.getByTestId('gods-lobby')).toBeVisible();
  await expect(page.getByTestId('gods-reconstruction')).toContainText('reconstruction');
  const kinds = page.getByTestId('gods-seat-kind');
  await expect(kinds).toHaveCount(3);
  for (let i = 0; i < 3; i++) await kinds.nth(i).selectOption('human');
  await page.getByTestId('gods-darklord').check();
  await expect(kinds).toHaveCount(4);
  // 1.2, 5.3: the fourth seat plays the Darklord (the role the form sends with it), the others Titan-players.
  await expect(page.getByTestId('gods-seat-role')).toHaveText(['Titan-player', 'Titan-player', 'Titan-player', 'Darklord']);
  await page.getByTestId('gods-darklord').uncheck();
  // TITAN §21's round limit, offered by the form and passed with the setup.
  await expect(page.getByTestId('gods-turn-limit')).toBeDisabled();
  await page.getByTestId('gods-length-rounds').check();
  await page.getByTestId('gods-turn-limit').fill('40');
  for (const [w, h] of [[1024, 700], [1440, 900]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await capture(page, `${SHOTS}/lobby-${w}-en.png`);
  }
  await page.getByTestId('gods-start').click();

  const rand = prng(12);
  const moved = new Set<string>();
  const done: string[] = [];
  for (let i = 0; i < 400 && ((await godsScreen(page))?.push?.view.round ?? 1) < 3; i++) done.push(await step(page, rand, moved));
  const s = await godsScreen(page);
  expect(s?.push?.view.round).toBeGreaterThanOrEqual(3);
  expect(s?.push?.view.gameLength).toEqual({ turnLimit: 40, pointTarget: null });
  await expect(page.getByTestId('gods-limit')).toHaveText('Round limit: 40');
  expect(done.filter((d) => d === 'handoff').length).toBeGreaterThanOrEqual(6);
  expect(s?.push?.view.players.map((p) => p.tower).every((t) => t !== null)).toBe(true); // 5.4: chosen by clicks
  await expect(page.getByTestId('gods-log')).toContainText('takes Tower');
  expect(moved.size).toBeGreaterThanOrEqual(6);
  await expect(page.getByTestId('gods-log')).toContainText('moves');

  // screenshots of a turn in progress: a legion selected with its destinations marked
  while ((await godsScreen(page))?.handoff) await step(page, rand, moved);
  const now = (await godsScreen(page))?.push;
  const legion = now?.legal.find((a) => a.type === 'move');
  if (legion?.type === 'move') await clickShape(page, 'legion', legion.legion);
  for (const [w, h] of [[1440, 900], [1024, 700]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await fitted(page);
    await capture(page, `${SHOTS}/game-${w}-en.png`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('gods-quit').click();
  await language(page, 'de');
  await page.getByTestId('gods').click();
  await expect(page.getByTestId('gods-reconstruction')).toContainText('Rekonstruktion');
  await page.getByTestId('gods-length-rounds').check(); // the game-length choice in German too
  for (const [w, h] of [[1024, 700], [1440, 900]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await capture(page, `${SHOTS}/lobby-${w}-de.png`);
  }
  await page.getByTestId('gods-continue').click();
  await expect.poll(async () => { const now = await godsScreen(page); return now?.push != null || now?.handoff != null; }).toBe(true);
  while ((await godsScreen(page))?.handoff) await step(page, rand, moved);
  for (const [w, h] of [[1440, 900], [1024, 700]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await fitted(page);
    await capture(page, `${SHOTS}/game-${w}-de.png`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('gods-quit').click();
  await language(page, 'en');
});

/** A save file of a position (setup: red, green, blue, the last a computer seat), written for the Open dialog. */
const saveOf = (state: GodsState, title: string): string => godsSaveFile(state, title, ['human', 'human', 'random']);

/** An engagement in the Desert (round 11, red attacks green), not yet taken to battle. */
function battleSave(): string {
  return saveOf(engaged(['Lion', 'Lion', 'Centaur'], ['Ogre', 'Troll', 'Gorgon'], { fight: false }).s, 'Gods of Titan: an engagement in the Desert');
}

/** Red's Movement Phase of round 2 with a legion of six on land 101 that may split (4.5). */
function splitSave(): { path: string; marker: string } {
  let s = clearBoard(started(3));
  for (const [seat, land] of [['green', 104], ['blue', 110]] as const) s = place(s, seat, land, ['Titan']).state;
  const red = place(s, 'red', 101, ['Titan', 'Lion', 'Lion', 'Centaur', 'Ogre', 'Troll']);
  const moving = edit(red.state, (d) => {
    d.round = 2;
    d.phase = 'movement';
    d.active = 0;
  });
  return { path: saveOf(moving, 'Gods of Titan: a legion of six'), marker: red.marker };
}

/** Opens the split save (splitSave) in the app, in `lang`, past its hand-off, its legion's marker steady on the board;
 * returns the save's path and that legion's marker. */
async function openSplitSave(page: Page, lang: 'en' | 'de'): Promise<{ path: string; marker: string }> {
  const { path, marker } = splitSave();
  await openGodsFile(page, path, lang);
  await page.getByTestId('gods-handoff-ready').click();
  await fitted(page);
  await steady(page, marker);
  return { path, marker };
}

test('Gods of Titan: a legion selected shows its characters and its splits, named by their characters; a split clicked puts the new legion on the board', async ({ page }) => {
  const { path, marker } = await openSplitSave(page, 'de');
  await clickShape(page, 'legion', marker);
  await page.getByTestId('gods-splits').locator('summary').click();
  await expect(page.locator('[data-testid="gods-action"][data-type="split"]').first()).toContainText('→');
  for (const [w, h] of [[1440, 900], [1024, 700]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await capture(page, `${SHOTS}/split-${w}-de.png`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('gods-quit').click();
  await language(page, 'en');
  await page.getByTestId('open').click();
  await page.getByTestId('open-file').setInputFiles(path);
  await expect(page.getByTestId('open-file')).toHaveCount(0); // the Open dialog has closed
  await page.getByTestId('gods-handoff-ready').click();
  await expect(page.getByTestId('gods-board')).toBeVisible();
  await fitted(page);
  await steady(page, marker);
  await clickShape(page, 'legion', marker);
  await expect(page.getByTestId('gods-legion-contents')).toHaveText('Titan, Lion, Lion, Centaur, Ogre, Troll');
  const before = (await godsScreen(page))?.push;
  const splits = before?.legal.filter((a) => a.type === 'split' && a.legion === marker) ?? [];
  expect(splits.length).toBeGreaterThan(0);
  await page.getByTestId('gods-splits').locator('summary').click();
  await expect(page.locator('[data-testid="gods-action"][data-type="split"]')).toHaveCount(splits.length);
  const texts = await page.locator('[data-testid="gods-action"][data-type="split"]').allTextContents();
  expect(texts.filter((t) => /\bp\d+\b/.test(t))).toEqual([]); // characters, never piece ids
  expect(texts.every((t) => /(Titan|Lion|Centaur|Ogre|Troll).* → /.test(t))).toBe(true);
  for (const [w, h] of [[1440, 900], [1024, 700]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await capture(page, `${SHOTS}/split-${w}-en.png`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.locator('[data-testid="gods-action"][data-type="split"]').first().click();
  await expect.poll(async () => (await godsScreen(page))?.push?.view.legions.length).toBe((before?.view.legions.length ?? 0) + 1);
  const split = splits[0];
  const added = split?.type === 'split' ? split.markers.find((m) => m !== marker) : undefined;
  if (!added) throw new Error('a split without a new marker');
  expect(await shapePoint(page, 'legion', added)).not.toBeNull();
  await page.getByTestId('gods-quit').click();
});

test('Gods of Titan: an engagement taken to battle, the battle drawn on its battleland, a character moved by clicking it and a marked hex', async ({ page }) => {
  const file = battleSave();
  for (const lang of ['en', 'de'] as const) {
    await openApp(page);
    if (lang === 'de') await language(page, 'de');
    await page.getByTestId('open').click();
    await page.getByTestId('open-file').setInputFiles(file);
    await expect(page.getByTestId('open-file')).toHaveCount(0); // the Open dialog has closed
    // the engagement's choices as the engine lists them; the seat at the screen insists on battle
    await page.getByTestId('gods-handoff-ready').click();
    await expect(page.getByTestId('gods-engagement')).toBeVisible();
    const choices = (await godsScreen(page))?.push?.legal.map((a) => a.type) ?? [];
    expect(choices).toContain('fight');
    expect(choices).toContain('declineFlee'); // 10.4: the defender decides first whether to flee
    await expect(page.locator('[data-testid="gods-action"]')).toHaveCount(choices.length);
    for (const [w, h] of [[1440, 900], [1024, 700]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await capture(page, `${SHOTS}/engagement-${w}-${lang}.png`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await button(page, 'fight');
    await expect.poll(async () => { const now = await godsScreen(page); return now?.handoff?.seat ?? now?.push?.view.engagement?.battle?.phase; }).toBeTruthy();
    if ((await godsScreen(page))?.handoff) await page.getByTestId('gods-handoff-ready').click();
    await expect(page.getByTestId('gods-battle')).toBeVisible();
    await expect(page.getByTestId('gods-battle')).toContainText(lang === 'en' ? 'Dune' : 'Düne');
    const push = (await godsScreen(page))?.push;
    const move = push?.legal.find((a) => a.type === 'battle' && a.move.type === 'move');
    if (move?.type !== 'battle' || move.move.type !== 'move') throw new Error('the defender has no battle move');
    const piece = move.move.piece;
    await clickShape(page, 'piece', piece);
    const reach = push?.legal.flatMap((a) => (a.type === 'battle' && a.move.type === 'move' && a.move.piece === piece ? [a.move.to] : [])) ?? [];
    await expect.poll(async () => [...((await boardMarks(page))?.moves ?? [])].sort()).toEqual([...reach].sort());
    for (const [w, h] of [[1440, 900], [1024, 700]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await capture(page, `${SHOTS}/battle-${w}-${lang}.png`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await fitted(page, '[data-testid="gods-battle"] .board'); // the battleland refits to the window before its hex is clicked
    await clickShape(page, 'hex', move.move.to);
    await expect
      .poll(async () => (await godsScreen(page))?.push?.view.engagement?.battle?.pieces.find((p) => p.id === piece)?.hex)
      .toBe(move.move.to);
    await page.getByTestId('gods-quit').click();
    if (lang === 'de') await language(page, 'en');
  }
});

test('Gods of Titan: a hovered land shows its card with the rows of the Mustering Table for its terrain', async ({ page }) => {
  await openSplitSave(page, 'en');
  const occupied = new Set((await godsScreen(page))?.push?.view.legions.map((l) => l.land) ?? []);
  const free = (...terrains: string[]): number => {
    const land = GODS_MASTERBOARD.find((l) => terrains.includes(l.terrain) && !occupied.has(l.id));
    if (!land) throw new Error(`no free ${terrains.join(' or ')} land`);
    return land.id;
  };
  const card = page.getByTestId('gods-land-card');
  const plains = await shapePoint(page, 'land', free('Plains'));
  if (!plains) throw new Error('no Plains land on the board');
  await page.mouse.move(plains.x, plains.y);
  await expect(card).toContainText(`Plains ${free('Plains')}`);
  await expect(card.getByTestId('gods-land-chain').first()).toHaveText('Centaur 2 → Lion 2 → Warbear');
  await capture(page, 'reports/screens/13/gods-land-card-en-1440.png');
  // the Tower lands and the City hire and summon instead (22.4)
  const tower = await shapePoint(page, 'land', free('Tower', 'Skycastle', 'Fort', 'Ruin', 'Darktower'));
  if (!tower) throw new Error('no Tower land on the board');
  await page.mouse.move(tower.x, tower.y);
  await expect(card).toContainText('Nothing is mustered here');
  await page.getByTestId('gods-quit').hover();
  await expect(card).toHaveCount(0);
  await page.getByTestId('gods-quit').click();
});
