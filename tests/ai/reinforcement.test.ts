// §14 in the AI's odds (issue 22, TITAN strength): a defender that could muster where it stands gets a reinforcement
// in the fourth round, so an attack that is fair against the legion as it stands may not be fair against it. Position
// as data (the layout of attack.test.ts): two players, everything revealed, the mover's roll 3 takes its six from
// land 1 onto two Minotaurs and two Ogres on land 4 (Hills, where two Minotaurs muster a Unicorn, and each of them
// one of its kind); with the Caretaker out of Ogres, Minotaurs and Unicorns the four have nothing to muster.
import { describe, expect, it } from 'vitest';
import { decide } from '../../ai/decide.js';
import type { AiLevel } from '../../ai/levels.js';
import { legalActions, viewFor } from '../../engine/titan/index.js';
import { legion, movePosition } from './helpers.js';

/** Whether the AI at `level` attacks the four on land 4 with two Trolls, two Lions and two Rangers. */
function attacks(level: AiLevel, left: number): boolean {
  const { state, mover } = movePosition(3, (m, o) => [
    legion(`${m.slice(0, 2)}02`, m, 1, ['Troll', 'Troll', 'Lion', 'Lion', 'Ranger', 'Ranger']),
    legion(`${m.slice(0, 2)}01`, m, 200, ['Titan', 'Angel', 'Ogre']),
    legion(`${o.slice(0, 2)}01`, o, 4, ['Minotaur', 'Minotaur', 'Ogre', 'Ogre']),
    legion(`${o.slice(0, 2)}02`, o, 35, ['Titan', 'Angel', 'Ogre']),
  ]);
  const s = { ...state, caretaker: { ...state.caretaker, Unicorn: left, Minotaur: left, Ogre: left } };
  const legal = legalActions(s, mover);
  expect(legal.some((x) => x.type === 'move' && x.marker.endsWith('02') && x.to === 4)).toBe(true);
  const chosen = decide({ view: viewFor(s, mover), legal, events: [], level, rngSeed: 9 });
  return chosen.type === 'move' && chosen.to === 4;
}

describe('§14: the defender’s reinforcement counts in the odds', () => {
  it('normal leaves alone four that could muster a Unicorn in the fourth round', () => {
    expect(attacks('normal', 5)).toBe(false);
  });
  it('normal attacks the same four when the Caretaker has none of the three left', () => {
    expect(attacks('normal', 0)).toBe(true);
  });
});
