// §3 Character Chart and §18 mustering, as a creature's card shows them: values, flight, rangestrikes, natives, and
// per terrain what musters it and what it musters.
import { describe, expect, it } from 'vitest';
import { creatureCard } from '../../engine/titan/preview/index.js';
import { getVariant } from '../../engine/titan/variants/index.js';

describe('creature cards (§3, §18)', () => {
  it('a Troll is 8-2, native to Bog and Drift, mustered by two Ogres in the Marsh where two Trolls muster a Ranger, first in Swamp (three muster a Wyvern) and Tundra', () => {
    const card = creatureCard('titan', 'Troll');
    expect(card).toMatchObject({ creature: 'Troll', power: 8, skill: 2, flies: false, rangestrikes: false });
    expect([...(card?.natives ?? [])].sort()).toEqual(['Bog', 'Drift']);
    expect(card?.musters).toEqual(expect.arrayContaining([
      { terrain: 'Marsh', from: { entry: 'Ogre', number: 2 }, into: { entry: 'Ranger', number: 2 } },
      { terrain: 'Swamp', from: null, into: { entry: 'Wyvern', number: 3 } },
      { terrain: 'Tundra', from: null, into: { entry: 'Warbear', number: 2 } },
    ]));
  });

  it('in the Tower any legion musters a Centaur, which musters nothing further there', () => {
    expect(creatureCard('titan', 'Centaur')?.musters).toContainEqual({ terrain: 'Tower', from: { entry: 'Anything', number: 0 }, into: null });
  });

  it('a Ranger flies and rangestrikes', () => {
    expect(creatureCard('titan', 'Ranger')).toMatchObject({ flies: true, rangestrikes: true });
  });

  it('every creature of the chart has a card, and an unknown name none', () => {
    const names = Object.keys(getVariant('titan').creatures);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(creatureCard('titan', name)?.creature).toBe(name);
    expect(creatureCard('titan', 'Unicorn of Doom')).toBeNull();
  });
});
