// The plain-JSON game state of TITAN. Everything here survives JSON.stringify/parse unchanged: no Maps, Sets,
// classes or functions. Static component data (board, battlelands, characters) is NOT part of the state; the state
// names its variant and modules look the tables up from engine/titan/variants.
import type { EntrySide } from '../family/types.js';
import type { TurnClocks } from '../family/clocks.js';
export type { TurnClocks };
import type { HexLabel } from '../family/battle/grid.js';
import type { RngState } from '../platform/rng.js';
import type { PendingCarry } from '../family/battle/flow/types.js';

/** A player is identified by his colour (rules §2.3: colour-coded marker sets), e.g. "Red". */
export type PlayerId = string;
/** A legion is identified by its marker id, e.g. "Rd01". */
export type MarkerId = string;
export type { HexLabel };
/** Masterboard land number (1–42, 101–142, 100–600, 1000–6000). */
export type LandId = number;

/** The id of a registered variant ('titan', 'titan-variant', …: engine/titan/variants/registry.ts holds the list). */
export type VariantId = string;

/** How much of other players' legions a player may see (issue: own / revealed since start / all open). */
export type InfoMode = 'own' | 'revealed' | 'all';

/** Game options fixed at creation. */
export interface GameOptions {
  /** Balanced towers: towers spread evenly instead of rolled (§5.1 option). */
  readonly balancedTowers: boolean;
  /** §7.6 first move mulligan allowed. */
  readonly mulligan: boolean;
  readonly infoMode: InfoMode;
  /** §21 point-target game: the first to reach it at the end of a turn wins; null = play to the last Titan. */
  readonly pointTarget: number | null;
  /** §21 limited game: after this many full game rounds the game is scored by score + legion values. */
  readonly turnLimit: number | null;
  /** §21 time limit: seconds of play (counted while the game is open) after which it is scored as a turn limit is;
   * absent in a game without one (and in every game saved before clocks existed). */
  readonly timeLimit?: number;
  /** §21 turn clocks (absent: none): the host's timers run them for human seats and send `timeUp` when one runs out. */
  readonly turnClocks?: TurnClocks;
}


/** The setup a game is created from: everything needed, with the seed, to replay it. */
export interface GameSetup {
  readonly variant: VariantId;
  /** Seats in table order (clockwise), each with a distinct colour. */
  readonly players: readonly { readonly color: PlayerId; readonly name: string }[];
  readonly options: GameOptions;
  readonly seed: number;
}

export type { RngState };

/** A player's standing. */
export interface PlayerState {
  readonly id: PlayerId;
  readonly name: string;
  readonly tower: LandId;
  readonly score: number;
  readonly alive: boolean;
  /** Markers this player may use (own set plus sets passed on by §19.4), sorted. */
  readonly markers: readonly MarkerId[];
  /** Number of this player's turns begun so far (1 on his first Game-Turn). */
  readonly turnsTaken: number;
  /** Set when this player's Titan was slain: who eliminated him. */
  readonly eliminatedBy: PlayerId | null;
}

/** A legion on the masterboard. `creatures` is the authoritative content (never shown to others unredacted). */
export interface LegionState {
  readonly marker: MarkerId;
  readonly owner: PlayerId;
  readonly land: LandId;
  readonly creatures: readonly string[];
  /** Moved in the current Movement Phase. */
  readonly moved: boolean;
  /** Where it started its move this turn (for undo and the split/recombine rule). */
  readonly movedFrom: LandId | null;
  /** Battle entry side of this turn's move into an engagement (null when not engaging). */
  readonly entrySide: EntrySide | null;
  /** Entry sides the attacker may still choose from (teleports); empty unless a choice is pending. */
  readonly entryChoices: readonly EntrySide[];
  readonly teleported: boolean;
  /** Mustered (or was reinforced) this Game-Turn: at most one character per turn (§18). */
  readonly recruited: boolean;
}

/** Phases of a Game-Turn (§6) plus setup and game over. */
export type Phase = 'setup' | 'split' | 'move' | 'engage' | 'muster' | 'over';

/** The mover's per-turn bookkeeping. */
export interface TurnState {
  /** Movement roll, null before rolling. */
  readonly roll: number | null;
  readonly mulliganUsed: boolean;
  /** One Tower or Titan teleport per Movement Phase (§8). */
  readonly teleported: boolean;
  /** Lands where legions split this turn (they must separate or recombine, §4.3). */
  readonly splitLands: readonly LandId[];
  /** Markers created by splits this turn (a new legion may be aborted, §4.3). */
  readonly newMarkers: readonly MarkerId[];
  /** Only one Angel may be summoned per Engagement Phase (§15). */
  readonly summoned: boolean;
}

/** Engagement stages (§9). */
export type EngagementStage = 'defender-choice' | 'negotiate' | 'battle' | 'aftermath';

/** A proposed agreement (§9.3): which characters each side loses. */
export interface Proposal {
  readonly from: PlayerId;
  readonly attackerLosses: readonly string[];
  readonly defenderLosses: readonly string[];
}

/** Post-engagement options still open to the winner ("when you are ready" actions). */
export interface Aftermath {
  readonly winner: MarkerId | null;
  /** Angels/Archangels the winning legion may still take (§17), as the kinds allowed per pick. */
  readonly acquisitions: readonly (readonly string[])[];
  /** Attacker may summon an Angel after winning (§15.2/15.3). */
  readonly maySummon: boolean;
  /** Defender may still take a reinforcement after winning (§14). */
  readonly mayReinforce: boolean;
}

