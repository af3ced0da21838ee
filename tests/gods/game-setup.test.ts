// Gods of Titan set-up (rules 5.1–5.8, 2.3, 4.4, A20): seats, Towers, pools, stationed legions, starting legions and
// the first turn's exits, positions as data.
import { describe, expect, it } from 'vitest';
import { CITY, DUNGEON } from '../../engine/gods/board.js';
import { GODS_CHARACTER_COUNTERS, seatPool } from '../../engine/gods/data/pools.js';
import { FIRST_EXIT, landsOfKind } from '../../engine/gods/movement/board-index.js';
import { gameTotals, markersOf } from '../../engine/gods/roster.js';
import { godsSetupError, PLAYER_TOWERS } from '../../engine/gods/setup.js';
import { act, expectSound, legal, newGame, refusal, started } from './game-helpers.js';

const names = (pieces: readonly { name: string }[]): string[] => pieces.map((p) => p.name).sort();

describe('rules 5.1–5.4 seats, pools and Towers', () => {
  it('three Titan-players, and the Darklord only as the fourth seat (1.2, 5.3; roles: tests/gods/roles-setup.test.ts)', () => {
    const players = (ids: string[]) => ({ players: ids.map((id) => ({ id, name: id })) as never, seed: 1, towers: null });
    expect(godsSetupError(players(['red', 'green', 'blue']))).toBeNull();
    expect(godsSetupError(players(['red', 'green', 'blue', 'black']))).toBeNull();
    expect(godsSetupError(players(['red', 'green']))).toContain('three Titan-players');
    expect(godsSetupError({ ...players(['red', 'green', 'blue']), towers: [120, 120, 320] })).toContain('three different');
  });

  it('5.4 each Titan-player marks his Tower with his Tower marker; the Towers come from the setup', () => {
    const s = newGame(3);
    expect(s.players.map((p) => p.tower)).toEqual(PLAYER_TOWERS);
    for (const p of s.players) {
      expect(s.legions.find((l) => l.land === p.tower)?.marker).toBe(`${p.id}-tower`);
      expect(p.markers).toHaveLength(15); // 4.4: 16 markers, the Tower marker in play
    }
    expect(markersOf('red', 'titan-player').filter((m) => /tower|ruin|fort/.test(m))).toEqual(['red-tower', 'red-ruin', 'red-fort', 'red-citytower']);
    expect(markersOf('black', 'darklord').filter((m) => m.includes('darktower'))).toHaveLength(3);
  });

  it('5.1 every pool is the chart set of its start codes; 2.3 the 4-player game holds 921 counters', () => {
    const s = newGame(4);
    const total = (seats: Parameters<typeof gameTotals>[0]) => Object.values(gameTotals(seats)).reduce((a, b) => a + b, 0);
    expect(total(['titan-player', 'titan-player', 'titan-player', 'darklord'])).toBe(GODS_CHARACTER_COUNTERS);
    const red = s.players[0];
    expect(red?.pool.Titan).toBe(1);
    expect(red?.pool['Dark-Titan']).toBeUndefined();
    expect(s.players[3]?.pool['Dark-Titan']).toBe(1);
    expect(red?.pool.Angel).toBe((seatPool('titan-player').Angel ?? 0) - 1); // one in his Tower (5.6)
    expect(red?.spells).toHaveLength(16);
    expectSound(s);
  });

  it('5.2 with a Darklord the three Elementals are dealt by lot, one to each Titan-player; without one, none (A20)', () => {
    for (const seed of [1, 2, 3, 4]) {
      const s = newGame(4, seed);
      const dealt = s.players.slice(0, 3).map((p) => Object.keys(p.pool).find((n) => ['Asher', 'Golem', 'Zephyra'].includes(n) && (p.pool[n] ?? 0) > 0));
      expect(new Set(dealt).size).toBe(3);
    }
    expect(newGame(3).players.every((p) => (p.pool.Asher ?? 0) + (p.pool.Golem ?? 0) + (p.pool.Zephyra ?? 0) === 0)).toBe(true);
  });
});

describe('rules 5.6 stationed legions', () => {
  const s = newGame(4);
  const at = (kind: Parameters<typeof landsOfKind>[0]) => landsOfKind(kind).map((land) => s.legions.find((l) => l.land === land));
  it('each Citytower: Locker, Pegasus, 4 Sunrays; each Fort: Guardian, Pegasus, Nightmare, 3 Tombdiggers; each Ruin: Immortal, Warlock, Siren, 3 Headcrackers — gray, neutral', () => {
    for (const l of at('citytower')) expect(l && [l.owner, names(l.pieces)]).toEqual(['neutral', ['Locker', 'Pegasus', 'Sunray', 'Sunray', 'Sunray', 'Sunray']]);
    for (const l of at('fort')) expect(l && [l.owner, names(l.pieces)]).toEqual(['neutral', ['Guardian', 'Nightmare', 'Pegasus', 'Tombdigger', 'Tombdigger', 'Tombdigger']]);
    for (const l of at('ruin')) expect(l && [l.owner, names(l.pieces)]).toEqual(['neutral', ['Headcracker', 'Headcracker', 'Headcracker', 'Immortal', 'Siren', 'Warlock']]);
  });
  it('each Darktower: 2 Plaques from the Darklord\'s pool, Chimera, Warlock; each player Tower: Angel, Gargoyle, Centaur, Ogre and a Guardian', () => {
    for (const l of at('darktower')) expect(l && [l.owner, l.tower, names(l.pieces)]).toEqual(['black', true, ['Chimera', 'Plaque', 'Plaque', 'Warlock']]);
    expect(s.players[3]?.pool.Plaque).toBe((seatPool('darklord').Plaque ?? 0) - 6);
    for (const l of at('tower')) expect(l && names(l.pieces)).toEqual(['Angel', 'Centaur', 'Gargoyle', 'Guardian', 'Ogre']);
  });
  it('A20: without a Darklord the Darktowers stand empty', () => {
    const three = newGame(3);
    expect(landsOfKind('darktower').filter((land) => three.legions.some((l) => l.land === land))).toEqual([]);
  });
});

