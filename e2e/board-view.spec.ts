// Boards a TITAN veteran reads at a glance: hazards and terrains drawn as pictures, a masterboard that follows the
// window until the player zooms by hand, markers that stay readable on a small window, and folding side panels.
// Screenshots at 1440×900 and 1024×700, in English and German, go to reports/screens/board-*.png.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { getVariant } from '../engine/titan/variants/index.js';
import { boardMarks, clickShape, openApp, setAiDelay, setLanguage, settled, shapePoint, shot, waitForChange, windowShots } from './helpers.js';
import { boardScreen, playStep, startGame } from './play.js';
import { openText, saveWhere } from './table-saves.js';
import { capture } from './shots.js';

const SIZES = [{ width: 1440, height: 900 }, { width: 1024, height: 700 }] as const;

/** Opens a golden save from the start screen and waits for its board; its computer seats hold their moves. */
async function openSave(page: Page, name: string): Promise<void> {
  await setAiDelay(page, 60_000);
  await page.getByTestId('open').click();
  await page.getByTestId('open-file').setInputFiles({ name: `${name}.titan`, mimeType: 'application/json', buffer: readFileSync(`tests/fixtures/saves/v2/${name}.titan`) });
  await boardScreen(page);
  await settled(page);
}

/** Back to the start screen: from a game with File → Quit (the game stays in its autosave), else by reloading. */
async function leave(page: Page): Promise<void> {
  if (await page.getByTestId('new-game').isVisible()) return;
  if (!(await page.getByTestId('file-menu').isVisible())) return openApp(page);
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-quit').click();
  if (await page.getByTestId('quit-dialog').isVisible()) await page.getByTestId('quit-yes').click();
  await expect(page.getByTestId('new-game')).toBeVisible();
}

/** Every land's page position must lie inside the masterboard's box. */
async function landsInside(page: Page): Promise<number> {
  const box = await page.getByTestId('masterboard').boundingBox();
  if (!box) throw new Error('no masterboard');
  let inside = 0;
  for (const land of getVariant('titan').landIds) {
    const p = await shapePoint(page, 'land', land);
    if (!p) continue;
    expect(p.x).toBeGreaterThanOrEqual(box.x);
    expect(p.x).toBeLessThanOrEqual(box.x + box.width);
    expect(p.y).toBeGreaterThanOrEqual(box.y);
    expect(p.y).toBeLessThanOrEqual(box.y + box.height);
    inside++;
  }
  return inside;
}

test.afterEach(async ({ page }) => {
  await leave(page);
  await setLanguage(page, 'en');
});

test('battle hazards are drawn as pictures, with a legend', async ({ page }) => {
  for (const lang of ['en', 'de'] as const) {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await openApp(page);
      await setLanguage(page, lang);
      await page.getByTestId('help').click();
      const legend = page.getByTestId('hazard-legend');
      await expect(legend.locator('svg.art')).toHaveCount(7);
      for (const terrain of ['Tower', 'Mountains', 'Swamp', 'Tundra']) {
        await page.getByTestId('battleland-select').selectOption(terrain);
        await page.getByTestId('battleland-viewer').scrollIntoViewIfNeeded();
        if (size.width === 1440) await capture(page.getByTestId('battleland-viewer').locator('..'), `reports/screens/board-battleland-${terrain.toLowerCase()}-${lang}.png`);
      }
    }
  }
});

