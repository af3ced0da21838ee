// Every Titan: The Arena state that loads answers (tests/save/hostile-states.ts): states of seeded simulated games
// (bidding, play with every creature's ability, votes, the end; a §13 tournament) and the golden saves, edited by a
// hostile editor, are refused by `checkState` or answer legal actions, views, hints and apply of listed actions
// without throwing.
import { describe, expect, it } from 'vitest';
import type { ArenaState } from '../../engine/arena/index.js';
import { arenaModule } from '../../games/index.js';
import { everyLoadedStateAnswers, goldenSamples, sampledStates } from './hostile-states.js';

/** Where a state stands: its phase and the step of the turn. */
const kind = (s: ArenaState): string => `${s.phase} ${s.turn.step}${s.turn.ability ? ` ${s.turn.ability}` : ''}`;

describe('every Titan: The Arena state that loads answers', () => {
  it('edited states of simulated games and golden saves are refused by checkState or answer everything', () => {
    const tournament: typeof arenaModule = {
      ...arenaModule,
      sim: { ...arenaModule.sim, defaultSetup: (n, seed, o) => ({ ...arenaModule.sim.defaultSetup(n, seed, o), options: { tournament: true } }) },
    };
    const samples = [
      ...sampledStates(arenaModule, [{ players: 2, seed: 1 }, { players: 5, seed: 5 }], 8, kind),
      ...sampledStates(tournament, [{ players: 3, seed: 3 }], 16, kind),
      ...goldenSamples(arenaModule, ['arena-ability.titan', 'arena-titan-keep.titan', 'arena-mid-play.titan', 'arena-tournament.titan']),
    ];
    expect(samples.length).toBeGreaterThanOrEqual(60);
    const tally = everyLoadedStateAnswers(arenaModule, samples, 1200, 20261124);
    // checked at least this often: edited states that loaded and answered, and listed actions applied to them
    expect(tally.loaded).toBeGreaterThanOrEqual(120);
    expect(tally.applied).toBeGreaterThanOrEqual(600);
    expect(tally.refused).toBeGreaterThanOrEqual(120);
  });
});
