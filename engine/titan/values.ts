// Character values and Titan power (§16, §19.1): shared by scoring, battle pieces, game-end totals and the AI.
import type { Variant } from './variants/index.js';
import { creatureDef } from './variants/lookup.js';

/** §19.1: a Titan's power for its owner's score, by the variant's formula (classic: 6 plus one per full 100 points). */
export function titanPower(variant: Variant, score: number): number {
  return variant.rules.titanPower(score);
}

/** True for the variant's master character, the Titan: its power grows with the score and its loss ends its player. */
export function isTitan(variant: Variant, creature: string): boolean {
  return creatureDef(variant, creature).kind === 'titan';
}

/** Power of a character; a Titan's depends on its owner's score. */
export function characterPower(variant: Variant, creature: string, ownerScore: number): number {
  return isTitan(variant, creature) ? titanPower(variant, ownerScore) : creatureDef(variant, creature).power;
}

/** §16: value = power × skill (a Titan's uses its current power). */
export function characterValue(variant: Variant, creature: string, ownerScore: number): number {
  return characterPower(variant, creature, ownerScore) * creatureDef(variant, creature).skill;
}

/** Total value of a list of characters owned by one player. */
export function legionValue(variant: Variant, creatures: readonly string[], ownerScore: number): number {
  let sum = 0;
  for (const c of creatures) sum += characterValue(variant, c, ownerScore);
  return sum;
}
