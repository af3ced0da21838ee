// Gods of Titan hidden information (rules 5.7, 10.3, 24.3, 24.4; 23.2–23.3 later): over whole random games every seat's
// view, serialized, names no character it may not know of — only its own legions whole, the Neutral Towers whole,
// uncovered Masters on their markers — and every event naming a legion's contents goes to its owner alone (or to the
// Darklord inspecting, A3). Counted guards make the test fail if the games end before the cases occur.
import { describe, expect, it } from 'vitest';
import { GODS_CHARACTER_NAMES } from '../../engine/gods/data/characters.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import { godsActors, godsLegalActions } from '../../engine/gods/legal.js';
import { applyGods } from '../../engine/gods/reducer.js';
import { shownMaster, type GodsState } from '../../engine/gods/state.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { isTowerMarker, markersOf } from '../../engine/gods/roster.js';
import { nextInt, seedRng } from '../../engine/platform/rng.js';
import { act, clearBoard, edit, knowable, legal, newGame, place, started, step } from './game-helpers.js';

/** Plays a random-legal game, calling `look` with every state and the events that led to it. */
function playRandom(players: 3 | 4, seed: number, look: (s: GodsState, events: readonly GodsEvent[]) => void, limit = 1500): void {
  let s = newGame(players, seed);
  let rng = seedRng(seed * 7919);
  look(s, []);
  for (let i = 0; i < limit && s.phase !== 'over'; i++) {
    const seat = godsActors(s)[0];
    if (seat === undefined) throw new Error('nobody may act');
    const legal = godsLegalActions(s, seat);
    const [k, next] = nextInt(rng, legal.length);
    rng = next;
    const action = legal[k];
    if (!action) throw new Error('no legal action');
    const r = applyGods(s, action);
    if (!r.ok) throw new Error(`${action.type} refused: ${r.error.message}`);
    s = r.state;
    look(s, r.events);
  }
}

