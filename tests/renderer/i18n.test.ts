// i18n completeness: every message key exists in English and German, no German text is empty where English is not,
// placeholders match, and every creature, terrain and hazard of the data has a name in both languages.
import { describe, expect, it } from 'vitest';
import { en } from '../../renderer/i18n/en.js';
import { de } from '../../renderer/i18n/de.js';
import { fill } from '../../renderer/i18n/fill.js';
import { getVariant, VARIANT_IDS } from '../../engine/titan/variants/index.js';

const placeholders = (s: string): string[] => [...new Set([...s.matchAll(/\{(?:an:)?(\w+)(?::[^}]*)?\}/g)].map((m) => m[1]))].sort();

describe('i18n', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('translates every non-empty English text with the same placeholders', () => {
    for (const [key, text] of Object.entries(en)) {
      const german = de[key as keyof typeof en];
      if (text !== '') expect(german, key).not.toBe('');
      expect(placeholders(german), key).toEqual(placeholders(text));
    }
  });

  it('names every creature, terrain, hazard and marker colour of the data', () => {
    for (const id of VARIANT_IDS) {
      const v = getVariant(id);
      const keys = [
        ...Object.keys(v.creatures).map((c) => `creature.${c}`),
        ...Object.keys(v.battlelands).map((t) => `terrain.${t}`),
        ...Object.values(v.battlelands).flatMap((b) => Object.values(b.hexes).flatMap((h) => [`hazard.${h.hazard}`, ...h.hexsides.filter((s) => s !== null).map((s) => `hazard.${s}`)])),
        ...v.markerColours.map((c) => `colour.${c.color}`),
      ];
      for (const key of keys) {
        expect(key in en, key).toBe(true);
        expect(key in de, key).toBe(true);
      }
    }
  });

  it('counts in words that agree with the number and names creatures with their English article', () => {
    expect([fill(en['battle.hits'], { n: 1 }), fill(en['battle.hits'], { n: 2 }), fill(en['battle.hits'], { n: 0 })]).toEqual(['1 hit', '2 hits', '0 hits']);
    expect(fill(en['event.strike'], { piece: 'Ogre', target: 'Troll', dice: '6', sn: 4, hits: 1 })).toContain('— 1 hit');
    expect(fill(en['event.recruit'], { marker: 'Rd01', creature: 'Ogre', recruiters: 'Ogre, Ogre' })).toBe('Rd01 musters an Ogre (shows Ogre, Ogre)');
    expect(fill(en['event.recruit'], { marker: 'Rd01', creature: 'Troll', recruiters: 'Ogre, Ogre' })).toBe('Rd01 musters a Troll (shows Ogre, Ogre)');
    expect([fill(de['players.legions'], { n: 1 }), fill(de['players.legions'], { n: 3 })]).toEqual(['1 Armee', '3 Armeen']);
  });

  it('says Rückgängig for Undo in German', () => {
    expect(de['action.undo']).toBe('Rückgängig');
  });
});
