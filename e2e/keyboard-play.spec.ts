// Play by keyboard (issue 24): a two-player hot-seat TITAN game, once opened, is played with the keyboard alone — no
// click and no mouse on the board — from the initial splits through moves, musters and an engagement to the end of
// its first battle. Controls are reached with Tab and pressed with Enter or Space; legions, lands, hexes and counters
// with the arrow keys (the board's focus ring and its label), acted on with Enter; D ends a phase, Escape drops a
// selection. The board's label says what is focused, and the live region announces the turn.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { openApp, screenState, setAiDelay, settled, waitForChange, windowShots, type ScreenState } from './helpers.js';
import { leave, openText, saveWhere } from './table-saves.js';
import { startGame } from './play.js';
import { actOn, focusTarget, pressControl, tabTo } from './keyboard.js';
import { godsScreen, startAsBlue } from './gods-helpers.js';
import { DEFAULT_SETTINGS } from '../host/settings.js';

type Push = NonNullable<ScreenState['push']>;

/** The land nearest an enemy legion (by the board's own drawing) of those a legion may move to. */
async function bestMove(page: Page, push: Push): Promise<{ marker: string; land: number } | null> {
  const targets = ((await page.evaluate(() => window.__titanBoard?.marks?.())) as { focusTargets: { id: string; x: number; y: number }[] }).focusTargets;
  const at = (id: string): { x: number; y: number } | undefined => targets.find((t) => t.id === id);
  const foes = push.view.legions.filter((l) => l.owner !== push.seat).flatMap((l) => at(`legion:${l.marker}`) ?? []);
  let best: { marker: string; land: number; d: number } | null = null;
  for (const a of push.legal) {
    if (a.type !== 'move' || a.teleport) continue;
    const p = at(`land:${a.to}`);
    const d = p ? Math.min(...foes.map((f) => Math.hypot(f.x - p.x, f.y - p.y))) : Infinity;
    if (!best || d < best.d) best = { marker: a.marker, land: a.to, d };
  }
  return best;
}

/** Ends the phase with D, confirming by keyboard when the screen asks. */
async function done(page: Page, stateId: number): Promise<void> {
  await page.keyboard.press('d');
  await expect.poll(async () => (await page.getByTestId('confirm').isVisible()) || (await screenState(page))?.push?.view.stateId !== stateId).toBe(true);
  if (await page.getByTestId('confirm').isVisible()) await pressControl(page, page.getByTestId('confirm-yes'));
}

/** A counter's board target: its hex, or itself while it waits in its tray. */
function pieceTarget(push: Push, id: string): string {
  const hex = push.view.battle?.pieces.find((p) => p.id === id)?.hex;
  return hex ? `hex:${hex}` : `piece:${id}`;
}

/** One step of the battle by keyboard: a carry, a strike, a move (nearest the enemy), else D. */
async function battleStep(page: Page, push: Push): Promise<void> {
  const legal = push.legal;
  const carry = legal.find((a) => a.type === 'carry' && a.target !== null);
  if (carry && carry.type === 'carry' && carry.target) return actOn(page, 'battleboard', pieceTarget(push, carry.target));
  const strike = legal.find((a) => a.type === 'strike');
  if (strike && strike.type === 'strike') {
    await actOn(page, 'battleboard', pieceTarget(push, strike.piece));
    await expect.poll(async () => ((await page.evaluate(() => window.__titanBoard?.marks?.())) as { selected: string | null }).selected).toBe(strike.piece);
    const options = legal.filter((a) => a.type === 'strike' && a.piece === strike.piece && a.target === strike.target);
    if (options.length === 1) {
      const label = await focusTarget(page, 'battleboard', pieceTarget(push, strike.target));
      expect(label).toContain(push.view.battle?.pieces.find((p) => p.id === strike.target)?.hex ?? '');
      await page.keyboard.press('Enter');
    } else await pressControl(page, page.getByTestId('strike-options').locator('button').first());
    return;
  }
  const move = legal.find((a) => a.type === 'battleMove');
  if (move && move.type === 'battleMove') {
    await actOn(page, 'battleboard', pieceTarget(push, move.piece));
    await actOn(page, 'battleboard', `hex:${move.to}`);
    return;
  }
  return done(page, push.view.stateId);
}

/** What the player did once in the game: a split with the split dialog, a selection dropped with Escape. */
interface Once {
  split: boolean;
  escaped: boolean;
}

/** Selects a legion on the masterboard by the arrows and Enter. */
async function selectLegion(page: Page, marker: string): Promise<void> {
  const label = await focusTarget(page, 'masterboard', `legion:${marker}`);
  expect(label).toContain(marker);
  await page.keyboard.press('Enter');
  await expect.poll(async () => ((await page.evaluate(() => window.__titanBoard?.marks?.())) as { selected: string | null }).selected).toBe(marker);
}

