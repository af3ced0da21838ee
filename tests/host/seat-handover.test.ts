// A seat handed to an agent mid-game (network play hands an away player's seat to an AI level) starts with the
// events that seat may see so far, as a resumed agent does — not with an empty memory of the game.
import { describe, expect, it } from 'vitest';
import { sees, type ModuleAction, type ModuleEvent } from '../../engine/platform/module.js';
import { titanModule } from '../../games/titan.js';
import type { AnyGameModule } from '../../engine/platform/module.js';
import { GameSession } from '../../host/session.js';
import { pick, prng, setup } from './helpers.js';

describe('a seat handed to an agent', () => {
  it('gets every event of the game so far that its seat may see, and no other seat\'s hidden events', () => {
    const module = titanModule as unknown as AnyGameModule;
    const parsed = module.setupSchema.parse({ ...setup(['human', 'human']).setup, seed: 5 });
    const created = module.createGame(parsed);
    const log: ModuleEvent[] = [...(created.events as readonly ModuleEvent[])];
    const s = new GameSession(module, { gameId: 'g', title: 't', kinds: ['human', 'human'], createdAt: '' }, parsed, created.state, [], null, null, log);
    const rnd = prng(2);
    for (let i = 0; i < 40; i++) {
      const seat = module.actors(s.state)[0];
      if (!seat) break;
      const r = s.apply(pick(module.legalActions(s.state, seat) as never, rnd) as ModuleAction);
      expect(r.ok).toBe(true);
      if (r.ok) log.push(...r.events);
    }
    const hidden = log.filter((e) => !sees('Blue', e));
    expect(hidden.length).toBeGreaterThanOrEqual(1);
    expect(s.agentMemory.recall('Blue').events).toEqual([]);
    s.setKind('Blue', 'random');
    const recall = s.agentMemory.recall('Blue');
    expect(recall.events).toEqual(log.filter((e) => sees('Blue', e)));
    expect(recall.events.length).toBeGreaterThanOrEqual(1);
    // handed back and to an agent again, it keeps its inbox (the events since its last decision), not a second copy
    s.setKind('Blue', 'human');
    s.setKind('Blue', 'random');
    expect(s.agentMemory.recall('Blue').events).toEqual(recall.events);
  });
});
