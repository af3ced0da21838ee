// Gods of Titan seats and roles (rules 1.2, 5.3, 23.1; docs/gods-of-titan-engine.md "Seats and roles"): any of the
// four colours may play either part; a setup names each seat's role, a setup saved before roles makes its fourth seat
// the Darklord; at most one Darklord, always seated last, and three Titan-players. A loaded state is held to the same
// seating.
import { describe, expect, it } from 'vitest';
import type { GodsSeatRole } from '../../engine/gods/data/seats.js';
import { darklordOf, isDarklord, roleOf } from '../../engine/gods/roles.js';
import { checkGodsState } from '../../engine/gods/state-schema.js';
import { createGodsGame, godsSetupError, type GodsSetup } from '../../engine/gods/setup.js';
import type { GodsSeat } from '../../engine/gods/state.js';

const setup = (seats: readonly (readonly [GodsSeat, GodsSeatRole?])[]): GodsSetup => ({
  players: seats.map(([id, role]) => ({ id, name: id, ...(role ? { role } : {}) })),
  seed: 1,
  towers: null,
});
const problems = (value: unknown): string => {
  const check = checkGodsState(value);
  return check.ok ? '' : check.problems.join(' ');
};
const T = 'titan-player';
const D = 'darklord';

describe('rules 1.2, 5.3 seats and roles', () => {
  it('any colour may hold either role: the Darklord red, the Titan-players blue, black, green', () => {
    const s = setup([['blue', T], ['black', T], ['green', T], ['red', D]]);
    expect(godsSetupError(s)).toBeNull();
    const game = createGodsGame(s).state;
    expect(game.players.map((p) => [p.id, p.role])).toEqual([['blue', T], ['black', T], ['green', T], ['red', D]]);
    expect(darklordOf(game)?.id).toBe('red');
    expect(isDarklord(game, 'black')).toBe(false);
    expect(roleOf(game, 'neutral')).toBeNull();
    // 5.4, 5.6, 5.7: the Darklord's Darktower markers and Dungeon legions are his colour's; he has no player Tower.
    expect(game.legions.filter((l) => l.owner === 'red' && l.tower).map((l) => l.marker)).toEqual(['red-darktower-1', 'red-darktower-2', 'red-darktower-3']);
    expect(game.players[3]?.tower).toBeNull();
    expect(game.legions.some((l) => l.marker === 'black-tower')).toBe(true);
    expect(checkGodsState(game).ok).toBe(true);
  });

  it('5.3: a setup naming no roles seats the Darklord fourth (as every setup saved before roles); three seats are all Titan-players', () => {
    expect(createGodsGame(setup([['red'], ['green'], ['blue'], ['black']])).state.players.map((p) => p.role)).toEqual([T, T, T, D]);
    expect(createGodsGame(setup([['black'], ['green'], ['blue']])).state.players.map((p) => p.role)).toEqual([T, T, T]);
  });

  it('1.2: at most one Darklord', () => {
    expect(godsSetupError(setup([['red', T], ['green', T], ['blue', D], ['black', D]]))).toContain('at most one seat is the Darklord');
  });

  it('5.3: the Darklord is always the last player of the round', () => {
    expect(godsSetupError(setup([['red', D], ['green', T], ['blue', T], ['black', T]]))).toContain('last player of the round (5.3)');
  });

  it('1.2: three Titan-players — not four, and not two beside a Darklord', () => {
    expect(godsSetupError(setup([['red', T], ['green', T], ['blue', T], ['black', T]]))).toContain('three Titan-players, not 4');
    expect(godsSetupError(setup([['red', T], ['green', T], ['blue', D]]))).toContain('three Titan-players, not 2');
  });

  it('4.4: each seat its own colour', () => {
    expect(godsSetupError(setup([['red', T], ['red', T], ['blue', T]]))).toContain('its own colour');
  });

  it('a loaded state is held to the same seating: two Darklords, or one not last, is refused with a typed problem', () => {
    const game = createGodsGame(setup([['red'], ['green'], ['blue'], ['black']])).state;
    const two = { ...game, players: game.players.map((p, i) => (i === 0 ? { ...p, role: D } : p)) };
    expect(problems(two)).toContain('at most one seat is the Darklord');
    const first = { ...game, players: [game.players[3]!, ...game.players.slice(0, 3)] };
    expect(problems(first)).toContain('5.3');
  });
});
