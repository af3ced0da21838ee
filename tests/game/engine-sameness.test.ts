// The TITAN engine's results, recorded: complete seeded games whose every position's legal actions (of every seat
// that may act) and every applied action's next state fold into digests kept in the snapshot beside this file, and in
// which no state is changed by what is done with it. Made faster (`npm run bench`, tools/bench/compare.ts), the engine
// must still give exactly these — the same lists in the same order, the same states key for key; a rule change that
// changes them on purpose re-records them with `npx vitest run tests/game/engine-sameness.test.ts -u`.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { titanModule } from '../../games/titan.js';
import type { VariantId } from '../../engine/titan/state.js';
import { moduleAgent } from '../../tools/cli/agents.js';
import { playGame } from '../../tools/cli/simulate.js';
import { playRandom } from './random-play.js';

/** What one game's digests hold. */
interface Digest {
  actions: number;
  positions: number;
  legal: string;
  states: string;
  winner: string | null;
}

/** Digests of one game of the simulator (the bench's loop): random players, or the Normal AI with a round limit. */
function simulated(players: number, seed: number, variant: VariantId, agents: 'random' | 'normal'): Digest {
  const legal = createHash('sha256');
  const states = createHash('sha256');
  let positions = 0;
  let before: string | null = null; // the state acted on, as it was when it was made
  let changed = 0;
  const played = playGame(titanModule, { players, seed, variant, turnLimit: agents === 'normal' ? 8 : null, pointTarget: null }, {
    maxActions: 20_000,
    stallLimit: 5_000,
    checkInvariants: false,
    ...(agents === 'normal' ? { agentFor: (seat: string) => moduleAgent(titanModule, 'normal', seat) } : {}),
    onAction: (prev, _action, next) => {
      if (before !== null && JSON.stringify(prev) !== before) changed++;
      before = JSON.stringify(next);
      states.update(before);
      for (const seat of titanModule.actors(next)) {
        legal.update(`${seat}:${JSON.stringify(titanModule.legalActions(next, seat))}\n`);
        positions++;
      }
    },
  });
  expect(played.violations).toEqual([]);
  expect(changed).toBe(0); // a state is never changed by listing its legal actions or applying one to it
  return { actions: played.actions.length, positions, legal: legal.digest('hex'), states: states.digest('hex'), winner: played.state?.winner ?? null };
}

/** Digests of one weighted random game (tests/game/random-play.ts: engagements mostly fought out, so battles). */
function fought(players: number, seed: number, variant: VariantId): Digest {
  const legal = createHash('sha256');
  const states = createHash('sha256');
  let positions = 0;
  let actions = 0;
  let changed = 0;
  const last = playRandom({ seed, players, variant }, ({ prev, state }) => {
    const was = JSON.stringify(prev);
    for (const seat of titanModule.actors(state)) {
      legal.update(`${seat}:${JSON.stringify(titanModule.legalActions(state, seat))}\n`);
      positions++;
    }
    if (JSON.stringify(prev) !== was) changed++;
    states.update(JSON.stringify(state));
    actions++;
  }, 4_000);
  expect(changed).toBe(0);
  return { actions, positions, legal: legal.digest('hex'), states: states.digest('hex'), winner: last.winner };
}

describe('the TITAN engine gives the recorded results', () => {
  it('lists the recorded legal actions and applies them to the recorded states in seeded random games of 2 to 6 players', () => {
    const games = [simulated(6, 1000, 'titan', 'random'), simulated(6, 1001, 'titan', 'random'), simulated(4, 7, 'titan', 'random'),
      simulated(2, 8, 'titan', 'random'), simulated(5, 9, 'titan-variant', 'random')];
    expect(games.reduce((n, g) => n + g.positions, 0)).toBeGreaterThan(1_000); // checked at least this many positions
    expect(games).toMatchSnapshot();
  });

  it('gives the recorded results in games fought out (battles, strikes, summons) and in Normal-AI play', () => {
    const games = [fought(4, 11, 'titan'), fought(3, 12, 'titan'), fought(4, 13, 'titan-variant'), simulated(3, 14, 'titan', 'normal')];
    expect(games.reduce((n, g) => n + g.positions, 0)).toBeGreaterThan(1_000);
    expect(games).toMatchSnapshot();
  });
});
