// Gods of Titan mustering (rules 22, 8.4, 3.7, 4.2, 17, 23.9, 26.5, 27.4): the options a legion has, each with what it
// reveals, for positions given as data. The table itself is engine/gods/rules/muster-tables.ts
// (docs/gods-of-titan-mustering.md).
import { describe, expect, it } from 'vitest';
import { seatPool } from '../../engine/gods/data/pools.js';
import { GODS_CHARACTERS } from '../../engine/gods/data/characters.js';
import { GODS_MASTERBOARD } from '../../engine/gods/data/masterboard.js';
import { LAND_TERRAINS } from '../../engine/gods/terrains.js';
import { hasRoom, legionCapacity, mayHoldAnother } from '../../engine/gods/rules/legion-size.js';
import {
  creatureMusterOptions, musterMove, reinforcementOptions, usesEndCreatureAllowance,
  type CreatureOption, type MusterLand, type MusterLegion, type MusterSeat,
} from '../../engine/gods/rules/muster.js';
import { DARK_CHAINS, LAND_CHAINS, MUSTER_TABLE } from '../../engine/gods/rules/muster-tables.js';
import type { TitanAdvantage } from '../../engine/gods/data/experience.js';

const TITAN_POOL = seatPool('titan-player');
const DARK_POOL = seatPool('darklord');

const land = (terrain: string, kind: MusterLand['kind'] = 'land', labelled = true): MusterLand => ({ terrain, kind, labelled });
const legion = (characters: string[], extra: Partial<MusterLegion> = {}): MusterLegion => ({
  characters, masterUncovered: false, seaLegion: false, advantages: [], ...extra,
});
const seat = (extra: Partial<MusterSeat> = {}): MusterSeat => ({
  pool: TITAN_POOL, endCreatureTaken: false, darkTitanAppeared: false, seaLegionsAshore: false, ...extra,
});
/** A reveal as `2 Lion` (several of one kind), `Cyclops` or `Pixie+Hydra`. */
const revealed = (set: readonly string[]): string =>
  set.length > 1 && set.every((n) => n === set[0]) ? `${set.length} ${set[0]}` : set.join('+');
/** The options as `creature: reveal | reveal`. */
const shown = (options: readonly CreatureOption[]): Record<string, string> =>
  Object.fromEntries(options.map((o) => [o.creature, o.reveal.map(revealed).join(' | ')]));
const muster = (l: MusterLegion, at: MusterLand, moved = 4, s: MusterSeat = seat(), done = false): Record<string, string> =>
  shown(creatureMusterOptions(l, at, moved, done, s));

