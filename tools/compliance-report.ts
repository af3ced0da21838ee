// What the rules-compliance matrices (TITAN's docs/compliance.md, Gods of Titan's docs/compliance-gods.md) share:
// the tests read from the vitest JSON report (or, without one, from the test sources), section ranges, and the
// section table with its coverage rule (a passing test covers its sections; a section without tests of its own
// counts as covered through its parts).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RuleSection } from './compliance-sections.js';

/** A test as the matrix lists it. */
export interface CitingTest {
  /** Test file, relative to the project root, with forward slashes. */
  readonly file: string;
  /** Describe titles and the test title joined with " › ". */
  readonly name: string;
  readonly failed: boolean;
}

/** The part of vitest's JSON report the matrices read. */
export interface VitestReport {
  testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string; status: string }[] }[];
}

/** Tests listed per row before the rest are counted. */
const LISTED = 10;

/** A path relative to the project root with forward slashes, as the matrices print it. */
export function normalise(root: string, file: string): string {
  return relative(root, file).split('\\').join('/');
}

/** "10.1" to "10.4" → 10.1, 10.2, 10.3, 10.4 (and "3" to "5" → 3, 4, 5); anything else → the first id only. */
export function expandRange(from: string, to: string | undefined): string[] {
  if (to === undefined) return [from];
  const [a, b] = [from.split('.').map(Number), to.split('.').map(Number)];
  if (a.length !== b.length || (a.length === 2 && a[0] !== b[0])) return [from];
  const lo = a[a.length - 1];
  const hi = b[b.length - 1];
  if (hi < lo || hi - lo > 20) return [from];
  const prefix = a.length === 2 ? `${a[0]}.` : '';
  return Array.from({ length: hi - lo + 1 }, (_, i) => `${prefix}${lo + i}`);
}

/** Tests of a vitest JSON report that ran (skipped and todo tests asserted nothing, so they cite nothing). */
export function testsFromReport(report: VitestReport, root: string): CitingTest[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.filter((t) => t.status === 'passed' || t.status === 'failed').map((t) => ({
      file: normalise(root, file.name),
      name: [...t.ancestorTitles, t.title].join(' › '),
      failed: t.status === 'failed',
    })),
  );
}

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return testFiles(path);
    return e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** describe/it/test titles found in the test sources (each title listed on its own; literal titles only). */
export function testsFromSources(root: string): CitingTest[] {
  const out: CitingTest[] = [];
  for (const path of testFiles(join(root, 'tests'))) {
    const text = readFileSync(path, 'utf8');
    for (const m of text.matchAll(/\b(?:describe|it|test)(?:\.\w+)*\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) {
      out.push({ file: normalise(root, path), name: m[2], failed: false });
    }
  }
  return out;
}

/** The tests the matrices are built from: reports/vitest.json when there is one, the test sources otherwise. */
export function collectTests(root: string): { readonly tests: CitingTest[]; readonly source: string } {
  const reportPath = join(root, 'reports', 'vitest.json');
  if (!existsSync(reportPath)) return { tests: testsFromSources(root), source: 'the test sources' };
  return { tests: testsFromReport(JSON.parse(readFileSync(reportPath, 'utf8')) as VitestReport, root), source: 'the vitest report' };
}

/** Text made safe for one Markdown table cell. */
export function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
}

/** One table cell listing tests: the first ten, then how many more; a failing test is marked (it covers nothing). */
export function testsCell(list: readonly CitingTest[]): string {
  return [
    ...list.slice(0, LISTED).map((t) => `${escapeCell(t.name)} (\`${t.file}\`)${t.failed ? ' **failing**' : ''}`),
    ...(list.length > LISTED ? [`… and ${list.length - LISTED} more${list.slice(LISTED).some((t) => t.failed) ? ' (some failing)' : ''}`] : []),
  ].join('<br>');
}

/** Tests sorted by file, then name, so a matrix is the same whatever order the report ran them in. */
export function sortTests(list: CitingTest[]): CitingTest[] {
  return list.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

/**
 * The rows of a section table (section, title, tests) and the sections no passing test covers. `bySection` holds
 * each section's citing tests, sorted. A test that asserts nothing fails (tests/assertions-setup.ts), so only a
 * passing test asserted and held.
 */
export function sectionRows(
  sections: readonly RuleSection[],
  bySection: ReadonlyMap<string, readonly CitingTest[]>,
): { readonly rows: string[]; readonly missing: RuleSection[] } {
  const covered = (s: RuleSection): 'direct' | 'parts' | 'none' => {
    if ((bySection.get(s.id) ?? []).some((t) => !t.failed)) return 'direct';
    return sections.some((c) => c.parent === s.id && covered(c) !== 'none') ? 'parts' : 'none';
  };
  const status = sections.map((s) => ({ s, c: covered(s) }));
  const rows = status.map(({ s, c }) => {
    const list = bySection.get(s.id) ?? [];
    const cell =
      c === 'direct'
        ? testsCell(list)
        : c === 'parts'
          ? '_through its parts_'
          : ['**⚠ no test**', ...list.map((t) => `${escapeCell(t.name)} (\`${t.file}\`) **failing**`)].join('<br>');
    return `| ${s.label} | ${escapeCell(s.title)} | ${cell} |`;
  });
  return { rows, missing: status.filter((x) => x.c === 'none').map((x) => x.s) };
}
