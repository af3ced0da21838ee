// Gods of Titan: an engagement fought (rules 10.5, 10.8, 11, 15.2) — the battle called, held by the game while it
// runs, its actions passed through the game's reducer, each seat's view of it, and its dice from the game's PRNG.
import { describe, expect, it } from 'vitest';
import { godsActors } from '../../engine/gods/legal.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { act, expectSound, legal, refusal, step } from './game-helpers.js';
import { battleMoves, concedeBattle, engaged, firstBattleMove, passAftermath, placeAll } from './game-battle-helpers.js';

describe('Gods of Titan game: the battle (rules 10.8)', () => {
  it('rules 10.5: either side may insist on battle while no agreement waits for an answer', () => {
    const { s: open } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre'], { fight: false });
    expect(legal(open, 'green')).toContainEqual({ type: 'fight' }); // 10.4: the defender's demand declines flight
    const s = act(open, 'green', { type: 'declineFlee' });
    expect(legal(s, 'red')).toContainEqual({ type: 'fight' });
    expect(legal(s, 'green')).toContainEqual({ type: 'fight' });
    const proposed = act(s, 'red', { type: 'propose', eliminates: 'defender' });
    expect(legal(proposed, 'green')).not.toContainEqual({ type: 'fight' });
    expect(refusal(proposed, 'green', { type: 'fight' })).toBe('illegal');
  });

  it('rules 10.8: the battle reveals both legions and starts with the defender placing; flight is over (rules 10.4)', () => {
    const { s: before } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre'], { fight: false });
    const { state: s, events } = step(before, 'green', { type: 'fight' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'battle', land: 'Desert', attacker: ['Lion', 'Lion'], defender: ['Ogre', 'Ogre'] }));
    const battle = s.engagement?.battle;
    expect(battle?.active).toBe('defender');
    expect(battle?.players).toEqual({ attacker: 'red', defender: 'green' });
    expect(godsActors(s)).toEqual(['green']);
    expect(battleMoves(s, 'green').some((m) => m.move.type === 'move')).toBe(true);
    expect(legal(s, 'green')).not.toContainEqual({ type: 'flee' });
    expectSound(s);
  });

  it('rules 11: battle actions pass through the game reducer for the seat to act; others are refused', () => {
    const { s } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre']);
    const move = firstBattleMove(s, 'green', 'move');
    expect(refusal(s, 'red', move)).toBe('not-your-turn');
    expect(refusal(s, 'blue', move)).toBe('not-your-turn');
    const next = act(s, 'green', move);
    expect(next.engagement?.battle?.pieces.some((p) => p.side === 'defender' && p.hex !== null)).toBe(true);
  });

  it('rules 10.6: the attacker may still concede before placing (10.8 step 6); the defender wins', () => {
    const { s, defender } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre']);
    const done = placeAll(s, 'green');
    expect(done.engagement?.battle?.active).toBe('attacker');
    const after = concedeBattle(done, 'red', 'green');
    expect(after.engagement).toBeNull();
    expect(after.legions.find((l) => l.marker === defender)?.pieces.map((p) => p.name)).toEqual(['Ogre', 'Ogre']);
    expectSound(after);
  });

  it('rules 15.2, 10.8: the battle is handed each side\'s spells; a side sees only its own, other seats not the battle, nobody the dice', () => {
    const { s } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre']);
    const held = (viewer: string | null) => godsViewFor(s, viewer).engagement?.battle?.addons.spells?.held;
    expect(held('red')?.attacker).toEqual(s.players[0]?.spells);
    expect(held('red')?.defender.every((x) => x === 'hidden')).toBe(true);
    expect(held('green')?.defender).toEqual(s.players[1]?.spells);
    expect(held('green')?.attacker.every((x) => x === 'hidden')).toBe(true);
    expect(godsViewFor(s, 'blue').engagement).toMatchObject({ fighting: true, battle: null, aftermath: null }); // 10.8.4: revealed to the two sides
    for (const viewer of ['red', 'green', 'blue', null]) expect(JSON.stringify(godsViewFor(s, viewer).engagement)).not.toContain('"rng"');
  });

  it('the battle\'s dice are the game\'s PRNG: the game takes them back when it ends', () => {
    const { s } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre']);
    expect(s.engagement?.battle?.rng).toEqual(s.rng);
    const after = passAftermath(concedeBattle(s, 'green', 'red'));
    expect(after.engagement).toBeNull();
    expect(after.rng).toEqual(s.rng); // a concession rolls nothing
  });
});
