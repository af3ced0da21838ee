// Rules 15, 11.8: random legal Gods battles whose legions hold spells still end within seven rounds, every legal
// action (every spell cast and follow-up) is accepted, and every character is conserved — slain with a cause or a
// survivor — while the summoned Demon is in neither list; each spell spent is reported, none twice for a side.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GODS_BATTLELANDS } from '../../engine/gods/data/battlelands.js';
import { GODS_CHARACTERS } from '../../engine/gods/data/characters.js';
import { GODS_SPELLS } from '../../engine/gods/data/spells.js';
import { applyGodsBattleAction, godsBattleActors, godsBattleLegalActions, spellsSpent } from '../../engine/gods/battle/index.js';
import type { GodsBattleAction, GodsBattleState } from '../../engine/gods/battle/index.js';
import { seedRng } from '../../engine/platform/rng.js';
import { expectConserved, input, start } from './battle-helpers.js';

const FIGHTERS = Object.values(GODS_CHARACTERS).filter((c) => c.skill > 0 && c.cls !== 'master').map((c) => c.name);
const CASTERS = Object.values(GODS_CHARACTERS).filter((c) => c.caster).map((c) => c.name);
/** The Casters of the grade-5 spells (15.3: grade ≤ skill). */
const MASTER_CASTERS = Object.values(GODS_CHARACTERS).filter((c) => c.caster && c.skill === 5).map((c) => c.name);
const SPELL_IDS = Object.keys(GODS_SPELLS);
/** Strikes, moves, spells and their follow-ups over seven rounds, with room to spare. */
const MAX_ACTIONS = 7 * 2 * 60;

const setupArb = fc.record({
  terrain: fc.constantFrom(...Object.keys(GODS_BATTLELANDS)),
  entry: fc.constantFrom('Left' as const, 'Right' as const, 'Bottom' as const),
  attacker: fc.array(fc.constantFrom(...FIGHTERS, ...CASTERS, ...CASTERS, ...MASTER_CASTERS, ...MASTER_CASTERS), { minLength: 1, maxLength: 7 }),
  defender: fc.array(fc.constantFrom(...FIGHTERS, ...CASTERS, ...CASTERS, ...MASTER_CASTERS, ...MASTER_CASTERS), { minLength: 1, maxLength: 7 }),
  handSizes: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
  darklord: fc.boolean(),
  seed: fc.integer({ min: 1, max: 0x7fffffff }),
  choices: fc.integer({ min: 1, max: 0x7fffffff }),
});

/** A deterministic choice stream (separate from the battle's dice), from the high bits of an LCG: its low bits cycle. */
function chooser(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
}

/** A group first — one per spell and per follow-up of a spell, one per kind of ability action (so that hundreds of
 * aims of one spell do not drown the rest), one for every other action — then an action of that group. */
function pickAction(legal: readonly GodsBattleAction[], pick: (n: number) => number): GodsBattleAction {
  const kind = (a: GodsBattleAction): string => {
    if (a.type === 'castSpell') return `castSpell ${a.spell}`;
    if (a.type === 'useAbility') return `useAbility ${a.ability}`;
    return ['move', 'strike', 'carry', 'done', 'concede', 'accept-concession'].includes(a.type) ? 'battle' : a.type;
  };
  const kinds = [...new Set(legal.map(kind))];
  const chosen = kinds[pick(kinds.length)]!;
  const of = legal.filter((a) => kind(a) === chosen);
  return of[pick(of.length)]!;
}

describe('rules 15 with 11.1, 11.8: random legal Gods battles with spells', () => {
  it('end within seven rounds with every character conserved and every spell spent reported once', () => {
    let ended = 0;
    const cast = new Set<string>();
    fc.assert(
      fc.property(setupArb, (c) => {
        const base = input(c.attacker, c.defender, {
          land: GODS_BATTLELANDS[c.terrain]!, tower: GODS_BATTLELANDS[c.terrain]!.tower, coast: c.terrain === 'Coast',
          attackerEntry: c.entry, rng: seedRng(c.seed), defenderOwner: c.darklord ? 'black' : 'green',
        });
        const pick = chooser(c.choices);
        // The hands are dealt with the choice stream: fast-check's generators favour the first values of a list.
        const deal = (n: number): string[] => Array.from({ length: n }, () => SPELL_IDS[pick(SPELL_IDS.length)]!);
        const hands = { attacker: deal(c.handSizes[0]), defender: deal(c.handSizes[1]) };
        let s: GodsBattleState = start({
          ...base,
          attacker: { ...base.attacker, spells: hands.attacker },
          defender: { ...base.defender, spells: hands.defender },
        });
        const ids = s.pieces.map((p) => p.id).sort();
        for (let n = 0; n < MAX_ACTIONS && s.phase !== 'over'; n++) {
          const actors = godsBattleActors(s);
          // Concede now and then only (one action in 40), so that most battles are fought out.
          const playing = actors.flatMap((p) => godsBattleLegalActions(s, p)).filter((a) => a.type !== 'concede');
          const conceding = playing.length === 0 || pick(40) === 0;
          const seatActions = conceding ? godsBattleLegalActions(s, actors[pick(actors.length)]!) : [];
          const answers = seatActions.filter((a) => a.type === 'concede' || a.type === 'accept-concession');
          const action = conceding ? (answers[pick(answers.length)] ?? seatActions[0]!) : pickAction(playing, pick);
          const r = applyGodsBattleAction(s, action);
          if (!r.ok) expect.fail(`${JSON.stringify(action)} refused: ${r.error.message}`);
          s = r.state;
          expect(s.round).toBeLessThanOrEqual(7);
        }
        expect(s.phase).toBe('over');
        const o = s.outcome!;
        expectConserved(s, ids);
        expect(s.pieces.map((p) => p.id).sort()).toEqual([...o.survivors.attacker, ...o.survivors.defender].map((p) => p.id).sort());
        const spent = spellsSpent(o);
        expect(spent.attacker.length).toBeLessThanOrEqual(1);
        expect(spent.defender.length).toBeLessThanOrEqual(1);
        spent.attacker.forEach((id) => expect(hands.attacker).toContain(id));
        spent.defender.forEach((id) => expect(hands.defender).toContain(id));
        for (const id of [...spent.attacker, ...spent.defender]) cast.add(id);
        ended++;
      }),
      { numRuns: 200, seed: 20261125 },
    );
    expect(ended).toBe(200);
    expect([...cast].sort()).toEqual([...SPELL_IDS].sort());
  });
});
