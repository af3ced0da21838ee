// The Gods of Titan Normal AI and the Neutral Towers (rules 25.2: a Neutral legion never flees and fights in its
// Tower to the end; 24.7: a slain Master loses his whole legion the battle): a Titan's legion attacks one only when it
// clearly outweighs it (judge.ts RATIO.masterOnNeutral), a legion without its Master at the plain attack ratio.
// Positions as data: round 14 of 4 players, red to move, red's legion on 143 beside the Neutral Ruin on 144
// (Immortal, Warlock, Siren and three Headcrackers, as set up by 5.6).
import { describe, expect, it } from 'vitest';
import { CITY } from '../../engine/gods/board.js';
import { legionOf, type GodsState } from '../../engine/gods/state.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { RATIO } from '../../ai/gods/judge.js';
import { legionStrength } from '../../ai/gods/value.js';
import { act, clearBoard, edit, place, started } from '../gods/game-helpers.js';
import { normalPick } from './gods-helpers.js';

const RUIN = 144;

/** Red's legion of `names` on 143 (red's Titan in the City unless it leads), every other seat's Titan far off. */
function position(names: readonly string[]): { s: GodsState; red: string } {
  let s = edit(clearBoard(started(4)), (d) => {
    d.round = 14;
  });
  const red = place(s, 'red', 143, names);
  s = red.state;
  if (!names.includes('Titan')) s = place(s, 'red', CITY, ['Titan', 'Gargoyle']).state;
  s = place(place(s, 'green', 250, ['Titan', 'Centaur']).state, 'blue', 253, ['Titan', 'Centaur']).state;
  return { s, red: red.marker };
}

/** The ratio of red's legion to the Neutral Ruin's as red's view knows them. */
function ratio(s: GodsState, red: string): number {
  const view = godsViewFor(s, 'red');
  const mine = view.legions.find((l) => l.marker === red);
  const ruin = view.legions.find((l) => l.land === RUIN && l.owner === 'neutral');
  if (!mine || !ruin) throw new Error('position lacks a legion');
  return legionStrength(view, mine) / legionStrength(view, ruin);
}

/** Red's whole Movement Phase played by the Normal AI: where the legion from 143 ends. */
function redMoves(s: GodsState, red: string): number | undefined {
  for (let i = 0; i < 40 && s.phase === 'movement'; i++) s = act(s, 'red', normalPick(s, 'red'));
  expect(s.phase).not.toBe('movement');
  return legionOf(s, red)?.land;
}

describe('Gods of Titan Normal AI: a Titan\'s legion and the Neutral Towers (rules 24.7, 25.2)', () => {
  // six high (seven would split first, 4.5): 24 + 2 × 28 + 18 + 24 + 36 = 158 against the Ruin's 124, 1.27
  const close = ['Titan', 'Giant', 'Giant', 'Warbear', 'Angel', 'Archangel'];
  // 24 + 3 × 40 + 28 + 36 = 208: 1.68
  const clear = ['Titan', 'Colossus', 'Colossus', 'Colossus', 'Giant', 'Archangel'];

  it('the positions hold: the close legion outweighs the Ruin more than RATIO.attack, less than RATIO.masterOnNeutral; the clear one more', () => {
    const c = position(close);
    expect(ratio(c.s, c.red)).toBeGreaterThan(RATIO.attack);
    expect(ratio(c.s, c.red)).toBeLessThan(RATIO.masterOnNeutral);
    const k = position(clear);
    expect(ratio(k.s, k.red)).toBeGreaterThan(RATIO.masterOnNeutral);
  });

  it('the Titan\'s legion does not attack the Ruin it outweighs only 1.27 times: it moves elsewhere', () => {
    const { s, red } = position(close);
    const end = redMoves(s, red);
    expect(end).not.toBe(RUIN);
    expect(end).not.toBe(143);
  });

  it('the Titan\'s legion still takes the Ruin it outweighs 1.68 times', () => {
    const { s, red } = position(clear);
    expect(redMoves(s, red)).toBe(RUIN);
  });

  it('a legion without its Master still attacks the Ruin at the plain attack ratio (no Master to lose, 24.7)', () => {
    const names = ['Giant', 'Giant', 'Warbear', 'Angel', 'Archangel', 'Gorgon']; // 158: 1.27
    const { s, red } = position(names);
    expect(ratio(s, red)).toBeGreaterThan(RATIO.attack);
    expect(redMoves(s, red)).toBe(RUIN);
  });
});
