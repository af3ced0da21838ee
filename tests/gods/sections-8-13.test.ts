// Gods of Titan rules 8–13 that no other test covered: the movement signs (8.5), teleportation in general (9.1),
// what makes an engagement (10.1), the battle's turn record (11.7), maneuvering and entering (12.1, 12.2) and the
// strike phase (13.1–13.3, 13.8). Positions as data, through the game reducer or the battle module.
import { describe, expect, it } from 'vitest';
import { edgeHexes, hexIndex, rangeByIndex } from '../../engine/family/battle/grid.js';
import { applyGodsBattleAction, godsBattleLegalActions, pieceMoves } from '../../engine/gods/battle/index.js';
import type { GodsBattleAction, GodsBattleState } from '../../engine/gods/battle/index.js';
import { GODS_CHARACTERS } from '../../engine/gods/data/characters.js';
import { engagementSides } from '../../engine/gods/legal.js';
import { GODS_BOARD } from '../../engine/gods/movement/board-index.js';
import type { GodsMove } from '../../engine/gods/actions.js';
import type { GodsState } from '../../engine/gods/state.js';
import { A, at, D, done, input, move, play, start } from './battle-helpers.js';
import { DESERT, engaged } from './game-battle-helpers.js';
import { act, clearBoard, destinations, edit, legal, place, refusal, started } from './game-helpers.js';

/** A cleared board in round `round`, red to move. */
const board = (players: 3 | 4 = 3, round = 11): GodsState => edit(clearBoard(started(players)), (d) => void (d.round = round));
/** The sign of each exit of a land, as "sign→land". */
const signsOf = (land: number) => (GODS_BOARD.byId.get(land)?.exits ?? []).map((e) => `${e.sign}→${e.to}`).sort();
/** Where a red legion of two on `land` may end its move, with the lands each move counts. */
const endsFrom = (land: number) => {
  const { state, marker } = place(board(3, 1), 'red', land, ['Ogre', 'Troll']);
  return destinations(state, 'red', marker);
};
const strikesOf = (s: GodsBattleState, seat: string) => godsBattleLegalActions(s, seat).filter((a): a is Extract<GodsBattleAction, { type: 'strike' }> => a.type === 'strike');

describe('rules 8.5 movement signs', () => {
  it('rules 8.5 Block: a legion whose move begins on a land a Block points from must begin in its direction', () => {
    expect(signsOf(115)).toEqual(['ARROWS→116', 'BLOCK→106']);
    const ends = endsFrom(115);
    expect([...ends].filter(([, steps]) => steps.includes(1)).map(([land]) => land)).toEqual([106]);
    expect(ends.has(116)).toBe(false); // the Triple Arrow beside the Block never begins a move
  });

  it('rules 8.5 Arch: it may begin a move, never continue one', () => {
    expect(signsOf(134)).toEqual(['ARCH→119', 'ARROW→133', 'ARROW→135']);
    expect(endsFrom(134).get(119)).toContain(1);
    // From 133 a legion passes 134 on its first land, and may not leave it by the Arch to 119.
    expect(signsOf(133)).toContain('ARROW→134');
    expect(endsFrom(133).get(119)).toEqual([6]); // only the long way round
  });

  it('rules 8.5 Triple Arrow: it may begin a move (where no Block is), and a legion entering its land must go on its way', () => {
    expect(signsOf(113)).toEqual(['ARCH→104', 'ARCH→112', 'ARROWS→114']);
    expect(endsFrom(113).get(114)).toEqual([1]);
    expect(signsOf(114)).toEqual(['ARCH→127', 'ARROWS→115']);
    expect(endsFrom(114).get(127)).toEqual([1]);
    // Having entered 114 from 113, the move goes on only by 114's Triple Arrow: 115, never 127.
    expect(endsFrom(113).get(115)).toContain(2);
    expect(endsFrom(113).has(127)).toBe(false);
  });

  it('rules 8.5 Arrow, unconnected lands: Arrows begin or continue a move; neighbours with no sign between them are not connected', () => {
    expect(signsOf(101)).toEqual(['ARROW→102', 'ARROW→108', 'ARROW→306']);
    const ends = endsFrom(101);
    for (const to of [102, 108, 306]) expect(ends.get(to)).toContain(1);
    expect(ends.get(103)).toContain(2); // on through 102 by its Arrow
    // 118 and 119 touch (119's Triple Arrow points onto 118), but 118 has no sign toward 119.
    expect(signsOf(119)).toContain('ARROWS→118');
    expect(signsOf(118).some((s) => s.endsWith('→119'))).toBe(false);
    expect(endsFrom(118).get(119)).toBeUndefined();
  });
});