test('the masterboard follows the window until the player zooms, and its markers stay readable', async ({ page }) => {
  await page.setViewportSize(SIZES[0]);
  await openApp(page);
  await setLanguage(page, 'en');
  await openSave(page, 'titan-mid-movement');
  expect(await landsInside(page)).toBe(96);
  await shot(page, 'board-master-1440-en');

  await page.setViewportSize(SIZES[1]);
  await expect.poll(async () => (await page.getByTestId('masterboard').boundingBox())?.width ?? 0).toBeGreaterThan(0.6 * 1024);
  await expect.poll(() => landsInside(page)).toBe(96);
  expect(((await boardMarks(page)) as { markerPx?: number } | null)?.markerPx ?? 0).toBeGreaterThanOrEqual(30);
  await shot(page, 'board-master-1024-en');

  // the folded players' panel opens and folds again
  await page.getByTestId('fold-left').click();
  await expect(page.getByTestId('player-Red')).toBeVisible();
  await page.getByTestId('fold-left').click();
  await expect(page.getByTestId('player-Red')).toHaveCount(0);

  // zoomed by hand, a resize keeps the player's view; Fit follows the window again
  await page.keyboard.press('+');
  const a = await shapePoint(page, 'land', 1);
  await page.setViewportSize(SIZES[0]);
  await expect.poll(async () => (await page.getByTestId('masterboard').boundingBox())?.width ?? 0).toBeGreaterThan(0.6 * 1440);
  expect(await shapePoint(page, 'land', 1)).toEqual(a);
  await page.keyboard.press('0');
  await expect.poll(() => landsInside(page)).toBe(96);

  await leave(page);
  await page.setViewportSize(SIZES[1]);
  await setLanguage(page, 'de');
  await page.getByTestId('continue').click();
  await boardScreen(page);
  await settled(page);
  await shot(page, 'board-master-1024-de');
  await page.setViewportSize(SIZES[0]);
  await expect.poll(() => landsInside(page)).toBe(96);
  await shot(page, 'board-master-1440-de');
});

/** Whether a page box covers a point. */
function covers(box: { x: number; y: number; width: number; height: number }, p: { x: number; y: number }, pad = 0): boolean {
  return p.x + pad > box.x && p.x - pad < box.x + box.width && p.y + pad > box.y && p.y - pad < box.y + box.height;
}

test('the hover cards cover no legion, counter or tray, and go when the pointer leaves', async ({ page }) => {
  await page.setViewportSize(SIZES[1]);
  await openApp(page);
  await setLanguage(page, 'en');
  await openSave(page, 'titan-mid-movement');
  const push = await boardScreen(page);
  const markerPx = (((await boardMarks(page)) as { markerPx?: number } | null)?.markerPx ?? 0) / 2;
  const spots = await Promise.all(push.view.legions.map((l) => shapePoint(page, 'legion', l.marker)));
  let checked = 0;
  for (const legion of push.view.legions) {
    const at = await shapePoint(page, 'land', legion.land);
    if (!at) continue;
    await page.mouse.move(at.x, at.y);
    await expect(page.getByTestId('land-card')).toContainText(String(legion.land));
    const box = await page.getByTestId('land-card').boundingBox();
    if (!box) throw new Error('no land card');
    for (const s of spots) if (s) expect(covers(box, s, markerPx)).toBe(false);
    checked++;
  }
  expect(checked).toBeGreaterThan(3);
  await shot(page, 'board-land-card-1024-en');
  await page.getByTestId('done').hover();
  await expect(page.getByTestId('land-card')).toHaveCount(0);

  await leave(page);
  await openSave(page, 'titan-battle-carry');
  const battle = (await boardScreen(page)).view.battle;
  if (!battle) throw new Error('the save shows no battle');
  const pieces = await Promise.all(battle.pieces.map((p) => shapePoint(page, 'piece', p.id)));
  let hexes = 0;
  for (const piece of battle.pieces) {
    if (!piece.hex) continue;
    const at = await shapePoint(page, 'hex', piece.hex);
    if (!at) continue;
    await page.mouse.move(at.x, at.y);
    await expect(page.getByTestId('hex-card')).toContainText(piece.hex);
    const box = await page.getByTestId('hex-card').boundingBox();
    if (!box) throw new Error('no hex card');
    for (const p of pieces) if (p) expect(covers(box, p)).toBe(false);
    hexes++;
  }
  expect(hexes).toBeGreaterThan(1);
  await shot(page, 'board-hex-card-1024-en');
  await page.getByTestId('file-menu').hover();
  await expect(page.getByTestId('hex-card')).toHaveCount(0);
});

