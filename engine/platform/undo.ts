// The one undo seam every game with take-backs stands on: a state holds a stack of its earlier states (each without a
// stack of its own), an undoable action pushes the state it acted on, any other action clears the stack, and `undo`
// pops the last entry — or, where the game allows it (a battle maneuver), goes back to the first one at once. Only
// the seat that made the stacked actions may take them back. What each game decides is its `UndoRules`: which
// actions are undoable (the reducer judges each one applied) and whose the stack is now.

/** A state that keeps an undo stack: earlier states of the same stretch of play, without their own stacks. */
export interface UndoableState<S> {
  readonly undo: readonly S[];
}

/** What a game tells the seam about a state: who made the actions on its stack, and whether all of them may be taken
 * back at once (TITAN and Gods: a battle maneuver's moves). */
export interface UndoRules<S> {
  owner(state: S): string | null;
  allAtOnce(state: S): boolean;
}

/** What an undo gives: the earlier state, or why it was refused (in the words every game's reducer reports). */
export type UndoResult<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly code: 'illegal' | 'not-your-turn'; readonly message: string };

/** The undo actions `seat` may send now (without sender and stateId): none, the last, or the last and all. */
export function undoChoices<S extends UndoableState<S>>(state: S, seat: string, rules: UndoRules<S>): { readonly all?: true }[] {
  if (state.undo.length === 0 || seat !== rules.owner(state)) return [];
  return rules.allAtOnce(state) ? [{}, { all: true }] : [{}];
}

/** Takes back the last stacked action of `seat`, or (`all`) every one: the earlier state with what is left of the
 * stack, or the refusal. */
export function takeBack<S extends UndoableState<S>>(state: S, seat: string, all: boolean, rules: UndoRules<S>): UndoResult<S> {
  const prev = all ? state.undo[0] : state.undo[state.undo.length - 1];
  if (!prev) return { ok: false, code: 'illegal', message: 'nothing to undo in this phase' };
  if (seat !== rules.owner(state)) return { ok: false, code: 'not-your-turn', message: 'only the player who acted may undo' };
  if (all && !rules.allAtOnce(state)) return { ok: false, code: 'illegal', message: 'only the moves of a battle maneuver can be taken back all at once' };
  return { ok: true, state: { ...prev, undo: all ? [] : state.undo.slice(0, -1) } };
}

/** How the action that led from `before` to `after` leaves the stack: `undone` (it was an undo: `after` holds its
 * stack already), `push` (undoable: `before` joins the stack) or `clear` (anything else). `fields` (the new stateId)
 * are set in the same copy, keys in their places. */
export function nextStack<S extends UndoableState<S>>(before: S, after: S, how: 'undone' | 'push' | 'clear', fields: Partial<S>): S {
  return { ...after, undo: stackAfter(before, after, how), ...fields };
}

/** The stack the state after an action holds (the rule nextStack applies), also for a game that builds that state
 * itself (TITAN lays every state it hands out the same way: engine/titan/state-layout.ts). */
export function stackAfter<S extends UndoableState<S>>(before: S, after: S, how: 'undone' | 'push' | 'clear'): readonly S[] {
  if (how === 'undone' || (how === 'clear' && after.undo.length === 0)) return after.undo;
  // An entry is the state acted on without its own stack: that state itself when its stack is empty.
  return how === 'push' ? [...before.undo, before.undo.length === 0 ? before : { ...before, undo: [] }] : [];
}
