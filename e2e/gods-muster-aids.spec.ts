// Gods of Titan's movement aids in the browser (issue 21), from a save of a position built as data: red's legion of a
// Titan, two Centaurs and an Ogre, its legions still to move ringed on the board; clicked, each land it may reach
// shows the lands the move counts and what it could muster there (rules 8.4, 22.1: on the Plains, 5 lands, a Centaur
// or a Lion) on the board, in the hovered land's card and in the destination list; a click on the list's Plains moves there and the Lion shown is
// mustered; then one "End turn" ends the Movement, Engagement and Mustering Phases, the next seat's hand-off shows.
// In English and German; screenshots at 1440×900 and 1024×700 to /tmp/shots-musteraids/.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import type { GodsState } from '../engine/gods/state.js';
import { clearBoard, edit, place, started } from '../tests/gods/game-helpers.js';
import { godsSaveFile, godsScreen, language, openGodsFile, seatAtScreen, steady } from './gods-helpers.js';
import { boardMarks, clickShape, shapePoint } from './helpers.js';
import { capture } from './shots.js';

const SHOTS = '/tmp/shots-musteraids';
const PLAINS = 141;

/** Round 11, red's Movement Phase: red's legion on 136 and a second one on 120, nobody else's but the Towers. */
function position(): { state: GodsState; marker: string; other: string } {
  const board = edit(clearBoard(started(3)), (d) => {
    d.round = 11;
    d.phase = 'movement';
  });
  const a = place(board, 'red', 136, ['Titan', 'Centaur', 'Centaur', 'Ogre']);
  const b = place(a.state, 'red', 125, ['Ogre', 'Ogre']);
  return { state: b.state, marker: a.marker, other: b.marker };
}

/** What the board draws: the marked lands, the destinations' notes, the legions still to move. */
interface Drawn {
  readonly lands: Record<string, string>;
  readonly notes: Record<string, { counts: string; musters: string }>;
  readonly unmoved: readonly string[];
}

const drawn = async (page: Page): Promise<Drawn | null> => (await boardMarks(page)) as unknown as Drawn | null;

const WORDS = {
  en: { counts: '5 lands', musters: 'Centaur, Lion', few: 'too few lands to muster', endTurn: 'End turn', mustered: 'Lion', zoomIn: 'Zoom in', fit: 'Fit' },
  de: { counts: '5 Felder', musters: 'Centaur, Lion', few: 'zu wenige Felder zum Rekrutieren', endTurn: 'Zug beenden', mustered: 'Lion', zoomIn: 'Vergrößern', fit: 'Einpassen' },
} as const;

