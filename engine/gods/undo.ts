// Gods of Titan's rules of taking back (docs/rules-notes-gods-game.md, "Undo"), on the shared undo seam
// (engine/platform/undo.ts): TITAN's table aid — back to the last dice roll or revealed fact — bounded by 7.1 ("already
// finished trading, like legion moves, cannot be reversed": nothing another seat did or was given is ever taken back).
// An action joins the stack only when it is one of the Mover's (or, in a battle maneuver, the moving side's) splits,
// moves that are no teleport, musters that show nothing, or battle moves, and it rolled no dice, showed nothing to a
// seat that did not know it, and changed nothing of another seat: every one of its events is one of those such an
// action makes when it does only that. Any other action, by any seat, clears the stack.
import type { UndoRules } from '../platform/undo.js';
import type { GodsAction } from './actions.js';
import type { GodsEvent } from './events.js';
import { moverOf, type GodsState } from './state.js';
import { spyMoves } from './turn/darklord-secrets.js';

/** Whose the stack is: the moving side's seat in a battle, else the Mover's; nobody's in the final battle (27.5: the
 * God's side is played by several seats) or while no Mover acts (set-up, the game over). */
function owner(state: GodsState): string | null {
  if (state.finalBattle || state.phase === 'setup' || state.phase === 'over') return null;
  const battle = state.engagement?.battle;
  if (battle) return battle.players[battle.active];
  return moverOf(state)?.id ?? null;
}

/** Gods of Titan's undo rules: the stack's owner, and a battle maneuver's moves taken back all at once. */
export const GODS_UNDO: UndoRules<GodsState> = {
  owner,
  allAtOnce: (state) => state.engagement?.battle?.phase === 'maneuver',
};

/** Whether every event is one the action makes when it changes only its own seat's pieces and shows nothing: a
 * legion's contents told to its own seat alone, a split, a plain move (none of 23.3's withdrawal, A3's inspection, a Tower
 * taken, an Experience goal paid, …), a muster's own line, a battle step of piece moves alone. */
function quietEvents(a: GodsAction, events: readonly GodsEvent[]): boolean {
  return events.every((e) => {
    switch (e.type) {
      case 'legionContents': return e.audience?.length === 1 && e.audience[0] === a.player; // its own seat told its own legion
      case 'split': return a.type === 'split';
      case 'moved': return a.type === 'move';
      case 'mustered': return a.type === 'muster';
      case 'battleStep': return a.type === 'battle' && e.events.every((b) => b.type === 'move');
      default: return false;
    }
  });
}

/** Whether two PRNG states are the same (no die was rolled between them). */
function sameDice(a: readonly number[] | undefined, b: readonly number[] | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.every((n, i) => n === b[i]));
}

/** Whether the action `a`, which led from `before` to `after` with `events`, may be taken back (see the file's head):
 * one of its owner's undoable kinds, in the same phase, turn and stretch of battle, with no die rolled, nothing shown
 * and nothing of another seat changed. */
export function godsUndoable(before: GodsState, a: GodsAction, after: GodsState, events: readonly GodsEvent[]): boolean {
  const kind = a.type === 'split' || (a.type === 'move' && a.teleport === null) || (a.type === 'muster' && a.reveal.length === 0) || (a.type === 'battle' && a.move.type === 'move');
  if (!kind || owner(before) !== a.player || owner(after) !== a.player) return false;
  if (before.phase !== after.phase || before.active !== after.active || before.round !== after.round) return false;
  const [was, is] = [before.engagement?.battle, after.engagement?.battle];
  if (was?.round !== is?.round || was?.active !== is?.active || was?.phase !== is?.phase) return false;
  if (!sameDice(before.rng, after.rng) || !sameDice(was?.rng, is?.rng)) return false;
  // 23.3, 23.4, A49: a black legion's move that ends where it may spy stands — on a covered Titan's legion it gave the
  // Titan-player the choice to uncover; and since the Darklord must not learn which legion holds one, every such move
  // stands alike.
  if (a.type === 'move' && spyMoves(after).some((m) => m.legion === a.legion)) return false;
  return quietEvents(a, events);
}
