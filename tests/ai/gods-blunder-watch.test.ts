// The tournament's blunder detector read from Gods of Titan's events (games/gods-blunders.ts on the family's
// games/family-blunders.ts, issue 22 item 7): each class counted for the seat that made the blunder, the lord a Master
// found by its class, and the near misses that must not count; with it, a seat's own Master slain in its first
// engagement.
import { describe, expect, it } from 'vitest';
import type { GodsBattleEvent } from '../../engine/gods/battle/types.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import { godsTally } from '../../games/gods-tally.js';

const SEATS = ['red', 'green'];
const seatOf = (s: string): number => SEATS.indexOf(s);

/** One engagement of red's legion r1 (attacker) on `defender` (green's g1 unless named), fought with these pieces
 * (ids a… the attacker's, d… the defender's) and battle events. */
function engagement(attacker: readonly string[], defender: readonly string[], battle: readonly GodsBattleEvent[], defenderMarker = 'g1'): GodsEvent[] {
  const pieces = [...attacker.map((name, i) => ({ id: `a${i + 1}`, name })), ...defender.map((name, i) => ({ id: `d${i + 1}`, name }))];
  return [
    { type: 'phase', phase: 'movement', seat: 'red', round: 1 },
    { type: 'moved', seat: 'red', legion: 'r1', from: 1, to: 2, steps: 1, teleport: null },
    { type: 'engagement', land: 2, attacker: 'r1', defender: defenderMarker },
    { type: 'battle', land: 'Plains', at: 2, attacker, defender, pieces },
    { type: 'battleStep', events: battle },
  ];
}

/** A game of red and green (each with a legion, r1 and g1) and its engagements' events. */
function game(...engagements: GodsEvent[][]): GodsEvent[] {
  return [
    { type: 'gameStart', seats: ['red', 'green'], darklord: false },
    { type: 'started', seat: 'red', legions: [{ marker: 'r1', height: 7 }] },
    { type: 'started', seat: 'green', legions: [{ marker: 'g1', height: 7 }] },
    ...engagements.flat(),
  ];
}

const phase = (round: number, active: 'attacker' | 'defender', p: 'maneuver' | 'strike'): GodsBattleEvent => ({ type: 'phase', round, active, phase: p });
const move = (piece: string, to: string): GodsBattleEvent => ({ type: 'move', piece, from: null, to });
const strike = (piece: string, target: string, hits: number, rangestrike = false): GodsBattleEvent => ({ type: 'strike', piece, target, dice: [6, 6, 6, 6, 6, 6].slice(0, hits), strikeNumber: 4, hits, rangestrike });
const slain = (piece: string, name: string, by: string | null): GodsBattleEvent => ({ type: 'slain', piece, name, side: piece.startsWith('a') ? 'attacker' : 'defender', by });
const won = (winner: 'attacker' | 'defender'): GodsBattleEvent => ({ type: 'over', result: { kind: 'victory', winner, reason: 'eliminated' } });

const bySeat = (events: GodsEvent[]): Readonly<Record<string, readonly number[]>> => godsTally(events, seatOf).bySeat;

