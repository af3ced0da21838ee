// What the spells' memory in a saved battle refers to (rules 15; its shape is engine/gods/battle/spells/memory.ts's):
// the face-down counters each side holds, spells of the sixteen; and the one spell each side cast (15.4) — by a Caster
// of that side (15.1), with what its effect remembers naming characters of this battle: Shield's own character,
// Slavery's enemy, Summon's Demon, Chaos's swapped enemies, Painchain's link (at most as many dice as a caster may
// choose).
import { PAINCHAIN_MAX_DICE } from '../../battle/spells/choices.js';
import type { CastSpell, SpellsMemory } from '../../battle/spells/memory-shape.js';
import { demonId } from '../../battle/spells/summon.js';
import type { GodsSide } from '../../battle/types.js';
import { godsCharacter } from '../../data/characters.js';
import { GODS_SPELLS } from '../../data/spells.js';
import type { Checker, Keys } from '../checker.js';
import { inBattle, sideIn, type BattleFacts } from './memory-check.js';

/** The spell each side cast, by its kind of effect and the character it names (what the battle's check asks: a
 * Landscaping or Create Hazard that changed the map, a slave, a Demon). */
export function castSpells(memory: SpellsMemory | undefined): Partial<Record<GodsSide, { readonly effect: string; readonly piece: string | null }>> {
  const out: Partial<Record<GodsSide, { effect: string; piece: string | null }>> = {};
  for (const side of ['attacker', 'defender'] as const) {
    const cast = memory?.cast[side];
    const effect = cast && Object.hasOwn(GODS_SPELLS, cast.spell) ? GODS_SPELLS[cast.spell]!.effect.kind : undefined;
    if (cast && effect) out[side] = { effect, piece: cast.piece };
  }
  return out;
}

/** Checks the spells' memory of a battle. */
export function checkSpellsMemory(c: Checker, facts: BattleFacts, m: SpellsMemory, at: Keys): void {
  for (const side of ['attacker', 'defender'] as const) {
    m.held[side].forEach((id, i) => c.spell([...at, 'held', side, i], id));
    const cast = m.cast[side];
    if (cast) checkCast(c, facts, side, cast, [...at, 'cast', side]);
  }
}

function checkCast(c: Checker, facts: BattleFacts, side: GodsSide, cast: CastSpell, at: Keys): void {
  const effect = Object.hasOwn(GODS_SPELLS, cast.spell) ? GODS_SPELLS[cast.spell]!.effect.kind : null;
  if (effect === null) return c.spell([...at, 'spell'], cast.spell);
  if (inBattle(c, facts, [...at, 'caster'], cast.caster)) {
    const caster = facts.pieces.get(cast.caster) ?? facts.slain.get(cast.caster)!;
    if (sideIn(facts, cast.caster) !== side || !godsCharacter(caster.name)?.caster) c.fail([...at, 'caster'], `${cast.caster} is no Caster of the ${side} (15.1)`);
  }
  const wants = effect === 'shield' ? 'own' : effect === 'enslave' ? 'enemy' : effect === 'summon' ? 'demon' : null;
  if (wants === null && cast.piece !== null) c.fail([...at, 'piece'], `${cast.spell} names no character`);
  if (cast.piece !== null && wants !== null) checkPiece(c, facts, side, wants, cast.piece, [...at, 'piece']);
  if (effect !== 'swap-enemies' && cast.swapped.length > 0) c.fail([...at, 'swapped'], `${cast.spell} swaps nobody`);
  cast.swapped.forEach((id, i) => inBattle(c, facts, [...at, 'swapped', i], id));
  if (cast.chain !== null) {
    if (effect !== 'chain-strike') c.fail([...at, 'chain'], `${cast.spell} has no chain`);
    if (cast.chain.dice < 1 || cast.chain.dice > PAINCHAIN_MAX_DICE) c.fail([...at, 'chain', 'dice'], `${cast.chain.dice} dice, not 1 to ${PAINCHAIN_MAX_DICE} (15.6)`);
    inBattle(c, facts, [...at, 'chain', 'last'], cast.chain.last);
    cast.chain.struck.forEach((id, i) => inBattle(c, facts, [...at, 'chain', 'struck', i], id));
  }
}

/** Shield protects one of the caster's own, Slavery holds an enemy (fighting for the caster now), Summon's is the Demon. */
function checkPiece(c: Checker, facts: BattleFacts, side: GodsSide, wants: 'own' | 'enemy' | 'demon', id: string, at: Keys): void {
  if (wants === 'demon') {
    if (id !== demonId(side)) c.fail(at, `the ${side}'s Demon is ${demonId(side)}, not ${id}`);
    return;
  }
  if (!inBattle(c, facts, at, id)) return;
  const piece = facts.pieces.get(id);
  if (wants === 'own' && sideIn(facts, id) !== side) c.fail(at, `${id} is not the ${side}'s own`);
  if (wants === 'enemy' && piece && piece.side !== side) c.fail(at, `the slave ${id} fights for the ${side} (15.6)`);
}
