// Prints the Gods of Titan battlelands as the sketches of docs/gods-of-titan-battlelands.md:
// `npx tsx tools/gods/print-battlelands.ts [terrain …]` (all 21 without arguments).
import { GODS_BATTLELANDS } from '../../engine/gods/data/battlelands.js';
import { sketch } from './battleland-sketch.js';

const wanted = process.argv.slice(2);
for (const land of Object.values(GODS_BATTLELANDS)) {
  if (wanted.length > 0 && !wanted.includes(land.terrain)) continue;
  console.log(`### ${land.terrain}\n\n${sketch(land)}\n`);
}
