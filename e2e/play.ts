// The scripted player of the end-to-end tests plays TITAN the way a person does: it decides what to do from what the
// page shows — the buttons of the panels and the lands, hexes and counters the boards mark — and does it with clicks
// on buttons and on the Konva boards. Its preferences (strike, acquire, engage, fight, muster, roll, move towards the
// enemy, then Done) make short, decisive games. Whenever it selects a legion or a character it checks that the board
// marks exactly the targets the engine handed the screen (the push's legal actions and hints).
import { expect, type Page } from '@playwright/test';
import { boardMarks, clickShape, dragShape, screenState, settled, shapePoint, shot, waitForChange, type BoardMarks, type ScreenState } from './helpers.js';

/** What the scripted player can do in one step, in the order it prefers them. */
export type Play = 'initialSplit' | 'carry' | 'strike' | 'acquire' | 'engage' | 'fight' | 'recruit' | 'roll' | 'battleMove' | 'move' | 'done';

/** How a step is played: `selected` runs once its legion or character is selected, before the final click. */
export interface PlayOptions {
  readonly selected?: () => Promise<void>;
  /** Move a legion by dragging its marker instead of clicking the land. */
  readonly drag?: boolean;
}

type Push = NonNullable<ScreenState['push']>;

/** Creates a two-player hot-seat game (Ann and Bob) with a fixed seed and a point target. */
export async function startGame(page: Page, seed: number, pointTarget: number): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByTestId('seat-name-0').fill('Ann');
  await page.getByTestId('seat-name-1').fill('Bob');
  await page.getByTestId('ending-points').check();
  await page.getByTestId('point-target').fill(String(pointTarget));
  await page.getByTestId('seed').fill(String(seed));
  await page.getByTestId('start-game').click();
}

/** The board seat's push now (the page is settled on it). */
async function current(page: Page): Promise<Push> {
  const push = (await screenState(page))?.push;
  if (!push) throw new Error('the screen shows no board');
  return push;
}

/** The test ids of the visible elements whose test id starts with `prefix`, in page order. */
async function ids(page: Page, prefix: string, within = 'body'): Promise<string[]> {
  return page.locator(within).locator(`[data-testid^="${prefix}"]:visible`).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
}

/** The stateId the page shows now (null when it shows no board). */
async function shownState(page: Page): Promise<number | null> {
  const id = await page.evaluate(() => document.querySelector<HTMLElement>('[data-state-id]')?.dataset.stateId ?? null);
  return id === null ? null : Number(id);
}

/** What the page offers first, by the player's preferences, and the state of the screen it was read from. The page is
 * read as one screen: when a computer's action changed it while it was being read (a battle ended, its result window
 * opened, the turn came round), it is read again — a choice read from two screens would be made on neither. */
async function read(page: Page): Promise<{ readonly kind: Play | null; readonly at: number | null }> {
  for (;;) {
    await settled(page);
    const at = await shownState(page);
    const kind = await offered(page);
    if ((await shownState(page)) === at) return { kind, at };
  }
}

/** What the page offers first, by the player's preferences; null when this seat has nothing to do now. */
export async function next(page: Page): Promise<Play | null> {
  return (await read(page)).kind;
}

/** What one settled screen offers first, by the player's preferences. */
async function offered(page: Page): Promise<Play | null> {
  const visible = (id: string): Promise<boolean> => page.getByTestId(id).isVisible();
  // a finished battle's result window is read and closed, as a person does before going on
  if (await visible('battle-result')) {
    await page.getByTestId('battle-result-close').click();
    await expect(page.getByTestId('battle-result')).toHaveCount(0);
  }
  if (await visible('initial-split')) return 'initialSplit';
  if ((await ids(page, 'carry-')).length > 0) return 'carry';
  const actor = (await ids(page, 'actor-'))[0];
  if (actor) return (await strikes(page, actor.slice('actor-'.length))) ? 'strike' : 'battleMove';
  if ((await ids(page, 'acquire-')).length > 0) return 'acquire';
  if ((await ids(page, 'engage-', '[data-testid="engage-list"]')).length > 0) return 'engage';
  if (await visible('fight')) return 'fight';
  if ((await ids(page, 'recruit-', '[data-testid="muster-panel"]')).length > 0) return 'recruit';
  if (await visible('roll')) return 'roll';
  if (((await boardMarks(page))?.movable ?? []).length > 0) return 'move';
  if ((await visible('done')) && (await page.getByTestId('done').isEnabled())) return 'done';
  return null;
}

