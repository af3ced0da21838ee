// §6.2, §4.3, §10.1–10.2, §13: the engine's word on Done, checked against the engine itself over random games — why
// Done is not offered (a legion must move, split legions must separate, characters must enter, strike or carry
// first) and which characters die when the maneuver ends, never having entered the battleland.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import { piecesThatMustEnter } from '../../engine/titan/battle/maneuver.js';
import { owedStrikes } from '../../engine/titan/battle/phases.js';
import { apply, legalActions, viewFor } from '../../engine/titan/index.js';
import { titanHints } from '../../engine/titan/preview/index.js';
import type { GameState } from '../../engine/titan/state.js';
import { playRandom } from '../game/random-play.js';

/** The engine's refusal of ending the phase now, or null if it would accept it. */
function endRefusal(state: GameState, player: string): string | null {
  const type = state.battle ? 'done' : 'endMoves';
  const r = apply(state, { type, player, stateId: state.stateId } as Action);
  return r.ok ? null : r.error.message;
}

describe('§6.2, §10.1, §13: what Done means now', () => {
  it('names why Done is not offered as the engine refuses it, and the characters a maneuver leaves to die', () => {
    const seen = { 'move-one': 0, separate: 0, 'enter-first': 0, 'strike-first': 0, 'carry-first': 0, lost: 0 };
    for (let seed = 1; seed <= 30; seed++) {
      playRandom({ seed, players: 2 + (seed % 3) }, ({ prev, action, state }) => {
        const legal = legalActions(prev, action.player);
        const { done } = titanHints(viewFor(prev, action.player), legal);
        const block = done.blocked;
        if (block) {
          seen[block.reason]++;
          if (block.reason !== 'carry-first') expect(endRefusal(prev, action.player)).not.toBeNull();
          if (block.reason === 'move-one') expect(endRefusal(prev, action.player)).toContain('§6.2');
          if (block.reason === 'separate') expect(endRefusal(prev, action.player)).toContain('§4.3');
          if (block.reason === 'strike-first' && prev.battle) expect(block.pieces).toEqual(owedStrikes(prev, prev.battle).map((p) => p.id));
          if (block.reason === 'enter-first' && prev.battle) expect(block.pieces).toEqual(expect.arrayContaining(piecesThatMustEnter(prev, prev.battle).map((p) => p.id)));
        }
        if (action.type === 'done' && prev.battle?.phase === 'maneuver' && done.lost.length > 0) {
          seen.lost++;
          for (const id of done.lost) expect(state.battle?.pieces.some((p) => p.id === id && p.hex !== null) ?? false).toBe(false);
        }
      }, 3000);
    }
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
  });
});
