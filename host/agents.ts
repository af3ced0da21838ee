// Agents that play a seat. An agent sees only its seat's PlayerView, its legal actions and the events its seat may
// see, never the state, and runs off the main thread (host/agent-runner.ts). TITAN's AI levels (ai/) keep a
// plain-JSON memory that the host hands to the agent with every turn and takes back with its answer.
import { randomInt } from 'node:crypto';
import type { Action } from '../engine/actions.js';
import type { GameEvent } from '../engine/events.js';
import type { PlayerId } from '../engine/state.js';
import type { PlayerView } from '../engine/view.js';
import type { ArenaAction, ArenaLevel, ArenaView } from '../engine/arena/index.js';
import { decideWithMemory, levelConfig, type AiLevel, type AiMemory } from '../ai/index.js';
import type { SeatKind } from './contract.js';

/** The seat kinds played by an agent. */
export type AgentKind = Exclude<SeatKind, 'human'>;

/** Everything an agent may know when choosing. */
export interface AgentInput {
  readonly seat: PlayerId;
  readonly view: PlayerView;
  readonly legal: readonly Action[];
  /** Events this seat may see since its last decision (since the game began when there is no `memory`; omitted: none). */
  readonly events?: readonly GameEvent[];
  /** The memory the seat's previous decision returned (null or omitted on its first decision). */
  readonly memory?: AiMemory | null;
}

/** An agent's answer: its action and the memory to hand back on the seat's next turn. */
export interface AgentChoice {
  readonly action: Action;
  readonly memory: AiMemory | null;
}

/** A pluggable player: chooses one of the legal actions for its seat. */
export interface SeatAgent {
  readonly kind: AgentKind;
  choose(input: AgentInput): Promise<AgentChoice>;
}

/** Plays uniformly at random among the legal actions, never taking anything back (undo would let it loop). */
export const randomAgent: SeatAgent = {
  kind: 'random',
  async choose({ legal }) {
    const forward = legal.filter((a) => a.type !== 'undo');
    const pool = forward.length > 0 ? forward : legal;
    if (pool.length === 0) throw new Error('the random agent was asked to act with no legal action');
    return { action: pool[Math.floor(Math.random() * pool.length)], memory: null };
  },
};

/** The TITAN AI at `level` (ai/): its level's think budget, measured by the real clock when the level searches. */
export function aiAgent(level: AiLevel): SeatAgent {
  const budgetMs = levelConfig(level).budgetMs;
  return {
    kind: level,
    async choose({ view, legal, events = [], memory }) {
      const clock = budgetMs > 0 ? () => performance.now() : undefined;
      return decideWithMemory({ view, legal, events, level, rngSeed: randomInt(0, 0x100000000), budgetMs, clock, memory: memory ?? undefined });
    },
  };
}

/** Every agent this build has, by seat kind. */
export const AGENTS: Readonly<Record<AgentKind, SeatAgent>> = { random: randomAgent, easy: aiAgent('easy'), normal: aiAgent('normal'), hard: aiAgent('hard') };

/** Everything an Arena AI seat may know when choosing: its own redacted view and its legal actions. */
export interface ArenaAgentInput {
  readonly seat: string;
  readonly view: ArenaView;
  readonly legal: readonly ArenaAction[];
}

/** Runs an agent's turn somewhere other than the caller's thread; an aborted `signal` cancels the turn. */
export interface AgentRunner {
  /** A seat's turn: the agent's action and the memory to pass on its next turn. */
  decide(kind: AgentKind, input: AgentInput, signal?: AbortSignal): Promise<AgentChoice>;
  /** A memory-less turn: just the agent's action. */
  choose(kind: AgentKind, input: AgentInput, signal?: AbortSignal): Promise<Action>;
  /** An Arena AI seat of `level` (engine/arena/ai) chooses one of its legal actions. */
  chooseArena(level: ArenaLevel, input: ArenaAgentInput, signal?: AbortSignal): Promise<ArenaAction>;
  dispose(): Promise<void>;
}
