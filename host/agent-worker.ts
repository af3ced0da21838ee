// Worker-thread entry that runs agents (host/agents.ts with the TITAN AI, engine/arena/ai) so an AI turn never
// blocks the host's event loop. It keeps no state: every request carries the seat's events and memory.
import { randomInt } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { arenaAgents } from '../engine/arena/index.js';
import { seedRng } from '../engine/rng.js';
import { AGENTS } from './agents.js';
import type { AgentRequest, AgentReply } from './agent-runner.js';

/** Runs one request; Arena agents are pure (view, legal, PRNG) → action, seeded afresh for every turn. */
async function run(msg: AgentRequest): Promise<AgentReply> {
  if (msg.game === 'arena') {
    const agent = arenaAgents[msg.level];
    if (!agent) return { id: msg.id, ok: false, message: `no Arena agent of level "${msg.level}"` };
    if (msg.input.legal.length === 0) return { id: msg.id, ok: false, message: 'the Arena agent was asked to act with no legal action' };
    return { id: msg.id, ok: true, action: agent(msg.input.view, [...msg.input.legal], seedRng(randomInt(0, 0x100000000))).action };
  }
  const agent = AGENTS[msg.kind];
  if (!agent) return { id: msg.id, ok: false, message: `no agent for seat kind "${msg.kind}"` };
  return { id: msg.id, ok: true, choice: await agent.choose(msg.input) };
}

parentPort?.on('message', (msg: AgentRequest) => {
  run(msg).then(
    (r) => parentPort?.postMessage(r),
    (e: unknown) => parentPort?.postMessage({ id: msg.id, ok: false, message: e instanceof Error ? e.message : String(e) } satisfies AgentReply),
  );
});
