// The truth a capture of a remote seat's traffic is checked against: a hosted game's log, read from its autosave once
// the host has stopped, replayed by the game's own rules; at every position the engine's view for a seat is exactly
// what that seat may know (the engine's view tests prove what it hides). A page that received anything else — a board
// of another seat, a board with more in it, a position that never was — fails the check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleAction } from '../engine/platform/module.js';
import { GAMES } from '../games/index.js';
import { openGame } from '../host/save-codec.js';
import { SAVE_EXTENSION } from '../host/save-store.js';
import { expect } from './fixture.js';
import { receivedView } from './remote-play.js';

/** Every position of a hosted game by its stateId, and its module's view of it for a seat. */
interface Positions {
  view(seat: string, stateId: number): unknown;
}

/** The positions of game `gameId` of the stopped host whose data folder is `dataDir`, replayed from its autosave. */
export function hostedPositions(dataDir: string, gameId: string): Positions {
  const text = readFileSync(join(dataDir, 'autosave', gameId, `resume${SAVE_EXTENSION}`), 'utf8');
  const opened = openGame(text, gameId, GAMES);
  if (!opened.ok) throw new Error(`the autosave does not open: ${opened.error.message}`);
  const { module, setup, actions } = opened.loaded.save;
  const states = new Map<number, unknown>();
  let state = module.createGame(setup).state;
  states.set(module.stateId(state), state);
  for (const action of actions) {
    const r = module.apply(state, action as ModuleAction);
    if (!r.ok) throw new Error(`the log does not replay: ${r.error.message}`);
    state = r.state;
    states.set(module.stateId(state), state);
  }
  return {
    view(seat, stateId) {
      if (!states.has(stateId)) throw new Error(`no position ${stateId} in the game`);
      return module.view(states.get(stateId), seat);
    },
  };
}

/** Every board `seat`'s pages received (view pushes, streamed or answered) is that seat's view of a position of the
 * game, exactly; at least `least` of them, so that the check means something. */
export function expectOnlyOwnViews(seat: string, captured: readonly string[], positions: Positions, least: number): void {
  let boards = 0;
  for (const text of captured) {
    const push = receivedView<{ stateId: number }>(text);
    if (!push) continue;
    boards++;
    expect(push.seat).toBe(seat);
    expect(push.view).toEqual(positions.view(seat, push.view.stateId));
  }
  expect(boards).toBeGreaterThan(least);
}
