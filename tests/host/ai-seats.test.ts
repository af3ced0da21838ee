// TITAN AI seats in the host: an all-AI game (Easy, Normal, Easy; turn limit 15) plays to its end through the worker;
// every AI turn gets only its own seat's view and the events its seat may see (never another seat's private ones),
// each seat's memory comes back to it on its next turn; a reopened save keeps its AI seats playing; quitting mid-turn
// cancels a thinking AI at once.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import type { GameEvent } from '../../engine/titan/events.js';
import { sees, type AgentDecision, type ModuleAction } from '../../engine/platform/module.js';
import type { PlayerView } from '../../engine/titan/view.js';
import { loadSave } from '../../games/index.js';
import { WorkCancelled, WorkerEngineRunner, type EngineRunner } from '../../host/engine-runner.js';
import type { DecideRequest, EngineRequest, ReplyOf } from '../../host/engine-work.js';
import { openConfStore } from '../../host/conf-store.js';
import { HostService } from '../../host/service.js';
import { driveHumans, FIRST_SEED, makeHarness, prng, setup, tempDir } from './helpers.js';

interface Turn {
  readonly kind: string;
  readonly input: { readonly seat: string; readonly view: PlayerView; readonly legal: readonly Action[]; readonly events: readonly GameEvent[]; readonly memory: unknown };
  readonly choice: AgentDecision<ModuleAction>;
}

/** The real worker runner, recording every agent turn it runs. */
class RecordingRunner implements EngineRunner {
  readonly inner = new WorkerEngineRunner();
  readonly turns: Turn[] = [];
  async run<R extends EngineRequest>(request: R, signal?: AbortSignal): Promise<ReplyOf<R>> {
    const reply = await this.inner.run(request, signal);
    if (request.work === 'decide') {
      const r = request as DecideRequest;
      this.turns.push({ kind: r.level, input: structuredClone(r.input) as Turn['input'], choice: reply as AgentDecision<ModuleAction> });
    }
    return reply;
  }
  dispose(): Promise<void> {
    return this.inner.dispose();
  }
}

function service(runner: EngineRunner, aiDelayMs = 0): HostService {
  const dataDir = tempDir();
  const s = new HostService({ dataDir, store: openConfStore(dataDir), runner, dialogs: null, mode: 'browser', appVersion: '0.0.0-test', firstSeed: FIRST_SEED });
  void s.setSettings({ patch: { aiDelayMs } });
  return s;
}

describe('TITAN AI seats', () => {
  it('plays an Easy v Normal v Easy game (turn limit 15) to its end in the worker, each seat seeing only its own view and events', { timeout: 120_000 }, async () => {
    const runner = new RecordingRunner();
    const host = service(runner);
    const r = await host.newGame(setup(['easy', 'normal', 'easy'], 11, 15));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    await host.settled();
    const list = await host.listGames();
    const info = list.ok ? list.value.find((g) => g.gameId === r.value.gameId) : undefined;
    expect(info?.phase).toBe('over');
    expect(runner.turns.length).toBeGreaterThan(20);
    expect(new Set(runner.turns.map((t) => t.kind))).toEqual(new Set(['easy', 'normal']));
    // the whole game's events, replayed from its save: what each seat received is exactly the part it may see
    const saved = await host.exportSave({ gameId: r.value.gameId });
    const decoded = saved.ok ? loadSave(saved.value.text) : null;
    if (!decoded?.ok) throw new Error('the finished game does not load');
    const history = decoded.events as readonly GameEvent[];
    const received = new Map<string, GameEvent[]>();
    const lastMemory = new Map<string, unknown>();
    for (const { input, choice } of runner.turns) {
      expect(input.view.viewer).toBe(input.seat);
      expect(input.legal.every((a) => a.player === input.seat)).toBe(true);
      expect(input.memory ?? null).toEqual(lastMemory.get(input.seat) ?? null);
      lastMemory.set(input.seat, choice.memory);
      received.set(input.seat, [...(received.get(input.seat) ?? []), ...(input.events ?? [])]);
    }
    let withheld = 0;
    for (const [seat, events] of received) {
      const visible = history.filter((e) => sees(seat, e));
      withheld += history.length - visible.length;
      expect(events).toEqual(visible.slice(0, events.length));
      expect(events.every((e) => e.audience === undefined || e.audience.includes(seat))).toBe(true);
    }
    expect(withheld).toBeGreaterThan(0);
    await host.shutdown();
  });

  it('reopens a save with an AI seat: the seat stays an AI and plays on from the replayed events', { timeout: 60_000 }, async () => {
    const h = makeHarness();
    // (seed 9 no longer: there the Normal attacks the careless human's Titan legion in round 1 and offers a
    // settlement that costs it three characters, which the human may accept — and the game ends there)
    const r = await h.service.newGame(setup(['human', 'normal'], 10));
    if (!r.ok) throw new Error(r.error.message);
    await driveHumans(h, r.value.gameId, prng(4), (v) => v.view.stateId >= 4);
    const saved = await h.service.exportSave({ gameId: r.value.gameId });
    if (!saved.ok) throw new Error(saved.error.message);
    await h.service.quitGame({ gameId: r.value.gameId });
    const opened = await h.service.openSave({ source: { kind: 'text', name: 'x', text: saved.value.text } });
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.seats.map((x) => x.kind)).toEqual(['human', 'normal']);
    const before = h.pushes.length;
    const end = await driveHumans(h, opened.value.gameId, prng(5), (v) => v.view.stateId >= opened.value.stateId + 30);
    expect(end.view.stateId).toBeGreaterThan(opened.value.stateId + 10);
    expect(h.pushes.slice(before).some((p) => p.kind === 'thinking' && p.gameId === opened.value.gameId && p.seat === 'Blue')).toBe(true);
    expect(h.pushes.filter((p) => p.kind === 'error')).toEqual([]);
    await h.service.shutdown();
  });

  it('cancels a thinking AI when the human quits mid-turn', { timeout: 30_000 }, async () => {
    const runner = new RecordingRunner();
    const host = service(runner, 20_000);
    const pushes: string[] = [];
    host.onPush((p) => pushes.push(p.kind));
    const r = await host.newGame(setup(['hard', 'human'], 3));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(pushes).toContain('thinking');
    const saved = await host.saveAs({ gameId: r.value.gameId, target: { kind: 'name', name: 'mid-turn' } });
    expect(saved.ok).toBe(true);
    const started = performance.now();
    expect((await host.quitGame({ gameId: r.value.gameId })).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(pushes).not.toContain('error');
    await host.shutdown();
  });

  it('rejects a cancelled Hard turn in the runner', { timeout: 30_000 }, async () => {
    const runner = new WorkerEngineRunner();
    const abort = new AbortController();
    abort.abort();
    const request: DecideRequest = { work: 'decide', game: 'titan', level: 'hard', input: { seat: 'Red', view: null, legal: [], events: [], memory: null }, seed: 1 };
    await expect(runner.run(request, abort.signal)).rejects.toThrow(WorkCancelled);
    await runner.dispose();
  });
});
