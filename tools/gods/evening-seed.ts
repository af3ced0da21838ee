// Finds a seed and a variant of the evening's script (tests/gods/evening.ts) that play every part of the evening — the
// human flees one attack, fights the next with a spell cast, the battle ends — offline with the engine and the Normal
// AI exactly as the host plays it (tests/host/gods-evening.test.ts checks that it does), fewest human steps first.
//   npx tsx tools/gods/evening-seed.ts [--seeds 1,2] [--variants 0-399] [--show 5]
import { parseArgs } from 'node:util';
import { playEvening, type EveningRun } from '../../tests/gods/evening.js';

const { values } = parseArgs({ options: { seeds: { type: 'string', default: '1' }, variants: { type: 'string', default: '0-399' }, show: { type: 'string', default: '5' } } });
const seeds = values.seeds.split(',').map(Number);
const [from, to] = values.variants.split('-').map(Number);
if (seeds.some((s) => !Number.isInteger(s)) || !Number.isInteger(from) || !Number.isInteger(to)) throw new Error('--seeds 1,2,… and --variants A-B take whole numbers');

const found: EveningRun[] = [];
const ends = new Map<string, number>();
for (const seed of seeds) {
  for (let variant = from ?? 0; variant <= (to ?? 0); variant++) {
    const run = playEvening(seed, variant);
    const whole = run.end === 'done' && run.progress.cast && run.progress.split;
    const key = whole ? 'every part' : run.end === 'done' ? 'no spell cast' : run.end.replace(/\d+/g, 'N');
    ends.set(key, (ends.get(key) ?? 0) + 1);
    if (whole) found.push(run);
  }
}
found.sort((a, b) => a.steps.length - b.steps.length);
console.log([...ends].map(([k, n]) => `${n} × ${k}`).join('\n'));
for (const run of found.slice(0, Number(values.show))) console.log(`seed ${run.seed} variant ${run.variant}: ${run.steps.length} human steps, the battle in round ${run.round}`);
