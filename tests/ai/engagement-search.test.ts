// Hard's engagement search simulates battles fought as Normal really fights them (its whole-maneuver lookahead
// included). Seen in a Hard v Normal game (seed 7, round 6): Hard sent an Angel, two Gargoyles and two Cyclopes into a
// 7-high legion in the Tower that might hold Normal's Titan; its simulations, fought without the lookahead, left the
// defending Titan to be ganged in the first round and won nearly every battle against him, while Normal, fighting the
// same battle by its own decisions (12 battles, seeds 1000–1011), loses its Titan in 4 of 12, in 5 of 12 against Hard.
import { describe, expect, it } from 'vitest';
import { makeCtx, estimate, legionByMarker } from '../../ai/context.js';
import { levelConfig } from '../../ai/levels.js';
import { createMemory } from '../../ai/memory.js';
import { AiRng } from '../../ai/rng.js';
import { attackOdds } from '../../ai/search/engagement-search.js';
import { legalActions, viewFor } from '../../engine/titan/index.js';
import { legion, movePosition } from './helpers.js';

const TOWER = 600;

describe("Hard's simulated engagements match Normal's real battles", () => {
  const { state, mover } = movePosition(3, (m, o) => [
    legion(`${m.slice(0, 2)}02`, m, 1, ['Angel', 'Gargoyle', 'Gargoyle', 'Cyclops', 'Cyclops']),
    legion(`${m.slice(0, 2)}01`, m, 200, ['Titan', 'Ogre']),
    legion(`${o.slice(0, 2)}01`, o, TOWER, ['Titan', 'Centaur', 'Guardian', 'Ogre', 'Ogre', 'Ogre', 'Angel']),
  ]);
  const ctx = makeCtx(viewFor(state, mover), legalActions(state, mover), levelConfig('hard'), createMemory(mover), new AiRng(9), () => Infinity);
  const read = (marker: string) => {
    const l = legionByMarker(ctx, marker);
    if (!l) throw new Error(`no legion ${marker}`);
    return estimate(ctx, l);
  };

  it('an Angel, two Gargoyles and two Cyclopes storming a 7-high Titan legion in the Tower seldom slay the Titan', () => {
    const odds = attackOdds(ctx, read(`${mover.slice(0, 2)}02`), read(`${state.players.find((p) => p.id !== mover)?.id.slice(0, 2)}01`), TOWER, 'Bottom');
    expect(odds.titanDeaths?.defender).toBeLessThan(0.5);
    expect(odds.attackerWins).toBeLessThan(0.5);
  });
});
