// Whom a Gods character may strike and how (rules 11.9, 13, 14), as the family step machine asks it of a position:
// the shared rules' targets and choices (engine/family/battle under the Gods hooks) changed by the Gods-only hazard
// effects (Cloud dice and launches, Fog and Hedge dice, magic-only targets on Beach and Water, Darkness carries) and
// by the add-ons (who may strike and be struck, from where, with how many dice, whether hits carry). Whose strikes
// these are and who has struck is the machine's (engine/family/battle/flow/queries.ts).
import type { StrikeTarget } from '../../family/battle/rules.js';
import { isInContact, strikeTargets } from '../../family/battle/rules.js';
import { strikeChoicesAt, type StrikeChoice } from '../../family/battle/strike-choices.js';
import type { BattlePosition } from '../../family/battle/position.js';
import { creatureIn } from './facts.js';
import { carriesAt, hexRuleAt, nativeAt } from './hazard-rules.js';
import {
  addonNoCarry, addonStrikeDice, addonsLetBeStruck, addonsLetStrike, fightingHex, strikerPosition, versus,
} from './hooks.js';
import { launchChoices, withLaunches } from './launch.js';
import { positionOf } from './position.js';
import type { GodsBattlePiece, GodsBattleState } from './types.js';

/** Hazard Chart, Beach and Water: a native standing there is the target of magic rangestrikes only. */
function shielded(pos: BattlePosition, striker: string, t: StrikeTarget): boolean {
  if (!t.rangestrike || creatureIn(pos, striker).magicMissile) return false;
  const hex = pos.pieces.find((p) => p.id === t.target)?.hex ?? null;
  return hex !== null && (hexRuleAt(pos, hex)?.nativesOnlyMagicTarget ?? false) && nativeAt(pos, creatureIn(pos, t.target), hex);
}

const NO_TARGETS: readonly StrikeTarget[] = [];

/** 13, 14: the enemies a piece of the striking side that may still strike could strike from where it fights (none
 * off the battleland, or while an add-on keeps it from striking); Cloud's launches added, Beach and Water's shield
 * and the add-ons' protections taken off. */
export function targetsAt(state: GodsBattleState, piece: GodsBattlePiece): readonly StrikeTarget[] {
  if (fightingHex(state, piece) === null || !addonsLetStrike(state, piece)) return NO_TARGETS;
  const pos = strikerPosition(state, positionOf(state), piece.id);
  return withLaunches(pos, piece.id, strikeTargets(pos, piece.id)).filter((t) => !shielded(pos, piece.id, t) && addonsLetBeStruck(state, pos, piece.id, t.target, t.rangestrike));
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

/**
 * 13.4–13.7, 14: every way a piece may strike a target it may strike (`aim`), the normal strike first: the shared
 * choices with the Gods dice; hits carry only to targets whose own dice change is no worse (13.7: a penalty for
 * either target is taken) and never into or out of Darkness; rangestrikes never carry (14.1).
 */
export function choicesAt(state: GodsBattleState, piece: GodsBattlePiece, aim: StrikeTarget): readonly StrikeChoice[] {
  const striker = piece.id;
  const target = aim.target;
  const pos = strikerPosition(state, positionOf(state), striker);
  const base = aim.rangestrike ? launchChoices(pos, striker, target) : strikeChoicesAt(versus(pos, striker, target), striker, target);
  const more = addonStrikeDice(state, pos, piece, aim.rangestrike);
  const noCarry = addonNoCarry(state, striker);
  return base.map((c) => {
    if (aim.rangestrike) return { ...c, dice: c.dice + more, carryTargets: [] };
    const dice = diceChange(pos, striker, target, c.dice + more);
    const loss = c.dice - dice;
    const carryTargets = noCarry || !carriesAt(pos, target) ? [] : c.carryTargets.filter(
      (t) => carriesAt(pos, t) && c.dice - diceChange(pos, striker, t, c.dice) <= loss,
    );
    return { dice, strikeNumber: c.strikeNumber, carryTargets };
  });
}

/** 11.9: whether a piece is in contact as a strike phase begins (from the hex it fights from). */
export function inContactAt(state: GodsBattleState, pos: BattlePosition, piece: GodsBattlePiece): boolean {
  return fightingHex(state, piece) !== null && isInContact(strikerPosition(state, pos, piece.id), piece.id);
}
