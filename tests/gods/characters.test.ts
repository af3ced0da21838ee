// The Gods of Titan Character Chart as we encode it (engine/gods/data/characters.ts, docs/gods-of-titan-characters.md):
// the chart's rows, the rules that fix its numbers, and the pools a game's seats start with.
import { describe, expect, it } from 'vitest';
import {
  GODS_CHARACTER_NAMES, GODS_CHARACTERS, LOCKER_PRICE_FACTOR, godsCharacter, type GodsCharacterDef,
} from '../../engine/gods/data/characters.js';
import { GODS_HEX_HAZARDS, GODS_HEXSIDE_HAZARDS, type GodsHazard } from '../../engine/gods/data/hazard-names.js';
import {
  GODS_CHARACTER_COUNTERS, chartCounters, counterSum, neutralDarkCreatures, seatPool, specialCounters,
} from '../../engine/gods/data/pools.js';

const ALL: readonly GodsCharacterDef[] = Object.values(GODS_CHARACTERS);
const names = (pick: (def: GodsCharacterDef) => boolean): string[] => ALL.filter(pick).map((def) => def.name).sort();
const def = (name: string): GodsCharacterDef => {
  const found = godsCharacter(name);
  if (!found) throw new Error(`no character ${name}`);
  return found;
};

describe('rules 16.6: the rows of the chart', () => {
  it('66 characters, named once each, in chart order', () => {
    expect(GODS_CHARACTER_NAMES).toHaveLength(66);
    expect(new Set(GODS_CHARACTER_NAMES).size).toBe(66);
    expect(Object.keys(GODS_CHARACTERS)).toEqual(GODS_CHARACTER_NAMES);
    for (const name of GODS_CHARACTER_NAMES) expect(def(name).name).toBe(name);
    expect(godsCharacter('Newt')).toBeUndefined();
    expect(godsCharacter('constructor')).toBeUndefined();
  });

  it('rules 3.1: 4 Masters, 3 Lords, 3 Elementals, 10 Demilords, 8 Humans, 21 Creatures, 5 Sea-Creatures, 12 Dark-Creatures', () => {
    const byClass: Record<string, number> = {};
    for (const row of ALL) byClass[row.cls] = (byClass[row.cls] ?? 0) + 1;
    expect(byClass).toEqual({
      master: 4, lord: 3, elemental: 3, demilord: 10, human: 8, creature: 21, 'sea-creature': 5, 'dark-creature': 12,
    });
    expect(names((d) => d.cls === 'master')).toEqual(['Dark-Titan', 'God', 'Phantom', 'Titan']);
    expect(names((d) => d.cls === 'lord')).toEqual(['Angel', 'Archangel', 'Necromancer']);
    expect(names((d) => d.cls === 'elemental')).toEqual(['Asher', 'Golem', 'Zephyra']);
    expect(names((d) => d.cls === 'demilord')).toEqual([
      'Chimera', 'Executer', 'Guardian', 'Immortal', 'Jabberwok', 'Locker', 'Pegasus', 'Siren', 'Sunray', 'Warlock',
    ]);
    expect(names((d) => d.cls === 'human')).toEqual([
      'Amazon', 'Aquarian', 'Knight', 'Novice', 'Pixie', 'Priest', 'Priestess', 'Warlord',
    ]);
  });

  it('rules 20.3: every value is PF × SF (at the base PF of a variable PF); the God has none', () => {
    let checked = 0;
    for (const row of ALL) {
      if (row.name === 'God') continue;
      expect(row.value, row.name).toBe(row.power * row.skill);
      checked += 1;
    }
    expect(checked).toBe(65);
    expect(def('God')).toMatchObject({ value: null, power: 100, skill: 0 });
  });

  it('rules 16.6: the chart factors, rows with OCR damage taken from the German chart (Octopus, Seaserpent, Whale)', () => {
    const factors = (name: string): [number, number, number | null] => [def(name).power, def(name).skill, def(name).value];
    expect(factors('Octopus')).toEqual([15, 2, 30]);
    expect(factors('Seaserpent')).toEqual([15, 3, 45]);
    expect(factors('Whale')).toEqual([7, 3, 21]);
    expect(factors('Titan')).toEqual([6, 4, 24]);
    expect(factors('Phantom')).toEqual([6, 2, 12]);
    expect(factors('Guardian')).toEqual([10, 2, 20]);
    expect(factors('Serpent')).toEqual([16, 2, 32]);
  });

  it('A39 rules 16.5 Chimera: printed skill "?" encoded as 3, the skill its value 30 = 10 × 3 implies', () => {
    expect(def('Chimera')).toMatchObject({ power: 10, skill: 3, value: 30 });
    expect(def('Chimera').abilities).toContain('mirror-skill');
  });

  it('rules 16.3: a variable PF (swung line) exactly for the Masters, Necromancer, Executer, Guardian, Jabberwok, Knight', () => {
    expect(names((d) => d.variablePower)).toEqual([
      'Dark-Titan', 'Executer', 'God', 'Guardian', 'Jabberwok', 'Knight', 'Necromancer', 'Phantom', 'Titan',
    ]);
  });

  it('rules 3.7: the eight End-Creatures are Hydra, Basilisk, Serpent, Colossus, Seaserpent, Demon, Balrog, Deathbringer', () => {
    expect(names((d) => d.endCreature)).toEqual(
      ['Balrog', 'Basilisk', 'Colossus', 'Deathbringer', 'Demon', 'Hydra', 'Seaserpent', 'Serpent'],
    );
    for (const name of names((d) => d.endCreature)) expect(def(name).cls).toMatch(/creature$/);
  });

  it('rules 16.5 Executer: exactly three End-Creatures are worth at least 36 (Colossus 40, Seaserpent 45, Deathbringer 36)', () => {
    expect(names((d) => d.endCreature && (d.value ?? 0) >= 36)).toEqual(['Colossus', 'Deathbringer', 'Seaserpent']);
  });
});

