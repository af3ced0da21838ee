// Battle positions on the special abilities (rules 16): each single-use ability used by a script (Stone Cold both ways,
// Reaper's Call, Final Blow, Fear, Flameburst, Cuff, Decoy), the Pegasus mounted, and the permanent ones in force —
// PF at the battle's start (Knight, Jabberwok, Guardian, Titan power), the Human legion effects (Priest, Priestess,
// Warlord), the Chimera's mirrored skill, the Executer's execution of a Titan, the Immortal joining the winner.
import type { BattleSpec } from './build.js';

/** Rules 16: the abilities, used and in force. */
export const ABILITY_POSITIONS: readonly BattleSpec[] = [
  {
    title: 'rules 16.5 Basilisk, A11: struck, the Basilisk turns to stone, discarding the roll; stone, only magic hurts it until its next maneuver',
    land: 101,
    active: 'attacker',
    attacker: { owner: 'black', pieces: [['Cerberus', 'C3'], ['Warlock', 'C1'], ['Wraith', 'E3']] },
    defender: { owner: 'red', pieces: [['Basilisk', 'D3'], ['Ogre', 'B4'], ['Lion', 'E4']] },
    script: [
      { by: 'attacker', done: true },
      { by: 'attacker', strike: 'a1', at: 'd1' },
      { by: 'defender', addon: { type: 'stoneCold', piece: 'd1', petrify: true } },
    ],
  },
  {
    title: 'rules 16.5 Basilisk, A11: the Basilisk\'s owner may take the roll instead and keep Stone Cold for later',
    land: 101,
    attacker: { owner: 'black', pieces: [['Cerberus', 'C3'], ['Warlock', 'C1'], ['Wraith', 'E3']] },
    defender: { owner: 'red', pieces: [['Basilisk', 'D3'], ['Ogre', 'B4'], ['Lion', 'E4']] },
    script: [
      { by: 'attacker', done: true },
      { by: 'attacker', strike: 'a1', at: 'd1' },
      { by: 'defender', addon: { type: 'stoneCold', piece: 'd1', petrify: false } },
    ],
  },
  {
    title: 'rules 16.5 Demon, Nightmare, Plaque: Final Blow heals the Demon when its strike slays, Fear halves the strikeback, Cuff adds a hit',
    land: 101,
    attacker: { owner: 'black', pieces: [['Demon', 'D3', 4], ['Nightmare', 'C2'], ['Plaque', 'E2']] },
    defender: { owner: 'red', pieces: [['Centaur', 'D4', 2], ['Troll', 'C3'], ['Ogre', 'E3'], ['Lion', 'B1']] },
    seed: 3,
    script: [
      { by: 'attacker', done: true },
      { by: 'attacker', addon: { type: 'useAbility', ability: 'final-blow', piece: 'a1' } },
      { by: 'attacker', strike: 'a1', at: 'd1' },
      { by: 'attacker', addon: { type: 'useAbility', ability: 'fear', piece: 'a2' } },
      { by: 'attacker', addon: { type: 'useAbility', ability: 'cuff', piece: 'a3', target: 'd3' } },
    ],
  },
  {
    title: 'rules 16.5 Phoenix and Unicorn: Flameburst hurts every adjacent enemy, Decoy raises a Tree that falls at the Unicorn\'s next maneuver',
    land: 101,
    attacker: { owner: 'red', pieces: [['Phoenix', 'D3'], ['Unicorn', 'B2'], ['Lion', 'F2']] },
    defender: { owner: 'green', pieces: [['Centaur', 'D4'], ['Troll', 'E3'], ['Ogre', 'C3'], ['Gargoyle', 'A2']] },
    script: [
      { by: 'attacker', done: true },
      { by: 'attacker', addon: { type: 'useAbility', ability: 'flameburst', piece: 'a1' } },
      { by: 'attacker', addon: { type: 'useAbility', ability: 'decoy', piece: 'a2', hex: 'B1' } },
    ],
  },
  {
    title: 'rules 16.5 Pegasus, 4.2, A41: a non-Creature mounts its side\'s Pegasus, is never locked, strikes from its hex and is struck only once it has left',
    land: 101,
    attacker: { owner: 'red', pieces: [['Pegasus', 'C2'], ['Knight', 'C1'], ['Lion', 'E2'], ['Ogre', 'A1']] },
    defender: { owner: 'green', pieces: [['Centaur', 'D4'], ['Troll', 'C4'], ['Cyclops', 'E4']] },
    script: [{ by: 'attacker', addon: { type: 'mount', rider: 'a2', pegasus: 'a1' } }, { by: 'attacker', move: 'a1', to: 'C3' }, { by: 'attacker', done: true }],
  },
  {
    title: 'rules 16.5 Knight, Jabberwok, Guardian and Phantom, 24.2, A40: each side\'s PF as the battle begins',
    land: 101,
    fresh: true,
    scores: { black: 700 },
    attacker: { owner: 'red', pieces: [['Knight', null], ['Zephyra', null], ['Guardian', null], ['Ogre', null]] },
    defender: { owner: 'black', pieces: [['Jabberwok', null], ['Guardian', null], ['Angel', null], ['Phantom', null], ['Lich', null]] },
    script: [{ by: 'defender', move: 'd1', to: 'D4' }],
  },
  {
    title: 'rules 16.4, 16.5 Priest, Priestess and Warlord: the legion\'s Creatures strike with a die more, rangestrike with a die more, move a hex further',
    land: 101,
    attacker: { owner: 'red', pieces: [['Priest', 'A1'], ['Priestess', 'A2'], ['Warlord', 'B1'], ['Lion', 'C3'], ['Minotaur', 'D1'], ['Ogre', 'F1']] },
    defender: { owner: 'green', pieces: [['Centaur', 'C4'], ['Troll', 'D4'], ['Gorgon', 'E5']] },
    script: [{ by: 'attacker', move: 'a6', to: 'E3' }, { by: 'attacker', done: true }],
  },
  {
    title: 'rules 16.5 Chimera and Plaque, A39: in the Darktower the Chimera strikes with its target\'s skill and is struck at skill 3',
    land: 102,
    active: 'defender',
    attacker: { owner: 'red', pieces: [['Lion', 'C2'], ['Minotaur', 'D2'], ['Troll', 'E2'], ['Ogre', 'B4']] },
    defender: { owner: 'black', tower: true, pieces: [['Plaque', 'D3'], ['Plaque', 'C4'], ['Chimera', 'C3'], ['Warlock', 'D4']] },
    script: [{ by: 'defender', done: true }],
  },
  {
    title: 'rules 16.5 Executer, 24.2, 24.7, A26: a Titan of PF 8 (score 812) slain by the Executer\'s own strike takes its player out of the game',
    land: 101,
    appeared: true,
    uncovered: ['red'],
    scores: { red: 812 },
    attacker: { owner: 'black', pieces: [['Executer', 'D3'], ['Cerberus', 'C2']] },
    defender: { owner: 'red', pieces: [['Titan', 'D4', 7], ['Ogre', 'C3'], ['Lion', 'F1']] },
    script: [{ by: 'attacker', done: true }, { by: 'attacker', strike: 'a1', at: 'd1' }],
  },
  {
    title: 'rules 16.5 Immortal, 25.1, A25, A37: the Neutral Ruin concedes; its Immortal joins the winner',
    land: 144,
    active: 'defender',
    attacker: { owner: 'red', pieces: [['Colossus', 'C2'], ['Serpent', 'D2'], ['Hydra', 'E2']] },
    defender: { owner: 'neutral', tower: true, pieces: [['Immortal', 'D3'], ['Warlock', 'D4'], ['Siren', 'C3'], ['Headcracker', 'E3'], ['Headcracker', 'C4'], ['Headcracker', 'E4']] },
    script: [{ by: 'defender', concede: true }, { by: 'attacker', accept: true }],
  },
];
