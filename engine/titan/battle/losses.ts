// Taking characters out of a battle for good (slain at the end of a strike phase §13.6, not entered §10.1, time loss
// §10.5, concession §9.4). The legions stay in step with the living pieces: a lost Creature goes to the graveyard at
// once (§3.3), and so does a Titan (its player is out, §19.3); a lost Lord or Demi-Lord is only listed in
// battle.slainCreatures and goes back to the caretaker in resolveEngagement (§13.6: not while the battle lasts).
import type { GameEvent } from '../events.js';
import { legionOf } from '../game/context.js';
import { removeKnown } from '../knowledge.js';
import type { BattleState, GameState, LegionState } from '../state.js';
import { creatureDef } from '../variants/lookup.js';
import { battleOf, markerOf, type Side, variantOf } from './common.js';

/** Removes one counter of each listed creature from a legion's list. */
function without(creatures: readonly string[], lost: readonly string[]): string[] {
  const out = [...creatures];
  for (const c of lost) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** Removes the given pieces from the battle and their legions, scoring them as lost by their side. */
export function removePieces(state: GameState, ids: readonly string[], events: GameEvent[]): GameState {
  if (ids.length === 0) return state;
  const variant = variantOf(state);
  const battle = battleOf(state);
  const gone = new Set(ids);
  const lost: Record<Side, string[]> = { attacker: [], defender: [] };
  const value = { ...battle.slainValue };
  const graveyard: Record<string, number> = { ...state.graveyard };
  for (const p of battle.pieces) {
    if (!gone.has(p.id)) continue;
    lost[p.side].push(p.creature);
    const def = creatureDef(variant, p.creature);
    value[p.side] += p.power * def.skill;
    const kind = def.kind;
    if (kind === 'creature' || kind === 'titan') graveyard[p.creature] = (graveyard[p.creature] ?? 0) + 1;
  }
  const legions: Record<string, LegionState> = { ...state.legions };
  const everyone = state.players.map((p) => p.id);
  let knowledge = state.knowledge;
  for (const side of ['attacker', 'defender'] as const) {
    if (lost[side].length === 0) continue;
    const marker = markerOf(battle, side);
    const legion = legionOf(state, marker);
    legions[marker] = { ...legion, creatures: without(legion.creatures, lost[side]) };
    knowledge = removeKnown(knowledge, everyone, marker, lost[side]);
  }
  const next: BattleState = {
    ...battle,
    pieces: battle.pieces.filter((p) => !gone.has(p.id)),
    slainValue: value,
    slainCreatures: {
      attacker: lost.attacker.length ? [...battle.slainCreatures.attacker, ...lost.attacker] : battle.slainCreatures.attacker,
      defender: lost.defender.length ? [...battle.slainCreatures.defender, ...lost.defender] : battle.slainCreatures.defender,
    },
  };
  events.push({ type: 'removed', pieces: [...ids] });
  return { ...state, legions, graveyard, knowledge, battle: next };
}