describe('rules 16.5, rules 19, rules 22.4: Lifegem prices', () => {
  it('rules 16.5 Humans: Novice free, Knight and Amazon 50, Pixie and Aquarian 75, Priestess and Warlord 100, Priest 150', () => {
    const prices = Object.fromEntries(ALL.filter((d) => d.cls === 'human').map((d) => [d.name, d.lifegems]));
    expect(prices).toEqual({
      Amazon: { kind: 'hire', hire: 50 }, Aquarian: { kind: 'hire', hire: 75 }, Knight: { kind: 'hire', hire: 50 },
      Novice: { kind: 'hire', hire: 0 }, Pixie: { kind: 'hire', hire: 75 }, Priest: { kind: 'hire', hire: 150 },
      Priestess: { kind: 'hire', hire: 100 }, Warlord: { kind: 'hire', hire: 100 },
    });
  });

  it('rules 19.1, rules 22.4: a Demilord is revived for 50 and summoned for 200; the Locker costs double; the Immortal joins free', () => {
    let checked = 0;
    for (const row of ALL.filter((d) => d.cls === 'demilord')) {
      const expected = row.name === 'Locker' ? { kind: 'demilord', revive: 100, summon: 400 }
        : row.name === 'Immortal' ? { kind: 'demilord', revive: 0, summon: 200 }
          : { kind: 'demilord', revive: 50, summon: 200 };
      expect(row.lifegems, row.name).toEqual(expected);
      checked += 1;
    }
    expect(checked).toBe(10);
    expect(LOCKER_PRICE_FACTOR).toBe(2);
  });

  it('only Humans and Demilords have a price', () => {
    expect(names((d) => d.lifegems !== null)).toEqual(names((d) => d.cls === 'human' || d.cls === 'demilord'));
  });
});

