// The seam where the later battle rules plug in (rules 15 spells, 16 special abilities, 17 reinforcement, 18
// summoning Lords): each is a named extension that lists its choices for a seat and applies one of them to the
// battle's state, keeping what it must remember in state.extra[name]. The reducer asks them after its own rules;
// their optional hooks change what the battle's own rules read (a character's chart facts, moves, damage, the end).
import type { CreatureDef } from '../../family/types.js';
import { ABILITIES_EXTENSION } from './abilities/index.js';
import { reinforcementExtension } from './additions/reinforce.js';
import { summoningExtension } from './additions/summon.js';
import { SPELLS_EXTENSION } from './spells/extension.js';
import type {
  GodsBattleAction, GodsBattleContext, GodsBattleEvent, GodsBattleInput, GodsBattlePiece, GodsBattleResult, GodsBattleState, GodsJson, GodsSide,
} from './types.js';

/** One later part of the battle rules. */
export interface GodsBattleExtension {
  /** Its name, unique among the extensions (the `rule` of its actions and the key of its state.extra). */
  readonly name: string;
  /** Its choices for a seat now (strings it reads back in apply), [] when it has none. */
  readonly choices: (state: GodsBattleState, player: string) => readonly string[];
  /** Applies one of its choices: the next state (its events appended to `events`) or a refusal message. */
  readonly apply: (state: GodsBattleState, player: string, choice: string, events: GodsBattleEvent[]) => GodsBattleState | string;
  /** Reads what the game hands it at the start (state.extra), or names the bad input. */
  readonly start?: (state: GodsBattleState, input: GodsBattleInput) => GodsBattleState | string;
  /** The piece whose owner makes a choice of `side` (rules 27.5: the God's side is played by several Titan-players,
   * each for his own Creatures), or null when the choice names none. */
  readonly actor?: (state: GodsBattleState, side: GodsSide, choice: string) => string | null;
  /** Whether the seat's strike step waits for it, told without revealing hidden choices (default: it has choices). */
  readonly waits?: (state: GodsBattleState, player: string) => boolean;
  /** Whether a choice of it must be made before anything else but a concession (a spell half resolved). */
  readonly pending?: (state: GodsBattleState) => boolean;
  /** A character's facts as the battle's rules read them (flight, natives, skill) under its effects. */
  readonly creature?: (state: GodsBattleState, piece: GodsBattlePiece, def: CreatureDef) => CreatureDef;
  /** Hits a piece takes as a strike phase begins, besides the hazard's. */
  readonly phaseDamage?: (state: GodsBattleState, piece: GodsBattlePiece) => number;
  /** The hits a piece really takes of `hits` dealt to it (a protection lowers them). */
  readonly damage?: (state: GodsBattleState, piece: GodsBattlePiece, hits: number) => number;
  /** Keeps those of a piece's moves that its effects allow. */
  readonly moves?: (state: GodsBattleState, piece: GodsBattlePiece, hexes: readonly string[]) => readonly string[];
  /** The side whose legion a piece belongs to, when it fights for the other (a slave, 15.6 Slavery). */
  readonly legion?: (state: GodsBattleState, piece: GodsBattlePiece) => GodsSide | null;
  /** As a maneuver phase begins (state.round and state.active already its own): what opens or closes then. */
  readonly maneuverStart?: (state: GodsBattleState) => GodsBattleState;
  /** As the maneuvering side ends its maneuver (its `done`): what it leaves untaken (reads the game's context). */
  readonly maneuverEnd?: (state: GodsBattleState) => GodsBattleState;
  /** After a move: what the move costs the piece. */
  readonly moved?: (state: GodsBattleState, piece: GodsBattlePiece, from: string | null, events: GodsBattleEvent[]) => GodsBattleState;
  /** As the battle ends, before the outcome is written: its pieces leave or go back where they belong. */
  readonly finish?: (state: GodsBattleState, result: GodsBattleResult, events: GodsBattleEvent[]) => GodsBattleState;
  /** What the outcome reports for it (undefined: nothing). */
  readonly report?: (state: GodsBattleState) => GodsJson | undefined;
  /** What a seat may see of its memory (hidden information), applied to the battle a seat is shown. */
  readonly view?: (state: GodsBattleState, player: string) => GodsBattleState;
}

let unbound: readonly GodsBattleExtension[] | null = null;

/** The registered extensions: every battle rule beyond 10.6–14 that the Gods battle plays with; the game's context
 * (17, 18) lets the additions list and apply their choices (without it they only keep their memory). */
export function godsBattleExtensions(context: GodsBattleContext = {}): readonly GodsBattleExtension[] {
  if (!context.reinforcement && !context.summoning) {
    unbound ??= [SPELLS_EXTENSION, ABILITIES_EXTENSION, reinforcementExtension(), summoningExtension()];
    return unbound;
  }
  return [SPELLS_EXTENSION, ABILITIES_EXTENSION, reinforcementExtension(context.reinforcement), summoningExtension(context.summoning)];
}

/** The extensions' legal actions of a seat now. */
export function extensionActions(extensions: readonly GodsBattleExtension[], state: GodsBattleState, player: string): GodsBattleAction[] {
  return extensions.flatMap((e) => e.choices(state, player).map((choice) => ({ type: 'extra' as const, player, rule: e.name, choice })));
}

