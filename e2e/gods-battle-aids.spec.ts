// Gods of Titan's battle aids in the browser (issue 21), played by clicks: a save of a battle in progress (found by
// e2e/gods-battle-position.ts) opened through the Open dialog; the defender strikes by clicking its character and the
// marked target — the dice of that strike show beside the battleland (the last roll) and in the battle's dice history,
// die by die, hits marked, striker and target named; the counters print Power- and Skill-factor; after the hand-off
// the attacker's strikeback ends the battle; once the winner has summoned the Lord it may (10.7, 18) the battle
// result window opens (winner, losses, points and Lifegems, what joined), its button focused, closed by Escape or
// its button. English and German; screenshots of the battle with dice
// and of the result window at 1440×900 and 1024×700 go to /tmp/shots-battleaids/.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { strikesToTheEnd, type BattleClick } from './gods-battle-position.js';
import { godsSaveFile, godsScreen, language, openGodsFile, seatAtScreen, shotsAtBothSizes, steady } from './gods-helpers.js';
import { boardMarks, clickShape, shapePoint } from './helpers.js';

const SHOTS = '/tmp/shots-battleaids';

/** Takes the screenshots of `name` at both sizes. */
const shots = (page: Page, name: string): Promise<void> => shotsAtBothSizes(page, SHOTS, name);

/** Plays one click of the battle: a strike by clicking the striker and then its marked target, or the end of a step. */
async function play(page: Page, click: BattleClick): Promise<number> {
  await seatAtScreen(page, click.seat);
  const before = (await godsScreen(page))?.push?.view.stateId ?? -1;
  if (click.kind === 'strike') {
    await steady(page, click.piece, 'piece');
    await clickShape(page, 'piece', click.piece);
    await expect.poll(async () => (await boardMarks(page))?.targets ?? []).toContain(click.target);
    await clickShape(page, 'piece', click.target);
  } else {
    const legal = (await godsScreen(page))?.push?.legal.filter((a) => a.type === 'battle') ?? [];
    await page.locator('[data-testid="gods-action"][data-type="battle"]').nth(legal.findIndex((a) => a.type === 'battle' && a.move.type === 'done')).click();
  }
  await expect.poll(async () => { const s = await godsScreen(page); return s?.handoff ? -2 : (s?.push?.view.stateId ?? before); }).not.toBe(before);
  return before;
}

test('Gods of Titan battle aids: a strike clicked shows its dice beside the battleland and in the dice history; the battle\'s end opens the result window', async ({ page }) => {
  const { state, clicks, firstRoll: struck } = strikesToTheEnd();
  const file = godsSaveFile(state, 'Gods of Titan: a battle in the Desert', ['human', 'human', 'random']);
  const [first, ...rest] = clicks;
  if (first?.kind !== 'strike') throw new Error('the position does not begin with a strike');
  for (const lang of ['en', 'de'] as const) {
    await openGodsFile(page, file, lang);
    await seatAtScreen(page, first.seat);
    await expect(page.getByTestId('gods-battle')).toBeVisible();
    // every counter prints its Power- and Skill-factor, as the list beside it does
    const pieces = (await godsScreen(page))?.push?.view.engagement?.battle?.pieces ?? [];
    expect(pieces.length).toBeGreaterThan(1);
    await expect(page.getByTestId('gods-battle-piece')).toHaveCount(pieces.length);
    for (const [i, p] of pieces.entries()) await expect(page.getByTestId('gods-battle-piece').nth(i)).toContainText(new RegExp(`${p.name} ${p.power}-\\d`));
    await expect(page.getByTestId('dice-history')).toContainText(lang === 'en' ? 'No strikes yet.' : 'Noch keine Angriffe.');
    // the shared battle board's hover card: the hex under the pointer, its hazard in the game's words, who stands there
    const standing = pieces.find((p) => p.hex !== null);
    const at = standing?.hex ? await shapePoint(page, 'hex', standing.hex) : null;
    if (!standing?.hex || !at) throw new Error('no character on a hex of the battleland');
    await page.mouse.move(at.x, at.y);
    await expect(page.getByTestId('hex-card')).toContainText(standing.hex);
    const sideWord = { en: { attacker: 'Attacker', defender: 'Defender' }, de: { attacker: 'Angreifer', defender: 'Verteidiger' } }[lang][standing.side];
    await expect(page.getByTestId('hex-card')).toContainText(`${standing.name} · ${sideWord}`);
    await page.getByTestId('gods-last-roll').or(page.getByTestId('dice-history')).first().hover();
    await expect(page.getByTestId('hex-card')).toHaveCount(0);

    // the defender strikes; the attacker, after the hand-off, sees its dice in the last roll and in the history
    await play(page, first);
    await seatAtScreen(page, rest[0]?.seat ?? first.seat);
    const lastRoll = page.getByTestId('gods-last-roll');
    await expect(lastRoll.getByTestId('dice')).toHaveCount(1);
    await expect(lastRoll.locator('.die')).toHaveCount(struck.dice.length);
    await expect(lastRoll.locator('.die.hit')).toHaveCount(struck.hits);
    const names = new Map(pieces.map((p) => [p.id, p.name]));
    await expect(lastRoll).toContainText(`${names.get(struck.piece)} → ${names.get(struck.target)}`);
    await expect(page.getByTestId('dice-history').getByTestId('dice')).toHaveCount(1);
    await expect(page.getByTestId('dice-history')).toContainText(lang === 'en' ? 'Battle round' : 'Kampfrunde');
    await shots(page, `battle-dice-${lang}`);

    // then the battle is taken to its end; the winner first makes its choice after the battle (10.7, 18: it summons
    // the Lord it may, named by its character), then the window shows the whole result
    for (const click of rest) await play(page, click);
    const result = page.getByTestId('battle-result');
    await expect(page.getByTestId('gods-battle')).toHaveCount(0);
    await expect(result).toHaveCount(0);
    const summon = page.locator('[data-testid="gods-action"][data-type="summon"]').first();
    await expect(summon).not.toContainText(/\bp\d+\b/);
    await summon.click();
    await expect(result).toBeVisible();
    await expect(page.getByTestId('battle-result-close')).toBeFocused();
    await expect(page.getByTestId('battle-result-outcome')).toContainText(lang === 'en' ? 'wins' : 'gewinnt');
    await expect(result.locator('.side.won')).toHaveCount(1);
    await expect(page.getByTestId('battle-result-defender').getByTestId('battle-result-lost')).not.toHaveText(lang === 'en' ? 'none' : 'keine');
    await expect(page.getByTestId('battle-result-scored')).toContainText(lang === 'en' ? 'Lifegems' : 'Lebenssteine');
    await expect(page.getByTestId('battle-result-joined')).toContainText(lang === 'en' ? 'summons' : 'ruft');
    await shots(page, `result-${lang}`);
    if (lang === 'en') await page.keyboard.press('Escape');
    else await page.getByTestId('battle-result-close').click();
    await expect(result).toHaveCount(0);
    await page.getByTestId('gods-quit').click();
    if (lang === 'de') await language(page, 'en');
  }
});
