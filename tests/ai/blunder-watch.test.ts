// The tournament's blunder detector (games/titan-blunders.ts, issue 22): each class counted for the seat that made the
// blunder from a game's events, and the near misses that must not count.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/titan/events.js';
import { titanTally } from '../../games/titan-tally.js';

const seatOf = (p: string): number => ['Red', 'Blue'].indexOf(p);

/** A battle of Red's legion Rd01 (attacker) against Blue's Bu01 (defender) on land 1, its events after `opening`. */
function game(battle: GameEvent[], opening: GameEvent[] = []): GameEvent[] {
  return [
    { type: 'towers', rolls: [], order: ['Red', 'Blue'] },
    { type: 'initialSplit', player: 'Red', markers: ['Rd01', 'Rd02'] },
    { type: 'initialSplit', player: 'Blue', markers: ['Bu01', 'Bu02'] },
    { type: 'engage', land: 1, attacker: 'Rd01', defender: 'Bu01' },
    ...opening,
    { type: 'battleStart', land: 1, terrain: 'Plains', attacker: 'Rd01', defender: 'Bu01', entry: 'Bottom' },
    ...battle,
  ];
}

const phase = (round: number, active: 'attacker' | 'defender', p: string): GameEvent => ({ type: 'battlePhase', round, active, phase: p });
const move = (piece: string, creature: string, to: string): GameEvent => ({ type: 'battleMove', piece, creature, from: null, to });
const strike = (piece: string, target: string, hits: number, rangestrike = false): GameEvent => ({ type: 'strike', piece, target, dice: [6, 6, 6, 6, 6, 6].slice(0, hits), strikeNumber: 4, hits, rangestrike });
const slain = (piece: string, creature: string): GameEvent => ({ type: 'slain', piece, creature, side: piece.startsWith('a') ? 'attacker' : 'defender' });

const blunders = (events: GameEvent[]): Record<string, readonly number[]> => {
  const { engagementsStarted: _e, titanLostInFirstEngagement: _t, ...rest } = titanTally(events, seatOf).bySeat;
  return rest;
};

describe('TITAN blunder detector (issue 22)', () => {
  it('(a) a rangestriker that walked next to the enemy Titan and fell to him before its side moved again counts for its owner when he comes out of the battle alive; one that fell to another piece, or a round later, or while its side killed him, does not', () => {
    const opening = [phase(1, 'defender', 'maneuver'), move('d1', 'Titan', 'C3'), move('d2', 'Ogre', 'C4'), phase(1, 'attacker', 'maneuver')];
    const end: GameEvent = { type: 'battleEnd', winner: 'Bu01', reason: 'elimination' };
    const walked = game([...opening, move('a1', 'Ranger', 'D3'), phase(1, 'attacker', 'strike'), strike('d1', 'a1', 4), slain('a1', 'Ranger'), end]);
    expect(blunders(walked).rangestrikerToTitan).toEqual([1, 0]);
    const traded = game([...opening, move('a1', 'Ranger', 'D3'), phase(1, 'attacker', 'strike'), strike('d1', 'a1', 4), slain('a1', 'Ranger'), strike('a2', 'd1', 6), slain('d1', 'Titan'), end]);
    expect(blunders(traded).rangestrikerToTitan).toEqual([0, 0]);
    const byOgre = game([...opening, move('a1', 'Ranger', 'D3'), phase(1, 'attacker', 'strike'), strike('d2', 'a1', 4), slain('a1', 'Ranger')]);
    expect(blunders(byOgre).rangestrikerToTitan).toEqual([0, 0]);
    const later = game([...opening, move('a1', 'Ranger', 'D3'), phase(2, 'attacker', 'maneuver'), phase(2, 'attacker', 'strike'), strike('d1', 'a1', 4), slain('a1', 'Ranger')]);
    expect(blunders(later).rangestrikerToTitan).toEqual([0, 0]);
    const melee = game([...opening, move('a1', 'Ogre', 'D3'), phase(1, 'attacker', 'strike'), strike('d1', 'a1', 6), slain('a1', 'Ogre')]);
    expect(blunders(melee).rangestrikerToTitan).toEqual([0, 0]);
  });

  it('(b) a Titan slain by a rangestrike while two of his side still stand counts for his owner; with one left it does not', () => {
    const placed = [move('d1', 'Titan', 'A1'), move('d2', 'Ogre', 'B1'), move('d3', 'Troll', 'B2'), move('a1', 'Warlock', 'E2')];
    expect(blunders(game([...placed, strike('a1', 'd1', 2, true), slain('d1', 'Titan')])).titanShotDown).toEqual([0, 1]);
    expect(blunders(game([...placed, strike('a1', 'd3', 8), slain('d3', 'Troll'), strike('a1', 'd1', 2, true), slain('d1', 'Titan')])).titanShotDown).toEqual([0, 0]);
    expect(blunders(game([...placed, strike('a1', 'd1', 2), slain('d1', 'Titan')])).titanShotDown).toEqual([0, 0]);
  });

  it('(c) an attack on a legion worth 1.5× the attacker counts for the attacker when he is beaten, not when he wins', () => {
    const reveals: GameEvent[] = [
      { type: 'reveal', marker: 'Rd01', creatures: ['Ogre', 'Ogre'], reason: 'engagement' },
      { type: 'reveal', marker: 'Bu01', creatures: ['Troll', 'Troll', 'Ranger'], reason: 'engagement' },
    ];
    expect(blunders(game([{ type: 'battleEnd', winner: 'Bu01', reason: 'elimination' }], reveals)).hopelessAttacks).toEqual([1, 0]);
    expect(blunders(game([{ type: 'battleEnd', winner: 'Rd01', reason: 'elimination' }], reveals)).hopelessAttacks).toEqual([0, 0]);
    const even: GameEvent[] = [reveals[0] as GameEvent, { type: 'reveal', marker: 'Bu01', creatures: ['Ogre', 'Ogre'], reason: 'engagement' }];
    expect(blunders(game([{ type: 'battleEnd', winner: 'Bu01', reason: 'elimination' }], even)).hopelessAttacks).toEqual([0, 0]);
  });

  it('(d) a Titan slain by the enemy Titan\'s strike counts for the slain Titan\'s owner', () => {
    const placed = [move('d1', 'Titan', 'C3'), move('a1', 'Titan', 'D3'), move('a2', 'Ogre', 'D4')];
    expect(blunders(game([...placed, strike('a1', 'd1', 6), slain('d1', 'Titan')])).titanDuels).toEqual([0, 1]);
    expect(blunders(game([...placed, strike('a2', 'd1', 6), slain('d1', 'Titan')])).titanDuels).toEqual([0, 0]);
  });
});
