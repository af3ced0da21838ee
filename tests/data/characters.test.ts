// The engine's generated characters, recruit lists and legion markers satisfy reference checks.md C1–C7 and K1, and
// agree with the rules' Character Chart (§3, §16 value = power × skill, §18 Masterchart, §5.2 starting creatures).
import { describe, expect, it } from 'vitest';
import { CREATURES } from '../../engine/titan/data/generated/creatures.js';
import { MARKER_COLOURS } from '../../engine/titan/data/generated/markers.js';
import { MUSTER_LISTS, STARTING_CREATURES } from '../../engine/titan/data/generated/mustering.js';
import { characterValue } from '../../engine/titan/values.js';
import { getVariant } from '../../engine/titan/variants/index.js';

const BY_NAME = new Map(CREATURES.map((c) => [c.name, c]));
const KEYWORDS = ['Anything', 'AnyNonLord'];

/** The rules' CHARACTER CHART (seed 001): power, skill, flies, value and muster terrains (Titan's power varies). */
const CHART: Record<string, { power: number; skill: number; flies: boolean; value: number; terrains: string[] }> = {
  Angel: { power: 6, skill: 4, flies: true, value: 24, terrains: [] },
  Archangel: { power: 9, skill: 4, flies: true, value: 36, terrains: [] },
  Guardian: { power: 12, skill: 2, flies: true, value: 24, terrains: ['Tower'] },
  Warlock: { power: 5, skill: 4, flies: false, value: 20, terrains: ['Tower'] },
  Behemoth: { power: 8, skill: 3, flies: false, value: 24, terrains: ['Jungle'] },
  Centaur: { power: 3, skill: 4, flies: false, value: 12, terrains: ['Plains', 'Tower', 'Woods'] },
  Colossus: { power: 10, skill: 4, flies: false, value: 40, terrains: ['Mountains', 'Tundra'] },
  Cyclops: { power: 9, skill: 2, flies: false, value: 18, terrains: ['Brush', 'Jungle'] },
  Dragon: { power: 9, skill: 3, flies: true, value: 27, terrains: ['Mountains'] },
  Gargoyle: { power: 4, skill: 3, flies: true, value: 12, terrains: ['Brush', 'Jungle', 'Tower'] },
  Giant: { power: 7, skill: 4, flies: false, value: 28, terrains: ['Tundra'] },
  Gorgon: { power: 6, skill: 3, flies: true, value: 18, terrains: ['Brush'] },
  Griffon: { power: 5, skill: 4, flies: true, value: 20, terrains: ['Desert'] },
  Hydra: { power: 10, skill: 3, flies: false, value: 30, terrains: ['Desert', 'Swamp'] },
  Lion: { power: 5, skill: 3, flies: false, value: 15, terrains: ['Desert', 'Mountains', 'Plains'] },
  Minotaur: { power: 4, skill: 4, flies: false, value: 16, terrains: ['Hills', 'Mountains'] },
  Ogre: { power: 6, skill: 2, flies: false, value: 12, terrains: ['Hills', 'Marsh', 'Tower'] },
  Ranger: { power: 4, skill: 4, flies: true, value: 16, terrains: ['Marsh', 'Plains'] },
  Serpent: { power: 18, skill: 2, flies: false, value: 36, terrains: ['Jungle'] },
  Troll: { power: 8, skill: 2, flies: false, value: 16, terrains: ['Marsh', 'Swamp', 'Tundra'] },
  Unicorn: { power: 6, skill: 4, flies: false, value: 24, terrains: ['Hills', 'Woods'] },
  Warbear: { power: 6, skill: 3, flies: false, value: 18, terrains: ['Tundra', 'Woods'] },
  Wyvern: { power: 7, skill: 3, flies: true, value: 21, terrains: ['Swamp'] },
};

const COUNTS: Record<string, number> = {
  Angel: 18, Archangel: 6, Behemoth: 18, Centaur: 25, Colossus: 10, Cyclops: 28, Dragon: 18, Gargoyle: 21, Giant: 18, Gorgon: 25,
  Griffon: 18, Guardian: 6, Hydra: 10, Lion: 28, Minotaur: 21, Ogre: 25, Ranger: 28, Serpent: 10, Titan: 6, Troll: 28, Unicorn: 12,
  Warbear: 21, Warlock: 6, Wyvern: 18,
};

const musterTerrains = (name: string): string[] =>
  Object.entries(MUSTER_LISTS).filter(([, list]) => list.some((e) => e.entry === name && e.number >= 0)).map(([t]) => t).sort();

