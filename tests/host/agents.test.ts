// Agents: the random agent only ever plays a legal action and never takes one back when it can move on; the AI
// levels answer with a legal action and a plain-JSON memory; the worker runner answers from its thread, reports an
// agent's failure as an error, cancels a turn on abort (the runner keeps working) and fails pending requests on dispose.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/actions.js';
import { createGame, legalActions, playersToAct, viewFor } from '../../engine/index.js';
import { AgentCancelled, WorkerAgentRunner } from '../../host/agent-runner.js';
import { AGENTS, randomAgent } from '../../host/agents.js';
import { setup } from './helpers.js';

describe('agents', () => {
  const undo: Action = { type: 'undo', player: 'Red', stateId: 3 };
  const roll: Action = { type: 'roll', player: 'Red', stateId: 3 };

  it('the random agent picks a legal action and avoids undo when it can', async () => {
    for (let i = 0; i < 50; i++) expect(await randomAgent.choose({ seat: 'Red', view: null as never, legal: [undo, roll] })).toEqual({ action: roll, memory: null });
    expect((await randomAgent.choose({ seat: 'Red', view: null as never, legal: [undo] })).action).toEqual(undo);
    await expect(randomAgent.choose({ seat: 'Red', view: null as never, legal: [] })).rejects.toThrow('no legal action');
    expect(Object.keys(AGENTS).sort()).toEqual(['easy', 'hard', 'normal', 'random']);
  });

  it('runs an agent in a worker thread on a real position', async () => {
    const runner = new WorkerAgentRunner();
    const s = setup(['random', 'random']);
    const { state } = createGame({ variant: s.variant, players: s.players.map(({ color, name }) => ({ color, name })), options: s.options, seed: 5 });
    const seat = playersToAct(state)[0];
    const legal = legalActions(state, seat);
    const action = await runner.choose('random', { seat, view: viewFor(state, seat), legal });
    expect(legal).toContainEqual(action);
    await expect(runner.choose('random', { seat, view: viewFor(state, seat), legal: [] })).rejects.toThrow('no legal action');
    await runner.dispose();
  });

  it('runs every AI level in the worker and hands back a plain-JSON memory', async () => {
    const runner = new WorkerAgentRunner();
    const s = setup(['easy', 'normal']);
    const created = createGame({ variant: s.variant, players: s.players.map(({ color, name }) => ({ color, name })), options: s.options, seed: 5 });
    const seat = playersToAct(created.state)[0];
    const legal = legalActions(created.state, seat);
    const events = created.events.filter((e) => e.audience === undefined || e.audience.includes(seat));
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const c = await runner.decide(level, { seat, view: viewFor(created.state, seat), legal, events, memory: null });
      expect(legal).toContainEqual(c.action);
      expect(c.memory?.seat).toBe(seat);
      expect(JSON.parse(JSON.stringify(c.memory))).toEqual(c.memory);
    }
    await runner.dispose();
  });

  it('cancels a turn on abort and keeps answering afterwards', async () => {
    const runner = new WorkerAgentRunner();
    const abort = new AbortController();
    const pending = runner.decide('random', { seat: 'Red', view: null as never, legal: [roll] }, abort.signal);
    const other = runner.choose('random', { seat: 'Red', view: null as never, legal: [roll] });
    abort.abort();
    await expect(pending).rejects.toThrow(AgentCancelled);
    expect(await other).toEqual(roll);
    await expect(runner.choose('random', { seat: 'Red', view: null as never, legal: [roll] }, abort.signal)).rejects.toThrow(AgentCancelled);
    expect(await runner.choose('random', { seat: 'Red', view: null as never, legal: [roll] })).toEqual(roll);
    await runner.dispose();
  });

  it('fails requests still pending when it is stopped', async () => {
    const runner = new WorkerAgentRunner();
    const pending = runner.choose('random', { seat: 'Red', view: null as never, legal: [roll] });
    await runner.dispose();
    await expect(pending).rejects.toThrow();
  });
});
