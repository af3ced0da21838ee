// Masterboard positions on the abilities used off the battleland (rules 16.5, 22, 27.4): Sea legions led ashore by an
// Aquarian or a Siren (and those that may not leave the ring), a Dolphin mustered on a Coast, Sea-Creatures mustered
// by an Aquarian's legion after its side went ashore, the Executer recruited by a sacrifice, and Demilords summoned for
// Lifegems in the City, the Locker at double price. Lands: Sea 155 and 157, Coast 154, 156 and 158, Valley 135, the
// City 1000.
import type { BoardSpec } from './build-board.js';

/** The 27.4 goal of a seat's first landing (engine/gods/data/experience.ts). */
const ASHORE = { goals: ['Sea-Legion entered mainland'], ep: 5 };

/** Rules 16.5, 22, 27.4: abilities of the Movement and Mustering Phases. */
export const BOARD_POSITIONS: readonly BoardSpec[] = [
  {
    title: 'rules 27.4, 3.10, 16.5 Aquarian and Siren: a Sea legion led by an Aquarian or a Siren goes ashore with its Octopus or Seaserpent; a Dolphin never leaves the ring',
    phase: 'movement',
    mover: 'red',
    legions: [
      { owner: 'red', land: 155, pieces: ['Aquarian', 'Octopus'] },
      { owner: 'red', land: 157, pieces: ['Siren', 'Seaserpent', 'Whale'] },
      { owner: 'red', land: 158, pieces: ['Dolphin', 'Manta'] },
    ],
    script: [{ seat: 'red', take: { type: 'move', legion: 'L1', to: 135 } }],
  },
  {
    title: 'rules 22.2, 27.4, 16.5 Aquarian and Siren: on a Coast a legion with an Aquarian or a Siren musters a Dolphin',
    phase: 'mustering',
    mover: 'red',
    legions: [
      { owner: 'red', land: 154, pieces: ['Aquarian', 'Octopus'], steps: 3 },
      { owner: 'red', land: 156, pieces: ['Siren', 'Dolphin', 'Dolphin'], steps: 4 },
      { owner: 'red', land: 158, pieces: ['Whale', 'Whale'], steps: 3 },
    ],
  },
  {
    title: 'rules 27.4, 16.5 Aquarian: once its side went ashore only the Aquarian\'s legion still musters Sea-Creatures',
    phase: 'mustering',
    mover: 'red',
    goals: { red: ASHORE },
    legions: [
      { owner: 'red', land: 154, pieces: ['Aquarian', 'Octopus'], steps: 3 },
      { owner: 'red', land: 156, pieces: ['Siren', 'Dolphin', 'Dolphin'], steps: 4 },
      { owner: 'red', land: 158, pieces: ['Whale', 'Whale'], steps: 3 },
    ],
    script: [{ seat: 'red', take: { type: 'muster', legion: 'L1', character: 'Dolphin' } }],
  },
  {
    title: 'rules 16.5 Executer, 22.2, A27: a legion gives back an End-Creature worth 36 or more to recruit the Executer',
    phase: 'mustering',
    mover: 'red',
    legions: [
      { owner: 'red', land: 135, pieces: ['Colossus', 'Ogre'], steps: 3 },
      { owner: 'red', land: 152, pieces: ['Seaserpent', 'Aquarian'], steps: 0 },
      { owner: 'red', land: 111, pieces: ['Serpent', 'Cyclops'], steps: 4 },
    ],
    script: [{ seat: 'red', take: { type: 'muster', legion: 'L1', character: 'Executer', how: 'sacrifice' } }],
  },
  {
    title: 'rules 22.4, 19.1, 16.5 Locker: in the City a legion summons a Demilord of its owner\'s pool for 200 Lifegems, the Locker for 400',
    phase: 'mustering',
    mover: 'red',
    lifegems: { red: 450 },
    pool: { red: ['Locker', 'Warlock', 'Guardian'] },
    legions: [{ owner: 'red', land: 1000, pieces: ['Ogre', 'Troll'], steps: 2 }],
  },
];
