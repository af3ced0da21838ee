// Gods of Titan rules 23.1 (the Darklord's Phantom), 23.6 (Elementals between Titan-players), 24.1 and 24.3 (Titans,
// uncovering), 27.1–27.2 (game mechanisms), and the software counterparts of 28 (etiquette: fairness, no clock,
// errors stand, legions face-down, moved markers, mustering shown, too many characters, dice) and 29 (the rulebook's
// contact and credits, as docs/gods-of-titan-engine.md gives them). Positions as data.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../engine/platform/rng.js';
import { applyGodsBattleAction, strikeChoices } from '../../engine/gods/battle/index.js';
import { checkGodsInvariants } from '../../engine/gods/invariants.js';
import { legalMoves } from '../../engine/gods/movement/paths.js';
import { mayHoldAnother } from '../../engine/gods/rules/legion-size.js';
import { applyGods } from '../../engine/gods/reducer.js';
import { treatyHolds, type GodsState } from '../../engine/gods/state.js';
import { titansInPlay } from '../../engine/gods/turn/eliminate.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { at, done, play } from './battle-helpers.js';
import { concedeBattle, engaged, passAftermath } from './game-battle-helpers.js';
import { act, clearBoard, edit, expectSound, insistOnBattle, legal, newGame, place, refusal, started, step } from './game-helpers.js';

const PLAINS = 141;
const ELEMENTALS = ['Asher', 'Golem', 'Zephyra'];
const pool = (s: GodsState, seat: string, name: string) => s.players.find((p) => p.id === seat)?.pool[name] ?? 0;
const seatOf = (s: GodsState, seat: string) => s.players.find((p) => p.id === seat);

/** Round 11, red to act in `phase` of a game of `players`, the board cleared but for the Towers. */
const board = (players: 3 | 4 = 3, phase: GodsState['phase'] = 'movement'): GodsState =>
  edit(clearBoard(started(players)), (d) => {
    d.round = 11;
    d.phase = phase;
    d.active = 0;
  });

/** Red's Titan, waiting on land 101, moved into the attacking legion of an engagement (its own legion gone). */
function titanAttacks(s: GodsState, attacker: string): GodsState {
  return edit(s, (d) => {
    const home = d.legions.find((l) => l.owner === 'red' && l.land === 101);
    const titan = home?.pieces.find((p) => p.name === 'Titan');
    if (!home || !titan) throw new Error('no red Titan on 101');
    d.legions.find((l) => l.marker === attacker)?.pieces.push(titan);
    d.legions = d.legions.filter((l) => l !== home);
    d.players[0]!.markers.push(home.marker);
  });
}

describe('rules 23.1 the Darklord begins with the Phantom, not the Dark-Titan', () => {
  it('rules 23.1: in play only his Phantom, the Dark-Titan waits in his pool; until it appears he has no Titan in play', () => {
    const s = started(4);
    const black = s.legions.filter((l) => l.owner === 'black').flatMap((l) => l.pieces.map((p) => p.name));
    expect(black).toContain('Phantom');
    expect(black).not.toContain('Dark-Titan');
    expect(pool(s, 'black', 'Dark-Titan')).toBe(1);
    expect(titansInPlay(s)).toEqual(['red', 'green', 'blue']);
    expect(titansInPlay({ ...s, darkTitanAppeared: true })).toEqual(['red', 'green', 'blue', 'black']);
  });
});

