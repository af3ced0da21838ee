// Gods of Titan's clocks (engine/gods/turn/clocks.ts, games/gods-clocks.ts): TITAN §21's time limit and 28.3's turn
// time limits ("to limit the playing time each player may be given a time limit for his turn; at least in battles one
// should insist on quick play"), read as TITAN §21 reads them (docs/rules-notes-gods-game.md "Game length").
import { describe, expect, it } from 'vitest';
import type { GodsAction } from '../../engine/gods/actions.js';
import { applyGods } from '../../engine/gods/reducer.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import type { TurnClocks } from '../../engine/family/clocks.js';
import { godsClocks } from '../../games/gods-clocks.js';
import { engaged } from './game-battle-helpers.js';
import { edit, expectSound, legal, started } from './game-helpers.js';

const CLOCKS: TurnClocks = { movement: 180, maneuver: 60, firstManeuver: 120 };

/** The state with clocks in its game length. */
const clocked = (s: GodsState, length: { timeLimit?: number; turnClocks?: TurnClocks }): GodsState => edit(s, (d) => (d.gameLength = { ...d.gameLength, ...length }));

const timeUp = (s: GodsState, clock: 'game' | 'movement' | 'maneuver', seat: GodsSeat) =>
  applyGods(s, { type: 'timeUp', clock, player: seat, stateId: s.stateId } as GodsAction);

const mover = (s: GodsState): GodsSeat => s.players[s.active]?.id ?? 'red';

describe('rules 28.3 clocks in Gods of Titan (TITAN §21 carried over)', () => {
  it('rules 28.3, TITAN §21: when the time limit is reached the game ends: the highest total of score and legions wins', () => {
    const s = edit(clocked(started(3), { timeLimit: 3600 }), (d) => {
      const green = d.players.find((p) => p.id === 'green');
      if (green) green.score = 90;
    });
    const r = timeUp(s, 'game', mover(s));
    if (!r.ok) throw new Error(r.error.message);
    expect([r.state.phase, r.state.endReason, r.state.winner]).toEqual(['over', 'time-limit', 'green']);
    expect(r.events.map((e) => e.type)).toEqual(['timeUp', 'gameOver']);
    expectSound(r.state);
  });

  it('rules 28.3: a game without a time limit or turn time limits refuses timeUp, and a seat never has it among its moves', () => {
    const s = started(3);
    for (const clock of ['game', 'movement', 'maneuver'] as const) {
      const r = timeUp(s, clock, mover(s));
      expect(r.ok ? 'ok' : r.error.code).toBe('illegal');
    }
    const withClocks = clocked(s, { timeLimit: 60, turnClocks: CLOCKS });
    const moves = withClocks.players.flatMap((p) => legal(withClocks, p.id));
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.map((m) => m.type)).not.toContain('timeUp');
  });

  it('rules 28.3: a Movement Phase that runs out: legions chosen at random make legal moves until the phase may end, then it ends', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const s = clocked(started(3, seed), { turnClocks: CLOCKS });
      expect(godsClocks.turnClock(s)).toEqual({ seat: mover(s), key: `${s.round}:${s.active}:move`, ms: 180_000, phase: 'movement' });
      const before = legal(s, mover(s)).filter((m) => m.type === 'move');
      const r = timeUp(s, 'movement', mover(s));
      if (!r.ok) throw new Error(r.error.message);
      const moved = r.events.filter((e) => e.type === 'moved');
      expect(moved.length).toBeGreaterThanOrEqual(1);
      const first = moved[0];
      if (first?.type !== 'moved') continue;
      // the first forced move was one of the mover's legal moves
      expect(before.some((m) => m.type === 'move' && m.legion === first.legion && m.to === first.to)).toBe(true);
      expect(r.state.phase).not.toBe('movement');
      expect(r.state.stateId).toBe(s.stateId + 1);
      expectSound(r.state);
      checked++;
    }
    expect(checked).toBe(6);
  });

  it('rules 28.3: at least in battles: a maneuver that runs out ends, the characters off the battleland are lost', () => {
    const { s } = engaged(['Centaur', 'Centaur'], ['Ogre', 'Ogre', 'Ogre']);
    const t = clocked(s, { turnClocks: CLOCKS });
    const running = godsClocks.turnClock(t);
    const battle = t.engagement?.battle;
    if (!running || !battle) throw new Error('no maneuver clock');
    expect(running.ms).toBe(120_000);
    expect(running.seat).toBe(battle.players[battle.active]);
    const r = timeUp(t, 'maneuver', running.seat as GodsSeat);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toEqual({ type: 'timeUp', seat: running.seat, clock: 'maneuver' });
    const after = r.state.engagement?.battle;
    // the maneuvering side had placed nobody: all its characters are lost
    const side = battle.active;
    expect(after?.pieces.filter((p) => p.side === side) ?? []).toEqual([]);
    expectSound(r.state);
    // another seat's clock does not run out
    const other = running.seat === 'red' ? 'green' : 'red';
    expect((x => (x.ok ? 'ok' : x.error.code))(timeUp(t, 'maneuver', other))).toBe('not-your-turn');
  });
});
