// Every Gods of Titan state that loads answers (tests/save/hostile-states.ts): states of seeded simulated games (every
// phase, battles and their aftermath among them), of battles built with every kind of Caster and ability and of a
// Skycastle final battle (tests/gods/battle-positions.ts), the last state of each of the safety net's positions (every
// hazard, immunity, spell, ability, addition and carry chain; tests/gods/positions/), and the golden saves, edited by
// a hostile editor, are
// refused by `checkState` or answer legal actions, views, hints and apply of listed actions without throwing.
import { describe, expect, it } from 'vitest';
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsState } from '../../engine/gods/state.js';
import { godsModule } from '../../games/gods.js';
import { battleStates } from '../gods/battle-positions.js';
import { POSITIONS } from '../gods/positions/index.js';
import { eagerAgent, everyLoadedStateAnswers, goldenSamples, sampleOf, sampledStates } from './hostile-states.js';

/** A seat that fights its engagements out (no flight, agreement, concession, quitting or trading). */
const fighter = (): ReturnType<typeof eagerAgent<GodsAction>> =>
  eagerAgent<GodsAction>((a) => ['concede', 'flee', 'propose', 'accept', 'quit', 'offerTrade'].includes(a.type) || (a.type === 'battle' && a.move.type === 'concede'));

/** Where a state stands: its phase, a battle's phase and add-ons, an aftermath, the final battle. */
function kind(s: GodsState): string {
  const b = s.engagement?.battle;
  if (b) return `battle ${b.phase} ${Object.keys(b.addons).sort().join('+')}${b.carry ? ' carry' : ''}`;
  return s.engagement?.aftermath ? 'aftermath' : s.engagement ? 'engagement' : s.phase;
}

describe('every Gods of Titan state that loads answers', () => {
  it('edited states of simulated games, built battles, the safety net\'s positions and golden saves are refused by checkState or answer everything', () => {
    const samples = [
      ...sampledStates(godsModule, [{ players: 4, seed: 5, agent: fighter, actions: 900 }, { players: 3, seed: 1, actions: 900 }], 20, kind),
      ...battleStates(1).filter((_, i) => i % 4 === 0).map((s) => sampleOf(`built battle, state ${s.stateId} (${kind(s)})`, s)),
      ...POSITIONS.map((p) => sampleOf(`position ${p.title}`, p.build().states.at(-1)!)),
      ...goldenSamples(godsModule, ['gods-battle.titan', 'gods-trade-offer.titan', 'gods-mid-movement.titan', 'gods-finished.titan']),
    ];
    expect(samples.filter((s) => s.from.includes('battle ')).length).toBeGreaterThanOrEqual(50);
    const tally = everyLoadedStateAnswers(godsModule, samples, 1200, 20261124);
    // checked at least this often: edited states that loaded and answered, and listed actions applied to them
    expect(tally.loaded).toBeGreaterThanOrEqual(120);
    expect(tally.applied).toBeGreaterThanOrEqual(600);
    expect(tally.refused).toBeGreaterThanOrEqual(120);
  });
});
