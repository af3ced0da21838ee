// Every decision the AI is asked for is answered with one of the legal actions, at every level, over whole games
// against random-legal players (which propose, flee and concede, so the AI meets those decisions too).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine/titan/index.js';
import type { ActionType } from '../../engine/titan/actions.js';
import { AiRng } from '../../ai/rng.js';
import { chooseBattleAction } from '../../ai/battle/tactics.js';
import { getVariant } from '../../engine/titan/variants/index.js';
import type { BattlePiece, BattleState } from '../../engine/titan/state.js';
import type { AiLevel } from '../../ai/levels.js';
import { actor, AiSeat, must, newGame } from './helpers.js';

/** Plays one game with the AI as Black; returns the action types it chose and those its legal lists offered. */
function play(level: AiLevel, seed: number, maxActions: number): { answered: Set<ActionType>; faced: Set<ActionType> } {
  let { state, events } = newGame(seed);
  const ai = new AiSeat('Black', level, events);
  const rng = new AiRng(seed);
  const answered = new Set<ActionType>();
  const faced = new Set<ActionType>();
  for (let i = 0; i < maxActions && state.phase !== 'over'; i++) {
    const who = actor(state);
    if (!who) break;
    const legal = legalActions(state, who);
    let action = legal[rng.int(legal.length)];
    if (who === 'Black') {
      for (const a of legal) faced.add(a.type);
      action = ai.decide(state, seed * 1000 + i);
      expect(legal.some((a) => JSON.stringify(a) === JSON.stringify(action))).toBe(true);
      answered.add(action.type);
    } else if (action.type === 'undo') action = legal.find((a) => a.type !== 'undo') ?? action;
    ({ state, events } = must(state, action));
    ai.see(events);
  }
  return { answered, faced };
}

describe('AI decisions are legal', () => {
  it.each(['easy', 'normal'] as const)('%s answers every decision of several games with a legal action', (level) => {
    const kinds = new Set<ActionType>();
    const faced = new Set<ActionType>();
    for (const seed of [11, 12, 13, 14, 15, 16, 17, 18]) {
      const r = play(level, seed, 3000);
      for (const k of r.answered) kinds.add(k);
      for (const k of r.faced) faced.add(k);
    }
    // The decisions met: setup, splits, mulligan, moves, engagements, negotiation, battle, mustering, aftermath.
    for (const k of ['initialSplit', 'split', 'roll', 'mulligan', 'move', 'endMoves', 'engage', 'fight', 'battleMove', 'strike', 'done', 'recruit', 'endTurn'] as const) expect(faced).toContain(k);
    for (const k of ['initialSplit', 'roll', 'move', 'endMoves', 'battleMove', 'strike', 'recruit', 'endTurn'] as const) expect(kinds).toContain(k);
    expect([...kinds].some((k) => k === 'accept' || k === 'fight' || k === 'flee' || k === 'propose')).toBe(true);
    // With these seeds Normal also meets proposals to answer, a flee choice, summons, reinforcements and Angels to
    // acquire — each answered legally above (carries are rare in play: see the position test below).
    if (level === 'normal') for (const k of ['accept', 'propose', 'flee', 'summon', 'reinforce', 'acquire'] as const) expect(faced).toContain(k);
  });

  it('hard answers a game with legal actions', () => {
    const { answered } = play('hard', 21, 600);
    expect(answered).toContain('initialSplit');
    expect(answered).toContain('move');
  });

  it('carries hits to the enemy they slay rather than one they only wound', () => {
    const v = getVariant('titan');
    const piece = (id: string, creature: string, side: 'attacker' | 'defender', hex: string, hits = 0): BattlePiece => ({
      id, creature, side, hex, hits, moved: false, startHex: hex, struck: true, mustStrike: true, slain: false, power: v.creatures[creature].power,
    });
    const pieces = [piece('a1', 'Troll', 'attacker', 'C3'), piece('d1', 'Ogre', 'defender', 'C4', 0), piece('d2', 'Centaur', 'defender', 'D4', 2), piece('d3', 'Gargoyle', 'defender', 'B3', 5)];
    const battle: BattleState = {
      land: 1, terrain: 'Plains', attacker: 'Bk01', defender: 'Br01', attackerEntry: 'Bottom', round: 2, active: 'attacker', phase: 'strike', pieces, nextPieceId: 5,
      carry: { striker: 'a1', hits: 2, strikeNumber: 4, dice: 8, targets: ['d1', 'd2'] }, summon: 'closed', reinforced: false, reinforcementDeclined: false,
      slainValue: { attacker: 0, defender: 0 }, slainCreatures: { attacker: [], defender: [] },
    };
    const pos = { land: v.battlelands.Plains, hazards: v.hazards, creatures: v.creatures, pieces, active: 'attacker' as const, attackerEntry: 'Bottom' as const, round: 2 };
    const base = { player: 'Black', stateId: 1, type: 'carry' as const };
    const legal = [{ ...base, target: 'd1' }, { ...base, target: 'd2' }, { ...base, target: null }];
    const chosen = chooseBattleAction(v, pos, battle, legal, 'attacker', { tactical: true, caution: 1 }, new AiRng(1));
    expect(chosen).toEqual({ ...base, target: 'd2' });
  });
});
