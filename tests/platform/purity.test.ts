import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engine must run unchanged in Node, the browser, a worker and the Electron renderer, and replay identically:
// no platform modules, no DOM, no clock, no ambient randomness.
const ROOT = join(import.meta.dirname, '..', '..');
const FORBIDDEN_MODULES = /^(?:electron|node:.*|fs|fs\/.*|path|os|child_process|svelte|svelte\/.*|konva|konva\/.*|electron-store|conf)$/;
const FORBIDDEN_GLOBALS: readonly [RegExp, string][] = [
  [/\bwindow\b/, 'window'],
  [/\bdocument\b/, 'document'],
  [/\blocalStorage\b/, 'localStorage'],
  [/\bsessionStorage\b/, 'sessionStorage'],
  [/\bMath\.random\b/, 'Math.random'],
  [/\bDate\.now\b/, 'Date.now'],
  [/\bnew Date\b/, 'new Date'],
  [/\bperformance\b/, 'performance'],
  [/\bprocess\.\w/, 'process'],
  [/\brequire\s*\(/, 'require'],
];

function engineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return engineFiles(path);
    return /\.(ts|js|mts|cts)$/.test(e.name) ? [path] : [];
  });
}

/** Source without comments and with string/template contents blanked (module specifiers are read separately). */
function codeOnly(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const n = text[i + 1];
    if (c === '/' && n === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && n === '*') {
      i += 2;
      while (i < text.length && !(text[i] === '*' && text[i + 1] === '/')) i++;
      i++;
    } else if (c === '"' || c === "'" || c === '`') {
      out += c;
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
      out += c;
    } else out += c;
  }
  return out;
}

function imports(text: string): string[] {
  const specs = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g)].map((m) => m[2]);
  return specs;
}

const files = engineFiles(join(ROOT, 'engine'));

describe('engine purity: the rules engine is platform-free and deterministic', () => {
  it('has engine sources to check, and the checks catch a planted violation but not a comment or a string', () => {
    expect(files.length).toBeGreaterThan(10);
    const sample = `import fs from 'node:fs';\nconst x = await import("konva");\n// Math.random in a comment\nconst s = 'Date.now';\nconst r = Math.random();`;
    expect(imports(sample).filter((s) => FORBIDDEN_MODULES.test(s))).toEqual(['node:fs', 'konva']);
    expect(FORBIDDEN_GLOBALS.filter(([re]) => re.test(codeOnly(sample))).map(([, n]) => n)).toEqual(['Math.random']);
  });

  it('imports no Electron, Node, DOM, Svelte or Konva module from any engine file', () => {
    const bad = files.flatMap((f) => imports(readFileSync(f, 'utf8')).filter((s) => FORBIDDEN_MODULES.test(s)).map((s) => `${relative(ROOT, f)}: ${s}`));
    expect(bad).toEqual([]);
  });

  it('uses no window, document, storage, clock, performance timer, process or Math.random in any engine file', () => {
    const bad = files.flatMap((f) => {
      const code = codeOnly(readFileSync(f, 'utf8'));
      return FORBIDDEN_GLOBALS.filter(([re]) => re.test(code)).map(([, name]) => `${relative(ROOT, f)}: ${name}`);
    });
    expect(bad).toEqual([]);
  });

  it('imports nothing from outside engine/ (the core depends on no app, host or tool code)', () => {
    const bad = files.flatMap((f) =>
      imports(readFileSync(f, 'utf8'))
        .filter((s) => s.startsWith('.') && relative(join(ROOT, 'engine'), join(f, '..', s)).startsWith('..'))
        .map((s) => `${relative(ROOT, f)}: ${s}`),
    );
    expect(bad).toEqual([]);
  });
});
