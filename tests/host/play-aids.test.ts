// Settings' play aids carried out by the host: off by default; switched on, the one strike a human at this screen
// must make is submitted for him as an ordinary action from the engine's legal actions; never for a remote seat.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import type { GameState } from '../../engine/titan/state.js';
import { ATTACKER, act, battleGame, position } from '../battle-flow/helpers.js';
import { makeHarness, setup } from './helpers.js';

/** Red's strike phase: its Ogre in contact with one Centaur only (§12: it must strike it). */
function forcedStrike(): GameState {
  const s = position(battleGame({ terrain: 'Plains', attacker: ['Ogre'], defender: ['Centaur', 'Lion'], entry: 'Bottom' }), { round: 2, active: 'attacker' }, { a1: 'C3', d1: 'C4', d2: 'F1' });
  return act(s, ATTACKER, { type: 'done' }).state;
}

describe('play aids in the host', () => {
  it('auto-strike is off by default; on, the host strikes for the human who has only that strike', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['human', 'human']));
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    const settings = await h.service.getSettings();
    expect(settings.ok && settings.value.aids).toEqual({ autoStrike: false, autoCarry: false });
    const access = h.service.remoteAccess(gameId);
    if (!access) throw new Error('no session');
    const s = access.session;
    s.state = forcedStrike();
    access.changed();
    expect(s.handoff).toBe(ATTACKER);
    expect((await h.service.handoffReady({ gameId, seat: ATTACKER })).ok).toBe(true);
    expect(s.actions).toEqual([]);
    // network play: a remote seat is never acted for
    s.setRemote([ATTACKER]);
    await h.service.setSettings({ patch: { aids: { autoStrike: true } } });
    expect(s.actions).toEqual([]);
    s.setRemote([]);
    access.changed();
    // Red's one strike, then (behind the hand-off) Blue's one strike back when it too has no other
    expect(s.actions.length).toBeGreaterThanOrEqual(1);
    expect(s.actions.every((a) => (a as Action).type === 'strike')).toBe(true);
    expect(s.actions[0]).toMatchObject({ type: 'strike', player: ATTACKER, piece: 'a1', target: 'd1' } satisfies Partial<Action>);
    await h.service.settled();
  });
});
