// The core's questions to the add-ons at its hook points (addon.ts), each asked of every add-on in the registry's
// order: what a character is, what it may do and suffer, and what happens as phases begin and end and the battle
// finishes. An add-on without a hook leaves the core's own rule standing.
import type { BattlePosition } from '../../family/battle/position.js';
import type { CreatureDef } from '../../family/types.js';
import type { GodsBattleCore } from './addon.js';
import type { GodsAddonReports } from './addon-shapes.js';
import { GODS_BATTLE_ADDONS } from './registry.js';
import type {
  GodsBattleEvent, GodsBattleInput, GodsBattlePiece, GodsBattleResult, GodsBattleState, GodsLegionInput, GodsSide, RolledStrike,
} from './types.js';

/** A piece's facts under the add-ons' effects. */
export function addonCreature(state: GodsBattleState, piece: GodsBattlePiece, def: CreatureDef): CreatureDef {
  return GODS_BATTLE_ADDONS.reduce((c, a) => a.creature?.(state, piece, c) ?? c, def);
}

/** A character's PF as it joins the battle (at the start or later), under the add-ons' rules. */
export function joiningPower(name: string, power: number, index: number, own: GodsLegionInput, enemy: GodsLegionInput): number {
  return GODS_BATTLE_ADDONS.reduce((pf, a) => a.power?.(name, pf, index, own, enemy) ?? pf, power);
}

/** The add-ons' reading of the game's input at the battle's start, or the first bad input they name. */
export function addonsStart(state: GodsBattleState, input: GodsBattleInput): GodsBattleState | string {
  let s = state;
  for (const a of GODS_BATTLE_ADDONS) {
    if (!a.start) continue;
    const r = a.start(s, input);
    if (typeof r === 'string') return r;
    s = r;
  }
  return s;
}

/** Whether an add-on waits for an action before anything else. */
export function addonPending(state: GodsBattleState): boolean {
  return GODS_BATTLE_ADDONS.some((a) => a.pending?.(state) ?? false);
}

/** The side an add-on waits for before anything else, or null. */
export function addonDecider(state: GodsBattleState): GodsSide | null {
  for (const a of GODS_BATTLE_ADDONS) {
    const side = a.decider?.(state) ?? null;
    if (side) return side;
  }
  return null;
}

/** The side whose legion a piece belongs to (the side it fights for, unless an add-on says otherwise): what a
 * concession (10.6) or the time-out (11.8) eliminates. */
export function legionOf(state: GodsBattleState, piece: GodsBattlePiece): GodsSide {
  for (const a of GODS_BATTLE_ADDONS) {
    const side = a.legion?.(state, piece);
    if (side) return side;
  }
  return piece.side;
}

/** Whether a piece belongs to no legion (15.6: the summoned Demon). */
export function isOutsider(piece: GodsBattlePiece): boolean {
  return GODS_BATTLE_ADDONS.some((a) => a.outsider?.(piece) ?? false);
}

/** The add-ons' hits on a piece as a strike phase begins. */
export function addonPhaseDamage(state: GodsBattleState, pos: BattlePosition, piece: GodsBattlePiece): number {
  return GODS_BATTLE_ADDONS.reduce((n, a) => n + (a.phaseDamage?.(state, pos, piece) ?? 0), 0);
}

/** The hits a piece takes of `hits` under the add-ons' protections. */
export function addonDamage(state: GodsBattleState, piece: GodsBattlePiece, hits: number): number {
  return GODS_BATTLE_ADDONS.reduce((n, a) => a.damage?.(state, piece, n) ?? n, hits);
}

/** A piece's moves the add-ons allow. */
export function addonMoves(state: GodsBattleState, pos: BattlePosition, piece: GodsBattlePiece, hexes: readonly string[]): readonly string[] {
  return GODS_BATTLE_ADDONS.reduce((h, a) => a.moves?.(state, pos, piece, h) ?? h, hexes);
}

/** The add-ons' changes as a maneuver phase begins. */
export function addonsAtManeuverStart(state: GodsBattleState): GodsBattleState {
  return GODS_BATTLE_ADDONS.reduce((s, a) => a.maneuverStart?.(s) ?? s, state);
}

/** The add-ons' notes as a maneuver is ended. */
export function addonsAtManeuverEnd(state: GodsBattleState, core: GodsBattleCore): GodsBattleState {
  return GODS_BATTLE_ADDONS.reduce((s, a) => a.maneuverEnd?.(s, core) ?? s, state);
}

