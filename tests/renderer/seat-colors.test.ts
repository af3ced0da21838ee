// Colour-blind safe seats (issue 24): every two seat colours that can share a board stay MIN_SEAT_DELTA_E apart
// under normal vision, protanopia, deuteranopia and tritanopia, and every seat has its own shape besides.
import { describe, expect, it } from 'vitest';
import { GODS_SEATS } from '../../engine/gods/data/seats.js';
import { getVariant, VARIANT_IDS } from '../../engine/titan/variants/registry.js';
import { seatColor as arenaSeatColor } from '../../renderer/arena/colors.js';
import { deltaE2000, labOf, MIN_SEAT_DELTA_E, seenDistance, VISIONS } from '../../renderer/board/color-vision.js';
import { NEUTRAL_SEAT, PLAYER_COLORS, PLAYER_GLYPHS, playerColor } from '../../renderer/board/colors.js';
import { seatColor, seatLook } from '../../renderer/gods/seat-look.js';

// Sharma, Wu & Dalal (2005), Table 1: L1, a1, b1, L2, a2, b2, ΔE00 (pairs 1, 4, 7, 13–17, 19–28, 33–34 of the 34)
const SHARMA: readonly (readonly number[])[] = [
  [50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425],
  [50, -1.3802, -84.2814, 50, 0, -82.7485, 1.0],
  [50, 0, 0, 50, -1, 2, 2.3669],
  [50, 2.49, -0.001, 50, -2.49, 0.0009, 7.1792],
  [50, 2.49, -0.001, 50, -2.49, 0.001, 7.1792],
  [50, 2.49, -0.001, 50, -2.49, 0.0011, 7.2195],
  [50, 2.49, -0.001, 50, -2.49, 0.0012, 7.2195],
  [50, -0.001, 2.49, 50, 0.0009, -2.49, 4.8045],
  [50, 2.5, 0, 50, 0, -2.5, 4.3065],
  [50, 2.5, 0, 73, 25, -18, 27.1492],
  [50, 2.5, 0, 61, -5, 29, 22.8977],
  [50, 2.5, 0, 56, -27, -3, 31.903],
  [50, 2.5, 0, 58, 24, 15, 19.4535],
  [50, 2.5, 0, 50, 3.1736, 0.5854, 1.0],
  [50, 2.5, 0, 50, 3.2972, 0, 1.0],
  [50, 2.5, 0, 50, 1.8634, 0.5757, 1.0],
  [50, 2.5, 0, 50, 3.2592, 0.335, 1.0],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [36.4612, 47.858, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
];

describe('colour vision maths', () => {
  it('CIEDE2000 gives the published differences of Sharma et al. (2005), either way round', () => {
    for (const [L1, a1, b1, L2, a2, b2, want] of SHARMA) {
      const x = { L: L1, a: a1, b: b1 };
      const y = { L: L2, a: a2, b: b2 };
      expect(deltaE2000(x, y), `${L1} ${a1} ${b1} / ${L2} ${a2} ${b2}`).toBeCloseTo(want, 4);
      expect(deltaE2000(y, x)).toBeCloseTo(want, 4);
    }
  });

  it('sRGB to CIELAB (D65) gives the reference values of white, black and the primaries', () => {
    const near = (hex: string, L: number, a: number, b: number): void => {
      const lab = labOf(hex);
      expect(lab.L, hex).toBeCloseTo(L, 2);
      expect(lab.a, hex).toBeCloseTo(a, 2);
      expect(lab.b, hex).toBeCloseTo(b, 2);
    };
    near('#ffffff', 100, 0, 0);
    near('#000000', 0, 0, 0);
    near('#ff0000', 53.24, 80.09, 67.2);
    near('#00ff00', 87.73, -86.18, 83.18);
    near('#0000ff', 32.3, 79.19, -107.86);
  });

  it('the dichromacy simulations keep greys, and make the confusion pairs of each one hard to tell apart', () => {
    for (const vision of VISIONS) for (const grey of ['#ffffff', '#808080', '#202020']) expect(seenDistance(grey, grey, vision)).toBe(0);
    for (const vision of VISIONS) expect(deltaE2000(labOf('#808080', vision), labOf('#808080'))).toBeLessThan(0.01);
    // red and green: far apart in normal vision, near to protanopes and deuteranopes, apart to tritanopes
    expect(seenDistance('#c62828', '#2e8b3a', 'normal')).toBeGreaterThan(50);
    expect(seenDistance('#c62828', '#2e8b3a', 'deuteranopia')).toBeLessThan(8);
    expect(seenDistance('#c62828', '#2e8b3a', 'tritanopia')).toBeGreaterThan(30);
    // blue and green are the tritan confusion: near to tritanopes only
    expect(seenDistance('#3f7fbf', '#3fa07f', 'tritanopia')).toBeLessThan(seenDistance('#3f7fbf', '#3fa07f', 'deuteranopia'));
  });
});

/** Each set of seat colours whose seats can share one table, named for the report. */
function tables(): { name: string; seats: Record<string, string> }[] {
  const titan = VARIANT_IDS.map((id) => ({ name: `TITAN ${id}`, seats: Object.fromEntries(getVariant(id).markerColours.map((c) => [c.color, playerColor(c.color)])) }));
  const gods = { name: 'Gods of Titan', seats: Object.fromEntries([...GODS_SEATS, 'neutral'].map((s) => [s, seatColor(s)])) };
  // the Arena seats two to five players (engine/arena/schema.ts), each with its chip colour by place
  const arena = { name: 'Arena', seats: Object.fromEntries([0, 1, 2, 3, 4].map((i) => [`seat ${i + 1}`, arenaSeatColor(i)])) };
  return [...titan, gods, arena];
}

/** Every pair of a table's seats too close under some vision, in words. */
function tooClose(name: string, seats: Record<string, string>): string[] {
  const ids = Object.keys(seats);
  const found: string[] = [];
  for (const vision of VISIONS) {
    ids.forEach((a, i) => {
      for (const b of ids.slice(i + 1)) {
        const d = seenDistance(seats[a], seats[b], vision);
        if (d < MIN_SEAT_DELTA_E) found.push(`${name}: ${a} ${seats[a]} and ${b} ${seats[b]} under ${vision}: ΔE00 ${d.toFixed(1)}`);
      }
    });
  }
  return found;
}

describe('seat colours', () => {
  it('every two seats that can share a table stay apart under normal vision and each dichromacy', () => {
    const all = tables();
    expect(all.map((t) => t.name)).toEqual(expect.arrayContaining(['TITAN titan', 'Gods of Titan', 'Arena']));
    expect(all.flatMap((t) => tooClose(t.name, t.seats))).toEqual([]);
  });

  it('the check names a pair that is too close (the old red and green of the marker sets)', () => {
    expect(tooClose('old', { Red: '#c62828', Green: '#2e8b3a' })).toEqual(['old: Red #c62828 and Green #2e8b3a under deuteranopia: ΔE00 5.3']);
  });

  it('every marker set has a shape of its own, and the neutral legions one apart from every seat', () => {
    expect(Object.keys(PLAYER_GLYPHS).sort()).toEqual(Object.keys(PLAYER_COLORS).sort());
    const shapes = [...Object.values(PLAYER_GLYPHS), NEUTRAL_SEAT.glyph];
    expect(new Set(shapes).size).toBe(shapes.length);
    for (const s of shapes) expect([...s]).toHaveLength(1);
    expect(GODS_SEATS.map((s) => seatLook(s).glyph)).toEqual(['♥', '◆', '▲', '●']);
    expect(seatLook('neutral')).toEqual(NEUTRAL_SEAT);
  });
});
