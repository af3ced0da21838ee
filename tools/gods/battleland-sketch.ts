// A Gods of Titan battleland as the ASCII sketch of docs/gods-of-titan-battlelands.md (printed by
// tools/gods/print-battlelands.ts; tests/gods/battlelands.test.ts checks the page shows every map as it is).
import { BATTLE_GRID } from '../../engine/family/data/generated/battlegrid.js';
import type { GodsBattlelandDef } from '../../engine/gods/data/battlelands-build.js';

/** One letter per hex hazard in the sketches. */
const HAZARD_CODE: Readonly<Record<string, string>> = {
  Plain: '.', Tree: 'T', Sand: 'S', Bog: 'O', Bramble: 'B', Fog: 'F', Hedge: 'H', Drift: 'D', Volcano: 'V',
  Beach: 'b', Water: 'w', Darkness: 'k', Cloud: 'c',
};

/** The map drawn as in the classic reference (TopDefense upper right), then its hexside hazards, hex by hex. */
export function sketch(land: GodsBattlelandDef): string {
  const top = Math.min(...BATTLE_GRID.map((h) => h.cy));
  const rows: string[][] = Array.from({ length: 11 }, () => []);
  for (const h of BATTLE_GRID) {
    const def = land.hexes[h.label]!;
    const row = h.cy - top;
    const cell = `${h.label} ${HAZARD_CODE[def.hazard] ?? '?'}${def.elevation}`;
    rows[row]![h.x] = cell;
  }
  const lines = rows.map((cells) => {
    let line = '';
    cells.forEach((cell, x) => {
      line = line.padEnd(x * 8) + cell;
    });
    return line.trimEnd();
  });
  const sides: string[] = [];
  for (const h of BATTLE_GRID) {
    const marks = land.hexes[h.label]!.hexsides
      .map((s, k) => (s ? `${k}->${h.neighbours[k]} ${s}` : ''))
      .filter((m) => m !== '');
    if (marks.length > 0) sides.push(`- ${h.label}: ${marks.join(', ')}`);
  }
  return ['```', ...lines, '```', '', ...(sides.length > 0 ? sides : ['- no hexside hazards'])].join('\n');
}
