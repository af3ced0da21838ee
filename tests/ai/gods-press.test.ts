// The Gods of Titan Normal AI presses a seat its whole army overwhelms (rules 24.5, 24.7: a seat is out only when its
// last land legion falls, so a lone Master legion that outweighs each single legion of the leader is worn down by
// attacks the leader can afford to lose; issue 22's 3-player games stalled so). Positions as data: round 60, red to
// move, red's legion on 135 one land from green's on 136, which red's view shows only by its height.
import { describe, expect, it } from 'vitest';
import { legionOf, type GodsState } from '../../engine/gods/state.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { attackRatio, RATIO, strengthRatio } from '../../ai/gods/judge.js';
import { reachFrom } from '../../ai/gods/threat.js';
import { seatStrength } from '../../ai/gods/value.js';
import { act, clearBoard, edit, place, started } from '../gods/game-helpers.js';
import { normalPick } from './gods-helpers.js';

interface Press {
  /** Red's legion on 135. */
  readonly red: readonly string[];
  /** Green's other legions besides its Titan legion on 136 (none: green is down to it). */
  readonly greenElsewhere: readonly (readonly string[])[];
}

/** Round 60: red's legion on 135 and three more far off (its Titan in one unless the first holds it), green's Titan legion of four on 136 and
 * `greenElsewhere` (the starting Tower legions removed), blue's Titan far off. */
function position(p: Press): { s: GodsState; red: string } {
  let s = edit(clearBoard(started(3)), (d) => {
    d.round = 60;
    d.legions = d.legions.filter((l) => l.owner === 'neutral');
  });
  const red = place(s, 'red', 135, p.red);
  s = place(red.state, 'green', 136, ['Titan', 'Troll', 'Lion', 'Gargoyle']).state;
  s = place(s, 'red', 230, [p.red.includes('Titan') ? 'Lion' : 'Titan', 'Cyclops', 'Cyclops', 'Ranger', 'Behemoth', 'Behemoth', 'Serpent']).state;
  s = place(s, 'red', 233, ['Minotaur', 'Minotaur', 'Unicorn', 'Gorgon', 'Gorgon', 'Giant', 'Giant']).state;
  s = place(s, 'red', 236, ['Warbear', 'Warbear', 'Hydra', 'Griffon', 'Griffon', 'Colossus', 'Dragon']).state;
  p.greenElsewhere.forEach((names, i) => (s = place(s, 'green', [150, 253, 256][i] ?? 150, names).state));
  s = place(s, 'blue', 160, ['Titan', 'Centaur']).state;
  return { s, red: red.marker };
}

/** Red's Movement Phase played by the Normal AI: where the legion from 135 ends, and red's ratio against green's
 * legion and its whole army's advantage over green's, as its view knows them. */
function redMoves(p: Press): { end: number | undefined; ratio: number; advantage: number } {
  let { s, red } = position(p);
  const view = godsViewFor(s, 'red');
  const mine = view.legions.find((l) => l.marker === red);
  const theirs = view.legions.find((l) => l.land === 136);
  if (!mine || !theirs) throw new Error('the position lacks a legion');
  const measured = { ratio: strengthRatio(view, mine, theirs), advantage: seatStrength(view, 'red') / seatStrength(view, 'green') };
  for (let i = 0; i < 40 && s.phase === 'movement'; i++) s = act(s, 'red', normalPick(s, 'red'));
  expect(s.phase).not.toBe('movement');
  return { end: legionOf(s, red)?.land, ...measured };
}

describe('Gods of Titan Normal AI: it presses a seat its army overwhelms (issue 22)', () => {
  const red = ['Troll', 'Lion', 'Gargoyle', 'Ogre', 'Centaur'];

  it('the attack ratio falls from RATIO.attack with the whole army\'s advantage, never below RATIO.press', () => {
    expect(attackRatio(1)).toBe(RATIO.attack);
    expect(attackRatio(2)).toBe(RATIO.attack);
    expect(attackRatio(4)).toBeLessThan(RATIO.attack);
    expect(attackRatio(4)).toBeGreaterThan(RATIO.press);
    expect(attackRatio(100)).toBe(RATIO.press);
  });

  it('a legion weaker than the last legion of an overwhelmed seat attacks it', () => {
    expect(reachFrom(135).has(136)).toBe(true);
    const r = redMoves({ red, greenElsewhere: [] });
    expect(r.ratio).toBeLessThan(RATIO.attack); // a plain attack would leave it alone
    expect(r.ratio).toBeGreaterThanOrEqual(attackRatio(r.advantage));
    expect(r.end).toBe(136);
  });

  it('the same legion leaves it alone while the seat holds an army to match', () => {
    const r = redMoves({ red, greenElsewhere: [['Behemoth', 'Behemoth', 'Serpent', 'Hydra', 'Colossus', 'Dragon', 'Giant'], ['Cyclops', 'Cyclops', 'Warbear', 'Warbear', 'Griffon', 'Griffon', 'Unicorn'], ['Minotaur', 'Minotaur', 'Gorgon', 'Gorgon', 'Lion', 'Lion', 'Ranger']] });
    expect(r.advantage).toBeLessThanOrEqual(2);
    expect(r.end).not.toBe(136);
  });

  it('its Titan\'s legion does not press: it attacks only what it outweighs RATIO.attack times', () => {
    const r = redMoves({ red: ['Titan', ...red], greenElsewhere: [] });
    expect(r.end).not.toBe(136);
  });
});
