// Gods of Titan, the Darklord's spying (rules 23.3–23.4), positions as data: round 11, the Darklord to move, a black
// legion that moved 3 lands onto a Titan-player's legion on land 135.
import { describe, expect, it } from 'vitest';
import { DUNGEON } from '../../engine/gods/board.js';
import { ELEMENTALS } from '../../engine/gods/roster.js';
import type { GodsState } from '../../engine/gods/state.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { clearBoard, edit, expectSound, legal, place, refusal, started, step } from './game-helpers.js';

const LAND = 135;

/** Green's `names` on land 135 and a black legion that just moved 3 lands onto them (its move as given). */
function spyPosition(names: string[], teleport: 'darkland' | null = null): { state: GodsState; spy: string; target: string } {
  const base = edit(clearBoard(started(4)), (d) => {
    d.round = 11;
    d.phase = 'movement';
    d.active = 3;
  });
  const green = place(base, 'green', LAND, names);
  const black = place(green.state, 'black', LAND, ['Headcracker', 'Plaque']);
  const state = edit(black.state, (d) => {
    const l = d.legions.find((x) => x.marker === black.marker);
    if (l) l.moved = { from: 130, steps: 3, exit: null, teleport };
  });
  return { state, spy: black.marker, target: green.marker };
}

const spies = (s: GodsState): string[] => legal(s, 'black').flatMap((m) => (m.type === 'spy' ? [`${m.legion}>${m.target}`] : []));

describe('rules 23.3 spying', () => {
  it('the black legion spies instead of attacking: the Darklord alone sees the legion whole, the spy goes to the Dungeon', () => {
    const { state, spy, target } = spyPosition(['Ogre', 'Troll', 'Cyclops']);
    expect(spies(state)).toEqual([`${spy}>${target}`]);
    const r = step(state, 'black', { type: 'spy', legion: spy, target });
    expect(r.state.legions.find((l) => l.marker === spy)?.land).toBe(DUNGEON);
    const seen = r.events.filter((e) => (e.type === 'legionContents' || e.type === 'inspected') && e.marker === target);
    expect(seen).toEqual([{ type: 'inspected', marker: target, names: ['Ogre', 'Troll', 'Cyclops'], audience: ['black'] }]);
    expect(godsViewFor(r.state, 'black').legions.find((l) => l.marker === target)?.names).toEqual(['Ogre', 'Troll', 'Cyclops']);
    for (const viewer of ['red', 'blue', null] as const) {
      expect(godsViewFor(r.state, viewer).legions.find((l) => l.marker === target)?.names).toEqual([null, null, null]);
    }
    expectSound(r.state);
  });

  it('once per Movement Phase; never after a teleport', () => {
    const { state, spy, target } = spyPosition(['Ogre', 'Troll']);
    const once = step(state, 'black', { type: 'spy', legion: spy, target }).state;
    expect(spies(once)).toEqual([]);
    expect(refusal(once, 'black', { type: 'spy', legion: spy, target })).toBe('illegal');
    expect(spies(spyPosition(['Ogre', 'Troll'], 'darkland').state)).toEqual([]);
  });
});

describe('rules 23.4 immune to spying', () => {
  it('a legion whose Titan shows, a player with no Elemental left, and everyone once the Dark-Titan appeared', () => {
    const titan = spyPosition(['Titan', 'Ogre']);
    expect(spies(edit(titan.state, (d) => void (d.players[1]!.titanUncovered = true)))).toEqual([]);
    const noElemental = edit(spyPosition(['Ogre', 'Troll']).state, (d) => {
      for (const name of ELEMENTALS) {
        const n = d.players[1]?.pool[name] ?? 0;
        if (n > 0) {
          d.players[1]!.pool[name] = 0;
          d.removed[name] = (d.removed[name] ?? 0) + n;
        }
      }
    });
    expect(spies(noElemental)).toEqual([]);
    expect(spies(edit(spyPosition(['Ogre', 'Troll']).state, (d) => void (d.darkTitanAppeared = true)))).toEqual([]);
  });
});
