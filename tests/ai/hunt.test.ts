// Movement's next turn (issue 22, TITAN strength): a legion weighs where it ends by what it could do from there next
// turn — muster, or attack an enemy legion it would beat (the enemy moves first, so that counts less than a battle
// now). Position as data: two players, everything revealed, the mover's roll 4 takes its full legion from land 10 to
// land 8, 14 or 106; only from 14 does a roll (four of the six) reach the enemy's two Ogres on land 17.
import { describe, expect, it } from 'vitest';
import { decide } from '../../ai/decide.js';
import { legalActions, viewFor } from '../../engine/titan/index.js';
import type { LegionState } from '../../engine/titan/state.js';
import { legion, movePosition } from './helpers.js';

describe('movement: a legion ends where it can attack a weak enemy legion next turn', () => {
  const { state, mover } = movePosition(4, (m, o) => {
    const mine = (n: string, land: number, creatures: string[], moved = false): LegionState => ({ ...legion(`${m.slice(0, 2)}${n}`, m, land, creatures), moved });
    return [
      mine('01', 10, ['Troll', 'Troll', 'Ranger', 'Ranger', 'Cyclops', 'Cyclops', 'Lion']),
      mine('02', 4000, ['Titan', 'Angel', 'Ogre'], true),
      legion(`${o.slice(0, 2)}01`, o, 17, ['Ogre', 'Ogre']),
      legion(`${o.slice(0, 2)}02`, o, 35, ['Titan', 'Angel', 'Ogre']),
    ];
  });
  const full = `${mover.slice(0, 2)}01`;
  for (const level of ['normal', 'hard'] as const) {
    it(`${level} moves its full legion (nothing to muster) to land 14, in reach of the two Ogres`, () => {
      const legal = legalActions(state, mover);
      expect(legal.filter((a) => a.type === 'move' && a.marker === full).map((a) => (a.type === 'move' ? a.to : null)).sort()).toEqual([106, 14, 8]);
      expect(legal.some((a) => a.type === 'endMoves')).toBe(true);
      const chosen = decide({ view: viewFor(state, mover), legal, events: [], level, rngSeed: 3 });
      expect(chosen).toMatchObject({ type: 'move', marker: full, to: 14 });
    });
  }
});