describe('rules 22.3 Mustering Table: the land chains', () => {
  it('every land terrain has one chain of Titan-player Creatures, every one of the 21 land Creatures is found somewhere', () => {
    expect(Object.keys(LAND_CHAINS)).toEqual([...LAND_TERRAINS]);
    const found = new Set(Object.values(LAND_CHAINS).flatMap((c) => c.steps.map((s) => s.creature)));
    const landCreatures = Object.values(GODS_CHARACTERS).filter((d) => d.cls === 'creature').map((d) => d.name);
    expect([...found].sort()).toEqual([...landCreatures].sort());
  });

  it('chains end in an End-Creature exactly where the rules print a star (Jungle, Desert, Swamp and the Colossus terrains)', () => {
    const ends = Object.entries(LAND_CHAINS).filter(([, c]) => GODS_CHARACTERS[c.steps.at(-1)!.creature]!.endCreature).map(([t]) => t);
    expect(ends).toEqual(['Jungle', 'Desert', 'Swamp', 'Highlands', 'Tundra', 'Mountains']);
  });

  it('of the land table only the two unreadable Colossus numbers are ours; the rest is read or inferred (mustering.md §4)', () => {
    const ours = Object.entries(LAND_CHAINS).flatMap(([terrain, c]) => c.steps.flatMap((s) => [
      ...(s.creatureFrom === 'ours' ? [`${terrain} ${s.creature}`] : []),
      ...(s.toNextFrom === 'ours' ? [`${terrain} ${s.creature} → ${s.toNext}`] : []),
    ]));
    expect(ours).toEqual(['Highlands Phoenix → 3', 'Mountains Dragon → 3']);
  });

  it('the board: every labelled land and every Coast has a table to muster from; Tower lands, City, Dungeon, Whirls none', () => {
    const withTable = GODS_MASTERBOARD.filter((l) => (l.labelled || l.kind === 'coast') && MUSTER_TABLE[l.terrain]);
    expect(withTable.length).toBe(GODS_MASTERBOARD.filter((l) => l.labelled || l.kind === 'coast').length);
    const unlabelledKinds = new Set(GODS_MASTERBOARD.filter((l) => !l.labelled).map((l) => l.kind));
    expect([...unlabelledKinds].sort()).toEqual(['citytower', 'city', 'coast', 'darktower', 'dungeon', 'fort', 'ruin', 'tower', 'whirl'].sort());
  });

  // Positions: legion, terrain, what it may muster (and what it reveals).
  const cases: { legion: string[]; terrain: string; expected: Record<string, string> }[] = [
    { legion: ['Titan', 'Centaur', 'Gargoyle', 'Ogre'], terrain: 'Plains', expected: { Centaur: 'Centaur' } },
    { legion: ['Centaur', 'Centaur'], terrain: 'Plains', expected: { Centaur: 'Centaur', Lion: '2 Centaur' } },
    { legion: ['Lion', 'Lion', 'Ogre'], terrain: 'Plains', expected: { Centaur: 'Lion', Lion: 'Lion', Warbear: '2 Lion' } },
    { legion: ['Warbear', 'Ogre'], terrain: 'Plains', expected: { Centaur: 'Warbear', Lion: 'Warbear', Warbear: 'Warbear' } },
    // 22.3 open point 4: a Ranger (16) in the Tundra qualifies for Ranger and Cyclops (16) but not for the Giant.
    { legion: ['Ranger'], terrain: 'Tundra', expected: { Cyclops: 'Ranger', Ranger: 'Ranger' } },
    { legion: ['Ranger', 'Ranger', 'Ranger'], terrain: 'Tundra', expected: { Cyclops: 'Ranger', Ranger: 'Ranger', Giant: '3 Ranger' } },
    // The same Troll qualifies by its place in each chain (Marsh 2nd, Swamp 1st, Highlands 1st).
    { legion: ['Troll', 'Troll'], terrain: 'Marsh', expected: { Ogre: 'Troll', Troll: 'Troll', Warbear: '2 Troll' } },
    { legion: ['Troll', 'Troll'], terrain: 'Swamp', expected: { Troll: 'Troll' } },
    { legion: ['Troll', 'Troll'], terrain: 'Highlands', expected: { Troll: 'Troll', Unicorn: '2 Troll' } },
    { legion: ['Giant', 'Giant', 'Giant'], terrain: 'Tundra', expected: { Cyclops: 'Giant', Ranger: 'Giant', Giant: 'Giant', Colossus: '3 Giant' } },
    // Our number for the unreadable Dragon → Colossus step: 3.
    { legion: ['Dragon', 'Dragon'], terrain: 'Mountains', expected: { Lion: 'Dragon', Minotaur: 'Dragon', Dragon: 'Dragon' } },
    // No creature of the chain: nothing (no terrain musters its first creature without a qualifier).
    { legion: ['Titan', 'Angel', 'Ogre'], terrain: 'Desert', expected: {} },
  ];
  for (const c of cases) {
    it(`${c.legion.join(', ')} in the ${c.terrain}: ${JSON.stringify(c.expected)}`, () => {
      expect(muster(legion(c.legion), land(c.terrain))).toEqual(c.expected);
    });
  }
});

describe('rules 22.1, 8.4: Creatures only after a move of 3, 4 or 5 lands onto a labelled land', () => {
  const centaurs = legion(['Centaur', 'Centaur']);
  it('moves of 1, 2 and 6 lands muster nothing; 3, 4 and 5 do', () => {
    const by = [1, 2, 3, 4, 5, 6].map((n) => Object.keys(muster(centaurs, land('Plains'), n)).length > 0);
    expect(by).toEqual([false, false, true, true, true, false]);
  });
  it('rules 26.5 Movement plus (30 EP): the Titan legion musters after 3 to 7 lands', () => {
    expect([2, 3, 7, 8].map((n) => musterMove(n, ['movement-plus']))).toEqual([false, true, true, false]);
    expect(musterMove(7, [])).toBe(false);
  });
  it('no Creatures on Tower lands, in the City or Dungeon, on a Whirl', () => {
    for (const at of [land('Tower', 'tower', false), land('Ruin', 'ruin', false), land('Skycastle', 'city', false),
      land('Darkland', 'dungeon', false), land('Sea', 'whirl', false)]) {
      expect(muster(legion(['Centaur', 'Centaur', 'Siren']), at)).toEqual({});
    }
  });
});

