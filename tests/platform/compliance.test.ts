import { describe, expect, it } from 'vitest';
import { RULE_SECTIONS } from '../../tools/compliance-sections.js';
import { citationsIn, renderMatrix } from '../../tools/compliance.js';
import { testsFromReport } from '../../tools/compliance-report.js';

describe('rules compliance matrix', () => {
  it('lists every numbered section 1–21 of the rules with the charts, each id once', () => {
    const ids = RULE_SECTIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (let n = 1; n <= 21; n++) expect(ids).toContain(String(n));
    for (const id of ['7.4', '7.6', '12.6', '13.6', '18.5', '19.4', 'HC.Bramble', 'HC.Wall', 'SC', 'CC']) expect(ids).toContain(id);
    for (const s of RULE_SECTIONS) if (s.parent !== null) expect(ids).toContain(s.parent);
  });

  it('reads section citations, ranges and chart names from test titles', () => {
    expect(citationsIn('§7.4 Movement Chart: blocks')).toEqual(['7.4']);
    expect(citationsIn('§10.1–10.4 entry sides')).toEqual(['10.1', '10.2', '10.3', '10.4']);
    expect(citationsIn('§21 point-target games end. §4.1/§4.3')).toEqual(['21', '4.1', '4.3']);
    expect(citationsIn('Hazard Chart: Bramble and the Strike Chart')).toEqual(['HC.Bramble', 'SC']);
    expect(citationsIn('reference §3.4 examples, rules §10.1')).toEqual(['10.1']);
    expect(citationsIn('§11.7 hazards; §99 is not a section; 7.4 without § is not a citation')).toEqual(['HC']);
  });

  it('flags sections without tests and counts parents covered through their parts', () => {
    const text = renderMatrix(
      RULE_SECTIONS.filter((s) => s.id === '7' || s.id === '7.1' || s.id === '7.2'),
      [{ file: 'tests/x.test.ts', name: 'moves §7.1', failed: false }],
      'a fixture',
    );
    expect(text).toMatch(/\| §7 \| .* \| _through its parts_ \|/);
    expect(text).toMatch(/\| §7\.1 \| .* \| moves §7\.1 \(`tests\/x\.test\.ts`\) \|/);
    expect(text).toMatch(/\| §7\.2 \| .* \| \*\*⚠ no test\*\* \|/);
    expect(text).toContain('2 of 3 sections covered');
  });

  it('credits a section only from a passing test: a failing one is listed but covers nothing, skipped and todo ones are dropped', () => {
    const sections = RULE_SECTIONS.filter((s) => s.id === '7.1' || s.id === '7.2');
    const result = (title: string, status: string) => ({ ancestorTitles: ['moves'], title, status });
    const report = {
      testResults: [{ name: '/root/tests/x.test.ts', assertionResults: [result('§7.1 a', 'failed'), result('§7.2 b', 'skipped'), result('§7.2 c', 'todo')] }],
    };
    const tests = testsFromReport(report, '/root');
    expect(tests).toEqual([{ file: 'tests/x.test.ts', name: 'moves › §7.1 a', failed: true }]);
    const text = renderMatrix(sections, tests, 'a fixture');
    expect(text).toMatch(/\| §7\.1 \| .* \| \*\*⚠ no test\*\*<br>moves › §7\.1 a \(`tests\/x\.test\.ts`\) \*\*failing\*\* \|/);
    expect(text).toContain('0 of 2 sections covered');
    const passing = renderMatrix(sections, [...tests, { file: 'tests/y.test.ts', name: '§7.1 d', failed: false }], 'a fixture');
    expect(passing).toContain('1 of 2 sections covered');
  });

  it('counts no Titan: The Arena or Gods of Titan test (their own rulebooks) as a TITAN citation, and lists long test lists shortly', () => {
    const sections = RULE_SECTIONS.filter((s) => s.id === '5.1');
    const arena = renderMatrix(sections, [{ file: 'tests/arena/rules-setup.test.ts', name: '§5.1 bidding', failed: false }], 'x');
    expect(arena).toContain('0 of 1 sections covered');
    const gods = renderMatrix(sections, [{ file: 'tests/gods/hazards.test.ts', name: '§5.1 a Gods rule', failed: false }], 'x');
    expect(gods).toContain('0 of 1 sections covered');
    const many = Array.from({ length: 20 }, (_, i) => ({ file: 'tests/t.test.ts', name: `§5.1 case ${String(i).padStart(2, '0')}`, failed: false }));
    expect(renderMatrix(sections, many, 'x')).toContain('… and 10 more');
  });
});
