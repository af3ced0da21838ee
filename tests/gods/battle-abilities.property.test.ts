// Rules 16 with 11.1 and 11.8: random legal play between legions full of ability holders (single-use Creatures, the
// Necromancer, the Pegasus and its riders, the Human legion effects, the variable-PF Demilords) always ends by the
// seventh round with every character conserved — slain with a cause or a survivor with its hits — and every ability
// use it offers accepted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abilityHolders } from '../../engine/gods/data/abilities.js';
import { GODS_SINGLE_USE_ABILITIES } from '../../engine/gods/data/ability-ids.js';
import { GODS_BATTLELANDS } from '../../engine/gods/data/battlelands.js';
import { memoryOf } from '../../engine/gods/battle/abilities/memory.js';
import { applyGodsBattleAction, godsBattleActors, godsBattleLegalActions } from '../../engine/gods/battle/index.js';
import type { GodsBattleState, GodsOwner } from '../../engine/gods/battle/index.js';
import { seedRng } from '../../engine/platform/rng.js';
import { chooser, expectConserved, input, start } from './battle-helpers.js';

/** The characters whose abilities act in battle, and a few plain ones to strike at. */
const NAMES = [
  ...GODS_SINGLE_USE_ABILITIES.flatMap((id) => abilityHolders(id)),
  'Necromancer', 'Pegasus', 'Pegasus', 'Chimera', 'Guardian', 'Jabberwok', 'Knight', 'Pixie', 'Priest', 'Priestess', 'Warlord', 'Dragon', 'Golem',
  'Ogre', 'Troll', 'Angel',
];
/** 7 rounds × 2 half-rounds × (moves, done, strikes twice, carries, ability uses), concessions aside. */
const MAX_ACTIONS = 7 * 2 * (9 + 1 + 9 * 4 + 2 + 12) + 4;

const setupArb = fc.record({
  terrain: fc.constantFrom(...Object.keys(GODS_BATTLELANDS)),
  attacker: fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 7 }),
  defender: fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 7 }),
  owners: fc.tuple(fc.constantFrom<GodsOwner>('red', 'black'), fc.constantFrom<GodsOwner>('green', 'black', 'neutral')),
  entry: fc.constantFrom('Left' as const, 'Right' as const, 'Bottom' as const),
  seed: fc.integer({ min: 1, max: 0x7fffffff }),
  choices: fc.integer({ min: 1, max: 0x7fffffff }),
});

describe('rules 16: random legal battles with abilities', () => {
  it('rules 16.2, 11.8: end within seven rounds with every character conserved, accepting every ability use offered', () => {
    let used = 0;
    const kinds = new Set<string>();
    fc.assert(
      fc.property(setupArb, (c) => {
        const owners = c.owners[0] === c.owners[1] ? (['red', 'green'] as const) : c.owners;
        const real = GODS_BATTLELANDS[c.terrain]!;
        let s: GodsBattleState = start(input(c.attacker, c.defender, {
          land: real, tower: real.tower, coast: c.terrain === 'Coast', attackerEntry: c.entry, rng: seedRng(c.seed),
          attackerOwner: owners[0], defenderOwner: owners[1],
        }));
        const ids = s.pieces.map((p) => p.id).sort();
        const pick = chooser(c.choices);
        for (let n = 0; n < MAX_ACTIONS && s.phase !== 'over'; n++) {
          // The seat that decides plays; once in a while either seat concedes instead.
          const actors = godsBattleActors(s);
          const deciding = actors.filter((p) => godsBattleLegalActions(s, p).some((a) => a.type !== 'concede'));
          const conceding = deciding.length === 0 || pick(60) === 0;
          const player = conceding ? actors[pick(actors.length)]! : deciding[pick(deciding.length)]!;
          const all = godsBattleLegalActions(s, player);
          const playing = all.filter((a) => a.type !== 'concede');
          // Prefer an ability use when one is offered, so that most of them are tried.
          const abilities = playing.filter((a) => a.type === 'useAbility' || a.type === 'mount' || a.type === 'stoneCold');
          const legal = conceding || playing.length === 0 ? all : abilities.length > 0 && pick(2) === 0 ? abilities : playing;
          const action = legal[pick(legal.length)]!;
          const r = applyGodsBattleAction(s, action);
          if (!r.ok) expect.fail(`${JSON.stringify(action)} refused: ${r.error.message}`);
          for (const e of r.events) {
            if (e.type !== 'ability') continue;
            used++;
            kinds.add(e.ability);
          }
          s = r.state;
          expect(s.round).toBeLessThanOrEqual(7);
          expect(s.pieces.every((p) => p.hits >= 0 && p.hits <= p.power)).toBe(true);
        }
        expect(s.phase).toBe('over');
        expectConserved(s, ids);
        // Every Decoy Tree still standing is where the abilities remember it, to be taken away again.
        expect(memoryOf(s).trees.every((t) => s.land.hexes[t.hex]!.hazard === 'Tree')).toBe(true);
      }),
      { numRuns: 120, seed: 20261124 },
    );
    expect(used).toBeGreaterThan(100);
    expect([...kinds].sort()).toEqual([...GODS_SINGLE_USE_ABILITIES, 'necromancy', 'mount'].sort());
  });
});
