// The Gods of Titan screen's drawing data and words: every land terrain of the board has its own colour and picture
// (no grey fallback), every terrain a German name, both languages the same keys and placeholders, and the notice that
// the board, the battlelands and the Sea and Dark mustering tables are our reconstruction in both.
import { describe, expect, it } from 'vitest';
import { GODS_MASTERBOARD } from '../../engine/gods/data/masterboard.js';
import { GODS_HEX_HAZARDS, GODS_HEXSIDE_HAZARDS } from '../../engine/gods/data/hazard-names.js';
import { HAZARD_ART, TERRAIN_ART } from '../../renderer/board/art.js';
import { HAZARD_COLORS, HEXSIDE_COLORS, TERRAIN_COLORS } from '../../renderer/board/colors.js';
import { godsDe, godsEn, HAZARD_DE, HAZARD_EN, TERRAIN_DE } from '../../renderer/gods/words.js';

const placeholders = (s: string): string[] => [...new Set([...s.matchAll(/\{(?:an:)?(\w+)(?::[^}]*)?\}/g)].map((m) => m[1]))].sort();
const terrains = [...new Set(GODS_MASTERBOARD.map((l) => l.terrain))].sort();

describe('the Gods of Titan screen', () => {
  it('colours, pictures and names in German every terrain of the masterboard', () => {
    expect(terrains).toHaveLength(21);
    for (const t of terrains) {
      expect(TERRAIN_COLORS[t], t).toMatch(/^#[0-9a-f]{6}$/);
      expect(TERRAIN_ART[t]?.length, t).toBeGreaterThan(0);
      expect(TERRAIN_DE[t], t).toBeTruthy();
    }
    expect(new Set(terrains.map((t) => TERRAIN_COLORS[t])).size).toBe(terrains.length);
  });

  it('draws and names in both languages every hazard of the Gods Hazard Chart (Plain is the open ground of a battleland)', () => {
    for (const h of GODS_HEX_HAZARDS.filter((x) => x !== 'Plain')) {
      expect(HAZARD_COLORS[h], h).toMatch(/^#[0-9a-f]{6}$/);
      expect(HAZARD_ART[h]?.length, h).toBeGreaterThan(0);
    }
    for (const h of GODS_HEXSIDE_HAZARDS) expect(HEXSIDE_COLORS[h], h).toBeTruthy();
    for (const h of [...GODS_HEX_HAZARDS, ...GODS_HEXSIDE_HAZARDS]) {
      expect(HAZARD_EN[h], h).toBeTruthy();
      expect(HAZARD_DE[h], h).toBeTruthy();
    }
  });

  it('has every key in English and German with the same placeholders', () => {
    expect(Object.keys(godsDe).sort()).toEqual(Object.keys(godsEn).sort());
    for (const [key, text] of Object.entries(godsEn)) {
      const german = godsDe[key as keyof typeof godsEn];
      if (text !== '') expect(german, key).not.toBe('');
      expect(placeholders(german), key).toEqual(placeholders(text));
    }
  });

  it('says in both languages that the board, the battlelands and the Sea and Dark mustering tables are reconstructed', () => {
    expect(godsEn['gods.reconstruction']).toMatch(/masterboard.*battlelands.*Sea and Dark mustering tables.*reconstruction/);
    expect(godsDe['gods.reconstruction']).toMatch(/Spielplan.*Schlachtfelder.*Sea und Darkland.*Rekonstruktion/);
  });
});
