// Gods of Titan's take-back (engine/gods/undo.ts, docs/rules-notes-gods-game.md "Undo"), positions as data: what
// enters the stack (a split, a plain move, a muster that shows nothing, a battle maneuver's moves), what never does
// (a teleport, a move the Darklord inspects or that meets a covered Titan, a muster that shows its qualifying set, a
// trade), who may take back, and what each seat's view holds after a take-back: exactly what it held before the action.
import { describe, expect, it } from 'vitest';
import type { GodsMove } from '../../engine/gods/actions.js';
import { godsLegalActions } from '../../engine/gods/legal.js';
import { godsModule } from '../../games/gods.js';
import { godsHints } from '../../engine/gods/hints.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { checkGodsState } from '../../engine/gods/state-schema.js';
import { beside, onto } from './darklord-positions.js';
import { battleMoves, engaged } from './game-battle-helpers.js';
import { act, clearBoard, edit, expectSound, legal, place, refusal, started, step } from './game-helpers.js';

const UNDO: GodsMove = { type: 'undo' };
const UNDO_ALL: GodsMove = { type: 'undo', all: true };

/** The take-backs listed for a seat. */
const undos = (s: GodsState, seat: GodsSeat): GodsMove[] => legal(s, seat).filter((m) => m.type === 'undo');

/** A seat's view without the stateId (the one member a take-back moves on). */
function viewOf(s: GodsState, seat: GodsSeat | null): unknown {
  const { stateId: _id, ...rest } = godsViewFor(s, seat);
  return rest;
}

/** The state without its stateId and stack: the position a take-back must restore. */
function positionOf(s: GodsState): unknown {
  const { stateId: _id, undo: _undo, ...rest } = s;
  return rest;
}

/** Asserts that `after` (a take-back of what led from `before`) is `before` again, to the state and to every view. */
function restored(before: GodsState, after: GodsState): void {
  expect(positionOf(after)).toEqual(positionOf(before));
  for (const seat of [...before.players.map((p) => p.id), null]) expect(viewOf(after, seat)).toEqual(viewOf(before, seat));
  expectSound(after);
}

/** Red's first listed move of `legion` that is no teleport. */
function plainMove(s: GodsState, legion?: string): GodsMove {
  const m = legal(s, 'red').find((x) => x.type === 'move' && x.teleport === null && (legion === undefined || x.legion === legion));
  if (!m) throw new Error('red has no plain move');
  return m;
}

describe('rules 4.5 undo: a split is taken back within its Movement Phase', () => {
  it('the split goes, its marker back in the pool; every seat\'s view is what it was; only the splitter is offered it', () => {
    const s = place(clearBoard(started(3)), 'red', 141, ['Ogre', 'Troll', 'Centaur', 'Gargoyle']).state;
    const split = legal(s, 'red').find((m) => m.type === 'split');
    if (!split) throw new Error('red cannot split');
    const r = step(s, 'red', split);
    expect(r.state.undo).toHaveLength(1);
    expect(undos(r.state, 'red')).toEqual([UNDO]);
    for (const seat of ['green', 'blue'] as const) {
      expect(undos(r.state, seat)).toEqual([]);
      expect(refusal(r.state, seat, UNDO)).toBe('not-your-turn'); // a seat never takes back another seat's action
    }
    const back = step(r.state, 'red', UNDO);
    expect(back.events).toEqual([{ type: 'undo', seat: 'red', action: 'last' }]);
    restored(s, back.state);
    expect(back.state.undo).toEqual([]);
    expect(refusal(back.state, 'red', UNDO)).toBe('illegal');
  });
});

describe('rules 8 undo: a plain move is taken back, the last first', () => {
  it('two moves of a 3-player game (nobody inspects, A3) go back one by one to the Movement Phase\'s start', () => {
    const s = started(3);
    const first = plainMove(s);
    const one = act(s, 'red', first);
    const second = legal(one, 'red').find((m) => m.type === 'move' && m.teleport === null && first.type === 'move' && m.legion !== first.legion);
    if (!second) throw new Error('red has no second legion to move');
    const two = act(one, 'red', second);
    expect(two.undo).toHaveLength(2);
    expect(two.undo.every((e) => e.undo.length === 0)).toBe(true); // an entry holds no stack of its own
    const back = act(two, 'red', UNDO);
    expect(positionOf(back)).toEqual(positionOf(one));
    expect(back.undo).toHaveLength(1);
    restored(s, act(back, 'red', UNDO));
  });

  it('rules 6.2: ending the Movement Phase clears the stack — nothing of a phase past is taken back', () => {
    const s = started(3);
    let state = act(s, 'red', plainMove(s));
    for (let n = 0; n < 3 && !legal(state, 'red').some((m) => m.type === 'endMovement'); n++) state = act(state, 'red', plainMove(state));
    expect(state.undo.length).toBeGreaterThan(0);
    const ended = act(state, 'red', { type: 'endMovement' });
    expect(ended.undo).toEqual([]);
    expect(undos(ended, 'red')).toEqual([]);
  });
});