/** The engagement being resolved. */
export interface EngagementState {
  readonly land: LandId;
  readonly attacker: MarkerId;
  readonly defender: MarkerId;
  /** Owners of the two legions (kept even after a legion is eliminated). */
  readonly attackerOwner: PlayerId;
  readonly defenderOwner: PlayerId;
  readonly stage: EngagementStage;
  /** Whose decision is awaited in defender-choice / negotiate. */
  readonly toAct: 'attacker' | 'defender';
  readonly proposal: Proposal | null;
  readonly proposalsMade: number;
  readonly aftermath: Aftermath | null;
  /** The attacker placed characters on the battleland (§14.2 reinforcement after concession). */
  readonly attackerCommitted: boolean;
  /** Slain lords and demi-lords waiting to go back to the caretaker when the engagement is over (§13.6). */
  readonly returning: readonly string[];
}

/** A character on (or waiting to enter) the battleland. */
export interface BattlePiece {
  /** Unique within the battle, e.g. "a3". */
  readonly id: string;
  readonly creature: string;
  readonly side: 'attacker' | 'defender';
  /** null = not yet on the battleland (waiting to enter). */
  readonly hex: HexLabel | null;
  readonly hits: number;
  /** Moved in the current maneuver phase. */
  readonly moved: boolean;
  /** Where it stood when this maneuver phase began (undo). */
  readonly startHex: HexLabel | null;
  /** Struck in the current strike phase. */
  readonly struck: boolean;
  /** Had to strike this strike phase (in contact when it began). */
  readonly mustStrike: boolean;
  /** Slain this strike phase; removed at its end (§13.6). */
  readonly slain: boolean;
  /** Power of a Titan piece, fixed for the battle (§19.1); otherwise the chart power. */
  readonly power: number;
}

/** A strike that scored more hits than needed: the striker may carry the rest (§13.4); the family machine's shape. */
export type { PendingCarry };

/** Battle phases (§10–§13). */
export type BattlePhase = 'maneuver' | 'strike' | 'strikeback';

/** A battle in progress. */
export interface BattleState {
  readonly land: LandId;
  readonly terrain: string;
  readonly attacker: MarkerId;
  readonly defender: MarkerId;
  readonly attackerEntry: EntrySide;
  /** Battle round 1–7 (§10.5 turn record track). */
  readonly round: number;
  readonly active: 'attacker' | 'defender';
  readonly phase: BattlePhase;
  readonly pieces: readonly BattlePiece[];
  readonly nextPieceId: number;
  readonly carry: PendingCarry | null;
  /** §15: 'waiting' until a defender character is slain, 'open' during the attacker's next maneuver, then closed. */
  readonly summon: 'waiting' | 'open' | 'closed';
  /** §14: the defender's 4th maneuver is its window. */
  readonly reinforced: boolean;
  /** §14: the defender could have taken a reinforcement in its 4th maneuver and moved or ended the phase without
   * one; it may then not muster one after winning either (state version 2; older battles migrate with false). */
  readonly reinforcementDeclined: boolean;
  /** Piece values the winner will score, by side lost, accumulated as characters die (§16). */
  readonly slainValue: { readonly attacker: number; readonly defender: number };
  /** Characters that died in this battle, by side (for the Titan-death scoring of §19.3). */
  readonly slainCreatures: { readonly attacker: readonly string[]; readonly defender: readonly string[] };
}

/** What a player has seen of a legion: a multiset of creatures certainly in it. */
export type Knowledge = Readonly<Record<PlayerId, Readonly<Record<MarkerId, readonly string[]>>>>;

/** The whole game. */
export interface GameState {
  readonly schema: 1;
  readonly variant: VariantId;
  readonly options: GameOptions;
  /** Increments with every applied action; intents carry the stateId they were computed on. */
  readonly stateId: number;
  readonly rng: RngState;
  /** Game round: every player has one Game-Turn per round. */
  readonly round: number;
  /** Players in turn order. */
  readonly players: readonly PlayerState[];
  /** Index into players of the mover. */
  readonly active: number;
  readonly phase: Phase;
  /** Setup: index of the player whose initial split is awaited. */
  readonly setupIndex: number;
  readonly turn: TurnState;
  readonly legions: Readonly<Record<MarkerId, LegionState>>;
  /** Counters left in the caretaker's stacks, by creature name. */
  readonly caretaker: Readonly<Record<string, number>>;
  /** Creatures slain and permanently out of the game (§3.3); lords and demi-lords go back to the caretaker instead. */
  readonly graveyard: Readonly<Record<string, number>>;
  /** Lands with an engagement still to resolve this turn. */
  readonly pendingEngagements: readonly LandId[];
  readonly engagement: EngagementState | null;
  readonly battle: BattleState | null;
  readonly knowledge: Knowledge;
  /** Undo stack of the current phase: earlier states (without their own undo stacks). */
  readonly undo: readonly GameState[];
  readonly winner: PlayerId | null;
  /** Why the game ended. */
  readonly endReason: null | 'last-titan' | 'point-target' | 'turn-limit' | 'time-limit' | 'draw';
}
