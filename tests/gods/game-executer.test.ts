// Gods of Titan, the Executer in the game (rules 16.5 Executer, A26): +1 PF for every enemy Lord or Master its legion
// slays, the slain as trophies in its player's Personal Pool where they cannot be used, both after the scoring and
// only when it survived; slain (or gone from the board), it comes back at PF 8 and the trophies go home. Positions as
// data; the battles end through the game's reducer (slaying.ts).
import { describe, expect, it } from 'vitest';
import { battleInput } from '../../engine/gods/engagement/battle-input.js';
import { godsHints } from '../../engine/gods/hints.js';
import { godsViewFor } from '../../engine/gods/view.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import { DUNGEON } from '../../engine/gods/board.js';
import { act, clearBoard, edit, expectSound, insistOnBattle, legal, place, started, step } from './game-helpers.js';
import { DESERT, engaged, passAftermath } from './game-battle-helpers.js';
import { fight, piece, strikeDown } from './slaying.js';

const seatOf = (s: GodsState, seat: GodsSeat) => s.players.find((p) => p.id === seat);
const pool = (s: GodsState, seat: GodsSeat, name: string) => seatOf(s, seat)?.pool[name] ?? 0;
const executerOf = (s: GodsState) => s.legions.flatMap((l) => l.pieces).find((p) => p.name === 'Executer');

/** An Executer with two Lions beats an Angel and an Ogre: the Executer slays the Angel, a Lion the Ogre. */
function angelSlain(): { before: GodsState; after: GodsState; attacker: string } {
  const { s, attacker } = engaged(['Executer', 'Lion', 'Lion'], ['Angel', 'Ogre']);
  const over = strikeDown(s, 'red', [[piece(s, 'defender', 'Angel').id, piece(s, 'attacker', 'Executer').id], [piece(s, 'defender', 'Ogre').id, piece(s, 'attacker', 'Lion').id]]);
  return { before: s, after: passAftermath(over), attacker };
}

/** Red's legion `marker` attacks a new green legion of `names` on the land it stands on, battle called. */
function nextBattle(s: GodsState, marker: string, names: readonly string[]): GodsState {
  const land = s.legions.find((l) => l.marker === marker)?.land ?? DESERT;
  const green = place(s, 'green', land, names);
  const fresh = edit(green.state, (d) => {
    d.fought = [];
    d.phase = 'engagement';
  });
  return insistOnBattle(act(fresh, 'red', { type: 'engage', attacker: marker, defender: green.marker }), 'red');
}

