// Battle positions on the hazards of the Gods Hazard Chart (rules 12.7), each on a real battleland of our board: natives
// and non-natives, walkers and fliers next to and in each hex hazard and across each hexside hazard, so that the
// maneuvers list what the hazard does to movement, the strike phases its strikes, rangestrikes and damage. Land
// numbers: Valley 116, Woods 119, Marsh 118, Brush 117, Tundra 106, Mountains 104, Hills 109, Desert 103, Highlands 107,
// Coast 150, Darkland 108, the City's Skycastle 1000, Wasteland 124, Plains 101.
import type { BattleSpec } from './build.js';

/** Rules 12.7: the hex and hexside hazards. */
export const HAZARD_POSITIONS: readonly BattleSpec[] = [
  {
    title: 'rules 12.7 Fog and Hedge, 12.4: a native in Fog is never locked, a non-native walker stops on entering Fog, Hedge slows non-natives and costs dice',
    land: 116,
    active: 'defender',
    defender: { owner: 'green', pieces: [['Unicorn', 'C3'], ['Troll', 'D2'], ['Centaur', 'B4'], ['Gorgon', 'F4']] },
    attacker: { owner: 'red', pieces: [['Ogre', 'C2'], ['Lion', 'D3'], ['Minotaur', 'E1'], ['Gargoyle', 'A1']] },
    script: [{ by: 'defender', done: true }],
  },
  {
    title: 'rules 12.7 Fog and Hedge: a non-native striking a native in Fog or Hedge, or out of Hedge, loses a die; natives lose none',
    land: 116,
    attacker: { owner: 'red', pieces: [['Ogre', 'D3'], ['Gargoyle', 'C3'], ['Minotaur', 'F1'], ['Gorgon', 'A2'], ['Troll', 'F2']] },
    defender: { owner: 'green', pieces: [['Unicorn', 'D4'], ['Troll', 'E2'], ['Lion', 'E3'], ['Centaur', 'C5']] },
    script: [{ by: 'attacker', done: true }],
  },
  {
    title: 'rules 12.7 Tree, 16.5 Pixie: only the Pixie stands on a Tree, fliers pass but never end there, Trees block sight, a Pixie on a Tree strikes twice',
    land: 119,
    attacker: { owner: 'red', pieces: [['Pixie', 'C3'], ['Gargoyle', 'B1'], ['Minotaur', 'E1'], ['Troll', 'D2']] },
    defender: { owner: 'green', pieces: [['Ogre', 'C4'], ['Centaur', 'D4'], ['Lion', 'E4'], ['Ranger', 'F2']] },
    script: [{ by: 'attacker', done: true }],
  },
  {
    title: 'rules 12.7 Bog: non-native walkers may not enter, non-native fliers may not end there, natives wade through',
    land: 118,
    attacker: { owner: 'red', pieces: [['Troll', 'C1'], ['Lion', 'D2'], ['Wyvern', 'B1'], ['Griffon', 'D1'], ['Basilisk', 'B2']] },
    defender: { owner: 'green', pieces: [['Ogre', 'C3'], ['Centaur', 'D4'], ['Warbear', 'E3']] },
    script: [{ by: 'attacker', done: true }],
  },
  {
    title: 'rules 12.7 Bramble: it slows non-natives, a non-native striking into or out of it loses a skill, and rangestrikes through it lose one too',
    land: 117,
    attacker: { owner: 'red', pieces: [['Lion', 'C3'], ['Behemoth', 'D2'], ['Minotaur', 'F2'], ['Ogre', 'A1']] },
    defender: { owner: 'green', pieces: [['Cyclops', 'C4'], ['Centaur', 'E2'], ['Behemoth', 'D5'], ['Gargoyle', 'A3']] },
    script: [{ by: 'attacker', done: true }],
  },
  {
    title: 'rules 12.7 Drift: a non-native in it takes a hit as each strike phase begins (slain by it with its last hit), natives take none',
    land: 106,
    attacker: { owner: 'red', pieces: [['Ogre', 'D3'], ['Giant', 'C2'], ['Ranger', 'A3']] },
    defender: { owner: 'green', pieces: [['Lion', 'E4'], ['Cyclops', 'C4'], ['Centaur', 'F2', 2], ['Colossus', 'E1']] },
    script: [{ by: 'attacker', done: true }],
  },
  {
    title: 'rules 12.7 Volcano, Slope and Cliff: the Dragon on the Volcano rolls its extra dice, strikes down a Slope and over a Cliff',
    land: 104,
    attacker: { owner: 'red', pieces: [['Dragon', 'D4'], ['Lion', 'C4'], ['Gorgon', 'F1']] },
    defender: { owner: 'green', pieces: [['Ogre', 'D3'], ['Lion', 'C3'], ['Minotaur', 'E4'], ['Centaur', 'A1']] },
    script: [{ by: 'attacker', done: true }],
  },
  {
    title: 'rules 12.7 Slope, A34: strikes down and up a Slope by natives and non-natives, and the Trees of the Hills',
    land: 109,
    attacker: { owner: 'red', pieces: [['Minotaur', 'D2'], ['Troll', 'E4'], ['Dragon', 'A1']] },
    defender: { owner: 'green', pieces: [['Ogre', 'D3'], ['Centaur', 'E2'], ['Lion', 'E3'], ['Gorgon', 'B4']] },
    script: [{ by: 'attacker', done: true }],
  },
  {
    title: 'rules 12.7 Sand, Dune and Cliff: Sand slows non-native walkers, strikes across Dunes and Cliffs of the Desert',
    land: 103,
    attacker: { owner: 'red', pieces: [['Ogre', 'C4'], ['Lion', 'E3'], ['Troll', 'D3'], ['Centaur', 'A3']] },
    defender: { owner: 'green', pieces: [['Hydra', 'D4'], ['Centaur', 'E4'], ['Ogre', 'C3'], ['Griffon', 'F1']] },
    script: [{ by: 'attacker', done: true }],
  },
  {
    title: 'rules 12.7 Cliff: the crags of the Highlands are reached only by fliers, and Hedge slows the walkers below',
    land: 107,
    attacker: { owner: 'red', pieces: [['Griffon', 'C3'], ['Ogre', 'E4'], ['Colossus', 'F2']] },
    defender: { owner: 'green', pieces: [['Gorgon', 'D5'], ['Troll', 'C2'], ['Lion', 'B1']] },
    script: [{ by: 'attacker', done: true }],
  },
  {
    title: 'rules 12.7 Beach and Water, 3.10, 12.6: Sea-Creatures stand only on them and dive through Water, natives there are targets of magic rangestrikes only',
    land: 150,
    active: 'defender',
    attacker: { owner: 'red', pieces: [['Whale', 'E3'], ['Manta', 'E2'], ['Dolphin', 'F3'], ['Octopus', 'D2']] },
    defender: { owner: 'green', pieces: [['Minotaur', 'B1'], ['Priestess', 'C3'], ['Lion', 'D4'], ['Troll', 'B4']] },
    script: [{ by: 'defender', done: true }],
  },
  {
    title: 'rules 12.7 Darkness, A8: only the Darklord\'s side enters it, a character in it takes a hit less from every strike, hits carry neither in nor out, sight does not enter it',
    land: 108,
    active: 'defender',
    attacker: { owner: 'black', pieces: [['Cerberus', 'D4'], ['Wraith', 'C3'], ['Demon', 'E1'], ['Lich', 'B3']] },
    defender: { owner: 'red', pieces: [['Ogre', 'D3'], ['Troll', 'E3'], ['Minotaur', 'B1'], ['Lion', 'F2']] },
    script: [{ by: 'defender', done: true }],
  },
  {
    title: 'rules 12.7 Cloud: only the Titan-players\' side enters it, melee from it rolls half again the dice, rangestrikes launch from any free Cloud hex, the Darklord\'s fliers pay more over it',
    land: 1000,
    attacker: { owner: 'red', pieces: [['Gorgon', 'B3'], ['Lion', 'C4'], ['Centaur', 'E3']] },
    defender: { owner: 'black', pieces: [['Helldancer', 'D4'], ['Cerberus', 'D5'], ['Shadow', 'A1']] },
    script: [{ by: 'attacker', done: true }],
  },
  {
    title: 'rules 12.7 Drift, Bog, Bramble and Cliff of the Wasteland, 16.5 Pixie: the Pixie is native everywhere but the Volcano',
    land: 124,
    attacker: { owner: 'red', pieces: [['Pixie', 'C3'], ['Cyclops', 'B2'], ['Warbear', 'F2'], ['Griffon', 'D4']] },
    defender: { owner: 'green', pieces: [['Ogre', 'D3'], ['Behemoth', 'E2'], ['Lion', 'C4'], ['Giant', 'D2']] },
    script: [{ by: 'attacker', done: true }],
  },
];
