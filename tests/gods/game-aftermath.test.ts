// Gods of Titan: the end of a fought engagement in the rules' order (10.7) — the winner's reinforcement (17),
// summoning (18), reviving Demilords (19), the points and Lifegems (20), the Lords (21), survivors healed and the
// slain back to their pools (3.8, 13.5); draws and the time-out (11.8). Positions as data (game-battle-helpers.ts).
import { describe, expect, it } from 'vitest';
import { endOfBattle } from '../../engine/gods/engagement/aftermath.js';
import { legionValue } from '../../engine/gods/rules/scoring.js';
import { draftOf, type GodsState } from '../../engine/gods/state.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import { act, clearBoard, edit, expectSound, legal, place, started, step } from './game-helpers.js';
import { concedeBattle, engaged, firstBattleMove, passAftermath, placeAll } from './game-battle-helpers.js';

const legionOf = (s: GodsState, marker: string) => s.legions.find((l) => l.marker === marker);
const pool = (s: GodsState, seat: string, name: string) => s.players.find((p) => p.id === seat)?.pool[name] ?? 0;
const seatOf = (s: GodsState, seat: string) => s.players.find((p) => p.id === seat);

/** `engaged`, green holding a Chimera from the neutral stock (a Demilord any winner may revive, 19). */
function engagedWithChimera(red: readonly string[], green: readonly string[]): ReturnType<typeof engaged> {
  const base = edit(clearBoard(started(3)), (d) => {
    d.neutralPool.Chimera = (d.neutralPool.Chimera ?? 0) - 1;
    d.players[1]!.pool.Chimera = (d.players[1]!.pool.Chimera ?? 0) + 1;
  });
  return engaged(red, green, { base });
}

/** Passes the aftermath's steps until `type` is offered (the test fails if it never is). */
function until(s: GodsState, type: string): GodsState {
  let state = s;
  for (let n = 0; n < 10; n++) {
    const seat = state.engagement?.aftermath?.seat;
    if (!seat) break;
    if (legal(state, seat).some((m) => m.type === type)) return state;
    state = act(state, seat, { type: 'pass' });
  }
  throw new Error(`${type} never offered`);
}

