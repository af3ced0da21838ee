// @ts-check
// `npm run build:node`: brings the bundles of dist-node/ up to date (tools/bundle/node-bundles.mjs) — part of
// `npm run build`, so that a built checkout starts its server and command line without compiling anything.
import { freshBundles } from './node-bundles.mjs';

if (!(await freshBundles())) process.stderr.write('dist-node is up to date\n');