describe('Gods of Titan blunder detector (issue 22 item 7)', () => {
  it('(a) a rangestriker that walked next to an enemy Master and fell to him before its side moved again counts for its owner when the Master comes out alive; one that fell to another piece, a round later, in melee, or while its side killed him, does not', () => {
    const opening = [phase(1, 'defender', 'maneuver'), move('d1', 'C3'), move('d2', 'C4'), phase(1, 'attacker', 'maneuver')];
    const fight = (battle: GodsBattleEvent[], attacker = ['Ranger', 'Ogre']): GodsEvent[] => game(engagement(attacker, ['Titan', 'Ogre'], [...opening, ...battle]));
    expect(bySeat(fight([move('a1', 'D3'), phase(1, 'attacker', 'strike'), strike('d1', 'a1', 4), slain('a1', 'Ranger', 'd1'), won('defender')])).rangestrikerToMaster).toEqual([1, 0]);
    expect(bySeat(fight([move('a1', 'D3'), phase(1, 'attacker', 'strike'), strike('d1', 'a1', 4), slain('a1', 'Ranger', 'd1'), strike('a2', 'd1', 6), slain('d1', 'Titan', 'a2'), won('attacker')])).rangestrikerToMaster).toEqual([0, 0]);
    expect(bySeat(fight([move('a1', 'D3'), phase(1, 'attacker', 'strike'), strike('d2', 'a1', 4), slain('a1', 'Ranger', 'd2'), won('defender')])).rangestrikerToMaster).toEqual([0, 0]);
    expect(bySeat(fight([move('a1', 'D3'), phase(2, 'attacker', 'maneuver'), phase(2, 'attacker', 'strike'), strike('d1', 'a1', 4), slain('a1', 'Ranger', 'd1'), won('defender')])).rangestrikerToMaster).toEqual([0, 0]);
    expect(bySeat(fight([move('a1', 'D3'), phase(1, 'attacker', 'strike'), strike('d1', 'a1', 6), slain('a1', 'Ogre', 'd1'), won('defender')], ['Ogre', 'Ogre'])).rangestrikerToMaster).toEqual([0, 0]);
  });

  it('(b) a Master slain by a rangestrike while two of his side still stand counts for his owner; with one left, in melee, or by a spell after the rangestrike, it does not', () => {
    const placed = [move('d1', 'A1'), move('d2', 'B1'), move('d3', 'B2'), move('a1', 'E2')];
    const fight = (battle: GodsBattleEvent[]): GodsEvent[] => game(engagement(['Ranger'], ['Titan', 'Ogre', 'Troll'], [...placed, ...battle]));
    expect(bySeat(fight([strike('a1', 'd1', 2, true), slain('d1', 'Titan', 'a1')])).masterShotDown).toEqual([0, 1]);
    expect(bySeat(fight([strike('a1', 'd3', 8), slain('d3', 'Troll', 'a1'), strike('a1', 'd1', 2, true), slain('d1', 'Titan', 'a1')])).masterShotDown).toEqual([0, 0]);
    expect(bySeat(fight([strike('a1', 'd1', 2), slain('d1', 'Titan', 'a1')])).masterShotDown).toEqual([0, 0]);
    expect(bySeat(fight([strike('a1', 'd2', 2, true), slain('d1', 'Titan', null)])).masterShotDown).toEqual([0, 0]);
  });

  it('(c) an attack on a legion worth 1.5× the attacker (20.3 values) counts for the attacker when it is beaten or runs out of time, not when it wins or the odds were even', () => {
    const weak = ['Ogre', 'Ogre'];
    const strong = ['Troll', 'Troll', 'Ranger'];
    expect(bySeat(game(engagement(weak, strong, [won('defender')]))).hopelessAttacks).toEqual([1, 0]);
    expect(bySeat(game(engagement(weak, strong, [{ type: 'over', result: { kind: 'time-out' } }]))).hopelessAttacks).toEqual([1, 0]);
    expect(bySeat(game(engagement(weak, strong, [won('attacker')]))).hopelessAttacks).toEqual([0, 0]);
    expect(bySeat(game(engagement(weak, ['Ogre', 'Ogre'], [won('defender')]))).hopelessAttacks).toEqual([0, 0]);
  });

  it('(d) a Master slain by the enemy Master\'s strike counts for the slain Master\'s owner, not one slain by another piece', () => {
    const placed = [move('d1', 'C3'), move('a1', 'D3'), move('a2', 'D4')];
    expect(bySeat(game(engagement(['Titan', 'Ogre'], ['Titan'], [...placed, strike('a1', 'd1', 6), slain('d1', 'Titan', 'a1')]))).masterDuels).toEqual([0, 1]);
    expect(bySeat(game(engagement(['Titan', 'Ogre'], ['Titan'], [...placed, strike('a2', 'd1', 6), slain('d1', 'Titan', 'a2')]))).masterDuels).toEqual([0, 0]);
  });

  it('a seat\'s own Master slain in its first engagement counts for it, not in a later one, and a Neutral legion counts for nobody', () => {
    const fall = [move('d1', 'C3'), move('a1', 'D3'), strike('a1', 'd1', 6), slain('d1', 'Titan', 'a1'), won('attacker')];
    expect(bySeat(game(engagement(['Ogre'], ['Titan'], fall))).masterLostInFirstEngagement).toEqual([0, 1]);
    const quiet = engagement(['Ogre'], ['Ogre'], [won('attacker')]);
    expect(bySeat(game(quiet, engagement(['Ogre'], ['Titan'], fall))).masterLostInFirstEngagement).toEqual([0, 0]);
    const neutral = game(engagement(['Ogre', 'Ogre'], ['Troll', 'Troll', 'Ranger'], [move('d3', 'C3'), move('a1', 'D3'), strike('d3', 'a1', 6), slain('a1', 'Ogre', 'd3'), won('defender')], 'n1'));
    expect(bySeat(neutral)).toMatchObject({ hopelessAttacks: [1, 0], masterLostInFirstEngagement: [0, 0], 'engagements started': [1, 0] });
  });
});
