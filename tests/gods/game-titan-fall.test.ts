// Gods of Titan, a battle that puts a player out of the game (rules 24.7, 24.8, 23.10, A26): the battle scored on the
// characters slain up to his Master's fall, the rest of his legion set aside and removed with his other legions at
// half their value and 5 Lifegems a character. Positions as data; the battles end through the game's reducer
// (slaying.ts).
import { describe, expect, it } from 'vitest';
import type { GodsEvent } from '../../engine/gods/events.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import { ELEMENTALS } from '../../engine/gods/roster.js';
import { act, clearBoard, edit, expectSound, legal, place, started, step } from './game-helpers.js';
import { concedeBattle, DESERT, passAftermath } from './game-battle-helpers.js';
import { engagementReward, legionValue } from '../../engine/gods/rules/scoring.js';
import { fight, piece, strikeDown } from './slaying.js';

const seatOf = (s: GodsState, seat: GodsSeat) => s.players.find((p) => p.id === seat);

describe('rules 24.8 scoring after the elimination of a Titan', () => {
  it('rules 24.8: an Executer and a Lion slay a Titan beside a Colossus: the Titan scores in full, the Colossus and the Tower legion at half (84 points, 40 Lifegems)', () => {
    const s = fight(['Executer', 'Lion'], ['Titan', 'Colossus']);
    const executer = piece(s, 'attacker', 'Executer');
    const over = strikeDown(s, 'red', [[piece(s, 'defender', 'Titan').id, executer.id]]);
    expect(over.engagement?.aftermath?.remnant).toEqual([piece(s, 'defender', 'Colossus').id]); // set aside
    const after = passAftermath(over);
    expect(seatOf(after, 'green')?.out).toBe(true);
    expect(after.legions.some((l) => l.owner === 'green')).toBe(false);
    // the battle: the slain Titan (PF 6 × SF 4 = 24, 10 Lifegems); then the Colossus set aside (40) and the Tower
    // legion (80) removed at half: 20 + 40, 5 Lifegems each (1 + 5 characters)
    expect([seatOf(after, 'red')?.score, seatOf(after, 'red')?.lifegems]).toEqual([24 + 20 + 40, 10 + 5 + 25]);
    expect(seatOf(after, 'red')?.trophies).toEqual([{ name: 'Titan', owner: 'green', executer: executer.id }]); // 16.5
    expectSound(after);
  });

  it('rules 24.8, 24.5: a Phantom slain with no other land legion left takes its player out: only the slain score in full', () => {
    const s = fight(['Lion', 'Lion'], ['Phantom', 'Troll', 'Ogre']);
    const over = strikeDown(s, 'red', [[piece(s, 'defender', 'Phantom').id, piece(s, 'attacker', 'Lion').id], [piece(s, 'defender', 'Ogre').id, piece(s, 'attacker', 'Lion', 1).id]]);
    const after = passAftermath(over);
    expect(seatOf(after, 'green')?.out).toBe(true);
    // slain: Phantom 6 × 2 = 12 and Ogre 12, 10 Lifegems each; set aside: the Troll 16 with the Tower legion 80 → 48
    expect([seatOf(after, 'red')?.score, seatOf(after, 'red')?.lifegems]).toEqual([12 + 12 + 48, 20 + 30]);
    expectSound(after);
  });

  it('rules 24.8: with no characters of his own left on the battleland the slayer scores nothing for the battle, only the removal', () => {
    const s = fight(['Executer'], ['Titan', 'Colossus']);
    const executer = piece(s, 'attacker', 'Executer');
    const over = strikeDown(s, 'red', [[piece(s, 'defender', 'Titan').id, executer.id], [executer.id, piece(s, 'defender', 'Colossus').id]]);
    const after = passAftermath(over);
    expect(seatOf(after, 'green')?.out).toBe(true);
    // green's legion "won" (the Colossus stands) but its player is out: no battle points to anybody; red is paid
    // half of what is removed: the Colossus (40) and the Tower legion (80), 6 characters
    expect([seatOf(after, 'green')?.score, seatOf(after, 'red')?.score, seatOf(after, 'red')?.lifegems]).toEqual([0, 60, 30]);
    expectSound(after);
  });

  it('rules 24.8: a Titan that becomes a Phantom (another land legion left) is scored as any battle: the whole legion in full', () => {
    const s = fight(['Lion', 'Lion'], ['Titan', 'Colossus'], [[150, ['Ogre', 'Troll']]]);
    const over = strikeDown(s, 'red', [[piece(s, 'defender', 'Titan').id, piece(s, 'attacker', 'Lion').id]]);
    const events: GodsEvent[] = [];
    let after = over;
    while (after.engagement?.aftermath) {
      const r = step(after, 'red', { type: 'pass' });
      events.push(...r.events);
      after = r.state;
    }
    expect(seatOf(after, 'green')?.out).toBe(false);
    expect(events).toContainEqual({ type: 'scored', seat: 'red', points: 24 + 40, lifegems: 20 });
    expect(after.legions.find((l) => l.land === 150)?.pieces.map((p) => p.name)).toContain('Phantom'); // 24.4: the only land legion
    expectSound(after);
  });

  it('rules 24.8, 21.1: the points of the removal count for the Lords: 150 + 24 for the battle + 60 for the removal reach 200, and an Angel joins the winning legion', () => {
    const s = edit(fight(['Executer', 'Lion'], ['Titan', 'Colossus']), (d) => { d.players[0]!.score = 150; });
    let after = strikeDown(s, 'red', [[piece(s, 'defender', 'Titan').id, piece(s, 'attacker', 'Executer').id]]);
    for (let n = 0; n < 5 && !legal(after, 'red').some((m) => m.type === 'takeLord'); n++) after = act(after, 'red', { type: 'pass' });
    const lord = legal(after, 'red').find((m) => m.type === 'takeLord' && m.lord === 'Angel' && after.legions.find((l) => l.marker === m.legion)?.land === DESERT);
    expect(lord).toBeDefined();
    expect(seatOf(after, 'red')?.score).toBe(150 + 24 + 60);
    const done = passAftermath(act(after, 'red', lord ?? { type: 'pass' }));
    expect(done.legions.find((l) => l.land === DESERT)?.pieces.map((p) => p.name).sort()).toEqual(['Angel', 'Executer', 'Lion']);
    expect(seatOf(done, 'red')?.score).toBe(234); // paid once
    expectSound(done);
  });

  it('rules 24.8, 21.1: a Titan\'s legion conceded with no way back — before the battle or in it — pays the removal before the Lords, as a battle that slays the Titan does: the same Lords offered', () => {
    const concession = engagementReward('concession', legionValue(['Titan', 'Colossus'], 0), 2).winner.points;
    const removal = 40; // green's Tower legion, worth 80, at half
    const start = 200 - concession - removal / 2; // the Lords' 200 reached only with the removal's points
    const open = edit(fight(['Lion', 'Lion'], ['Titan', 'Colossus'], [], 3, false), (d) => { d.players[0]!.score = start; });
    const noSummon = (s: GodsState): GodsState => act(s, 'red', { type: 'pass' }); // 18: his Tower's Angel stays
    const early = noSummon(act(open, 'green', { type: 'concede' }));
    const inBattle = noSummon(concedeBattle(act(open, 'red', { type: 'fight' }), 'green', 'red'));
    const lords = (s: GodsState) => legal(s, 'red').filter((m) => m.type === 'takeLord');
    for (const s of [early, inBattle]) {
      expect(s.engagement?.aftermath?.steps[0]).toBe('lords');
      expect(seatOf(s, 'red')?.score).toBe(start + concession + removal);
      expect(lords(s).some((m) => m.type === 'takeLord' && m.lord === 'Angel')).toBe(true);
    }
    expect(lords(early)).toEqual(lords(inBattle));
    const done = passAftermath(early);
    expect([seatOf(done, 'green')?.out, seatOf(done, 'red')?.score]).toEqual([true, start + concession + removal]); // paid once
    expectSound(done);
  });

  it('rules 1.3, 23.7, 24.8: the last two Titans slain in one battle — both players out, nobody wins', () => {
    let s = edit(clearBoard(started(4)), (d) => {
      d.round = 11;
      d.phase = 'engagement';
      d.active = 0;
      d.darkTitanAppeared = true;
      for (const p of d.players) {
        p.titanUncovered = true;
        for (const e of ELEMENTALS) {
          d.removed[e] = (d.removed[e] ?? 0) + (p.pool[e] ?? 0);
          delete p.pool[e];
        }
      }
      for (const seat of ['green', 'blue'] as const) {
        const p = d.players.find((x) => x.id === seat)!;
        for (const l of d.legions.filter((x) => x.owner === seat)) for (const c of l.pieces) d.removed[c.name] = (d.removed[c.name] ?? 0) + 1;
        d.legions = d.legions.filter((x) => x.owner !== seat);
        for (const [n, c] of Object.entries(p.pool)) d.removed[n] = (d.removed[n] ?? 0) + c;
        Object.assign(p, { pool: {}, markers: [], out: true });
      }
    });
    const red = place(s, 'red', DESERT, ['Titan', 'Lion']);
    const black = place(red.state, 'black', DESERT, ['Dark-Titan', 'Headcracker']);
    s = act(act(black.state, 'red', { type: 'engage', attacker: red.marker, defender: black.marker }), 'red', { type: 'fight' });
    const lion = piece(s, 'attacker', 'Lion').id;
    const headcracker = piece(s, 'defender', 'Headcracker').id;
    const over = strikeDown(s, 'red', [[piece(s, 'defender', 'Dark-Titan').id, lion], [headcracker, lion], [piece(s, 'attacker', 'Titan').id, headcracker]]);
    expect([over.phase, over.winner]).toEqual(['over', null]);
    expect(over.players.filter((p) => !p.out)).toEqual([]);
    expectSound(over);
  });
});

