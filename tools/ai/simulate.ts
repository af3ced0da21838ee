// `npx tsx tools/ai/simulate.ts --level normal --players 6 --games 100 --seed 1 [--turn-limit R] [--json]`: complete
// games between AI players through the shared simulator (tools/cli/simulate.ts), which checks the rules' invariants
// after every action; prints each game and the violations (exit 1 if any).
import { AiAgent } from '../../ai/agent.js';
import type { AiLevel } from '../../ai/levels.js';
import type { Action } from '../../engine/actions.js';
import type { PlayerView } from '../../engine/view.js';
import { titanModule } from '../../games/titan.js';
import { type PlayerAgent, randomAgent } from '../cli/agents.js';
import { playGame, type Violation } from '../cli/simulate.js';
import { flags } from './args.js';

const f = flags(process.argv.slice(2));
const level = (f.get('level') ?? 'normal') as AiLevel | 'random';
const players = Number(f.get('players') ?? 6);
const games = Number(f.get('games') ?? 10);
const seed = Number(f.get('seed') ?? 1);
const turnLimit = f.get('turn-limit') ? Number(f.get('turn-limit')) : null;
const json = f.get('json') === 'true';

function agent(gameSeed: number, player: string): PlayerAgent<PlayerView, Action> {
  if (level === 'random') return randomAgent<PlayerView, Action>();
  const ai = new AiAgent(level, gameSeed ^ player.length * 2654435761, () => performance.now());
  return { name: level, usesView: true, choose: (view, legal, rng) => ({ action: ai.choose(view as PlayerView, legal), rng }) };
}

const violations: Violation[] = [];
const reports = [];
const started = performance.now();
for (let i = 0; i < games; i++) {
  const s = (seed + i) >>> 0;
  const played = playGame(titanModule, { players, seed: s, variant: 'titan', turnLimit, pointTarget: null }, {
    maxActions: 200_000,
    stallLimit: 20_000,
    agentFor: (p) => agent(s, p),
  });
  reports.push(played.report);
  violations.push(...played.violations);
  if (!json) process.stderr.write(`seed ${s}: ${played.report.completed ? `winner ${played.report.winner}` : 'NOT COMPLETED'}, ${played.report.turns} rounds, ${played.report.actions} actions, ${(played.report.ms / 1000).toFixed(1)} s${played.violations.length ? `, ${played.violations.length} violations: ${played.violations[0].message.slice(0, 200)}` : ''}\n`);
}
const summary = { level, players, games, completed: reports.filter((r) => r.completed).length, violations: violations.length, seconds: Math.round((performance.now() - started) / 100) / 10, averageRounds: reports.reduce((n, r) => n + r.turns, 0) / Math.max(1, reports.length) };
process.stdout.write(json ? `${JSON.stringify({ ...summary, games: reports, violations })}\n` : `${JSON.stringify(summary)}\n`);
process.exit(violations.length > 0 ? 1 : 0);
