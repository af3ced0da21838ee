// Every TITAN state that loads answers (tests/save/hostile-states.ts): states of seeded simulated games of TITAN and
// the Titan Variant (every phase, battles with carries and summons among them) and the golden mid-battle saves,
// edited by a hostile editor, are refused by `checkState` or answer legal actions, views, hints and apply of listed
// actions without throwing.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import type { GameState } from '../../engine/titan/state.js';
import { titanModule } from '../../games/index.js';
import { eagerAgent, everyLoadedStateAnswers, goldenSamples, sampledStates } from './hostile-states.js';

/** A seat that fights its engagements out (no flight, agreement, concession or undo). */
const fighter = (): ReturnType<typeof eagerAgent<Action>> => eagerAgent<Action>((a) => ['concede', 'flee', 'propose', 'accept', 'undo'].includes(a.type));

/** Where a state stands: its phase, an engagement's stage, a battle's phase, carry and summon. */
function kind(s: GameState): string {
  if (s.battle) return `battle ${s.battle.phase} ${s.battle.summon}${s.battle.carry ? ' carry' : ''}`;
  return s.engagement ? `engagement ${s.engagement.stage}` : s.phase;
}

describe('every TITAN state that loads answers', () => {
  it('edited states of simulated games and golden mid-battle saves are refused by checkState or answer everything', () => {
    const samples = [
      ...sampledStates(titanModule, [
        { players: 2, seed: 1, agent: fighter },
        { players: 4, seed: 3, agent: fighter, variant: 'titan-variant' },
        { players: 5, seed: 5, agent: fighter },
      ], (s) => (s.battle ? 3 : 40), kind),
      ...goldenSamples(titanModule, ['titan-battle-carry.titan', 'titan-battle-summon.titan', 'variant-battle-carry.titan', 'variant-battle-summon.titan', 'autosave-titan-resume.titan']),
    ];
    expect(samples.filter((s) => s.from.includes('battle')).length).toBeGreaterThanOrEqual(30);
    const tally = everyLoadedStateAnswers(titanModule, samples, 1200, 20261124);
    // checked at least this often: edited states that loaded and answered, and listed actions applied to them
    expect(tally.loaded).toBeGreaterThanOrEqual(120);
    expect(tally.applied).toBeGreaterThanOrEqual(600);
    expect(tally.refused).toBeGreaterThanOrEqual(120);
  });
});