/** Splits a legion in two with the split dialog: its first characters moved over with Space until it may split. */
async function split(page: Page, marker: string): Promise<void> {
  await selectLegion(page, marker);
  await pressControl(page, page.getByTestId('split'));
  const dialog = page.getByTestId('split-dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 8 && !(await page.getByTestId('split-confirm').isEnabled()); i++) {
    await tabTo(page, dialog.locator('button.chip:not(.selected)').first());
    await page.keyboard.press('Space');
  }
  await pressControl(page, page.getByTestId('split-confirm'));
}

/** One step of the masterboard by keyboard: a split (once), engage, fight, muster, roll, move, else D. */
async function boardStep(page: Page, push: Push, once: Once): Promise<void> {
  const legal = push.legal;
  const splittable = legal.find((a) => a.type === 'split');
  if (!once.split && splittable && splittable.type === 'split') {
    once.split = true;
    return split(page, splittable.marker);
  }
  const engage = legal.find((a) => a.type === 'engage');
  if (engage && engage.type === 'engage') return actOn(page, 'masterboard', `land:${engage.land}`);
  if (legal.some((a) => a.type === 'fight')) return pressControl(page, page.getByTestId('fight'));
  const acquire = page.locator('[data-testid^="acquire-"]:visible').first();
  if (await acquire.count()) return pressControl(page, acquire);
  if (legal.some((a) => a.type === 'recruit')) return pressControl(page, page.getByTestId('muster-panel').locator('[data-testid^="recruit-"]').first());
  if (legal.some((a) => a.type === 'roll')) return done(page, push.view.stateId);
  // one legion moves each turn (more while the engine requires it: a split's legions must separate)
  const movedOne = push.view.legions.some((l) => l.owner === push.seat && l.moved);
  const best = movedOne && legal.some((a) => a.type === 'endMoves') ? null : await bestMove(page, push);
  if (best) {
    await selectLegion(page, best.marker);
    if (!once.escaped) {
      // Escape drops the selection; Enter on the focused legion selects it again
      once.escaped = true;
      await page.keyboard.press('Escape');
      await expect.poll(async () => ((await page.evaluate(() => window.__titanBoard?.marks?.())) as { selected: string | null }).selected).toBeNull();
      await page.keyboard.press('Enter');
    }
    await actOn(page, 'masterboard', `land:${best.land}`);
    if (await page.getByTestId('move-choice').isVisible()) await pressControl(page, page.getByTestId('move-choice').locator('button').first());
    return;
  }
  return done(page, push.view.stateId);
}

test('a hot-seat TITAN game played by keyboard alone, from the initial splits to the end of a battle', async ({ page }) => {
  test.setTimeout(300_000);
  await openApp(page);
  await startGame(page, 3, 50);
  // from here on only the keyboard
  let battled = false;
  const once: Once = { split: false, escaped: false };
  /** Hand-offs after which the live region said urgently that it is the new seat's turn. */
  let heard = 0;
  /** The kinds of action the keyboard was offered (and took, the player taking each kind it meets). */
  const offered = new Set<string>();
  for (let step = 0; step < 700; step++) {
    await expect.poll(async () => (await screenState(page)) !== null).toBe(true);
    const s = (await screenState(page)) as ScreenState;
    if (s.handoff) {
      await pressControl(page, page.getByTestId('handoff-ready'));
      await expect.poll(async () => (await screenState(page))?.handoff ?? null).toBeNull();
      // the screen reader hears, urgently, that the seat now at the screen is to play
      if (((await screenState(page))?.push?.legal.length ?? 0) > 0) {
        await expect(page.getByTestId('announce-urgent')).toHaveText('Your turn');
        heard++;
      }
      continue;
    }
    if (!s.push) continue;
    await settled(page);
    const push = (await screenState(page))?.push;
    if (push?.view.battle) battled = true;
    else if (battled) break;
    if (!push || push.legal.length === 0) {
      if (push) await waitForChange(page, push.view.stateId).catch(() => {});
      continue;
    }
    if (await page.getByTestId('battle-result').isVisible()) {
      await pressControl(page, page.getByTestId('battle-result-close'));
      continue;
    }
    for (const a of push.legal) offered.add(a.type);
    const before = push.view.stateId;
    if (push.view.phase === 'setup' && push.legal.some((a) => a.type === 'initialSplit')) {
      const chips = page.getByTestId('setup-panel').locator('button.chip');
      for (let i = 0; !(await page.getByTestId('initial-split').isEnabled()); i++) {
        await tabTo(page, chips.nth(i));
        await page.keyboard.press('Space');
      }
      await pressControl(page, page.getByTestId('initial-split'));
    } else if (push.view.battle) {
      await battleStep(page, push);
    } else await boardStep(page, push, once);
    await waitForChange(page, before, 15_000);
  }
  expect(battled).toBe(true);
  expect(once).toEqual({ split: true, escaped: true });
  expect(heard).toBeGreaterThan(0);
  expect([...offered].sort()).toEqual(expect.arrayContaining(['battleMove', 'engage', 'initialSplit', 'move', 'recruit', 'roll', 'strike']));
  // the log says it happened, and the live region told the screen reader
  await expect(page.getByTestId('announce-polite')).not.toBeEmpty();
});

