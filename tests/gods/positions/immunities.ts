// Battle positions on the immunities (rules 3.2, 3.3, 14.5, 14.6, 16.5): rangestrikers of every kind (non-magic, magic,
// the Warlock's long magic) in reach of a Master, a Lord, the Golem and a Creature; the drain and Reaper's Call that
// pass over Masters; spells held in a battle a Master blocks (15.5).
import type { BattleSpec } from './build.js';

/** Rules 3.2, 3.3, 14.6, 15.5, 16.5: who may be struck by what. */
export const IMMUNITY_POSITIONS: readonly BattleSpec[] = [
  {
    title: 'rules 14.6, 3.2, 3.3, 14.5: Masters are immune to every rangestrike, Lords and the Golem to all but magic ones; 14.2 the Warlock loses no skill at range 4',
    land: 101,
    attacker: { owner: 'red', pieces: [['Minotaur', 'A1'], ['Warlock', 'B1'], ['Priestess', 'C1'], ['Hydra', 'D1'], ['Ranger', 'E1']] },
    defender: { owner: 'green', pieces: [['Angel', 'A3'], ['Golem', 'C3'], ['Titan', 'D3'], ['Centaur', 'E3'], ['Lion', 'F4']] },
    spells: { red: ['quake', 'teleport'] },
    script: [{ by: 'attacker', done: true }],
  },
  {
    title: 'rules 16.5 Necromancer and Deathbringer, 3.2, A12: the drain and Reaper\'s Call reach any enemy but a Master; the drain grows the Necromancer',
    land: 101,
    appeared: true,
    attacker: { owner: 'black', pieces: [['Necromancer', 'C2'], ['Deathbringer', 'D3'], ['Lich', 'E2']] },
    defender: { owner: 'red', pieces: [['Titan', 'D4'], ['Ogre', 'E3', 3], ['Angel', 'C4', 2], ['Troll', 'A3']] },
    script: [
      { by: 'attacker', done: true },
      { by: 'attacker', addon: { type: 'useAbility', ability: 'necromancy', piece: 'a1', target: 'd3' } },
      { by: 'attacker', addon: { type: 'useAbility', ability: 'reapers-call', piece: 'a2', target: 'd2' } },
    ],
  },
];
