// The Gods of Titan rules-compliance matrix (docs/compliance-gods.md), written by `npm run compliance` from the same
// tests as TITAN's: only tests under tests/gods/ count, by the "rules N.N" sections and the ambiguities their titles
// cite ("A1"–"A48" of the rules digest, "A49" on the project's own); a second table says which doc decides each
// ambiguity and which tests pin the decision.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeCell, expandRange, sectionRows, sortTests, testsCell, type CitingTest } from './compliance-report.js';
import { GODS_AMBIGUITIES, GODS_SECTIONS } from './compliance-sections-gods.js';

/** What a test title cites: Gods sections ("rules 16.5"), ambiguities ("A41"), and sections written TITAN's way ("§16.5"). */
export interface GodsCitations {
  readonly sections: string[];
  readonly ambiguities: string[];
  /** Gods section ids cited as "§N.N": not credited, only reported, so the matrix says which titles to rewrite. */
  readonly signed: string[];
}

/** A doc of the project as the ambiguity table reads it. */
export interface ProjectDoc {
  /** Path relative to the project root ("docs/rules-notes-gods-game.md"). */
  readonly file: string;
  readonly text: string;
}

const SECTION_IDS = new Set(GODS_SECTIONS.map((s) => s.id));
const AMBIGUITY_IDS = new Set(GODS_AMBIGUITIES.map((a) => a.id));
/** The only tests this matrix counts: Gods of Titan's own. */
const GODS_TESTS = /^tests\/gods\//;
const ITEM = 'A?\\d{1,2}(?:\\.\\d{1,2})?(?!\\d)';
const RANGED = `${ITEM}(?:\\s?[–-]\\s?${ITEM})?`;
/** "rules 9.1–9.5, 26.5, A17; 24.8 and 23.10": the list right after "rules" (a repeated "rules" may join it). */
const RULES_LIST = new RegExp(`\\brules\\s+(${RANGED}(?:(?:\\s*[,;/]\\s*|\\s+and\\s+)(?:rules\\s+)?${RANGED})*)`, 'gi');
const LIST_ITEM = /(A?)(\d{1,2}(?:\.\d{1,2})?)(?:\s?[–-]\s?A?(\d{1,2}(?:\.\d{1,2})?))?/g;
const SIGNED = /§\s?(\d{1,2}(?:\.\d{1,2})?)(?!\d)(?:\s?[–-]\s?§?(\d{1,2}(?:\.\d{1,2})?)(?!\d))?/g;
/** "A41", "A11–A13"; a hex of the battle grid is named "hex A2" so it is not read as an ambiguity. */
const AMBIGUITY = /(?<!\bhex(?:es)?\s)\bA(\d{1,2})(?:\s?[–-]\s?A(\d{1,2}))?\b/g;

/** The ambiguity ids a text names (known ids only, in order, without repeats; "A11–A13" is three). */
export function ambiguitiesIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(AMBIGUITY)) {
    for (const n of expandRange(m[1], m[2])) {
      const id = `A${n}`;
      if (AMBIGUITY_IDS.has(id) && !found.includes(id)) found.push(id);
    }
  }
  return found;
}

/** The Gods sections a test title cites with "rules N.N" (ranges and lists after "rules" too), its ambiguities, and
 * the Gods sections it writes as "§N.N". */
export function godsCitationsIn(title: string): GodsCitations {
  const sections: string[] = [];
  const signed: string[] = [];
  const add = (into: string[], from: string, to: string | undefined): void => {
    for (const id of expandRange(from, to)) if (SECTION_IDS.has(id) && !into.includes(id)) into.push(id);
  };
  for (const list of title.matchAll(RULES_LIST)) {
    for (const m of list[1].matchAll(LIST_ITEM)) if (m[1] !== 'A') add(sections, m[2], m[3]);
  }
  for (const m of title.matchAll(SIGNED)) add(signed, m[1], m[2]);
  return { sections, ambiguities: ambiguitiesIn(title), signed };
}

