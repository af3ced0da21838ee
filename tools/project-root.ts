// The checkout's root folder, for what the command line reads from it (package.json, the repository a reference
// build's worktree is made from): this file and the CLI's bundle (dist-node/cli.mjs) both sit one folder below it.
import { fileURLToPath } from 'node:url';

/** The checkout's root folder (with a trailing separator). */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
