// §18 mustering qualification: the rulebook's examples (§18.3–18.5), the caretaker's empty stacks, the §21 variant,
// and properties of the recruiter sets over random legions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recruitOptions, type RecruitOption } from '../../engine/titan/master/rules.js';
import { getVariant } from '../../engine/titan/variants/index.js';

const classic = getVariant('titan');
const FULL: Record<string, number> = Object.fromEntries(Object.values(classic.creatures).map((c) => [c.name, c.count]));
const options = (terrain: string, creatures: string[], caretaker = FULL, v = classic): Record<string, readonly (readonly string[])[]> =>
  Object.fromEntries(recruitOptions(v, terrain, creatures, caretaker).map((o) => [o.creature, o.recruiterSets]));

describe('§18.3 regular terrains', () => {
  it('§18.3 2 Centaurs + 2 Lions in the Mountains: a Minotaur (show 2 Lions) or another Lion', () => {
    expect(options('Mountains', ['Centaur', 'Centaur', 'Lion', 'Lion'])).toEqual({ Lion: [['Lion']], Minotaur: [['Lion', 'Lion']] });
  });

  it('§18.3 the same legion in the Desert: no Griffon (3 Lions needed), but a Lion', () => {
    expect(options('Desert', ['Centaur', 'Centaur', 'Lion', 'Lion'])).toEqual({ Lion: [['Lion']] });
    expect(options('Desert', ['Lion', 'Lion', 'Lion'])).toEqual({ Lion: [['Lion']], Griffon: [['Lion', 'Lion', 'Lion']] });
  });

  it('§18.3 one Troll in a Marsh: a like Troll or a lesser Ogre', () => {
    expect(options('Marsh', ['Troll'])).toEqual({ Ogre: [['Troll']], Troll: [['Troll']] });
  });

  it('§18.3 an Ogre musters an Ogre in a Marsh; two Ogres muster a Troll', () => {
    expect(options('Marsh', ['Ogre'])).toEqual({ Ogre: [['Ogre']] });
    expect(options('Marsh', ['Ogre', 'Ogre'])).toEqual({ Ogre: [['Ogre']], Troll: [['Ogre', 'Ogre']] });
  });

  it('§18.3 steps cannot be skipped: Lions are not enough for a Dragon; 2 Minotaurs, a Dragon or a Colossus are', () => {
    expect(options('Mountains', ['Lion', 'Lion', 'Lion', 'Lion']).Dragon).toBeUndefined();
    expect(options('Mountains', ['Minotaur', 'Minotaur']).Dragon).toEqual([['Minotaur', 'Minotaur']]);
    expect(options('Mountains', ['Dragon']).Dragon).toEqual([['Dragon']]);
    expect(options('Mountains', ['Colossus']).Dragon).toEqual([['Colossus']]);
  });

  it('§18.3 a Colossus in the Mountains qualifies for Colossus, Dragon, Minotaur and Lion', () => {
    expect(options('Mountains', ['Colossus'])).toEqual({ Lion: [['Colossus']], Minotaur: [['Colossus']], Dragon: [['Colossus']], Colossus: [['Colossus']] });
  });

  it('§18.4 2 Ogres and a Troll may show either the Troll or both Ogres for a Troll', () => {
    expect(options('Marsh', ['Ogre', 'Ogre', 'Troll']).Troll).toEqual([['Troll'], ['Ogre', 'Ogre']]);
  });

  it('§18.3 no creature that is not listed beneath the terrain; lords qualify for nothing', () => {
    expect(recruitOptions(classic, 'Plains', ['Behemoth', 'Behemoth', 'Serpent'], FULL)).toEqual([]);
    expect(recruitOptions(classic, 'Swamp', ['Titan', 'Angel', 'Archangel'], FULL)).toEqual([]);
    expect(recruitOptions(classic, 'Lake', ['Troll'], FULL)).toEqual([]);
  });

  it('§18.3 an empty caretaker stack cannot be mustered from; other legal choices remain', () => {
    expect(options('Mountains', ['Lion', 'Lion'], { ...FULL, Minotaur: 0 })).toEqual({ Lion: [['Lion']] });
    const { Lion: _lion, ...withoutLions } = FULL;
    expect(options('Mountains', ['Lion', 'Lion'], withoutLions)).toEqual({ Minotaur: [['Lion', 'Lion']] });
  });
});

