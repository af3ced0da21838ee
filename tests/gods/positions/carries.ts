// Battle positions on carries (rules 13.6, 13.7): a Colossus striking into a ring of weakened enemies, whose hits carry
// on from a slain target to the next and the next while one slain earlier in the phase stands by; a carry that needs
// a higher strike number to reach a native in Bramble; hits that may not carry into Darkness; a carry in the
// strikeback, whose victims leave at once.
import type { BattleSpec } from './build.js';

/** Rules 13.6, 13.7: carries. */
export const CARRY_POSITIONS: readonly BattleSpec[] = [
  {
    title: 'rules 13.6: hits carry from a slain target to the next and the next; an enemy slain earlier in the phase takes none',
    land: 101,
    attacker: { owner: 'red', pieces: [['Colossus', 'D3'], ['Ogre', 'F2'], ['Gargoyle', 'A1']] },
    defender: { owner: 'green', pieces: [['Centaur', 'D4', 2], ['Centaur', 'E3', 2], ['Lion', 'C3', 4], ['Centaur', 'E2', 2], ['Troll', 'B4']] },
    seed: 3,
    script: [
      { by: 'attacker', done: true },
      { by: 'attacker', strike: 'a2', at: 'd4' },
      { by: 'attacker', strike: 'a1', at: 'd1' },
      { by: 'attacker', carry: 'd2' },
      { by: 'attacker', carry: 'd3' },
    ],
  },
  {
    title: 'rules 13.7, 12.7 Bramble: a higher strike number announced lets hits carry to a native in Bramble',
    land: 117,
    attacker: { owner: 'red', pieces: [['Colossus', 'C3'], ['Lion', 'F1']] },
    defender: { owner: 'green', pieces: [['Centaur', 'B3', 2], ['Cyclops', 'C4', 6], ['Ogre', 'D4', 4], ['Gargoyle', 'A1']] },
    seed: 4,
    script: [{ by: 'attacker', done: true }, { by: 'attacker', strike: 'a1', at: 'd3', option: 1 }, { by: 'attacker', carry: 'd2' }],
  },
  {
    title: 'rules 12.7 Darkness, 13.6: hits carry neither into nor out of Darkness',
    land: 108,
    active: 'defender',
    attacker: { owner: 'black', pieces: [['Cerberus', 'C2'], ['Lich', 'D3', 3], ['Wraith', 'F1']] },
    defender: { owner: 'red', pieces: [['Colossus', 'C3'], ['Ogre', 'D2'], ['Troll', 'A1']] },
    seed: 5,
    script: [{ by: 'defender', done: true }, { by: 'defender', strike: 'd1', at: 'a2' }],
  },
  {
    title: 'rules 11.9, 13.6: in the strikeback the slain leave at once and their excess hits carry on',
    land: 101,
    active: 'defender',
    attacker: { owner: 'red', pieces: [['Colossus', 'D3'], ['Lion', 'A2']] },
    defender: { owner: 'green', pieces: [['Centaur', 'D4', 2], ['Centaur', 'E3', 2], ['Lion', 'C3', 4], ['Gargoyle', 'F4']] },
    seed: 6,
    script: [
      { by: 'defender', done: true },
      { by: 'defender', strike: 'd1', at: 'a1' },
      { by: 'defender', strike: 'd2', at: 'a1' },
      { by: 'defender', strike: 'd3', at: 'a1' },
      { by: 'attacker', strike: 'a1', at: 'd1' },
    ],
  },
];
