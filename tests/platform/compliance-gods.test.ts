import { describe, expect, it } from 'vitest';
import vitestConfig from '../../vitest.config.js';
import { decisionsIn, godsCitationsIn, renderGodsMatrix } from '../../tools/compliance-gods.js';
import { testsFromReport, type CitingTest } from '../../tools/compliance-report.js';
import { GODS_AMBIGUITIES, GODS_SECTIONS } from '../../tools/compliance-sections-gods.js';
import { RULE_SECTIONS } from '../../tools/compliance-sections.js';
import { renderMatrix } from '../../tools/compliance.js';

const NO_DECISIONS = new Map<string, string[]>();
const gods = (name: string, failed = false): CitingTest => ({ file: 'tests/gods/x.test.ts', name, failed });
const row = (text: string, id: string): string => text.split('\n').find((l) => l.startsWith(`| ${id} |`)) ?? '';
const listed = (text: string, heading: string): string[] => {
  const part = text.split(`## ${heading}`)[1].split('\n\n')[1];
  return part === 'None.' ? [] : part.split('\n').map((l) => l.slice(2).split(' ')[0]);
};

describe('Gods of Titan rules compliance matrix', () => {
  it('lists every numbered section and subsection 1–29 of the Gods rulebook with its title, each id once, the digest\'s A1–A48 and the project\'s own from A49', () => {
    const ids = GODS_SECTIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (let n = 1; n <= 29; n++) expect(ids).toContain(String(n));
    const last: Record<string, number> = { 1: 6, 2: 5, 3: 10, 4: 9, 5: 8, 6: 5, 7: 3, 8: 6, 9: 5, 10: 8, 11: 9, 12: 7, 13: 8, 14: 6, 15: 6 };
    Object.assign(last, { 16: 6, 17: 2, 18: 4, 19: 2, 20: 5, 21: 3, 22: 4, 23: 10, 24: 8, 25: 7, 26: 5, 27: 5, 28: 11, 29: 3 });
    for (const [n, count] of Object.entries(last)) {
      expect(GODS_SECTIONS.filter((s) => s.parent === n).map((s) => s.id)).toEqual(Array.from({ length: count }, (_, i) => `${n}.${i + 1}`));
    }
    expect(ids).toHaveLength(29 + Object.values(last).reduce((a, b) => a + b, 0));
    for (const s of GODS_SECTIONS) expect(s.title.length).toBeGreaterThan(2);
    expect(GODS_SECTIONS.find((s) => s.id === '23.10')?.title).toBe('Destroying the Darklord');
    expect(GODS_AMBIGUITIES.map((a) => a.id)).toEqual(Array.from({ length: 49 }, (_, i) => `A${i + 1}`));
    expect(GODS_AMBIGUITIES.filter((a) => a.from === 'digest').map((a) => a.id)).toEqual(Array.from({ length: 48 }, (_, i) => `A${i + 1}`));
    expect(GODS_AMBIGUITIES.find((a) => a.id === 'A49')).toMatchObject({ from: 'project', question: expect.stringContaining('23.5') });
  });

  it('reads "rules N.N" lists and ranges and the ambiguities a title names; "§N.N" is kept apart and a hex is not an ambiguity', () => {
    expect(godsCitationsIn('rules 9.1–9.5, 26.5, A17, A18, A32: teleports')).toEqual({
      sections: ['9.1', '9.2', '9.3', '9.4', '9.5', '26.5'],
      ambiguities: ['A17', 'A18', 'A32'],
      signed: [],
    });
    expect(godsCitationsIn('rules 16.5 Pixie, rules 12.7 Tree: A11–A13').sections).toEqual(['16.5', '12.7']);
    expect(godsCitationsIn('A11–A13 rules 16.5').ambiguities).toEqual(['A11', 'A12', 'A13']);
    expect(godsCitationsIn('rules 4.2, A6: capacity is 7, 8 with a Pegasus')).toEqual({ sections: ['4.2'], ambiguities: ['A6'], signed: [] });
    expect(godsCitationsIn('rules 24.8 and 23.10; rules 22, 8.4').sections).toEqual(['24.8', '23.10', '22', '8.4']);
    expect(godsCitationsIn('§11.3, A4: the attacker enters opposite; §13.6–§13.7 carries')).toEqual({
      sections: [],
      ambiguities: ['A4'],
      signed: ['11.3', '13.6', '13.7'],
    });
    expect(godsCitationsIn('A49: the project\'s own, after the digest\'s A48').ambiguities).toEqual(['A49', 'A48']);
    expect(godsCitationsIn('a Dragon in hex A2 strikes; rules 99 and A50 do not exist; 16.5 without "rules" is no citation')).toEqual({
      sections: [],
      ambiguities: [],
      signed: [],
    });
  });

  it('credits a Gods section or ambiguity only from a passing test under tests/gods/, listing the rest as uncovered', () => {
    const m = renderGodsMatrix(
      [
        gods('rules 8.3 the treaty › A5: it lasts through the 10th round'),
        { file: 'tests/arena/rules-setup.test.ts', name: 'rules 8.4 bidding, A31', failed: false },
        { file: 'tests/master/movement.test.ts', name: 'rules 8.5 signs, A33', failed: false },
      ],
      NO_DECISIONS,
      'a fixture',
    );
    expect(row(m.text, '8.3')).toContain('rules 8.3 the treaty › A5: it lasts through the 10th round (`tests/gods/x.test.ts`)');
    expect(row(m.text, '8')).toContain('_through its parts_');
    for (const id of ['8.4', '8.5']) expect(row(m.text, id)).toContain('**⚠ no test**');
    expect(row(m.text, 'A5')).toContain('`tests/gods/x.test.ts`');
    for (const id of ['A31', 'A33']) expect(row(m.text, id)).toContain('**⚠ no test**');
    expect(m.uncovered).toBe(GODS_SECTIONS.length - 2);
    expect(m.unpinned).toBe(GODS_AMBIGUITIES.length - 1);
    expect(listed(m.text, 'Sections without a test')).not.toContain('8.3');
    expect(listed(m.text, 'Sections without a test')).toContain('8.4');
    expect(listed(m.text, 'Ambiguities without a pinning test')).toEqual(GODS_AMBIGUITIES.filter((a) => a.id !== 'A5').map((a) => a.id));
    expect(m.text).toContain(`**2 of ${GODS_SECTIONS.length} sections covered; ${GODS_SECTIONS.length - 2} without a test. 1 of ${GODS_AMBIGUITIES.length} ambiguities pinned by a test; ${GODS_AMBIGUITIES.length - 1} without.**`);
    expect(m.text).toContain('the ambiguities A1–A48 those of the rules digest, A49 the project\'s own (numbered on in the rules notes).');
  });

  it('a Gods test that asserted nothing (the setup file fails it) or failed credits nothing; skipped and todo ones are dropped', () => {
    expect(vitestConfig.test?.setupFiles).toContain('tests/assertions-setup.ts');
    const result = (title: string, status: string) => ({ ancestorTitles: ['rules 10.4 fleeing'], title, status });
    const report = {
      testResults: [
        {
          name: '/root/tests/gods/game-engagement.test.ts',
          assertionResults: [
            result('A21: asserted nothing', 'failed'),
            result('rules 10.5: wrong', 'failed'),
            result('rules 10.6, A22: skipped', 'skipped'),
            result('rules 10.7, A23: todo', 'todo'),
          ],
        },
      ],
    };
    const tests = testsFromReport(report, '/root');
    expect(tests.map((t) => [t.file, t.failed])).toEqual([
      ['tests/gods/game-engagement.test.ts', true],
      ['tests/gods/game-engagement.test.ts', true],
    ]);
    const m = renderGodsMatrix(tests, NO_DECISIONS, 'a fixture');
    expect(row(m.text, '10.4')).toMatch(/^\| 10\.4 \| .* \| \*\*⚠ no test\*\*<br>rules 10\.4 fleeing › A21: asserted nothing \(`tests\/gods\/game-engagement\.test\.ts`\) \*\*failing\*\*/);
    expect(row(m.text, '10.5')).toContain('**⚠ no test**<br>rules 10.4 fleeing › rules 10.5: wrong');
    expect(row(m.text, 'A21')).toContain('**⚠ no test**<br>rules 10.4 fleeing › A21: asserted nothing');
    for (const id of ['10.6', '10.7']) expect(row(m.text, id)).toMatch(/\| \*\*⚠ no test\*\* \|$/);
    expect(m.uncovered).toBe(GODS_SECTIONS.length);
    expect(m.unpinned).toBe(GODS_AMBIGUITIES.length);
    const passing = renderGodsMatrix([...tests, gods('rules 10.4: a lordless legion flees')], NO_DECISIONS, 'a fixture');
    expect(passing.uncovered).toBe(GODS_SECTIONS.length - 2);
  });

  it('names the docs that decide an ambiguity in bold, and lists the ambiguities no doc decides', () => {
    const decisions = decisionsIn([
      { file: 'docs/rules-notes-gods-game.md', text: '1. **A1, one legion in the City.** Decided.\n- **A16** (Mustering plus): EN.\nA23 is mentioned, not decided.' },
      { file: 'docs/gods-of-titan-battlelands.md', text: '`LeftDefense` (A1–A3) hexes\n**Shield, A9–A10**' },
    ]);
    expect(decisions.get('A1')).toEqual(['docs/rules-notes-gods-game.md']);
    expect(decisions.get('A9')).toEqual(['docs/gods-of-titan-battlelands.md']);
    expect(decisions.get('A10')).toEqual(['docs/gods-of-titan-battlelands.md']);
    expect(decisions.get('A2')).toEqual([]);
    expect(decisions.get('A23')).toEqual([]);
    const m = renderGodsMatrix([gods('rules 8.6: A1 one legion')], decisions, 'a fixture');
    expect(row(m.text, 'A1')).toMatch(/^\| A1 \| .* \| `docs\/rules-notes-gods-game\.md` \| rules 8\.6: A1 one legion \(`tests\/gods\/x\.test\.ts`\) \|$/);
    expect(row(m.text, 'A23')).toMatch(/\| \*\*⚠ no decision found\*\* \| \*\*⚠ no test\*\* \|$/);
    expect(listed(m.text, 'Ambiguities no doc decides in bold')).toEqual(
      GODS_AMBIGUITIES.filter((a) => !['A1', 'A9', 'A10', 'A16'].includes(a.id)).map((a) => a.id),
    );
  });

  it('reports Gods sections cited only as "§N.N": not credited, counted per section and per file', () => {
    const m = renderGodsMatrix([gods('§12.3: a Warlord gives +1'), gods('§12.3 and rules 12.4: locked'), gods('§12.5 failing', true)], NO_DECISIONS, 'x');
    expect(row(m.text, '12.3')).toContain('**⚠ no test**');
    expect(row(m.text, '12.4')).toContain('§12.3 and rules 12.4: locked');
    expect(m.text).toContain('- 12.3 Moving characters (cited only as "§12.3" by 2 passing tests)');
    expect(m.text).toContain('- 12.5 Hazards\n');
    expect(m.text.split('(not counted; retitle them "rules N.N")\n\n')[1]).toBe('- `tests/gods/x.test.ts`: 1\n');
  });

  it('leaves TITAN\'s matrix unchanged: Gods tests, whatever they cite, add nothing to docs/compliance.md', () => {
    const titan: CitingTest[] = [
      { file: 'tests/master/movement.test.ts', name: '§7.4 Movement Chart: blocks', failed: false },
      { file: 'tests/battle/strike.test.ts', name: '§13.2 Strike Chart', failed: true },
    ];
    const godsTests = [gods('§7.4 rules 7.2, A31: signs'), gods('rules 13.2 Strike Chart, §13.2'), gods('Hazard Chart: Bramble, §11.7')];
    const alone = renderMatrix(RULE_SECTIONS, titan, 'the vitest report');
    expect(renderMatrix(RULE_SECTIONS, [...godsTests, ...titan], 'the vitest report')).toBe(alone);
    expect(alone).toContain(`**2 of ${RULE_SECTIONS.length} sections covered; ${RULE_SECTIONS.length - 2} without a test.**`);
    expect(renderGodsMatrix(titan, NO_DECISIONS, 'x').uncovered).toBe(GODS_SECTIONS.length);
  });
});
