// The Gods of Titan Normal AI and the Darktower legions (rules 23.9: once the Dark-Titan has appeared, the Darklord's
// Darktower legions may leave their Towers and move as any land legion): a Titan-player weighs them as threats to his
// Master's legion (ai/gods/threat.ts threatsTo). Positions as data: round 13 of 4 players, red to move, red's Titan
// legion on 210 beside the Darktower on 202 (Plaques, Chimera, Warlock and three Tombdiggers, A23) — the position
// of 9 of the 40 all-Normal games of seed 7500, in which the Darktower legion came out and slew the Titan.
import { describe, expect, it } from 'vitest';
import { legionOf, type GodsState } from '../../engine/gods/state.js';
import { reachFrom, threatsTo } from '../../ai/gods/threat.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { act, clearBoard, edit, place, started } from '../gods/game-helpers.js';
import { normalPick } from './gods-helpers.js';

const DARKTOWER = 202;

/** Red's Titan legion on 210, the Darktower legion of 202 seven high; `appeared`: whether the Dark-Titan has;
 * `markers`: the Darklord's markers in hand, when not the game's own. */
function position(appeared: boolean, markers?: string[]): { s: GodsState; red: string } {
  let s = edit(clearBoard(started(4)), (d) => {
    d.round = 13;
    d.darkTitanAppeared = appeared;
    const tower = d.legions.find((l) => l.land === DARKTOWER && l.owner === 'black');
    const black = d.players.find((p) => p.id === 'black');
    if (!tower || !black) throw new Error('no Darktower');
    if (markers) black.markers = markers;
    for (let i = 0; i < 3; i++) {
      black.pool.Tombdigger = (black.pool.Tombdigger ?? 0) - 1;
      tower.pieces = [...tower.pieces, { id: `p${d.nextPiece++}`, name: 'Tombdigger', hits: 0 }];
    }
  });
  const red = place(s, 'red', 210, ['Titan', 'Cyclops', 'Warbear', 'Behemoth', 'Cyclops']);
  s = place(place(red.state, 'green', 150, ['Titan', 'Centaur']).state, 'blue', 153, ['Titan', 'Centaur']).state;
  s = place(s, 'black', 350, ['Phantom', 'Headcracker']).state;
  return { s, red: red.marker };
}

/** Red's whole Movement Phase played by the Normal AI: where the legion `marker` ends. */
function redMoves(s: GodsState, marker: string): number | undefined {
  for (let i = 0; i < 40 && s.phase === 'movement'; i++) s = act(s, 'red', normalPick(s, 'red'));
  expect(s.phase).not.toBe('movement');
  return legionOf(s, marker)?.land;
}

describe('Gods of Titan Normal AI: the Darktower legions once the Dark-Titan has appeared (rules 23.9)', () => {
  it('a Darktower legion threatens the lands it reaches only once it may leave its Tower', () => {
    const near = [...reachFrom(DARKTOWER)][0] ?? 0;
    expect(threatsTo(godsViewFor(position(false).s, 'red'), near).some((l) => l.land === DARKTOWER)).toBe(false);
    expect(threatsTo(godsViewFor(position(true).s, 'red'), near).some((l) => l.land === DARKTOWER)).toBe(true);
  });

  it('a Darktower legion does not threaten when its owner holds no free ordinary marker, only a Tower marker', () => {
    const near = [...reachFrom(DARKTOWER)][0] ?? 0;
    const view = (markers: string[]) => godsViewFor(position(true, markers).s, 'red');
    // black-9 goes to the legion of 350 (the position's), the rest stays in hand
    expect(threatsTo(view(['black-9', 'black-darktower-3']), near).some((l) => l.land === DARKTOWER)).toBe(false);
    expect(threatsTo(view(['black-9', 'black-10', 'black-darktower-3']), near).some((l) => l.land === DARKTOWER)).toBe(true);
  });

  it('the Titan legion ends out of the reach of the Darktower legion that may leave', () => {
    const { s, red } = position(true);
    const end = redMoves(s, red);
    expect(end).not.toBe(210);
    expect(reachFrom(DARKTOWER).has(end ?? 0)).toBe(false);
  });
});
