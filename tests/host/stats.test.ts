// The host's gameStats (issue 23's statistics): a finished game's figures counted in the engine worker from its log —
// one row per seat, the scores by round ending at the game's; of a game still going on only the public part, counted
// from the events every seat may see (a Gods of Titan battle between two of three seats is theirs alone: its dice and
// the legions' contents stay out); refused for an unknown game and for a game that keeps none (the Arena).
import { describe, expect, it } from 'vitest';
import { playedHistory } from '../../engine/platform/history.js';
import { sees, type AnyGameModule, type ModuleEvent } from '../../engine/platform/module.js';
import type { GameState } from '../../engine/titan/state.js';
import type { GameStatsView } from '../../host/contract.js';
import { godsModule } from '../../games/gods.js';
import { loadSave, titanModule } from '../../games/index.js';
import { gameText, playedGame } from '../finished-games.js';
import { makeHarness, setup } from './helpers.js';

/** The host's statistics of `played` (a game going on) opened as a save: only their public part. */
async function goingOnStats(module: AnyGameModule, played: ReturnType<typeof playedGame>, gameId: string): Promise<GameStatsView> {
  const h = makeHarness();
  const opened = await h.service.openSave({ source: { kind: 'text', name: `${gameId}.json`, text: gameText(module, played, gameId).text } });
  if (!opened.ok) throw new Error(opened.error.message);
  const stats = await h.service.gameStats({ gameId: opened.value.gameId });
  if (!stats.ok) throw new Error(stats.error.message);
  expect(stats.value.whole).toBe(false);
  return stats.value;
}

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
    expect(stats.value.whole).toBe(true);
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

  it('a game still going on: only its public part, the numbers of the events every seat may see, nothing of a battle only two seats saw', async () => {
    const module = godsModule as AnyGameModule;
    // the dice of the strikes inside the battle steps of `events` (a Gods battle's strikes are told in its steps)
    const strikeDice = (events: readonly ModuleEvent[]): number =>
      events.flatMap((e) => (e.type === 'battleStep' ? (e as unknown as { events: readonly { type: string; dice?: readonly number[] }[] }).events : [])).reduce((n, x) => n + (x.type === 'strike' ? (x.dice?.length ?? 0) : 0), 0);
    // a three-seat game played until a battle between two of its seats has rolled dice nobody else saw and is over
    let hiddenDice = 0;
    const played = playedGame(module, 3, 11, 400, null, (events) => {
      hiddenDice += strikeDice(events.filter((e) => !sees(null, e)));
      return hiddenDice > 0 && events.some((e) => e.type === 'battleOver');
    });
    expect(module.summary(played.state).over).toBe(false);
    expect(hiddenDice).toBeGreaterThan(0);
    const stats = await goingOnStats(module, played, 'gods-going-on');
    // the numbers are those of the public events alone
    const open = played.events.filter((e) => sees(null, e));
    const sum = (k: 'dice' | 'mustered' | 'battles'): number => stats.seats.reduce((n, x) => n + x[k], 0);
    expect(sum('dice')).toBe(strikeDice(open));
    expect(sum('mustered')).toBe(open.filter((e) => e.type === 'mustered' || e.type === 'reinforced').length);
    expect(sum('mustered')).toBeGreaterThan(0);
    // fairness: the whole count (what the game's end would show) has the hidden battle's dice, the payload has not
    const whole = playedHistory({ module, setup: played.setup, base: null, actions: played.actions });
    if (!whole?.ok) throw new Error('the log did not replay');
    const wholeDice = whole.facts.reduce((n, f) => n + (f.kind === 'strike' ? f.dice : 0), 0);
    expect(wholeDice - sum('dice')).toBe(hiddenDice);
    // nor any name of a character only some seats were shown
    const secret = played.events.filter((e) => !sees(null, e)).flatMap((e) => (e as { names?: readonly string[] }).names ?? []);
    expect(secret.length).toBeGreaterThan(0);
    const payload = JSON.stringify(stats);
    for (const name of new Set(secret)) expect(payload).not.toContain(name);
  });

  it('a TITAN game still going on: its battles\' dice are public and counted, the legions shown to two players only are not in the payload', async () => {
    const module = titanModule as AnyGameModule;
    const dice = (events: readonly ModuleEvent[]): number => events.reduce((n, e) => n + (e.type === 'strike' ? (e as unknown as { dice: readonly number[] }).dice.length : 0), 0);
    let battles = 0;
    const played = playedGame(module, 3, 5, 400, null, (events) => (battles += events.filter((e) => e.type === 'battleEnd').length) >= 2);
    expect(module.summary(played.state).over).toBe(false);
    const stats = await goingOnStats(module, played, 'titan-going-on');
    expect(stats.seats.reduce((n, x) => n + x.dice, 0)).toBe(dice(played.events.filter((e) => sees(null, e))));
    expect(stats.seats.reduce((n, x) => n + x.dice, 0)).toBeGreaterThan(0);
    expect(stats.seats.reduce((n, x) => n + x.battles, 0)).toBe(2 * battles);
    // the engaged legions were revealed to the other player only (§9.1): their reveal is not in the payload
    const reveals = played.events.filter((e) => e.type === 'reveal' && !sees(null, e));
    expect(reveals.length).toBeGreaterThan(0);
    const payload = JSON.stringify(stats);
    for (const r of reveals) expect(payload).not.toContain((r as unknown as { marker: string }).marker);
  });

  it('refuses an unknown game and a game without statistics', async () => {
    const h = makeHarness();
    const unknown = await h.service.gameStats({ gameId: 'nope' });
    expect(!unknown.ok && unknown.error.code).toBe('unknown-game');
    const arena = await h.service.newGame({ game: 'arena', setup: { players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }], options: { tournament: false } }, kinds: ['random', 'random'], seed: 3 });
    if (!arena.ok) throw new Error(arena.error.message);
    await h.service.settled();
    const none = await h.service.gameStats({ gameId: arena.value.gameId });
    expect(!none.ok && none.error.code).toBe('unsupported');
  });
});