describe('rules 3.10 symbols: water, flight, rangestrikes, Casters', () => {
  it('rules 3.10: double wave Dolphin, Manta, Whale; wave with line Octopus, Seaserpent; swimmers Aquarian, Siren; all else dry', () => {
    expect(names((d) => d.water === 'sea')).toEqual(['Dolphin', 'Manta', 'Whale']);
    expect(names((d) => d.water === 'ashore')).toEqual(['Octopus', 'Seaserpent']);
    expect(names((d) => d.water === 'swimmer')).toEqual(['Aquarian', 'Siren']);
    expect(names((d) => d.water !== 'none')).toHaveLength(7);
  });

  it('rules 14.5: the magic rangestrikers are the Warlock and the Priestess, and they rangestrike', () => {
    expect(names((d) => d.magicRangestrike)).toEqual(['Priestess', 'Warlock']);
    for (const name of ['Priestess', 'Warlock']) expect(def(name).rangestrikes).toBe(true);
  });

  it('A14 rules 15.1: the Casters we read (Ying-Yang ©, and the round glyph • as Ying-Yang), every grade 2–5 castable', () => {
    expect(names((d) => d.caster)).toEqual(['Jabberwok', 'Necromancer', 'Novice', 'Priestess', 'Warlock', 'Warlord']);
    const skills = new Set(ALL.filter((d) => d.caster).map((d) => d.skill));
    for (const grade of [2, 3, 4, 5]) expect(skills.has(grade), `a Caster of skill ${grade}`).toBe(true);
  });

  it('A14 rules 12.6: the fliers (star ★ and the OCR "*" as on Angel, Gargoyle, Griffon, Wyvern)', () => {
    expect(names((d) => d.flies)).toEqual([
      'Angel', 'Archangel', 'Chimera', 'Dragon', 'Gargoyle', 'Gorgon', 'Griffon', 'Guardian', 'Helldancer', 'Locker',
      'Nightmare', 'Pegasus', 'Phantom', 'Phoenix', 'Ranger', 'Shadow', 'Sunray', 'Wyvern', 'Zephyra',
    ]);
  });

  it('A14 rules 14: the rangestrikers (the bolt glyphs "/", "×", "N" of the chart OCR, the Pixie by 12.7 Tree)', () => {
    expect(names((d) => d.rangestrikes)).toEqual([
      'Asher', 'Demon', 'Dragon', 'Giant', 'Gorgon', 'Headcracker', 'Hydra', 'Immortal', 'Minotaur', 'Pixie', 'Priestess',
      'Ranger', 'Warlock',
    ]);
  });

  it('rules 3.2: Masters neither fly nor rangestrike nor cast, except that the Phantom flies', () => {
    for (const row of ALL.filter((d) => d.cls === 'master')) {
      expect(row.rangestrikes || row.caster, row.name).toBe(false);
      expect(row.flies, row.name).toBe(row.name === 'Phantom');
    }
  });
});

