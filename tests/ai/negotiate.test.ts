// Negotiating in set positions: the winner proposes a settlement the loser should prefer to the battle (its own
// cheapest characters given up), the loser accepts it and refuses the same terms a character stingier, and a hopeless
// attacker concedes before entering the battleland (denying the defender its reinforcement) — never with its Titan.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import { legalActions, viewFor } from '../../engine/titan/index.js';
import type { GameState } from '../../engine/titan/state.js';
import { decide } from '../../ai/decide.js';
import type { AiLevel } from '../../ai/levels.js';
import { battle, landOf, withPieces } from './battle-positions.js';
import { engagement, must } from './helpers.js';

function choose(state: GameState, player: string, level: AiLevel): Action {
  return decide({ view: viewFor(state, player), legal: legalActions(state, player), events: [], level, rngSeed: 9 });
}

const LOSER = ['Cyclops', 'Cyclops', 'Gargoyle'];
const WINNER = ['Colossus', 'Giant', 'Giant', 'Troll', 'Ogre', 'Ogre'];

/** The winning defender, on a Plains land, to answer the loser's attack. */
function lopsided(): ReturnType<typeof engagement> {
  return engagement(LOSER, WINNER, landOf('Plains'));
}

describe('negotiation', () => {
  const levels: AiLevel[] = ['normal', 'hard'];

  it.each(levels)('%s: the clear winner proposes the loser\'s elimination for some of its own cheapest characters', (level) => {
    const e = lopsided();
    const offer = choose(e.state, e.defender, level);
    expect(offer.type).toBe('propose');
    if (offer.type !== 'propose') return;
    expect([...offer.attackerLosses].sort()).toEqual([...LOSER].sort());
    expect(offer.defenderLosses.length).toBeGreaterThan(0);
    expect(offer.defenderLosses.every((c) => c === 'Ogre')).toBe(true); // the cheapest go first
  });

  it.each(levels)('%s: the loser accepts the winner\'s settlement', (level) => {
    const e = lopsided();
    const offer = choose(e.state, e.defender, level);
    expect(offer.type).toBe('propose');
    expect(choose(must(e.state, offer).state, e.attacker, level).type).toBe('accept');
  });

  it.each(levels)('%s: the loser refuses the same terms a character stingier', (level) => {
    const e = lopsided();
    const stingy = must(e.state, { type: 'propose', player: e.defender, stateId: e.state.stateId, attackerLosses: LOSER, defenderLosses: [] }).state;
    expect(choose(stingy, e.attacker, level).type).not.toBe('accept');
  });

  it.each(levels)('%s: a hopeless attacker concedes before entering, so the defender musters no reinforcement', (level) => {
    const b = battle(['Ogre', 'Centaur'], ['Gorgon', 'Gorgon', 'Cyclops', 'Cyclops', 'Gargoyle'], 'Brush');
    const s = withPieces(b.state, () => ({}), { active: 'attacker' });
    expect(choose(s, b.attacker, level).type).toBe('concede');
    // once a character has entered, conceding denies nothing: the attacker fights on
    const entered = withPieces(b.state, (p) => (p.side === 'attacker' && p.creature === 'Ogre' ? { hex: 'C4' } : {}), { active: 'attacker' });
    expect(choose(entered, b.attacker, level).type).not.toBe('concede');
  });

  it.each(levels)('%s: the same hopeless attack with the Titan is not conceded', (level) => {
    const b = battle(['Titan', 'Centaur'], ['Gorgon', 'Gorgon', 'Cyclops', 'Cyclops', 'Gargoyle'], 'Brush');
    expect(choose(withPieces(b.state, () => ({}), { active: 'attacker' }), b.attacker, level).type).not.toBe('concede');
  });
});
