import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntrySide } from '../../engine/family/types.js';
import { applyBattleAction, battleActors, battleLegalActions } from '../../engine/titan/battle/index.js';
import { HEX_LABELS } from '../../engine/family/battle/grid.js';
import type { GameEvent } from '../../engine/titan/events.js';
import type { GameState } from '../../engine/titan/state.js';
import { ATTACKER, battleGame, counterCensus, landOf, variant } from './helpers.js';

/** Creatures plentiful enough that two legions and a donor never empty a stack. */
const POOL = Object.values(variant.creatures).filter((c) => c.kind !== 'titan' && c.count >= 18).map((c) => c.name);
const TERRAINS = Object.keys(variant.battlelands);
/** Upper bound on the actions of one battle: 7 rounds × 2 half-rounds × (moves, summon, done, strikes, carries). */
const MAX_ACTIONS = 7 * 2 * (8 + 2 + 8 * 4 + 3);

const legionArb = (titan: boolean) =>
  fc.array(fc.constantFrom(...POOL), { minLength: titan ? 0 : 1, maxLength: titan ? 6 : 7 }).map((l) => (titan ? ['Titan', ...l] : l));

const setupArb = fc.record({
  terrain: fc.constantFrom(...TERRAINS),
  entry: fc.constantFrom<EntrySide>('Left', 'Right', 'Bottom'),
  attacker: fc.boolean().chain(legionArb),
  defender: fc.boolean().chain(legionArb),
  seed: fc.integer({ min: 1, max: 0x7fffffff }),
  choices: fc.integer({ min: 1, max: 0x7fffffff }),
  attackerScore: fc.constantFrom(0, 150, 420),
});

/** A small deterministic choice stream for picking among legal actions (separate from the game's dice). */
function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/** Multiset equality of two creature lists. */
const sameCreatures = (a: readonly string[], b: readonly string[]): boolean => [...a].sort().join() === [...b].sort().join();

describe('random battles (property)', () => {
  it('legal random actions end every battle in bounded actions, keep legions ≤ 7, pieces on legal hexes, counters conserved', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const land = landOf(setup.terrain);
        const donorLand = variant.landIds.find((l) => l !== land) as number;
        let state: GameState = battleGame({ ...setup, extra: [{ marker: 'Rd02', owner: ATTACKER, creatures: ['Angel', 'Ogre'], land: donorLand }] });
        const census = counterCensus(state);
        const pick = chooser(setup.choices);
        let steps = 0;
        while (state.battle) {
          steps++;
          expect(steps).toBeLessThanOrEqual(MAX_ACTIONS);
          const [player] = battleActors(state);
          const actions = battleLegalActions(state, player);
          expect(actions.length).toBeGreaterThan(0);
          // Every listed action is accepted (checked on a sample of states to keep the run short).
          if (steps % 7 === 0) {
            for (const a of actions) expect('code' in applyBattleAction(state, a, [])).toBe(false);
          }
          const action = actions[pick(actions.length)];
          const events: GameEvent[] = [];
          const next = applyBattleAction(state, action, events);
          if ('code' in next) throw new Error(`legal action refused: ${JSON.stringify(action)}: ${next.message}`);
          state = next;
          expect(counterCensus(state)).toEqual(census);
          for (const l of Object.values(state.legions)) expect(l.creatures.length).toBeLessThanOrEqual(variant.rules.maxLegionSize);
          const b = state.battle;
          if (!b) break;
          const hexes = b.pieces.flatMap((p) => (p.hex === null ? [] : [p.hex]));
          expect(new Set(hexes).size).toBe(hexes.length);
          const land = variant.battlelands[b.terrain];
          for (const h of hexes) {
            expect(HEX_LABELS).toContain(h);
            expect(land.hexes[h]?.hazard).not.toBe('Tree');
          }
          for (const side of ['attacker', 'defender'] as const) {
            const marker = side === 'attacker' ? b.attacker : b.defender;
            const inBattle = b.pieces.filter((p) => p.side === side).map((p) => p.creature);
            expect(sameCreatures(state.legions[marker].creatures, inBattle)).toBe(true);
          }
        }
        expect(state.battle).toBeNull();
        expect(counterCensus(state)).toEqual(census);
      }),
      { numRuns: 100 },
    );
  });
});
