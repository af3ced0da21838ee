// rules 17.1, rules 18.1: random legal Gods battles with the game's facts for a reinforcement and a summon — every
// legal action (the additions' too) is accepted, each addition happens at most once and in its own maneuver, and
// every character, the added ones included, ends slain or surviving.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyGodsBattleAction, godsBattleActors, godsBattleLegalActions } from '../../engine/gods/battle/index.js';
import type { GodsBattleContext, GodsBattleState } from '../../engine/gods/battle/index.js';
import { GODS_BOARD } from '../../engine/gods/movement/board-index.js';
import { seedRng } from '../../engine/platform/rng.js';
import { chooser, expectConserved, input, land, start } from './battle-helpers.js';

const DESERT = GODS_BOARD.byId.get(103)!;

/** The defender's facts on a Desert (Lions qualify for Lions, three for a Griffon), the attacker's three candidates. */
const CONTEXT: GodsBattleContext = {
  reinforcement: {
    id: 'p99',
    land: { terrain: DESERT.terrain, kind: DESERT.kind, labelled: DESERT.labelled },
    seat: { pool: { Lion: 5, Griffon: 3 }, endCreatureTaken: false, darkTitanAppeared: false, seaLegionsAshore: false },
    legion: { masterUncovered: false, seaLegion: false, advantages: [] },
  },
  summoning: {
    masterUncovered: false,
    sources: [{ legion: 'm5', piece: 'p50', name: 'Angel' }, { legion: 'm6', piece: 'p60', name: 'Archangel' }, { legion: 'm7', piece: 'p70', name: 'Jabberwok' }],
  },
};
const MAX_ACTIONS = 1000;

describe('rules 17.1, rules 18.1 random legal Gods battles with reinforcement and summoning', () => {
  it('accept every legal action, add each character at most once in its maneuver, and conserve every character', () => {
    const added = { reinforcement: 0, summoning: 0 };
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Ogre', 'Centaur', 'Troll', 'Cyclops', 'Gargoyle'), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 1, max: 0x7fffffff }),
        fc.integer({ min: 1, max: 0x7fffffff }),
        (attacker, lions, seed, choices) => {
          let s: GodsBattleState = start(input(attacker, Array.from({ length: lions }, () => 'Lion'), { land: land(), rng: seedRng(seed) }));
          const ids = s.pieces.map((p) => p.id);
          const pick = chooser(choices);
          for (let n = 0; n < MAX_ACTIONS && s.phase !== 'over'; n++) {
            // The deciding seat acts (the other could only concede).
            const actors = godsBattleActors(s);
            const player = actors.find((p) => godsBattleLegalActions(s, p, CONTEXT).some((a) => a.type !== 'concede')) ?? actors[0]!;
            const all = godsBattleLegalActions(s, player, CONTEXT);
            // Nobody concedes, and a side ends its step early only now and then, so that battles are fought out.
            const playing = all.filter((a) => a.type !== 'concede');
            const busy = playing.filter((a) => a.type !== 'done');
            const legal = busy.length > 0 && pick(8) > 0 ? busy : playing.length > 0 ? playing : all;
            const action = legal[pick(legal.length)]!;
            if (action.type === 'reinforce' || action.type === 'summon') {
              expect(s.phase).toBe('maneuver');
              expect(s.active).toBe(action.type === 'reinforce' ? 'defender' : 'attacker');
              if (action.type === 'reinforce') expect(s.round).toBeGreaterThanOrEqual(4);
              added[action.type === 'reinforce' ? 'reinforcement' : 'summoning']++;
            }
            const r = applyGodsBattleAction(s, action, CONTEXT);
            if (!r.ok) expect.fail(`${JSON.stringify(action)} refused: ${r.error.message}`);
            s = r.state;
          }
          expect(s.phase).toBe('over');
          const joined = s.pieces.map((p) => p.id).concat(s.slain.map((p) => p.id)).filter((id) => !ids.includes(id));
          expect(joined.length).toBeLessThanOrEqual(2);
          expectConserved(s, [...ids, ...joined].sort());
        },
      ),
      { numRuns: 80, seed: 17 },
    );
    // The property must have seen both additions made.
    expect(added.reinforcement).toBeGreaterThanOrEqual(20);
    expect(added.summoning).toBeGreaterThanOrEqual(20);
  });
});
