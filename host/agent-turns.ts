// The agent seats' turns of the host's games: one running turn per game at most, off the host's thread (the engine
// runner), after the AI delay; each turn cancellable when its game closes.
import { randomInt } from 'node:crypto';
import type { ModuleAction } from '../engine/platform/module.js';
import { nextUint32, seedRng } from '../engine/platform/rng.js';
import type { Push, Result } from './contract.js';
import type { AiPauses } from './ai-pause.js';
import { MAX_RESUME_LAG } from './autosave.js';
import type { EngineRunner } from './engine-runner.js';
import { describe } from './save-files.js';
import type { GameSession, SessionApply } from './session.js';

/** What agent turns use of the host service. */
export interface AgentTurnsDeps {
  readonly runner: EngineRunner;
  /** The AI delay. */
  readonly pauses: AiPauses;
  /** Whether the host's games replay (`serve --seed` or `--replay-decisions`): each decision's seed then follows from
   * the game's (a lesson's game always replays: its opponent plays the same on the same moves). */
  readonly fixedSeeds: boolean;
  emit(push: Push): void;
  /** The service's apply-persist-push step. */
  step(s: GameSession, run: () => SessionApply): Result<null>;
  /** Called when a turn ended with its action applied: the game may wait for another agent. */
  next(s: GameSession): void;
}

/** The seed of an agent's decision in a game that replays: from the game's own seed and the number of actions played,
 * so that the same game asks the same question with the same seed (a decision dropped for a newer state included). */
function decisionSeed(s: GameSession): number {
  const gameSeed = (s.setup as { readonly seed?: unknown }).seed;
  return nextUint32(seedRng((Number(gameSeed ?? 0) ^ Math.imul(s.actions.length + 1, 0x9e3779b1)) >>> 0))[0];
}

/** Runs and cancels the agent turns of the host's sessions. */
export class AgentTurns {
  /** Cancels each session's running agent turn. */
  private readonly aborts = new Map<GameSession, AbortController>();

  constructor(private readonly deps: AgentTurnsDeps) {}

  /** Starts the next agent turn if the game waits for an agent; the AI delay runs while it thinks. An agent gets
   * only its seat's view, legal actions and the events that seat may see since its last decision, with its memory;
   * the memory it returns is kept once its action is applied. */
  start(s: GameSession): void {
    const next = s.agentToAct();
    if (!next) return;
    const { emit, runner, pauses } = this.deps;
    const stateId = s.stateId;
    const abort = new AbortController();
    this.aborts.set(s, abort);
    // Every page hears of it: only when every page may know that seat acts (not a secret offer's receiver, 7.1).
    if (s.actorsSeenBy(null).includes(next.seat)) emit({ kind: 'thinking', gameId: s.meta.gameId, seat: next.seat });
    s.agentTurn = (async () => {
      await s.history;
      // An agent never runs away from the autosave: it waits until the resume file is at most a few actions behind.
      await s.autosave?.within(MAX_RESUME_LAG);
      const { seat, kind } = next;
      const recall = s.agentMemory.recall(seat);
      const input = { seat, view: s.module.view(s.state, seat), legal: s.module.legalActions(s.state, seat), events: recall.events, memory: recall.memory };
      let decision: Awaited<ReturnType<EngineRunner['run']>>;
      try {
        [decision] = await Promise.all([
          runner.run({ work: 'decide', game: s.module.id, level: kind, input, seed: this.deps.fixedSeeds || s.lesson !== null ? decisionSeed(s) : randomInt(0, 0x100000000) }, abort.signal),
          pauses.wait(abort.signal),
        ]);
      } catch (e) {
        if (abort.signal.aborted) return false;
        emit({ kind: 'error', gameId: s.meta.gameId, error: { code: 'internal', message: `the ${kind} agent of ${seat} failed: ${describe(e)}` } });
        return false;
      }
      if (s.closed || s.stateId !== stateId) return true;
      const action = 'action' in decision ? (decision.action as ModuleAction) : null;
      if (!action || action.player !== seat || action.stateId !== stateId) {
        emit({ kind: 'error', gameId: s.meta.gameId, error: { code: 'wrong-seat', message: `the ${kind} agent of ${seat} answered for another seat or state` } });
        return false;
      }
      const r = this.deps.step(s, () => {
        const applied = s.apply(action);
        if (applied.ok && 'memory' in decision) s.agentMemory.commit(seat, recall.taken, decision.memory);
        return applied;
      });
      if (!r.ok) emit({ kind: 'error', gameId: s.meta.gameId, error: { code: r.error.code, message: `the ${kind} agent of ${seat}: ${r.error.message}` } });
      return r.ok;
    })().then((again) => {
      s.agentTurn = null;
      this.aborts.delete(s);
      if (again) this.deps.next(s);
    });
  }

  /** Cancels the agent turn of a session being closed. */
  cancel(s: GameSession): void {
    s.closed = true;
    this.aborts.get(s)?.abort();
  }
}
