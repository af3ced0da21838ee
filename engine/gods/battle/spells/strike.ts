// The damage spells' strike (rules 15.6 Shockwave, Quake, Inferno, Painchain): dice at the spell's skill against the
// target's skill on the Strike Chart, from the battle's PRNG. A15: the target keeps its hazard defences — a native's
// strike-number bonus in its hex (Bramble, Beach, Water) and Darkness's one hit less — because 15.3 frees only the
// Caster from hazards; the Caster's own hex changes nothing.
import { strikeChart } from '../../../family/battle/rules.js';
import { rollDice } from '../../../platform/rng.js';
import type { BattlePosition } from '../../../family/battle/position.js';
import type { GodsBattleCore } from '../addon.js';
import { creatureIn } from '../facts.js';
import { hexRuleAt, hitsScored, nativeAt } from '../hazard-rules.js';
import type { GodsBattleEvent, GodsBattleState } from '../types.js';

/** The strike number of a spell of `skill` on a piece: the Strike Chart, the target's native defence (A15); a
 * target without skill (the God) is hit by every die. */
function spellStrikeNumber(state: GodsBattleState, pos: BattlePosition, skill: number, target: string): number {
  const c = creatureIn(pos, target);
  if (c.skill === 0) return 1;
  const hex = state.pieces.find((p) => p.id === target)?.hex ?? null;
  const defence = hex !== null && nativeAt(pos, c, hex) ? (hexRuleAt(pos, hex)?.nativeDefence.melee ?? 0) : 0;
  return strikeChart(skill, c.skill, defence);
}

/** Rolls a spell's dice at a target and marks the hits (Darkness: one less, A15); the hits dealt come back too. */
export function spellStrike(
  state: GodsBattleState, spell: string, caster: string, target: string, dice: number, skill: number, core: GodsBattleCore, events: GodsBattleEvent[],
): [GodsBattleState, number] {
  const pos = core.position(state);
  const strikeNumber = spellStrikeNumber(state, pos, skill, target);
  const [rolled, rng] = rollDice(state.rng, dice);
  const hits = hitsScored(pos, target, rolled.filter((d) => d >= strikeNumber).length);
  events.push({ type: 'spell', spell, caster, deed: { kind: 'strike', target, dice: rolled, strikeNumber, hits } });
  return [core.hit({ ...state, rng }, target, hits, caster, events), hits];
}
