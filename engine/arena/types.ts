// The plain-JSON state of "Titan: The Arena". Everything here survives JSON.stringify/parse unchanged: no Maps, Sets,
// classes or functions. Card ids are strings ("Cyclops-7", "Spectator-3", "Referee-1", "ChiefReferee").
import type { RngState } from '../platform/rng.js';

/** The eight fighters, in the order their creature cards lie on the table (§3). */
export const CREATURES = ['Cyclops', 'Dragon', 'Hydra', 'Ranger', 'Titan', 'Troll', 'Unicorn', 'Warlock'] as const;

/** One of the eight fighters (§4). */
export type Creature = (typeof CREATURES)[number];

/** A blue-backed card: a strength card, a spectator or a referee (§2). */
export type CardId = string;

/** A seat at the table, identified by a player id chosen at setup. */
export type ArenaPlayerId = string;

/** Options fixed at creation. */
export interface ArenaOptions {
  /** §13: a tournament of three games, won by the most surviving ducats over all three. */
  readonly tournament: boolean;
}

/** Everything needed, with the seed, to replay a game. */
export interface ArenaSetup {
  /** Seats in clockwise order (2–5). */
  readonly players: readonly { readonly id: ArenaPlayerId; readonly name: string }[];
  readonly seed: number;
  readonly options: ArenaOptions;
}

/** A player's cards and chips. */
export interface ArenaPlayer {
  readonly id: ArenaPlayerId;
  readonly name: string;
  readonly hand: readonly CardId[];
  /** §15.1: cards the Cyclops put aside; they return at the end of this player's next turn. */
  readonly setAside: readonly CardId[];
  /** Betting chips not yet placed (§7: five per game). */
  readonly chips: number;
  /** §5: 8, or 7 for the rest of the game after an overbid. */
  readonly handLimit: number;
  /** Sequence number of this player's latest turn (0 = none yet); the §12 tie-break. */
  readonly lastTurn: number;
}

/** A chip on a creature (§7). */
export interface Bet {
  readonly player: ArenaPlayerId;
  readonly creature: Creature;
  /** The round it was placed in. */
  readonly round: number;
  /** Ducats: 5 for the secret bet, 4/3/2/1 for open bets in rounds 1–4. */
  readonly value: number;
  readonly secret: boolean;
  /** A secret bet turned face up (always true for open bets). */
  readonly revealed: boolean;
  /** The face-down strength card of a secret bet; null for open bets or once taken away (§10, §15.6). */
  readonly card: CardId | null;
}

/** The steps of a turn (§6), with the ability and second-card stops in between. */
export type TurnStep = 'bet' | 'play' | 'ability' | 'titan-keep' | 'second-play' | 'discard';

/** The active player's bookkeeping for the turn in progress. */
export interface ArenaTurn {
  readonly step: TurnStep;
  /** The creature whose ability the player may use now (step 'ability'). */
  readonly ability: Creature | null;
  /** §15.3: the Hydra's second card was granted this turn (no third). */
  readonly hydraUsed: boolean;
  /** §15.8: discards of any cards, face down except the top one. */
  readonly warlock: boolean;
  /** Cards discarded this turn (at most three, §11). */
  readonly discards: number;
  /** §15.5: the three cards drawn from a victim, waiting for the Titan's sponsor to keep one. */
  readonly titan: { readonly victim: ArenaPlayerId; readonly cards: readonly CardId[] } | null;
  /** §14: a voluntary stalemate was already offered this turn. */
  readonly offered: boolean;
}

/** §5: the opening auction for the right to start. */
export interface Bidding {
  /** Seat index of the player who bids next. */
  readonly next: number;
  /** The first seat asked (starts if nobody bids). */
  readonly first: number;
  readonly high: { readonly player: ArenaPlayerId; readonly value: number } | null;
  /** Players who passed and are out of the auction. */
  readonly out: readonly ArenaPlayerId[];
}

/** One finished game of a §13 tournament. */
export interface GameRecord {
  readonly ducats: Readonly<Record<ArenaPlayerId, number>>;
  readonly winner: ArenaPlayerId;
  readonly survivors: readonly Creature[];
}

/** Game phases. */
export type ArenaPhase = 'bidding' | 'play' | 'vote' | 'over';

/** The whole game. */
export interface ArenaState {
  readonly schema: 1;
  readonly game: 'arena';
  readonly options: ArenaOptions;
  /** Increments with every applied action; actions carry the stateId they were computed on. */
  readonly stateId: number;
  readonly rng: RngState;
  readonly phase: ArenaPhase;
  /** Players in clockwise seat order. */
  readonly players: readonly ArenaPlayer[];
  /** Draw pile, top = last element. */
  readonly deck: readonly CardId[];
  /** Discard pile, top = last element (only the top is visible). */
  readonly discard: readonly CardId[];
  /** Living creatures, in table order. */
  readonly alive: readonly Creature[];
  /** Dead creatures with the round they died in. */
  readonly eliminated: readonly { readonly creature: Creature; readonly round: number }[];
  /** Battle columns by round (index 0 = round 1); each creature's stack bottom → top. */
  readonly columns: readonly Readonly<Record<Creature, readonly CardId[]>>[];
  readonly bets: readonly Bet[];
  /** §10: the chief referee lies in the revealed-bets column once played. */
  readonly chiefReferee: { readonly player: ArenaPlayerId; readonly creature: Creature } | null;
  /** Current round (1–5). */
  readonly round: number;
  /** Seat index of the player who began the current round (§14 voluntary stalemate). */
  readonly roundStarter: number;
  /** Turns taken in the current round. */
  readonly roundTurns: number;
  /** Seat index of the player to act. */
  readonly active: number;
  /** Increments with every turn begun (§9 spectator timing, §12 tie-break). */
  readonly turnSeq: number;
  readonly turn: ArenaTurn;
  /** §9: per creature, the turn in which a spectator on it in the current column was covered. */
  readonly spectatorCovered: Readonly<Partial<Record<Creature, number>>>;
  readonly bidding: Bidding | null;
  /** §5: the starter must play a card of his bid value in his first turn. */
  readonly obligation: { readonly player: ArenaPlayerId; readonly value: number } | null;
  /** §14: after a stalemate every player draws one card per turn. */
  readonly drawOne: boolean;
  readonly stalemates: number;
  /** §14: a voluntary stalemate on offer; who accepted so far. */
  readonly vote: { readonly proposer: ArenaPlayerId; readonly accepted: readonly ArenaPlayerId[] } | null;
  /** Tournament bookkeeping (§13); null outside a tournament. */
  readonly tournament: { readonly games: number; readonly played: readonly GameRecord[] } | null;
  readonly winner: ArenaPlayerId | null;
  /** Ducats on survivors per player once a game is over. */
  readonly result: Readonly<Record<ArenaPlayerId, number>> | null;
  /** Why the (last) game ended. */
  readonly endReason: null | 'five-rounds' | 'final-stalemate';
}
