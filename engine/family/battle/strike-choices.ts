// The ways a piece may strike a target in a position, as every game of the family offers them (TITAN §12–§13.5,
// Gods of Titan 13): the normal strike first, then the lower strike numbers that let hits carry; and which of them an
// action asks for.
import { strikeWays } from './strike.js';
import type { BattlePosition } from './position.js';

/** One way to strike a target, as the pure rules list them. */
export interface StrikeChoice {
  readonly dice: number;
  readonly strikeNumber: number;
  readonly carryTargets: readonly string[];
}

/** Every way a piece may strike a target in a position: the normal strike first, then the carry options of §13.4/§13.5. */
export function strikeChoicesAt(pos: BattlePosition, striker: string, target: string): readonly StrikeChoice[] {
  return strikeWays(pos, striker, target);
}

/** The strike option an action asks for among `choices`: the normal strike when it names neither number nor dice. */
export function choiceFor(choices: readonly StrikeChoice[], action: { readonly strikeNumber?: number; readonly dice?: number }): StrikeChoice | null {
  // a loop, not a predicate made for each strike
  for (const o of choices) if ((action.strikeNumber === undefined || o.strikeNumber === action.strikeNumber) && (action.dice === undefined || o.dice === action.dice)) return o;
  return null;
}
