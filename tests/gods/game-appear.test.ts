// Gods of Titan, where the Phantom appears (rules 24.4, 24.5, A48): the player decides which of his land legions it
// appears in (an action of his; the game waits for it, a computer seat choosing by its own logic), a slain Phantom
// comes back in another land legion than the one it fell in — that one only when it is his last. Positions as data.
import { describe, expect, it } from 'vitest';
import { decideGods } from '../../ai/gods/decide.js';
import { godsActors, godsLegalActions } from '../../engine/gods/legal.js';
import { godsViewFor } from '../../engine/gods/view.js';
import type { GodsState } from '../../engine/gods/state.js';
import { act, clearBoard, edit, expectSound, insistOnBattle, legal, place, refusal, started, step } from './game-helpers.js';
import { DESERT, passAftermath } from './game-battle-helpers.js';
import { fight, piece, strikeDown } from './slaying.js';

const phantomAt = (s: GodsState): number | undefined => s.legions.find((l) => l.owner === 'green' && l.pieces.some((p) => p.name === 'Phantom'))?.land;

/** Green's Titan legion on the Desert concedes to red's attack in round 11; green's other legions: `others`. */
function titanConceded(others: readonly (readonly [number, readonly string[]])[]): { s: GodsState; markers: Map<number, string> } {
  let s = place(clearBoard(started(3)), 'red', 101, ['Titan']).state;
  const markers = new Map<number, string>();
  for (const [land, names] of others) {
    const placed = place(s, 'green', land, names);
    markers.set(land, placed.marker);
    s = placed.state;
  }
  const a = place(s, 'red', DESERT, ['Centaur', 'Lion']);
  const b = place(a.state, 'green', DESERT, ['Titan', 'Troll']);
  s = edit(b.state, (d) => {
    d.round = 11;
    d.phase = 'engagement';
    d.active = 0;
  });
  s = act(s, 'red', { type: 'engage', attacker: a.marker, defender: b.marker });
  return { s: passAftermath(act(s, 'green', { type: 'concede' })), markers };
}

describe('rules 24.4 the player decides which of his legions the Phantom appears in', () => {
  it('rules 24.4: the game waits for green to choose among his land legions (not his Tower legion); he picks the smaller one', () => {
    const { s, markers } = titanConceded([[150, ['Ogre', 'Troll', 'Lion']], [152, ['Ogre', 'Cyclops']]]);
    expect(s.appearing).toEqual([{ seat: 'green', master: 'Phantom', slainIn: null }]);
    expect(godsActors(s)).toEqual(['green']);
    expect(legal(s, 'green')).toEqual([{ type: 'appear', legion: markers.get(150) }, { type: 'appear', legion: markers.get(152) }]);
    expect(legal(s, 'red')).toEqual([]);
    expect(godsViewFor(s, 'blue').appearing).toEqual([{ seat: 'green', master: 'Phantom' }]); // public: the table waits for him
    expect(refusal(s, 'red', { type: 'endEngagements' })).toBe('not-your-turn');
    const tower = s.legions.find((l) => l.owner === 'green' && l.tower)?.marker ?? '';
    expect(refusal(s, 'green', { type: 'appear', legion: tower })).toBe('illegal');
    expectSound(s);
    const { state, events } = step(s, 'green', { type: 'appear', legion: markers.get(152) ?? '' });
    expect(phantomAt(state)).toBe(152);
    expect(events).toContainEqual({ type: 'phantom', seat: 'green', marker: markers.get(152) });
    expect(state.appearing).toEqual([]);
    expect(legal(state, 'red')).toEqual([{ type: 'endEngagements' }]);
    expectSound(state);
  });

  it('rules 24.4: with one land legion for it the Phantom appears there without a choice', () => {
    const { s } = titanConceded([[152, ['Ogre', 'Cyclops']]]);
    expect(s.appearing).toEqual([]);
    expect(phantomAt(s)).toBe(152);
  });

  it('rules 24.4: a computer seat chooses by its own logic, one of its legal choices', () => {
    const { s } = titanConceded([[150, ['Ogre', 'Troll', 'Lion']], [152, ['Ogre', 'Cyclops']]]);
    const legalActions = godsLegalActions(s, 'green');
    const { action } = decideGods('normal', { seat: 'green', view: godsViewFor(s, 'green'), legal: legalActions, events: [], memory: null }, { seed: 1 });
    expect(action.type).toBe('appear');
    expect(legalActions).toContainEqual(action);
  });
});

