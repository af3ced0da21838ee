// §21 clocks in the rules (engine/titan/game/clocks.ts): what `timeUp` does when the host says a clock ran out. The
// game's time limit scores the game as a turn limit does; a Movement Phase that ran out moves one legion at random if
// none moved and ends; a maneuver that ran out ends with the characters still off the battleland eliminated.
import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../engine/titan/index.js';
import type { Action, MoveAction } from '../../engine/titan/actions.js';
import type { GameState, TurnClocks } from '../../engine/titan/state.js';
import { titanClocks } from '../../games/titan-clocks.js';
import { battle, battleGame, DEFENDER, position } from '../battle-flow/helpers.js';
import { act, mover, startedGame } from './fixtures.js';

const CLOCKS: TurnClocks = { movement: 180, maneuver: 60, firstManeuver: 120 };

/** The state with §21 options set. */
function clocked(state: GameState, options: { timeLimit?: number; turnClocks?: TurnClocks }): GameState {
  return { ...state, options: { ...state.options, ...options } };
}

function timeUp(state: GameState, clock: 'game' | 'movement' | 'maneuver', player: string) {
  return apply(state, { type: 'timeUp', clock, player, stateId: state.stateId });
}

/** The first player's Movement Phase after his roll (the split phase passed without a split). */
function movementPhase(options: { timeLimit?: number; turnClocks?: TurnClocks }, seed = 7): GameState {
  const s = clocked(startedGame(['Red', 'Blue', 'Green'], seed), options);
  return act(s, mover(s), { type: 'roll' }).state;
}

describe('§21 time limit', () => {
  it('§21 when the time limit is reached the game ends: each player totals his score and his legions, the highest wins', () => {
    let s = movementPhase({ timeLimit: 3600 });
    // give Blue the best total: points of score, and Green some too
    s = { ...s, players: s.players.map((p) => (p.id === 'Blue' ? { ...p, score: 40 } : p.id === 'Green' ? { ...p, score: 12 } : p)) };
    const r = timeUp(s, 'game', mover(s));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.phase).toBe('over');
    expect(r.state.endReason).toBe('time-limit');
    expect(r.state.winner).toBe('Blue');
    const over = r.events.find((e) => e.type === 'gameOver');
    expect(over).toMatchObject({ reason: 'time-limit', winner: 'Blue' });
    // totals: score plus the value of every legion on the board, Blue's 40 ahead of the same starting legions
    const totals = over?.type === 'gameOver' ? over.totals : {};
    expect(totals.Blue - totals.Red).toBe(40);
    expect(totals.Green - totals.Red).toBe(12);
    expect(r.events.map((e) => e.type)).toEqual(['timeUp', 'gameOver']);
  });

  it('§21 a game without a time limit, or without turn clocks, refuses timeUp (a typed error, nothing changes)', () => {
    const s = movementPhase({});
    for (const clock of ['game', 'movement', 'maneuver'] as const) {
      const r = timeUp(s, clock, mover(s));
      expect(r.ok ? 'ok' : r.error.code).toBe('illegal');
    }
    expect(titanClocks.gameLimit(s)).toBeNull();
    expect(titanClocks.turnClock(s)).toBeNull();
    expect(titanClocks.timeUp(s, 'game')).toBeNull();
  });

  it('§21 timeUp is never among a player\'s legal actions (only the clock sends it)', () => {
    const s = movementPhase({ timeLimit: 60, turnClocks: CLOCKS });
    const seen = s.players.flatMap((p) => legalActions(s, p.id)).map((a) => a.type);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain('timeUp');
  });
});

