// The log names battle pieces by creature: each event sees the names its own battle gave (ids restart every battle).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/titan/events.js';
import { pieceCreatures } from '../../renderer/lib/piece-names.js';

const battleStart = (land: number): GameEvent => ({ type: 'battleStart', land, terrain: 'Plains', attacker: 'Rd01', defender: 'Bu01', entry: 'Left' });
const move = (piece: string, creature: string): GameEvent => ({ type: 'battleMove', piece, creature, from: null, to: 'A1' });
const strike = (piece: string, target: string): GameEvent => ({ type: 'strike', piece, target, dice: [6], strikeNumber: 4, hits: 1, rangestrike: false });

describe('piece names in the log', () => {
  it('names each strike after the creatures of its own battle, not of a later battle with the same ids', () => {
    const log = [battleStart(1), move('a1', 'Ogre'), move('d1', 'Cyclops'), strike('a1', 'd1'), battleStart(2), move('a1', 'Titan'), strike('a1', 'd1')];
    const names = pieceCreatures(log);
    expect([names[3]?.get('a1'), names[3]?.get('d1')]).toEqual(['Ogre', 'Cyclops']);
    expect([names[6]?.get('a1'), names[6]?.get('d1')]).toEqual(['Titan', undefined]);
  });

  it('keeps the name of a slain piece for the lines after its death', () => {
    const log: GameEvent[] = [battleStart(1), { type: 'slain', piece: 'd3', creature: 'Gargoyle', side: 'defender' }, { type: 'carry', piece: 'a2', target: 'd3', hits: 1 }];
    expect(pieceCreatures(log)[2]?.get('d3')).toBe('Gargoyle');
  });
});
