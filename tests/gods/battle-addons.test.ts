// The seam for rules 15–18 (spells, special abilities, reinforcement, summoning): each add-on's actions are typed and
// checked by its own schema, its memory in state.addons by its own schema; the battle offers them as legal actions,
// applies only those offered now, and the game's action schema carries them (an action of the old `extra` shape is
// refused — the save migration turns those, games/gods-migrations.ts).
import { describe, expect, it } from 'vitest';
import {
  addonMemoriesSchema, addonMoveSchema, applyGodsBattleAction, godsBattleActors, godsBattleLegalActions,
} from '../../engine/gods/battle/index.js';
import type { GodsAddonMove, GodsBattleAction, GodsBattleContext, GodsBattleState } from '../../engine/gods/battle/index.js';
import { ABILITIES_ADDON } from '../../engine/gods/battle/abilities/index.js';
import { REINFORCEMENT_ADDON } from '../../engine/gods/battle/additions/reinforce.js';
import { SUMMONING_ADDON } from '../../engine/gods/battle/additions/summon.js';
import { SPELLS_ADDON } from '../../engine/gods/battle/spells/addon.js';
import { GODS_SPELLS } from '../../engine/gods/data/spells.js';
import { GODS_BATTLELANDS } from '../../engine/gods/data/battlelands.js';
import { GODS_SINGLE_USE_ABILITIES } from '../../engine/gods/data/ability-ids.js';
import { GODS_BOARD } from '../../engine/gods/movement/board-index.js';
import { godsActionSchema } from '../../engine/gods/schema.js';
import { seedRng } from '../../engine/platform/rng.js';
import { A, at, chooser, done, input, start } from './battle-helpers.js';

const ADDONS = { spells: SPELLS_ADDON, abilities: ABILITIES_ADDON, reinforcement: REINFORCEMENT_ADDON, summoning: SUMMONING_ADDON } as const;
const DESERT = GODS_BOARD.byId.get(103)!;
const CONTEXT: GodsBattleContext = {
  reinforcement: {
    id: 'p99',
    land: { terrain: DESERT.terrain, kind: DESERT.kind, labelled: DESERT.labelled },
    seat: { pool: { Lion: 5, Griffon: 3 }, endCreatureTaken: false, darkTitanAppeared: false, seaLegionsAshore: false },
    legion: { masterUncovered: false, seaLegion: false, advantages: [] },
  },
  summoning: { masterUncovered: false, sources: [{ legion: 'm5', piece: 'p50', name: 'Angel' }, { legion: 'm7', piece: 'p70', name: 'Jabberwok' }] },
};
const CORE = ['move', 'strike', 'carry', 'done', 'concede', 'accept-concession'];
const NAMES = ['Warlock', 'Warlord', 'Priestess', 'Basilisk', 'Deathbringer', 'Demon', 'Nightmare', 'Phoenix', 'Plaque', 'Unicorn', 'Necromancer', 'Pegasus', 'Lion', 'Lion', 'Ogre', 'Troll'];
const SPELL_IDS = Object.keys(GODS_SPELLS);

/** The add-on move of a battle action (without its seat), or null for the battle's own. */
function addonMove(a: GodsBattleAction): GodsAddonMove | null {
  if (CORE.includes(a.type)) return null;
  const { player: _player, ...move } = a as Exclude<GodsBattleAction, { type: 'move' | 'strike' | 'carry' | 'done' | 'concede' | 'accept-concession' }>;
  return move;
}