describe('Gods of Titan game: after a battle (rules 10.7)', () => {
  it('rules 20.3, 20.4, 13.5: the winner scores the loser\'s value and 10 Lifegems a character; its survivors heal', () => {
    const { s, attacker, defender } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre', 'Centaur']);
    const hurt = edit(s, (d) => {
      const b = d.engagement?.battle;
      if (d.engagement && b) d.engagement.battle = { ...b, pieces: b.pieces.map((p) => (p.side === 'attacker' ? { ...p, hits: 2 } : p)) };
    });
    const after = passAftermath(concedeBattle(hurt, 'green', 'red'));
    expect(after.engagement).toBeNull();
    expect(seatOf(after, 'red')?.score).toBe(legionValue(['Ogre', 'Ogre', 'Centaur'], 0));
    expect(seatOf(after, 'red')?.lifegems).toBe(30);
    expect(legionOf(after, attacker)?.pieces.map((p) => p.hits)).toEqual([0, 0]);
    expect(legionOf(after, defender)).toBeUndefined();
    expect(pool(after, 'green', 'Ogre')).toBe(pool(s, 'green', 'Ogre') + 2); // 3.8: back to the owner's pool
    expectSound(after);
  });

  it('rules 19: the loser\'s Demilords go to the winner, who revives one for 50 Lifegems into the winning legion', () => {
    const { s, attacker } = engagedWithChimera(['Lion', 'Lion'], ['Chimera', 'Ogre']);
    const rich = edit(s, (d) => { d.players[0]!.lifegems = 50; });
    const waiting = until(concedeBattle(rich, 'green', 'red'), 'revive');
    expect(waiting.engagement?.aftermath?.demilords).toEqual(['Chimera']);
    expect(legal(waiting, 'red')).toContainEqual({ type: 'revive', name: 'Chimera' });
    expectSound(waiting);
    const after = passAftermath(act(waiting, 'red', { type: 'revive', name: 'Chimera' }));
    expect(legionOf(after, attacker)?.pieces.map((p) => p.name)).toEqual(['Lion', 'Lion', 'Chimera']);
    expect(seatOf(after, 'red')?.lifegems).toBe(50 - 50 + 20); // revived before the 20.4 Lifegems are paid (10.7)
    expectSound(after);
  });

  it('rules 19, 10.7.4: a losing legion of Demilords only stands empty while they wait to be revived, eliminated when the aftermath ends', () => {
    const { s, defender } = engagedWithChimera(['Lion', 'Lion'], ['Chimera']);
    const rich = edit(s, (d) => { d.players[0]!.lifegems = 50; });
    const waiting = until(concedeBattle(rich, 'green', 'red'), 'revive');
    expect(legionOf(waiting, defender)?.pieces).toEqual([]);
    expectSound(waiting);
    expect(legionOf(passAftermath(waiting), defender)).toBeUndefined();
  });

  it('rules 19: a Demilord not revived goes into the winner\'s pool; on a draw back to its owner\'s', () => {
    const { s } = engagedWithChimera(['Lion', 'Lion'], ['Chimera', 'Ogre']);
    const kept = passAftermath(concedeBattle(s, 'green', 'red'));
    expect(pool(kept, 'red', 'Chimera')).toBe(pool(s, 'red', 'Chimera') + 1);
    expect(pool(kept, 'green', 'Chimera')).toBe(pool(s, 'green', 'Chimera'));
    const both = act(act(s, 'green', { type: 'battle', move: { type: 'concede' } }), 'red', { type: 'battle', move: { type: 'concede' } });
    expect(both.engagement).toBeNull();
    expect(both.legions.filter((l) => !l.tower && l.land === 103)).toEqual([]);
    expect(pool(both, 'green', 'Chimera')).toBe(pool(s, 'green', 'Chimera') + 1);
    expect(both.players.map((p) => p.score)).toEqual(s.players.map((p) => p.score)); // 20.4: a draw pays nothing
    expectSound(both);
  });

  it('rules 16.5 Executer (DE "nur der Executer seiner Farbe"): the loser\'s slain Executer goes back to its owner\'s pool — the winner may not revive it, nor keep it', () => {
    const { s, attacker } = engaged(['Lion', 'Lion'], ['Executer', 'Ogre']);
    const rich = edit(s, (d) => { d.players[0]!.lifegems = 50; });
    const won = concedeBattle(rich, 'green', 'red');
    expect(won.engagement?.aftermath?.demilords).toEqual([]);
    expect(legal(won, 'red').filter((m) => m.type === 'revive')).toEqual([]);
    const after = passAftermath(won);
    expect(legionOf(after, attacker)?.pieces.map((p) => p.name)).toEqual(['Lion', 'Lion']);
    expect(pool(after, 'red', 'Executer')).toBe(pool(s, 'red', 'Executer'));
    expect(pool(after, 'green', 'Executer')).toBe(pool(s, 'green', 'Executer') + 1); // 3.8: home, to be recruited again
    expect(seatOf(after, 'red')?.lifegems).toBe(50 + 20);
    expectSound(after);
    // the winner's own slain Executer he may still revive (19)
    const own = engaged(['Executer', 'Lion', 'Lion'], ['Ogre', 'Ogre']);
    const ownRich = edit(own.s, (d) => { d.players[0]!.lifegems = 50; });
    const slain = edit(ownRich, (d) => {
      const b = d.engagement?.battle;
      if (d.engagement && b) d.engagement.battle = { ...b, pieces: b.pieces.map((p) => (p.name === 'Executer' ? { ...p, hits: p.power, slain: true, slainBy: null } : p)) };
    });
    const waiting = until(concedeBattle(slain, 'green', 'red'), 'revive');
    expect(legal(waiting, 'red')).toContainEqual({ type: 'revive', name: 'Executer' });
  });

  it('rules 21: a score reaching 200 lets the winner put an Angel into the winning legion', () => {
    const { s, attacker } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre']);
    const near = edit(s, (d) => { d.players[0]!.score = 190; });
    const offered = until(concedeBattle(near, 'green', 'red'), 'takeLord');
    expect(legal(offered, 'red')).toContainEqual({ type: 'takeLord', lord: 'Angel', legion: attacker });
    const after = act(offered, 'red', { type: 'takeLord', lord: 'Angel', legion: attacker });
    expect(after.engagement).toBeNull();
    expect(legionOf(after, attacker)?.pieces.map((p) => p.name)).toContain('Angel');
    expect(pool(after, 'red', 'Angel')).toBe(pool(s, 'red', 'Angel') - 1);
    expectSound(after);
  });

  it('rules 17: the winning defender takes a reinforcement it qualifies for; none after the attacker\'s last concession (10.8)', () => {
    const { s, defender } = engaged(['Ogre', 'Ogre'], ['Lion', 'Lion']);
    const placed = placeAll(s, 'green');
    const entered = act(placed, 'red', firstBattleMove(placed, 'red', 'move'));
    const won = concedeBattle(entered, 'red', 'green');
    const lion = legal(won, 'green').find((m) => m.type === 'reinforce' && m.creature === 'Lion');
    if (!lion) throw new Error('no Lion offered');
    const after = passAftermath(act(won, 'green', lion));
    expect(legionOf(after, defender)?.pieces.map((p) => p.name)).toEqual(['Lion', 'Lion', 'Lion']);
    expectSound(after);
    const early = concedeBattle(placed, 'red', 'green');
    expect(legal(early, 'green').some((m) => m.type === 'reinforce')).toBe(false);
  });

  it('rules 18: the winning attacker summons a Lord from a legion not engaged; the emptied legion vanishes (18.4)', () => {
    const { s, attacker } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre']);
    const angel = place(s, 'red', 110, ['Angel']);
    const offered = concedeBattle(angel.state, 'green', 'red');
    const summon = legal(offered, 'red').find((m) => m.type === 'summon' && m.legion === angel.marker);
    if (!summon) throw new Error('no summon offered');
    const after = passAftermath(act(offered, 'red', summon));
    expect(legionOf(after, attacker)?.pieces.map((p) => p.name)).toEqual(['Lion', 'Lion', 'Angel']);
    expect(legionOf(after, angel.marker)).toBeUndefined(); // 18.4: the emptied legion vanishes
    expect(after.lastSummon).toEqual({ round: 11, seat: 'red' });
    expectSound(after);
  });

  it('rules 11.8: the time-out eliminates the attacker; the defender survives healed, and nobody scores', () => {
    const { s, attacker, defender } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre']);
    const battle = s.engagement?.battle;
    if (!battle) throw new Error('no battle');
    const ids = (side: string) => battle.pieces.filter((p) => p.side === side);
    const over = {
      ...battle,
      phase: 'over' as const,
      outcome: {
        result: { kind: 'time-out' as const },
        slain: { attacker: ids('attacker').map((p) => ({ id: p.id, name: p.name, side: p.side, cause: 'time-out' as const, by: null })), defender: [] },
        survivors: { attacker: [], defender: ids('defender').map((p) => ({ id: p.id, name: p.name, hits: 3 })) },
      },
    };
    const d = draftOf(s);
    const events: GodsEvent[] = [];
    endOfBattle(d, battle, over, events);
    const after = d as GodsState;
    expect(after.engagement).toBeNull();
    expect(legionOf(after, attacker)).toBeUndefined();
    expect(legionOf(after, defender)?.pieces.map((p) => p.hits)).toEqual([0, 0]);
    expect(after.players.map((p) => [p.score, p.lifegems])).toEqual(s.players.map((p) => [p.score, p.lifegems]));
    expect(events).toContainEqual(expect.objectContaining({ type: 'resolved', how: 'time-out', eliminated: [attacker] }));
    expectSound(after);
  });
});