/** Whether the character `piece` strikes now (selecting it shows its strike options, not hexes to move to). */
async function strikes(page: Page, piece: string): Promise<boolean> {
  await select(page, piece);
  return page.getByTestId('strike-options').isVisible();
}

/** Plays one step of kind `play`, as `next` found it. */
export async function play(page: Page, kind: Play, options: PlayOptions = {}): Promise<void> {
  switch (kind) {
    case 'initialSplit':
      return initialSplit(page);
    case 'carry':
      return clickFirst(page, 'carry-');
    case 'strike':
      return strike(page, options);
    case 'acquire':
      return clickFirst(page, 'acquire-');
    case 'engage':
      return engage(page);
    case 'fight':
      return page.getByTestId('fight').click();
    case 'recruit':
      return page.getByTestId('muster-panel').locator('[data-testid^="recruit-"]').first().click();
    case 'roll':
      return page.getByTestId('roll').click();
    case 'battleMove':
      return battleMove(page, options);
    case 'move':
      return move(page, options);
    case 'done':
      return done(page);
  }
}

/** Plays what the page offers first and waits until its action has landed; returns what it did, or null when there
 * was nothing to do. (A caller's own older stateId would not wait: the screen may have moved on before the step.) */
export async function playStep(page: Page, options: PlayOptions = {}): Promise<Play | null> {
  const { kind, at } = await read(page);
  if (!kind) return null;
  await play(page, kind, options);
  if (at !== null) await waitForChange(page, at);
  return kind;
}

async function clickFirst(page: Page, prefix: string): Promise<void> {
  await page.locator(`[data-testid^="${prefix}"]:visible`).first().click();
}

/** Picks Tower creatures for the Titan in the order shown until the engine's split is offered, then confirms. */
async function initialSplit(page: Page): Promise<void> {
  const confirm = page.getByTestId('initial-split');
  const chips = page.getByTestId('setup-panel').locator('button.chip');
  for (let i = 0; !(await confirm.isEnabled()); i++) await chips.nth(i).click();
  await confirm.click();
}

/** Ends the phase (or turn) with Done, confirming when asked. */
async function done(page: Page): Promise<void> {
  await page.getByTestId('done').click();
  if (await page.getByTestId('confirm').isVisible()) {
    await shot(page, '18-confirm-end-turn');
    await page.getByTestId('confirm-yes').click();
  }
}

/** Selects a character with its button (the keyboard path) and checks the battleland marks what the engine offers it. */
async function select(page: Page, piece: string): Promise<void> {
  await page.getByTestId(`actor-${piece}`).click();
  await expect.poll(async () => (await boardMarks(page))?.selected).toBe(piece);
  const push = await current(page);
  const marks = (await boardMarks(page)) as BoardMarks;
  const moves = push.legal.flatMap((a) => (a.type === 'battleMove' && a.piece === piece ? [a.to] : []));
  const targets = push.legal.flatMap((a) => (a.type === 'strike' && a.piece === piece ? [a.target] : []));
  const ranged = push.hints.strikes.filter((h) => h.piece === piece && h.rangestrike).map((h) => h.target);
  expect([...(marks.moves ?? [])].sort()).toEqual([...new Set(moves)].sort());
  expect(marks.targets).toEqual(expect.arrayContaining(targets));
  expect(marks.line?.to ?? null).toBe(ranged[0] ?? null);
}

/** Strikes the first target listed: its hex on the board when it has one strike option, else that option's button. */
async function strike(page: Page, options: PlayOptions): Promise<void> {
  await options.selected?.();
  const row = page.getByTestId('strike-options').locator('.target').first();
  const buttons = row.locator('button');
  if ((await buttons.count()) > 1) return buttons.first().click();
  const id = (await buttons.first().getAttribute('data-testid')) ?? '';
  const target = id.split('-')[1];
  const hex = (await current(page)).view.battle?.pieces.find((p) => p.id === target)?.hex;
  if (!hex) throw new Error(`strike target ${target} is on no hex`);
  await clickShape(page, 'hex', hex);
}

/** The page distance from a point to the nearest of `others`. */
function nearest(from: { x: number; y: number }, others: readonly ({ x: number; y: number } | null)[]): number {
  return Math.min(Infinity, ...others.flatMap((o) => (o ? [Math.hypot(o.x - from.x, o.y - from.y)] : [])));
}

