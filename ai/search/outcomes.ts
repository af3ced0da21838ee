// What a run of simulated battles measured, for any game of the family: one battle's outcome, and their tally blended
// with a prior estimate (the analytic odds, or none) into the odds a decision weighs.
import type { Odds } from '../strength.js';

/** The result of one simulated battle, in the game's value units. */
export interface SimOutcome {
  readonly attackerWon: boolean;
  readonly attackerLoss: number;
  readonly defenderLoss: number;
  readonly attackerTitanDied: boolean;
  readonly defenderTitanDied: boolean;
}

/** Sums of simulated outcomes, read as odds blended with a prior worth `weight` battles. */
export class OutcomeTally {
  private n = 0;
  private wins = 0;
  private attLoss = 0;
  private defLoss = 0;
  private attTitan = 0;
  private defTitan = 0;
  /** The battles counted so far that ended unlike the first (winner, or either Titan's fate). */
  private unlike = 0;
  private first: SimOutcome | null = null;

  /** Counts one simulated battle. */
  add(out: SimOutcome): void {
    this.n++;
    this.first ??= out;
    const f = this.first;
    if (out.attackerWon !== f.attackerWon || out.attackerTitanDied !== f.attackerTitanDied || out.defenderTitanDied !== f.defenderTitanDied) this.unlike++;
    if (out.attackerWon) this.wins++;
    this.attLoss += out.attackerLoss;
    this.defLoss += out.defenderLoss;
    if (out.attackerTitanDied) this.attTitan++;
    if (out.defenderTitanDied) this.defTitan++;
  }

  /** How many battles were counted. */
  get count(): number {
    return this.n;
  }

  /** Whether every battle counted ended alike (same winner, same Titans slain): null before any, else the winner. */
  unanimous(): { readonly attackerWon: boolean } | null {
    return this.first && this.unlike === 0 ? { attackerWon: this.first.attackerWon } : null;
  }

  /** The measured odds, each blended with the prior's as if it were `weight` more battles (its Titan deaths given). */
  odds(prior: Odds & { readonly titanDeaths: NonNullable<Odds['titanDeaths']> }, weight: number): Odds {
    const blend = (sum: number, p: number): number => (sum + weight * p) / (this.n + weight);
    return {
      titanDeaths: { attacker: blend(this.attTitan, prior.titanDeaths.attacker), defender: blend(this.defTitan, prior.titanDeaths.defender) },
      attackerWins: blend(this.wins, prior.attackerWins),
      attackerLoss: blend(this.attLoss, prior.attackerLoss),
      defenderLoss: blend(this.defLoss, prior.defenderLoss),
    };
  }
}
