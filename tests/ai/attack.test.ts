// When the AI starts an engagement: Normal and Hard attack a weak legion their strong legion can reach, above all a
// lone Titan legion (against the last rival its Titan is the game), and leave a clearly stronger legion alone.
// Positions as data: two players, everything revealed, the mover's roll 3 takes land 1 to land 4 (Hills).
import { describe, expect, it } from 'vitest';
import { decide } from '../../ai/decide.js';
import type { AiLevel } from '../../ai/levels.js';
import { legalActions, viewFor } from '../../engine/titan/index.js';
import { legion, movePosition, must } from './helpers.js';
import type { LegionState } from '../../engine/titan/state.js';

interface Attack {
  readonly name: string;
  /** The mover's legion on land 1 (its other legion, an Angel and an Ogre, stands far away on land 200). */
  readonly mine: readonly string[];
  /** The other player's only legion, on land 4. */
  readonly theirs: readonly string[];
}

const FAVOURABLE: readonly Attack[] = [
  { name: 'its Titan legion on a lone 3-high Titan legion', mine: ['Titan', 'Ogre', 'Ogre', 'Centaur', 'Centaur'], theirs: ['Titan', 'Troll', 'Troll'] },
  { name: 'its Titan legion on a lone 3-high Titan legion of lesser creatures', mine: ['Titan', 'Ogre', 'Centaur', 'Gargoyle', 'Gargoyle'], theirs: ['Titan', 'Troll', 'Ogre'] },
  { name: 'a 7-high legion on a lone 3-high Titan legion', mine: ['Troll', 'Troll', 'Ranger', 'Ogre', 'Ogre', 'Centaur', 'Gargoyle'], theirs: ['Titan', 'Ogre', 'Centaur'] },
];

const UNFAVOURABLE: readonly Attack[] = [
  { name: 'a 4-high legion on a Titan legion of monsters', mine: ['Ogre', 'Ogre', 'Centaur', 'Centaur'], theirs: ['Titan', 'Colossus', 'Hydra', 'Dragon', 'Giant', 'Serpent', 'Serpent'] },
  { name: 'its Titan legion on a full legion of monsters', mine: ['Titan', 'Ogre', 'Ogre', 'Centaur', 'Centaur'], theirs: ['Colossus', 'Colossus', 'Hydra', 'Dragon', 'Giant', 'Serpent', 'Serpent'] },
  // issue 22's blunders (c), seen in play
  { name: 'two Trolls and two Rangers on two Behemoths, two Cyclops and a Serpent', mine: ['Troll', 'Troll', 'Ranger', 'Ranger'], theirs: ['Behemoth', 'Behemoth', 'Cyclops', 'Cyclops', 'Serpent'] },
  { name: 'two Centaurs on a 7-high Titan legion', mine: ['Centaur', 'Centaur'], theirs: ['Titan', 'Troll', 'Troll', 'Ranger', 'Cyclops', 'Lion', 'Lion'] },
];

/** Whether the AI at `level`, to move with a 3, sends its legion from land 1 onto the enemy on land 4. */
function attacks(level: AiLevel, a: Attack): boolean {
  const { state, mover } = movePosition(3, (m, o) => [
    legion(`${m.slice(0, 2)}02`, m, 1, [...a.mine]),
    legion(`${m.slice(0, 2)}01`, m, 200, ['Angel', 'Ogre']),
    legion(`${o.slice(0, 2)}01`, o, 4, [...a.theirs]),
  ]);
  const legal = legalActions(state, mover);
  expect(legal.some((x) => x.type === 'move' && x.marker.endsWith('02') && x.to === 4)).toBe(true);
  const chosen = decide({ view: viewFor(state, mover), legal, events: [], level, rngSeed: 9 });
  return chosen.type === 'move' && chosen.to === 4;
}

describe('the AI attacks what it rates favourable', () => {
  const levels: AiLevel[] = ['normal', 'hard'];
  for (const level of levels) {
    it.each(FAVOURABLE.map((a) => [a.name, a] as const))(`${level} attacks with %s`, (_name, a) => {
      expect(attacks(level, a)).toBe(true);
    });
    it.each(UNFAVOURABLE.map((a) => [a.name, a] as const))(`${level} does not attack with %s`, (_name, a) => {
      expect(attacks(level, a)).toBe(false);
    });
  }
});

describe('issue 22 (c): no attack the AI rates hopeless while another legal move exists', () => {
  // Seen in a Normal-v-Normal tournament (seed 501, round 5): two Gargoyles on land 40 whose only move with a 6 is onto
  // six creatures on land 141 that could also reach them where they stand; another legion has moved, so the phase may
  // end. The AI took the battle (it wins it 0.2 % of the time) for a threat that might not come, or that it could flee.
  const { state, mover } = movePosition(6, (m, o) => {
    const mine = (n: string, land: number, creatures: string[], moved = false): LegionState => ({ ...legion(`${m.slice(0, 2)}${n}`, m, land, creatures), moved });
    const theirs = (n: string, land: number, creatures: string[]): LegionState => legion(`${o.slice(0, 2)}${n}`, o, land, creatures);
    return [
      mine('01', 10, ['Titan', 'Centaur', 'Ogre', 'Ogre', 'Centaur', 'Warlock']),
      mine('02', 131, ['Angel', 'Centaur', 'Cyclops', 'Cyclops', 'Cyclops', 'Cyclops'], true),
      mine('03', 40, ['Gargoyle', 'Gargoyle']),
      theirs('01', 110, ['Titan', 'Centaur', 'Ogre', 'Ogre', 'Centaur', 'Centaur']),
      theirs('02', 141, ['Angel', 'Centaur', 'Cyclops', 'Cyclops', 'Cyclops', 'Cyclops']),
      theirs('03', 102, ['Gargoyle', 'Gargoyle']),
    ];
  });
  const gargoyles = `${mover.slice(0, 2)}03`;
  for (const level of ['normal', 'hard'] as const) {
    it(`${level} leaves the two Gargoyles where they stand through its whole Movement Phase`, () => {
      const legal = legalActions(state, mover);
      expect(legal.filter((a) => a.type === 'move' && a.marker === gargoyles).map((a) => (a.type === 'move' ? a.to : null))).toEqual([141]);
      expect(legal.some((a) => a.type === 'endMoves')).toBe(true);
      let s = state;
      const made: string[] = [];
      for (let i = 0; i < 10 && s.phase === 'move' && s.players[s.active]?.id === mover; i++) {
        const chosen = decide({ view: viewFor(s, mover), legal: legalActions(s, mover), events: [], level, rngSeed: 9 + i });
        if (chosen.type === 'move') made.push(`${chosen.marker}>${chosen.to}`);
        s = must(s, chosen).state;
      }
      expect(s.phase).not.toBe('move');
      expect(made.length).toBeGreaterThan(0);
      expect(made.filter((m) => m.startsWith(gargoyles))).toEqual([]);
    });
  }
});
