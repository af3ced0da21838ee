// The Gods of Titan engine's results, recorded: complete seeded random games whose every position's legal actions (of
// every seat that may act) and every applied action's next state fold into digests kept in the snapshot beside this
// file, and in which no state is changed by what is done with it (the reducer's draft shares its unchanging parts).
// Made faster (`npm run bench`), the engine must still give exactly these; a rule change that changes them on purpose
// re-records them with `npx vitest run tests/gods/engine-sameness.test.ts -u`.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { godsModule } from '../../games/gods.js';
import type { GodsState } from '../../engine/gods/state.js';
import { playGame } from '../../tools/cli/simulate.js';

/** One seeded random game's digests: the legal actions of every position, and every state the reducer returned. */
function digestGame(players: number, seed: number): { actions: number; positions: number; legal: string; states: string; winner: string | null } {
  const legal = createHash('sha256');
  const states = createHash('sha256');
  let positions = 0;
  let before: string | null = null; // the state acted on, as it was when it was made
  let changed = 0;
  const played = playGame(godsModule, { players, seed }, {
    maxActions: 20_000,
    stallLimit: 5_000,
    checkInvariants: false,
    onAction: (prev, _action, next) => {
      if (before !== null && JSON.stringify(prev) !== before) changed++;
      before = JSON.stringify(next);
      states.update(before);
      for (const seat of godsModule.actors(next)) {
        legal.update(`${seat}:${JSON.stringify(godsModule.legalActions(next, seat))}\n`);
        positions++;
      }
    },
  });
  expect(played.violations).toEqual([]);
  expect(changed).toBe(0); // a state is never changed by listing its legal actions or applying one to it (draftOf)
  const last = played.state as GodsState | null;
  return { actions: played.actions.length, positions, legal: legal.digest('hex'), states: states.digest('hex'), winner: last?.winner ?? null };
}

describe('the Gods of Titan engine gives the recorded results', () => {
  it('lists the recorded legal actions and applies them to the recorded states in seeded random games of 3 and 4 players', () => {
    const games = [digestGame(3, 1), digestGame(4, 2), digestGame(3, 3), digestGame(4, 4)];
    expect(games.reduce((n, g) => n + g.positions, 0)).toBeGreaterThan(1_000); // checked at least this many positions
    expect(games).toMatchSnapshot();
  });
});
