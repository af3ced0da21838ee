// The plain-JSON shapes of a fought engagement (rules 10.7, 10.8): a battle move as the game logs it, and what is
// left to decide after the battle — the winner's additions (17 reinforcement, 18 summoning, 19 reviving Demilords),
// the points to pay (20) and the Lords earned (21) — before the survivors go back to their land.
import type { GodsBattleAction } from '../battle/types.js';
import type { GodsSeat } from '../data/seats.js';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A battle action without its seat: the game action `battle` carries one for the seat that sends it. */
export type GodsBattleMove = DistributiveOmit<GodsBattleAction, 'player'>;

/** The steps after a won battle, in the order of 10.7 (the scoring comes between revival and the Lords). */
export const AFTERMATH_STEPS = ['reinforce', 'summon', 'revive', 'lords'] as const;
/** One step after a won battle. */
export type GodsAftermathStep = (typeof AFTERMATH_STEPS)[number];

/** What is left to decide after a won battle (10.7); the engagement stays open until it is done. */
export interface GodsAftermath {
  /** The winning legion's marker and the seat that decides for it (null: a Neutral legion won, nothing to decide). */
  readonly winner: string;
  readonly seat: GodsSeat | null;
  /** 20.1: how an engagement won without a battle ended (10.4–10.6); absent: by battle. */
  readonly how?: 'flee' | 'agreement' | 'concession';
  /** The losing legion, eliminated once the aftermath is done (10.7.4). */
  readonly loser: string;
  /** Steps still to come, the current one first. */
  readonly steps: readonly GodsAftermathStep[];
  /** 19: the slain Demilords of both sides waiting to be revived (or to go to the winner's pool). */
  readonly demilords: readonly string[];
  /** 20: the winner's points and Lifegems, paid after the revival. */
  readonly points: number;
  readonly lifegems: number;
  /** Whether they were paid (the Lord picks follow from the new score). */
  readonly paid: boolean;
  /** 21: each earned Lord pick lists the Lords allowed at that multiple of 200 (filled when the points are paid). */
  readonly lordPicks: readonly (readonly string[])[];
  /** 24.7: the seats out of the game once the engagement ends because the Executer itself slew their Titan or Phantom
   * (A26; 23.10.1 takes the Darklord with them). A loser whose slain Master has no way back (24.4, 24.5, 23.7) is out
   * too, by its `remnant` (saves of state version 4 before rules 3's 23.10.1 list him here as well). */
  readonly executed: readonly GodsSeat[];
  /** The winning legion's characters slain in the battle (a Master among them comes back, 24.4). */
  readonly winnerLost: readonly string[];
  /** 24.8: when the loser's player is out, the piece ids of his legion's characters not slain in the battle — set
   * aside, they leave the game with his legions, paid at half (absent otherwise, and in older saves). */
  readonly remnant?: readonly string[];
  /** 16.5 Executer: what the winning legion's surviving Executers take after the scoring (absent: nothing). */
  readonly trophies?: GodsTrophyClaim;
}

/** Rules 16.5 Executer: what a battle gives the Executers that survived it — the enemy Lords and Masters their legion
 * slew, by name (each +1 PF; each but a Phantom a trophy, turn/trophies.ts). */
export interface GodsTrophyClaim {
  /** The surviving Executers' piece ids, in their legion's order (the first holds the trophies). */
  readonly executers: readonly string[];
  readonly victims: readonly string[];
  /** The seat the victims belonged to (their trophies go back to it). */
  readonly from: GodsSeat;
}
