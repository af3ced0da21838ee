// Gods of Titan's shortened games (TITAN §21 carried over, engine/gods/turn/game-length.ts, docs/rules-notes-gods-game.md
// "Game length"): a round limit and a point target chosen at set-up, judged at the end of a game-turn (6.5); totals are
// the score (20.5) plus the 20.3 value of the legions on the board; the Darklord takes part, a player out does not, a
// tie has no winner. Without them a game ends only by 1.3 and 27.5.
import { describe, expect, it } from 'vitest';
import { godsSetupSchema } from '../../engine/gods/schema.js';
import { createGodsGame, type GodsSetup } from '../../engine/gods/setup.js';
import { checkGodsInvariants } from '../../engine/gods/invariants.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { legionValue } from '../../engine/gods/rules/scoring.js';
import type { GodsGameLength, GodsSeat, GodsState } from '../../engine/gods/state.js';
import { godsModule } from '../../games/gods.js';
import { clearBoard, edit, expectSound, legal, place, started, step } from './game-helpers.js';

/** Where each seat's Master legion stands in these positions. */
const HOME: Readonly<Record<GodsSeat, number>> = { red: 101, green: 104, blue: 110, black: 140 };

/** A game in the last seat's Mustering Phase of `round`, each seat's Titan (the Darklord's Phantom) alone on its land,
 * with the game length `length` and the scores given. */
function lastTurn(players: 3 | 4, round: number, length: GodsGameLength, scores: readonly number[]): GodsState {
  let s = clearBoard(started(players));
  for (const p of s.players) s = place(s, p.id, HOME[p.id], [p.id === 'black' ? 'Phantom' : 'Titan']).state;
  return edit(s, (d) => {
    d.round = round;
    d.active = players - 1;
    d.phase = 'mustering';
    d.gameLength = { ...length };
    d.players.forEach((p, i) => (p.score = scores[i] ?? 0));
  });
}

/** Ends the turn of the Mover. */
const endTurn = (s: GodsState) => step(s, s.players[s.active]?.id ?? 'red', { type: 'endTurn' });

/** A seat's total as TITAN §21 counts it: its score and the value of each of its legions on the board. */
const total = (s: GodsState, seat: GodsSeat): number => {
  const score = s.players.find((p) => p.id === seat)?.score ?? 0;
  return s.legions.filter((l) => l.owner === seat).reduce((n, l) => n + legionValue(l.pieces.map((p) => p.name), score), score);
};

describe('rules 6.5 with TITAN §21: a round limit ends the game after its last round; the highest total wins', () => {
  it('rules 6.5: the last game-turn of the limit round ends the game, the winner the highest total of score and legions', () => {
    const before = lastTurn(3, 12, { turnLimit: 12, pointTarget: null }, [100, 40, 90]);
    const s = place(before, 'green', 135, ['Hydra', 'Hydra', 'Colossus']).state; // green's legions outweigh 60 points
    const totals = Object.fromEntries((['red', 'green', 'blue'] as const).map((seat) => [seat, total(s, seat)]));
    expect(totals.green).toBeGreaterThan(totals.red ?? 0);
    const { state, events } = endTurn(s);
    expect(state.phase).toBe('over');
    expect(state.round).toBe(12);
    expect(state.winner).toBe('green');
    expect(state.endReason).toBe('turn-limit');
    expect(events).toContainEqual({ type: 'gameOver', winner: 'green', reason: 'turn-limit', totals });
    expect(legal(state, 'red')).toEqual([]);
    expectSound(state);
    // Before the last seat's turn of that round the game goes on.
    const earlier = edit(s, (d) => {
      d.active = 1;
    });
    expect(endTurn(earlier).state.phase).toBe('movement');
  });
  it('rules 6.5: a tie for the best total has no winner; a player out of the game is not counted', () => {
    const tie = lastTurn(3, 5, { turnLimit: 5, pointTarget: null }, [0, 0, 0]);
    const even = edit(tie, (d) => {
      for (const p of d.players) p.score = 500 - total(tie, p.id); // with no score, a total is its legions' value
    });
    expect(new Set((['red', 'green', 'blue'] as const).map((seat) => total(even, seat))).size).toBe(1);
    const drawn = endTurn(even).state;
    expect([drawn.phase, drawn.winner, drawn.endReason]).toEqual(['over', null, 'turn-limit']);
    // Red, out of the game with the highest score, is no contender: blue's total wins.
    const out = edit(lastTurn(3, 5, { turnLimit: 5, pointTarget: null }, [900, 10, 50]), (d) => {
      const red = d.players[0];
      if (red) Object.assign(red, { out: true, markers: [], pool: {} });
      for (const l of d.legions.filter((x) => x.owner === 'red')) for (const p of l.pieces) d.removed[p.name] = (d.removed[p.name] ?? 0) + 1;
      d.legions = d.legions.filter((x) => x.owner !== 'red');
    });
    const ended = endTurn(out).state;
    expect(ended.winner).toBe(total(out, 'blue') > total(out, 'green') ? 'blue' : 'green');
    expect(ended.winner).not.toBe('red');
  });
  it('rules 23.1, 6.5: the Darklord takes part in the totals', () => {
    const s = lastTurn(4, 20, { turnLimit: 20, pointTarget: null }, [10, 10, 10, 2000]);
    const { state } = endTurn(s);
    expect(total(s, 'black')).toBeGreaterThan(total(s, 'red'));
    expect([state.winner, state.endReason]).toEqual(['black', 'turn-limit']);
  });
});

