// Rules 16.5 God, 27.5: the God's life energy in the final battle — the chart's base less the Power-factor of every
// Titan still in play, the Dark-Titan's included (engine/gods/data/abilities.ts holds the numbers).
import { abilityEffect } from './legion-size.js';

/** 16.5 God: life energy = base − the PF of every Titan in play; at least 1, so the God always enters alive. */
export function godLifeEnergy(titanPowers: readonly number[]): number {
  const energy = abilityEffect('god-life-energy', 'life-energy');
  return Math.max(1, energy.base - titanPowers.reduce((a, b) => a + b, 0));
}
