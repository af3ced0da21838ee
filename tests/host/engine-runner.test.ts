// The engine work off the host's thread: the random player only ever plays a legal action and never takes one back
// when it can move on; every AI level answers with a legal action and a plain-JSON memory; the replay check of an
// opened save answers with the game's events, or the typed reason its log does not lead to its position; the host
// opens and checks saves only through the runner; the worker
// runner cancels a request on abort (and keeps working) and fails pending requests when it is stopped.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import { createGame, legalActions, playersToAct, viewFor } from '../../engine/titan/index.js';
import type { ModuleAction } from '../../engine/platform/module.js';
import { GAMES, titanModule } from '../../games/index.js';
import { InlineEngineRunner, WorkCancelled, WorkerEngineRunner, type EngineRunner } from '../../host/engine-runner.js';
import { runEngineWork, type DecideRequest } from '../../host/engine-work.js';
import { randomGame, prefix, saveText } from '../save/games.js';
import { makeHarness } from './helpers.js';

const undo: Action = { type: 'undo', player: 'Red', stateId: 3 };
const roll: Action = { type: 'roll', player: 'Red', stateId: 3 };
const decide = (level: string, legal: readonly ModuleAction[], seed = 1): DecideRequest => ({
  work: 'decide',
  game: 'titan',
  level,
  input: { seat: 'Red', view: null, legal, events: [], memory: null },
  seed,
});

describe('engine work', () => {
  it('the random player picks a legal action and avoids undo when it can', () => {
    for (let seed = 0; seed < 50; seed++) expect(runEngineWork(GAMES, decide('random', [undo, roll], seed))).toEqual({ action: roll, memory: null });
    expect(runEngineWork(GAMES, decide('random', [undo]))).toEqual({ action: undo, memory: null });
    expect(() => runEngineWork(GAMES, decide('random', []))).toThrow('no legal action');
    expect(() => runEngineWork(GAMES, { ...decide('random', [roll]), game: 'chess' })).toThrow('no game module "chess"');
    expect(() => runEngineWork(GAMES, decide('grandmaster', [roll]))).toThrow('no AI level "grandmaster"');
  });

  it('runs every AI level in the worker on a real position and hands back a plain-JSON memory', async () => {
    const runner = new WorkerEngineRunner();
    const created = createGame(titanModule.sim.defaultSetup(2, 5, { variant: null, turnLimit: null, pointTarget: null }));
    const seat = playersToAct(created.state)[0] ?? '';
    const legal = legalActions(created.state, seat);
    const events = created.events.filter((e) => e.audience === undefined || e.audience.includes(seat));
    for (const level of ['random', 'easy', 'normal', 'hard']) {
      const c = await runner.run({ work: 'decide', game: 'titan', level, input: { seat, view: viewFor(created.state, seat), legal, events, memory: null }, seed: 9 });
      expect(legal).toContainEqual(c.action);
      expect(JSON.parse(JSON.stringify(c.memory))).toEqual(c.memory);
      if (level !== 'random') expect((c.memory as { seat?: string }).seat).toBe(seat);
    }
    await runner.dispose();
  });

  it('checks an opened save by replaying it in the worker: its events, or why the log does not lead to the position', async () => {
    const game = prefix(randomGame(31, 3), 120);
    const runner = new WorkerEngineRunner();
    const good = await runner.run({ work: 'verify', game: 'titan', setup: game.setup, base: null, actions: game.actions, state: game.state });
    expect(good.ok).toBe(true);
    if (good.ok) expect(good.events.length).toBeGreaterThan(game.actions.length / 2);
    const short = await runner.run({ work: 'verify', game: 'titan', setup: game.setup, base: null, actions: game.actions.slice(0, -1), state: game.state });
    expect(short.ok ? null : short.error.code).toBe('truncated');
    await runner.dispose();
  });

  it('the host opens a save and checks its replay in the runner, never on its own thread', async () => {
    const works: string[] = [];
    const inner = new WorkerEngineRunner();
    const runner: EngineRunner = { run: (request, signal) => (works.push(request.work), inner.run(request, signal)), dispose: () => inner.dispose() };
    const h = makeHarness(undefined, runner);
    const game = prefix(randomGame(33, 2), 60);
    const opened = await h.service.openSave({ source: { kind: 'text', name: 'x', text: saveText(game) } });
    expect(opened.ok).toBe(true);
    const broken = await h.service.openSave({ source: { kind: 'text', name: 'x', text: '[[[[' } });
    expect(!broken.ok && broken.error.code).toBe('save-corrupt');
    await h.service.settled();
    // the two files, and the autosave offered instead of the broken one
    expect(works.filter((w) => w === 'open').length).toBeGreaterThanOrEqual(2);
    expect(works.filter((w) => w === 'verify')).toHaveLength(1);
    await h.service.shutdown();
  });

  it('cancels a request on abort and keeps answering afterwards', async () => {
    const runner = new WorkerEngineRunner();
    const abort = new AbortController();
    const pending = runner.run(decide('random', [roll]), abort.signal);
    const other = runner.run(decide('random', [roll]));
    abort.abort();
    await expect(pending).rejects.toThrow(WorkCancelled);
    expect((await other).action).toEqual(roll);
    await expect(runner.run(decide('random', [roll]), abort.signal)).rejects.toThrow(WorkCancelled);
    expect((await runner.run(decide('random', [roll]))).action).toEqual(roll);
    await runner.dispose();
  });

  it('fails requests still pending when it is stopped; the inline runner answers on the caller\'s thread', async () => {
    const runner = new WorkerEngineRunner();
    const pending = runner.run(decide('random', [roll]));
    await runner.dispose();
    await expect(pending).rejects.toThrow();
    const inline = new InlineEngineRunner();
    expect((await inline.run(decide('random', [undo, roll]))).action).toEqual(roll);
    const abort = new AbortController();
    abort.abort();
    await expect(inline.run(decide('random', [roll]), abort.signal)).rejects.toThrow(WorkCancelled);
  });
});