describe('Gods of Titan game: a Tower legion beaten in battle (rules 25.3)', () => {
  it('rules 25.3: the attacker that wipes out a Tower legion captures the Tower', () => {
    let s = edit(engaged(['Lion'], ['Ogre'], { fight: false }).s, (d) => { d.engagement = null; });
    const strong = place(s, 'red', 105, ['Dragon', 'Dragon', 'Hydra', 'Colossus']);
    const tower = strong.state.legions.find((l) => l.land === 105 && l.tower);
    if (!tower) throw new Error('no Tower legion on 105');
    s = act(strong.state, 'red', { type: 'engage', attacker: strong.marker, defender: tower.marker });
    s = act(s, 'red', { type: 'fight' });
    const speaker = s.engagement?.battle?.players.defender as 'green';
    s = concedeBattle(s, speaker, 'red');
    const events: GodsEvent[] = [];
    for (let n = 0; s.engagement && n < 20; n++) {
      const r = step(s, 'red', { type: 'pass' });
      events.push(...r.events);
      s = r.state;
    }
    expect(legionOf(s, tower.marker)).toBeUndefined();
    expect(legionOf(s, strong.marker)?.land).toBe(105);
    expect(events).toContainEqual(expect.objectContaining({ type: 'towerCaptured', seat: 'red', land: 105, marker: strong.marker }));
    expectSound(s);
  });
});

describe('Gods of Titan game: the Executer (rules 24.7, A26)', () => {
  it('rules 24.7, A26: a Titan slain by the Executer itself takes its player out, the Executer\'s side paid (rules 24.8)', () => {
    let s = edit(engaged(['Lion'], ['Ogre'], { fight: false }).s, (d) => { d.engagement = null; });
    const titan = s.legions.find((l) => l.owner === 'green' && l.pieces.some((p) => p.name === 'Titan'));
    if (!titan) throw new Error('no green Titan legion');
    const red = place(s, 'red', titan.land, ['Executer', 'Lion']);
    s = act(red.state, 'red', { type: 'engage', attacker: red.marker, defender: titan.marker });
    s = act(s, 'red', { type: 'fight' });
    const battle = s.engagement?.battle;
    const executer = battle?.pieces.find((p) => p.name === 'Executer');
    const victim = battle?.pieces.find((p) => p.name === 'Titan');
    if (!battle || !executer || !victim) throw new Error('no battle');
    const over = {
      ...battle,
      phase: 'over' as const,
      outcome: {
        result: { kind: 'victory' as const, winner: 'attacker' as const, reason: 'master-slain' as const },
        slain: { attacker: [], defender: [{ id: victim.id, name: 'Titan', side: 'defender' as const, cause: 'strike' as const, by: executer.id }] },
        survivors: { attacker: battle.pieces.filter((p) => p.side === 'attacker').map((p) => ({ id: p.id, name: p.name, hits: 0 })), defender: [] },
      },
    };
    const d = draftOf(s);
    endOfBattle(d, battle, over, []);
    const after = passAftermath(d as GodsState);
    expect(seatOf(after, 'green')?.out).toBe(true);
    expect(after.legions.some((l) => l.owner === 'green')).toBe(false);
    expect(seatOf(after, 'red')?.score).toBeGreaterThan(seatOf(s, 'red')?.score ?? 0);
    expectSound(after);
  });
});