describe('rules 22.2 restrictions', () => {
  it('one character per legion per turn', () => {
    expect(muster(legion(['Centaur']), land('Plains'), 4, seat(), true)).toEqual({});
  });
  it('rules 4.2: a full legion (7) cannot muster; a Pegasus and an uncovered Titan each make room for one more', () => {
    const six = ['Centaur', 'Centaur', 'Ogre', 'Ogre', 'Gargoyle', 'Lion'];
    expect(muster(legion([...six, 'Angel']), land('Plains'))).toEqual({});
    expect(muster(legion([...six, 'Pegasus']), land('Plains'))).toHaveProperty('Centaur');
    expect(muster(legion([...six, 'Titan'], { masterUncovered: true }), land('Plains'))).toHaveProperty('Centaur');
  });
  it('rules 4.2, A6: capacity is 7, 8 with a Pegasus or an uncovered Titan/Phantom, 9 with both; a covered Titan counts', () => {
    const cases: [string[], boolean, number][] = [
      [['Centaur'], false, 7], [['Pegasus'], false, 8], [['Titan'], true, 8], [['Titan'], false, 7],
      [['Phantom', 'Pegasus'], true, 9], [['Dark-Titan', 'Pegasus'], true, 9], [['Angel', 'Pegasus'], true, 8],
    ];
    for (const [chars, uncovered, capacity] of cases) expect(legionCapacity(chars, uncovered)).toBe(capacity);
    const centaurs = (n: number): string[] => Array<string>(n).fill('Centaur');
    expect(hasRoom([...centaurs(6), 'Titan', 'Pegasus'], true)).toBe(true);
    expect(hasRoom([...centaurs(7), 'Titan', 'Pegasus'], true)).toBe(false);
  });
  it('rules 4.3: two End-Creatures of a type per legion at most; one of each non-Creature', () => {
    expect(muster(legion(['Hydra', 'Hydra', 'Griffon']), land('Desert'))).not.toHaveProperty('Hydra');
    expect(muster(legion(['Hydra', 'Griffon']), land('Desert'))).toHaveProperty('Hydra');
    expect(['Angel', 'Knight', 'Pegasus'].map((n) => mayHoldAnother([n], n))).toEqual([false, false, false]);
    expect(mayHoldAnother(['Ogre', 'Ogre', 'Ogre'], 'Ogre')).toBe(true);
  });
  it('one End-Creature per player per turn: after one, no other', () => {
    const griffons = legion(['Griffon', 'Griffon', 'Griffon']);
    expect(muster(griffons, land('Desert'), 4, seat({ endCreatureTaken: true }))).toEqual({ Lion: 'Griffon', Griffon: 'Griffon' });
  });
  it('rules 26.5 Mustering plus (20 EP, A16): the Titan legion may take one more, and its own does not count', () => {
    const titan = legion(['Titan', 'Griffon', 'Griffon', 'Griffon'], { masterUncovered: true, advantages: ['native', 'mustering-plus'] });
    expect(muster(titan, land('Desert'), 4, seat({ endCreatureTaken: true }))).toHaveProperty('Hydra', '3 Griffon');
    expect(usesEndCreatureAllowance(['native', 'mustering-plus'])).toBe(false);
    expect(usesEndCreatureAllowance(['native'])).toBe(true);
  });
  it('rules 3.8, 28.4: only from the owner\'s Personal Pool', () => {
    expect(muster(legion(['Lion', 'Lion']), land('Plains'), 4, seat({ pool: { ...TITAN_POOL, Warbear: 0 } }))).not.toHaveProperty('Warbear');
  });
  it('rules 16.6 start codes: the Darklord never musters land Creatures, a Titan-player never Dark-Creatures', () => {
    expect(muster(legion(['Centaur', 'Plaque', 'Plaque']), land('Plains'), 4, seat({ pool: DARK_POOL }))).toEqual({});
    expect(muster(legion(['Headcracker', 'Headcracker']), land('Plains'), 4, seat())).toEqual({});
  });
});