describe('rules 12.7 the hazards: natives', () => {
  // The Hazard Chart's native lists (German chart where the English names a "Newt"); Darkness and Cloud go by side.
  const CHART: Partial<Record<GodsHazard, readonly string[]>> = {
    Tree: ['Pixie'],
    Sand: ['Centaur', 'Lion', 'Warbear', 'Griffon', 'Hydra', 'Pixie'],
    Bog: ['Ogre', 'Troll', 'Warbear', 'Wyvern', 'Basilisk', 'Pixie'],
    Bramble: ['Gargoyle', 'Cyclops', 'Warbear', 'Behemoth', 'Serpent', 'Pixie'],
    Fog: ['Gargoyle', 'Unicorn', 'Gorgon', 'Pixie'],
    Hedge: ['Gargoyle', 'Troll', 'Unicorn', 'Gorgon', 'Phoenix', 'Colossus', 'Pixie'],
    Drift: ['Cyclops', 'Ranger', 'Giant', 'Colossus', 'Pixie'],
    Volcano: ['Dragon'],
    Beach: ['Dolphin', 'Whale', 'Octopus', 'Aquarian', 'Siren', 'Pixie'],
    Water: ['Dolphin', 'Whale', 'Manta', 'Octopus', 'Seaserpent', 'Aquarian', 'Siren', 'Pixie'],
    Darkness: ['Pixie'],
    Cloud: ['Pixie'],
    Dune: ['Lion', 'Griffon', 'Hydra', 'Pixie'],
    Slope: ['Ogre', 'Lion', 'Minotaur', 'Gorgon', 'Dragon', 'Colossus', 'Pixie'],
  };
  for (const hazard of [...GODS_HEX_HAZARDS, ...GODS_HEXSIDE_HAZARDS]) {
    it(`rules 12.7 ${hazard}: its natives`, () => {
      expect(names((d) => d.natives.includes(hazard))).toEqual([...(CHART[hazard] ?? [])].sort());
    });
  }

  it('rules 16.5 Pixie: native to every hazard that has natives, except the Volcano', () => {
    const withNatives = [...GODS_HEX_HAZARDS, ...GODS_HEXSIDE_HAZARDS].filter((h) => (CHART[h] ?? []).length > 0);
    expect([...def('Pixie').natives].sort()).toEqual(withNatives.filter((h) => h !== 'Volcano').sort());
  });
});

describe('rules 5.1, rules 2.3: pools and counters', () => {
  it('rules 5.1: each player receives 1 Titan, 1 Phantom, 4 Angels, 2 Archangels, 1 Necromancer, 1 Executer', () => {
    const titan = seatPool('titan-player');
    expect(titan).toMatchObject({ Titan: 1, Phantom: 1, Angel: 4, Archangel: 2, Necromancer: 1, Executer: 1 });
    expect(titan['Dark-Titan']).toBeUndefined();
    expect(titan['Jabberwok']).toBeUndefined();
    const dark = seatPool('darklord');
    expect(dark).toMatchObject({ 'Dark-Titan': 1, Phantom: 1, Angel: 4, Archangel: 2, Necromancer: 1, Executer: 1, Jabberwok: 1 });
    expect(dark['Titan']).toBeUndefined();
  });

  it('rules 5.1: Titan-players hold the land Creatures (T), the Darklord the Dark-Creatures (D), both Humans and Sea-Creatures (A)', () => {
    const titan = seatPool('titan-player');
    const dark = seatPool('darklord');
    let checked = 0;
    for (const row of ALL) {
      if (row.start === 'X') continue;
      expect(titan[row.name], `${row.name} for a Titan-player`).toBe(row.start === 'D' ? undefined : row.count);
      expect(dark[row.name], `${row.name} for the Darklord`).toBe(row.start === 'T' ? undefined : row.count);
      checked += 1;
    }
    expect(checked).toBe(66 - names((d) => d.start === 'X').length);
    expect(counterSum(titan)).toBe(211);
    expect(counterSum(dark)).toBe(221);
  });

  it('rules 5.2: Elementals (and the God, rules 3.2) are in the game only with a Darklord', () => {
    expect(specialCounters(true)).toMatchObject({ Asher: 1, Golem: 1, Zephyra: 1, God: 1 });
    const without = specialCounters(false);
    for (const name of ['Asher', 'Golem', 'Zephyra', 'God']) expect(without[name], name).toBeUndefined();
    expect(without).toMatchObject({ Guardian: 6, Sunray: 12, Warlock: 6, Pegasus: 6 });
  });

  it('rules 2.3: three Titan-players and the Darklord give 900 chart counters; with the 21 Neutral Dark-Creatures 921', () => {
    expect(chartCounters(3, true)).toBe(900);
    expect(neutralDarkCreatures()).toEqual({ Nightmare: 3, Tombdigger: 9, Headcracker: 9 });
    expect(chartCounters(3, true) + counterSum(neutralDarkCreatures())).toBe(GODS_CHARACTER_COUNTERS);
    expect(GODS_CHARACTER_COUNTERS).toBe(921);
  });
});