describe('rules 10.3 hidden legions in every seat\'s view', () => {
  it('a view names only characters its seat may know of, other seats\' legions show marker and height only', () => {
    let hidden = 0;
    let leakable = 0;
    for (const [players, seed] of [[3, 1], [4, 2], [4, 3]] as const) {
      playRandom(players, seed, (s) => {
        if (s.phase === 'over') return;
        for (const seat of s.players.filter((p) => !p.out).map((p) => p.id)) {
          const view = godsViewFor(s, seat);
          const json = JSON.stringify(view);
          expect(json).not.toContain('"rng"');
          const known = knowable(s, seat);
          for (const name of GODS_CHARACTER_NAMES) {
            if (known.has(name) || !s.legions.some((l) => l.pieces.some((p) => p.name === name))) continue;
            leakable++;
            expect(json).not.toContain(`"${name}"`);
          }
          for (const l of view.legions) {
            const truth = s.legions.find((x) => x.marker === l.marker);
            expect(l.height).toBe(truth?.pieces.length);
            if (l.owner !== seat && l.owner !== 'neutral' && !(seat === 'black' && s.spied === l.marker)) {
              hidden += l.names.filter((n) => n === null).length;
              for (const [i, n] of l.names.entries()) if (n !== null) expect(truth && shownMaster(s, truth, truth.pieces[i]?.name ?? '')).toBe(true);
            }
          }
        }
      });
    }
    expect(hidden).toBeGreaterThan(1000);
    expect(leakable).toBeGreaterThan(100); // e.g. the other Titan-players' Elementals, the Darklord's Jabberwok
  });

  it('rules 4.4, 23.9: the free ordinary markers a view counts for a seat follow from what every seat sees (its ordinary markers less those on the board)', () => {
    let compared = 0;
    let inPlay = 0;
    for (const [players, seed] of [[3, 1], [4, 2]] as const) {
      playRandom(players, seed, (s) => {
        if (s.phase === 'over') return;
        for (const viewer of s.players.filter((p) => !p.out).map((p) => p.id)) {
          const view = godsViewFor(s, viewer);
          for (const p of view.players) {
            if (p.id === viewer || !p.started || p.out) continue; // a seat holds markers from its start (4.4) until it is out
            const ordinary = markersOf(p.id, p.role).filter((m) => !isTowerMarker(m)).length;
            const shown = view.legions.filter((l) => l.owner === p.id && !isTowerMarker(l.marker)).length;
            expect(p.freeMarkersLeft).toBe(ordinary - shown);
            compared++;
            if (shown > 1) inPlay++;
          }
        }
      }, 600);
    }
    expect(compared).toBeGreaterThan(1000);
    expect(inPlay).toBeGreaterThan(200); // splits put ordinary markers on the board
  });

  it('events naming what a legion holds have an audience: its owner (5.7, 4.5), or the Darklord inspecting (A3)', () => {
    let named = 0;
    for (const [players, seed] of [[4, 4], [4, 5]] as const) {
      playRandom(players, seed, (s, events) => {
        for (const e of events) {
          if (e.type !== 'legionContents' && e.type !== 'inspected' && e.type !== 'elemental') continue;
          named++;
          expect(e.audience?.length).toBe(1);
          if (e.type === 'inspected') expect(e.audience).toEqual(['black']);
          if (e.type === 'legionContents') expect(e.audience?.[0]).toBe(s.legions.find((l) => l.marker === e.marker)?.owner ?? e.audience?.[0]);
        }
      });
    }
    expect(named).toBeGreaterThan(20);
  });

  it('A3 (EN): a legion leaving the City is shown to the Darklord alone; without a Darklord nobody inspects', () => {
    for (const players of [4, 3] as const) {
      const s = started(players);
      const move = legal(s, 'red').find((m) => m.type === 'move');
      if (!move || move.type !== 'move') throw new Error('red cannot leave the City');
      const { events } = step(s, 'red', move);
      const seen = events.filter((e) => e.type === 'inspected');
      expect(seen).toEqual(players === 4 ? [{ type: 'inspected', marker: move.legion, names: expect.any(Array), audience: ['black'] }] : []);
    }
  });

  it('rules 4.4, 24.3: once a Titan is uncovered, the next view of every other seat names it on its legion, though the legion itself did not change', () => {
    const s = started(3);
    const mover = s.players[s.active]?.id ?? 'red';
    const before = Object.fromEntries(s.players.filter((p) => p.id !== mover).map((p) => [p.id, godsViewFor(s, p.id)])); // the views to reuse from
    const after = act(s, mover, { type: 'uncoverTitan' });
    const titanLegion = after.legions.find((l) => l.owner === mover && l.pieces.some((p) => shownMaster(after, l, p.name)));
    expect(titanLegion).toBeDefined();
    expect(s.legions).toContain(titanLegion); // the same legion object in both states: only its seat changed
    let checked = 0;
    for (const [seat, seen] of Object.entries(before)) {
      expect(seen.legions.find((l) => l.marker === titanLegion?.marker)?.names.every((n) => n === null)).toBe(true);
      const names = godsViewFor(after, seat).legions.find((l) => l.marker === titanLegion?.marker)?.names ?? [];
      expect(names.filter((n) => n !== null)).toEqual(titanLegion?.pieces.filter((p) => shownMaster(after, titanLegion, p.name)).map((p) => p.name));
      checked++;
    }
    expect(checked).toBe(2); // checked for both other seats
  });

  it('a spectator sees no legion\'s contents but the Neutral Towers\' and uncovered Masters', () => {
    const s = newGame(4);
    const view = godsViewFor(s, null);
    expect(view.players.every((p) => p.pool === null && p.markers === null && p.spells === null)).toBe(true);
    for (const l of view.legions) if (l.owner !== 'neutral') expect(l.names.every((n) => n === null)).toBe(true);
  });
});

describe('rules 10.5 agreements are secret', () => {
  it('a proposal is seen by the two sides of the engagement only, in the views and in the events', () => {
    const base = edit(clearBoard(started(3)), (d) => {
      d.round = 11;
    });
    const red = place(base, 'red', 135, ['Centaur', 'Lion']);
    const green = place(red.state, 'green', 136, ['Ogre', 'Troll']);
    let s = act(green.state, 'red', { type: 'move', legion: red.marker, to: 136, steps: 1, exit: null, teleport: null });
    s = act(act(s, 'red', { type: 'endMovement' }), 'red', { type: 'engage', attacker: red.marker, defender: green.marker });
    const { state, events } = step(act(s, 'green', { type: 'declineFlee' }), 'red', { type: 'propose', eliminates: 'defender' });
    expect(events.find((e) => e.type === 'proposal')?.audience).toEqual(['red', 'green']);
    expect(godsViewFor(state, 'green').engagement?.proposal).toEqual({ by: 'red', eliminates: 'defender' });
    expect(godsViewFor(state, 'blue').engagement).toMatchObject({ attacker: red.marker, defender: green.marker, proposal: null, proposed: [] });
    expect(godsViewFor(state, null).engagement?.proposal).toBeNull();
  });
});