describe('rules 23.6 an Elemental between two Titan-players', () => {
  const elemental = ELEMENTALS.find((e) => pool(clearBoard(started(4)), 'green', e) > 0) ?? '';
  const names = (s: GodsState, marker: string) => s.legions.find((l) => l.marker === marker)?.pieces.map((p) => p.name) ?? [];
  const FULL = ['Ogre', 'Ogre', 'Troll', 'Troll', 'Ranger', 'Ranger', 'Lion'];

  it('rules 23.6: an Elemental of a legion beaten by another Titan-player joins the winning legion, healed (not his pool); on a draw the Darklord destroys it', () => {
    const { s, attacker } = engaged(['Lion', 'Lion'], [elemental, 'Ogre'], { players: 4 });
    const won = passAftermath(concedeBattle(s, 'green', 'red'));
    expect(names(won, attacker)).toEqual(['Lion', 'Lion', elemental]);
    expect(won.legions.find((l) => l.marker === attacker)?.pieces.every((p) => p.hits === 0)).toBe(true);
    expect(pool(won, 'red', elemental)).toBe(0);
    expect(won.removed[elemental] ?? 0).toBe(0);
    expectSound(won);
    const draw = act(act(s, 'green', { type: 'battle', move: { type: 'concede' } }), 'red', { type: 'battle', move: { type: 'concede' } });
    expect(draw.removed[elemental]).toBe(1);
    expect(pool(draw, 'red', elemental) + pool(draw, 'green', elemental)).toBe(0);
    expectSound(draw);
  });

  it('rules 23.6, 21.2: the winning legion full, the Elemental joins another land legion of the winner with room and not engaged', () => {
    const { s, attacker } = engaged(FULL, [elemental, 'Ogre'], { players: 4 });
    const won = passAftermath(concedeBattle(s, 'green', 'red'));
    expect(names(won, attacker)).toEqual(FULL);
    const titanLegion = won.legions.find((l) => l.owner === 'red' && l.land === 101);
    expect(titanLegion?.pieces.map((p) => p.name)).toEqual(['Titan', elemental]);
    expect(pool(won, 'red', elemental)).toBe(0);
    expectSound(won);
  });

  it('rules 23.6: when no legion of the winner can take it, the Elemental goes to the Darklord, who destroys it', () => {
    const { s } = engaged(FULL, [elemental, 'Ogre'], { players: 4 });
    const blocked = place(s, 'blue', 101, ['Ogre']).state; // red's only other legion is engaged
    const won = passAftermath(concedeBattle(blocked, 'green', 'red'));
    expect(won.removed[elemental]).toBe(1);
    expect(won.legions.flatMap((l) => l.pieces).some((p) => p.name === elemental)).toBe(false);
    expect(pool(won, 'red', elemental)).toBe(0);
    expectSound(won);
  });
});

describe('rules 24 Titans', () => {
  it('rules 24.1: each player has one Titan character — the Titan-players a Titan, the Darklord the Dark-Titan', () => {
    const s = newGame(4);
    const count = (seat: string, name: string) => pool(s, seat, name) + s.legions.filter((l) => l.owner === seat).flatMap((l) => l.pieces).filter((p) => p.name === name).length;
    for (const seat of ['red', 'green', 'blue']) expect([seat, count(seat, 'Titan'), count(seat, 'Dark-Titan')]).toEqual([seat, 1, 0]);
    expect([count('black', 'Titan'), count('black', 'Dark-Titan')]).toEqual([0, 1]);
  });

  it('rules 24.3: uncovered voluntarily, the Titan stays uncovered and shows to every seat; it is not offered again', () => {
    const s = started(3);
    expect(legal(s, 'red')).toContainEqual({ type: 'uncoverTitan' });
    const r = step(s, 'red', { type: 'uncoverTitan' });
    expect(seatOf(r.state, 'red')?.titanUncovered).toBe(true);
    expect(legal(r.state, 'red')).not.toContainEqual({ type: 'uncoverTitan' });
    const titanLegion = r.state.legions.find((l) => l.owner === 'red' && l.pieces.some((p) => p.name === 'Titan'));
    expect(godsViewFor(r.state, 'green').legions.find((l) => l.marker === titanLegion?.marker)?.names).toContain('Titan');
  });

  it('rules 24.3: an engagement resolved before the battle leaves the Titan covered; a battle uncovers it for good', () => {
    const { s, attacker } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre'], { fight: false });
    const withTitan = titanAttacks(s, attacker);
    const conceded = act(withTitan, 'green', { type: 'concede' });
    expect(seatOf(conceded, 'red')?.titanUncovered).toBe(false);
    const fought = step(act(withTitan, 'green', { type: 'declineFlee' }), 'red', { type: 'fight' });
    expect(fought.events).toContainEqual({ type: 'titanUncovered', seat: 'red', marker: attacker });
    expect(seatOf(fought.state, 'red')?.titanUncovered).toBe(true);
    expect(seatOf(passAftermath(concedeBattle(fought.state, 'green', 'red')), 'red')?.titanUncovered).toBe(true);
  });
});

describe('rules 27 game mechanisms', () => {
  it('rules 27.1: the game counts its rounds; the treaty holds through round 10 and ends when round 11 begins', () => {
    const s = edit(started(3), (d) => {
      d.round = 10;
      d.phase = 'mustering';
      d.active = 2;
    });
    expect(treatyHolds(s)).toBe(true);
    const next = act(s, 'blue', { type: 'endTurn' });
    expect([next.round, next.active, next.phase]).toEqual([11, 0, 'movement']);
    expect(treatyHolds(next)).toBe(false);
  });

  it('rules 27.2: no die moves a legion — its moves do not depend on the dice, and moving draws none', () => {
    const { state, marker } = place(board(), 'red', 104, ['Ogre', 'Troll', 'Centaur']);
    const legion = state.legions.find((l) => l.marker === marker)!;
    const reseeded = edit(state, (d) => { d.rng = [...seedRng(99)]; });
    expect(legalMoves(reseeded, legion)).toEqual(legalMoves(state, legion));
    const m = legalMoves(state, legion)[0];
    if (!m) throw new Error('no move');
    expect(act(state, 'red', { type: 'move', legion: marker, ...m }).rng).toEqual(state.rng);
  });
});

