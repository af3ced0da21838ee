// Worker-thread entry that runs agents (host/agents.ts) so an AI turn never blocks the host's event loop.
import { parentPort } from 'node:worker_threads';
import { AGENTS } from './agents.js';
import type { AgentRequest, AgentReply } from './agent-runner.js';

parentPort?.on('message', (msg: AgentRequest) => {
  const agent = AGENTS[msg.kind];
  const reply = (r: AgentReply): void => parentPort?.postMessage(r);
  if (!agent) {
    reply({ id: msg.id, ok: false, message: `no agent for seat kind "${msg.kind}"` });
    return;
  }
  agent.choose(msg.input).then(
    (action) => reply({ id: msg.id, ok: true, action }),
    (e: unknown) => reply({ id: msg.id, ok: false, message: e instanceof Error ? e.message : String(e) }),
  );
});
