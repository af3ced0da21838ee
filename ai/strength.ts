// Quick analytic estimates of legions and battles (no dice rolled): creature values, a Lanchester-style strength
// with terrain and defender bonuses, and the odds and expected losses of an engagement. Normal and Easy decide from
// these; Hard replaces them by battle simulations where it matters.
import type { Variant } from '../engine/titan/variants/index.js';
import { strikeChart } from '../engine/family/battle/rules.js';
import { characterPower, characterValue } from '../engine/titan/values.js';
import { hitChance } from '../engine/titan/preview/odds.js';

/** One side of a prospective battle. */
export interface Side {
  readonly creatures: readonly string[];
  /** The owner's score (a Titan's power depends on it). */
  readonly score: number;
}

/** What an engagement is expected to cost each side. */
export interface Odds {
  /** Probability that the attacker wins (the defender wins ties and time losses). */
  readonly attackerWins: number;
  /** Expected value (power × skill) the attacker loses. */
  readonly attackerLoss: number;
  readonly defenderLoss: number;
  /** Probability that each side's Titan falls, when measured (simulated battles); else estimated from the odds. */
  readonly titanDeaths?: { readonly attacker: number; readonly defender: number };
}

/** Value (power × skill, §16) of a legion's creatures. */
export function valueOf(v: Variant, creatures: readonly string[], score: number): number {
  let s = 0;
  for (const c of creatures) s += characterValue(v, c, score);
  return s;
}

/** Whether a creature is native to some hazard of the battleland of a terrain. */
function nativeTo(v: Variant, creature: string, terrain: string): boolean {
  const land = v.battlelands[terrain];
  const def = v.creatures[creature];
  if (!land || !def) return false;
  for (const h of Object.values(land.hexes)) {
    if (h.hazard !== 'Plains' && def.nativeHexes.includes(h.hazard)) return true;
    for (const side of h.hexsides) if (side && def.nativeHexsides.includes(side)) return true;
  }
  return false;
}


/** Lanchester strength of a side: expected hits per round times hits it can absorb, with terrain multipliers. */
function strength(v: Variant, side: Side, enemy: Side, terrain: string, defending: boolean): { fire: number; hp: number } {
  let enemySkill = 0;
  for (const c of enemy.creatures) enemySkill += v.creatures[c]?.skill ?? 3;
  enemySkill = enemy.creatures.length > 0 ? enemySkill / enemy.creatures.length : 3;
  let fire = 0;
  let hp = 0;
  for (const c of side.creatures) {
    const def = v.creatures[c];
    if (!def) continue;
    const power = characterPower(v, c, side.score);
    const native = nativeTo(v, c, terrain) ? 1.2 : 1;
    fire += power * hitChance(strikeChart(def.skill, enemySkill)) * native * (def.rangestrikes ? 1.1 : 1);
    hp += power;
  }
  const bonus = defending ? (v.battlelands[terrain]?.tower ? 1.3 : 1.1) : 1;
  return { fire: fire * bonus, hp };
}

/** Estimated odds of an engagement in a terrain. */
export function battleOdds(v: Variant, attacker: Side, defender: Side, terrain: string): Odds {
  const a = strength(v, attacker, defender, terrain, false);
  const d = strength(v, defender, attacker, terrain, true);
  const attValue = valueOf(v, attacker.creatures, attacker.score);
  const defValue = valueOf(v, defender.creatures, defender.score);
  if (d.hp === 0) return { attackerWins: 1, attackerLoss: 0, defenderLoss: defValue };
  if (a.hp === 0) return { attackerWins: 0, attackerLoss: attValue, defenderLoss: 0 };
  const sa = a.fire * a.hp;
  const sd = d.fire * d.hp;
  let p = sa ** 1.6 / (sa ** 1.6 + sd ** 1.6);
  // §10.5: the attacker must finish within seven rounds (the first is mostly spent closing in).
  const roundsToKill = d.hp / Math.max(0.1, a.fire * 0.7);
  if (roundsToKill > 5.5) p *= (5.5 / roundsToKill) ** 2;
  const attackerLossIfWin = attValue * (1 - Math.sqrt(Math.max(0, 1 - sd / sa)));
  const defenderLossIfWin = defValue * (1 - Math.sqrt(Math.max(0, 1 - sa / sd)));
  return {
    attackerWins: p,
    attackerLoss: p * Math.min(attValue, attackerLossIfWin) + (1 - p) * attValue,
    defenderLoss: p * defValue + (1 - p) * Math.min(defValue, defenderLossIfWin),
  };
}
