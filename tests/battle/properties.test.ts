// Invariants of the battle rules over random positions on every Titan battleland (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  battleRange, canStrike, carryTargets, contactEnemies, hexNeighbour, legalMoves, losBlocked, strikeDice, strikeNumber, strikeOptions, strikeTargets,
} from '../../engine/family/battle/rules.js';
import { HEX_LABELS } from '../../engine/family/battle/grid.js';
import type { BattlePosition } from '../../engine/family/battle/position.js';
import { TITAN, position } from './helpers.js';

const LANDS = Object.keys(TITAN.battlelands);
const CREATURES = Object.keys(TITAN.creatures);
const hexArb = fc.constantFrom(...HEX_LABELS);

const positionArb: fc.Arbitrary<BattlePosition> = fc
  .record({
    land: fc.constantFrom(...LANDS),
    active: fc.constantFrom('attacker' as const, 'defender' as const),
    pieces: fc.uniqueArray(
      fc.record({ hex: hexArb, creature: fc.constantFrom(...CREATURES), attacker: fc.boolean(), slain: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) }),
      { minLength: 2, maxLength: 12, selector: (p) => p.hex },
    ),
  })
  .map(({ land, active, pieces }) =>
    position(land, pieces.map((p) => [p.creature, p.attacker ? 'attacker' : 'defender', p.hex, { slain: p.slain }] as const), { active }),
  );

describe('battle grid invariants (§12.3)', () => {
  it('hex labels are in label order (results built in index order come out sorted)', () => {
    expect([...HEX_LABELS].sort()).toEqual(HEX_LABELS);
  });

  it('range is 1 on the same hex, 2 for neighbours, symmetric and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(hexArb, hexArb, hexArb, (a, b, c) => {
        expect(battleRange(a, b)).toBe(battleRange(b, a));
        expect(battleRange(a, b) === 1).toBe(a === b);
        expect(battleRange(a, c)).toBeLessThanOrEqual(battleRange(a, b) + battleRange(b, c) - 1);
      }),
    );
    for (const h of HEX_LABELS) {
      for (let s = 0; s < 6; s++) {
        const n = hexNeighbour(h, s);
        if (n === null) continue;
        expect(battleRange(h, n)).toBe(2);
        expect(hexNeighbour(n, (s + 3) % 6)).toBe(h);
      }
    }
  });
});

describe('battle rules invariants on random positions', () => {
  it('§12.4: line of sight is symmetric', () => {
    fc.assert(
      fc.property(positionArb, hexArb, hexArb, (pos, a, b) => {
        expect(losBlocked(pos, a, b)).toBe(losBlocked(pos, b, a));
      }),
      { numRuns: 400 },
    );
  });

  it('§11: a legal move ends on a free hex within skill + 1 range, and a piece in contact has none', () => {
    fc.assert(
      fc.property(positionArb, (pos) => {
        const occupied = new Set(pos.pieces.map((p) => p.hex));
        for (const p of pos.pieces) {
          const moves = legalMoves(pos, p.id);
          if (p.side !== pos.active || contactEnemies(pos, p.id).length > 0) expect(moves).toEqual([]);
          for (const h of moves) {
            expect(occupied.has(h)).toBe(false);
            expect(battleRange(p.hex as string, h)).toBeLessThanOrEqual(TITAN.creatures[p.creature].skill + 1);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('§13: strikes allowed ⇔ a strike number 1…6 and dice; carries go to contact enemies; options start with the normal strike', () => {
    fc.assert(
      fc.property(positionArb, (pos) => {
        for (const s of pos.pieces) {
          const contacts = contactEnemies(pos, s.id).map((p) => p.id);
          const targets = strikeTargets(pos, s.id);
          expect(targets.map((t) => t.target)).toEqual(pos.pieces.filter((t) => canStrike(pos, s.id, t.id)).map((t) => t.id));
          for (const t of targets) expect(t.rangestrike).toBe(contacts.length === 0);
          for (const t of pos.pieces) {
            const allowed = canStrike(pos, s.id, t.id);
            const n = strikeNumber(pos, s.id, t.id);
            expect(n !== null).toBe(allowed);
            expect(strikeDice(pos, s.id, t.id) > 0).toBe(allowed);
            if (n !== null) expect(n >= 1 && n <= 6).toBe(true);
            const carry = carryTargets(pos, s.id, t.id);
            for (const c of carry) expect(contacts).toContain(c);
            const options = strikeOptions(pos, s.id, t.id);
            if (options.length > 0) {
              expect(options[0]).toEqual({ dice: strikeDice(pos, s.id, t.id), strikeNumber: n, carryTargets: carry });
              for (const o of options.slice(1)) expect(o.carryTargets.length).toBeGreaterThan(carry.length);
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
