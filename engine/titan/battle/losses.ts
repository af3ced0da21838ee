// What losing characters in a battle costs at the game level (slain §13.6, not entered §10.1, time loss §10.5,
// concession §9.4); the family step machine takes them off the battle's list and calls this. The legions stay in step
// with the living pieces: a lost Creature goes to the graveyard at once (§3.3), and so does a Titan (its player is
// out, §19.3); a lost Lord or Demi-Lord is only listed in battle.slainCreatures and goes back to the caretaker in
// resolveEngagement (§13.6: not while the battle lasts). Every player sees the legions shrink (§9.1).
import { legionOf } from '../game/context.js';
import { removeKnown } from '../knowledge.js';
import type { BattlePiece, GameState, LegionState } from '../state.js';
import { creatureDef } from '../variants/lookup.js';
import { battleOf, markerOf, type Side, variantOf } from './common.js';
import { laidLegion } from '../state-layout.js';

/** Removes one counter of each listed creature from a legion's list. */
function without(creatures: readonly string[], lost: readonly string[]): string[] {
  const out = [...creatures];
  for (const c of lost) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** The legions, graveyard, knowledge and battle tallies once `lost` (already off the battle's list) left the battle,
 * scored as lost by their side (§16). */
export function loseCharacters(state: GameState, lost: readonly BattlePiece[]): GameState {
  const variant = variantOf(state);
  const battle = battleOf(state);
  const names: Record<Side, string[]> = { attacker: [], defender: [] };
  const value = { ...battle.slainValue };
  const graveyard: Record<string, number> = { ...state.graveyard };
  for (const p of lost) {
    names[p.side].push(p.creature);
    const def = creatureDef(variant, p.creature);
    value[p.side] += p.power * def.skill;
    if (def.kind === 'creature' || def.kind === 'titan') graveyard[p.creature] = (graveyard[p.creature] ?? 0) + 1;
  }
  const legions: Record<string, LegionState> = { ...state.legions };
  const everyone = state.players.map((p) => p.id);
  let knowledge = state.knowledge;
  for (const side of ['attacker', 'defender'] as const) {
    if (names[side].length === 0) continue;
    const marker = markerOf(battle, side);
    const legion = legionOf(state, marker);
    legions[marker] = laidLegion({ ...legion, creatures: without(legion.creatures, names[side]) });
    knowledge = removeKnown(knowledge, everyone, marker, names[side]);
  }
  const slainCreatures = {
    attacker: names.attacker.length ? [...battle.slainCreatures.attacker, ...names.attacker] : battle.slainCreatures.attacker,
    defender: names.defender.length ? [...battle.slainCreatures.defender, ...names.defender] : battle.slainCreatures.defender,
  };
  return { ...state, legions, graveyard, knowledge, battle: { ...battle, slainValue: value, slainCreatures } };
}