describe('rules 5.7 starting legions', () => {
  it('the Darklord starts in the Dungeon with three legions, Phantom, Angel and Jabberwok apart, each with a Headcracker (DE)', () => {
    const s = newGame(4);
    const dungeon = s.legions.filter((l) => l.land === DUNGEON);
    expect(dungeon.map((l) => names(l.pieces))).toEqual([['Headcracker', 'Phantom'], ['Angel', 'Headcracker'], ['Headcracker', 'Jabberwok']]);
  });
  it('each Titan-player in seat order builds two legions in the City, the Titan in one and his Elemental in the other', () => {
    let s = newGame(4);
    expect(s.phase).toBe('setup');
    expect(legal(s, 'green')).toEqual([]);
    expect(legal(s, 'red')).toHaveLength(8); // any of Centaur, Gargoyle, Ogre may go with the Titan
    expect(refusal(s, 'green', { type: 'chooseStart', withTitan: [] })).toBe('not-your-turn');
    s = act(s, 'red', { type: 'chooseStart', withTitan: ['Ogre', 'Gargoyle', 'Centaur'] });
    const red = s.legions.filter((l) => l.owner === 'red' && l.land === CITY);
    expect(red.map((l) => names(l.pieces))).toEqual([['Centaur', 'Gargoyle', 'Ogre', 'Titan'], [expect.stringMatching(/Asher|Golem|Zephyra/)]]);
    s = act(s, 'green', { type: 'chooseStart', withTitan: [] });
    s = act(s, 'blue', { type: 'chooseStart', withTitan: ['Ogre'] });
    expect([s.phase, s.round, s.players[s.active]?.id]).toEqual(['movement', 1, 'red']); // 5.8: seat 1 begins
    expectSound(s);
  });
  it('A20: without an Elemental the second legion keeps at least one creature', () => {
    const s = newGame(3);
    expect(legal(s, 'red')).toHaveLength(7);
    expect(refusal(s, 'red', { type: 'chooseStart', withTitan: ['Ogre', 'Gargoyle', 'Centaur'] })).toBe('illegal');
  });
});

describe('rules 5.8 the first turn', () => {
  it('a Titan-player leaves the City only through the Citytower next clockwise from the Darktower nearest his Tower', () => {
    const s = started(3);
    let checked = 0;
    for (const seat of ['red'] as const) {
      const exit = FIRST_EXIT.get(s.players.find((p) => p.id === seat)?.tower ?? 0);
      for (const m of legal(s, seat)) {
        if (m.type !== 'move') continue;
        expect(m.exit).toBe(exit);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(FIRST_EXIT).toEqual(new Map([[120, 105], [220, 205], [320, 305]]));
  });
  it('only one of his two legions must leave (8.6, A1: one legion in the City and Dungeon together)', () => {
    let s = started(3);
    expect(legal(s, 'red').some((m) => m.type === 'endMovement')).toBe(false);
    const first = legal(s, 'red').find((m) => m.type === 'move' && m.legion === 'red-1');
    if (!first) throw new Error('red-1 cannot move');
    s = act(s, 'red', first);
    expect(legal(s, 'red').some((m) => m.type === 'endMovement')).toBe(true);
  });
  it('the Darklord\'s legions must all leave the Dungeon, through one Darktower each', () => {
    let s = started(4);
    for (const seat of ['red', 'green', 'blue'] as const) {
      const move = legal(s, seat).find((m) => m.type === 'move');
      if (!move) throw new Error(`${seat} cannot move`);
      s = act(act(s, seat, move), seat, { type: 'endMovement' });
      s = act(act(s, seat, { type: 'endEngagements' }), seat, { type: 'endTurn' });
    }
    expect(s.players[s.active]?.id).toBe('black');
    const used: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect(legal(s, 'black').some((m) => m.type === 'endMovement')).toBe(false);
      const moves = legal(s, 'black').filter((m) => m.type === 'move');
      for (const m of moves) if (m.type === 'move') expect(used).not.toContain(m.exit);
      const move = moves[0];
      if (move?.type !== 'move' || move.exit === null) throw new Error('the Darklord cannot leave');
      used.push(move.exit);
      s = act(s, 'black', move);
    }
    expect(used.sort()).toEqual(landsOfKind('darktower'));
    expect(legal(s, 'black').some((m) => m.type === 'endMovement')).toBe(true);
  });
});
