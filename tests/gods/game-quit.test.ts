// Rules 28.11, quitting the game (docs/rules-notes-gods-game.md "28.11"): during his own Game-Turn a player gives up;
// his legions leave the game unscored, engaged ones scored as if conceded; then the end rules (1.3) apply.
import { describe, expect, it } from 'vitest';
import { godsActors } from '../../engine/gods/legal.js';
import { ELEMENTALS } from '../../engine/gods/roster.js';
import type { GodsState } from '../../engine/gods/state.js';
import { engaged } from './game-battle-helpers.js';
import { act, edit, expectSound, refusal, started, step } from './game-helpers.js';

/** The Elementals a seat holds, in its legions or its pool (23.10.1). */
const elementalsOf = (s: GodsState, seat: string): string[] => [
  ...s.legions.filter((l) => l.owner === seat).flatMap((l) => l.pieces.map((p) => p.name)),
  ...Object.entries(s.players.find((p) => p.id === seat)?.pool ?? {}).filter(([, n]) => n > 0).map(([name]) => name),
].filter((name) => (ELEMENTALS as readonly string[]).includes(name));
const scores = (s: GodsState): Record<string, [number, number]> => Object.fromEntries(s.players.map((p) => [p.id, [p.score, p.lifegems]]));

describe('rules 28.11 quitting the game', () => {
  it('rules 28.11 a player gives up during his own Game-Turn: his legions, pool, spells and Lifegems leave the game unscored', () => {
    const s = edit(started(3), (d) => {
      for (const p of d.players) p.lifegems = 20;
    });
    const red = s.players[0];
    expect(red?.id).toBe('red');
    const quit = step(s, 'red', { type: 'quit' });
    const after = quit.state.players[0];
    expect(after?.out).toBe(true);
    expect(after?.spells).toEqual([]);
    expect(after?.lifegems).toBe(0);
    expect(after?.pool).toEqual({});
    expect(quit.state.legions.some((l) => l.owner === 'red')).toBe(false);
    expect(quit.events.some((e) => e.type === 'scored')).toBe(false);
    expect(scores(quit.state).green).toEqual([0, 20]);
    expect(quit.events.slice(0, 1)).toEqual([{ type: 'quit', seat: 'red' }]);
    expect(godsActors(quit.state)).toEqual(['green']); // 6.5: the next player's turn
    expectSound(quit.state);
  });

  it('rules 28.11 only during his own Game-Turn, never for another seat', () => {
    const s = started(3);
    expect(refusal(s, 'green', { type: 'quit' })).toBe('not-your-turn');
    expect(refusal(s, 'red', { type: 'quit' })).toBe('ok');
  });

  it('rules 28.11 an engaged legion is scored as if its Engagement were conceded', () => {
    const { s, attacker } = engaged(['Ogre', 'Ogre', 'Cyclops'], ['Centaur', 'Centaur'], { fight: false });
    const conceded = act(act(s, 'green', { type: 'declineFlee' }), 'red', { type: 'concede' });
    const quit = step(s, 'red', { type: 'quit' });
    expect(quit.state.legions.some((l) => l.marker === attacker)).toBe(false);
    expect(scores(quit.state).green).toEqual(scores(conceded).green);
    expect(scores(quit.state).green?.[0]).toBeGreaterThan(0);
    expectSound(quit.state);
  });

  it('rules 28.11 an engagement the turn still owes counts as engaged too; legions elsewhere score nothing', () => {
    const { s } = engaged(['Ogre', 'Ogre', 'Cyclops'], ['Centaur', 'Centaur'], { fight: false });
    const owed = act(act(s, 'green', { type: 'declineFlee' }), 'red', { type: 'concede' }); // the open one resolved; none owed now
    const before = scores(owed).green;
    const quit = step(owed, 'red', { type: 'quit' });
    expect(scores(quit.state).green).toEqual(before);
    const notYet = edit(s, (d) => {
      d.engagement = null;
      d.fought = [];
    });
    expect(scores(step(notYet, 'red', { type: 'quit' }).state).green).toEqual(scores(act(act(s, 'green', { type: 'declineFlee' }), 'red', { type: 'concede' })).green);
  });

  it('rules 28.11 not in the middle of a battle: the Mover concedes it first (10.6)', () => {
    const { s } = engaged(['Ogre', 'Ogre'], ['Centaur', 'Centaur']);
    expect(s.engagement?.battle).not.toBeNull();
    expect(refusal(s, 'red', { type: 'quit' })).toBe('illegal');
  });

  it('rules 28.11 then the end rules apply (1.3): when one Titan is left, he wins', () => {
    let s = act(started(3), 'red', { type: 'quit' });
    expect(s.phase).not.toBe('over');
    s = act(s, 'green', { type: 'quit' });
    expect(s.phase).toBe('over');
    expect(s.winner).toBe('blue');
    expectSound(s);
  });

  it('rules 28.11, 23.10: a Titan-player who quits holding an Elemental does not take the Darklord with him (only the Executer does, DE 23.10)', () => {
    const s = edit(started(4), (d) => {
      d.active = d.players.findIndex((p) => p.id === 'green');
      d.phase = 'movement';
    });
    expect(elementalsOf(s, 'green')).toHaveLength(1);
    const after = act(s, 'green', { type: 'quit' });
    expect(after.players.map((p) => [p.id, p.out])).toEqual([['red', false], ['green', true], ['blue', false], ['black', false]]);
    expect(after.legions.some((l) => l.owner === 'black')).toBe(true);
    expectSound(after);
  });

  it('rules 28.11, 23.7: the last Elemental leaving the game with a quitter is no longer in play — the Dark-Titan appears', () => {
    const s = edit(started(4), (d) => {
      d.active = d.players.findIndex((p) => p.id === 'green');
      d.phase = 'movement';
      for (const l of d.legions.filter((x) => x.owner !== 'green')) {
        for (const p of l.pieces.filter((c) => (ELEMENTALS as readonly string[]).includes(c.name))) d.removed[p.name] = 1; // destroyed (23.6)
        l.pieces = l.pieces.filter((c) => !(ELEMENTALS as readonly string[]).includes(c.name));
      }
    });
    expect([elementalsOf(s, 'green').length, ELEMENTALS.filter((e) => s.removed[e] === 1).length]).toEqual([1, 2]);
    const after = act(s, 'green', { type: 'quit' });
    expect(after.darkTitanAppeared).toBe(true);
    expect(after.players.find((p) => p.id === 'black')?.out).toBe(false);
    expectSound(after);
  });

  it('rules 28.11 offers of a player who quits lapse with him (7.1)', () => {
    const s = edit(started(3), (d) => {
      for (const p of d.players) p.lifegems = 20;
    });
    const offered = act(s, 'green', { type: 'offerTrade', to: 'red', gives: { lifegems: 5, spells: [], characters: [], permissions: [] }, asks: { lifegems: 0, spells: [], characters: [], permissions: [] } });
    const quit = step(offered, 'red', { type: 'quit' });
    expect(quit.state.offers).toBeUndefined();
    expect(quit.events).toContainEqual({ type: 'tradeClosed', from: 'green', to: 'red', how: 'lapsed', audience: ['green', 'red'] });
  });
});
