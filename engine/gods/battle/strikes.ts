// Strikes, rangestrikes and carries (rules 11.9, 13, 14): who may strike whom and with which dice and strike number
// — the shared rules' choices (engine/family/battle/strike.ts under the Gods hooks) changed by the Gods-only hazard
// effects (Cloud dice and launches, Fog and Hedge dice, magic-only targets on Beach and Water, Darkness carries) and
// by the add-ons (who may strike and be struck, from where, with how many dice, whether hits carry).
import type { StrikeTarget } from '../../family/battle/rules.js';
import { isInContact, strikeTargets } from '../../family/battle/rules.js';
import { strikeChoicesAt, type StrikeChoice } from '../../family/battle/strike-choices.js';
import type { BattlePosition } from '../../family/battle/position.js';
import { LastObjectMemo } from '../../platform/memo.js';
import { creatureIn } from './facts.js';
import { carriesAt, hexRuleAt, nativeAt } from './hazard-rules.js';
import {
  addonNoCarry, addonStrikeDice, addonsLetBeStruck, addonsLetStrike, fightingHex, strikerPosition, versus,
} from './hooks.js';
import { launchChoices, withLaunches } from './launch.js';
import { positionOf } from './position.js';
import type { GodsBattlePiece, GodsBattleState, GodsSide } from './types.js';

/** The side striking now: the maneuvering side in its strike phase, the other side in the strikeback (11.9). */
export function strikingSide(state: GodsBattleState): GodsSide {
  if (state.phase !== 'strikeback') return state.active;
  return state.active === 'attacker' ? 'defender' : 'attacker';
}

/** A piece by id. */
export function pieceOf(state: GodsBattleState, id: string): GodsBattlePiece | undefined {
  return state.pieces.find((p) => p.id === id);
}

/** Hazard Chart, Beach and Water: a native standing there is the target of magic rangestrikes only. */
function shielded(pos: BattlePosition, striker: string, t: StrikeTarget): boolean {
  if (!t.rangestrike || creatureIn(pos, striker).magicMissile) return false;
  const hex = pos.pieces.find((p) => p.id === t.target)?.hex ?? null;
  return hex !== null && (hexRuleAt(pos, hex)?.nativesOnlyMagicTarget ?? false) && nativeAt(pos, creatureIn(pos, t.target), hex);
}

const TARGETS = new LastObjectMemo<GodsBattleState, string, readonly StrikeTarget[]>();

/** 13, 14: the enemies a piece may strike now (none when it is not its side's turn, it struck, or it owes nothing in
 * the strikeback). */
export function targetsOf(state: GodsBattleState, piece: GodsBattlePiece): readonly StrikeTarget[] {
  if (state.phase === 'maneuver' || state.phase === 'over' || piece.side !== strikingSide(state)) return [];
  if (fightingHex(state, piece) === null || piece.struck || (state.phase === 'strikeback' && !piece.mustStrike) || !addonsLetStrike(state, piece)) return [];
  let targets = TARGETS.get(state, piece.id);
  if (!targets) {
    const pos = strikerPosition(state, positionOf(state), piece.id);
    targets = withLaunches(pos, piece.id, strikeTargets(pos, piece.id)).filter((t) => !shielded(pos, piece.id, t) && addonsLetBeStruck(state, pos, piece.id, t.target, t.rangestrike));
    TARGETS.set(state, piece.id, targets);
  }
  return targets;
}

/** Dice the Gods-only hex effects add to or take from a melee strike on `target` (Cloud ×1.5, Fog and Hedge −1). */
function diceChange(pos: BattlePosition, striker: string, target: string, dice: number): number {
  const sHex = pos.pieces.find((p) => p.id === striker)?.hex ?? null;
  const tHex = pos.pieces.find((p) => p.id === target)?.hex ?? null;
  let out = Math.floor(dice * (hexRuleAt(pos, sHex)?.meleeDiceFactor ?? 1));
  const defence = hexRuleAt(pos, tHex)?.nativeDefenceDice ?? 0;
  const sc = creatureIn(pos, striker);
  if (defence > 0 && tHex !== null && nativeAt(pos, creatureIn(pos, target), tHex) && !nativeAt(pos, sc, tHex)) out -= defence;
  return Math.max(0, out);
}

const CHOICES = new LastObjectMemo<GodsBattleState, string, readonly StrikeChoice[]>();

/**
 * 13.4–13.7, 14: every way a piece may strike a target now, the normal strike first: the shared choices with the
 * Gods dice; hits carry only to targets whose own dice change is no worse (13.7: a penalty for either target is
 * taken) and never into or out of Darkness; rangestrikes never carry (14.1).
 */
export function strikeChoices(state: GodsBattleState, striker: string, target: string): readonly StrikeChoice[] {
  const key = `${striker} ${target}`;
  let choices = CHOICES.get(state, key);
  if (!choices) {
    const pos = strikerPosition(state, positionOf(state), striker);
    const piece = pieceOf(state, striker)!;
    const aim = targetsOf(state, piece).find((t) => t.target === target);
    const base = !aim ? [] : aim.rangestrike ? launchChoices(pos, striker, target) : strikeChoicesAt(versus(pos, striker, target), striker, target);
    const more = addonStrikeDice(state, pos, piece, aim?.rangestrike ?? false);
    const noCarry = addonNoCarry(state, striker);
    choices = base.map((c) => {
      if (aim?.rangestrike) return { ...c, dice: c.dice + more, carryTargets: [] };
      const dice = diceChange(pos, striker, target, c.dice + more);
      const loss = c.dice - dice;
      const carryTargets = noCarry || !carriesAt(pos, target) ? [] : c.carryTargets.filter(
        (t) => carriesAt(pos, t) && c.dice - diceChange(pos, striker, t, c.dice) <= loss,
      );
      return { dice, strikeNumber: c.strikeNumber, carryTargets };
    });
    CHOICES.set(state, key, choices);
  }
  return choices;
}

/** Pieces that must still strike: in contact as the phase began and with a melee target left (11.9). */
export function owedStrikes(state: GodsBattleState): GodsBattlePiece[] {
  return state.pieces.filter((p) => p.mustStrike && targetsOf(state, p).some((t) => !t.rangestrike));
}

/** Whether any piece of the striking side could still strike. */
export function anyStriker(state: GodsBattleState): boolean {
  return state.pieces.some((p) => targetsOf(state, p).length > 0);
}

/** 11.9: whether a piece is in contact as a strike phase begins (from the hex it fights from). */
export function inContactAt(state: GodsBattleState, pos: BattlePosition, piece: GodsBattlePiece): boolean {
  return fightingHex(state, piece) !== null && isInContact(strikerPosition(state, pos, piece.id), piece.id);
}
