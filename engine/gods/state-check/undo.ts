// The check of a loaded state's undo stack (engine/gods/undo.ts): each entry is a whole state of the same game and
// the same stretch of play — the same seats, round, Mover and phase, the same battle at the same step, an earlier
// stateId than the one after it — whose stack's owner is the state's, and each passes the whole state check itself.
import { problem } from '../../platform/state-problems.js';
import type { GodsState } from '../state.js';
import { GODS_UNDO } from '../undo.js';

/** A problem of entry `i` as a problem of the state: its path put under `undo[i]`. */
function under(i: number, p: string): string {
  const at = `undo[${i}]`;
  if (p.startsWith('state: ')) return `${at}: ${p.slice('state: '.length)}`;
  return p.startsWith('[') ? `${at}${p}` : `${at}.${p}`;
}

/** Where a state's battle stands (its two legions, round, side and phase), 'none' without one. */
function battleStep(s: GodsState): string {
  const b = s.engagement?.battle;
  return b ? `${s.engagement?.attacker}/${s.engagement?.defender} ${b.round} ${b.active} ${b.phase}` : 'none';
}

/** What of `entry` breaks its place in the stack of `state` (the entry before it held `after`'s stateId). */
function placeProblems(state: GodsState, entry: GodsState, stateIdAfter: number): string[] {
  const out: string[] = [];
  if (entry.stateId >= stateIdAfter) out.push(`stateId ${entry.stateId} is not earlier than the ${stateIdAfter} that follows it`);
  for (const key of ['round', 'active', 'phase'] as const) {
    if (entry[key] !== state[key]) out.push(`${key} ${JSON.stringify(entry[key])} differs from the game's ${JSON.stringify(state[key])}: an undo entry belongs to the same stretch of play`);
  }
  const seats = (s: GodsState): string => s.players.map((p) => `${p.id}:${p.role}`).join(',');
  if (seats(entry) !== seats(state)) out.push(`its seats ${seats(entry)} differ from the game's ${seats(state)}`);
  if (battleStep(entry) !== battleStep(state)) out.push(`its battle step (${battleStep(entry)}) differs from the game's (${battleStep(state)})`);
  if (GODS_UNDO.owner(entry) !== GODS_UNDO.owner(state)) out.push(`its actions' owner ${String(GODS_UNDO.owner(entry))} is not the stack's, ${String(GODS_UNDO.owner(state))}`);
  return out;
}

/** The problems of the undo stack of a state that passed its own check; `check` judges one whole state. */
export function undoProblems(state: GodsState, check: (s: GodsState) => string[]): string[] {
  if (state.undo.length > 0 && GODS_UNDO.owner(state) === null) return [problem('undo', `an undo stack in the ${state.phase} phase${state.finalBattle ? ' of the final battle' : ''}, where nobody may take back (engine/gods/undo.ts)`)];
  const out: string[] = [];
  state.undo.forEach((entry, i) => {
    const after = state.undo[i + 1]?.stateId ?? state.stateId;
    const wrong = placeProblems(state, entry, after).map((m) => problem(`undo[${i}]`, m));
    out.push(...(wrong.length > 0 ? wrong : check(entry).map((p) => under(i, p))));
  });
  return out;
}