test('a selected legion shows on each land it may reach what it could muster there; a muster stays marked', async ({ page }) => {
  await openApp(page);
  await setLanguage(page, 'en');
  await startGame(page, 3, 50);
  /** The seat's push once the page shows it. */
  const shown = async (): Promise<Awaited<ReturnType<typeof boardScreen>>> => {
    await boardScreen(page);
    await settled(page);
    return boardScreen(page);
  };
  let push = await shown();
  for (let i = 0; i < 40 && !push.legal.some((a) => a.type === 'move'); i++) {
    await playStep(page);
    push = await shown();
  }
  let previews = 0;
  let target: { marker: string; land: number } | null = null;
  for (const marker of (await boardMarks(page))?.movable ?? []) {
    const at = await shapePoint(page, 'legion', marker);
    if (!at) continue;
    await page.mouse.click(at.x, at.y);
    await expect.poll(async () => (await boardMarks(page))?.selected).toBe(marker);
    const expected = Object.fromEntries(push.hints.musters.filter((m) => m.marker === marker && m.creatures.length > 0).map((m) => [String(m.land), m.creatures]));
    expect(((await boardMarks(page)) as { previews?: unknown } | null)?.previews).toEqual(expected);
    previews += Object.keys(expected).length;
    const free = Object.keys(expected).map(Number).find((land) => !push.view.legions.some((l) => l.land === land));
    if (free !== undefined && !target) {
      target = { marker, land: free };
      // both sizes in English only: a language switch in the middle of the turn made the muster below flaky
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await settled(page);
        await expect.poll(async () => ((await boardMarks(page)) as { previews?: Record<string, unknown> } | null)?.previews).toEqual(expected);
        await shot(page, `13/recruit-previews-en-${size.width}`);
      }
      // the board follows the window before the next frame: the next marker's position is read once it has
      await page.setViewportSize(SIZES[0]);
      await settled(page);
    }
  }
  expect(previews).toBeGreaterThan(0);
  if (!target) throw new Error('no free land with a muster preview');
  const { marker, land } = target;

  // move there, end the moves and muster: the legion keeps a mark of what it mustered for the rest of the turn. Each
  // click waits for the state it makes, so no click lands on a screen the host has already left behind.
  const before = (await shown()).view.stateId;
  await clickShape(page, 'legion', marker);
  await clickShape(page, 'land', land);
  if (await page.getByTestId('move-choice').isVisible()) await page.getByTestId('move-choice').locator('button').first().click();
  await waitForChange(page, before);
  const moved = await shown();
  expect(moved.view.legions.find((l) => l.marker === marker)?.land).toBe(land);
  await page.getByTestId('done').click();
  await waitForChange(page, moved.view.stateId);
  const muster = await shown();
  expect(muster.view.phase).toBe('muster');
  const creature = muster.legal.find((a) => a.type === 'recruit' && a.marker === marker);
  if (creature?.type !== 'recruit') throw new Error(`${marker} may not muster on ${land}`);
  await page.getByTestId(`recruits-${marker}`).getByTestId(`recruit-${creature.creature}`).click();
  await waitForChange(page, muster.view.stateId);
  await expect.poll(async () => ((await boardMarks(page)) as { mustered?: Record<string, string | null> } | null)?.mustered?.[marker] ?? null).toBe(creature.creature);
  expect((await shown()).view.legions.find((l) => l.marker === marker)?.recruited).toBe(true);
  await windowShots(page, 'muster-mark');
});