/** Which docs decide each ambiguity: those naming it in a bold span ("**A7, the 4-hex cap …**", "- **A16** (…)"). */
export function decisionsIn(docs: readonly ProjectDoc[]): Map<string, string[]> {
  const out = new Map<string, string[]>(GODS_AMBIGUITIES.map((a) => [a.id, []]));
  for (const doc of [...docs].sort((a, b) => a.file.localeCompare(b.file))) {
    for (const bold of doc.text.matchAll(/\*\*([^*\n]+)\*\*/g)) {
      for (const id of ambiguitiesIn(bold[1])) {
        const files = out.get(id);
        if (files && !files.includes(doc.file)) files.push(doc.file);
      }
    }
  }
  return out;
}

/** The project's Gods of Titan docs (docs/*gods*.md but the matrix itself), the ones that record decisions. */
export function godsDocs(root: string): ProjectDoc[] {
  const dir = join(root, 'docs');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name.includes('gods') && !name.startsWith('compliance'))
    .map((name) => ({ file: `docs/${name}`, text: readFileSync(join(dir, name), 'utf8') }));
}

/** The Gods matrix as Markdown (sections and ambiguities → citing tests, a failing one covering nothing; deterministic),
 * with how many sections and ambiguities no passing test covers. */
export function renderGodsMatrix(
  tests: readonly CitingTest[],
  decisions: ReadonlyMap<string, readonly string[]>,
  source: string,
): { readonly text: string; readonly uncovered: number; readonly unpinned: number } {
  const bySection = new Map<string, CitingTest[]>(GODS_SECTIONS.map((s) => [s.id, []]));
  const byAmbiguity = new Map<string, CitingTest[]>(GODS_AMBIGUITIES.map((a) => [a.id, []]));
  const bySign = new Map<string, number>();
  const otherForm: CitingTest[] = [];
  for (const t of tests) {
    if (!GODS_TESTS.test(t.file)) continue;
    const cited = godsCitationsIn(t.name);
    for (const id of cited.sections) bySection.get(id)?.push(t);
    for (const id of cited.ambiguities) byAmbiguity.get(id)?.push(t);
    if (t.failed || cited.signed.length === 0) continue;
    for (const id of cited.signed) bySign.set(id, (bySign.get(id) ?? 0) + 1);
    if (cited.sections.length === 0) otherForm.push(t);
  }
  for (const list of [...bySection.values(), ...byAmbiguity.values()]) sortTests(list);
  const { rows, missing } = sectionRows(GODS_SECTIONS, bySection);
  const pinned = (id: string): boolean => (byAmbiguity.get(id) ?? []).some((t) => !t.failed);
  const unpinned = GODS_AMBIGUITIES.filter((a) => !pinned(a.id));
  const undecided = GODS_AMBIGUITIES.filter((a) => (decisions.get(a.id) ?? []).length === 0);
  const total = GODS_SECTIONS.length;
  const digest = GODS_AMBIGUITIES.filter((a) => a.from === 'digest');
  const own = GODS_AMBIGUITIES.filter((a) => a.from === 'project');
  const span = (list: readonly { id: string }[]): string => (list.length > 1 ? `${list[0]?.id}–${list[list.length - 1]?.id}` : (list[0]?.id ?? ''));
  const origins = `the ambiguities ${span(digest)} those of the rules digest${own.length > 0 ? `, ${span(own)} the project's own (numbered on in the rules notes)` : ''}.`;
  const lines = [
    '# Gods of Titan rules compliance matrix',
    '',
    `Generated by \`npm run compliance\` (run by \`npm test\`) from ${source}; do not edit by hand. The sections are those of`,
    '"The Law of Gods of Titan" (1–29 with every numbered subsection; the charts are 12.7, 13.4, 15.6, 16.5, 16.6 and 22.3),',
    `${origins} Only tests under \`tests/gods/\` count. A passing test covers a section`,
    'when its describe/it title cites it as `rules 16.5` (lists and ranges right after "rules" count: `rules 9.1–9.5, 26.5`;',
    '`§16.5` is TITAN\'s form and counts in `docs/compliance.md` only for TITAN tests, not here), and pins an ambiguity when',
    'it names it (`A41`, `A11–A13`; a battle hex is written `hex A2`). A section without tests of its own counts as covered',
    'through its parts. Every test must assert something (a test that asserts nothing fails); failing, skipped and todo',
    'tests cover nothing. A doc decides an ambiguity when it names it in bold (`**A7, …**`, `- **A16** (…)`).',
    '',
    `**${total - missing.length} of ${total} sections covered; ${missing.length} without a test. ` +
      `${GODS_AMBIGUITIES.length - unpinned.length} of ${GODS_AMBIGUITIES.length} ambiguities pinned by a test; ${unpinned.length} without.**`,
    '',
    '## Sections',
    '',
    '| Section | Title | Tests |',
    '|---|---|---|',
    ...rows,
    '',
    '## Ambiguities',
    '',
    '| Ambiguity | Question | Decided in | Pinned by |',
    '|---|---|---|---|',
  ];
  for (const a of GODS_AMBIGUITIES) {
    const docs = (decisions.get(a.id) ?? []).map((f) => `\`${f}\``).join('<br>') || '**⚠ no decision found**';
    const list = byAmbiguity.get(a.id) ?? [];
    lines.push(`| ${a.id} | ${escapeCell(a.question)} | ${docs} | ${pinned(a.id) ? testsCell(list) : ['**⚠ no test**', ...list.map((t) => `${escapeCell(t.name)} (\`${t.file}\`) **failing**`)].join('<br>')} |`);
  }
  lines.push('', '## Sections without a test', '');
  if (missing.length === 0) lines.push('None.');
  for (const s of missing) {
    const n = bySign.get(s.id) ?? 0;
    lines.push(`- ${s.label} ${s.title}${n > 0 ? ` (cited only as "§${s.id}" by ${n} passing test${n > 1 ? 's' : ''})` : ''}`);
  }
  lines.push('', '## Ambiguities without a pinning test', '');
  if (unpinned.length === 0) lines.push('None.');
  for (const a of unpinned) lines.push(`- ${a.id} ${a.question}`);
  lines.push('', '## Ambiguities no doc decides in bold', '');
  if (undecided.length === 0) lines.push('None.');
  for (const a of undecided) lines.push(`- ${a.id} ${a.question}`);
  lines.push('', '## Passing tests citing Gods sections only as "§N.N" (not counted; retitle them "rules N.N")', '');
  if (otherForm.length === 0) lines.push('None.');
  for (const [file, n] of countByFile(otherForm)) lines.push(`- \`${file}\`: ${n}`);
  return { text: `${lines.join('\n')}\n`, uncovered: missing.length, unpinned: unpinned.length };
}

function countByFile(tests: readonly CitingTest[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const t of tests) counts.set(t.file, (counts.get(t.file) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0].localeCompare(b[0]));
}

/** Writes the Gods matrix from the given tests and the project's Gods docs; returns its path and what is left open. */
export function writeGodsCompliance(
  root: string,
  tests: readonly CitingTest[],
  source: string,
): { readonly path: string; readonly uncovered: number; readonly sections: number; readonly unpinned: number; readonly ambiguities: number } {
  const matrix = renderGodsMatrix(tests, decisionsIn(godsDocs(root)), source);
  const path = join(root, 'docs', 'compliance-gods.md');
  writeFileSync(path, matrix.text);
  return { path, uncovered: matrix.uncovered, sections: GODS_SECTIONS.length, unpinned: matrix.unpinned, ambiguities: GODS_AMBIGUITIES.length };
}