test('Gods of Titan: rules 8.4/22.1 in the app — a destination shows its lands and musters, the move and the muster shown, one End turn', async ({ page }) => {
  const { state, marker, other } = position();
  const file = godsSaveFile(state, 'Gods of Titan: muster previews', ['human', 'human', 'human']);
  for (const lang of ['en', 'de'] as const) {
    const w = WORDS[lang];
    await openGodsFile(page, file, lang);
    await seatAtScreen(page, 'red');

    // 8.1: both legions are still to move, ringed on the board and counted in the panel
    await expect.poll(async () => [...((await drawn(page))?.unmoved ?? [])].sort()).toEqual([marker, other].sort());
    await expect(page.getByTestId('gods-unmoved')).toContainText('2');

    await steady(page, marker);
    await clickShape(page, 'legion', marker);
    await expect.poll(async () => (await godsScreen(page))?.selected).toBe(marker);
    // the board: the Plains marked as a land to muster on, with the engine's note; a 1-land move marked too few
    await expect.poll(async () => (await drawn(page))?.lands[String(PLAINS)]).toBe('muster');
    const notes = (await drawn(page))?.notes ?? {};
    expect(notes[String(PLAINS)]).toEqual({ counts: w.counts, musters: w.musters });
    expect(Object.values(notes).some((n) => n.musters === w.few)).toBe(true);
    // the list: every destination of the engine, each a button with its lands and musters
    const legal = (await godsScreen(page))?.push?.legal ?? [];
    const targets = new Set(legal.flatMap((a) => (a.type === 'move' && a.legion === marker ? [a.to] : [])));
    await expect(page.getByTestId('gods-destination')).toHaveCount(targets.size);
    const plains = page.locator(`[data-testid="gods-destination"][data-land="${PLAINS}"]`);
    await expect(plains).toContainText(w.counts);
    await expect(plains).toContainText(w.musters);
    await expect(plains).toBeInViewport();
    // the hovered Plains' card says it too
    const at = await shapePoint(page, 'land', PLAINS);
    if (!at) throw new Error('the board has no Plains 141');
    await page.mouse.move(at.x, at.y);
    await expect(page.getByTestId('gods-land-note')).toHaveText(`${w.counts}: ${w.musters}`);
    for (const [width, height] of [[1440, 900], [1024, 700]] as const) {
      await page.setViewportSize({ width, height });
      await steady(page, marker);
      await expect(plains).toBeInViewport();
      await capture(page, `${SHOTS}/destinations-${width}-${lang}.png`);
      const header = await page.locator('[data-screen="gods"] header').boundingBox();
      expect(header?.height ?? 0, 'the header keeps to one line').toBeLessThan(48);
    }
    // zoomed in, the notes on the board are read
    await page.getByTestId('gods-board').locator('..').getByRole('button', { name: w.zoomIn, exact: true }).click();
    await page.getByTestId('gods-board').locator('..').getByRole('button', { name: w.zoomIn, exact: true }).click();
    await capture(page, `${SHOTS}/destinations-zoomed-1024-${lang}.png`);
    await page.getByTestId('gods-board').locator('..').getByRole('button', { name: w.fit, exact: true }).click();

    // a click on the list's Plains moves there (one way leads there); the Lion shown is offered and mustered
    const stateId = (await godsScreen(page))?.push?.view.stateId;
    await plains.click();
    const ways = page.getByTestId('gods-way');
    if (await ways.count()) await ways.first().click();
    await expect.poll(async () => (await godsScreen(page))?.push?.view.legions.find((l) => l.marker === marker)?.land).toBe(PLAINS);
    expect((await godsScreen(page))?.push?.view.stateId).not.toBe(stateId);
    await page.locator('[data-testid="gods-action"][data-type="muster"]', { hasText: w.mustered }).first().click();
    await expect.poll(async () => (await godsScreen(page))?.push?.view.legions.find((l) => l.marker === marker)?.names).toContain('Lion');

    // the other legion moves; then nothing is left but the phases' ends: one End turn passes the game to green
    await steady(page, other);
    await clickShape(page, 'legion', other);
    // a land it could not muster on (too few lands): nothing waits after the move
    const plain = page.locator('[data-testid="gods-destination"]:not(.musters)').first();
    await expect(plain).toBeVisible();
    await plain.click();
    if (await ways.count()) await ways.first().click();
    await expect.poll(async () => (await drawn(page))?.unmoved).toEqual([]);
    const end = page.getByTestId('gods-end-turn');
    await expect(end).toHaveText(w.endTurn);
    await expect(page.locator('[data-testid="gods-action"][data-type="endMovement"]')).toHaveCount(0);
    for (const [width, height] of [[1440, 900], [1024, 700]] as const) {
      await page.setViewportSize({ width, height });
      await capture(page, `${SHOTS}/end-turn-${width}-${lang}.png`);
    }
    await end.click();
    await expect.poll(async () => (await godsScreen(page))?.handoff?.seat ?? null).toBe('green');
    await page.getByTestId('gods-handoff-ready').click();
    await expect.poll(async () => (await godsScreen(page))?.push?.view.mover).toBe('green');
    await page.getByTestId('gods-quit').click();
    if (lang === 'de') await language(page, 'en');
  }
});
