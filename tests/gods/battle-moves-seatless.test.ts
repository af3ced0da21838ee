// Rules 11–15: the battle's moves as the game lists them (engine/gods/battle/step.ts godsBattleMoves: each made the
// seat's `battle` move as it is, engagement/fight.ts) are its legal actions with the seat taken off — the same moves,
// in the same order, each with its members in the same order — all through seeded battles with spells.
import { describe, expect, it } from 'vitest';
import { GODS_BATTLELANDS } from '../../engine/gods/data/battlelands.js';
import { GODS_SPELLS } from '../../engine/gods/data/spells.js';
import { applyGodsBattleAction, godsBattleActors, godsBattleLegalActions, godsBattleMoves, type GodsBattleState } from '../../engine/gods/battle/index.js';
import { seedRng } from '../../engine/platform/rng.js';
import { input, start } from './battle-helpers.js';

const SPELLS = Object.keys(GODS_SPELLS);

describe('rules 11–15 the battle moves the game lists are the legal actions without their seat', () => {
  it('at every step of seeded battles with spells, for each seat, in JSON and order', () => {
    let compared = 0;
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const base = input(['Warlock', 'Priestess', 'Centaur', 'Gargoyle'], ['Jabberwok', 'Novice', 'Ogre', 'Cyclops'], { land: GODS_BATTLELANDS.Plains!, rng: seedRng(seed) });
      let s: GodsBattleState = start({ ...base, attacker: { ...base.attacker, spells: SPELLS.slice(0, 4) }, defender: { ...base.defender, spells: SPELLS.slice(4, 8) } });
      for (let n = 0; n < 400 && s.phase !== 'over'; n++) {
        for (const seat of [s.players.attacker, s.players.defender]) {
          const seated = godsBattleLegalActions(s, seat);
          expect(JSON.stringify(godsBattleMoves(s, seat))).toBe(JSON.stringify(seated.map(({ player: _p, ...m }) => m)));
          for (const a of seated) kinds.add(a.type);
          compared += seated.length;
        }
        const seat = godsBattleActors(s).find((p) => godsBattleLegalActions(s, p).some((a) => a.type !== 'concede')) ?? s.players.attacker;
        const legal = godsBattleLegalActions(s, seat).filter((a) => a.type !== 'concede');
        const acting = legal.filter((a) => a.type !== 'done'); // each side moves, strikes and casts while it may
        const pool = acting.length > 0 ? acting : legal;
        const action = pool[(n * 7 + seed) % Math.max(1, pool.length)] ?? godsBattleLegalActions(s, seat)[0]!;
        const r = applyGodsBattleAction(s, action);
        if (!r.ok) expect.fail(`${JSON.stringify(action)} refused: ${r.error.message}`);
        s = r.state;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect([...kinds]).toEqual(expect.arrayContaining(['move', 'strike', 'done', 'concede', 'castSpell']));
  });
});