describe('rules A3 undo: a move the Darklord inspects is never taken back', () => {
  it('red\'s legion leaving the City in a 4-player game is shown to black: the move stands, and clears the stack', () => {
    const s = place(started(4), 'red', 1000, ['Ogre', 'Troll', 'Centaur', 'Gargoyle']).state;
    const split = legal(s, 'red').find((m) => m.type === 'split' && m.legion === s.legions.at(-1)?.marker);
    if (!split) throw new Error('red cannot split');
    const splitted = act(s, 'red', split);
    expect(splitted.undo).toHaveLength(1);
    const r = step(splitted, 'red', plainMove(splitted, s.legions.at(-1)?.marker));
    expect(r.events.some((e) => e.type === 'inspected')).toBe(true);
    expect(r.state.undo).toEqual([]); // the split before it goes out of reach too: the Darklord saw the legion as split
    expect(undos(r.state, 'red')).toEqual([]);
  });
});

describe('rules 9 undo: a teleport is never taken back', () => {
  it('9.5: the Darklord\'s Darkland teleport stands', () => {
    const board = edit(clearBoard(started(4)), (d) => {
      d.round = 11;
      d.active = 3;
      const black = d.players[3];
      if (black) black.lifegems = 250;
    });
    const black = place(board, 'black', 108, ['Headcracker', 'Plaque']);
    const jump = legal(black.state, 'black').find((m) => m.type === 'move' && m.teleport === 'darkland');
    if (!jump) throw new Error('no Darkland teleport');
    const after = act(black.state, 'black', jump);
    expect(after.undo).toEqual([]);
    expect(undos(after, 'black')).toEqual([]);
  });
});

describe('rules 23.3, 23.4 undo (A49): a black move that ends where it may spy is never taken back', () => {
  it('onto a covered Titan\'s legion green is told he may uncover now: the move stands — and onto a legion without the Titan alike, so that the Darklord\'s listing tells him nothing', () => {
    const titan = beside(['Titan', 'Ogre']);
    const met = act(titan.state, 'black', onto(titan.black));
    expect(godsLegalActions(met, 'green').some((a) => a.type === 'uncoverTitan')).toBe(true);
    expect(met.undo).toEqual([]);
    const plain = beside(['Ogre', 'Troll']);
    const moved = act(plain.state, 'black', onto(plain.black));
    expect(legal(moved, 'black').some((m) => m.type === 'spy')).toBe(true);
    expect(undos(moved, 'black')).toEqual([]);
    expect(undos(met, 'black')).toEqual(undos(moved, 'black'));
  });

  it('a black move onto an empty land may be taken back: every view as it was', () => {
    const plain = beside(['Ogre', 'Troll']);
    const empty = legal(plain.state, 'black').find((m) => m.type === 'move' && m.legion === plain.black && m.teleport === null && !plain.state.legions.some((l) => l.land === m.to));
    if (!empty) throw new Error('no move onto an empty land');
    const moved = act(plain.state, 'black', empty);
    expect(undos(moved, 'black')).toEqual([UNDO]);
    restored(plain.state, act(moved, 'black', UNDO));
  });
});

describe('rules 22 undo: a muster that shows nothing is taken back, one that shows its qualifying set is not; 6.4 the turn may still end at once', () => {
  const mustering = (names: string[], land: number, steps: number): { state: GodsState; marker: string } => {
    const board = edit(clearBoard(started(3)), (d) => {
      d.round = 11;
      d.phase = 'mustering';
      const red = d.players[0];
      if (red) red.lifegems = 120;
    });
    const { state, marker } = place(board, 'red', land, names);
    return {
      marker,
      state: edit(state, (d) => {
        const l = d.legions.find((x) => x.marker === marker);
        if (l && steps > 0) l.moved = { from: land, steps, exit: null, teleport: null };
      }),
    };
  };

  it('22.3: a Lion mustered by showing two Centaurs stands', () => {
    const { state, marker } = mustering(['Titan', 'Centaur', 'Centaur', 'Ogre'], 141, 4);
    const after = act(state, 'red', { type: 'muster', legion: marker, character: 'Lion', how: 'creature', reveal: ['Centaur', 'Centaur'] });
    expect(after.undo).toEqual([]);
  });

  it('a Human hired in the City for Lifegems, nothing shown, is taken back with its price', () => {
    const { state, marker } = mustering(['Titan', 'Ogre'], 1000, 0);
    const after = act(state, 'red', { type: 'muster', legion: marker, character: 'Priestess', how: 'hire', reveal: [] });
    expect(after.players[0]?.lifegems).toBe(20);
    expect(undos(after, 'red')).toEqual([UNDO]);
    // 6.4: a take-back listed leaves nothing undone — the single "End turn" is still offered (preview/turn-aids.ts)
    expect(godsHints(godsViewFor(after, 'red'), godsModule.legalActions(after, 'red')).finish).toBe('endTurn');
    const back = act(after, 'red', UNDO);
    restored(state, back);
    expect(back.players[0]?.lifegems).toBe(120);
  });
});

