// Gods of Titan Experience Points (rules 26): both goal tables, each goal paid once, the eight thresholds and the
// advantages they give an uncovered Titan.
import { describe, expect, it } from 'vitest';
import { EXPERIENCE_GOALS, EXPERIENCE_THRESHOLDS, type GoalEvent } from '../../engine/gods/data/experience.js';
import { advantageParams, advantagesHeld, goalReached } from '../../engine/gods/rules/experience.js';

describe('rules 26.1, 26.3, 26.4 the goal tables', () => {
  it('14 goals of 100 EP in all, for each side', () => {
    for (const table of Object.values(EXPERIENCE_GOALS)) {
      expect(table).toHaveLength(14);
      expect(table.reduce((sum, g) => sum + g.ep, 0)).toBe(100);
    }
  });

  // Events and the goal and EP they reach, per side.
  const cases: { role: 'titan-player' | 'darklord'; event: GoalEvent; goal: string | null; ep?: number }[] = [
    { role: 'titan-player', event: { kind: 'mustered', creature: 'Colossus' }, goal: 'Colossus mustered', ep: 10 },
    { role: 'titan-player', event: { kind: 'mustered', creature: 'Hydra' }, goal: 'Hydra mustered', ep: 5 },
    { role: 'titan-player', event: { kind: 'mustered', creature: 'Griffon' }, goal: null },
    { role: 'titan-player', event: { kind: 'captured', land: 'citytower' }, goal: 'Citytower taken', ep: 10 },
    { role: 'titan-player', event: { kind: 'ashore' }, goal: 'Sea-Legion entered mainland', ep: 5 },
    // A19: "slain" is the elimination of a Titan-player (DE "vernichtet"); the Darklord has his own goal.
    { role: 'titan-player', event: { kind: 'titan-eliminated', count: 2 }, goal: '2nd Titan slain', ep: 10 },
    { role: 'titan-player', event: { kind: 'titan-eliminated', count: 3 }, goal: null },
    { role: 'titan-player', event: { kind: 'darklord-destroyed' }, goal: 'Darklord slain', ep: 10 },
    { role: 'darklord', event: { kind: 'mustered', creature: 'Deathbringer' }, goal: 'Deathbringer mustered', ep: 10 },
    { role: 'darklord', event: { kind: 'mustered', creature: 'Hydra' }, goal: null },
    { role: 'darklord', event: { kind: 'elemental-destroyed', count: 3 }, goal: '3rd Elemental destroyed', ep: 10 },
    { role: 'darklord', event: { kind: 'titan-eliminated', count: 3 }, goal: '3rd Titan eliminated', ep: 5 },
    { role: 'darklord', event: { kind: 'captured', land: 'fort' }, goal: null },
    { role: 'darklord', event: { kind: 'captured', land: 'skycastle' }, goal: 'Skycastle taken', ep: 10 },
  ];
  for (const c of cases) {
    it(`${c.role}: ${JSON.stringify(c.event)} → ${c.goal ?? 'no goal'}`, () => {
      const reached = goalReached(c.role, [], c.event);
      expect(reached ? [reached.goal, reached.ep] : null).toEqual(c.goal === null ? null : [c.goal, c.ep]);
    });
  }

  it('26.1: each goal is paid once, however often it is reached', () => {
    const claimed = ['Hydra mustered'];
    expect(goalReached('titan-player', claimed, { kind: 'mustered', creature: 'Hydra' })).toBeNull();
    expect(goalReached('titan-player', claimed, { kind: 'mustered', creature: 'Basilisk' })?.ep).toBe(5);
  });
});

describe('rules 26.5 the thresholds', () => {
  it('eight thresholds of 10 to 80 EP', () => {
    expect(EXPERIENCE_THRESHOLDS.map((t) => t.ep)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
  });
  it('each advantage from its threshold on; A18: the three teleports one at 60, 70 and 80', () => {
    expect(advantagesHeld(9, true)).toEqual([]);
    expect(advantagesHeld(25, true)).toEqual(['native', 'mustering-plus']);
    expect(advantagesHeld(65, true)).toEqual(['native', 'mustering-plus', 'movement-plus', 'hold', 'freeway', 'tower-teleport']);
    expect(advantagesHeld(100, true)).toHaveLength(8);
  });
  it('the parameters the rules read: Native not in the black lands, Coasts or Sea; Movement plus musters after 3–7 lands', () => {
    expect(advantageParams('native').exceptTerrains).toEqual(['Darkland', 'Wasteland', 'Coast', 'Sea']);
    expect(advantageParams('movement-plus').musterAfter).toEqual([3, 4, 5, 6, 7]);
  });
  it('26.2: none while the Titan is covered', () => {
    expect(advantagesHeld(100, false)).toEqual([]);
  });
});