test('holding L shows every legion as far as the seat knows it; a creature chip opens its card', async ({ page }) => {
  await openApp(page);
  await setLanguage(page, 'en');
  await openSave(page, 'titan-mid-movement');
  const push = await boardScreen(page);
  await page.keyboard.down('l');
  for (const legion of push.view.legions) {
    const box = page.getByTestId(`legion-contents-${legion.marker}`);
    await expect(box.locator('.known')).toHaveCount(legion.creatures.filter((c) => c !== null).length);
    await expect(box.locator('.unknown')).toHaveCount(legion.creatures.filter((c) => c === null).length);
  }
  expect(push.view.legions.length).toBeGreaterThan(3);
  // the boxes follow the board when the window changes size: each stays centred under its marker
  await page.setViewportSize(SIZES[1]);
  for (const legion of push.view.legions) {
    await expect.poll(async () => {
      const box = await page.getByTestId(`legion-contents-${legion.marker}`).boundingBox();
      const marker = await shapePoint(page, 'legion', legion.marker);
      return box !== null && marker !== null && Math.abs(box.x + box.width / 2 - marker.x) < 2;
    }).toBe(true);
  }
  await page.setViewportSize(SIZES[0]);
  await windowShots(page, 'legion-contents', { open: () => page.keyboard.down('l'), close: () => page.keyboard.up('l') });
  await page.keyboard.up('l');
  await expect(page.locator('[data-testid^="legion-contents-"]')).toHaveCount(0);

  const mine = push.view.legions.find((l) => l.owner === push.seat);
  if (!mine) throw new Error('the seat has no legion');
  await clickShape(page, 'legion', mine.marker);
  const creature = mine.creatures.find((c) => c !== null) as string;
  await page.getByTestId('legion-panel').locator(`.chip[data-creature="${creature}"]`).first().click();
  const card = page.getByTestId('creature-card');
  await expect(card).toHaveAttribute('data-creature', creature);
  await expect(card.locator('tr').first()).toBeVisible();
  // the card follows its chip into a smaller window
  await page.setViewportSize(SIZES[1]);
  await expect.poll(async () => {
    const box = await card.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= SIZES[1].width && box.y + box.height <= SIZES[1].height;
  }).toBe(true);
  await page.setViewportSize(SIZES[0]);
  await windowShots(page, 'creature-card', {
    open: async () => {
      await clickShape(page, 'legion', mine.marker);
      await page.getByTestId('legion-panel').locator(`.chip[data-creature="${creature}"]`).first().click();
    },
    close: () => page.getByTestId('masterboard').click({ position: { x: 5, y: 5 } }),
  });
  await page.getByTestId('masterboard').click({ position: { x: 5, y: 5 } });
  await expect(card).toHaveCount(0);
});

test('a right-click on a land shows its mustering chain and its battleland with the hazards drawn', async ({ page }) => {
  await openApp(page);
  await setLanguage(page, 'en');
  await openSave(page, 'titan-mid-movement');
  const variant = getVariant('titan');
  let checked = 0;
  for (const terrain of ['Swamp', 'Mountains', 'Tower']) {
    const land = variant.landIds.find((id) => variant.lands[id].terrain === terrain && id !== 100);
    const at = land === undefined ? null : await shapePoint(page, 'land', land);
    if (land === undefined || !at) throw new Error(`no ${terrain} land on the board`);
    await page.mouse.click(at.x, at.y, { button: 'right' });
    const inspector = page.getByTestId('land-inspector');
    await expect(inspector).toContainText(`${terrain} ${land}`);
    await expect(inspector.locator('[data-entry]')).toHaveCount(variant.musterLists[terrain].length);
    const hazards = new Set(Object.values(variant.battlelands[terrain].hexes).map((h) => h.hazard).filter((h) => h !== 'Plains'));
    await expect(inspector.locator('.legend svg.art')).toHaveCount(hazards.size);
    // the hexside hazards too (slopes, walls, cliffs, dunes): a Tower has walls, Mountains slopes and cliffs
    const sides = new Set(Object.values(variant.battlelands[terrain].hexes).flatMap((h) => h.hexsides.filter((x) => x !== null)));
    expect(terrain === 'Swamp' || sides.size > 0).toBe(true);
    await expect(page.getByTestId('land-inspector-hexside')).toHaveCount(sides.size);
    await expect(page.getByTestId('land-inspector-battleland').locator('canvas').first()).toBeVisible();
    await windowShots(page, `land-inspector-${terrain.toLowerCase()}`, {
      open: async () => {
        const p = await shapePoint(page, 'land', land);
        if (p) await page.mouse.click(p.x, p.y, { button: 'right' });
      },
    });
    await expect(inspector).toHaveCount(0);
    checked++;
  }
  expect(checked).toBe(3);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a long press on a land shows its mustering chain and its battleland', async ({ page }) => {
    // two humans at the table: no computer seat thinks meanwhile
    const position = saveWhere(1, (_, legal) => legal.some((a) => a.type === 'move'));
    await openApp(page);
    await setLanguage(page, 'en');
    await openText(page, position.text);
    await settled(page);
    const variant = getVariant('titan');
    const occupied = new Set(Object.values(position.state.legions).map((l) => l.land));
    // a land no marker covers, so the press lands on the land itself
    const land = variant.landIds.find((id) => variant.lands[id].terrain === 'Hills' && !occupied.has(id));
    const at = land === undefined ? null : await shapePoint(page, 'land', land);
    if (land === undefined || !at) throw new Error('no free Hills land on the board');
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
    // the finger rests on the land: the inspector opens while it is still down
    const inspector = page.getByTestId('land-inspector');
    await expect(inspector).toContainText(`Hills ${land}`);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(inspector.locator('[data-entry]')).toHaveCount(variant.musterLists.Hills.length);
    await expect(page.getByTestId('land-inspector-battleland').locator('canvas').first()).toBeVisible();
    await page.getByTestId('land-inspector-close').tap();
    await expect(inspector).toHaveCount(0);
  });
});