describe('rules 26.5 Native (10 EP, A28): the Titan musters the weakest native Creature', () => {
  const titan = (advantages: TitanAdvantage[]): MusterLegion => legion(['Titan', 'Angel'], { masterUncovered: true, advantages });
  it('in the land terrains, showing the Titan, after a muster move', () => {
    expect(muster(titan(['native']), land('Jungle'))).toEqual({ Cyclops: 'Titan' });
    expect(muster(titan(['native']), land('Jungle'), 2)).toEqual({});
    expect(muster(titan([]), land('Jungle'))).toEqual({});
  });
  it('not in the Darklands, Wastelands, on Coasts or at Sea', () => {
    const darkTitan = legion(['Dark-Titan'], { masterUncovered: true, advantages: ['native'] });
    expect(muster(darkTitan, land('Darkland', 'darkland'), 4, seat({ pool: DARK_POOL }))).toEqual({});
    expect(muster(darkTitan, land('Plains'), 4, seat({ pool: DARK_POOL }))).toEqual({ Headcracker: 'Dark-Titan' });
  });
});

describe('rules 27.4, A29, A35: Sea-Creatures', () => {
  it('an Aquarian or a Siren musters a Dolphin on an unlabelled Coast after a muster move; nobody else musters there', () => {
    const coast = land('Coast', 'coast', false);
    expect(muster(legion(['Ogre', 'Aquarian', 'Centaur']), coast)).toEqual({ Dolphin: 'Aquarian' });
    // 24.4: not into a legion holding a Master or an Elemental — the Dolphin would hold it to the ring
    expect(muster(legion(['Titan', 'Aquarian', 'Centaur']), coast)).toEqual({});
    expect(muster(legion(['Siren', 'Warlock']), coast)).toEqual({ Dolphin: 'Siren' });
    expect(muster(legion(['Siren', 'Warlock']), coast, 2)).toEqual({});
    expect(muster(legion(['Centaur', 'Centaur']), coast)).toEqual({});
  });
  it('the Coast chain (Beach natives) and the Sea chain (Water natives) to the Seaserpent', () => {
    expect(muster(legion(['Aquarian', 'Dolphin', 'Dolphin'], { seaLegion: true }), land('Coast', 'coast', false)))
      .toEqual({ Dolphin: 'Dolphin | Aquarian', Whale: '2 Dolphin' });
    expect(muster(legion(['Octopus', 'Octopus', 'Octopus'], { seaLegion: true }), land('Sea', 'sea')))
      .toEqual({ Dolphin: 'Octopus', Whale: 'Octopus', Manta: 'Octopus', Octopus: 'Octopus', Seaserpent: '3 Octopus' });
    expect(MUSTER_TABLE.Sea!.chains[0]!.steps.map((s) => s.creature)).toEqual(['Dolphin', 'Whale', 'Manta', 'Octopus', 'Seaserpent']);
  });
  it('once the seat\'s Sea legions went ashore they muster no more — except with an Aquarian', () => {
    const ashore = seat({ seaLegionsAshore: true });
    expect(muster(legion(['Siren', 'Dolphin', 'Dolphin'], { seaLegion: true }), land('Sea', 'sea'), 4, ashore)).toEqual({});
    expect(muster(legion(['Aquarian', 'Dolphin', 'Dolphin'], { seaLegion: true }), land('Sea', 'sea'), 4, ashore))
      .toEqual({ Dolphin: 'Dolphin | Aquarian', Whale: '2 Dolphin' });
  });
});