describe('rules 16.5 Executer: +1 PF for every enemy Lord or Master its legion slays, the slain as trophies', () => {
  it('rules 16.5 Executer: an Executer with two Lions beats an Angel and an Ogre: the Angel is a trophy in the winner\'s pool, not back in its owner\'s, and the Executer enters its next battle at PF 9', () => {
    const { before, after, attacker } = angelSlain();
    const executer = executerOf(after);
    expect(executer?.kills).toBe(1);
    expect(seatOf(after, 'red')?.trophies).toEqual([{ name: 'Angel', owner: 'green', executer: executer?.id }]);
    expect(pool(after, 'green', 'Angel')).toBe(pool(before, 'green', 'Angel')); // not back for re-use
    expect(pool(after, 'green', 'Ogre')).toBe(pool(before, 'green', 'Ogre') + 1); // the Ogre is (3.8)
    expect(pool(after, 'red', 'Angel')).toBe(pool(before, 'red', 'Angel')); // and nothing the winner may use
    expectSound(after);
    const next = nextBattle(after, attacker, ['Troll']);
    expect(next.engagement?.battle?.pieces.find((p) => p.id === executer?.id)?.power).toBe(9);
  });

  it('rules 16.5 Executer: the trophy shows in its holder\'s pool and the grown PF on its counter, to its player alone; no pool a rule reads holds it', () => {
    const { after, attacker } = angelSlain();
    const red = godsViewFor(after, 'red');
    expect(red.players.find((p) => p.id === 'red')?.trophies).toEqual([{ name: 'Angel', owner: 'green' }]);
    expect(red.players.find((p) => p.id === 'green')?.trophies).toBeNull();
    const legion = red.legions.find((l) => l.marker === attacker);
    expect(legion?.powers?.[legion.names.indexOf('Executer')]).toBe(9);
    expect(godsViewFor(after, 'green').legions.find((l) => l.marker === attacker)?.powers).toBeUndefined(); // hidden
    // 7.2, 7.3: what the Trade window may offer comes from the pool alone, never the trophies
    const own = red.players.find((p) => p.id === 'red')?.pool ?? {};
    for (const partner of godsHints(red).trade) for (const c of partner.give.characters) expect(c.count).toBe(own[c.name]);
    expect(battleInput(nextBattle(after, attacker, ['Troll']), { attacker: 'red', defender: 'green' })?.attacker.pieces.find((p) => p.name === 'Executer')?.power).toBe(9);
  });

  it('rules 16.5 Executer: the Executer slain, its trophies go back to their owners for re-use; a new Executer starts at PF 8', () => {
    const { after, attacker } = angelSlain();
    const s = nextBattle(after, attacker, ['Troll', 'Troll']);
    const executer = piece(s, 'attacker', 'Executer');
    const [t1, t2] = [piece(s, 'defender', 'Troll').id, piece(s, 'defender', 'Troll', 1).id];
    const over = strikeDown(s, 'red', [[executer.id, t1], [t1, piece(s, 'attacker', 'Lion').id], [t2, piece(s, 'attacker', 'Lion', 1).id]]);
    // 19: the winner revives its slain Executer for 50 Lifegems: a new counter, at its printed PF
    let done = edit(over, (d) => { d.players[0]!.lifegems = 50; });
    while (done.engagement?.aftermath) done = act(done, 'red', legal(done, 'red').find((m) => m.type === 'revive') ?? { type: 'pass' });
    expect(seatOf(done, 'red')?.trophies).toEqual([]);
    expect(pool(done, 'green', 'Angel')).toBe(pool(after, 'green', 'Angel') + 1);
    expect(executerOf(done)).toMatchObject({ name: 'Executer', hits: 0 });
    expect(executerOf(done)?.kills).toBeUndefined();
    expect(executerOf(done)?.id).not.toBe(executer.id);
    expectSound(done);
  });

  it('rules 16.5 Executer: only after the battle and only when it survived — its legion wins but it falls: no PF, no trophy', () => {
    const { s } = engaged(['Executer', 'Lion', 'Lion'], ['Angel', 'Ogre']);
    const executer = piece(s, 'attacker', 'Executer');
    const over = strikeDown(s, 'red', [[piece(s, 'defender', 'Angel').id, executer.id], [executer.id, piece(s, 'defender', 'Ogre').id], [piece(s, 'defender', 'Ogre').id, piece(s, 'attacker', 'Lion').id]]);
    const after = passAftermath(over);
    expect(seatOf(after, 'red')?.trophies).toEqual([]);
    expect(pool(after, 'green', 'Angel')).toBe(pool(s, 'green', 'Angel') + 1);
    expectSound(after);
  });

  it('rules 16.5 Executer: a Lord slain by its legion\'s other characters counts too ("the Executer\'s Legion has slain"); a slain Phantom grows it but is no trophy (24.5: it comes back)', () => {
    const s = fight(['Executer', 'Lion', 'Lion'], ['Phantom', 'Archangel', 'Ogre'], [[150, ['Troll', 'Troll']]]);
    const over = strikeDown(s, 'red', [
      [piece(s, 'defender', 'Phantom').id, piece(s, 'attacker', 'Lion').id],
      [piece(s, 'defender', 'Archangel').id, piece(s, 'attacker', 'Lion', 1).id],
    ]);
    const after = passAftermath(over);
    expect(executerOf(after)?.kills).toBe(2);
    expect(seatOf(after, 'red')?.trophies.map((t) => t.name)).toEqual(['Archangel']);
    expect(after.legions.find((l) => l.owner === 'green' && l.pieces.some((p) => p.name === 'Phantom'))?.land).toBe(150);
    expectSound(after);
  });

  it('rules 16.5 Executer, 11.8: a defending Executer that survives the time-out takes the Lords its legion slew', () => {
    const { s } = engaged(['Angel', 'Lion', 'Lion'], ['Executer', 'Ogre']);
    const over = strikeDown(s, 'red', [[piece(s, 'attacker', 'Angel').id, piece(s, 'defender', 'Executer').id]], 7);
    expect(over.engagement).toBeNull();
    expect(seatOf(over, 'green')?.trophies.map((t) => [t.name, t.owner])).toEqual([['Angel', 'red']]);
    expect(executerOf(over)?.kills).toBe(1);
    expectSound(over);
  });

  it('rules 16.5 Executer: a trophy never comes back while its Executer stands, even through an elimination of another legion', () => {
    const { after } = angelSlain();
    const { state, events } = step(edit(after, (d) => { d.phase = 'mustering'; }), 'red', { type: 'endTurn' });
    expect(seatOf(state, 'red')?.trophies).toHaveLength(1);
    expect(events.some((e) => e.type === 'trophiesReturned')).toBe(false);
  });

  it('rules 16.5 Executer, 24.6: a Titan held as a trophy cannot be used — its player cannot revive it in the Dungeon while the Executer holds it', () => {
    // red's Mustering Phase: his Phantom legion in the Dungeon, his Elemental in his pool, his Titan in his pool …
    let s = edit(clearBoard(started(4)), (d) => {
      d.round = 11;
      d.phase = 'mustering';
      d.active = 0;
    });
    s = place(s, 'red', DUNGEON, ['Phantom', 'Centaur']).state;
    const green = place(s, 'green', 104, ['Titan', 'Executer', 'Lion']);
    expect(legal(green.state, 'red').some((m) => m.type === 'reviveTitan')).toBe(true);
    // … or his Titan slain by green's Executer's legion: a trophy in green's pool
    const executer = green.state.legions.find((l) => l.marker === green.marker)?.pieces.find((p) => p.name === 'Executer');
    const held = edit(green.state, (d) => {
      d.players[0]!.pool.Titan = 0;
      d.players[1]!.trophies.push({ name: 'Titan', owner: 'red', executer: executer?.id ?? '' });
    });
    expectSound(held);
    expect(legal(held, 'red').some((m) => m.type === 'reviveTitan')).toBe(false);
  });
});
