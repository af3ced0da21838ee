// Hard's Titan legion reads the enemies' reach of the land it moves to from the board after its move (issue 22, the
// lone Titan slain after a won defence): an enemy legion may then pass the land it left and stop where it stands now.
// Seen in play (seeds 3 and 15 of `tournament --seats hard,normal --seed 1`): a lone Titan moved to a land it
// rated out of every enemy's reach because its own legion, still on its old land, blocked the enemy's path there.
// Position as data: two players, everything revealed; the mover's Titan legion (Titan, 2 Ogres) on land 2 (Woods), a
// strong enemy legion next to it on land 1, which reaches land 2 with any roll; the roll 5 takes the Titan legion to
// land 7 (Desert, through which the enemy's path from land 1 runs once land 2 is empty: it can reach it next turn) or
// land 11 (Woods, out of its reach either way).
import { describe, expect, it } from 'vitest';
import { decide } from '../../ai/decide.js';
import { legalActions, viewFor } from '../../engine/titan/index.js';
import type { LegionState } from '../../engine/titan/state.js';
import { legion, movePosition } from './helpers.js';

describe("Hard's Titan legion weighs the enemy's reach of its new land with itself standing there", () => {
  const { state, mover } = movePosition(5, (m, o) => [
    legion(`${m.slice(0, 2)}01`, m, 2, ['Titan', 'Ogre', 'Ogre']),
    { ...legion(`${m.slice(0, 2)}02`, m, 600, ['Angel', 'Ogre']), moved: true } satisfies LegionState,
    legion(`${o.slice(0, 2)}01`, o, 1, ['Troll', 'Troll', 'Ranger', 'Ranger', 'Wyvern']),
    legion(`${o.slice(0, 2)}02`, o, 100, ['Titan', 'Gargoyle']),
  ]);
  const titanLegion = `${mover.slice(0, 2)}01`;
  it('flees to land 11, out of the enemy legion’s reach, not to land 7 on its path', () => {
    const legal = legalActions(state, mover);
    expect(legal.filter((a) => a.type === 'move' && a.marker === titanLegion).map((a) => (a.type === 'move' ? a.to : null)).sort()).toEqual([11, 7]);
    const chosen = decide({ view: viewFor(state, mover), legal, events: [], level: 'hard', rngSeed: 9 });
    expect(chosen).toMatchObject({ type: 'move', marker: titanLegion, to: 11 });
  });
});