describe('§18.5 Tower mustering', () => {
  it('§18.5 any legion may muster a Centaur, Gargoyle or Ogre revealing nothing', () => {
    expect(options('Tower', ['Serpent', 'Angel'])).toEqual({ Centaur: [[]], Gargoyle: [[]], Ogre: [[]] });
    expect(options('Tower', ['Ogre', 'Ogre']).Ogre).toEqual([[]]);
  });

  it('§18.5 a Warlock needs the Titan or a Warlock', () => {
    expect(options('Tower', ['Titan', 'Ogre']).Warlock).toEqual([['Titan']]);
    expect(options('Tower', ['Warlock', 'Ogre']).Warlock).toEqual([['Warlock']]);
    expect(options('Tower', ['Titan', 'Warlock']).Warlock).toEqual([['Warlock'], ['Titan']]);
    expect(options('Tower', ['Angel', 'Ogre']).Warlock).toBeUndefined();
  });

  it('§18.5 a Guardian needs three identical creatures or a Guardian', () => {
    expect(options('Tower', ['Troll', 'Troll', 'Troll']).Guardian).toEqual([['Troll', 'Troll', 'Troll']]);
    expect(options('Tower', ['Guardian', 'Ogre']).Guardian).toEqual([['Guardian']]);
    expect(options('Tower', ['Troll', 'Troll', 'Ogre', 'Ogre']).Guardian).toBeUndefined();
    expect(options('Tower', ['Ogre', 'Ogre', 'Ogre', 'Lion', 'Lion', 'Lion']).Guardian).toEqual([
      ['Ogre', 'Ogre', 'Ogre'],
      ['Lion', 'Lion', 'Lion'],
    ]);
  });

  it('§18.5 three lords or demi-lords are not "three identical creatures"', () => {
    expect(options('Tower', ['Angel', 'Angel', 'Angel']).Guardian).toBeUndefined();
    expect(options('Tower', ['Warlock', 'Warlock', 'Warlock']).Guardian).toBeUndefined();
  });

  it('§18.3 empty Tower stacks: no Guardian when none is left', () => {
    expect(options('Tower', ['Troll', 'Troll', 'Troll'], { ...FULL, Guardian: 0, Ogre: 0 })).toEqual({ Centaur: [[]], Gargoyle: [[]] });
  });
});

describe('§21 Titan Variant mustering', () => {
  const v = getVariant('titan-variant');
  const VFULL: Record<string, number> = Object.fromEntries(Object.values(v.creatures).map((c) => [c.name, c.count]));

  it('§21 Cyclops, Lion and Troll are the Tower creatures; no Centaur, Gargoyle or Ogre', () => {
    expect(options('Tower', ['Titan', 'Giant'], VFULL, v)).toEqual({ Cyclops: [[]], Lion: [[]], Troll: [[]], Warlock: [['Titan']] });
  });

  it('§21 a chain that lost its first creature starts at the next (Woods: a Warbear musters a Warbear)', () => {
    expect(options('Woods', ['Warbear'], VFULL, v)).toEqual({ Warbear: [['Warbear']] });
    expect(options('Woods', ['Warbear', 'Warbear'], VFULL, v)).toEqual({ Warbear: [['Warbear']], Unicorn: [['Warbear', 'Warbear']] });
    expect(options('Plains', ['Lion', 'Lion'], VFULL, v)).toEqual({ Lion: [['Lion']], Ranger: [['Lion', 'Lion']] });
  });
});

describe('§18.4 recruiter sets (properties)', () => {
  const names = Object.values(classic.creatures).map((c) => c.name);
  const terrains = Object.keys(classic.musterLists);
  const counts = (xs: readonly string[]) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());
  const within = (small: readonly string[], big: readonly string[]) => {
    const b = counts(big);
    return [...counts(small)].every(([c, n]) => (b.get(c) ?? 0) >= n);
  };

  it('§18.4 every set is drawn from the legion, sets are minimal, and every option is on the terrain\'s list', () => {
    let options = 0;
    fc.assert(
      fc.property(fc.constantFrom(...terrains), fc.array(fc.constantFrom(...names), { minLength: 1, maxLength: 7 }), (terrain, legion) => {
        const opts: readonly RecruitOption[] = recruitOptions(classic, terrain, legion, FULL);
        const listed = classic.musterLists[terrain].map((e) => e.entry);
        for (const o of opts) {
          options++;
          expect(listed).toContain(o.creature);
          expect(o.recruiterSets.length).toBeGreaterThan(0);
          o.recruiterSets.forEach((s, i) => {
            expect(within(s, legion)).toBe(true);
            o.recruiterSets.forEach((t, j) => {
              if (i !== j) expect(within(t, s)).toBe(false);
            });
          });
        }
      }),
      { numRuns: 500, seed: 18 },
    );
    expect(options).toBeGreaterThan(200);
  });

  it('§18.3 in a regular terrain a legion qualifies for a chain creature exactly when it holds it, a better one, or N of the one before', () => {
    fc.assert(
      fc.property(fc.constantFrom(...terrains.filter((t) => t !== 'Tower')), fc.array(fc.constantFrom(...names), { maxLength: 7 }), (terrain, legion) => {
        const list = classic.musterLists[terrain];
        const got = new Set(recruitOptions(classic, terrain, legion, FULL).map((o) => o.creature));
        const have = counts(legion);
        list.forEach((e, k) => {
          const likeOrBetter = list.slice(k).some((x) => (have.get(x.entry) ?? 0) > 0);
          const enoughLesser = k > 0 && (have.get(list[k - 1].entry) ?? 0) >= e.number;
          expect(got.has(e.entry), `${terrain} ${e.entry} from ${legion.join(',')}`).toBe(likeOrBetter || enoughLesser);
        });
      }),
      { numRuns: 500, seed: 3 },
    );
  });
});