describe('rules 6.5 with TITAN §21: a point target ends the game after the game-turn in which a player reaches it', () => {
  it('rules 6.5: reached in any seat\'s turn, the game ends at the end of that turn and the highest score wins', () => {
    const s = edit(lastTurn(3, 14, { turnLimit: null, pointTarget: 300 }, [310, 420, 0]), (d) => {
      d.active = 0; // red's turn ends; green, not the Mover, has the higher score
    });
    const { state, events } = endTurn(s);
    expect([state.phase, state.winner, state.endReason]).toEqual(['over', 'green', 'point-target']);
    expect(events).toContainEqual({ type: 'gameOver', winner: 'green', reason: 'point-target', totals: { red: 310, green: 420, blue: 0 } });
    expectSound(state);
  });
  it('rules 6.5: below the target the game goes on; two equal scores that reach it leave it without a winner', () => {
    const below = lastTurn(3, 14, { turnLimit: null, pointTarget: 300 }, [299, 0, 0]);
    expect(endTurn(below).state.phase).toBe('movement');
    const tied = endTurn(lastTurn(3, 14, { turnLimit: null, pointTarget: 300 }, [300, 300, 0])).state; // reached, not passed
    expect([tied.phase, tied.winner, tied.endReason]).toEqual(['over', null, 'point-target']);
  });
});

describe('rules 1.3 with TITAN §21: the game length is chosen at set-up and absent means none', () => {
  const setup = (extra: Partial<GodsSetup>): GodsSetup => ({ players: [{ id: 'red', name: 'R' }, { id: 'green', name: 'G' }, { id: 'blue', name: 'B' }], seed: 3, towers: null, ...extra });
  it('rules 1.3: a setup without them (as every setup saved before them) has neither limit; a game far past any round goes on', () => {
    expect(godsSetupSchema.safeParse(setup({})).success).toBe(true);
    const plain = createGodsGame(setup({})).state;
    expect(plain.gameLength).toEqual({ turnLimit: null, pointTarget: null });
    expect(plain.endReason).toBeNull();
    const late = edit(clearBoard(started(3)), (d) => {
      d.round = 4_227;
      d.active = 2;
      d.phase = 'mustering';
      for (const p of d.players) p.score = 90_000;
    });
    expect(endTurn(place(late, 'red', 135, ['Titan']).state).state.phase).toBe('movement');
  });
  it('rules 1.3: the setup names them, its schema refuses what no game can have, and the simulator\'s options reach them', () => {
    expect(createGodsGame(setup({ turnLimit: 100, pointTarget: null })).state.gameLength).toEqual({ turnLimit: 100, pointTarget: null });
    expect(createGodsGame(setup({ pointTarget: 500 })).state.gameLength).toEqual({ turnLimit: null, pointTarget: 500 });
    for (const bad of [{ turnLimit: 0 }, { turnLimit: 1_001 }, { pointTarget: -5 }, { pointTarget: 100_001 }, { turnLimit: 2.5 }]) {
      expect(godsSetupSchema.safeParse(setup(bad)).success, JSON.stringify(bad)).toBe(false);
    }
    expect(godsModule.sim.defaultSetup(3, 7, { variant: null, turnLimit: 100, pointTarget: null })).toMatchObject({ turnLimit: 100 });
    expect(godsModule.sim.defaultSetup(4, 7, { variant: null, turnLimit: null, pointTarget: 800 })).toMatchObject({ pointTarget: 800 });
    expect(godsModule.sim.defaultSetup(3, 7, { variant: null, turnLimit: null, pointTarget: null })).not.toHaveProperty('turnLimit');
    expect(godsModule.options(setup({ turnLimit: 30 }))).toMatchObject({ turnLimit: 30, pointTarget: null });
  });
  it('rules 1.3: every seat\'s view shows the game length and, at the end, why the game ended', () => {
    const s = lastTurn(3, 9, { turnLimit: 9, pointTarget: 2_000 }, [50, 60, 70]);
    expect(godsViewFor(s, 'red')).toMatchObject({ gameLength: { turnLimit: 9, pointTarget: 2_000 }, endReason: null });
    const over = endTurn(s).state;
    for (const seat of ['red', 'green', null] as const) expect(godsViewFor(over, seat)).toMatchObject({ phase: 'over', endReason: 'turn-limit', winner: over.winner });
  });
  it('rules 1.3: the invariants hold a game to its round limit and let it end only by the rules or its length', () => {
    const s = lastTurn(3, 9, { turnLimit: 8, pointTarget: null }, [0, 0, 0]);
    expect(checkGodsInvariants(null, s)).toContain('round 9 past the round limit of 8 (TITAN §21)');
    const stopped = edit(lastTurn(3, 9, { turnLimit: null, pointTarget: null }, [0, 0, 0]), (d) => {
      d.phase = 'over';
    });
    expect(checkGodsInvariants(null, stopped)).toContain('phase over with 3 Titans left (1.3)');
    expect(checkGodsInvariants(null, endTurn(lastTurn(3, 9, { turnLimit: 9, pointTarget: null }, [0, 0, 0])).state)).toEqual([]);
  });
  it('rules 1.3: a random game with a round limit of 12 ends by it, every state sound', () => {
    let s = createGodsGame(setup({ turnLimit: 12 })).state;
    let n = 0;
    for (; n < 20_000 && s.phase !== 'over'; n++) {
      const seat = godsModule.actors(s)[0];
      // never a take-back: a fixed stride through the listing could take back and repeat one move forever
      const options = seat ? godsModule.legalActions(s, seat).filter((x) => x.type !== 'undo') : [];
      const a = options[(n * 7919) % Math.max(options.length, 1)];
      if (!a) break;
      const r = godsModule.apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      expect(checkGodsInvariants(s, r.state)).toEqual([]);
      s = r.state;
    }
    expect(s.phase).toBe('over');
    expect(s.round).toBeLessThanOrEqual(12);
    expect(['turn-limit', 'last-titan']).toContain(s.endReason);
  });
});