test('the status window shows every player and the caretaker’s stacks as the view has them', async ({ page }) => {
  await openApp(page);
  await setLanguage(page, 'en');
  await openSave(page, 'titan-mid-movement');
  const view = (await boardScreen(page)).view;
  await page.getByTestId('status-open').click();
  const window = page.getByTestId('status-window');
  for (const p of view.players) {
    const row = window.getByTestId(`status-${p.id}`);
    await expect(row.locator('td').nth(1)).toHaveText(String(p.score));
    await expect(row.locator('td').nth(2)).toHaveText(String(p.titanPower));
    await expect(row.locator('td').nth(3)).toHaveText(String(p.legions));
    await expect(row.locator('td').nth(4)).toHaveText(String(p.markersLeft));
  }
  const variant = getVariant('titan');
  let stacks = 0;
  for (const [creature, left] of Object.entries(view.caretaker)) {
    const cells = window.getByTestId(`stack-${creature}`).locator('td');
    const slain = view.graveyard[creature] ?? 0;
    await expect(cells.nth(1)).toHaveText(String(left));
    await expect(cells.nth(3)).toHaveText(String(slain));
    await expect(cells.nth(2)).toHaveText(String(variant.creatures[creature].count - left - slain));
    stacks++;
  }
  expect(stacks).toBeGreaterThan(20);
  await windowShots(page, 'status', { open: () => page.getByTestId('status-open').click() });
  await expect(window).toHaveCount(0);
  await page.keyboard.press('s');
  await expect(window).toBeVisible();
  await page.getByTestId('status-close').click();
  await expect(window).toHaveCount(0);
});

test('the battle keeps its dice history one click away', async ({ page }) => {
  await openApp(page);
  await setLanguage(page, 'en');
  await openSave(page, 'titan-battle-carry');
  await page.getByTestId('dice-history-toggle').click();
  const history = page.getByTestId('dice-history');
  await expect(history).toBeVisible();
  const rolls = history.getByTestId('dice');
  await expect.poll(() => rolls.count()).toBeGreaterThan(0);
  for (const roll of await rolls.all()) await expect(roll).toContainText('strike number');
  // the battleland makes room for the history: no counter lies under it
  const box = await history.boundingBox();
  const battle = (await boardScreen(page)).view.battle;
  if (!box || !battle) throw new Error('no history or no battle');
  for (const piece of battle.pieces) {
    await expect.poll(async () => {
      const p = await shapePoint(page, 'piece', piece.id);
      return p !== null && covers(box, p);
    }).toBe(false);
  }
  const toggle = (): Promise<void> => page.getByTestId('dice-history-toggle').click();
  await windowShots(page, 'dice-history', { open: toggle, close: toggle });
  await expect(history).toHaveCount(0);
});

test('the Hazard Chart is one click away in a battle, a row for every hazard of the variant', async ({ page }) => {
  await openApp(page);
  await setLanguage(page, 'en');
  await openSave(page, 'titan-battle-carry');
  await page.getByTestId('hazard-chart-open').click();
  const chart = page.getByTestId('hazard-chart');
  const { hazards } = getVariant('titan');
  const rows = [...Object.keys(hazards.hexes).filter((h) => h !== 'Plains'), ...Object.keys(hazards.hexsides)];
  expect(rows.length).toBeGreaterThan(8);
  for (const name of rows) await expect(chart.getByTestId(`chart-${name}`)).toBeVisible();
  await expect(chart.getByTestId('chart-Tree')).toContainText('may not enter');
  await expect(chart.getByTestId('chart-Cliff')).toContainText('no contact across');
  await windowShots(page, 'hazard-chart', { open: () => page.getByTestId('hazard-chart-open').click() });
  await expect(chart).toHaveCount(0);
});
