// The Gods of Titan Normal AI's Movement Phase looks one turn ahead (rules 8.4: every legion must move, 6.2: never
// through an enemy legion) and keeps its Elementals out of harm's way (23.6, 23.7). Positions as data, round 14.
import { describe, expect, it } from 'vitest';
import { legionOf, type GodsState } from '../../engine/gods/state.js';
import { nextEnds, reachFrom } from '../../ai/gods/threat.js';
import { ELEMENTALS } from '../../engine/gods/roster.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { act, clearBoard, edit, place, started } from '../gods/game-helpers.js';
import { normalPick } from './gods-helpers.js';
import { godsCharacter } from '../../engine/gods/data/characters.js';

/** Red's whole Movement Phase played by the Normal AI: where the legion `marker` ends. */
function redMoves(s: GodsState, marker: string): number | undefined {
  for (let i = 0; i < 40 && s.phase === 'movement'; i++) s = act(s, 'red', normalPick(s, 'red'));
  expect(s.phase).not.toBe('movement');
  return legionOf(s, marker)?.land;
}

describe('Gods of Titan Normal AI: rules 8.4, the Master legion never ends where its every next move is forced', () => {
  /** Red's Titan legion on 135 may take green's lone Ogre on 118, whose only ways on (107, 117) blue's legions of seven
   * hold; the danger of blue's reach is the same on every land red may end on. */
  function trapped(): { s: GodsState; red: string } {
    let s = edit(clearBoard(started(3)), (d) => {
      d.round = 14;
    });
    const red = place(s, 'red', 135, ['Titan', 'Troll', 'Troll', 'Lion']);
    s = place(red.state, 'green', 118, ['Ogre']).state;
    const seven = ['Troll', 'Troll', 'Troll', 'Lion', 'Lion', 'Lion', 'Gargoyle'];
    s = place(place(place(s, 'blue', 107, seven).state, 'blue', 117, seven).state, 'blue', 124, ['Cyclops', 'Cyclops', 'Cyclops', 'Ogre', 'Ogre', 'Centaur', 'Gargoyle']).state;
    s = place(place(s, 'green', 250, ['Titan', 'Centaur']).state, 'blue', 260, ['Titan', 'Centaur']).state;
    return { s, red: red.marker };
  }

  it('from 118 every move of the Titan legion would end on blue (the position holds)', () => {
    const { s, red } = trapped();
    const view = godsViewFor(s, 'red');
    const legion = view.legions.find((l) => l.marker === red);
    if (!legion) throw new Error('no legion');
    expect([...nextEnds(view, legion, 118)].sort()).toEqual([107, 117]);
  });

  it('the Titan legion does not take the Ogre on 118 that would leave it forced onto a stronger legion', () => {
    const { s, red } = trapped();
    expect(redMoves(s, red)).not.toBe(118);
  });
});

describe('Gods of Titan Normal AI: rules 23.6, 23.7, a Titan-player keeps his Elemental out of the Darklord\'s reach', () => {
  /** Round 14 of 4 players: red's Elemental with a Troll on 135 may take green's two Ogres on 117, within reach of
   * black's legion of six on 107; lands out of its reach are open too. */
  function exposed(): { s: GodsState; red: string } {
    let s = edit(clearBoard(started(4)), (d) => {
      d.round = 14;
    });
    const elemental = ELEMENTALS.find((n) => (s.players.find((p) => p.id === 'red')?.pool[n] ?? 0) > 0) ?? 'Golem';
    const red = place(s, 'red', 135, [elemental, 'Troll', 'Troll']);
    s = place(red.state, 'green', 117, ['Ogre', 'Ogre']).state;
    s = place(s, 'black', 107, ['Headcracker', 'Headcracker', 'Plaque', 'Plaque', 'Shadow', 'Shadow']).state;
    s = place(place(place(s, 'red', 250, ['Titan', 'Centaur']).state, 'green', 253, ['Titan', 'Centaur']).state, 'blue', 256, ['Titan', 'Centaur']).state;
    return { s, red: red.marker };
  }

  it('the Elemental\'s legion does not end where the black legion could reach it next turn', () => {
    const { s, red } = exposed();
    const end = redMoves(s, red) ?? 135;
    expect(reachFrom(107).has(end)).toBe(false);
  });
});

describe('Gods of Titan Normal AI: rules 4.5, 23.6, a split never sends the Elemental away', () => {
  it('red\'s legion of seven splits off two Giants, not its Elemental, the weakest of the seven', () => {
    let s = edit(clearBoard(started(4)), (d) => {
      d.round = 14;
    });
    const elemental = ELEMENTALS.find((n) => (s.players.find((p) => p.id === 'red')?.pool[n] ?? 0) > 0) ?? 'Golem';
    const seven = place(s, 'red', 135, [elemental, 'Giant', 'Giant', 'Giant', 'Colossus', 'Colossus', 'Colossus']);
    s = place(place(seven.state, 'red', 250, ['Titan', 'Centaur']).state, 'green', 253, ['Titan', 'Centaur']).state;
    s = place(s, 'blue', 256, ['Titan', 'Centaur']).state;
    const split = normalPick(s, 'red');
    expect(split.type).toBe('split');
    const ids = split.type === 'split' ? (split.parts[0] ?? []) : [];
    const names = ids.map((id) => s.legions.flatMap((l) => l.pieces).find((p) => p.id === id)?.name ?? '');
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names.some((n) => godsCharacter(n)?.cls === 'elemental')).toBe(false);
  });
});
