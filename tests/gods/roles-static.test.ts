// Roles, not names or colours (docs/gods-of-titan-engine.md "Seats and roles"): Gods rule code asks a seat's role
// (engine/gods/roles.ts) and a Master's role (engine/gods/data/master-roles.ts, the Character Chart's `role` field),
// never a seat colour or a Master's name. Read with TypeScript's own parser, so comments and prose never count: any
// string literal (or literal type) naming the Darklord's old colour or a Master, and any `.Titan` / `.Phantom`
// property access, in engine/gods outside its data, engine/family or ai/gods is a finding.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../imports.js';

/** The literals rule code may not spell: the Darklord's colour and the Masters' chart names. */
const FORBIDDEN_LITERALS: ReadonlySet<string> = new Set(['black', 'Phantom', 'Titan', 'Dark-Titan', 'God']);
/** The pool keys rule code may not read by name. */
const FORBIDDEN_PROPERTIES: ReadonlySet<string> = new Set(['Titan', 'Phantom', 'God']);

/** The rule code under the check: every .ts file of these folders, engine/gods/data/ aside (it is the data). */
const RULE_FILES = ['engine/gods', 'engine/family', 'ai/gods'].flatMap((dir) => sourceFiles(dir, /\.ts$/)).filter((f) => !f.startsWith('engine/gods/data/'));

/** Each forbidden literal or property access in a source text, as `file:line text`. */
export function roleFindings(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const report = (node: ts.Node, what: string): void => {
    out.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${what}`);
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && FORBIDDEN_LITERALS.has(node.text)) report(node, `'${node.text}'`);
    if (ts.isPropertyAccessExpression(node) && FORBIDDEN_PROPERTIES.has(node.name.text)) report(node, `.${node.name.text}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('Gods rule code asks roles, not colours or names (the "One TITAN-family engine" issue, item 5)', () => {
  it('reads the rule files (engine/gods outside data/, engine/family, ai/gods)', () => {
    expect(RULE_FILES.length).toBeGreaterThan(100);
    expect(RULE_FILES.some((f) => f.startsWith('ai/gods/'))).toBe(true);
    expect(RULE_FILES.some((f) => f.startsWith('engine/family/'))).toBe(true);
  });

  it('the check finds a colour, a Master name and a pool key by name, and passes comments and other names', () => {
    const sample = [
      "// the Darklord ('black') and his 'Phantom' in a comment",
      "const a = seat === 'black';",
      'const b = pool.Titan + pool.Phantom;',
      "type M = 'Dark-Titan' | 'God';",
      'const c = `Titan`;',
      "const fine = name === 'Angel' || seat === 'red';",
    ].join('\n');
    expect(roleFindings('sample.ts', sample)).toEqual([
      "sample.ts:2 'black'", 'sample.ts:3 .Titan', 'sample.ts:3 .Phantom', "sample.ts:4 'Dark-Titan'", "sample.ts:4 'God'", "sample.ts:5 'Titan'",
    ]);
  });

  it('no rule file names the Darklord by colour or a Master by name', () => {
    const findings = RULE_FILES.flatMap((f) => roleFindings(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(findings).toEqual([]);
  });
});
