// The host's gameStats (issue 23's statistics): a finished game's figures counted in the engine worker from its log —
// one row per seat, the scores by round ending at the game's; refused while the game goes on (its other seats' dice
// are the game's to show once it is over), for an unknown game, and for a game that keeps none (the Arena).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/titan/state.js';
import { loadSave, titanModule } from '../../games/index.js';
import { makeHarness, setup } from './helpers.js';

describe('the host counts a finished game\'s statistics', () => {
  it('a finished TITAN game between two Easy computers: a row per seat, every battle fought by two, the scores by round ending at the game\'s', async () => {
    // the seeds fixed (serve --seed): the computers' decisions, Easy's mistakes too, follow from the game's seed
    const h = makeHarness(undefined, undefined, undefined, 42);
    const r = await h.service.newGame(setup(['easy', 'easy'], 42, 8));
    if (!r.ok) throw new Error(r.error.message);
    await h.service.settled();
    const games = await h.service.listGames();
    const game = games.ok ? games.value.find((g) => g.gameId === r.value.gameId) : undefined;
    expect(game?.phase).toBe('over');
    const stats = await h.service.gameStats({ gameId: r.value.gameId });
    if (!stats.ok) throw new Error(stats.error.message);
    expect(stats.value.seats.map((s) => s.seat)).toEqual(['Red', 'Blue']);
    const battles = stats.value.seats.map((s) => s.battles);
    expect(battles[0]).toBe(battles[1]);
    expect(stats.value.seats.reduce((n, s) => n + s.battlesWon, 0)).toBeLessThanOrEqual(battles[0] ?? 0);
    const exported = await h.service.exportSave({ gameId: r.value.gameId });
    if (!exported.ok) throw new Error(exported.error.message);
    const saved = loadSave(exported.value.text);
    if (!saved.ok) throw new Error(saved.error.message);
    const totals = titanModule.summary(saved.state as GameState).scores;
    expect(Object.values(totals).some((n) => n > 0)).toBe(true);
    expect(stats.value.rounds.at(-1)?.scores).toEqual(totals);
    expect(stats.value.rounds.length).toBeGreaterThanOrEqual(3);
    expect(stats.value.seats.reduce((n, s) => n + s.strikes, 0)).toBeGreaterThan(0);
  });

  it('refuses a game still going on, an unknown game, and a game without statistics', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['human', 'human'], 7));
    if (!r.ok) throw new Error(r.error.message);
    const going = await h.service.gameStats({ gameId: r.value.gameId });
    expect(!going.ok && going.error.code).toBe('wrong-phase');
    const unknown = await h.service.gameStats({ gameId: 'nope' });
    expect(!unknown.ok && unknown.error.code).toBe('unknown-game');
    const arena = await h.service.newGame({ game: 'arena', setup: { players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }], options: { tournament: false } }, kinds: ['random', 'random'], seed: 3 });
    if (!arena.ok) throw new Error(arena.error.message);
    await h.service.settled();
    const none = await h.service.gameStats({ gameId: arena.value.gameId });
    expect(!none.ok && none.error.code).toBe('unsupported');
  });
});