describe('rules 23.10 the Darklord destroyed with a Titan-player who still holds an Elemental', () => {
  const held = (s: GodsState, seat: GodsSeat): string[] => ELEMENTALS.filter((e) => (seatOf(s, seat)?.pool[e] ?? 0) > 0);

  it('rules 23.10, 16.5 Executer: an Executer slays a Titan before the appearance while its player holds an Elemental — the Darklord is out with him, unscored', () => {
    const s = fight(['Executer', 'Lion'], ['Titan', 'Colossus'], [], 4);
    expect(held(s, 'green')).toHaveLength(1);
    const after = passAftermath(strikeDown(s, 'red', [[piece(s, 'defender', 'Titan').id, piece(s, 'attacker', 'Executer').id]]));
    expect([seatOf(after, 'green')?.out, seatOf(after, 'black')?.out]).toEqual([true, true]);
    expect(after.legions.some((l) => l.owner === 'black')).toBe(false);
    // red is paid for green's removal (24.8), nothing for the Darklord's legions (23.10.1: "no score")
    expect(seatOf(after, 'red')?.score).toBe(24 + 20 + 40);
    expect(after.phase).not.toBe('over'); // red and blue play on
    expectSound(after);
  });

  it('rules 23.10 (DE "durch den Executer vernichtet"): a Phantom slain by Lions with no way back takes its player out, holding an Elemental, but not the Darklord', () => {
    const s = fight(['Lion', 'Lion'], ['Phantom', 'Troll'], [], 4);
    expect(held(s, 'green')).toHaveLength(1);
    const after = passAftermath(strikeDown(s, 'red', [[piece(s, 'defender', 'Phantom').id, piece(s, 'attacker', 'Lion').id]]));
    expect([seatOf(after, 'green')?.out, seatOf(after, 'black')?.out]).toEqual([true, false]);
    expect(after.legions.some((l) => l.owner === 'black')).toBe(true);
    expect(after.darkTitanAppeared).toBe(false); // two Elementals are still held
    expectSound(after);
  });
});

