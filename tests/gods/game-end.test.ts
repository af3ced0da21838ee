// Gods of Titan, the end of the game (rules 1.3, 23.1, 24.4–24.7), positions as data: a 4-player game in round 11,
// green already out, red's legion engaging blue's last land legion (his Titan's) on land 135.
import { describe, expect, it } from 'vitest';
import { ELEMENTALS } from '../../engine/gods/roster.js';
import { draftOf, type GodsState } from '../../engine/gods/state.js';
import { knockOut } from '../../engine/gods/turn/eliminate.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import { stepPast } from './game-battle-helpers.js';
import { clearBoard, edit, expectSound, place, started, step } from './game-helpers.js';

const LAND = 135;

/** Green out (his Elemental taken by red first, 23.6, so the Darklord stays), red's `redNames` attacking blue's
 * `blueNames` on land 135 in red's Engagement Phase; blue's Elemental given to red too unless `blueKeeps`. */
function lastTwo(redNames: string[], blueNames: string[], appeared = false): { state: GodsState; red: string; blue: string } {
  const base = edit(clearBoard(started(4)), (d) => {
    d.round = 11;
    for (const seat of ['green', 'blue'] as const) {
      const player = d.players.find((p) => p.id === seat);
      const red = d.players[0];
      for (const name of ELEMENTALS) {
        const n = player?.pool[name] ?? 0;
        if (!player || !red || n < 1) continue;
        player.pool[name] = 0;
        red.pool[name] = (red.pool[name] ?? 0) + n;
      }
    }
    knockOut(d, 'green', null, []);
    d.darkTitanAppeared = appeared;
  });
  const red = place(base, 'red', LAND, redNames);
  const blue = place(red.state, 'blue', LAND, blueNames);
  const state = edit(blue.state, (d) => {
    d.phase = 'engagement';
    d.active = 0;
    const mover = d.legions.find((l) => l.marker === red.marker);
    if (mover) mover.moved = { from: 130, steps: 3, exit: null, teleport: null };
  });
  return { state, red: red.marker, blue: blue.marker };
}

/** Blue concedes his Titan's legion to red. */
function blueConcedes(s: GodsState, red: string, blue: string): { state: GodsState; events: readonly GodsEvent[] } {
  const engaged = step(s, 'red', { type: 'engage', attacker: red, defender: blue }).state;
  return stepPast(engaged, 'blue', { type: 'concede' });
}

describe('rules 1.3 the last Titan left wins', () => {
  it('before the appearance the Darklord has no Titan (23.1): the last Titan-player left wins, the Darklord still in play', () => {
    const { state, red, blue } = lastTwo(['Titan', 'Ogre', 'Troll'], ['Titan', 'Centaur']);
    const r = blueConcedes(state, red, blue);
    expect(r.state.phase).toBe('over');
    expect(r.state.winner).toBe('red');
    expect(r.state.endReason).toBe('last-titan');
    expect(r.state.players.find((p) => p.id === 'black')?.out).toBe(false);
    expect(r.events.filter((e) => e.type === 'playerOut' || e.type === 'gameOver')).toEqual([
      { type: 'playerOut', seat: 'blue' },
      { type: 'gameOver', winner: 'red', reason: 'last-titan' },
    ]);
    expectSound(r.state);
  });

  it('rules 24.4–24.5: a Titan-player whose Titan is a Phantom is still in play, and wins as the last Titan left', () => {
    const { state, red, blue } = lastTwo(['Phantom', 'Ogre', 'Troll'], ['Titan', 'Centaur']);
    const r = blueConcedes(state, red, blue);
    expect(r.state.winner).toBe('red');
    expect(r.state.phase).toBe('over');
    expectSound(r.state);
  });

  it('rules 23.7: once the Dark-Titan appeared the Darklord is a Titan, and the game goes on', () => {
    const { state, red, blue } = lastTwo(['Titan', 'Ogre', 'Troll'], ['Titan', 'Centaur'], true);
    const r = blueConcedes(state, red, blue);
    expect(r.state.players.find((p) => p.id === 'blue')?.out).toBe(true);
    expect(r.state.phase).not.toBe('over');
    expect(r.state.winner).toBeNull();
  });

  it('a Titan-player going out with two others left does not end the game', () => {
    const d = draftOf(clearBoard(started(4)));
    const events: GodsEvent[] = [];
    const [red, green] = d.players;
    for (const name of ELEMENTALS) {
      if (!red || !green || (red.pool[name] ?? 0) < 1) continue;
      green.pool[name] = (green.pool[name] ?? 0) + (red.pool[name] ?? 0);
      red.pool[name] = 0;
    }
    knockOut(d, 'red', null, events);
    expect(d.phase).not.toBe('over');
    expect(events.filter((e) => e.type === 'playerOut' || e.type === 'gameOver')).toEqual([{ type: 'playerOut', seat: 'red' }]);
  });
});