/** Presses, by Tab and Enter, the Gods screen's button for an action of `type` (the single "End turn" when it ends it). */
async function godsButton(page: Page, type: string): Promise<void> {
  const end = page.locator(`[data-testid="gods-end-turn"][data-type="${type}"]`);
  if ((await end.count()) > 0) return pressControl(page, end);
  await pressControl(page, page.locator(`[data-testid="gods-action"][data-type="${type}"]`).first());
}

test('a Gods of Titan turn played by keyboard alone: the Tower, the start, a move on the board, the rest of the turn', async ({ page }) => {
  test.setTimeout(240_000);
  await openApp(page);
  // the computers pause as a fresh installation's do: the seat's turn, once done, stays passed on while it is read
  await setAiDelay(page, DEFAULT_SETTINGS.aiDelayMs);
  await startAsBlue(page);
  // from here on only the keyboard
  let moved: string | null = null;
  const did: string[] = [];
  for (let i = 0; i < 80; i++) {
    // before the move the seat waits for the computers; after it, the turn has passed on once nothing is left to do
    await expect.poll(async () => ((await godsScreen(page))?.push?.legal.length ?? 0) > 0 || moved !== null, { timeout: 60_000 }).toBe(true);
    const push = (await godsScreen(page))?.push;
    if (!push || push.legal.length === 0) break;
    const legal = push.legal;
    const has = (type: string): boolean => legal.some((a) => a.type === type);
    const stateId = push.view.stateId;
    if (has('chooseTower')) {
      const tower = legal.find((a) => a.type === 'chooseTower');
      if (tower?.type === 'chooseTower') await actOn(page, 'gods-board', `land:${tower.land}`);
      did.push('chooseTower');
    } else if (has('chooseStart')) {
      await pressControl(page, page.locator('[data-testid="gods-action"][data-type="chooseStart"]').first());
      did.push('chooseStart');
    } else if (push.view.phase === 'movement' && moved === null) {
      const move = legal.find((a) => a.type === 'move');
      if (move?.type !== 'move') throw new Error('no legion may move');
      const label = await focusTarget(page, 'gods-board', `legion:${move.legion}`);
      expect(label).toContain('Legion');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await godsScreen(page))?.selected).toBe(move.legion);
      await actOn(page, 'gods-board', `land:${move.to}`);
      if (legal.filter((a) => a.type === 'move' && a.legion === move.legion && a.to === move.to).length > 1) await pressControl(page, page.getByTestId('gods-way').first());
      moved = move.legion;
      did.push('move');
    } else if (has('engage')) {
      const e = legal.find((a) => a.type === 'engage');
      const at = e?.type === 'engage' ? push.view.legions.find((l) => l.marker === e.attacker)?.land : undefined;
      await actOn(page, 'gods-board', `land:${at ?? ''}`);
      did.push('engage');
    } else {
      const type = ['endMovement', 'flee', 'accept', 'battle', 'pass', 'endEngagements', 'endTurn'].find(has) ?? legal[0]?.type ?? '';
      await godsButton(page, type);
      did.push(type);
    }
    await expect.poll(async () => ((s) => (s?.push ? s.push.view.stateId : -1))(await godsScreen(page))).not.toBe(stateId);
  }
  expect(did).toEqual(expect.arrayContaining(['chooseTower', 'chooseStart', 'move']));
  expect(did.indexOf('move')).toBeLessThan(did.length - 1);
  expect(moved).not.toBeNull();
  // the turn went on to the computers once this seat had done all it had to
  expect(((await godsScreen(page))?.push?.legal ?? []).length).toBe(0);
});

test('the focus ring and its words on the masterboard and in a battle, in English and German at both sizes', async ({ page }) => {
  const game = saveWhere(3, (st) => st.phase === 'move' && st.round >= 2 && st.turn.roll !== null);
  const battle = saveWhere(3, (st) => st.battle?.phase === 'maneuver');
  for (const [at, board, name] of [[game, 'masterboard', 'keyboard-masterboard'], [battle, 'battleboard', 'keyboard-battle']] as const) {
    await openApp(page);
    await openText(page, at.text);
    await settled(page);
    const view = (await screenState(page))?.push?.view;
    const placed = view?.battle?.pieces.find((p) => p.hex);
    const target = board === 'masterboard' ? `legion:${view?.legions[0]?.marker ?? ''}` : `hex:${placed?.hex ?? 'C3'}`;
    const focus = async (): Promise<void> => {
      await settled(page);
      const words = await focusTarget(page, board, target);
      expect(words).toContain(target.split(':')[1]);
    };
    await focus();
    await expect(page.getByTestId(board)).toBeFocused();
    await windowShots(page, name, { open: focus, close: async () => {} });
    await leave(page);
  }
});
