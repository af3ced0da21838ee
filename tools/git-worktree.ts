// A temporary git worktree of another commit of this repository, sharing this checkout's node_modules: how the bench
// measures an older build (tools/bench/compare.ts) and how a tournament plays against a frozen AI (--reference).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A worktree of `rev` (any git revision) beside `root`'s node_modules; `remove` deletes it. */
export function worktreeOf(rev: string, root: string): { dir: string; remove: () => void } {
  const dir = join(mkdtempSync(join(tmpdir(), 'titan-tree-')), 'tree');
  const add = spawnSync('git', ['worktree', 'add', '--detach', dir, rev], { encoding: 'utf8', cwd: root });
  if (add.status !== 0) throw new Error(`cannot check out ${rev}: ${add.stderr}`);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return {
    dir,
    remove: () => {
      spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
      rmSync(join(dir, '..'), { recursive: true, force: true });
    },
  };
}
