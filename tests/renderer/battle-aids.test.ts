// The battle aids every game's screen shares (issue 21), read from the engines' own events: the dice of every strike
// grouped by battle round and the last roll (renderer/lib/battle-dice.ts), and the battle result window's summary
// (renderer/lib/battle-summary.ts) — a Gods of Titan battle fought through the engine to its end, seen by one seat,
// and a TITAN battle's events; the window opens only as the end of a battle the screen drew arrives.
import { describe, expect, it } from 'vitest';
import type { GodsEvent } from '../../engine/gods/events.js';
import type { GameEvent } from '../../engine/titan/events.js';
import { diceRounds, lastRoll, type DiceMark } from '../../renderer/lib/battle-dice.js';
import { BattleEndWatch, resultShown, type DrawnBattle } from '../../renderer/lib/battle-summary.js';
import { appendedLogs, type SeatLogs } from '../../renderer/lib/seat-logs.js';
import { endsBattle, godsBattleFacts, godsDiceMarks, namesInLog, startsBattle, type SeenBattle } from '../../renderer/gods/battle-facts.js';
import { titanBattleFacts, titanDiceMarks, titanEndsBattle, type SeenTitanBattle } from '../../renderer/lib/titan-battle.js';
import { engaged } from '../gods/game-battle-helpers.js';
import { step } from '../gods/game-helpers.js';
import { fightOut, seen } from './gods-fight.js';

