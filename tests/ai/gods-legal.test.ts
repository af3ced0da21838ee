// The Gods of Titan Normal AI only ever picks a legal action: asked at positions of random-legal games (set-up,
// movement, engagements, battles, aftermath, mustering; 3 and 4 players), it answers with one of the seat's legal
// actions, which the reducer accepts; with actions it does not know it falls back to a safe default.
import { describe, expect, it } from 'vitest';
import type { GodsAction } from '../../engine/gods/actions.js';
import { godsLegalActions } from '../../engine/gods/legal.js';
import { applyGods } from '../../engine/gods/reducer.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { godsModule } from '../../games/gods.js';
import { normalPick, randomPositions } from './gods-helpers.js';
import { started } from '../gods/game-helpers.js';

describe('Gods of Titan Normal AI: legal actions only', () => {
  it.each([3, 4] as const)('%i players: over random positions it always picks a legal action the reducer accepts', (players) => {
    const phases = new Set<string>();
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      for (const { state, seat } of randomPositions(players, seed, 4, 2000)) {
        const legal = godsLegalActions(state, seat);
        const pick = normalPick(state, seat, seed);
        expect(legal).toContainEqual(pick);
        expect(applyGods(state, pick).ok).toBe(true);
        phases.add(state.engagement?.battle ? 'battle' : state.engagement?.aftermath ? 'aftermath' : state.phase);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(600);
    expect([...phases].sort()).toEqual(expect.arrayContaining(['battle', 'engagement', 'movement', 'mustering']));
  });

  it('an action it does not know (a later rule\'s) gets the safe default: pass or decline where listed, else the first legal action', () => {
    const s = started(3);
    const view = godsViewFor(s, 'red');
    const unknown = { type: 'offerTrade', player: 'red', stateId: s.stateId } as unknown as GodsAction;
    const pass: GodsAction = { type: 'pass', player: 'red', stateId: s.stateId };
    const decide = (legal: readonly GodsAction[]): GodsAction => godsModule.ai.decide('normal', { seat: 'red', view, legal, events: [], memory: null }, { seed: 1 }).action;
    expect(decide([unknown, pass])).toBe(pass);
    expect(decide([unknown])).toBe(unknown);
    const concede: GodsAction = { type: 'concede', player: 'red', stateId: s.stateId };
    expect(decide([concede, unknown])).toBe(unknown);
    expect(decide([...godsLegalActions(s, 'red'), unknown])).not.toBe(unknown);
  });
});
