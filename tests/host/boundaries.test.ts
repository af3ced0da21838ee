// Architectural boundaries: the host never imports Electron (so it runs in browser mode and in tests), the browser
// client is pure browser code, and the sandboxed preload needs nothing but `electron` at run time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const imports = (file: string): { spec: string; typeOnly: boolean }[] =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)].map((m) => ({ spec: m[2], typeOnly: m[1] !== undefined }));

describe('boundaries', () => {
  it('host/ does not import electron or electron-store', () => {
    for (const f of readdirSync(join(root, 'host')).filter((n) => n.endsWith('.ts'))) {
      for (const i of imports(join('host', f))) expect(i.spec, `host/${f}`).not.toMatch(/^electron(-store)?$|^\.\.\/electron\//);
    }
  });

  it('the browser client imports no Node module', () => {
    const specs = imports('host/browser-client.ts').map((i) => i.spec);
    expect(specs.filter((s) => s.startsWith('node:') || !s.startsWith('.'))).toEqual([]);
  });

  it('the preload imports only electron at run time', () => {
    const runtime = imports('electron/preload.ts').filter((i) => !i.typeOnly).map((i) => i.spec);
    expect(runtime).toEqual(['electron']);
  });
});
