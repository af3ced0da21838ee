// Strike previews (§12–§13): for every legal strike option, whether it is a rangestrike, its strike number and dice,
// the chance that it slays the target and the enemies its excess hits could be carried to. The battle is public.
import type { Action } from '../actions.js';
import { battlePosition } from '../battle/common.js';
import { choiceFor, strikeChoicesAt } from '../../family/battle/strike-choices.js';
import { strikeTargets } from '../../family/battle/rules.js';
import { getVariant } from '../variants/index.js';
import type { PlayerView } from '../view.js';
import { chanceAtLeast } from './odds.js';
import type { StrikeHint } from './types.js';

/** Every legal strike with its odds and carries. */
export function strikeHints(view: PlayerView, legal: readonly Action[]): StrikeHint[] {
  const battle = view.battle;
  if (!battle) return [];
  const pos = battlePosition(getVariant(view.variant), battle);
  return legal.flatMap((a) => {
    if (a.type !== 'strike') return [];
    const choices = strikeChoicesAt(pos, a.piece, a.target);
    const choice = choiceFor(choices, a);
    const victim = battle.pieces.find((p) => p.id === a.target);
    if (!choice || !victim) return [];
    const rangestrike = strikeTargets(pos, a.piece).some((t) => t.target === a.target && t.rangestrike);
    const { strikeNumber, dice } = choice;
    // §13.4: the engine offers a higher strike number (or fewer dice) only for the carries it adds to the normal strike
    const normal = choices[0]?.carryTargets ?? [];
    const enables = choice === choices[0] ? [] : choice.carryTargets.filter((t) => !normal.includes(t));
    return [{ piece: a.piece, target: a.target, strikeNumber, dice, rangestrike, kill: chanceAtLeast(dice, strikeNumber, victim.power - victim.hits), carries: choice.carryTargets, enables }];
  });
}
