// `npm run compliance`: the rules-compliance matrix. Collects the tests whose titles cite a rules section ("§7.4",
// "Hazard Chart: Bramble", …) from the vitest JSON report (reports/vitest.json) or, without one, from the test
// sources, and writes docs/compliance.md: every section with its tests, sections without any flagged.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RULE_SECTIONS, type RuleSection } from './compliance-sections.js';

/** A test as the matrix lists it. */
export interface CitingTest {
  /** Test file, relative to the project root, with forward slashes. */
  readonly file: string;
  /** Describe titles and the test title joined with " › ". */
  readonly name: string;
  readonly failed: boolean;
}

const KNOWN = new Set(RULE_SECTIONS.map((s) => s.id));
/** Tests of other rulebooks (Titan: The Arena and Gods of Titan number their own sections) are not TITAN citations. */
const OTHER_RULEBOOKS = /(^|\/)(arena|gods)[/.-]/;
/** Tests listed per section before the rest are counted. */
const LISTED = 10;
const HAZARDS = RULE_SECTIONS.filter((s) => s.parent === 'HC').map((s) => s.id.slice(3));
const NAMED: readonly (readonly [RegExp, string])[] = [
  [new RegExp(`Hazard Chart\\W+(${HAZARDS.join('|')})\\b`, 'gi'), 'HC.'],
  [/Hazards? Chart\b(?!\W+(?:characters|plain|tree|bramble|drift|volcano|bog|sand|dune|cliff|slope|wall)\b)/gi, 'HC'],
  [/Strike Chart\b/gi, 'SC'],
  [/Character Chart\b/gi, 'CC'],
  [/Movement Chart\b/gi, '7.4'],
  [/Titan Variant\b/gi, '21.V'],
];

/** The rules sections a test title cites (known ids only, in order of appearance, without repeats). */
export function citationsIn(title: string): string[] {
  const found: string[] = [];
  const add = (id: string): void => {
    if (KNOWN.has(id) && !found.includes(id)) found.push(id);
  };
  for (const m of title.matchAll(/§\s?(\d{1,2}(?:\.\d{1,2})?)(?!\d)(?:\s?[–-]\s?§?(\d{1,2}(?:\.\d{1,2})?)(?!\d))?/g)) {
    for (const id of expandRange(m[1], m[2])) add(id === '11.7' ? 'HC' : id);
  }
  for (const [re, id] of NAMED) {
    for (const m of title.matchAll(re)) {
      if (id !== 'HC.') add(id);
      else add(`HC.${HAZARDS.find((h) => h.toLowerCase() === m[1].toLowerCase())}`);
    }
  }
  return found;
}

/** "10.1" to "10.4" → 10.1, 10.2, 10.3, 10.4 (and "3" to "5" → 3, 4, 5); anything else → the first id only. */
function expandRange(from: string, to: string | undefined): string[] {
  if (to === undefined) return [from];
  const [a, b] = [from.split('.').map(Number), to.split('.').map(Number)];
  if (a.length !== b.length || (a.length === 2 && a[0] !== b[0])) return [from];
  const lo = a[a.length - 1];
  const hi = b[b.length - 1];
  if (hi < lo || hi - lo > 20) return [from];
  const prefix = a.length === 2 ? `${a[0]}.` : '';
  return Array.from({ length: hi - lo + 1 }, (_, i) => `${prefix}${lo + i}`);
}

interface VitestReport {
  testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string; status: string }[] }[];
}

function normalise(root: string, file: string): string {
  return relative(root, file).split('\\').join('/');
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

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
}

/** The matrix as Markdown: section → citing tests (a failing one covers nothing), uncovered sections flagged, deterministic. */
export function renderMatrix(sections: readonly RuleSection[], tests: readonly CitingTest[], source: string): string {
  const bySection = new Map<string, CitingTest[]>(sections.map((s) => [s.id, []]));
  for (const t of tests) {
    if (OTHER_RULEBOOKS.test(t.file)) continue;
    for (const id of citationsIn(t.name)) bySection.get(id)?.push(t);
  }
  for (const list of bySection.values()) list.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
  // tests/assertions-setup.ts fails every test that asserts nothing, so only a passing test asserted and held.
  const covered = (s: RuleSection): 'direct' | 'parts' | 'none' => {
    if ((bySection.get(s.id) ?? []).some((t) => !t.failed)) return 'direct';
    return sections.some((c) => c.parent === s.id && covered(c) !== 'none') ? 'parts' : 'none';
  };
  const status = sections.map((s) => ({ s, c: covered(s) }));
  const missing = status.filter((x) => x.c === 'none').map((x) => x.s);
  const lines = [
    '# Rules compliance matrix',
    '',
    `Generated by \`npm run compliance\` (run by \`npm test\`) from ${source}; do not edit by hand.`,
    'A passing test covers a section when its describe/it title cites it: `§7.4`, `§11.7` (the Hazard Chart), `Hazard Chart: Bramble`,',
    '`Strike Chart`, `Character Chart`, `Movement Chart` (§7.4), `Titan Variant` (§21). A section without tests of its own',
    'counts as covered through its parts. Every test must assert something (a test that asserts nothing fails); failing,',
    'skipped and todo tests cover nothing. Tests of Titan: The Arena (its own rulebook) are not counted here.',
    '',
    `**${sections.length - missing.length} of ${sections.length} sections covered; ${missing.length} without a test.**`,
    '',
    '| Section | Title | Tests |',
    '|---|---|---|',
  ];
  for (const { s, c } of status) {
    const list = bySection.get(s.id) ?? [];
    const cell =
      c === 'direct'
        ? [
            ...list.slice(0, LISTED).map((t) => `${escapeCell(t.name)} (\`${t.file}\`)${t.failed ? ' **failing**' : ''}`),
            ...(list.length > LISTED ? [`… and ${list.length - LISTED} more${list.slice(LISTED).some((t) => t.failed) ? ' (some failing)' : ''}`] : []),
          ].join('<br>')
        : c === 'parts'
          ? '_through its parts_'
          : ['**⚠ no test**', ...list.map((t) => `${escapeCell(t.name)} (\`${t.file}\`) **failing**`)].join('<br>');
    lines.push(`| ${s.label} | ${escapeCell(s.title)} | ${cell} |`);
  }
  lines.push('', '## Sections without a test', '');
  if (missing.length === 0) lines.push('None.');
  for (const s of missing) lines.push(`- ${s.label} ${s.title}`);
  return `${lines.join('\n')}\n`;
}

/** Collects the tests (report first, sources otherwise) and writes the matrix; returns the sections left uncovered. */
export function writeCompliance(root: string): { readonly path: string; readonly uncovered: number; readonly source: string } {
  const reportPath = join(root, 'reports', 'vitest.json');
  let tests: CitingTest[];
  let source: string;
  if (existsSync(reportPath)) {
    tests = testsFromReport(JSON.parse(readFileSync(reportPath, 'utf8')) as VitestReport, root);
    source = 'the vitest report';
  } else {
    tests = testsFromSources(root);
    source = 'the test sources';
  }
  const text = renderMatrix(RULE_SECTIONS, tests, source);
  const path = join(root, 'docs', 'compliance.md');
  writeFileSync(path, text);
  const uncovered = (text.match(/⚠ no test/g) ?? []).length;
  return { path, uncovered, source };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = writeCompliance(process.cwd());
  console.log(`wrote ${normalise(process.cwd(), r.path)} from ${r.source}: ${r.uncovered} of ${RULE_SECTIONS.length} sections without a test`);
}
