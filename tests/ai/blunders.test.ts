// TITAN battle blunders a club player never makes (issue 22), in set positions, for every level: (a) rangestrikers
// walked next to a 13-power Titan and died in one round for a scratch on him.
import { describe, expect, it } from 'vitest';
import { battleRange } from '../../engine/family/battle/rules.js';
import type { AiLevel } from '../../ai/levels.js';
import { battle, playWhile, withPieces } from './battle-positions.js';

// Easy weighs no strike-backs by design (its style is not tactical): the blunders are Normal's and Hard's to avoid.
const LEVELS: AiLevel[] = ['normal', 'hard'];

describe('TITAN battle blunders (issue 22)', () => {
  it.each(LEVELS)('%s (a): rangestrikers do not walk into contact with a 13-power Titan for a scratch on him; they keep their range', (level) => {
    const b = battle(['Titan', 'Ogre'], ['Ranger', 'Ranger', 'Gargoyle'], 'Plains');
    const hexes: Record<string, string> = { a1: 'D4', a2: 'B3', d1: 'D1', d2: 'E2', d3: 'C1' };
    const start = withPieces(b.state, (p) => (hexes[p.id] ? { hex: hexes[p.id], startHex: hexes[p.id], ...(p.creature === 'Titan' ? { power: 13 } : {}) } : null), { round: 2, active: 'defender' });
    const titan = start.battle?.pieces.find((p) => p.creature === 'Titan');
    expect(titan?.power).toBe(13);
    const s = playWhile(start, b.defender, level, (x) => x.battle?.round === 2 && x.battle.active === 'defender' && x.battle.phase === 'maneuver');
    const rangers = (s.battle?.pieces ?? []).filter((p) => p.creature === 'Ranger' && p.hex);
    expect(rangers).toHaveLength(2);
    for (const r of rangers) expect(battleRange(r.hex ?? '', titan?.hex ?? ''), r.hex ?? '').toBeGreaterThan(2);
  });
});
