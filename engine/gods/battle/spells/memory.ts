// Reading and changing what the spells add-on (rules 15) keeps in the battle's state.addons.spells (its shape is in
// memory-shape.ts).
import type { GodsBattleState, GodsSide } from '../types.js';
import type { CastSpell, SpellsMemory } from './memory-shape.js';

/** The spells memory of a battle, or null when neither side came with spells. */
export function spellsOf(state: GodsBattleState): SpellsMemory | null {
  return state.addons.spells ?? null;
}

/** The battle with a new spells memory. */
export function withSpells(state: GodsBattleState, memory: SpellsMemory): GodsBattleState {
  return { ...state, addons: { ...state.addons, spells: memory } };
}

/** The spell a side cast in this battle, or null. */
export function castBy(state: GodsBattleState, side: GodsSide): CastSpell | null {
  return spellsOf(state)?.cast[side] ?? null;
}

/** The lists `sidesThatCast` answers with: the battle's rules ask it of every piece of every position, so it makes
 * no list of its own. */
const NO_SIDE: readonly GodsSide[] = [];
const ATTACKER: readonly GodsSide[] = ['attacker'];
const DEFENDER: readonly GodsSide[] = ['defender'];
const BOTH: readonly GodsSide[] = ['attacker', 'defender'];

/** The side whose cast spell is `spell`, for every side that cast it. */
export function sidesThatCast(state: GodsBattleState, spell: string): readonly GodsSide[] {
  const m = spellsOf(state);
  if (!m) return NO_SIDE;
  const attacker = m.cast.attacker?.spell === spell;
  const defender = m.cast.defender?.spell === spell;
  return attacker ? (defender ? BOTH : ATTACKER) : defender ? DEFENDER : NO_SIDE;
}

/** Updates the cast record of a side. */
export function updateCast(state: GodsBattleState, side: GodsSide, change: Partial<CastSpell>): GodsBattleState {
  const m = spellsOf(state)!;
  const cast = m.cast[side]!;
  return withSpells(state, { ...m, cast: { ...m.cast, [side]: { ...cast, ...change } } });
}