describe('battle add-ons (the seam of rules 15–rules 18)', () => {
  it('rules 15, 16, 17, 18: in random battles every add-on action offered is its own add-on\'s by schema (no other\'s), is accepted, and every memory passes its add-on\'s schema', () => {
    const seen: Record<string, number> = { spells: 0, abilities: 0, reinforcement: 0, summoning: 0 };
    let memories = 0;
    for (let k = 0; k < 30; k++) {
      const pick = chooser(k * 7919 + 1);
      const names = (n: number): string[] => Array.from({ length: n }, () => NAMES[pick(NAMES.length)]!);
      const base = input(names(2 + pick(6)), ['Lion', 'Lion', ...names(pick(5))], { land: GODS_BATTLELANDS.Desert!, rng: seedRng(k + 1) });
      const hand = (): string[] => Array.from({ length: 3 }, () => SPELL_IDS[pick(SPELL_IDS.length)]!);
      let s: GodsBattleState = start({ ...base, attacker: { ...base.attacker, spells: hand() }, defender: { ...base.defender, spells: hand() } });
      for (let n = 0; n < 1500 && s.phase !== 'over'; n++) {
        const actors = godsBattleActors(s);
        const player = actors.find((p) => godsBattleLegalActions(s, p, CONTEXT).some((a) => a.type !== 'concede')) ?? actors[0]!;
        const legal = godsBattleLegalActions(s, player, CONTEXT).filter((a) => a.type !== 'concede');
        const addons = legal.filter((a) => addonMove(a) !== null);
        // a sample of them each step (a spell may offer hundreds of aims)
        for (let i = 0; i < Math.min(addons.length, 12); i++) {
          const move = addonMove(addons[pick(addons.length)]!)!;
          const owners = Object.entries(ADDONS).filter(([, addon]) => addon.schema.safeParse(move).success).map(([name]) => name);
          expect(owners, JSON.stringify(move)).toHaveLength(1);
          expect(addonMoveSchema.safeParse(move).success).toBe(true);
          seen[owners[0]!]!++;
        }
        const from = addons.length > 0 && pick(2) === 0 ? addons : legal.length > 0 ? legal : godsBattleLegalActions(s, player, CONTEXT);
        const r = applyGodsBattleAction(s, from[pick(from.length)]!, CONTEXT);
        if (!r.ok) expect.fail(r.error.message);
        s = r.state;
        const checked = addonMemoriesSchema.safeParse(s.addons);
        expect(checked.success ? [] : checked.error.issues).toEqual([]);
        if (Object.keys(s.addons).length > 0) memories++;
      }
    }
    // every add-on offered actions, checked this many times
    expect(seen.spells).toBeGreaterThan(200);
    expect(seen.abilities).toBeGreaterThan(150);
    expect(seen.reinforcement).toBeGreaterThan(50);
    expect(seen.summoning).toBeGreaterThan(100);
    expect(memories).toBeGreaterThan(300);
  });

  it('rules 15.6, 16.5: an add-on action carries exactly what its rule takes — a wrong aim, an unknown spell or ability, the old `extra` shape are refused', () => {
    const ok: GodsAddonMove[] = [
      { type: 'castSpell', spell: 'shield', caster: 'a1', piece: 'a2' },
      { type: 'castSpell', spell: 'quake', caster: 'a1' },
      { type: 'castSpell', spell: 'landscaping', caster: 'a1', land: 'Desert', turns: 2 },
      { type: 'useAbility', ability: 'decoy', piece: 'a1', hex: 'B2' },
      { type: 'stoneCold', piece: 'd1', petrify: false },
      { type: 'reinforce', creature: 'Lion', hex: 'F3' },
      { type: 'summon', legion: 'red-5', piece: 'p17', hex: 'A1' },
    ];
    for (const m of ok) expect(addonMoveSchema.safeParse(m).success, JSON.stringify(m)).toBe(true);
    const bad: unknown[] = [
      { type: 'castSpell', spell: 'shield', caster: 'a1' },
      { type: 'castSpell', spell: 'quake', caster: 'a1', piece: 'd1' },
      { type: 'castSpell', spell: 'fireball', caster: 'a1' },
      { type: 'castSpell', spell: 'timewarp', caster: 'a1', rounds: 2 },
      { type: 'castSpell', spell: 'landscaping', caster: 'a1', land: 'Moon', turns: 1 },
      { type: 'useAbility', ability: 'decoy', piece: 'a1' },
      { type: 'useAbility', ability: 'cuff', piece: 'a1', hex: 'B2' },
      { type: 'useAbility', ability: 'stone-cold', piece: 'a1' },
      { type: 'reinforce', creature: 'Lion', hex: 'Z9' },
      { type: 'extra', rule: 'spells', choice: 'quake a1' },
    ];
    for (const m of bad) expect(addonMoveSchema.safeParse(m).success, JSON.stringify(m)).toBe(false);
    const logged = { type: 'battle', player: 'red', stateId: 5 };
    expect(godsActionSchema.safeParse({ ...logged, move: ok[0] }).success).toBe(true);
    expect(godsActionSchema.safeParse({ ...logged, move: bad[9] }).success).toBe(false);
    // every ability used by an action of its own has a schema
    for (const ability of [...GODS_SINGLE_USE_ABILITIES.filter((x) => x !== 'stone-cold'), 'necromancy']) {
      const takes = [{}, { target: 'd1' }, { hex: 'B2' }].filter((on) => ABILITIES_ADDON.schema.safeParse({ type: 'useAbility', ability, piece: 'a1', ...on }).success);
      expect(takes, ability).toHaveLength(1);
    }
  });

  it('rules 15.6 Summon: a strike on the spell\'s Demon (an id longer than a game piece\'s) is a valid logged action', () => {
    const move = { type: 'strike', piece: 'p12', target: 'summoned-demon-attacker', strikeNumber: 4, dice: 3 };
    expect(godsActionSchema.safeParse({ type: 'battle', player: 'green', stateId: 9, move }).success).toBe(true);
  });

  it('rules 15, 16: an add-on action not offered now is refused as illegal and changes nothing; a memory of another shape is refused by its schema', () => {
    const s = at([['Warlock', 'attacker', 'C3'], ['Troll', 'defender', 'C4']]);
    const quake: GodsBattleAction = { type: 'castSpell', player: A, spell: 'quake', caster: 'a1' };
    const r = applyGodsBattleAction(s, quake);
    expect(r.ok ? null : r.error.code).toBe('illegal');
    const maneuver = applyGodsBattleAction(s, { type: 'useAbility', player: A, ability: 'fear', piece: 'a1' });
    expect(maneuver.ok ? null : maneuver.error.code).toBe('illegal');
    expect(applyGodsBattleAction(s, done('attacker')).ok).toBe(true);
    expect(addonMemoriesSchema.safeParse({ spells: { held: { attacker: [], defender: [] }, cast: { attacker: null, defender: null } } }).success).toBe(true);
    expect(addonMemoriesSchema.safeParse({ mend: 'attacker' }).success).toBe(false);
    expect(addonMemoriesSchema.safeParse({ reinforcement: { round: 4, taken: 'Lion', passed: false } }).success).toBe(false);
    expect(addonMemoriesSchema.safeParse({ abilities: { used: [] } }).success).toBe(false);
  });
});
