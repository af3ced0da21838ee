// Rules 20.3–20.4, 24.2, 24.8, 23.10: what an Engagement pays in points (score) and Lifegems, what the removal of an
// eliminated player's legions pays, and the Titan's Power-factor the score gives.
import { abilityEffect, characterDef, hasAbility } from './legion-size.js';

/** Rules 20.3–20.4, 24.8: Lifegems per character. */
export const LIFEGEMS = { slain: 10, fled: 5, eliminated: 5 } as const;

/** Rules 24.2: the Titan's (and Phantom's) Power-factor at `score` points — max(6, ⌊score/100⌋), so the first
 * rise comes at 700 (classic TITAN adds one per 100 to 6). */
export function titanPower(score: number): number {
  const power = abilityEffect('master-power', 'power-from-score');
  return Math.max(power.min, Math.floor(score / power.pointsPerPower));
}

/** Rules 20.3: a character's value for scoring — PF × SF at its base PF (the chart value), except the Titans and
 * Phantoms (`master-power`), which count at their current PF, the owner's `titanPower`. */
export function scoreValue(name: string, ownerScore: number): number {
  const def = characterDef(name);
  if (hasAbility(name, 'master-power')) return titanPower(ownerScore) * def.skill;
  return def.value ?? 0;
}

/** Rules 20.3: the value of a legion, the sum of its characters' values. */
export function legionValue(characters: readonly string[], ownerScore: number): number {
  return characters.reduce((sum, name) => sum + scoreValue(name, ownerScore), 0);
}

/** Rules 20.4: how an Engagement ended. A concession in battle and a battle won score alike (A21). */
export type EngagementEnd = 'flee' | 'agreement' | 'draw' | 'time-out' | 'concession' | 'battle';

/** Points and Lifegems one side receives. */
export interface Reward {
  readonly points: number;
  readonly lifegems: number;
}

/** Rules 20.4: what winner and loser receive. */
export interface EngagementReward {
  readonly winner: Reward;
  readonly loser: Reward;
}

const NOTHING: Reward = { points: 0, lifegems: 0 };

/**
 * Rules 20.3–20.4: the reward of an Engagement that ended by `end`, given the losing legion's value (`legionValue`)
 * and its number of characters (every one of them is eliminated; the winner's own losses are ignored):
 * - flee: the winner ½ the value (rounded down) and 5 Lifegems per fled character, the fleeing loser 5 per character;
 * - agreement: the winner the value and 10 per character, the loser 5 per character;
 * - draw, time-out: nothing (24.8's removal payout is `eliminationPayout`, paid whatever the battle's end);
 * - concession, battle: the winner the value and 10 per character, the loser nothing.
 */
export function engagementReward(end: EngagementEnd, loserValue: number, loserCharacters: number): EngagementReward {
  switch (end) {
    case 'flee':
      return {
        winner: { points: Math.floor(loserValue / 2), lifegems: LIFEGEMS.fled * loserCharacters },
        loser: { points: 0, lifegems: LIFEGEMS.fled * loserCharacters },
      };
    case 'agreement':
      return {
        winner: { points: loserValue, lifegems: LIFEGEMS.slain * loserCharacters },
        loser: { points: 0, lifegems: LIFEGEMS.fled * loserCharacters },
      };
    case 'draw':
    case 'time-out':
      return { winner: NOTHING, loser: NOTHING };
    case 'concession':
    case 'battle':
      return { winner: { points: loserValue, lifegems: LIFEGEMS.slain * loserCharacters }, loser: NOTHING };
  }
}

/** A legion of an eliminated player, as 24.8 removes it. */
export interface RemovedLegion {
  readonly characters: readonly string[];
  /** It would have been engaged with another player this turn (24.8 EN: it pays nothing; A22). */
  readonly engagedWithOther: boolean;
}

/**
 * Rules 24.8 (and 23.10 for the Darklord's remaining legions): the slayer's payout for the eliminated player's
 * removed legions — ½ their value (rounded down, once over all of them) and 5 Lifegems per character, leaving out
 * legions that would have been engaged with other players this turn (A22). The points count for the Titan's PF and
 * for Lords like any others.
 */
export function eliminationPayout(legions: readonly RemovedLegion[], eliminatedScore: number): Reward {
  const paying = legions.filter((l) => !l.engagedWithOther);
  const value = paying.reduce((sum, l) => sum + legionValue(l.characters, eliminatedScore), 0);
  const characters = paying.reduce((sum, l) => sum + l.characters.length, 0);
  return { points: Math.floor(value / 2), lifegems: LIFEGEMS.eliminated * characters };
}
