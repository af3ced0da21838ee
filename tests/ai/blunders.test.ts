// TITAN battle blunders a club player never makes (issue 22), in set positions, for every level: (a) rangestrikers
// walked next to a 13-power Titan and died in one round for a scratch on him; (b) a wounded Titan left where two
// Warlocks could rangestrike him next turn, although his legion could tie them up.
import { describe, expect, it } from 'vitest';
import { battleRange, legalMoves, strikeTargets, type BattlePosition } from '../../engine/family/battle/rules.js';
import { battlePosition } from '../../engine/titan/battle/index.js';
import type { GameState } from '../../engine/titan/state.js';
import type { AiLevel } from '../../ai/levels.js';
import { battle, playWhile, withPieces } from './battle-positions.js';

// Easy weighs no strike-backs by design (its style is not tactical): the blunders are Normal's and Hard's to avoid.
const LEVELS: AiLevel[] = ['normal', 'hard'];

/** The Warlocks that could rangestrike the Titan in the attacker's next turn (§12: a rangestriker not in contact may
 * move, then rangestrike; one in contact may do neither), each with a hex it would strike from: the engine's own moves
 * and lines, the attacker to act. */
function warlocksOnTitan(s: GameState): string[] {
  const now = battlePosition(s);
  const pos: BattlePosition = { ...now, active: 'attacker', pieces: now.pieces.map((p) => (p.side === 'attacker' ? { ...p, moved: false, struck: false } : p)) };
  const titan = pos.pieces.find((p) => p.creature === 'Titan');
  if (!titan) throw new Error('no Titan');
  const out: string[] = [];
  for (const w of pos.pieces.filter((p) => p.creature === 'Warlock' && !p.slain && p.hex !== null)) {
    for (const h of [w.hex as string, ...legalMoves(pos, w.id)]) {
      const there = { ...pos, pieces: pos.pieces.map((p) => (p.id === w.id ? { ...p, hex: h } : p)) };
      if (strikeTargets(there, w.id).some((t) => t.target === titan.id && t.rangestrike)) {
        out.push(`${w.id}@${h}`);
        break;
      }
    }
  }
  return out;
}

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

  it.each(LEVELS)('%s (b): a wounded Titan is not left in reach of two Warlocks when his legion can tie them up (§12: a rangestriker in contact may not rangestrike)', (level) => {
    const b = battle(['Warlock', 'Warlock', 'Ogre', 'Ogre'], ['Titan', 'Troll', 'Troll', 'Ogre', 'Centaur'], 'Plains');
    const hexes: Record<string, string> = { d1: 'C3', d2: 'C2', d3: 'C4', d4: 'B2', d5: 'B3', a1: 'E2', a2: 'E4', a3: 'F2', a4: 'F3' };
    // round 2, the defender to maneuver; his Titan (power 6) has taken 4 hits from the Warlocks' magic missiles
    const start = withPieces(b.state, (p) => (hexes[p.id] ? { hex: hexes[p.id], startHex: hexes[p.id], ...(p.creature === 'Titan' ? { hits: 4 } : {}) } : null), { round: 2, active: 'defender' });
    expect(warlocksOnTitan(start)).toHaveLength(2);
    const s = playWhile(start, b.defender, level, (x) => x.battle?.round === 2 && x.battle.active === 'defender' && x.battle.phase === 'maneuver');
    expect(s.battle?.phase).not.toBe('maneuver');
    expect(s.battle?.pieces.find((p) => p.creature === 'Titan')?.hex).not.toBeNull();
    expect(warlocksOnTitan(s)).toEqual([]);
  });
});
