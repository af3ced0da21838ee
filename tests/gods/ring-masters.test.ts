// Rules 24.4 with 3.10 and 27.4: "Masters (like the Phantom) and Elementals may be present neither in Tower-Legions nor
// Sea-Legions" (DE "weder in Tower-Armeen noch in an den See-Ring gebundene Armeen") — no muster, reinforcement, split
// or appearance puts a Master or an Elemental into a legion the outer ring holds (a Sea-Creature's legion that may not
// leave the Coast and the Sea). Found as a game no one could end: a Phantom with an Aquarian and a Dolphin, three
// characters that could neither move off the Coast nor split the Dolphin away.
import { describe, expect, it } from 'vitest';
import { seatPool } from '../../engine/gods/data/pools.js';
import { GODS_BOARD } from '../../engine/gods/movement/board-index.js';
import { creatureMusterOptions, reinforcementOptions, type MusterLegion, type MusterSeat } from '../../engine/gods/rules/muster.js';
import { masterHosts } from '../../engine/gods/turn/master-choice.js';
import type { GodsLegion } from '../../engine/gods/state.js';
import { clearBoard, legal, place, refusal, started } from './game-helpers.js';

const coast = { terrain: 'Coast', kind: 'coast' as const, labelled: false };
const legion = (characters: string[]): MusterLegion => ({ characters, masterUncovered: false, seaLegion: false, advantages: [] });
const seat = (extra: Partial<MusterSeat> = {}): MusterSeat => ({ pool: seatPool('titan-player'), endCreatureTaken: false, darkTitanAppeared: false, seaLegionsAshore: false, ...extra });
const creatures = (l: MusterLegion, s = seat()): string[] => creatureMusterOptions(l, coast, 4, false, s).map((o) => o.creature);
const COAST_LAND = [...GODS_BOARD.byId.values()].find((l) => l.kind === 'coast')?.id ?? -1;

describe('rules 24.4 no Master or Elemental where the ring holds it', () => {
  it('24.4, 27.4: an Aquarian or a Siren musters a Dolphin on the Coast — but not into a legion holding a Titan, a Phantom or an Elemental', () => {
    expect(creatures(legion(['Aquarian', 'Ogre', 'Centaur']))).toEqual(['Dolphin']);
    expect(creatures(legion(['Titan', 'Aquarian', 'Ogre']))).toEqual([]);
    expect(creatures(legion(['Phantom', 'Aquarian', 'Ogre']))).toEqual([]);
    expect(creatures(legion(['Golem', 'Siren', 'Ogre']))).toEqual([]);
  });

  it('24.4, 17: nor as the defender\'s reinforcement', () => {
    expect(reinforcementOptions(legion(['Aquarian', 'Ogre', 'Centaur']), coast, seat()).map((o) => o.creature)).toEqual(['Dolphin']);
    expect(reinforcementOptions(legion(['Titan', 'Aquarian', 'Ogre']), coast, seat()).map((o) => o.creature)).toEqual([]);
  });

  it('24.4, 4.5: a split never leaves the Titan with an Octopus its Aquarian no longer leads (3.10: the ring would hold it)', () => {
    expect(COAST_LAND).toBeGreaterThan(0);
    const { state, marker } = place(clearBoard(started(3)), 'red', COAST_LAND, ['Titan', 'Aquarian', 'Octopus', 'Ogre']);
    const red = state.legions.find((l) => l.marker === marker);
    const id = (name: string): string => red?.pieces.find((p) => p.name === name)?.id ?? '';
    const splits = legal(state, 'red').filter((m) => m.type === 'split' && m.legion === marker);
    const names = (ids: readonly string[]): string => ids.map((i) => red?.pieces.find((p) => p.id === i)?.name).sort().join('+');
    const parts = splits.map((m) => (m.type === 'split' ? names(m.parts[0] ?? []) : ''));
    expect(parts.length).toBeGreaterThan(0);
    // the Aquarian goes with the Octopus, or the Octopus stays with the Aquarian: never Titan+Octopus on one side
    expect(parts).not.toContain('Aquarian+Ogre');
    expect(parts).not.toContain('Octopus+Titan');
    expect(parts).toContain('Aquarian+Octopus');
    const free = state.players.find((p) => p.id === 'red')?.markers.find((m) => /-\d+$/.test(m)) ?? '';
    expect(refusal(state, 'red', { type: 'split', legion: marker, parts: [[id('Aquarian'), id('Ogre')]], markers: [free] })).toBe('illegal');
  });

  it('24.4, 24.5: a Phantom appears in no legion the ring holds', () => {
    const s = started(3);
    const piece = (name: string, i: number) => ({ id: `x${i}`, name, hits: 0 });
    const at = (marker: string, names: string[]): GodsLegion => ({ marker, owner: 'red', land: COAST_LAND, pieces: names.map(piece), tower: false, moved: null, splitFrom: null });
    const held = at('red-8', ['Aquarian', 'Dolphin', 'Ogre']);
    const free = at('red-9', ['Ogre', 'Troll']);
    expect(masterHosts(s.players, [held, free], 'red', null).map((l) => l.marker)).toEqual(['red-9']);
    expect(masterHosts(s.players, [held], 'red', null)).toEqual([]);
  });
});
