// The seam between the Gods battle's core (rules 10.6–14 on the family step machine: maneuvers, strikes, carries, the
// order of a battle) and its add-ons (15 spells, 16 special abilities, 17 reinforcement, 18 summoning). An add-on
// offers typed actions (checked by its own schema) and applies them, keeps a typed memory in the state (state.addons,
// under its name), and changes what the core's rules read at hook points. It never imports the core: the core hands
// it what it needs of the battle as a `GodsBattleCore` (the position, strikes, hits, a character joining) and the
// game's context.
import type { BattlePosition } from '../../family/battle/position.js';
import type { StrikeTarget } from '../../family/battle/rules.js';
import type { CreatureDef } from '../../family/types.js';
import type { z } from 'zod';
import type { GodsAddonMemories, GodsAddonMove, GodsAddonReports } from './addon-shapes.js';
import type {
  GodsBattleContext, GodsBattleEvent, GodsBattleInput, GodsBattlePiece, GodsBattleResult, GodsBattleState, GodsLegionInput, GodsSide,
  RolledStrike,
} from './types.js';

/** What the core hands an add-on's turn-level hooks: its rules as functions over the battle's state, and the game's
 * context of this call (17, 18). */
export interface GodsBattleCore {
  /** What the game knows that the additions need (the defender's muster facts, the attacker's summon candidates). */
  readonly context: GodsBattleContext;
  /** The shared rules' position of the battle for the side acting, every add-on's effect on the characters in it. */
  readonly position: (state: GodsBattleState) => BattlePosition;
  /** 13, 14: the enemies a piece may strike now. */
  readonly targets: (state: GodsBattleState, piece: GodsBattlePiece) => readonly StrikeTarget[];
  /** Marks hits on a piece as a strike's (slain at its power, by `by`; the add-ons' protections apply; the slain
   * leave as the strike phase ends, 11.9). */
  readonly hit: (state: GodsBattleState, id: string, hits: number, by: string | null, events: GodsBattleEvent[]) => GodsBattleState;
  /** Lands a rolled strike that was held back: its hits, what follows a strike, the carry of the rest (13.6), then
   * the strike step moves on if nobody can strike any more. */
  readonly land: (state: GodsBattleState, strike: RolledStrike, events: GodsBattleEvent[]) => GodsBattleState;
  /** 17.2, 18.2: the names of a side's living characters of its legion (pieces of no legion aside). */
  readonly legionNames: (state: GodsBattleState, side: GodsSide) => string[];
  /** 11.3, 17.1, 18.2: where a character joining `side` during the battle could enter now. */
  readonly entryHexes: (state: GodsBattleState, side: GodsSide, id: string, name: string) => readonly string[];
  /** A character joins `side` and enters at `hex` as its move of this maneuver. */
  readonly enter: (state: GodsBattleState, side: GodsSide, id: string, name: string, hex: string, events: GodsBattleEvent[]) => GodsBattleState;
}

/** The name of an add-on: its key in state.addons and in the outcome's reports. */
export type GodsAddonName = keyof GodsAddonMemories;

/** The hook points where an add-on changes what the core's rules read or do (each optional: absent, the core's own
 * rule stands). The core asks every add-on in turn, in the registry's order. */
