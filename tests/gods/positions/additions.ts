// Battle positions on what joins a battle (rules 17, 18): the defender's reinforcement in his 4th maneuver (from the
// land's mustering, the Pixie's copy, inside a Tower's walls, and after Timewarp skipped the 4th round), and the
// attacker's summoning of a Lord from another legion in his first maneuver after a defender was slain.
import type { BattleSpec } from './build.js';

/** Rules 17, 18: reinforcement and summoning during the battle. */
export const ADDITION_POSITIONS: readonly BattleSpec[] = [
  {
    title: 'rules 17.1, 17.2: in his 4th maneuver the defender takes a reinforcement his living characters qualify for on the land',
    land: 103,
    round: 4,
    active: 'defender',
    attacker: { owner: 'red', pieces: [['Troll', 'C2'], ['Ogre', 'D2']] },
    defender: { owner: 'green', pieces: [['Lion', 'E4'], ['Lion', 'D5'], ['Lion', 'C5', 2]] },
    script: [{ by: 'defender', addon: { type: 'reinforce', creature: 'Griffon', hex: 'F4' } }, { by: 'defender', done: true }],
  },
  {
    title: 'rules 17.1, 16.5 Pixie: a native Pixie\'s legion may take a copy of its most valuable Creature instead',
    land: 119,
    round: 4,
    active: 'defender',
    attacker: { owner: 'red', pieces: [['Troll', 'C2'], ['Ogre', 'D2']] },
    defender: { owner: 'green', pieces: [['Pixie', 'E4'], ['Hydra', 'D5'], ['Centaur', 'C5']] },
    script: [{ by: 'defender', done: true }],
  },
  {
    title: 'rules 17.1, 11.3: a Tower defender\'s reinforcement enters inside the walls',
    land: 220,
    round: 4,
    active: 'defender',
    attacker: { owner: 'red', pieces: [['Troll', 'D2'], ['Lion', 'B2'], ['Minotaur', 'F2']] },
    defender: { owner: 'green', tower: true, pieces: [['Angel', 'D4'], ['Gargoyle', 'C4'], ['Centaur', 'E4'], ['Ogre', null], ['Guardian', 'D3']] },
    slain: ['d4'],
    script: [{ by: 'defender', done: true }],
  },
  {
    title: 'rules 15.6 Timewarp, 17.1: the 4th round skipped, the defender reinforces in the 5th',
    land: 103,
    round: 3,
    attacker: { owner: 'red', pieces: [['Warlord', 'A1'], ['Troll', 'C2'], ['Ogre', 'D2']] },
    defender: { owner: 'green', pieces: [['Lion', 'E4'], ['Lion', 'D5'], ['Lion', 'C5']] },
    spells: { red: ['timewarp'] },
    script: [{ by: 'attacker', done: true }, { by: 'attacker', addon: { type: 'castSpell', spell: 'timewarp', caster: 'a1', rounds: 1 } }, { by: 'defender', addon: { type: 'reinforce', creature: 'Griffon', hex: 'C3' } }],
  },
  {
    title: 'rules 18.1, 18.2, 18.4: a defender slain, the attacker summons his Angel from a legion elsewhere as his next maneuver begins',
    land: 101,
    attacker: { owner: 'red', pieces: [['Lion', 'C2'], ['Lion', 'D2']] },
    defender: { owner: 'green', pieces: [['Ogre', 'D5'], ['Ogre', null]] },
    slain: ['d2'],
    elsewhere: [{ owner: 'red', land: 110, pieces: ['Angel'] }, { owner: 'red', land: 121, pieces: ['Archangel', 'Ogre'] }],
    script: [{ by: 'attacker', addon: { type: 'summon', legion: 'L1', piece: 'e1', hex: 'E3' } }, { by: 'attacker', done: true }],
  },
];
