// The sign rules of a move on the masterboard, as TITAN (§7.4) and Gods of Titan (rules 8.5) both give them: the first
// step of a move takes the Block alone where a land has one, else any sign (Arch, Arrow or Triple Arrow); every later
// step takes the Triple Arrows where a land has some, else its Arrows; and no step leaves a land by the side (and part)
// it came in by. What a game adds — Whirls, the free step out of the City or the Dungeon, who may enter which land —
// its own move search adds around these.
import type { ExitDef } from '../types.js';

/** §7.4 a / rules 8.5: the signs the first step of a move may follow — the Block alone if there is one, else every sign. */
export function firstStepSigns<E extends ExitDef>(exits: readonly E[]): readonly E[] {
  const block = exits.filter((e) => e.sign === 'BLOCK');
  return block.length > 0 ? block : exits;
}

/** §7.4 b / rules 8.5: the signs a later step may follow — the Triple Arrows if there are any, else the Arrows. */
export function laterStepSigns<E extends ExitDef>(exits: readonly E[]): readonly E[] {
  const triple = exits.filter((e) => e.sign === 'ARROWS');
  return triple.length > 0 ? triple : exits.filter((e) => e.sign === 'ARROW');
}

/** §7.4 b / Gods A31: whether a step leaves by the side and part the move came in by (`inSide` −1: it came in by no side —
 * it starts there, or it got there by a jump). Such a step is never taken. */
export function turnsBack(step: { readonly side: number; readonly part: number }, inSide: number, inPart: number): boolean {
  return step.side === inSide && step.part === inPart;
}
