// @ts-check
// `npm run serve` and `npm run titan`: runs one of the bundles of dist-node/ (`node tools/bundle/run.mjs serve|cli
// [its arguments]`), rebuilding them first only when a file they are made from changed (tools/bundle/node-bundles.mjs),
// so that a start compiles no TypeScript and never runs stale code.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NODE_OUT, freshBundles } from './node-bundles.mjs';

const [name] = process.argv.splice(2, 1);
if (name !== 'serve' && name !== 'cli') {
  process.stderr.write('usage: node tools/bundle/run.mjs serve|cli [arguments]\n');
  process.exit(2);
}
await freshBundles();
await import(pathToFileURL(join(NODE_OUT, `${name}.mjs`)).href);