describe('rules 7.1 undo: finished trading is not reversible', () => {
  it('a trade offer, even by another seat, clears the Mover\'s stack; a trade is never taken back', () => {
    const s = edit(started(3), (d) => {
      const green = d.players[1];
      if (green) green.lifegems = 10;
    });
    const moved = act(s, 'red', plainMove(s));
    expect(moved.undo).toHaveLength(1);
    const gifts = { lifegems: 0, spells: [], characters: [], permissions: [] };
    const offered = act(moved, 'green', { type: 'offerTrade', to: 'blue', gives: { ...gifts, lifegems: 1 }, asks: gifts });
    expect(offered.undo).toEqual([]);
    expect(undos(offered, 'red')).toEqual([]);
    const answered = act(offered, 'blue', { type: 'answerTrade', from: 'green', accept: true });
    expect(undos(answered, 'blue')).toEqual([]);
    expect(undos(answered, 'green')).toEqual([]);
  });
});

describe('rules 12.1 undo: a battle maneuver\'s moves are taken back one by one or all at once', () => {
  it('the moving side alone is offered undo and "undo all"; all goes back to the maneuver\'s start; a strike clears the stack', () => {
    const { s } = engaged(['Ogre', 'Troll', 'Centaur'], ['Gargoyle', 'Ogre', 'Cyclops']);
    const mover = s.engagement?.battle?.players[s.engagement.battle.active] as GodsSeat;
    const other: GodsSeat = mover === 'red' ? 'green' : 'red';
    let state = s;
    let moves = 0;
    for (let n = 0; n < 3; n++) {
      const m = battleMoves(state, mover).find((x) => x.move.type === 'move');
      if (!m) break;
      state = act(state, mover, m);
      moves++;
    }
    expect(moves).toBeGreaterThanOrEqual(2); // checked with at least two moves stacked
    expect(state.undo).toHaveLength(moves);
    expect(undos(state, mover)).toEqual([UNDO, UNDO_ALL]);
    expect(undos(state, other)).toEqual([]);
    expect(refusal(state, other, UNDO_ALL)).toBe('not-your-turn');
    const one = step(state, mover, UNDO);
    expect(one.state.undo).toHaveLength(moves - 1);
    const all = step(state, mover, UNDO_ALL);
    expect(all.events).toEqual([{ type: 'undo', seat: mover, action: 'all' }]);
    restored(s, all.state);
    // The maneuver's end moves on to the strikes: nothing before it is taken back.
    const done = act(state, mover, { type: 'battle', move: { type: 'done' } });
    expect(done.undo).toEqual([]);
    expect(undos(done, mover)).toEqual([]);
  });

  it('"undo all" is refused outside a battle maneuver', () => {
    const s = started(3);
    const moved = act(s, 'red', plainMove(s));
    expect(refusal(moved, 'red', UNDO_ALL)).toBe('illegal');
  });
});

describe('rules 5.7 undo: no seat\'s view, event or listing carries the stack', () => {
  it('the views, legal actions and hints of every seat and a spectator hold no undo stack after stacked actions', () => {
    const s = started(3);
    const moved = act(act(s, 'red', plainMove(s)), 'red', UNDO);
    const twice = act(moved, 'red', plainMove(moved));
    expect(twice.undo.length).toBeGreaterThan(0);
    for (const seat of ['red', 'green', 'blue', null] as const) {
      const view = godsViewFor(twice, seat);
      // what a push carries: the view, the seat's legal actions (an `undo` among them, no stack) and the hints
      const legalNow = seat === null ? [] : godsModule.legalActions(twice, seat);
      const push = JSON.stringify({ view, legal: legalNow, hints: godsHints(view, legalNow) });
      expect(push).not.toContain('"undo":[');
      expect(push).not.toContain('"rng"');
    }
  });
});

describe('rules 4.5, 8, 12.1 undo: every listed take-back applies, in random play', () => {
  it('in seeded random games that take back now and then, each listed undo (and undo all) applies, gives back the stacked state and every state with a stack loads', () => {
    let applied = 0;
    for (const [players, seed] of [[3, 5], [4, 6]] as const) {
      let s = godsModule.createGame({ players: (['red', 'green', 'blue', 'black'] as const).slice(0, players).map((id) => ({ id, name: id })), seed, towers: null }).state;
      let x = seed;
      for (let n = 0; n < 1_500 && s.phase !== 'over'; n++) {
        const seat = godsModule.actors(s)[0];
        if (!seat) break;
        const listed = godsModule.legalActions(s, seat);
        for (const u of listed.filter((a) => a.type === 'undo')) {
          const r = godsModule.apply(s, u);
          expect(r.ok).toBe(true);
          if (!r.ok) continue;
          const back = u.type === 'undo' && u.all ? s.undo[0] : s.undo.at(-1);
          expect(positionOf(r.state)).toEqual(positionOf(back as GodsState));
          applied++;
        }
        if (s.undo.length > 0) expect(checkGodsState(JSON.parse(JSON.stringify(s))).ok).toBe(true);
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        const a = listed[x % listed.length];
        if (!a) break;
        const r = godsModule.apply(s, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(applied).toBeGreaterThan(100); // checked at least this many take-backs
  });
});

