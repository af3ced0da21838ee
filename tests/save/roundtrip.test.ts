import { describe, expect, it } from 'vitest';
import { hashState } from '../../engine/platform/hash.js';
import { apply } from '../../engine/titan/index.js';
import { positionHash, SAVE_VERSION } from '../../engine/platform/save/index.js';
import { arenaModule, loadSave, titanModule } from '../../games/index.js';
import { playGame } from '../../tools/cli/simulate.js';
import { firstBattleAction, prefix, randomGame, saveOf, saveText, STAMPS } from './games.js';

describe('save files: a saved game loads as the identical game', () => {
  it.each([
    [11, 2, 'titan'],
    [12, 4, 'titan'],
    [13, 6, 'titan'],
    [14, 3, 'titan-variant'],
  ] as const)('round-trips a complete random game (seed %i, %i players, %s)', (seed, players, variant) => {
    const game = randomGame(seed, players, variant);
    const text = saveText(game);
    const loaded = loadSave(text);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(loaded.game).toBe(variant);
    expect(loaded.setup).toEqual(game.setup);
    expect(loaded.actions).toEqual(game.actions);
    expect(hashState(loaded.state)).toBe(hashState(game.state));
    expect(loaded.state).toEqual(game.state);
  });

  it('writes the versioned envelope: format, version, app, module with its state and rules versions, meta, setup with seed, log, position, integrity', () => {
    const game = randomGame(21, 3);
    const save = saveOf(game);
    expect(save).toMatchObject({
      format: 'titan-save',
      version: SAVE_VERSION,
      app: '0.0.0-test',
      game: 'titan',
      module: 'titan',
      stateVersion: titanModule.saves.stateVersion,
      rulesVersion: titanModule.saves.rulesVersion,
      meta: { ...STAMPS, round: game.state.round, phase: game.state.phase, options: game.setup.options },
      setup: { seed: game.setup.seed },
      base: null,
      snapshot: { stateId: game.state.stateId, hash: positionHash(titanModule, game.state), state: game.state },
    });
    expect(save.integrity).toMatch(/^[0-9a-f]{16}$/);
    expect(save.meta.players).toEqual(game.setup.players.map((p) => ({ color: p.color, name: p.name })));
    expect(save.actions).toHaveLength(game.state.stateId);
  });

  it('round-trips a game saved in the middle of a battle, which then plays on exactly as the original', () => {
    let game = randomGame(31, 2);
    let seed = 31;
    // a game whose first battle still runs three actions after it began
    while (firstBattleAction(game) < 0 || prefix(game, firstBattleAction(game) + 3).state.battle === null) game = randomGame(++seed, 2);
    const cut = firstBattleAction(game) + 3;
    const mid = prefix(game, cut);
    expect(mid.state.battle).not.toBeNull();
    const loaded = loadSave(saveText(mid));
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
    const text = saveText(fresh);
    expect(loadSave(text).ok).toBe(true);
    expect(loadSave(`\ufeff${text}`).ok).toBe(true);
  });

  it('round-trips a Titan: The Arena game in the same format (game "arena", seats by id)', () => {
    const g = playGame(arenaModule, { players: 4, seed: 91 }, { maxActions: 100_000, stallLimit: 10_000 });
    expect(g.violations).toEqual([]);
    const save = saveOf(g, arenaModule);
    expect(save).toMatchObject({ format: 'titan-save', game: 'arena', module: 'arena', meta: { players: g.setup.players.map((p) => ({ id: p.id, name: p.name })) } });
    const loaded = loadSave(JSON.stringify(save));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(loaded.game).toBe('arena');
    expect(hashState(loaded.state)).toBe(hashState(g.state));
  });
});
