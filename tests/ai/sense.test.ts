// Playing sense in set positions: the Titan legion does not attack a much stronger legion, a strong legion does
// take an easy kill, a clearly good proposal is accepted and a clearly bad one refused, a hopeless lordless
// defender flees.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import { legalActions, viewFor } from '../../engine/titan/index.js';
import type { GameState } from '../../engine/titan/state.js';
import { decide } from '../../ai/decide.js';
import type { AiLevel } from '../../ai/levels.js';
import { engagement, legion, movePosition, must } from './helpers.js';

function choose(state: GameState, player: string, level: AiLevel): Action {
  return decide({ view: viewFor(state, player), legal: legalActions(state, player), events: [], level, rngSeed: 9 });
}

const MONSTERS = ['Colossus', 'Colossus', 'Hydra', 'Dragon', 'Giant', 'Serpent', 'Serpent'];

describe('playing sense', () => {
  const levels: AiLevel[] = ['normal', 'hard'];
  it.each(levels)('%s: the Titan legion does not attack a much stronger legion', (level) => {
    const probe = movePosition(4, (m) => [legion(`${m.slice(0, 2)}01`, m, 1, ['Titan', 'Ogre', 'Ogre', 'Centaur'])]);
    const targets = legalActions(probe.state, probe.mover).filter((a) => a.type === 'move');
    expect(targets.length).toBeGreaterThan(1);
    for (const t of targets.slice(0, 3)) {
      if (t.type !== 'move') continue;
      const { state, mover } = movePosition(4, (m, o) => [legion(`${m.slice(0, 2)}01`, m, 1, ['Titan', 'Ogre', 'Ogre', 'Centaur']), legion(`${o.slice(0, 2)}01`, o, t.to, MONSTERS)]);
      const attack = legalActions(state, mover).find((a) => a.type === 'move' && a.to === t.to);
      expect(attack).toBeDefined();
      const chosen = choose(state, mover, level);
      expect(chosen.type === 'move' && chosen.to === t.to).toBe(false);
    }
  });

  it.each(levels)('%s: a strong legion attacks a lone weak legion it can reach', (level) => {
    const probe = movePosition(3, (m) => [legion(`${m.slice(0, 2)}02`, m, 1, ['Angel', ...MONSTERS.slice(0, 6)])]);
    const t = legalActions(probe.state, probe.mover).find((a) => a.type === 'move');
    if (!t || t.type !== 'move') throw new Error('no move');
    const { state, mover } = movePosition(3, (m, o) => [
      legion(`${m.slice(0, 2)}02`, m, 1, ['Angel', ...MONSTERS.slice(0, 6)]),
      legion(`${m.slice(0, 2)}01`, m, 100 * (1 + probe.state.active), ['Titan', 'Ogre']),
      legion(`${o.slice(0, 2)}01`, o, t.to, ['Ogre', 'Ogre']),
    ]);
    const chosen = choose(state, mover, level);
    expect(chosen.type === 'move' && chosen.to === t.to && chosen.marker.endsWith('02')).toBe(true);
  });

  it.each(levels)('%s: accepts a clearly good proposal and refuses a clearly bad one', (level) => {
    const e = engagement(['Titan', 'Troll', 'Troll', 'Ranger'], ['Ogre', 'Centaur', 'Angel']);
    const good = must(e.state, { type: 'propose', player: e.defender, stateId: e.state.stateId, attackerLosses: [], defenderLosses: ['Ogre', 'Centaur', 'Angel'] }).state;
    expect(choose(good, e.attacker, level).type).toBe('accept');
    const bad = must(e.state, { type: 'propose', player: e.defender, stateId: e.state.stateId, attackerLosses: ['Titan', 'Troll', 'Troll', 'Ranger'], defenderLosses: [] }).state;
    expect(choose(bad, e.attacker, level).type).not.toBe('accept');
  });

  it.each(levels)('%s: a hopeless lordless defender flees', (level) => {
    const e = engagement(['Titan', 'Colossus', 'Hydra', 'Dragon', 'Giant', 'Serpent'], ['Ogre', 'Ogre']);
    expect(choose(e.state, e.defender, level).type).toBe('flee');
  });
});