describe('rules 9.1 teleportation in general', () => {
  it('rules 9.1: a teleport is optional, counts as one land, and ends on an unoccupied land unless it engages', () => {
    const red = place(board(3), 'red', 135, ['Titan', 'Centaur']);
    const green = place(red.state, 'green', 250, ['Ogre', 'Gargoyle']);
    const s = edit(green.state, (d) => Object.assign(d.players[0]!, { ep: 80, titanUncovered: true }));
    const moves = legal(s, 'red').filter((m): m is Extract<GodsMove, { type: 'move' }> => m.type === 'move' && m.legion === red.marker);
    const teleports = moves.filter((m) => m.teleport !== null);
    expect(teleports.length).toBeGreaterThan(100);
    expect(moves.some((m) => m.teleport === null)).toBe(true); // optional: the ordinary moves stay open
    for (const m of teleports) expect(m.steps).toBe(1);
    let checked = 0;
    for (const m of teleports) {
      const there = s.legions.filter((l) => l.land === m.to);
      if (m.teleport === 'titan-battle') {
        expect(there.some((l) => l.owner !== 'red')).toBe(true); // onto an enemy legion: an engagement
      } else {
        expect(there).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(teleports.some((m) => m.teleport === 'titan-battle' && m.to === 250)).toBe(true);
  });
});

describe('rules 10.1 engagements', () => {
  it('rules 10.1: a moving legion entering another player\'s legion\'s land engages it, the Mover attacking', () => {
    const red = place(board(3), 'red', 101, ['Titan', 'Ogre']);
    const green = place(red.state, 'green', 103, ['Troll', 'Gargoyle']);
    let s = act(green.state, 'red', { type: 'move', legion: red.marker, to: 103, steps: 2, exit: null, teleport: null });
    s = act(s, 'red', { type: 'endMovement' });
    expect(legal(s, 'red').filter((m) => m.type === 'engage')).toEqual([{ type: 'engage', attacker: red.marker, defender: green.marker }]);
    s = act(s, 'red', { type: 'engage', attacker: red.marker, defender: green.marker });
    expect(engagementSides(s)).toEqual({ attacker: 'red', defender: 'green' });
  });

  it('rules 10.1: no engagement under the treaty, nor between two Sea legions', () => {
    const treaty = place(place(board(3, 10), 'red', 101, ['Titan', 'Ogre']).state, 'green', 103, ['Troll', 'Gargoyle']);
    const mover = treaty.state.legions.find((l) => l.owner === 'red' && l.land === 101)!.marker;
    let s = act(treaty.state, 'red', { type: 'move', legion: mover, to: 103, steps: 2, exit: null, teleport: null });
    s = act(s, 'red', { type: 'endMovement' });
    expect(legal(s, 'red').filter((m) => m.type === 'engage')).toEqual([]);
    expect(refusal(s, 'red', { type: 'endEngagements' })).toBe('ok');
    // Two Sea legions after the treaty: one ends on the other's Sea land, and they stand together.
    const sea = place(board(3), 'red', 149, ['Dolphin', 'Manta']);
    const other = place(sea.state, 'green', 151, ['Dolphin', 'Whale']);
    expect(destinations(other.state, 'red', sea.marker).get(151)).toContain(2);
    let t = act(other.state, 'red', { type: 'move', legion: sea.marker, to: 151, steps: 2, exit: null, teleport: null });
    t = act(t, 'red', { type: 'endMovement' });
    expect(t.legions.filter((l) => l.land === 151)).toHaveLength(2);
    expect(legal(t, 'red').filter((m) => m.type === 'engage')).toEqual([]);
  });
});

describe('rules 11.7 battle-rounds', () => {
  it('rules 11.7: the turn record advances before each of the defender\'s maneuvers; the attacker\'s legion marks the land meanwhile', () => {
    const first = start(input(['Ogre'], ['Troll']));
    const r = play(first, move('defender', 'd1', 'D6'), done('defender'), move('attacker', 'a1', 'A1'), done('attacker'),
      done('defender'), done('attacker'), done('defender'), done('attacker'));
    const record = [`${first.round} ${first.active}`, ...r.events.flatMap((e) => (e.type === 'phase' && e.phase === 'maneuver' ? [`${e.round} ${e.active}`] : []))];
    expect(record).toEqual(['1 defender', '1 attacker', '2 defender', '2 attacker', '3 defender', '3 attacker', '4 defender']);
    // In the game the attacking legion stays on its land of the masterboard through the battle.
    const { s, attacker, defender } = engaged(['Lion', 'Ogre'], ['Troll'], {});
    expect(s.engagement?.battle?.round).toBe(1);
    expect(s.legions.filter((l) => l.marker === attacker || l.marker === defender).map((l) => l.land)).toEqual([DESERT, DESERT]);
  });
});

describe('rules 12.1, 12.2 the Maneuver Phase and entering the battleland', () => {
  it('rules 12.1: only the maneuvering side moves, as many of its characters as it likes, each once a phase', () => {
    const s = at([['Ogre', 'attacker', 'A1'], ['Lion', 'attacker', 'B1'], ['Troll', 'defender', 'F4']], { active: 'attacker' });
    expect(pieceMoves(s, 'd1')).toEqual([]);
    const enemy = applyGodsBattleAction(s, { type: 'move', player: D, piece: 'd1', to: 'E4' });
    expect(enemy.ok ? 'ok' : enemy.error.code).toBe('not-your-turn');
    const own = applyGodsBattleAction(s, { type: 'move', player: A, piece: 'd1', to: 'E4' });
    expect(own.ok ? 'ok' : own.error.code).toBe('illegal');
    const target = pieceMoves(s, 'a1')[0]!;
    const moved = play(s, move('attacker', 'a1', target)).state;
    expect(pieceMoves(moved, 'a1')).toEqual([]); // once a phase
    const again = applyGodsBattleAction(moved, move('attacker', 'a1', pieceMoves(s, 'a1')[1] ?? 'A1'));
    expect(again.ok).toBe(false);
    expect(pieceMoves(moved, 'a2').length).toBeGreaterThan(0);
    // As few as he wishes: the phase may end with the Lion unmoved, or with nobody moved at all.
    expect(godsBattleLegalActions(moved, A)).toContainEqual(done('attacker'));
    expect(godsBattleLegalActions(s, A)).toContainEqual(done('attacker'));
  });

  it('rules 12.2: a character enters on a hex of its side of entry, that hex counting against its movement, and never leaves the battleland', () => {
    const s = play(start(input(['Ogre', 'Centaur'], ['Troll'])), move('defender', 'd1', 'D6'), done('defender')).state;
    const entry = edgeHexes(s.attackerEntry);
    expect(entry).toHaveLength(4);
    let checked = 0;
    for (const id of ['a1', 'a2']) {
      const skill = GODS_CHARACTERS[id === 'a1' ? 'Ogre' : 'Centaur']!.skill;
      const moves = pieceMoves(s, id);
      for (const h of entry) expect(moves).toContain(h);
      const cost = (h: string) => Math.min(...entry.map((e) => rangeByIndex(hexIndex(e), hexIndex(h))));
      for (const h of moves) {
        expect(cost(h)).toBeLessThanOrEqual(skill);
        checked++;
      }
      expect(Math.max(...moves.map(cost))).toBe(skill);
    }
    expect(checked).toBeGreaterThan(10);
    // On the battleland, every move ends on one of its hexes.
    const on = play(s, move('attacker', 'a1', 'A1'), done('attacker'), done('defender')).state;
    expect(on.pieces.find((p) => p.id === 'a1')?.hex).toBe('A1');
    for (const h of pieceMoves(on, 'a1')) expect(h).toMatch(/^[A-F][1-6]$/);
  });
});

describe('rules 13.1–13.3, 13.8 the Strike Phase', () => {
  // An Ogre (6/2) and a Lion (5/3) of the attacker; a Colossus (10/4) and a Troll (8/2) of the defender. The Ogre
  // touches both, the Lion the Troll only.
  const pos = (ogreHits = 0) => at([
    ['Ogre', 'attacker', 'C3', ogreHits], ['Lion', 'attacker', 'D2'],
    ['Colossus', 'defender', 'C4'], ['Troll', 'defender', 'D3'],
  ], { active: 'attacker' });

  it('rules 13.1: every character in contact as the phase begins must strike; the other side strikes back afterwards', () => {
    const s = play(pos(), done('attacker')).state;
    expect(s.phase).toBe('strike');
    expect(godsBattleLegalActions(s, A)).not.toContainEqual(done('attacker'));
    const refused = applyGodsBattleAction(s, done('attacker'));
    expect(refused.ok ? 'ok' : refused.error.code).toBe('illegal');
    expect(strikesOf(s, D)).toEqual([]);
    const struck = play(s, ...['a1', 'a2'].map((id) => strikesOf(s, A).find((a) => a.piece === id)!)).state;
    expect(struck.phase).toBe('strikeback');
    expect(new Set(strikesOf(struck, D).map((a) => a.piece))).toEqual(new Set(['d1', 'd2']));
  });

  it('rules 13.1: only the side whose maneuver came before rangestrikes; in the strikeback a rangestriker out of contact does nothing', () => {
    const withMinotaur = (active: 'attacker' | 'defender') => at([
      ['Ogre', 'attacker', 'C3'], ['Lion', 'attacker', 'D2'],
      ['Colossus', 'defender', 'C4'], ['Troll', 'defender', 'D3'], ['Minotaur', 'defender', 'F4'],
    ], { active });
    const own = play(withMinotaur('defender'), done('defender')).state;
    const rangestrike = strikesOf(own, D).find((a) => a.piece === 'd3');
    if (!rangestrike) throw new Error('the Minotaur has no rangestrike in its own strike phase');
    expect(play(own, rangestrike).events).toContainEqual(expect.objectContaining({ type: 'strike', piece: 'd3', rangestrike: true }));
    const s = play(withMinotaur('attacker'), done('attacker')).state;
    const struck = play(s, ...['a1', 'a2'].map((id) => strikesOf(s, A).find((a) => a.piece === id)!)).state;
    expect(struck.phase).toBe('strikeback');
    expect(strikesOf(struck, D).some((a) => a.piece === 'd2')).toBe(true);
    expect(strikesOf(struck, D).some((a) => a.piece === 'd3')).toBe(false);
  });

  it('rules 13.2: a strike rolls the striker\'s Power-factor in dice against the Strike-number of the two Skill-factors; hits reaching the Power-factor slay', () => {
    const s = play(pos(), done('attacker')).state;
    const ogreOnColossus = strikesOf(s, A).find((a) => a.piece === 'a1' && a.target === 'd1')!;
    const ogreOnTroll = strikesOf(s, A).find((a) => a.piece === 'a1' && a.target === 'd2')!;
    expect([ogreOnColossus.dice, ogreOnColossus.strikeNumber]).toEqual([6, 6]); // skill 2 on skill 4: 4 + 4 − 2
    expect([ogreOnTroll.dice, ogreOnTroll.strikeNumber]).toEqual([6, 4]);
    const r = play(s, ogreOnTroll);
    const strike = r.events.find((e) => e.type === 'strike');
    if (strike?.type !== 'strike') throw new Error('no strike event');
    expect(strike.hits).toBe(strike.dice.filter((d) => d >= 4).length);
    const troll = r.state.pieces.find((p) => p.id === 'd2')!;
    expect(troll.hits).toBe(Math.min(8, strike.hits));
    expect(troll.slain).toBe(strike.hits >= 8);
  });

  it('rules 13.3: the Mover picks the order and the targets; each character strikes once, never at its own side', () => {
    const s = play(pos(), done('attacker')).state;
    const choices = strikesOf(s, A);
    expect(new Set(choices.map((a) => `${a.piece}>${a.target}`))).toEqual(new Set(['a1>d1', 'a1>d2', 'a2>d2']));
    for (const a of choices) expect(a.target.startsWith('d')).toBe(true);
    // The Lion may strike first; then it is done, and the Ogre still chooses its target.
    const lionFirst = play(s, choices.find((a) => a.piece === 'a2')!).state;
    expect(strikesOf(lionFirst, A).some((a) => a.piece === 'a2')).toBe(false);
    expect(new Set(strikesOf(lionFirst, A).filter((a) => a.piece === 'a1').map((a) => a.target))).toEqual(new Set(['d1', 'd2']));
  });

  it('rules 13.8: characters slain in a strike phase leave the battleland at its end, after their strikeback, and are kept for scoring', () => {
    let checked = 0;
    for (let seed = 1; seed <= 10 && checked < 3; seed++) {
      // A Colossus strikes a Troll that has one hit left: any hit slays it.
      const s = play(at([['Colossus', 'attacker', 'C3'], ['Lion', 'attacker', 'A1'], ['Troll', 'defender', 'C4', 7], ['Ogre', 'defender', 'F4']], { seed, active: 'attacker' }), done('attacker')).state;
      const r = play(s, strikesOf(s, A)[0]!);
      const troll = r.state.pieces.find((p) => p.id === 'd1');
      if (!troll?.slain) continue;
      expect(r.state.phase).toBe('strikeback');
      expect(strikesOf(r.state, D).some((a) => a.piece === 'd1')).toBe(true); // still on the battleland, striking back
      const end = play(r.state, strikesOf(r.state, D).find((a) => a.piece === 'd1')!);
      const after = end.state.phase === 'strikeback' ? play(end.state, done('defender')).state : end.state;
      expect(after.pieces.some((p) => p.id === 'd1')).toBe(false);
      expect(after.slain).toContainEqual(expect.objectContaining({ id: 'd1', name: 'Troll', side: 'defender', cause: 'strike', by: 'a1' }));
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(1);
  });
});