describe('rules 28 etiquette, as the software keeps it', () => {
  it('rules 28.1, 28.3: etiquette is not rules — the engine keeps no clock (the host counts the time of the optional clocks): the same action on the same state gives the same game', () => {
    const s = started(3);
    expect(JSON.stringify(s)).not.toMatch(/"(time|clock|deadline|started(At)?|now)"\s*:\s*\d/i);
    const move = legal(s, 'red').find((m) => m.type === 'move');
    if (!move) throw new Error('no move');
    expect(step(s, 'red', move)).toEqual(step(s, 'red', move));
  });

  it('rules 28.2: fairness — a seat\'s view holds neither another seat\'s hidden legion contents nor the dice (the PRNG)', () => {
    const s = board(4);
    const elemental = ELEMENTALS.find((e) => pool(s, 'red', e) > 0) ?? '';
    const red = place(s, 'red', 104, ['Titan', 'Centaur', elemental]);
    let checked = 0;
    for (const seat of ['green', 'blue', 'black'] as const) {
      const view = godsViewFor(red.state, seat);
      const json = JSON.stringify(view);
      expect(json).not.toContain('"rng"');
      expect(json).not.toContain(`"${elemental}"`);
      expect(view.legions.find((l) => l.marker === red.marker)?.names).toEqual([null, null, null]);
      checked++;
    }
    expect(checked).toBe(3);
    expect(godsViewFor(red.state, 'red').legions.find((l) => l.marker === red.marker)?.names).toEqual(['Titan', 'Centaur', elemental]);
  });

  it('rules 28.5 (German 28.3): errors are not corrected later — a move is taken back only at once (undo, before anything else happened), never once the phase ended; an action computed before the game moved on is refused as stale', () => {
    const s = started(3);
    const move = legal(s, 'red').find((m) => m.type === 'move');
    if (move?.type !== 'move') throw new Error('no move');
    const after = act(s, 'red', move);
    expect(legal(after, 'red').some((m) => m.type === 'move' && m.legion === move.legion)).toBe(false);
    const late = applyGods(after, { ...move, player: 'red', stateId: s.stateId });
    expect(late.ok ? 'ok' : late.error.code).toBe('stale');
    expect(legal(after, 'red')).toContainEqual({ type: 'undo' }); // at once: the table's take-back (engine/gods/undo.ts)
    let state = after;
    for (let n = 0; n < 3 && !legal(state, 'red').some((m) => m.type === 'endMovement'); n++) {
      const next = legal(state, 'red').find((m) => m.type === 'move' && m.teleport === null);
      if (!next) throw new Error('no move left');
      state = act(state, 'red', next);
    }
    const ended = act(state, 'red', { type: 'endMovement' });
    expect(legal(ended, 'red').some((m) => m.type === 'undo')).toBe(false); // later: the error stands
    const undo = applyGods(ended, { type: 'undo', player: 'red', stateId: ended.stateId });
    expect(undo.ok ? 'ok' : undo.error.code).toBe('illegal');
  });

  it('rules 28.6: legions lie face-down — another seat sees a legion\'s marker and height, not its characters', () => {
    const s = place(board(3), 'red', 104, ['Ogre', 'Troll', 'Centaur']);
    const seen = godsViewFor(s.state, 'green').legions.find((l) => l.marker === s.marker);
    expect(seen).toMatchObject({ marker: s.marker, owner: 'red', height: 3, names: [null, null, null] });
    expect(godsViewFor(s.state, 'red').legions.find((l) => l.marker === s.marker)?.names).toEqual(['Ogre', 'Troll', 'Centaur']);
  });

  it('rules 28.7: a moved legion is marked as moved for the rest of the phase and cannot move again', () => {
    const { state, marker } = place(board(3), 'red', 104, ['Ogre', 'Troll', 'Centaur']);
    const m = legal(state, 'red').find((x) => x.type === 'move' && x.legion === marker);
    if (m?.type !== 'move') throw new Error('no move');
    const moved = act(state, 'red', m);
    expect(moved.legions.find((l) => l.marker === marker)?.moved).toMatchObject({ from: 104, steps: m.steps });
    expect(legal(moved, 'red').some((x) => x.type === 'move' && x.legion === marker)).toBe(false);
    const again = legal(state, 'red').find((x) => x.type === 'move' && x.legion === marker && x.to !== m.to);
    if (again?.type === 'move') expect(refusal(moved, 'red', again)).toBe('illegal');
  });

  it('rules 28.8: a muster is shown to every seat (the character and what qualified it); the legion\'s contents to its owner only', () => {
    const { state, marker } = place(board(3, 'mustering'), 'red', PLAINS, ['Titan', 'Centaur', 'Centaur', 'Ogre']);
    const movedThere = edit(state, (d) => { d.legions.find((l) => l.marker === marker)!.moved = { from: PLAINS, steps: 4, exit: null, teleport: null }; });
    const r = step(movedThere, 'red', { type: 'muster', legion: marker, character: 'Lion', how: 'creature', reveal: ['Centaur', 'Centaur'] });
    const shown = r.events.find((e) => e.type === 'mustered');
    expect(shown).toMatchObject({ character: 'Lion', revealed: ['Centaur', 'Centaur'] });
    expect(shown?.audience).toBeUndefined();
    expect(r.events.find((e) => e.type === 'legionContents')?.audience).toEqual(['red']);
  });

  it('rules 28.9: too many characters never arise — a muster into a full legion and a third End-Creature of a type are refused', () => {
    const full = ['Centaur', 'Centaur', 'Ogre', 'Ogre', 'Troll', 'Troll', 'Cyclops'];
    const { state, marker } = place(board(3, 'mustering'), 'red', PLAINS, full);
    const movedThere = edit(state, (d) => { d.legions.find((l) => l.marker === marker)!.moved = { from: PLAINS, steps: 4, exit: null, teleport: null }; });
    expect(legal(movedThere, 'red').some((m) => m.type === 'muster' && m.legion === marker)).toBe(false);
    expect(refusal(movedThere, 'red', { type: 'muster', legion: marker, character: 'Lion', how: 'creature', reveal: ['Centaur', 'Centaur'] })).toBe('illegal');
    const overfull = edit(movedThere, (d) => {
      d.players[0]!.pool.Lion = (d.players[0]!.pool.Lion ?? 0) - 1;
      d.legions.find((l) => l.marker === marker)!.pieces.push({ id: `p${d.nextPiece++}`, name: 'Lion', hits: 0 });
    });
    expect(checkGodsInvariants(null, overfull).join('; ')).toMatch(/more than 4.2 allows/);
    expect([mayHoldAnother(['Hydra', 'Ogre'], 'Hydra'), mayHoldAnother(['Hydra', 'Hydra', 'Ogre'], 'Hydra')]).toEqual([true, false]);
  });

  it('rules 28.10: battle dice come from the game\'s PRNG only; each roll stands (the same strike rolls the same, and a piece strikes once)', () => {
    const s = play(at([['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'C4']], { seed: 7 }), done('attacker')).state;
    const c = strikeChoices(s, 'a1', 'd1')[0];
    if (!c) throw new Error('no strike');
    const strike = { type: 'strike' as const, player: 'red', piece: 'a1', target: 'd1', strikeNumber: c.strikeNumber, dice: c.dice };
    const once = applyGodsBattleAction(s, strike);
    expect(once).toEqual(applyGodsBattleAction(s, strike));
    if (!once.ok) throw new Error(once.error.message);
    expect(once.state.rng).not.toEqual(s.rng);
    expect(applyGodsBattleAction(once.state, strike).ok).toBe(false);
    const started4 = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre'], { fight: false }).s;
    expect(insistOnBattle(started4, 'red').engagement?.battle?.rng).toEqual(started4.rng);
  });
});

describe('rules 29 the rulebook', () => {
  const doc = readFileSync(new URL('../../docs/gods-of-titan-engine.md', import.meta.url), 'utf8');
  it('rules 29, 29.1: rule questions go to the authors (got@immortal.de; errata at www.immortal.de), as the engine doc says', () => {
    expect(doc).toContain('got@immortal.de');
    expect(doc).toContain('www.immortal.de');
  });

  it('rules 29.2, 29.3: the editor\'s note (no dice in movement) and the credits, based on the original Titan by McAllister and Trampier', () => {
    for (const fact of ['Swen Harder', 'Eberhard Eschwe', 'Christian Cibura', 'Dirk Reubold', 'Moritz Schnarr', 'Jason B. McAllister', 'David A. Trampier', 'no die']) expect(doc).toContain(fact);
  });
});
