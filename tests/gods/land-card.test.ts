// The Gods of Titan land card shows a land's rows of the Mustering Table as the engine holds them (engine/titan/preview/
// gods-land.ts): every chain of its terrain, weakest first, with the numbers that qualify for the next creature.
import { describe, expect, it } from 'vitest';
import { GODS_MASTERBOARD } from '../../engine/gods/data/masterboard.js';
import { LAND_CHAINS, MUSTER_TABLE } from '../../engine/gods/rules/muster-tables.js';
import { godsLandMusters } from '../../engine/gods/preview/land-card.js';

describe('the Gods of Titan land card', () => {
  it('rules 22.3: a Plains land shows the Centaur chain (2 → Lion, 2 → Warbear) and the Darklord’s chain of the terrain', () => {
    const [land, dark] = godsLandMusters('Plains');
    expect(land).toEqual([
      { creature: 'Centaur', toNext: 2, afterAppearance: false },
      { creature: 'Lion', toNext: 2, afterAppearance: false },
      { creature: 'Warbear', toNext: null, afterAppearance: false },
    ]);
    expect(dark?.[0]?.creature).toBe('Headcracker');
  });

  it('rules 22.3: every land terrain of the board shows each of its chains in full, and only those', () => {
    let checked = 0;
    for (const terrain of new Set(GODS_MASTERBOARD.map((l) => l.terrain))) {
      const chains = MUSTER_TABLE[terrain]?.chains ?? [];
      expect(godsLandMusters(terrain).map((c) => c.map((s) => s.creature)), terrain).toEqual(chains.map((c) => c.steps.map((s) => s.creature)));
      if (terrain in LAND_CHAINS) checked++;
    }
    expect(checked).toBe(12);
  });

  it('rules 22.4: Tower lands and the Skycastle show no mustering', () => {
    for (const terrain of ['Tower', 'Skycastle', 'Darktower', 'Fort', 'Ruin']) expect(godsLandMusters(terrain), terrain).toEqual([]);
  });

  it('rules 23.9: a creature that waits for the Dark-Titan is marked so', () => {
    const waiting = Object.keys(MUSTER_TABLE).flatMap((t) => godsLandMusters(t).flat().filter((s) => s.afterAppearance));
    expect(waiting.length).toBeGreaterThan(0);
  });
});
