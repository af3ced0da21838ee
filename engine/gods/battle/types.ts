// The Gods of Titan battle's plain-JSON shapes (rules 10.6–14, 24.7): what the game hands it to start a battle, the
// battle's own state, the actions a seat may take, the events it reports, the refusals it answers with and the
// outcome the game turns into scoring, Lifegems, Lords and experience. The add-ons' own shapes (15–18) are in
// addon-shapes.ts.
import type { BattleSide, FlowPiece, PendingCarry, RolledStrike, StrikeEvent } from '../../family/battle/flow/types.js';
import type { BattlelandDef, EntrySide } from '../../family/types.js';
import type { RngState } from '../../platform/rng.js';
import type { GodsSeatRole } from '../data/seats.js';
import type { GODS_SEATS } from '../data/seats.js';
import type { MusterLand, MusterLegion, MusterSeat } from '../rules/muster.js';
import type { GodsAddonEvent, GodsAddonMemories, GodsAddonMove, GodsAddonReports } from './addon-shapes.js';
import type { GodsSummonSource } from './additions/summon-memory.js';

/** A battle side: the attacking legion (the mover) or the defending one (the family's sides). */
export type GodsSide = BattleSide;

/** Who owns a legion: a seat (by colour) or nobody; the part the seat plays is the legion's `role`. */
export type GodsOwner = (typeof GODS_SEATS)[number] | 'neutral';

/** A character of a legion as the game hands it over (contract of docs/gods-of-titan-engine.md). */
export interface GodsPieceInput {
  readonly id: string;
  /** English chart name (engine/gods/data/characters.ts). */
  readonly name: string;
  /** Hits it already carries (0 for a fresh character). */
  readonly hits: number;
  /** Its power-factor when it differs from the chart (a Titan's or Phantom's, 24.2); the chart's otherwise. */
  readonly power?: number;
}

/** One legion entering the battle. */
export interface GodsLegionInput {
  readonly owner: GodsOwner;
  /** The part its owner plays (1.2): the Darklord's characters are native to Darkness, the Titan-players' to Cloud
   * (Hazard Chart, 12.7); null for a Neutral legion, native to neither. */
  readonly role: GodsSeatRole | null;
  /** The seat that moves and rolls for it (a Neutral legion's player, A38); the owner's seat otherwise. */
  readonly player: string;
  readonly pieces: readonly GodsPieceInput[];
  /** The spell counters (15, engine/gods/data/spells.ts ids) its player holds for this battle, face-down. */
  readonly spells?: readonly string[];
}

/** Everything the game passes to start a battle. */
export interface GodsBattleInput {
  /** The battleland map (engine/gods/data/battlelands.ts), as plain data. */
  readonly land: BattlelandDef;
  /** A Tower land (Tower, Ruin, Fort, Citytower, Darktower, 11.3): the defender deploys inside the walls. */
  readonly tower: boolean;
  /** The Coast (11.4): fixed entry sides. */
  readonly coast: boolean;
  /** The 4-hex side the attacker came through (11.2) or chose (11.5); overridden on Tower lands and the Coast. */
  readonly attackerEntry: EntrySide;
  readonly attacker: GodsLegionInput;
  readonly defender: GodsLegionInput;
  /** The game's dice (engine/platform/rng.ts); the battle hands the advanced state back in every step. */
  readonly rng: RngState;
  /** Rules 27.5: the hex the God stands on from the start of the Skycastle final battle (absent in any other). */
  readonly god?: string;
}

/** What the game knows that the battle's additions need (17, 18), handed with every legal-actions and apply call
 * rather than kept in the battle's state: the game does not change while its battle runs, and a battle saved before
 * these rules replays to the same state. */
export interface GodsBattleContext {
  /** 17: what the defender's reinforcement is mustered by (absent: it may take none, as a Neutral legion). */
  readonly reinforcement?: GodsReinforcementInput;
  /** 18: the Lords and Jabberwoks the attacker may summon (absent: none, as a Neutral legion or after A42's one). */
  readonly summoning?: GodsSummoningInput;
}

/** Rules 17.1: the defender's muster facts on the land of the engagement (rules/muster.ts reads them with the
 * legion's characters still living as its 4th maneuver begins), and the id the game gives the new character. */
export interface GodsReinforcementInput {
  readonly id: string;
  readonly land: MusterLand;
  readonly seat: MusterSeat;
  readonly legion: Omit<MusterLegion, 'characters'>;
}

/** Rules 18.1–18.3: what the attacker may summon and whether its legion's Master shows (4.2: its size limit). */
export interface GodsSummoningInput {
  readonly masterUncovered: boolean;
  readonly sources: readonly GodsSummonSource[];
}

/** A character on (or waiting to enter) the battleland: the machine's common fields and Gods' own. */
export interface GodsBattlePiece extends FlowPiece {
  readonly name: string;
  /** Who slew it, while it is still on the battleland. */
  readonly slainBy: string | null;
}

/** Why a character left the battle for good. */
export type GodsLossCause = 'strike' | 'hazard' | 'not-entered' | 'time-out' | 'concession';

/** A character lost in the battle, and who slew it (a piece id; null for hazards, time-out, concession). */
export interface GodsSlain {
  readonly id: string;
  readonly name: string;
  readonly side: GodsSide;
  readonly cause: GodsLossCause;
  readonly by: string | null;
}

