// The legion card and the hold-L overlay show the engine's split prediction as it comes (issue 23): the certain
// characters then one "?" per unknown one, the lists in words in English and German — nothing concluded on the page.
import { describe, expect, it } from 'vitest';
import type { LegionView } from '../../engine/titan/view.js';
import { de } from '../../renderer/i18n/de.js';
import { en } from '../../renderer/i18n/en.js';
import { fill } from '../../renderer/i18n/fill.js';
import { countedList, knownCharacters } from '../../renderer/lib/prediction.js';

const legion: LegionView = {
  marker: 'Rd01', owner: 'Red', land: 1, height: 5, creatures: ['Ogre', null, null, null, null], moved: false, teleported: false, recruited: false, entrySide: null, entryChoices: [],
};
const prediction = { certain: [{ creature: 'Ogre', count: 2 }, { creature: 'Troll', count: 1 }], unknown: 2, maybe: [{ creature: 'Angel', count: 1 }, { creature: 'Centaur', count: 2 }] };

describe('split prediction on the page', () => {
  it('a legion shows its certain characters and a "?" per unknown one; without a prediction, what the view shows', () => {
    expect(knownCharacters(legion, prediction)).toEqual(['Ogre', 'Ogre', 'Troll', null, null]);
    expect(knownCharacters(legion, null)).toEqual(['Ogre', null, null, null, null]);
  });

  it('says the lists with counts in English and German', () => {
    for (const [words, certain, maybe] of [
      [en, 'Certain: 2 Ogre, 1 Troll', '2 unknown, may be: up to 1 Angel, up to 2 Centaur'],
      [de, 'Sicher: 2 Ogre, 1 Troll', '2 unbekannt, möglich: bis zu 1 Angel, bis zu 2 Centaur'],
    ] as const) {
      const list = countedList(prediction.certain, (c) => fill(words['prediction.count'], { count: c.count, name: c.creature }));
      const most = countedList(prediction.maybe, (c) => fill(words['prediction.most'], { count: c.count, name: c.creature }));
      expect(fill(words['prediction.certain'], { list })).toBe(certain);
      expect(fill(words['prediction.maybe'], { n: prediction.unknown, list: most })).toBe(maybe);
    }
  });
});
