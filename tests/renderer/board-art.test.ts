// Boards a player reads at a glance: every battle hazard and every masterboard terrain of every variant has a
// picture, and each picture stays inside its box (a hex's or a land's middle), so none spills over a neighbour.
import { describe, expect, it } from 'vitest';
import { getVariant, VARIANT_IDS } from '../../engine/titan/variants/index.js';
import { HAZARD_ART, TERRAIN_ART, type Art } from '../../renderer/board/art.js';

/** Every coordinate a picture draws to, radius included. */
function extent(art: Art): number {
  return Math.max(
    ...art.flatMap((s) => (s.kind === 'line' ? s.points.map(Math.abs) : s.kind === 'circle' ? [Math.abs(s.x) + s.r, Math.abs(s.y) + s.r] : [Math.abs(s.x) + s.rx, Math.abs(s.y) + s.ry])),
  );
}

describe('board pictures', () => {
  const variants = VARIANT_IDS.map((id) => getVariant(id));

  it('draws every hazard of every battleland as a picture (Plains is bare ground)', () => {
    let checked = 0;
    for (const v of variants) {
      for (const land of Object.values(v.battlelands)) {
        for (const hex of Object.values(land.hexes)) {
          if (hex.hazard === 'Plains') continue;
          expect(HAZARD_ART[hex.hazard]?.length, `${v.id} ${hex.hazard}`).toBeGreaterThan(0);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('marks every masterboard terrain with its symbol', () => {
    let checked = 0;
    for (const v of variants) {
      for (const id of v.landIds) {
        expect(TERRAIN_ART[v.lands[id].terrain]?.length, `${v.id} ${v.lands[id].terrain}`).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(96);
  });

  it('keeps each picture inside its box', () => {
    for (const art of [...Object.values(HAZARD_ART), ...Object.values(TERRAIN_ART)]) expect(extent(art)).toBeLessThanOrEqual(1);
  });
});
