// §21 "Titan Variant": the variant's tables drop Centaurs, Gargoyles and Ogres everywhere, make Cyclops, Lion and
// Troll the Tower creatures, and give each player eight markers; everything else is the classic game's.
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../engine/titan/variants/index.js';

const classic = getVariant('titan');
const variant = getVariant('titan-variant');
const REMOVED = ['Centaur', 'Gargoyle', 'Ogre'];

describe('§21 Titan Variant tables', () => {
  it('§21 no Centaurs, Gargoyles or Ogres in the characters or any recruit list', () => {
    for (const name of REMOVED) expect(variant.creatures[name]).toBeUndefined();
    expect(Object.keys(variant.creatures).length).toBe(21);
    for (const [terrain, list] of Object.entries(variant.musterLists)) {
      for (const e of list) expect(REMOVED, `${terrain} ${e.entry}`).not.toContain(e.entry);
    }
  });

  it('§21 each player starts with two Cyclopes, two Lions and two Trolls', () => {
    expect(variant.startingCreatures).toEqual([
      { creature: 'Cyclops', count: 2 },
      { creature: 'Lion', count: 2 },
      { creature: 'Troll', count: 2 },
    ]);
  });

  it('§21 Cyclops, Lion and Troll are the Tower creatures; Guardian and Warlock stay', () => {
    const tower = variant.musterLists.Tower.map((e) => `${e.entry} ${e.number}`);
    expect(tower).toEqual(['Anything 0', 'Cyclops 0', 'Anything 0', 'Lion 0', 'Anything 0', 'Troll 0', 'AnyNonLord 0', 'Guardian 3', 'Titan -1', 'Warlock 1']);
  });

  it('§21 chains that began with a removed creature start at the next one (number 1)', () => {
    const chain = (t: string) => variant.musterLists[t].map((e) => `${e.number} ${e.entry}`).join(', ');
    expect(chain('Brush')).toBe('1 Cyclops, 2 Gorgon');
    expect(chain('Jungle')).toBe('1 Cyclops, 3 Behemoth, 2 Serpent');
    expect(chain('Hills')).toBe('1 Minotaur, 2 Unicorn');
    expect(chain('Marsh')).toBe('1 Troll, 2 Ranger');
    expect(chain('Plains')).toBe('1 Lion, 2 Ranger');
    expect(chain('Woods')).toBe('1 Warbear, 2 Unicorn');
    for (const t of ['Desert', 'Mountains', 'Swamp', 'Tundra']) expect(variant.musterLists[t]).toEqual(classic.musterLists[t]);
  });

  it('§21 players use eight markers per colour', () => {
    expect(variant.markersPerPlayer).toBe(8);
    for (const c of variant.markerColours) expect(c.markers.length).toBe(8);
  });

  it('§21 the board, battlelands and rule parameters are the classic ones', () => {
    expect(variant.lands).toBe(classic.lands);
    expect(variant.battlelands).toBe(classic.battlelands);
    expect(variant.rules).toEqual(classic.rules);
  });
});