/** Moves the selected character to the marked hex nearest an enemy on the board. */
async function battleMove(page: Page, options: PlayOptions): Promise<void> {
  await options.selected?.();
  const push = await current(page);
  const marks = (await boardMarks(page)) as BoardMarks;
  const me = push.view.battle?.pieces.find((p) => p.id === marks.selected);
  const foes = push.view.battle?.pieces.filter((p) => p.side !== me?.side && p.hex && !p.slain) ?? [];
  const foeSpots = await Promise.all(foes.map((f) => shapePoint(page, 'hex', f.hex as string)));
  let best = { hex: marks.moves?.[0] ?? '', d: Infinity };
  for (const hex of marks.moves ?? []) {
    const at = await shapePoint(page, 'hex', hex);
    const d = at ? nearest(at, foeSpots) : Infinity;
    if (d < best.d) best = { hex, d };
  }
  await clickShape(page, 'hex', best.hex);
}

/** Selects a legion with "Next legion" (the keyboard path) and checks the masterboard marks its legal destinations. */
async function selectLegion(page: Page, marker: string): Promise<BoardMarks> {
  for (let i = 0; i < 12 && (await boardMarks(page))?.selected !== marker; i++) await page.getByTestId('next-legion').click();
  const marks = (await boardMarks(page)) as BoardMarks;
  expect(marks.selected).toBe(marker);
  const push = await current(page);
  const lands = (kind: 'move' | 'teleport' | 'engage'): number[] => Object.entries(marks.lands ?? {}).flatMap(([l, m]) => (m === kind ? [Number(l)] : []));
  const destinations = new Set(push.legal.flatMap((a) => (a.type === 'move' && a.marker === marker ? [a.to] : [])));
  expect([...lands('move'), ...lands('teleport')].sort()).toEqual([...destinations].sort());
  return marks;
}

/** Moves a legion to the land marked for a normal move that lies nearest an enemy legion on the board. */
async function move(page: Page, options: PlayOptions): Promise<void> {
  const push = await current(page);
  const foes = await Promise.all(push.view.legions.filter((l) => l.owner !== push.seat).map((l) => shapePoint(page, 'legion', l.marker)));
  let best: { marker: string; land: number; d: number } | null = null;
  for (const marker of (await boardMarks(page))?.movable ?? []) {
    const marks = await selectLegion(page, marker);
    for (const [land, mark] of Object.entries(marks.lands ?? {})) {
      const at = mark === 'move' ? await shapePoint(page, 'land', Number(land)) : null;
      const d = at ? nearest(at, foes) : Infinity;
      if (at && (!best || d < best.d)) best = { marker, land: Number(land), d };
    }
  }
  if (!best) throw new Error('no legion may make a normal move');
  await selectLegion(page, best.marker);
  await options.selected?.();
  if (options.drag) await dragShape(page, best.marker, best.land);
  else await clickShape(page, 'land', best.land);
  if (await page.getByTestId('move-choice').isVisible()) await page.getByTestId('move-choice').locator('button').first().click();
}

/** Resolves the first engagement listed by clicking its land, which the masterboard marks. */
async function engage(page: Page): Promise<void> {
  const land = Number((await ids(page, 'engage-', '[data-testid="engage-list"]'))[0].slice('engage-'.length));
  expect((await boardMarks(page))?.lands?.[land]).toBe('engage');
  await clickShape(page, 'land', land);
}

/** Confirms hand-offs until the screen shows a seat's board; returns what it shows. */
export async function boardScreen(page: Page): Promise<Push> {
  for (;;) {
    await expect.poll(async () => (await screenState(page)) !== null).toBe(true);
    const s = (await screenState(page)) as ScreenState;
    if (s.handoff) {
      await passHandoff(page, s.handoff.seat);
      continue;
    }
    if (s.push) return s.push;
    await page.waitForTimeout(100);
  }
}

/** The hand-off screen hides the board until the next player says he is ready; then his board shows. */
export async function passHandoff(page: Page, seat: string): Promise<void> {
  await expect(page.getByTestId('handoff')).toBeVisible();
  for (const board of ['masterboard', 'battleboard', 'legion-panel', 'battle-panel', 'turn-info']) await expect(page.getByTestId(board)).toHaveCount(0);
  expect((await screenState(page))?.push ?? null).toBeNull();
  await page.getByTestId('handoff-ready').click();
  await expect.poll(async () => (await screenState(page))?.push?.seat ?? null).toBe(seat);
  await expect(page.getByTestId('handoff')).toHaveCount(0);
}
