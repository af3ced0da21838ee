// The AI levels: pure, view-only, always legal; Hard's decisions depend on its view alone.
import { describe, expect, it } from 'vitest';
import { arenaAgents, arenaGame, type ArenaState } from '../../engine/arena/index.js';
import { hardAgent } from '../../engine/arena/ai/hard.js';
import { seedRng } from '../../engine/platform/rng.js';
import { newGame, passAuction, playOut } from './helpers.js';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

describe('AI levels', () => {
  for (const level of ['random', 'easy', 'normal', 'hard'] as const) {
    it(`${level}: plays whole games with legal actions only`, () => {
      const end = playOut(newGame(level === 'hard' ? 2 : 3, 40), level, 9);
      expect(end.phase).toBe('over');
    });
  }

  it('agents are pure: same view, legal actions and PRNG give the same answer, and the inputs stay untouched', () => {
    const s = passAuction(newGame(4, 41));
    const view = deepFreeze(arenaGame.viewFor(s, 'p0'));
    const legal = deepFreeze(arenaGame.legalActions(s, 'p0'));
    for (const level of ['random', 'easy', 'normal', 'hard'] as const) {
      const a = arenaAgents[level](view, legal, seedRng(5));
      const b = arenaAgents[level](view, legal, seedRng(5));
      expect(a).toEqual(b);
      expect(legal).toContainEqual(a.action);
    }
  });

  it('Hard sees only its view: changing hidden cards (other hands, deck order) does not change its choice', () => {
    let s = passAuction(newGame(3, 42));
    s = { ...s, turn: { ...s.turn } };
    const swapped: ArenaState = {
      ...s,
      players: s.players.map((p, i) => (i === 1 ? { ...p, hand: s.players[2].hand } : i === 2 ? { ...p, hand: s.players[1].hand } : p)),
      deck: [...s.deck].reverse(),
    };
    expect(arenaGame.viewFor(s, 'p0')).toEqual(arenaGame.viewFor(swapped, 'p0'));
    const a = hardAgent(arenaGame.viewFor(s, 'p0'), arenaGame.legalActions(s, 'p0'), seedRng(1), 120);
    const b = hardAgent(arenaGame.viewFor(swapped, 'p0'), arenaGame.legalActions(swapped, 'p0'), seedRng(1), 120);
    expect(a).toEqual(b);
  });
});
