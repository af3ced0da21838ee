// Gods of Titan, the Darklord's spying (rules 23.3–23.4), positions as data: round 11, the Darklord to move, a black
// legion that moved 3 lands onto a Titan-player's legion on land 135.
import { describe, expect, it } from 'vitest';
import { DUNGEON } from '../../engine/gods/board.js';
import { ELEMENTALS } from '../../engine/gods/roster.js';
import type { GodsState } from '../../engine/gods/state.js';
import { godsActors, godsActorsSeen } from '../../engine/gods/legal.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { beside, darklordMoving, LAND, NEXT, onto } from './darklord-positions.js';
import { act, clearBoard, edit, expectSound, legal, place, refusal, started, step } from './game-helpers.js';


/** Green's `names` on land 135 and a black legion that just moved 3 lands onto them (its move as given). */
function spyPosition(names: string[], teleport: 'darkland' | null = null): { state: GodsState; spy: string; target: string } {
  const base = darklordMoving();
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

  it('never by a Sea legion: the Dungeon lies off the outer ring it is bound to (3.10, 27.4)', () => {
    const COAST = 154;
    const base = darklordMoving();
    const green = place(base, 'green', COAST, ['Ogre', 'Troll']);
    const sea = place(green.state, 'black', COAST, ['Whale', 'Dolphin']);
    const moved = (s: GodsState, marker: string): GodsState => edit(s, (d) => {
      const l = d.legions.find((x) => x.marker === marker);
      if (l) l.moved = { from: 152, steps: 2, exit: null, teleport: null };
    });
    expect(spies(moved(sea.state, sea.marker))).toEqual([]);
    const land = place(green.state, 'black', COAST, ['Headcracker', 'Plaque']);
    expect(spies(moved(land.state, land.marker))).toEqual([`${land.marker}>${green.marker}`]);
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


describe('A49, rules 23.3 a black legion moving onto a covered Titan\'s legion it may spy on', () => {
  it('A49: the move ends on it (23.3 governs it, not 23.5\'s stop short); the Titan stays covered and the Darklord may spy', () => {
    const { state, black, green } = beside(['Titan', 'Ogre']);
    const r = step(state, 'black', onto(black));
    expect(r.events.map((e) => e.type)).not.toContain('stoppedShort');
    expect(r.state.legions.find((l) => l.marker === black)?.land).toBe(NEXT);
    expect(r.state.players[1]?.titanUncovered).toBe(false);
    expect(spies(r.state)).toEqual([`${black}>${green}`]);
    const spied = step(r.state, 'black', { type: 'spy', legion: black, target: green });
    expect(spied.state.legions.find((l) => l.marker === black)?.land).toBe(DUNGEON);
    expect(spied.state.players[1]?.titanUncovered).toBe(false);
    expect(godsViewFor(spied.state, 'black').legions.find((l) => l.marker === green)?.names).toEqual(['Titan', 'Ogre']);
    expect(godsViewFor(spied.state, 'red').legions.find((l) => l.marker === green)?.names).toEqual([null, null]);
    expectSound(spied.state);
  });

  it('rules 23.3 (A49): the Darklord attacks instead — his next action discovers the Titan, which shows, and the black legion withdraws to the Dungeon', () => {
    const { state, black, green } = beside(['Titan', 'Ogre']);
    const other = place(state, 'black', 110, ['Shadow', 'Wraith']);
    const withOther = act(other.state, 'black', onto(black));
    const elsewhere = legal(withOther, 'black').find((m) => m.type === 'move' && m.legion === other.marker);
    if (elsewhere?.type !== 'move') throw new Error('the other black legion has no move');
    const moved = act(state, 'black', onto(black));
    for (const [from, next] of [[moved, { type: 'endMovement' }], [withOther, elsewhere]] as const) {
      const r = step(from, 'black', next);
      expect(r.events.slice(0, 2)).toEqual([{ type: 'titanUncovered', seat: 'green', marker: green }, { type: 'withdrew', legion: black, from: NEXT, titanLegion: green }]);
      expect(r.state.legions.find((l) => l.marker === black)?.land).toBe(DUNGEON);
      expect(r.state.players[1]?.titanUncovered).toBe(true);
      expectSound(r.state);
    }
    const ended = act(moved, 'black', { type: 'endMovement' });
    expect(legal(ended, 'black').filter((m) => m.type === 'engage')).toEqual([]);
  });

  // A move through it (only during the treaty: after it no legion passes an enemy's) stops short as before:
  // game-engagement.test.ts "during the treaty a black move through a covered Titan's legion …".
  it('A49: a move onto a covered Titan\'s legion stops short of it (23.5) once he may not spy there', () => {
    const through = beside(['Titan', 'Ogre']);
    // his spying of the phase used
    const used = edit(through.state, (d) => void (d.spied = through.green));
    expect(step(used, 'black', onto(through.black)).events).toContainEqual({ type: 'stoppedShort', legion: through.black, at: LAND, titanLegion: through.green });
    // another black legion that may spy (it moved onto red's legion on 134): the Dungeon is its
    const other = place(through.state, 'red', 134, ['Ogre', 'Troll']);
    const spy = place(other.state, 'black', 134, ['Shadow', 'Wraith']);
    const waiting = edit(spy.state, (d) => {
      const l = d.legions.find((x) => x.marker === spy.marker);
      if (l) l.moved = { from: 133, steps: 1, exit: null, teleport: null };
    });
    expect(spies(waiting)).toEqual([`${spy.marker}>${other.marker}`]);
    expect(step(waiting, 'black', onto(through.black)).events).toContainEqual({ type: 'stoppedShort', legion: through.black, at: LAND, titanLegion: through.green });
  });

  it('A49, rules 23.4, 23.5: green trading his last Elemental away while a black legion stands on his covered Titan\'s legion makes him immune — the encounter is 23.5\'s: the Titan shows, the legion withdraws', () => {
    const { state, black, green } = beside(['Titan', 'Ogre']);
    const moved = act(state, 'black', onto(black));
    const elementals = ELEMENTALS.filter((e) => (moved.players[1]?.pool[e] ?? 0) > 0);
    expect(elementals).toHaveLength(1);
    const goods = (characters: string[]) => ({ lifegems: 0, spells: [], characters, permissions: [] });
    const offered = act(moved, 'green', { type: 'offerTrade', to: 'blue', gives: goods(elementals), asks: goods([]) });
    expect(spies(offered)).toHaveLength(1); // an offer changes nothing yet
    const r = step(offered, 'blue', { type: 'answerTrade', from: 'green', accept: true });
    expect(r.events).toContainEqual({ type: 'withdrew', legion: black, from: NEXT, titanLegion: green });
    expect([r.state.legions.find((l) => l.marker === black)?.land, r.state.players[1]?.titanUncovered]).toEqual([DUNGEON, true]);
    expect(spies(r.state)).toEqual([]);
    expectSound(r.state);
  });

  it('rules 23.3, A49: while a black legion may spy, no other black legion ends its move in the Dungeon', () => {
    const { state, black } = beside(['Ogre', 'Troll']);
    const near = place(state, 'black', BY_DARKTOWER, ['Shadow', 'Wraith']);
    const dungeonMoves = (s: GodsState): number => legal(s, 'black').filter((m) => m.type === 'move' && m.legion === near.marker && m.to === DUNGEON).length;
    expect(dungeonMoves(near.state)).toBeGreaterThan(0);
    const moved = act(near.state, 'black', onto(black));
    expect(spies(moved)).toHaveLength(1);
    expect(dungeonMoves(moved)).toBe(0);
  });

  it('A49 fairness: the Darklord\'s view and legal actions are the same whether the legion he moves onto holds a covered Titan or not', () => {
    const titan = beside(['Titan', 'Ogre']);
    const plain = beside(['Troll', 'Ogre']);
    expect(legal(titan.state, 'black')).toEqual(legal(plain.state, 'black'));
    const a = act(titan.state, 'black', onto(titan.black));
    const b = act(plain.state, 'black', onto(plain.black));
    expect(godsViewFor(a, 'black')).toEqual(godsViewFor(b, 'black'));
    expect(legal(a, 'black')).toEqual(legal(b, 'black'));
    for (const seat of ['black', 'red', null]) expect(godsActorsSeen(a, seat)).toEqual(godsActorsSeen(b, seat)); // who acts tells nothing
    expect(godsActors(a)).toEqual(godsActors(b));
    expect(spies(a)).toHaveLength(1);
  });
});

describe('A49, rules 23.3 the Darklord acting otherwise than spying', () => {
  /** Round 1: a black legion that moved 5 lands out of the Dungeon onto green's `names` on 215 (the Darklord's
   * Movement Phase; `simulate --game gods-of-titan --players 4 --agents normal,random --seed 9332` met it). */
  const musterPosition = (names: string[]) => {
    const green = place(darklordMoving(), 'green', 215, names);
    const black = place(green.state, 'black', 215, ['Headcracker', 'Plaque']);
    const state = edit(black.state, (d) => {
      d.round = 1; // the treaty (7.2): no engagement, so the legion may muster where it stands (22)
      const l = d.legions.find((x) => x.marker === black.marker);
      if (l) l.moved = { from: DUNGEON, steps: 5, exit: 202, teleport: null };
    });
    return { state, black: black.marker, green: green.marker };
  };

  it('A49, rules 7.2: in the treaty, a muster listed for the black legion standing on a covered Titan\'s legion is his attack — it discovers the Titan, the legion withdraws to the Dungeon, and the muster (on the land it left) is not made; never a refusal of a listed action', () => {
    const titan = musterPosition(['Titan', 'Ogre']);
    const plain = musterPosition(['Troll', 'Ogre']);
    const muster = legal(titan.state, 'black').find((m) => m.type === 'muster' && m.legion === titan.black);
    if (muster?.type !== 'muster') throw new Error(`the position lists no muster for the black legion: ${JSON.stringify(legal(titan.state, 'black').filter((m) => m.type !== 'move'))}`);
    expect(legal(plain.state, 'black')).toEqual(legal(titan.state, 'black')); // the listing tells nothing
    const r = step(titan.state, 'black', muster);
    expect(r.events.slice(0, 2)).toEqual([{ type: 'titanUncovered', seat: 'green', marker: titan.green }, { type: 'withdrew', legion: titan.black, from: 215, titanLegion: titan.green }]);
    const spy = r.state.legions.find((l) => l.marker === titan.black);
    expect([spy?.land, spy?.pieces.map((p) => p.name)]).toEqual([DUNGEON, ['Headcracker', 'Plaque']]);
    expect(r.state.stateId).toBe(titan.state.stateId + 1);
    expectSound(r.state);
    const mustered = step(plain.state, 'black', muster); // no Titan there: the muster is made where it stands
    expect(mustered.state.legions.find((l) => l.marker === plain.black)?.pieces).toHaveLength(3);
    expect(refusal(titan.state, 'black', { ...muster, character: 'Dragon' })).toBe('illegal'); // an unlisted one stays refused
  });
});

describe('rules 23.4 a covered Titan uncovers itself against a spy', () => {
  it('A49: in the Darklord\'s turn, green, whose covered Titan\'s legion a black legion moved onto, may uncover it: no spying, and the black legion withdraws to the Dungeon (23.5)', () => {
    const { state: before, black, green } = beside(['Titan', 'Ogre']);
    const state = act(before, 'black', onto(black));
    expect(spies(state)).toHaveLength(1);
    expect(legal(state, 'green')).toEqual([{ type: 'uncoverTitan' }]);
    expect(legal(state, 'red')).toEqual([]);
    expect(godsActors(state)).toEqual(['black']); // the game does not wait for it
    expect(godsActorsSeen(state, 'green')).toEqual(['black', 'green']); // his own screen offers it
    const r = step(state, 'green', { type: 'uncoverTitan' });
    expect(r.events).toEqual([{ type: 'titanUncovered', seat: 'green', marker: green }, { type: 'withdrew', legion: black, from: NEXT, titanLegion: green }]);
    expect(r.state.legions.find((l) => l.marker === black)?.land).toBe(DUNGEON);
    expect(spies(r.state)).toEqual([]);
    expect(godsActors(r.state)).toEqual(['black']);
    expect(godsActorsSeen(r.state, 'green')).toEqual(['black']);
    expect(refusal(r.state, 'green', { type: 'uncoverTitan' })).toBe('not-your-turn');
    expectSound(r.state);
  });

  it('a legion without the Titan gives no such right', () => {
    const { state } = spyPosition(['Ogre', 'Troll']);
    expect(spies(state)).toHaveLength(1);
    expect(legal(state, 'green')).toEqual([]);
    expect(refusal(state, 'green', { type: 'uncoverTitan' })).toBe('not-your-turn');
  });
});

const DARKTOWER = 102; // black-darktower-1 stands here
const BY_DARKTOWER = 103; // a land whose moves may run through the Darktower (and, for red, reach a Tower land)
const DARKLAND = 108;

/** Round 11 with the board cleared, `mover` to move. */
function round11(mover: number): GodsState {
  return edit(clearBoard(started(4)), (d) => {
    d.round = 11;
    d.phase = 'movement';
    d.active = mover;
  });
}

/** Red holds the Darktower on land 102 as his Tower (black's Darktower legion there gone back to his pool). */
function redDarktower(mover: number): GodsState {
  return edit(round11(mover), (d) => {
    const gone = d.legions.find((l) => l.land === DARKTOWER);
    const black = d.players[3];
    const red = d.players[0];
    if (!gone || !black || !red) throw new Error('no Darktower legion on 102');
    for (const p of gone.pieces) black.pool[p.name] = (black.pool[p.name] ?? 0) + 1;
    black.markers.push(gone.marker);
    d.legions = d.legions.filter((l) => l !== gone);
    const marker = red.markers.find((m) => /-\d+$/.test(m)) ?? '';
    red.markers = red.markers.filter((m) => m !== marker);
    const pieces = ['Ogre', 'Troll'].map((name) => {
      red.pool[name] = (red.pool[name] ?? 0) - 1;
      return { id: `p${d.nextPiece++}`, name, hits: 0 };
    });
    d.legions.push({ marker, owner: 'red', land: DARKTOWER, pieces, tower: true, moved: null, splitFrom: null });
  });
}

const lands = (s: GodsState, seat: 'red' | 'black', marker: string): number[] =>
  [...new Set(legal(s, seat).flatMap((m) => (m.type === 'move' && m.legion === marker ? [m.to] : [])))].sort((a, b) => a - b);

describe('rules 23.8 Darktowers captured by Titan-players', () => {
  it('red uses a Darktower he holds as his own Tower: a legion reaching one of his Tower lands may jump to the other (9.3)', () => {
    const held = place(redDarktower(0), 'red', BY_DARKTOWER, ['Gargoyle', 'Cyclops']);
    expect(legal(held.state, 'red').filter((m) => m.type === 'move' && m.teleport === 'tower').length).toBeGreaterThan(0);
    const notHeld = place(round11(0), 'red', BY_DARKTOWER, ['Gargoyle', 'Cyclops']);
    expect(legal(notHeld.state, 'red').filter((m) => m.type === 'move' && m.teleport === 'tower')).toEqual([]);
    expectSound(held.state);
  });

  it('the Darklord passes it only with red\'s permission, granted and withdrawn by red at any time (7.2)', () => {
    const { state, marker } = place(redDarktower(3), 'black', BY_DARKTOWER, ['Headcracker', 'Plaque']);
    const barred = lands(state, 'black', marker);
    const granted = step(state, 'red', { type: 'permit', to: 'black', kind: 'darktower', granted: true });
    expect(granted.events).toEqual([{ type: 'permission', by: 'red', to: 'black', kind: 'darktower', granted: true }]);
    expect(godsViewFor(granted.state, 'green').permissions).toEqual([{ by: 'red', to: 'black', kind: 'darktower' }]);
    const passing = lands(granted.state, 'black', marker);
    expect(passing.length).toBeGreaterThan(barred.length);
    for (const land of barred) expect(passing).toContain(land);
    const withdrawn = step(granted.state, 'red', { type: 'permit', to: 'black', kind: 'darktower', granted: false }).state;
    expect(lands(withdrawn, 'black', marker)).toEqual(barred);
    expect(refusal(withdrawn, 'red', { type: 'permit', to: 'black', kind: 'darktower', granted: false })).toBe('illegal');
    expect(refusal(state, 'green', { type: 'permit', to: 'black', kind: 'hiding', granted: true })).toBe('illegal');
    expectSound(withdrawn);
  });
});

describe('rules 23.9 the Darklord\'s Darktower legions leave after the appearance', () => {
  it('before it they never move; after it one leaves whole under a new ordinary marker, the Tower marker staying behind', () => {
    const before = round11(3);
    expect(lands(before, 'black', 'black-darktower-1')).toEqual([]);
    const after = edit(before, (d) => void (d.darkTitanAppeared = true));
    const move = legal(after, 'black').find((m) => m.type === 'move' && m.legion === 'black-darktower-1');
    if (move?.type !== 'move') throw new Error('the Darktower legion has no move');
    const names = after.legions.find((l) => l.marker === 'black-darktower-1')?.pieces.map((p) => p.name);
    const r = step(after, 'black', move);
    const left = r.events.find((e) => e.type === 'leftDarktower');
    expect(left).toMatchObject({ type: 'leftDarktower', tower: 'black-darktower-1' });
    const marker = left?.type === 'leftDarktower' ? left.legion : '';
    expect(marker).toMatch(/^black-\d+$/);
    expect(r.state.legions.find((l) => l.marker === marker)).toMatchObject({ land: move.to, tower: false });
    expect(r.state.legions.find((l) => l.marker === marker)?.pieces.map((p) => p.name)).toEqual(names);
    expect(r.state.legions.find((l) => l.marker === 'black-darktower-1')).toMatchObject({ land: DARKTOWER, tower: true, pieces: [] });
  });
});

describe('rules 23.2 hiding', () => {
  /** A black legion on the Darkland 108 and red's legion of two on land 103, red to move. */
  const hidden = (appeared = false) => {
    const black = place(edit(round11(0), (d) => void (d.darkTitanAppeared = appeared)), 'black', DARKLAND, ['Headcracker', 'Plaque']);
    return place(black.state, 'red', BY_DARKTOWER, ['Gargoyle', 'Cyclops']);
  };
  const hide = (s: GodsState): GodsState => step(s, 'black', { type: 'permit', to: 'red', kind: 'hiding', granted: true }).state;

  it('enemy legions pass a black legion on a Darkland when the Darklord allows; ending on it still engages', () => {
    const { state, marker } = hidden();
    const barred = lands(state, 'red', marker);
    const passing = lands(hide(state), 'red', marker);
    expect(passing.length).toBeGreaterThan(barred.length);
    for (const land of barred) expect(passing).toContain(land);
    expect(passing).toContain(DARKLAND);
    const onto = legal(hide(state), 'red').find((m) => m.type === 'move' && m.legion === marker && m.to === DARKLAND);
    if (onto?.type !== 'move') throw new Error('no move onto the Darkland');
    const ended = step(step(hide(state), 'red', onto).state, 'red', { type: 'endMovement' }).state;
    expect(legal(ended, 'red').filter((m) => m.type === 'engage')).toHaveLength(1);
    expect(legal(ended, 'red').some((m) => m.type === 'endEngagements')).toBe(false);
    expect(legal(state, 'black')).toEqual([]); // not his turn: the permission is his to give, not listed for him now
  });

  it('rules 23.7: once the Dark-Titan appeared hiding is over, and the permission lets nobody pass', () => {
    const { state, marker } = hidden(true);
    expect(lands(hide(state), 'red', marker)).toEqual(lands(state, 'red', marker));
  });
});
