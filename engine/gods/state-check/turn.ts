// The turn's bookkeeping in a saved Gods of Titan state: the legions that fought this phase (10.2), this turn's musters
// of the Mover's legions (22.2), the legion the Darklord spied on (23.3), the last summoning (18, A42), the stocks of
// no seat (characters of the chart), the winner. (`nextPiece` is checked with each piece id, state-check/legions.ts.)
import type { Checker } from './checker.js';

/** Checks the turn's references. */
export function checkTurn(c: Checker): void {
  const { state } = c;
  state.fought.forEach((m, i) => c.anyMarker(['fought', i], m));
  const mover = state.players[state.active];
  state.musters.forEach((m, i) => {
    if (mover) c.marker(['musters', i, 'legion'], m.legion, mover.id);
    c.character(['musters', i, 'character'], m.character);
  });
  if (state.spied !== null) c.anyMarker(['spied'], state.spied);
  if (state.lastSummon) {
    c.seat(['lastSummon', 'seat'], state.lastSummon.seat);
    if (state.lastSummon.round > state.round) c.fail(['lastSummon', 'round'], `round ${state.lastSummon.round} is still to come (round ${state.round})`);
  }
  for (const stock of ['neutralPool', 'removed'] as const) for (const n of Object.keys(state[stock])) c.character([stock, n], n);
  if (state.winner !== null) c.seat(['winner'], state.winner);
}