describe('the battle aids: dice and the battle result', () => {
  const fight = fightOut(engaged(['Lion', 'Lion', 'Centaur'], ['Ogre', 'Gorgon']).s);
  const red = seen('red', fight.events);

  it('every strike of a Gods battle the seat sees is in its dice history, by battle round, newest first, each die as rolled', () => {
    const strikes = red.flatMap((e) => (e.type === 'battleStep' ? e.events.filter((b) => b.type === 'strike') : []));
    expect(strikes.length).toBeGreaterThanOrEqual(2);
    const rounds = diceRounds(godsDiceMarks(red));
    expect(rounds.flatMap((r) => r.strikes).length).toBe(strikes.length);
    expect(rounds.map((r) => r.round)).toEqual([...rounds.map((r) => r.round)].sort((a, b) => b - a));
    for (const r of rounds) for (const s of r.strikes) expect(s.hits).toBe(s.dice.filter((d) => d >= s.strikeNumber).length);
    // a seat not in the battle sees none of its dice (the engine shows the battle to its two sides)
    expect(diceRounds(godsDiceMarks(seen('blue', fight.events)))).toEqual([]);
  });

  it('a slain character keeps its name in the dice history after it has left the battle (never its piece id)', () => {
    const slain = red.flatMap((e) => (e.type === 'battleStep' ? e.events.flatMap((b) => (b.type === 'slain' ? [b] : [])) : []));
    expect(slain.length).toBeGreaterThan(0);
    const names = namesInLog(red);
    for (const b of slain) expect(names.get(b.piece)).toBe(fight.battle.pieces.find((p) => p.id === b.piece)?.name);
  });

  it('the last roll is the newest strike and those of its phase, still shown after that strike ended its phase', () => {
    const marks = godsDiceMarks(red);
    const newest = marks.findLastIndex((m) => m.kind === 'strike');
    expect(newest).toBeGreaterThan(0);
    const strikeOf = (m: DiceMark | undefined) => (m?.kind === 'strike' ? m.strike : null);
    const roll = lastRoll(marks);
    expect(roll[roll.length - 1]).toBe(strikeOf(marks[newest]));
    // a phase began after a strike: the roll stays until the next strike
    const cut = marks.findIndex((m, i) => m.kind === 'phase' && marks[i - 1]?.kind === 'strike');
    expect(cut).toBeGreaterThan(0);
    expect(lastRoll(marks.slice(0, cut + 1)).length).toBeGreaterThan(0);
    expect(lastRoll(marks.slice(0, cut + 1), 1)).toEqual([strikeOf(marks[cut - 1])]);
    // a new battle starts with no roll
    expect(lastRoll([...marks, { kind: 'battle' }])).toEqual([]);
  });

  it('the result of a won Gods battle holds the winner, each side\'s losses by character, what it scored and what joined', () => {
    const end = red.findIndex(endsBattle);
    expect(red[end]?.type).toBe('resolved'); // the window waits for the winner's choices after the battle (10.7)
    const over = red.find((e) => e.type === 'battleOver');
    const facts = godsBattleFacts(red, end, fight.battle);
    if (!facts || over?.type !== 'battleOver' || over.result.kind !== 'victory') throw new Error('no facts of a won battle');
    expect(facts.result).toEqual(over.result);
    expect(facts.winner).toBe(over.result.winner);
    // the losses are the characters each side had that did not come out of the battle
    const stepEvents = red.flatMap((e) => (e.type === 'battleStep' ? e.events : []));
    const gone = new Set(stepEvents.flatMap((b) => (b.type === 'removed' ? b.pieces : b.type === 'slain' ? [b.piece] : [])));
    for (const side of ['attacker', 'defender'] as const) {
      const expected = fight.battle.pieces.filter((p) => p.side === side && gone.has(p.id)).map((p) => p.name).sort();
      expect(facts.lost[side].slice().sort()).toEqual(expected);
    }
    expect(facts.lost[over.result.winner === 'attacker' ? 'defender' : 'attacker'].length).toBeGreaterThan(0);
    // points and Lifegems once, and the Lord summoned after the battle (18) as what joined
    expect(facts.scored.map((e) => e.type)).toEqual(['scored']);
    expect(facts.joined.map((e) => e.type)).toEqual(['summoned']);
    // no battle's end before an index: nothing to sum up
    expect(godsBattleFacts(red, red.findIndex((e) => e.type === 'battleOver') - 1, fight.battle)).toBeNull();
  });

  it('a Gods battle both sides conceded is a draw with no winner, every character lost', () => {
    let s = engaged(['Lion', 'Centaur'], ['Ogre']).s;
    const events: GodsEvent[] = [];
    const e = s.engagement;
    if (!e?.battle) throw new Error('no battle');
    const battle: SeenBattle = { land: e.land, legions: { attacker: e.attacker, defender: e.defender }, owners: e.battle.owners, pieces: e.battle.pieces.map((p) => ({ id: p.id, name: p.name, side: p.side })) };
    for (const seat of ['red', 'green'] as const) {
      const r = step(s, seat, { type: 'battle', move: { type: 'concede' } });
      events.push(...r.events);
      s = r.state;
    }
    const log = seen('green', events);
    const facts = godsBattleFacts(log, log.findIndex(endsBattle), battle);
    expect(facts?.winner).toBeNull();
    expect(facts?.result).toEqual({ kind: 'draw', reason: 'both-conceded' });
    expect([facts?.lost.attacker.slice().sort(), facts?.lost.defender]).toEqual([['Centaur', 'Lion'], ['Ogre']]);
  });

  it('the window opens as the end of the battle the screen drew arrives — not for an end already in the log, another seat\'s, a battle it never drew, or an older battle\'s end while one is drawn', () => {
    const end = red.findIndex(endsBattle);
    const before = red.slice(0, end);
    const watch = (): BattleEndWatch<DrawnBattle, GodsEvent> => new BattleEndWatch<DrawnBattle, GodsEvent>(startsBattle, endsBattle);
    const drawn = (defender: string, ...ids: string[]): DrawnBattle => ({ land: 103, legions: { attacker: 'red-4', defender }, pieces: ids.map((id) => ({ id })) });
    const battle = drawn('green-4', 'p1', 'p2');
    const nextBattle = drawn('green-5', 'p9');
    const live = watch();
    expect(live.observe('red', before)).toBeNull();
    live.drawing(battle);
    expect(live.observe('red', before)).toBeNull();
    live.drawing(drawn('green-4', 'p2')); // p1 left the battleland: it is still remembered, to be named as a loss
    live.drawing(null); // the view left the battle as it ended: the battle is still remembered
    expect(live.observe('red', red)).toEqual({ seat: 'red', end, battle: drawn('green-4', 'p2', 'p1') });
    expect(live.observe('red', [...red, ...red])).toBeNull(); // once per battle drawn
    const late = watch();
    late.drawing(null);
    expect(late.observe('red', red)).toBeNull(); // the screen first looked after the end (a reload)
    const other = watch();
    other.drawing(battle);
    expect(other.observe('green', before)).toBeNull();
    other.drawing(null);
    expect(other.observe('red', red)).toBeNull(); // the seat changed: its log is read from now on
    const never = watch();
    expect(never.observe('red', before)).toBeNull();
    expect(never.observe('red', red)).toBeNull();
    // a reload in a later battle: the log comes after the view and holds an older battle's end; the next end opens it
    const start: GodsEvent = { type: 'battle', land: 'Desert', at: 103, attacker: [], defender: [] };
    const older = [start, ...red];
    const reload = watch();
    expect(reload.observe('red', [])).toBeNull();
    reload.drawing(nextBattle);
    expect(reload.observe('red', [...older, start])).toBeNull();
    reload.drawing(null);
    expect(reload.observe('red', [...older, start, ...red])).toEqual({ seat: 'red', end: older.length + 1 + end, battle: nextBattle });
  });

  it('the window opens in a long game too: a seat\'s log that is full (its oldest events dropped as new ones come) still brings the end', () => {
    const limit = 50;
    const filler: GodsEvent = { type: 'battle', land: 'Desert', at: 101, attacker: [], defender: [] };
    const ends = red.filter(endsBattle).length;
    expect(ends).toBe(1);
    const drawn: DrawnBattle = { land: 103, legions: { attacker: 'red-4', defender: 'green-4' }, pieces: [{ id: 'p1' }] };
    const watch = new BattleEndWatch<DrawnBattle, GodsEvent>(startsBattle, endsBattle);
    let logs: SeatLogs<GodsEvent> = appendedLogs({}, 'red', ['red', 'green'], Array.from({ length: limit }, () => ({ ...filler })), limit);
    expect(watch.observe('red', logs.red ?? [])).toBeNull();
    watch.drawing(drawn);
    const opened: number[] = [];
    // the battle's events arrive a few at a time, as pushes bring them; the log stays at its limit all along
    for (let i = 0; i < red.length; i += 3) {
      logs = appendedLogs(logs, 'red', ['red', 'green'], red.slice(i, i + 3), limit);
      expect(logs.red).toHaveLength(limit);
      const r = watch.observe('red', logs.red ?? []);
      if (r) opened.push(i);
      if (r) expect(r.battle).toEqual(drawn);
    }
    expect(opened).toHaveLength(1);
  });

  it('the window is the seat\'s own, never behind a hand-off, and waits while the after-battle choices are made', () => {
    const ended = { seat: 'red', end: 3, battle: { land: 103, legions: { attacker: 'red-4', defender: 'green-4' }, pieces: [] } };
    expect(resultShown(ended, 'red', false, false)).toBe(ended);
    expect(resultShown(ended, 'green', false, false)).toBeNull();
    expect(resultShown(ended, 'red', true, false)).toBeNull();
    expect(resultShown(ended, 'red', false, true)).toBeNull();
    expect(resultShown(null, 'red', false, false)).toBeNull();
  });

  it('TITAN\'s strikes read the same way, and its result holds winner, losses, points and the angel acquired', () => {
    const strike = (piece: string, target: string, dice: number[], rangestrike = false): GameEvent => ({ type: 'strike', piece, target, dice, strikeNumber: 4, hits: dice.filter((d) => d >= 4).length, rangestrike });
    const log: GameEvent[] = [
      { type: 'engage', land: 5, attacker: 'Rd01', defender: 'Bu02' },
      { type: 'battleStart', land: 5, terrain: 'Plains', attacker: 'Rd01', defender: 'Bu02', entry: 'Bottom' },
      { type: 'battlePhase', round: 1, active: 'defender', phase: 'strike' },
      strike('d1', 'a1', [1, 5]),
      { type: 'battlePhase', round: 2, active: 'attacker', phase: 'strike' },
      strike('a1', 'd1', [6, 6, 2], true),
      { type: 'slain', piece: 'd1', creature: 'Ogre', side: 'defender' },
      { type: 'removed', pieces: ['d1', 'd2'] },
      { type: 'battleEnd', winner: 'Rd01', reason: 'elimination' },
      { type: 'engagementResolved', land: 5, winner: 'Rd01', points: 12, player: 'p1' },
      { type: 'acquire', marker: 'Rd01', creature: 'Angel' },
      { type: 'turnStart', player: 'p2', round: 3 },
      { type: 'acquire', marker: 'Rd01', creature: 'Archangel' },
    ];
    const rounds = diceRounds(titanDiceMarks(log));
    expect(rounds.map((r) => [r.round, r.strikes.length])).toEqual([[2, 1], [1, 1]]);
    expect(lastRoll(titanDiceMarks(log)).map((s) => s.rangestrike)).toEqual([true]);
    const battle: SeenTitanBattle = {
      land: 5, terrain: 'Plains', legions: { attacker: 'Rd01', defender: 'Bu02' }, players: { attacker: 'Ann', defender: 'Bob' }, colors: { attacker: '#f00', defender: '#00f' },
      pieces: [{ id: 'a1', creature: 'Lion', side: 'attacker' }, { id: 'd2', creature: 'Troll', side: 'defender' }], // d1 left the view: its slaying names it
    };
    const end = log.findIndex(titanEndsBattle);
    const facts = titanBattleFacts(log, end, battle);
    expect([facts?.winner, facts?.lost]).toEqual(['attacker', { attacker: [], defender: ['Ogre', 'Troll'] }]);
    expect(facts?.over).toBe(log[end]);
    expect(facts?.scored.map((e) => e.type)).toEqual(['engagementResolved']);
    expect(facts?.joined).toEqual([log[10]]); // the Angel; the Archangel came in a later turn
  });

  it('§14 in TITAN\'s result: a reinforcement that could not enter went back to the caretaker — neither a loss nor joined', () => {
    const log: GameEvent[] = [
      { type: 'battleStart', land: 5, terrain: 'Plains', attacker: 'Rd01', defender: 'Bu02', entry: 'Bottom' },
      { type: 'reinforce', marker: 'Bu02', creature: 'Lion', recruiters: ['Lion'] },
      { type: 'reinforcementReturned', piece: 'd4', creature: 'Lion' },
      { type: 'slain', piece: 'a1', creature: 'Ogre', side: 'attacker' },
      { type: 'removed', pieces: ['a1'] },
      { type: 'battleEnd', winner: 'Bu02', reason: 'elimination' },
      { type: 'engagementResolved', land: 5, winner: 'Bu02', points: 12, player: 'p2' },
    ];
    const battle: SeenTitanBattle = {
      land: 5, terrain: 'Plains', legions: { attacker: 'Rd01', defender: 'Bu02' }, players: { attacker: 'Ann', defender: 'Bob' }, colors: { attacker: '#f00', defender: '#00f' },
      pieces: [{ id: 'a1', creature: 'Ogre', side: 'attacker' }, { id: 'd1', creature: 'Lion', side: 'defender' }, { id: 'd4', creature: 'Lion', side: 'defender' }],
    };
    const facts = titanBattleFacts(log, log.findIndex(titanEndsBattle), battle);
    expect([facts?.winner, facts?.lost]).toEqual(['defender', { attacker: ['Ogre'], defender: [] }]);
    expect(facts?.joined).toEqual([]);
  });
});
