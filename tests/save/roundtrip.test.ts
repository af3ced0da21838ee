import { describe, expect, it } from 'vitest';
import { hashState } from '../../engine/hash.js';
import { apply } from '../../engine/index.js';
import { arenaModule, buildSave, buildSaveWith, loadSave, SAVE_VERSION, serializeSave } from '../../engine/save/index.js';
import { arenaSim } from '../../tools/cli/games.js';
import { playGame } from '../../tools/cli/simulate.js';
import { firstBattleAction, prefix, randomGame, STAMPS } from './games.js';

describe('save files: a saved game loads as the identical game', () => {
  it.each([
    [11, 2, 'titan'],
    [12, 4, 'titan'],
    [13, 6, 'titan'],
    [14, 3, 'titan-variant'],
  ] as const)('round-trips a complete random game (seed %i, %i players, %s)', (seed, players, variant) => {
    const game = randomGame(seed, players, variant);
    const text = serializeSave({ ...game, ...STAMPS });
    const loaded = loadSave(text);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(loaded.game).toBe(variant);
    expect(loaded.setup).toEqual(game.setup);
    expect(loaded.actions).toEqual(game.actions);
    expect(hashState(loaded.state)).toBe(hashState(game.state));
    expect(loaded.state).toEqual(game.state);
  });

  it('writes the versioned envelope: format, version, game, meta (players, round, phase, options), setup with seed, log, hashed snapshot', () => {
    const game = randomGame(21, 3);
    const save = buildSave({ ...game, ...STAMPS });
    expect(save).toMatchObject({
      format: 'titan-save',
      version: SAVE_VERSION,
      game: 'titan',
      meta: { ...STAMPS, round: game.state.round, phase: game.state.phase, options: game.setup.options },
      setup: { seed: game.setup.seed },
      snapshot: { stateId: game.state.stateId, hash: hashState(game.state) },
    });
    expect(save.meta.players).toEqual(game.setup.players.map((p) => ({ color: p.color, name: p.name })));
    expect(save.actions).toHaveLength(game.state.stateId);
  });

  it('round-trips a game saved in the middle of a battle, which then plays on exactly as the original', () => {
    let game = randomGame(31, 2);
    let seed = 31;
    while (firstBattleAction(game) < 0) game = randomGame(++seed, 2);
    const cut = firstBattleAction(game) + 3;
    const mid = prefix(game, cut);
    expect(mid.state.battle).not.toBeNull();
    const loaded = loadSave(serializeSave({ ...mid, ...STAMPS }));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    let state = loaded.state as typeof game.state;
    for (const a of game.actions.slice(cut)) {
      const r = apply(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(hashState(state)).toBe(hashState(game.state));
  });

  it('round-trips a new game before anyone acted (§5.1 towers only), also from a file with a byte-order mark', () => {
    const fresh = prefix(randomGame(41, 5), 0);
    const text = serializeSave({ ...fresh, ...STAMPS });
    expect(loadSave(text).ok).toBe(true);
    expect(loadSave(`\ufeff${text}`).ok).toBe(true);
  });

  it('round-trips a Titan: The Arena game in the same format (game "arena", seats by id)', () => {
    const g = playGame(arenaSim, { players: 4, seed: 91, variant: 'titan', turnLimit: null, pointTarget: null }, { maxActions: 100_000, stallLimit: 10_000 });
    expect(g.violations).toEqual([]);
    const save = buildSaveWith(arenaModule, { setup: g.setup, actions: g.actions, state: g.state, ...STAMPS });
    expect(save).toMatchObject({ format: 'titan-save', game: 'arena', meta: { players: g.setup.players.map((p) => ({ id: p.id, name: p.name })) } });
    const loaded = loadSave(JSON.stringify(save));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(loaded.game).toBe('arena');
    expect(hashState(loaded.state)).toBe(hashState(g.state));
  });
});
