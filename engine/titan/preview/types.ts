// What the TITAN screen is shown beside a seat's view and legal actions: the engine's previews of what each legal
// action would do and the rule numbers the screen's dialogs need. Plain JSON, computed per push, never saved.
import type { LandId, MarkerId, PlayerId } from '../state.js';

/** A legal recruit (§18) and the characters it would reveal (§18.4). */
export interface RecruitHint {
  readonly marker: MarkerId;
  readonly creature: string;
  readonly reveals: readonly string[];
}

/** A legal reinforcement (§14) and the characters it would reveal (§18.4). */
export interface ReinforceHint {
  readonly creature: string;
  readonly reveals: readonly string[];
}

/** A legal strike option (§12–§13) with its odds. */
export interface StrikeHint {
  readonly piece: string;
  readonly target: string;
  readonly strikeNumber: number;
  readonly dice: number;
  /** A rangestrike (§12): its hits never carry. */
  readonly rangestrike: boolean;
  /** The chance that the strike slays the target. */
  readonly kill: number;
  /** The other enemies its excess hits could be carried to (§13.4). */
  readonly carries: readonly string[];
  /** For a higher strike number or fewer dice than the normal strike: the carries it adds, why it is offered (§13.4). */
  readonly enables: readonly string[];
}

/** What a legion could muster on a land it may move to (§18). */
export interface MusterPreview {
  readonly marker: MarkerId;
  readonly land: LandId;
  readonly creatures: readonly string[];
}

/** What a split must leave (§4.3). */
export interface SplitHint {
  /** The fewest characters each of the two legions keeps. */
  readonly min: number;
}

/** The seat's initial split (§5.2): who heads the two legions and which Tower creatures are shared out. */
export interface SetupHint {
  /** The master character (the Titan) and the lord (the Angel) heading the two starting legions. */
  readonly master: string;
  readonly lord: string;
  /** The Tower creatures to share out, in the order the screen lists them. */
  readonly creatures: readonly string[];
  /** How many of them go with the master; the rest go with the lord. */
  readonly withMaster: number;
}

/** The battle's turn track (§10.5, §14). */
export interface BattleTrack {
  readonly rounds: number;
  /** The round whose defender maneuver may bring a reinforcement. */
  readonly reinforcementRound: number;
}

/** What a legal flee or concede gives away (§9.2, §9.4, §16): the seat's characters lost and the points the other
 * player scores for them. */
export interface ConsequenceHint {
  readonly action: 'flee' | 'concede';
  /** Who scores. */
  readonly player: PlayerId;
  readonly points: number;
  /** His score before and after. */
  readonly before: number;
  readonly after: number;
  readonly lost: readonly string[];
}

/** Why the seat may act but not end its phase yet, and whom that concerns (battle piece ids, lands). */
export type DoneBlock =
  | { readonly reason: 'move-one' }
  | { readonly reason: 'separate'; readonly lands: readonly LandId[] }
  | { readonly reason: 'enter-first'; readonly pieces: readonly string[] }
  | { readonly reason: 'strike-first'; readonly pieces: readonly string[] }
  | { readonly reason: 'carry-first' };

/** What the seat's Done does now (§6.2, §10.1, §13). */
export interface DoneHint {
  /** Why Done is not offered although the seat may act; null when it is offered (or the seat cannot act). */
  readonly blocked: DoneBlock | null;
  /** Battle pieces that die if the seat ends its maneuver now, never having entered the battleland (§10.1). */
  readonly lost: readonly string[];
}

/** Everything the TITAN screen shows beyond the view and the legal actions, for one seat. */
export interface TitanHints {
  /** Powers that are not the Character Chart's, by owner and character (a Titan's grows with the score, §19.1). */
  readonly powers: Readonly<Record<PlayerId, Readonly<Record<string, number>>>>;
  readonly recruits: readonly RecruitHint[];
  readonly reinforcements: readonly ReinforceHint[];
  readonly strikes: readonly StrikeHint[];
  /** For every legal move: what the legion could muster on that land. */
  readonly musters: readonly MusterPreview[];
  /** Set while the seat may split. */
  readonly split: SplitHint | null;
  /** Set while the seat's initial split is due. */
  readonly setup: SetupHint | null;
  /** Set during a battle. */
  readonly track: BattleTrack | null;
  /** Conceding the seat's engagement now would give up its Titan, and with it the game (§9.4, §19.3). */
  readonly titanAtStake: boolean;
  readonly done: DoneHint;
  /** For every legal flee and concede: what it gives away. */
  readonly consequences: readonly ConsequenceHint[];
}