/** The add-ons' effects of a move just made. */
export function addonsMoved(state: GodsBattleState, pieceId: string, from: string | null, core: GodsBattleCore, events: GodsBattleEvent[]): GodsBattleState {
  return GODS_BATTLE_ADDONS.reduce((s, a) => {
    const piece = s.pieces.find((p) => p.id === pieceId);
    return piece && a.moved ? a.moved(s, piece, from, core, events) : s;
  }, state);
}

/** The add-ons' changes after pieces left the battle (`lost`: as they were). */
export function addonsRemoved(state: GodsBattleState, lost: readonly GodsBattlePiece[]): GodsBattleState {
  return GODS_BATTLE_ADDONS.reduce((s, a) => a.removed?.(s, lost) ?? s, state);
}

/** Whether the seat of the striking side still has an add-on action (its strike step then waits for `done`). */
export function addonsWait(state: GodsBattleState, player: string, core: GodsBattleCore): boolean {
  return GODS_BATTLE_ADDONS.some((a) => a.waits(state, player, core));
}

/** The hex a piece fights from: its own, or the one an add-on puts it in off the grid (a rider's), or null. */
export function fightingHex(state: GodsBattleState, piece: GodsBattlePiece): string | null {
  if (piece.hex !== null) return piece.hex;
  for (const a of GODS_BATTLE_ADDONS) {
    const hex = a.fightingHex?.(state, piece) ?? null;
    if (hex !== null) return hex;
  }
  return null;
}

/** The position a piece strikes in. */
export function strikerPosition(state: GodsBattleState, pos: BattlePosition, id: string): BattlePosition {
  return GODS_BATTLE_ADDONS.reduce((p, a) => a.strikerPosition?.(state, p, id) ?? p, pos);
}

/** The position in which a striker strikes one target. */
export function versus(pos: BattlePosition, striker: string, target: string): BattlePosition {
  return GODS_BATTLE_ADDONS.reduce((p, a) => a.versus?.(p, striker, target) ?? p, pos);
}

/** Whether the add-ons let a piece strike now. */
export function addonsLetStrike(state: GodsBattleState, piece: GodsBattlePiece): boolean {
  return GODS_BATTLE_ADDONS.every((a) => a.mayStrike?.(state, piece) ?? true);
}

/** Whether the add-ons let a target be struck by this strike. */
export function addonsLetBeStruck(state: GodsBattleState, pos: BattlePosition, striker: string, target: string, rangestrike: boolean): boolean {
  return GODS_BATTLE_ADDONS.every((a) => a.mayBeStruck?.(state, pos, striker, target, rangestrike) ?? true);
}

/** The dice the add-ons add to a strike's base dice. */
export function addonStrikeDice(state: GodsBattleState, pos: BattlePosition, striker: GodsBattlePiece, rangestrike: boolean): number {
  return GODS_BATTLE_ADDONS.reduce((n, a) => n + (a.strikeDice?.(state, pos, striker, rangestrike) ?? 0), 0);
}

/** Whether an add-on lets a striker's hits carry over to nobody. */
export function addonNoCarry(state: GodsBattleState, striker: string): boolean {
  return GODS_BATTLE_ADDONS.some((a) => a.noCarry?.(state, striker) ?? false);
}

/** A rolled strike an add-on holds for an answer, or null when it lands at once. */
export function addonHold(state: GodsBattleState, strike: RolledStrike): GodsBattleState | null {
  for (const a of GODS_BATTLE_ADDONS) {
    const held = a.hold?.(state, strike) ?? null;
    if (held) return held;
  }
  return null;
}

/** The add-ons' part of a strike once its hits are marked. */
export function addonsAfterStrike(
  state: GodsBattleState, pos: BattlePosition, striker: string, target: string, dealt: number, rangestrike: boolean, events: GodsBattleEvent[],
): GodsBattleState {
  return GODS_BATTLE_ADDONS.reduce((s, a) => a.afterStrike?.(s, pos, striker, target, dealt, rangestrike, events) ?? s, state);
}

/** The add-ons' changes as the battle ends, and what they report in the outcome. */
export function addonsFinish(state: GodsBattleState, result: GodsBattleResult, events: GodsBattleEvent[]): { state: GodsBattleState; reports: GodsAddonReports } {
  const s = GODS_BATTLE_ADDONS.reduce((x, a) => a.finish?.(x, result, events) ?? x, state);
  const reports = GODS_BATTLE_ADDONS.reduce<GodsAddonReports>((r, a) => ({ ...r, ...a.report?.(s) }), {});
  return { state: s, reports };
}

/** The battle as a seat may see it: every add-on hides what that seat may not know. */
export function godsBattleView(state: GodsBattleState, player: string): GodsBattleState {
  return GODS_BATTLE_ADDONS.reduce((s, a) => a.view?.(s, player) ?? s, state);
}
