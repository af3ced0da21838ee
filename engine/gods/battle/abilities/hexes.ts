// The battle grid as the abilities read it (rules 16.5): the hexes next to a hex, across any hexside (a Cliff too).
import { HEX_LABELS, NEIGHBOURS, hexIndex } from '../../../family/battle/grid.js';

/** The hexes next to a hex (across any hexside, a Cliff too). */
export function besideHexes(hex: string): string[] {
  const i = hexIndex(hex);
  const out: string[] = [];
  for (let s = 0; s < 6; s++) {
    const j = NEIGHBOURS[i * 6 + s]!;
    if (j >= 0) out.push(HEX_LABELS[j]!);
  }
  return out;
}
