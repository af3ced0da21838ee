// The attacker's last round (§10.5, issue 22 TITAN strength): a legion that has not slain every defender when the
// seventh round ends loses on time — all of it, its Titan too — so in that round holding the Titan back saves
// nothing. Seen in a Normal battle (Hills): the wounded Titan and a Troll against a Troll, a Cyclops and an Ogre; Normal
// compares whole maneuvers (each first move completed by the others' best) and sends both into contact, where the
// piece-by-piece choice left the Titan out of reach.
import { describe, expect, it } from 'vitest';
import { contactEnemies } from '../../engine/family/battle/rules.js';
import { battlePosition } from '../../engine/titan/battle/index.js';
import { battle, playWhile, withPieces } from './battle-positions.js';

describe('§10.5: in the seventh round the attacker fights with everything', () => {
  for (const level of ['normal', 'hard'] as const) {
    it(`${level}: the wounded attacking Titan comes into contact in round 7`, () => {
      const b = battle(['Titan', 'Troll', 'Troll', 'Lion', 'Cyclops', 'Ranger'], ['Troll', 'Troll', 'Lion', 'Cyclops', 'Ranger', 'Gorgon', 'Ogre'], 'Hills');
      const placed: Record<string, { hex: string; hits: number }> = { a1: { hex: 'A1', hits: 5 }, a3: { hex: 'B2', hits: 1 }, d2: { hex: 'D1', hits: 0 }, d4: { hex: 'D2', hits: 0 }, d7: { hex: 'C1', hits: 0 } };
      const start = withPieces(b.state, (p) => (placed[p.id] ? { ...placed[p.id], startHex: placed[p.id].hex } : null), { round: 7, active: 'attacker' });
      expect(start.battle?.pieces.map((p) => p.creature).sort()).toEqual(['Cyclops', 'Ogre', 'Titan', 'Troll', 'Troll']);
      const s = playWhile(start, b.attacker, level, (x) => x.battle?.round === 7 && x.battle.active === 'attacker' && x.battle.phase === 'maneuver');
      expect(contactEnemies(battlePosition(s), 'a1').length).toBeGreaterThan(0);
    });
  }
});