/** A survivor and the hits it carries off the battleland (they heal afterwards, 13.5: the game heals them). */
export interface GodsSurvivor {
  readonly id: string;
  readonly name: string;
  readonly hits: number;
}

/** How the battle ended (10.6, 11.8, 24.7). */
export type GodsBattleResult =
  | { readonly kind: 'victory'; readonly winner: GodsSide; readonly reason: 'eliminated' | 'concession' | 'master-slain' }
  | { readonly kind: 'draw'; readonly reason: 'both-eliminated' | 'both-conceded' | 'masters-slain' }
  | { readonly kind: 'time-out' };

/** The outcome the game scores: the result, the slain of each side and each side's survivors. */
export interface GodsBattleOutcome {
  readonly result: GodsBattleResult;
  readonly slain: { readonly attacker: readonly GodsSlain[]; readonly defender: readonly GodsSlain[] };
  readonly survivors: { readonly attacker: readonly GodsSurvivor[]; readonly defender: readonly GodsSurvivor[] };
  /** What the add-ons report (spells: the counters spent, which the game removes; the character that joined). */
  readonly addons?: GodsAddonReports;
}

/** Hits of a strike beyond what slew its target, waiting for the striker's choice of a further target (13.6): the
 * family step machine's pending carry. */
export type GodsPendingCarry = PendingCarry;

/** The phase of a battle round (11.1): a side's maneuver, its strikes, the other side's strikeback; then over. */
export type GodsBattlePhase = 'maneuver' | 'strike' | 'strikeback' | 'over';

/** A rolled strike whose hits are still to land (held for a Basilisk's answer, A11, until then): the family step
 * machine's (its carry targets are [] for a rangestrike, or into or out of Darkness). */
export type { RolledStrike };

/** The battle's own state, plain JSON. */
export interface GodsBattleState {
  readonly land: BattlelandDef;
  /** The attacker's entry side after 11.3/11.4. */
  readonly attackerEntry: EntrySide;
  readonly owners: { readonly attacker: GodsOwner; readonly defender: GodsOwner };
  /** Each side's part (its legion input's `role`): what its Darkness and Cloud nativity follows (state version 4). */
  readonly roles: { readonly attacker: GodsSeatRole | null; readonly defender: GodsSeatRole | null };
  readonly players: { readonly attacker: string; readonly defender: string };
  /** Battle round 1–7 (11.7). */
  readonly round: number;
  /** The side whose maneuver (or whose strike phase) it is. */
  readonly active: GodsSide;
  readonly phase: GodsBattlePhase;
  readonly pieces: readonly GodsBattlePiece[];
  readonly carry: GodsPendingCarry | null;
  /** A side that conceded and waits for the other's answer: concede too (a draw) or take the victory (10.6). */
  readonly conceding: GodsSide | null;
  /** A Master was slain: the battle ends with this strike phase (24.7). */
  readonly masterSlain: boolean;
  readonly slain: readonly GodsSlain[];
  readonly rng: RngState;
  readonly outcome: GodsBattleOutcome | null;
  /** What each add-on (spells, abilities, reinforcement, summoning) keeps, under its name. */
  readonly addons: GodsAddonMemories;
}

type WithPlayer<T> = T extends unknown ? T & { readonly player: string } : never;

/** A battle action of one seat: the battle's own, or an add-on's. */
export type GodsBattleAction =
  | { readonly type: 'move'; readonly player: string; readonly piece: string; readonly to: string }
  | {
    readonly type: 'strike'; readonly player: string; readonly piece: string; readonly target: string;
    readonly strikeNumber: number; readonly dice: number;
  }
  | { readonly type: 'carry'; readonly player: string; readonly target: string | null }
  | { readonly type: 'done'; readonly player: string }
  | { readonly type: 'concede'; readonly player: string }
  | { readonly type: 'accept-concession'; readonly player: string }
  | WithPlayer<GodsAddonMove>;

/** What happened, for the log and the board's animations. */
export type GodsBattleEvent =
  | { readonly type: 'phase'; readonly round: number; readonly active: GodsSide; readonly phase: GodsBattlePhase }
  | { readonly type: 'move'; readonly piece: string; readonly from: string | null; readonly to: string }
  | StrikeEvent
  | { readonly type: 'carry'; readonly piece: string; readonly target: string; readonly hits: number }
  | { readonly type: 'damage'; readonly piece: string; readonly hits: number }
  | { readonly type: 'slain'; readonly piece: string; readonly name: string; readonly side: GodsSide; readonly by: string | null }
  | { readonly type: 'removed'; readonly pieces: readonly string[]; readonly cause: GodsLossCause | 'slain' }
  | { readonly type: 'conceded'; readonly side: GodsSide }
  | { readonly type: 'over'; readonly result: GodsBattleResult }
  | GodsAddonEvent;

/** A refused action or bad input: the state is unchanged. */
export interface GodsBattleError {
  readonly code: 'bad-input' | 'not-your-turn' | 'wrong-phase' | 'illegal' | 'battle-over';
  readonly message: string;
}

/** The answer to an action: the next state and its events, or a typed refusal. */
export type GodsBattleStep =
  | { readonly ok: true; readonly state: GodsBattleState; readonly events: readonly GodsBattleEvent[] }
  | { readonly ok: false; readonly error: GodsBattleError };
