// Gods of Titan hidden information with battles (rules 10.3, 10.8, 15.2): over whole random-legal games in which
// battles are fought, every seat's serialized view names no character it may not know of (its own legions and pool,
// the Neutral Towers, shown Masters, and the battle it fights), never another seat's spells (a side sees the other
// side's as face-down counters, other seats not the battle at all) and never the PRNG. Counted guards make the test
// fail if the games end before battles occur.
import { describe, expect, it } from 'vitest';
import { GODS_CHARACTER_NAMES } from '../../engine/gods/data/characters.js';
import { godsActors, godsLegalActions } from '../../engine/gods/legal.js';
import { applyGods } from '../../engine/gods/reducer.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { nextInt, seedRng } from '../../engine/platform/rng.js';
import { knowable, newGame } from './game-helpers.js';

describe('rules 10.8 and 15.2 hidden information in games with battles', () => {
  it('views during and after battles leak no other seat\'s legion contents or spells, and no dice', () => {
    let battleViews = 0;
    let outsiders = 0;
    for (const [players, seed] of [[3, 11], [4, 12]] as const) {
      let s = newGame(players, seed);
      let rng = seedRng(seed * 104729);
      for (let i = 0; i < 4000 && s.phase !== 'over'; i++) {
        const seat = godsActors(s)[0];
        const legal = seat === undefined ? [] : godsLegalActions(s, seat);
        const [k, next] = nextInt(rng, legal.length);
        rng = next;
        const action = legal[k];
        if (!action) throw new Error('nobody may act');
        const r = applyGods(s, action);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        const battle = s.engagement?.battle;
        if (!battle) continue;
        for (const viewer of s.players.filter((p) => !p.out).map((p) => p.id)) {
          const view = godsViewFor(s, viewer);
          const json = JSON.stringify(view);
          expect(json).not.toContain('"rng"');
          const known = knowable(s, viewer);
          for (const name of GODS_CHARACTER_NAMES) if (!known.has(name) && s.legions.some((l) => l.pieces.some((p) => p.name === name))) expect(json).not.toContain(`"${name}"`);
          for (const p of view.players) if (p.id !== viewer) expect(p.spells).toBeNull();
          const side = battle.players.attacker === viewer ? 'attacker' : battle.players.defender === viewer ? 'defender' : null;
          if (side === null) {
            outsiders++;
            expect(view.engagement?.battle).toBeNull();
            continue;
          }
          battleViews++;
          const held = view.engagement?.battle?.addons.spells?.held;
          const other = side === 'attacker' ? 'defender' : 'attacker';
          for (const spell of held?.[other] ?? []) expect(spell).toBe('hidden');
        }
      }
    }
    expect(battleViews).toBeGreaterThan(50);
    expect(outsiders).toBeGreaterThan(20);
  });
});
