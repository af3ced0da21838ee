// TITAN battle blunders a club player never makes (issue 22), in set positions, for every level: (a) rangestrikers
// walked next to a 13-power Titan and died in one round for a scratch on him; (b) a wounded Titan left where two
// Warlocks could rangestrike him next turn, although his legion could tie them up; (d) a Titan sent beside the enemy
// Titan when another piece could have taken that hex.
import { describe, expect, it } from 'vitest';
import { battleRange, contactEnemies, legalMoves, strikeTargets, type BattlePosition } from '../../engine/family/battle/rules.js';
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

  it.each(LEVELS)('%s (b): a wounded Titan is not left in reach of two Warlocks when his legion can tie them up (a rangestriker in contact may not rangestrike)', (level) => {
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

  it.each(LEVELS.flatMap((level) => [6, 7].map((round) => [level, round] as const)))('%s (d), round %i: the Titan leaves the one free hex beside the enemy Titan to another piece that can take it, and that piece engages him', (level, round) => {
    // the enemy Titan on C3 ringed by his legion but for D4; the attacker's Titan and four others out of contact, all
    // able to reach D4; late in the battle, when the attacker presses (§10.5's time loss)
    const b = battle(['Titan', 'Ogre', 'Troll', 'Centaur', 'Lion'], ['Titan', 'Gargoyle', 'Centaur', 'Ogre', 'Troll', 'Lion'], 'Plains');
    const hexes: Record<string, string> = { a1: 'F3', a2: 'F4', a3: 'F2', a4: 'E5', a5: 'F1', d1: 'C3', d2: 'B2', d3: 'B3', d4: 'C2', d5: 'C4', d6: 'D3' };
    const start = withPieces(b.state, (p) => (hexes[p.id] ? { hex: hexes[p.id], startHex: hexes[p.id] } : null), { round, active: 'attacker' });
    const s = playWhile(start, b.attacker, level, (x) => x.battle?.round === round && x.battle.active === 'attacker' && x.battle.phase === 'maneuver');
    expect(s.battle?.phase).not.toBe('maneuver');
    const pos = battlePosition(s);
    const theirs = contactEnemies(pos, 'd1');
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.map((p) => p.creature)).not.toContain('Titan');
  });
});
