// One folder of golden saves being written (tests/fixtures/saves/<folder>/) and its manifest of the position each
// file holds: shared by the writers of every game (write.ts, write-gods.ts) so that every folder has one shape.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Facts } from './facts.js';

/** The fixed save times of golden saves, so that a folder written twice is the same. */
export const STAMPS = { createdAt: '2026-11-23T09:00:00.000Z', updatedAt: '2026-11-23T11:30:00.000Z' } as const;

/** What the manifest says of one golden save (tests/save/golden.test.ts reads it). */
export interface ManifestEntry {
  readonly module: string;
  readonly holds: string;
  readonly facts: Facts;
}

/** A folder being filled: `write` a save with its facts, `note` a file already copied there, `finish` the manifest. */
export interface GoldenFolder {
  readonly dir: string;
  write(name: string, entry: ManifestEntry, text: string): void;
  note(name: string, entry: ManifestEntry): void;
  /** Writes manifest.json; returns how many saves it lists. */
  finish(): number;
}

/** The folder named by the command line (`v<N>`), created if missing. */
export function goldenFolder(folder: string | undefined, usage: string): GoldenFolder {
  if (!folder || !/^v\d+$/.test(folder)) throw new Error(`usage: ${usage} v<N>`);
  const dir = join(import.meta.dirname, '../../fixtures/saves', folder);
  mkdirSync(dir, { recursive: true });
  const manifest: Record<string, ManifestEntry> = {};
  return {
    dir,
    write(name, entry, text) {
      writeFileSync(join(dir, name), text);
      manifest[name] = entry;
    },
    note(name, entry) {
      manifest[name] = entry;
    },
    finish() {
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
      return Object.keys(manifest).length;
    },
  };
}