describe('rules 24.5 a slain Phantom is brought back into another land legion', () => {
  /** Green's Phantom legion wins its defence on the Desert, its Phantom slain (the Lion's strike) and red's Lion too. */
  function phantomFallsInVictory(others: readonly (readonly [number, readonly string[]])[]): GodsState {
    const s = fight(['Lion'], ['Phantom', 'Ogre', 'Troll', 'Cyclops'], others);
    const lion = piece(s, 'attacker', 'Lion');
    return passAftermath(strikeDown(s, 'red', [[piece(s, 'defender', 'Phantom').id, lion.id], [lion.id, piece(s, 'defender', 'Ogre').id]]));
  }

  it('rules 24.5: not into the winning legion it fell in, though that is the largest: into his other land legion', () => {
    const after = phantomFallsInVictory([[150, ['Ogre', 'Troll']]]);
    expect(phantomAt(after)).toBe(150);
    expect(after.legions.find((l) => l.land === DESERT)?.pieces.map((p) => p.name).sort()).toEqual(['Cyclops', 'Ogre', 'Troll']);
    expectSound(after);
  });

  it('rules 24.5: with two other land legions the player chooses between them, never the legion it fell in', () => {
    const after = phantomFallsInVictory([[150, ['Ogre', 'Troll']], [152, ['Gargoyle', 'Cyclops']]]);
    const winning = after.legions.find((l) => l.land === DESERT)?.marker;
    expect(after.appearing).toEqual([{ seat: 'green', master: 'Phantom', slainIn: winning }]);
    expect(legal(after, 'green').map((m) => (m.type === 'appear' ? after.legions.find((l) => l.marker === m.legion)?.land : null))).toEqual([150, 152]);
    expect(refusal(after, 'green', { type: 'appear', legion: winning ?? '' })).toBe('illegal');
  });

  it('rules 24.5: the legion it fell in is his last land legion: it comes back there, he is not destroyed', () => {
    const after = phantomFallsInVictory([]);
    expect(after.players.find((p) => p.id === 'green')?.out).toBe(false);
    expect(phantomAt(after)).toBe(DESERT);
    expectSound(after);
  });
});

describe('rules 23.7 the Dark-Titan appears in a black legion of the Darklord\'s choice', () => {
  /** Round 11, the Darklord's Engagement Phase: two Elementals destroyed, his legion beats red's holding the third on
   * the Desert (its Elemental slain by his strike); his Phantom waits with a Headcracker on 150. */
  function thirdElementalSlain(): { s: GodsState; phantomLegion: string; winner: string } {
    let s = clearBoard(started(4));
    const [first, second, third] = ['Asher', 'Golem', 'Zephyra'];
    s = edit(s, (d) => {
      for (const p of d.players) for (const e of [first, second, third]) delete p.pool[e];
      d.removed = { ...d.removed, [first]: 1, [second]: 1 };
      d.players[0]!.pool[third] = 1;
    });
    for (const [seat, land] of [['red', 101], ['green', 104], ['blue', 110]] as const) s = place(s, seat, land, ['Titan']).state;
    const phantom = place(s, 'black', 150, ['Phantom', 'Headcracker']);
    const dark = place(phantom.state, 'black', DESERT, ['Cerberus', 'Cerberus']);
    const red = place(dark.state, 'red', DESERT, [third, 'Ogre']);
    s = edit(red.state, (d) => {
      d.round = 11;
      d.phase = 'engagement';
      d.active = 3;
    });
    s = insistOnBattle(act(s, 'black', { type: 'engage', attacker: dark.marker, defender: red.marker }), 'black');
    const slain = strikeDown(s, 'black', [[piece(s, 'defender', third).id, piece(s, 'attacker', 'Cerberus').id], [piece(s, 'defender', 'Ogre').id, piece(s, 'attacker', 'Cerberus', 1).id]]);
    return { s: passAftermath(slain), phantomLegion: phantom.marker, winner: dark.marker };
  }

  it('rules 23.7: the game waits for the Darklord to choose among his land legions; the Dark-Titan replaces his Phantom', () => {
    const { s, phantomLegion, winner } = thirdElementalSlain();
    expect(s.darkTitanAppeared).toBe(true);
    expect(s.appearing).toEqual([{ seat: 'black', master: 'Dark-Titan', slainIn: null }]);
    expect(godsActors(s)).toEqual(['black']);
    expect(legal(s, 'black')).toEqual([{ type: 'appear', legion: phantomLegion }, { type: 'appear', legion: winner }]);
    expectSound(s);
    const { state, events } = step(s, 'black', { type: 'appear', legion: winner });
    expect(events).toContainEqual({ type: 'darkTitanAppears', marker: winner });
    const names = (marker: string) => state.legions.find((l) => l.marker === marker)?.pieces.map((p) => p.name);
    expect(names(winner)).toEqual(['Cerberus', 'Cerberus', 'Dark-Titan']);
    expect(names(phantomLegion)).toEqual(['Headcracker']); // 23.7: the Phantom removed from the game
    expect([state.removed.Phantom, state.players[3]?.pool.Phantom]).toEqual([1, 0]);
    expect(state.appearing).toEqual([]);
    expectSound(state);
  });
});
