// `npm run bench`, the renderer's part (issue 24, fast start): the JavaScript the start screen loads beside its
// target, and the whole bundle's; written to reports/bench-bundle.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { initialChunks, INITIAL_JS_TARGET, jsBytes, rendererBundle } from './renderer-bundle.js';

const files = await rendererBundle('production');
const initial = jsBytes(initialChunks(files));
const total = jsBytes(files);
const kb = (n: number): string => `${(n / 1024).toFixed(0)} KB`;
console.log(`renderer JS loaded by the start screen (target ≤ ${kb(INITIAL_JS_TARGET)})  ${kb(initial)}`);
console.log(`renderer JS in all, every table's screens included                ${kb(total)}`);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench-bundle.json', `${JSON.stringify({ initialJsBytes: initial, targetInitialJsBytes: INITIAL_JS_TARGET, totalJsBytes: total }, null, 2)}\n`);
console.log('wrote reports/bench-bundle.json');
