// The Gods of Titan screen in German speaks the German original's words: its charts print every character under the
// English name (so the screen keeps them), and its glossary names the rest (Armee, Deckmärkchen, Kampfpunkte,
// Siegpunkte, Element, Gott, Rekrutieren; the special lands and Darklord as printed; Gestrüpp, Treibsand, Dunkelheit).
import { describe, expect, it } from 'vitest';
import { GODS_CHARACTER_NAMES } from '../../engine/gods/data/characters.js';
import { deNames } from '../../renderer/i18n/de-names.js';
import { enNames } from '../../renderer/i18n/en-names.js';
import { godsDe, HAZARD_DE, TERRAIN_DE } from '../../renderer/gods/words.js';

const german = [...Object.values(godsDe), ...Object.values(TERRAIN_DE), ...Object.values(HAZARD_DE)].join('\n');

describe('German words of the Gods of Titan screen (the German original)', () => {
  it('rules 16.6 and 22.3: all 66 characters keep the names the German charts print; none is translated as TITAN’s German screen does', () => {
    expect(GODS_CHARACTER_NAMES).toHaveLength(66);
    let translated = 0;
    for (const key of Object.keys(enNames).filter((k) => k.startsWith('creature.'))) {
      const english = enNames[key as keyof typeof enNames];
      const titanGerman = deNames[key as keyof typeof deNames];
      if (titanGerman === english) continue;
      translated++;
      // TITAN's German screen says "Engel", "Zyklop", "Greif"; the Gods rulebook says "Angel", "Cyclops", "Griffon"
      expect(german, titanGerman).not.toMatch(new RegExp(`\\b${titanGerman}\\b`));
    }
    expect(translated).toBeGreaterThan(10);
  });

  it('rules 3.2–3.7, 4.0, 26.0: the classes, legions, markers, points and mustering carry the glossary’s names', () => {
    expect(godsDe['gods.aid.legion']).toBe('Armee {n}');
    expect(godsDe['gods.markers']).toBe('Deckmärkchen');
    expect(godsDe['gods.score']).toBe('Kampfpunkte');
    expect(godsDe['gods.ep']).toBe('SP');
    expect(godsDe['gods.phase.mustering']).toBe('Rekrutierung');
    expect(godsDe['ev.elemental']).toContain('das Element {elemental}');
    expect(godsDe['ev.lordAcquired']).toContain('den Gott {creature}');
    for (const word of ['Legion', 'Elementar', 'Fürst', 'Dunkelfürst', 'Dunkeltitan', 'Dunkelturm', 'Vorrat', 'Begegnung', 'muster', 'Muster']) {
      expect(german, word).not.toContain(word);
    }
  });

  it('rules 2.2, 16.5, 23: the special lands, the Darklord and the Dark-Titan keep their printed names; the hazards are the chart’s', () => {
    for (const land of ['Tower', 'Darktower', 'Skycastle', 'Darkland', 'Wasteland', 'Coast', 'Sea', 'Ruin', 'Fort']) expect(TERRAIN_DE[land], land).toBe(land);
    expect(godsDe['gods.role.darklord']).toBe('Darklord');
    expect(godsDe['gods.city']).toBe('City');
    expect(godsDe['gods.dungeon']).toBe('Dungeon');
    expect(godsDe['ev.darkTitanAppears']).toContain('Dark-Titan');
    expect({ Bramble: HAZARD_DE.Bramble, Drift: HAZARD_DE.Drift, Darkness: HAZARD_DE.Darkness }).toEqual({ Bramble: 'Gestrüpp', Drift: 'Treibsand', Darkness: 'Dunkelheit' });
    // Brush is not Bramble: the land keeps TITAN's German name
    expect(TERRAIN_DE.Brush).toBe('Buschland');
  });
});
