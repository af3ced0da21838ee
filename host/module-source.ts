// Whether a module runs from its TypeScript source (tsx, vitest) or from a bundle (dist-node/, dist-electron/), for
// the few places that start a script beside themselves: a worker thread's entry, or tsx's loader for TypeScript that no
// bundle holds (a tournament's reference build).

/** Whether the module at `moduleUrl` (its `import.meta.url`) is TypeScript source rather than a bundle. */
export function isSource(moduleUrl: string): boolean {
  return new URL(moduleUrl).pathname.endsWith('.ts');
}

/** The script beside the module at `moduleUrl`: `source` when that module runs from source, else `bundled`. */
export function besideModule(moduleUrl: string, source: string, bundled: string): URL {
  return new URL(isSource(moduleUrl) ? source : bundled, moduleUrl);
}
