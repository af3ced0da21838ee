// Rules 28.11, 1.3 for a computer seat: a frozen game given up. The position is round 1,249 of simulate seed 795
// (3 players, seats normal, random, normal), where the game had stood still since about round 250: blue's one land
// legion, his Phantom at PF 101 with a Locker, an Executer and an Angel, beats any of red's legions alone (simulated:
// every red legion lost whole) and never catches one, red's thirteen legions stay out of its reach, and A20's Phantoms
// come back — nothing in the rules would end it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GodsEvent } from '../../engine/gods/events.js';
import { godsLegalActions } from '../../engine/gods/legal.js';
import { applyGods } from '../../engine/gods/reducer.js';
import { checkGodsState } from '../../engine/gods/state-schema.js';
import type { GodsState } from '../../engine/gods/state.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { godsModule } from '../../games/gods.js';
import { STALL_ROUNDS } from '../../ai/gods/resign.js';
import { edit } from '../gods/game-helpers.js';

/** The stalled position (red to move), checked as any loaded state is. */
function stalled(): GodsState {
  const checked = checkGodsState(JSON.parse(readFileSync(new URL('../fixtures/gods-stalemate-795.json', import.meta.url), 'utf8')));
  if (!checked.ok) throw new Error(checked.problems.join('; '));
  return checked.state;
}

/** Red's Normal decision with the memory of the last engagement seen `quietFor` rounds ago, and `events` since. */
function redDecides(state: GodsState, quietFor: number | null, events: readonly GodsEvent[] = []) {
  const memory = quietFor === null ? null : { step: '', tried: [], quiet: state.round - quietFor };
  const input = { seat: 'red', view: godsViewFor(state, 'red'), legal: godsLegalActions(state, 'red'), events, memory };
  return godsModule.ai.decide('normal', input, { seed: 1 });
}

describe('rules 28.11, 1.3: a computer seat gives up a game that has stood still', () => {
  it(`quits in its own Movement Phase when no engagement came for ${STALL_ROUNDS} rounds and blue outscores it, leaving blue the last Titan`, () => {
    const state = stalled();
    expect(state.players.find((p) => p.id === 'red')!.score).toBeLessThan(state.players.find((p) => p.id === 'blue')!.score);
    const { action } = redDecides(state, STALL_ROUNDS);
    expect(action.type).toBe('quit');
    const r = applyGods(state, action);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.phase).toBe('over');
    expect(r.state.winner).toBe('blue');
  });

  it('plays on one round sooner', () => {
    expect(redDecides(stalled(), STALL_ROUNDS - 1).action.type).not.toBe('quit');
  });

  it('plays on when it leads in score', () => {
    const state = edit(stalled(), (d) => {
      for (const p of d.players) if (p.id === 'red') p.score = 20_000;
    });
    expect(redDecides(state, STALL_ROUNDS).action.type).not.toBe('quit');
  });

  it('counts the stillness from an engagement it saw, and from the start of what it remembers', () => {
    const state = stalled();
    const seen: GodsEvent[] = [{ type: 'engagement', land: 311, attacker: 'red-8', defender: 'blue-6' }];
    const after = redDecides(state, STALL_ROUNDS, seen);
    expect(after.action.type).not.toBe('quit');
    expect(after.memory).toMatchObject({ quiet: state.round });
    expect(redDecides(state, null).action.type).not.toBe('quit'); // a game opened from a save: the count starts over
  });
});