describe('rules 23.9, 27.3, A35: Dark-Creatures (our table)', () => {
  it('three chains rising in value to the Demon, Balrog and Deathbringer, two of a kind for the next', () => {
    for (const c of Object.values(DARK_CHAINS)) {
      const values = c.steps.map((s) => GODS_CHARACTERS[s.creature]!.value!);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(GODS_CHARACTERS[c.steps.at(-1)!.creature]!.endCreature).toBe(true);
      expect(c.steps.slice(0, -1).map((s) => s.toNext)).toEqual([2, 2, 2]);
    }
    const all = Object.values(DARK_CHAINS).flatMap((c) => c.steps.map((s) => s.creature)).sort();
    expect(all).toEqual(Object.values(GODS_CHARACTERS).filter((d) => d.cls === 'dark-creature').map((d) => d.name).sort());
  });
  it('each land terrain offers one Dark chain, the Darklands and Wastelands all three', () => {
    const darkOf = (t: string): number => MUSTER_TABLE[t]!.chains.filter((c) => Object.values(DARK_CHAINS).includes(c as never)).length;
    expect(LAND_TERRAINS.map(darkOf)).toEqual(Array<number>(12).fill(1));
    expect([darkOf('Darkland'), darkOf('Wasteland'), darkOf('Coast'), darkOf('Sea')]).toEqual([3, 3, 0, 0]);
  });
  it('the Balrog and the Deathbringer only once the Dark-Titan has appeared; the Demon before', () => {
    const dark = legion(['Cerberus', 'Cerberus', 'Shadow', 'Shadow', 'Nightmare', 'Nightmare']);
    const at = land('Darkland', 'darkland');
    expect(Object.keys(muster(dark, at, 4, seat({ pool: DARK_POOL })))).toEqual(expect.arrayContaining(['Demon']));
    expect(muster(dark, at, 4, seat({ pool: DARK_POOL }))).not.toHaveProperty('Balrog');
    expect(muster(dark, at, 4, seat({ pool: DARK_POOL, darkTitanAppeared: true }))).toMatchObject({ Balrog: '2 Cerberus', Deathbringer: '2 Nightmare' });
  });
  it('a Darklord legion of two Headcrackers musters on the Plains (headcracker chain)', () => {
    expect(muster(legion(['Phantom', 'Headcracker', 'Headcracker']), land('Plains'), 3, seat({ pool: DARK_POOL })))
      .toEqual({ Headcracker: 'Headcracker', Helldancer: '2 Headcracker' });
  });
});

describe('rules 17 reinforcements', () => {
  const reinforce = (l: MusterLegion, at: MusterLand, s: MusterSeat = seat()): Record<string, string> => shown(reinforcementOptions(l, at, s));
  it('the defender takes what it is qualified to muster on the land of the Engagement, with no move needed (8.4)', () => {
    expect(reinforce(legion(['Lion', 'Lion']), land('Desert'))).toEqual({ Lion: 'Lion' });
    expect(reinforce(legion(['Lion', 'Lion', 'Lion']), land('Desert'))).toEqual({ Lion: 'Lion', Griffon: '3 Lion' });
  });
  it('rules 17.2: not at maximum size', () => {
    expect(reinforce(legion(['Lion', 'Lion', 'Lion', 'Ogre', 'Ogre', 'Centaur', 'Angel']), land('Desert'))).toEqual({});
  });
  it('rules 16.5 Pixie: another of the legion\'s strongest Creature, native there or not', () => {
    expect(reinforce(legion(['Pixie', 'Hydra', 'Ogre']), land('Mountains'))).toEqual({ Hydra: 'Pixie+Hydra' });
    expect(reinforce(legion(['Pixie', 'Lion', 'Ogre']), land('Desert'))).toEqual({ Lion: 'Lion | Pixie+Lion' });
    expect(reinforce(legion(['Pixie', 'Hydra', 'Hydra']), land('Mountains'))).toEqual({});
  });
  it('A46: a Tower legion reinforces only through a Pixie (no Tower chain)', () => {
    const tower = land('Tower', 'tower', false);
    expect(reinforce(legion(['Guardian', 'Gargoyle', 'Gargoyle', 'Centaur']), tower)).toEqual({});
    expect(reinforce(legion(['Guardian', 'Pixie', 'Gargoyle', 'Centaur']), tower)).toEqual({ Gargoyle: 'Pixie+Gargoyle', Centaur: 'Pixie+Centaur' });
  });
  it('rules 26.5 Native: the Titan legion reinforces with the weakest native Creature', () => {
    const titan = legion(['Titan', 'Angel'], { masterUncovered: true, advantages: ['native'] });
    expect(reinforce(titan, land('Swamp'))).toEqual({ Troll: 'Titan' });
  });
});