/** Applies an extension's action if that extension offers this choice now; a refusal message otherwise. */
export function applyExtension(
  extensions: readonly GodsBattleExtension[], state: GodsBattleState, action: Extract<GodsBattleAction, { type: 'extra' }>, events: GodsBattleEvent[],
): GodsBattleState | string {
  const extension = extensions.find((e) => e.name === action.rule);
  if (!extension) return `no battle rule ${action.rule}`;
  if (!extension.choices(state, action.player).includes(action.choice)) return `${action.rule}: ${action.choice} is not possible now`;
  events.push({ type: 'extra', rule: action.rule, choice: action.choice });
  return extension.apply(state, action.player, action.choice, events);
}

/** Rules 27.5: the piece whose owner makes an extension's choice of `side`, or null when it names none. */
export function extensionActor(state: GodsBattleState, side: GodsSide, action: { readonly rule: string; readonly choice: string }): string | null {
  return godsBattleExtensions().find((e) => e.name === action.rule)?.actor?.(state, side, action.choice) ?? null;
}

/** Whether a registered extension waits for a choice before anything else. */
export function extensionPending(state: GodsBattleState): boolean {
  return godsBattleExtensions().some((e) => e.pending?.(state) ?? false);
}

/** Whether the seat of the striking side still has an extension's choice (its strike step then waits for `done`). */
export function extensionWaits(state: GodsBattleState, player: string): boolean {
  return godsBattleExtensions().some((e) => (e.waits ? e.waits(state, player) : e.choices(state, player).length > 0));
}

/** A piece's facts under the extensions' effects. */
export function extendedCreature(state: GodsBattleState, piece: GodsBattlePiece, def: CreatureDef): CreatureDef {
  return godsBattleExtensions().reduce((c, e) => e.creature?.(state, piece, c) ?? c, def);
}

/** The side whose legion a piece belongs to (the side it fights for, unless an extension says otherwise): what a
 * concession (10.6) or the time-out (11.8) eliminates. */
export function legionOf(state: GodsBattleState, piece: GodsBattlePiece): GodsSide {
  for (const e of godsBattleExtensions()) {
    const side = e.legion?.(state, piece);
    if (side) return side;
  }
  return piece.side;
}

/** The extensions' hits on a piece as a strike phase begins. */
export function extensionPhaseDamage(state: GodsBattleState, piece: GodsBattlePiece): number {
  return godsBattleExtensions().reduce((n, e) => n + (e.phaseDamage?.(state, piece) ?? 0), 0);
}

/** The hits a piece takes of `hits` under the extensions' protections. */
export function extensionDamage(state: GodsBattleState, piece: GodsBattlePiece, hits: number): number {
  return godsBattleExtensions().reduce((n, e) => e.damage?.(state, piece, n) ?? n, hits);
}

/** A piece's moves the extensions allow. */
export function extensionMoves(state: GodsBattleState, piece: GodsBattlePiece, hexes: readonly string[]): readonly string[] {
  return godsBattleExtensions().reduce((h, e) => e.moves?.(state, piece, h) ?? h, hexes);
}

/** The extensions' changes as a maneuver phase begins. */
export function extensionManeuverStart(state: GodsBattleState): GodsBattleState {
  return godsBattleExtensions().reduce((s, e) => e.maneuverStart?.(s) ?? s, state);
}

/** The given extensions' notes as a maneuver is ended. */
export function extensionManeuverEnd(extensions: readonly GodsBattleExtension[], state: GodsBattleState): GodsBattleState {
  return extensions.reduce((s, e) => e.maneuverEnd?.(s) ?? s, state);
}

/** The extensions' effects of a move just made. */
export function extensionMoved(state: GodsBattleState, pieceId: string, from: string | null, events: GodsBattleEvent[]): GodsBattleState {
  return godsBattleExtensions().reduce((s, e) => {
    const piece = s.pieces.find((p) => p.id === pieceId);
    return piece && e.moved ? e.moved(s, piece, from, events) : s;
  }, state);
}

/** The extensions' changes as the battle ends, and what each reports in the outcome. */
export function extensionFinish(state: GodsBattleState, result: GodsBattleResult, events: GodsBattleEvent[]): { state: GodsBattleState; extra: Record<string, GodsJson> } {
  let s = state;
  for (const e of godsBattleExtensions()) if (e.finish) s = e.finish(s, result, events);
  const extra: Record<string, GodsJson> = {};
  for (const e of godsBattleExtensions()) {
    const r = e.report?.(s);
    if (r !== undefined) extra[e.name] = r;
  }
  return { state: s, extra };
}

/** The battle as a seat may see it: every extension hides what that seat may not know. */
export function godsBattleView(state: GodsBattleState, player: string): GodsBattleState {
  return godsBattleExtensions().reduce((s, e) => e.view?.(s, player) ?? s, state);
}

/** The extensions' reading of the game's input at the battle's start, or the first bad input they name. */
export function extensionStart(state: GodsBattleState, input: GodsBattleInput): GodsBattleState | string {
  let s = state;
  for (const e of godsBattleExtensions()) {
    if (!e.start) continue;
    const r = e.start(s, input);
    if (typeof r === 'string') return r;
    s = r;
  }
  return s;
}