describe('§3 characters (checks C1–C2, S1)', () => {
  it('C1 §3.1–3.3 24 character types: 1 Titan, 2 lords, 2 demi-lords, 19 creatures', () => {
    expect(CREATURES.length).toBe(24);
    const kinds: Record<string, string[]> = {};
    for (const c of CREATURES) (kinds[c.kind] ??= []).push(c.name);
    expect(kinds.titan).toEqual(['Titan']);
    expect(kinds.lord.sort()).toEqual(['Angel', 'Archangel']);
    expect(kinds.demilord.sort()).toEqual(['Guardian', 'Warlock']);
    expect(kinds.creature.length).toBe(19);
  });

  it('C2 counter counts per character, 424 in all', () => {
    expect(Object.fromEntries(CREATURES.map((c) => [c.name, c.count]))).toEqual(COUNTS);
    expect(CREATURES.reduce((s, c) => s + c.count, 0)).toBe(424);
  });

  it('S1 §3.4 the counters\' battle-factors (power, skill) and flying symbol agree with the Character Chart; the Titan skill 4, power variable', () => {
    for (const [name, row] of Object.entries(CHART)) {
      const c = BY_NAME.get(name);
      expect(c, name).toBeDefined();
      expect({ power: c?.power, skill: c?.skill, flies: c?.flies }, name).toEqual({ power: row.power, skill: row.skill, flies: row.flies });
    }
    expect(BY_NAME.get('Titan')?.skill).toBe(4);
  });

  it('§16 value = power × skill, as printed on the Character Chart', () => {
    const variant = getVariant('titan');
    for (const [name, row] of Object.entries(CHART)) expect(characterValue(variant, name, 0), name).toBe(row.value);
    expect(characterValue(variant, 'Titan', 0)).toBe(24);
  });

  it('§17 Angels are earned every 100 points, Archangels every 500', () => {
    expect(BY_NAME.get('Angel')?.acquirablePoints).toBe(100);
    expect(BY_NAME.get('Archangel')?.acquirablePoints).toBe(500);
  });
});

describe('§18 Masterchart (checks C3–C7)', () => {
  it('C3 every recruit-list entry is a character or a keyword', () => {
    for (const list of Object.values(MUSTER_LISTS)) {
      for (const e of list) expect(BY_NAME.has(e.entry) || KEYWORDS.includes(e.entry), e.entry).toBe(true);
    }
  });

  it('C4 the lists cover exactly the 11 terrains', () => {
    expect(Object.keys(MUSTER_LISTS).sort()).toEqual(['Brush', 'Desert', 'Hills', 'Jungle', 'Marsh', 'Mountains', 'Plains', 'Swamp', 'Tower', 'Tundra', 'Woods']);
  });

  it('C5 / S1 muster terrains agree with the Character Chart; demi-lords only in the Tower; lords and the Titan never', () => {
    for (const [name, row] of Object.entries(CHART)) expect(musterTerrains(name), name).toEqual(row.terrains);
    expect(musterTerrains('Titan')).toEqual([]);
  });

  it('C6 every regular chain is in non-decreasing value without repeats', () => {
    const variant = getVariant('titan');
    for (const [terrain, list] of Object.entries(MUSTER_LISTS)) {
      if (terrain === 'Tower') continue;
      const names = list.map((e) => e.entry);
      expect(new Set(names).size, terrain).toBe(names.length);
      expect(list[0].number, terrain).toBe(1);
      for (let i = 1; i < names.length; i++) {
        expect(characterValue(variant, names[i], 0), `${terrain} ${names[i]}`).toBeGreaterThanOrEqual(characterValue(variant, names[i - 1], 0));
      }
    }
  });

  it('§18.2 the chains and their numbers (reference §5)', () => {
    const chain = (t: string) => MUSTER_LISTS[t].map((e) => `${e.number} ${e.entry}`).join(', ');
    expect(chain('Brush')).toBe('1 Gargoyle, 2 Cyclops, 2 Gorgon');
    expect(chain('Desert')).toBe('1 Lion, 3 Griffon, 2 Hydra');
    expect(chain('Hills')).toBe('1 Ogre, 3 Minotaur, 2 Unicorn');
    expect(chain('Jungle')).toBe('1 Gargoyle, 2 Cyclops, 3 Behemoth, 2 Serpent');
    expect(chain('Marsh')).toBe('1 Ogre, 2 Troll, 2 Ranger');
    expect(chain('Mountains')).toBe('1 Lion, 2 Minotaur, 2 Dragon, 2 Colossus');
    expect(chain('Plains')).toBe('1 Centaur, 2 Lion, 2 Ranger');
    expect(chain('Swamp')).toBe('1 Troll, 3 Wyvern, 2 Hydra');
    expect(chain('Tundra')).toBe('1 Troll, 2 Warbear, 2 Giant, 2 Colossus');
    expect(chain('Woods')).toBe('1 Centaur, 3 Warbear, 2 Unicorn');
  });

  it('C7 §5.2 each player starts with 2 Centaurs, 2 Gargoyles, 2 Ogres (the Tower creatures)', () => {
    expect(STARTING_CREATURES).toEqual([
      { creature: 'Centaur', count: 2 },
      { creature: 'Gargoyle', count: 2 },
      { creature: 'Ogre', count: 2 },
    ]);
  });
});

describe('§4.2 legion markers (check K1)', () => {
  it('K1 §2.3 12 colours × 12 markers with ids <prefix>01–12 and 144 different names', () => {
    expect(MARKER_COLOURS.map((c) => `${c.color} ${c.prefix}`)).toEqual([
      'Black Bk', 'Brown Br', 'Blue Bu', 'Gold Gd', 'Green Gr', 'Red Rd', 'Orange Or', 'Purple Pu', 'Silver Si', 'Sky Sk', 'Pine Pi', 'Indigo In',
    ]);
    for (const c of MARKER_COLOURS) {
      expect(c.markers.map((m) => m.id)).toEqual(Array.from({ length: 12 }, (_, i) => `${c.prefix}${String(i + 1).padStart(2, '0')}`));
    }
    const names = MARKER_COLOURS.flatMap((c) => c.markers.map((m) => m.name));
    expect(names.length).toBe(144);
    expect(new Set(names).size).toBe(144);
  });

  it('§4.2 the classic game hands out six sets of 12 markers', () => {
    const variant = getVariant('titan');
    expect(variant.markersPerPlayer).toBe(12);
    expect(variant.markerColours.length).toBe(6);
  });
});