describe('§21 turn clocks: the Movement Phase', () => {
  it('§21 the Movement Phase clock runs for the mover after his roll, three minutes by the seed\'s numbers', () => {
    const s = movementPhase({ turnClocks: CLOCKS });
    expect(titanClocks.turnClock(s)).toEqual({ seat: mover(s), key: `${s.round}:${s.active}:move`, ms: 180_000, phase: 'movement' });
    expect(titanClocks.timeUp(s, 'turn')).toMatchObject({ type: 'timeUp', clock: 'movement', player: mover(s) });
  });

  it('§21 a player who moved no legion in time has one legion, chosen at random, moved by a legal move; the phase ends', () => {
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = movementPhase({ turnClocks: CLOCKS }, seed);
      const legal = legalActions(s, mover(s)).filter((a): a is MoveAction => a.type === 'move');
      const r = timeUp(s, 'movement', mover(s));
      if (!r.ok) throw new Error(r.error.message);
      const moved = r.events.filter((e) => e.type === 'move');
      expect(moved).toHaveLength(1);
      const m = moved[0];
      if (m?.type !== 'move') continue;
      expect(legal.some((a) => a.marker === m.marker && a.to === m.to)).toBe(true);
      expect(r.state.phase).not.toBe('move');
      expect(r.state.legions[m.marker]?.land).toBe(m.to);
      checked++;
    }
    expect(checked).toBe(12);
  });

  it('§21 the random choice is the game\'s own dice: the same game moves the same legion, another seed may not', () => {
    const picks = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const once = timeUp(movementPhase({ turnClocks: CLOCKS }, seed), 'movement', 'Red');
      const again = timeUp(movementPhase({ turnClocks: CLOCKS }, seed), 'movement', 'Red');
      if (!once.ok || !again.ok) continue;
      expect(again.events).toEqual(once.events);
      const m = once.events.find((e) => e.type === 'move');
      if (m?.type === 'move') picks.add(m.marker);
    }
    expect(picks.size).toBeGreaterThan(1);
  });

  it('§21 a player who moved a legion in time just ends his Movement Phase', () => {
    const s = movementPhase({ turnClocks: CLOCKS });
    const first = legalActions(s, mover(s)).find((a) => a.type === 'move') as Action;
    const r1 = apply(s, first);
    if (!r1.ok) throw new Error(r1.error.message);
    const r = timeUp(r1.state, 'movement', mover(s));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.filter((e) => e.type === 'move')).toEqual([]);
    expect(r.state.phase).not.toBe('move');
  });

  it('§21 only the mover\'s Movement Phase runs out: another seat, or another phase, is refused', () => {
    const s = movementPhase({ turnClocks: CLOCKS });
    const other = s.players.find((p) => p.id !== mover(s))?.id ?? '';
    expect((r => (r.ok ? 'ok' : r.error.code))(timeUp(s, 'movement', other))).toBe('not-your-turn');
    const split = clocked(startedGame(['Red', 'Blue']), { turnClocks: CLOCKS });
    expect(titanClocks.turnClock(split)).toBeNull();
    expect((r => (r.ok ? 'ok' : r.error.code))(timeUp(split, 'movement', mover(split)))).toBe('wrong-phase');
  });
});

describe('§21 turn clocks: the maneuver', () => {
  it('§21 a maneuver runs one minute, a side\'s first maneuver of the battle two', () => {
    const s = clocked(battleGame({ terrain: 'Plains', attacker: ['Ogre'], defender: ['Centaur', 'Lion'], entry: 'Left' }), { turnClocks: CLOCKS });
    expect(titanClocks.turnClock(s)).toMatchObject({ seat: DEFENDER, ms: 120_000 });
    const later = position(s, { round: 2, active: 'defender' }, {});
    expect(titanClocks.turnClock(later)).toMatchObject({ seat: DEFENDER, ms: 60_000 });
    expect(titanClocks.turnClock(later)?.key).not.toBe(titanClocks.turnClock(s)?.key);
  });

  it('§21 characters not brought onto the battleland before the maneuver clock runs out are eliminated', () => {
    let s = clocked(battleGame({ terrain: 'Plains', attacker: ['Ogre'], defender: ['Centaur', 'Lion', 'Troll'], entry: 'Left' }), { turnClocks: CLOCKS });
    const entered = legalActions(s, DEFENDER).find((a) => a.type === 'battleMove' && a.piece === 'd1') as Action;
    const r1 = apply(s, entered);
    if (!r1.ok) throw new Error(r1.error.message);
    s = r1.state;
    const r = timeUp(s, 'maneuver', DEFENDER);
    if (!r.ok) throw new Error(r.error.message);
    const b = battle(r.state);
    expect(b.pieces.filter((p) => p.side === 'defender').map((p) => p.id)).toEqual(['d1']);
    // the defender's maneuver is over: nobody is in contact, so the attacker's first maneuver begins
    expect([b.active, b.phase]).toEqual(['attacker', 'maneuver']);
    expect(r.events[0]).toEqual({ type: 'timeUp', player: DEFENDER, clock: 'maneuver' });
  });

  it('§21 the clock ends even a Tower deployment that could not end by itself (§10.2: every defender must deploy)', () => {
    const s = clocked(battleGame({ terrain: 'Tower', attacker: ['Ogre', 'Troll'], defender: ['Centaur', 'Gargoyle'], entry: 'Bottom' }), { turnClocks: CLOCKS });
    expect(legalActions(s, DEFENDER).some((a) => a.type === 'done')).toBe(false);
    const r = timeUp(s, 'maneuver', DEFENDER);
    if (!r.ok) throw new Error(r.error.message);
    // both defenders left out: the defender's legion is gone and the battle is over
    expect(r.state.battle).toBeNull();
    expect(r.events.some((e) => e.type === 'battleEnd')).toBe(true);
  });
});