export interface GodsAddonHooks {
  readonly name: GodsAddonName;
  /** Reads what the game hands it at the start, or names the bad input. */
  readonly start?: (state: GodsBattleState, input: GodsBattleInput) => GodsBattleState | string;
  /** A character's PF as it joins the battle (at the start or later): `index` is its place in `own`. */
  readonly power?: (name: string, power: number, index: number, own: GodsLegionInput, enemy: GodsLegionInput) => number;
  /** Whether the seat's strike step waits for it (for an action of it, or its `done`), told without revealing hidden
   * choices. */
  readonly waits: (state: GodsBattleState, player: string, core: GodsBattleCore) => boolean;
  /** Whether an action of it must come before anything else but a concession (a spell or strike half resolved). */
  readonly pending?: (state: GodsBattleState) => boolean;
  /** The side that must answer for it before anything else (a Basilisk's owner), or null. */
  readonly decider?: (state: GodsBattleState) => GodsSide | null;
  /** A character's facts as the battle's rules read them (flight, natives, skill) under its effects. */
  readonly creature?: (state: GodsBattleState, piece: GodsBattlePiece, def: CreatureDef) => CreatureDef;
  /** Hits a piece takes as a strike phase begins, besides the hazard's. */
  readonly phaseDamage?: (state: GodsBattleState, pos: BattlePosition, piece: GodsBattlePiece) => number;
  /** The hits a piece really takes of `hits` dealt to it (a protection lowers them). */
  readonly damage?: (state: GodsBattleState, piece: GodsBattlePiece, hits: number) => number;
  /** Keeps those of a piece's moves that its effects allow. */
  readonly moves?: (state: GodsBattleState, pos: BattlePosition, piece: GodsBattlePiece, hexes: readonly string[]) => readonly string[];
  /** The side whose legion a piece belongs to, when it fights for the other (a slave, 15.6 Slavery). */
  readonly legion?: (state: GodsBattleState, piece: GodsBattlePiece) => GodsSide | null;
  /** Whether a piece fights for its side but belongs to no legion (15.6: the summoned Demon). */
  readonly outsider?: (piece: GodsBattlePiece) => boolean;
  /** As a maneuver phase begins (state.round and state.active already its own): what opens, ends or wakes then. */
  readonly maneuverStart?: (state: GodsBattleState) => GodsBattleState;
  /** As the maneuvering side ends its maneuver: what it leaves untaken. */
  readonly maneuverEnd?: (state: GodsBattleState, core: GodsBattleCore) => GodsBattleState;
  /** After a move (an entry too): what the move costs the piece. */
  readonly moved?: (state: GodsBattleState, piece: GodsBattlePiece, from: string | null, core: GodsBattleCore, events: GodsBattleEvent[]) => GodsBattleState;
  /** After pieces left the battle (`lost`: as they were before they left): what their leaving changes for the rest. */
  readonly removed?: (state: GodsBattleState, lost: readonly GodsBattlePiece[]) => GodsBattleState;
  /** The hex a piece off the grid fights from (a rider: its Pegasus's), or null. */
  readonly fightingHex?: (state: GodsBattleState, piece: GodsBattlePiece) => string | null;
  /** The position a piece strikes in (a rider in its Pegasus's place). */
  readonly strikerPosition?: (state: GodsBattleState, pos: BattlePosition, id: string) => BattlePosition;
  /** The position in which a striker strikes one target (a character that takes its target's skill). */
  readonly versus?: (pos: BattlePosition, striker: string, target: string) => BattlePosition;
  /** Whether a piece may strike at all now. */
  readonly mayStrike?: (state: GodsBattleState, piece: GodsBattlePiece) => boolean;
  /** Whether a target may be struck by this strike. */
  readonly mayBeStruck?: (state: GodsBattleState, pos: BattlePosition, striker: string, target: string, rangestrike: boolean) => boolean;
  /** Dice added to (or taken from) a strike's base dice. */
  readonly strikeDice?: (state: GodsBattleState, pos: BattlePosition, striker: GodsBattlePiece, rangestrike: boolean) => number;
  /** Whether a striker's hits carry over to nobody. */
  readonly noCarry?: (state: GodsBattleState, striker: string) => boolean;
  /** A rolled strike held for an answer before it lands, or null when it lands at once. */
  readonly hold?: (state: GodsBattleState, strike: RolledStrike) => GodsBattleState | null;
  /** After a strike's hits are marked (`dealt`: the hits its target took). */
  readonly afterStrike?: (
    state: GodsBattleState, pos: BattlePosition, striker: string, target: string, dealt: number, rangestrike: boolean, events: GodsBattleEvent[],
  ) => GodsBattleState;
  /** As the battle ends, before the outcome is written: its pieces leave or go back where they belong. */
  readonly finish?: (state: GodsBattleState, result: GodsBattleResult, events: GodsBattleEvent[]) => GodsBattleState;
  /** What the outcome reports for it (nothing: an empty object). */
  readonly report?: (state: GodsBattleState) => GodsAddonReports;
  /** What a seat may see of its memory (hidden information). */
  readonly view?: (state: GodsBattleState, player: string) => GodsBattleState;
}

/** An add-on: its hooks, and its own actions `M` — their schema, the ones a seat may take now, and their effect. */
export interface GodsBattleAddon<M extends GodsAddonMove> extends GodsAddonHooks {
  /** Its actions' zod schema (part of the game's action schema, which the host and the saves check actions by). */
  readonly schema: z.ZodType<M>;
  /** Its legal actions for a seat now, [] when it has none. */
  readonly actions: (state: GodsBattleState, player: string, core: GodsBattleCore) => readonly M[];
  /** Applies one of its actions that it offers now: the next state, its events appended to `events`. */
  readonly apply: (state: GodsBattleState, player: string, move: M, core: GodsBattleCore, events: GodsBattleEvent[]) => GodsBattleState;
  /** 27.5: the piece whose owner takes an action of `side` (the God's side is played by several seats), or null. */
  readonly actor?: (state: GodsBattleState, side: GodsSide, move: M) => string | null;
}
