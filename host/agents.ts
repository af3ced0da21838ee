// Agents that play a seat. An agent sees only its seat's PlayerView and legal actions, never the state, and runs
// off the main thread (host/agent-runner.ts). The AI issue adds its levels by adding agents to AGENTS.
import type { Action } from '../engine/actions.js';
import type { PlayerId } from '../engine/state.js';
import type { PlayerView } from '../engine/view.js';
import type { ArenaAction, ArenaLevel, ArenaView } from '../engine/arena/index.js';
import type { SeatKind } from './contract.js';

/** The seat kinds played by an agent. */
export type AgentKind = Exclude<SeatKind, 'human'>;

/** Everything an agent may know when choosing. */
export interface AgentInput {
  readonly seat: PlayerId;
  readonly view: PlayerView;
  readonly legal: readonly Action[];
}

/** A pluggable player: chooses one of the legal actions for its seat. */
export interface SeatAgent {
  readonly kind: AgentKind;
  choose(input: AgentInput): Promise<Action>;
}

/** Plays uniformly at random among the legal actions, never taking anything back (undo would let it loop). */
export const randomAgent: SeatAgent = {
  kind: 'random',
  async choose({ legal }) {
    const forward = legal.filter((a) => a.type !== 'undo');
    const pool = forward.length > 0 ? forward : legal;
    if (pool.length === 0) throw new Error('the random agent was asked to act with no legal action');
    return pool[Math.floor(Math.random() * pool.length)];
  },
};

/** Every agent this build has, by seat kind. */
export const AGENTS: Readonly<Record<AgentKind, SeatAgent>> = { random: randomAgent };

/** Everything an Arena AI seat may know when choosing: its own redacted view and its legal actions. */
export interface ArenaAgentInput {
  readonly seat: string;
  readonly view: ArenaView;
  readonly legal: readonly ArenaAction[];
}

/** Runs an agent's turn somewhere other than the caller's thread. */
export interface AgentRunner {
  choose(kind: AgentKind, input: AgentInput): Promise<Action>;
  /** An Arena AI seat of `level` (engine/arena/ai) chooses one of its legal actions. */
  chooseArena(level: ArenaLevel, input: ArenaAgentInput): Promise<ArenaAction>;
  dispose(): Promise<void>;
}
