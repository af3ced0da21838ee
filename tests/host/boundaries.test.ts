// Architectural boundaries: the host never imports Electron (so it runs in browser mode and in tests), the browser
// client is pure browser code, the sandboxed preload needs nothing but `electron` at run time, and the host and the
// command line never ask which game they serve: they reach every game through its module (engine/platform/module.ts, games/).
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

  it('host/ and tools/ never dispatch on a game id, and host/ reaches the engines only through the game modules', () => {
    const files = (dir: string): string[] =>
      readdirSync(join(root, dir)).flatMap((n) => (statSync(join(root, dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith('.ts') ? [join(dir, n)] : []));
    const dispatch = /(['"])(titan|arena|titan-variant)\1\s*[!=]==|[!=]==\s*(['"])(titan|arena|titan-variant)\3/;
    const all = [...files('host'), ...files('tools')];
    expect(all.length).toBeGreaterThan(30);
    for (const f of all) expect(readFileSync(join(root, f), 'utf8'), f).not.toMatch(dispatch);
    // The contract types the pushes of this build's games (type imports only); nothing else in host/ imports an engine
    // — only the platform every game stands on: the module contract, saves, the PRNG, and the look back at a game's
    // history, its statistics (which ask the game's module for its facts) and their sum over all games, its review, its
    // game records (the notation and a seat's own record, which ask the module for their words), and the step-advance of a guided first game (whose lessons the game's module holds).
    const runtimeEngine = /^\.\.\/engine\/(?!platform\/(module|save\/index|rng|history|stats|all-stats|review|notation|own-record|lesson)\.js$)/;
    for (const f of files('host')) {
      for (const i of imports(f)) if (!i.typeOnly || f !== join('host', 'contract.ts')) expect(i.spec, f).not.toMatch(runtimeEngine);
      for (const i of imports(f)) expect(i.spec, f).not.toMatch(/^\.\.\/ai\//);
    }
  });
});
