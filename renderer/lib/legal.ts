// Reading the engine's list of legal actions for the screen: which lands, hexes, targets and buttons to offer.
// Nothing here decides legality; it only filters and groups what the engine sent.
import type { Action, ActionType, BattleMoveAction, MoveAction, StrikeAction } from '../../engine/titan/actions.js';

/** The legal actions of one type. */
export function ofType<T extends ActionType>(legal: readonly Action[], type: T): Extract<Action, { type: T }>[] {
  return legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

/** True if some legal action has this type. */
export function can(legal: readonly Action[], type: ActionType): boolean {
  return legal.some((a) => a.type === type);
}

/** The first legal action of a type (for buttons that send it unchanged). */
export function first<T extends ActionType>(legal: readonly Action[], type: T): Extract<Action, { type: T }> | null {
  return ofType(legal, type)[0] ?? null;
}

/** Legal destinations of a legion, by land: the move actions that reach it (normal and teleport variants). */
export function destinations(legal: readonly Action[], marker: string): Map<number, MoveAction[]> {
  const out = new Map<number, MoveAction[]>();
  for (const m of ofType(legal, 'move')) if (m.marker === marker) out.set(m.to, [...(out.get(m.to) ?? []), m]);
  return out;
}

/** Markers of the legions that have a legal move. */
export function movableLegions(legal: readonly Action[]): string[] {
  return [...new Set(ofType(legal, 'move').map((m) => m.marker))];
}

/** Legal battle moves of one piece, by hex. */
export function battleMovesOf(legal: readonly Action[], piece: string): Map<string, BattleMoveAction> {
  const out = new Map<string, BattleMoveAction>();
  for (const m of ofType(legal, 'battleMove')) if (m.piece === piece) out.set(m.to, m);
  return out;
}

/** Pieces that have a legal battle move. */
export function movablePieces(legal: readonly Action[]): string[] {
  return [...new Set(ofType(legal, 'battleMove').map((m) => m.piece))];
}

/** Legal strikes of one piece, grouped by target (each target may offer several strike number / dice options). */
export function strikesOf(legal: readonly Action[], piece: string): Map<string, StrikeAction[]> {
  const out = new Map<string, StrikeAction[]>();
  for (const s of ofType(legal, 'strike')) if (s.piece === piece) out.set(s.target, [...(out.get(s.target) ?? []), s]);
  return out;
}

/** Pieces that may strike now. */
export function strikers(legal: readonly Action[]): string[] {
  return [...new Set(ofType(legal, 'strike').map((s) => s.piece))];
}

/** A short stable key of an action, for lists and test ids. */
export function actionKey(a: Action): string {
  const { player: _p, stateId: _s, ...rest } = a;
  return JSON.stringify(rest);
}

/** True when two lists hold the same characters, in any order. */
function sameCharacters(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

/** True when the engine offers a split of `marker` that moves exactly these characters. */
export function offersSplit(legal: readonly Action[], marker: string, creatures: readonly string[]): boolean {
  return ofType(legal, 'split').some((a) => a.marker === marker && sameCharacters(a.creatures, creatures));
}

/** True when the engine offers an initial split that puts exactly these creatures with the Titan. */
export function offersInitialSplit(legal: readonly Action[], creatures: readonly string[]): boolean {
  return ofType(legal, 'initialSplit').some((a) => sameCharacters(a.titanCreatures, creatures));
}
