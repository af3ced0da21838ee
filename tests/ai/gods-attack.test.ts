// The Gods of Titan Normal AI attacks what it outweighs and leaves alone what outweighs it (rules 8.2, 10: a move
// onto an enemy's land engages it), judging by what its view shows (the enemy's height; its own legion whole).
// Positions as data: round 11 (the treaty of 7.2 is over), red to move, green's legion one land away on 136.
import { describe, expect, it } from 'vitest';
import { CITY } from '../../engine/gods/board.js';
import { legionOf, type GodsState } from '../../engine/gods/state.js';
import { act, clearBoard, edit, place, started } from '../gods/game-helpers.js';
import { reachFrom } from '../../ai/gods/threat.js';
import { normalPick } from './gods-helpers.js';

interface Position {
  readonly red: readonly string[];
  readonly green: readonly string[];
}

/** Red's legion on 135 and green's on 136, both Titans elsewhere unless red's leads the attack. */
function position(p: Position): { s: GodsState; red: string } {
  let s = edit(clearBoard(started(3)), (d) => {
    d.round = 11;
  });
  const red = place(s, 'red', 135, p.red);
  s = place(red.state, 'green', 136, p.green).state;
  if (!p.red.includes('Titan')) s = place(s, 'red', CITY, ['Titan', 'Gargoyle']).state;
  s = place(place(s, 'green', 150, ['Titan', 'Centaur']).state, 'blue', 160, ['Titan', 'Centaur']).state;
  return { s, red: red.marker };
}

/** Red's whole Movement Phase played by the Normal AI: where the legion from 135 ends. */
function redMoves(p: Position): number | undefined {
  let { s, red } = position(p);
  for (let i = 0; i < 40 && s.phase === 'movement'; i++) {
    const a = normalPick(s, 'red');
    s = act(s, 'red', a);
  }
  expect(s.phase).not.toBe('movement');
  return legionOf(s, red)?.land;
}

describe('Gods of Titan Normal AI: which engagements it starts (rules 8.2, 10)', () => {
  const weak = ['Ogre', 'Ogre'];
  const strong = ['Troll', 'Troll', 'Troll', 'Lion', 'Lion', 'Lion', 'Gargoyle'];
  it('it attacks a clearly weaker enemy it can reach (its Titan legion of six onto a legion of two)', () => {
    expect(redMoves({ red: ['Titan', 'Lion', 'Lion', 'Troll', 'Troll', 'Gargoyle'], green: weak })).toBe(136);
    expect(redMoves({ red: ['Lion', 'Lion', 'Troll', 'Troll', 'Gargoyle'], green: weak })).toBe(136);
  });
  it('it does not attack a clearly stronger enemy (a legion of two next to one of seven)', () => {
    expect(redMoves({ red: ['Lion', 'Troll'], green: strong })).not.toBe(136);
    expect(redMoves({ red: ['Centaur', 'Gargoyle'], green: strong })).not.toBe(136);
  });
});

/** Red's legion from 135 has moved onto green's on 136 and engaged it (rules 6.3, 10.3): green answers. */
function greenAnswers(p: Position): string {
  let { s, red } = position(p);
  const green = s.legions.find((l) => l.owner === 'green' && l.land === 136)?.marker ?? '';
  s = act(s, 'red', { type: 'move', legion: red, to: 136, steps: 1, exit: null, teleport: null });
  s = act(act(s, 'red', { type: 'endMovement' }), 'red', { type: 'engage', attacker: red, defender: green });
  return normalPick(s, 'green').type;
}

describe('Gods of Titan Normal AI: how it answers an engagement (rules 10.4–10.6)', () => {
  it('a defender far weaker than its attacker flees (10.4); one stronger fights', () => {
    expect(greenAnswers({ red: ['Titan', 'Lion', 'Lion', 'Troll', 'Troll', 'Gargoyle'], green: ['Ogre', 'Ogre'] })).toBe('flee');
    expect(greenAnswers({ red: ['Centaur', 'Gargoyle'], green: ['Troll', 'Troll', 'Troll', 'Lion', 'Lion', 'Lion', 'Gargoyle'] })).toBe('fight');
  });
});

describe('Gods of Titan Normal AI: it hunts as the game goes on (rules 1.3: a game ends only when Titans fall; issue 22)', () => {
  /** Round `round`: red's strong legion on 135, green's weak one on 146 (two moves away), every Titan far off. */
  function hunt(round: number): { s: GodsState; red: string } {
    let s = edit(clearBoard(started(3)), (d) => {
      d.round = round;
    });
    const red = place(s, 'red', 135, ['Troll', 'Troll', 'Lion', 'Lion', 'Gargoyle']);
    s = place(red.state, 'green', 146, ['Ogre', 'Ogre']).state;
    s = place(place(place(s, 'red', 230, ['Titan', 'Gargoyle']).state, 'green', 233, ['Titan', 'Centaur']).state, 'blue', 236, ['Titan', 'Centaur']).state;
    return { s, red: red.marker };
  }

  it('round 40: a legion that outweighs an enemy it cannot reach this turn ends its move where the next one reaches it', () => {
    let { s, red } = hunt(40);
    expect(reachFrom(135).has(146)).toBe(false);
    for (let i = 0; i < 40 && s.phase === 'movement'; i++) s = act(s, 'red', normalPick(s, 'red'));
    const end = legionOf(s, red)?.land ?? 135;
    expect(end).not.toBe(135);
    expect(reachFrom(end).has(146)).toBe(true);
  });
});
