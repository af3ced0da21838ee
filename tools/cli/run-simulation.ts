// `titan simulate`: plays the requested games in turn and prints either a table or the one JSON object
// `{"games": [...], "violations": [...]}`; a save of each game may be written for `replay`/`validate`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleAction, ModuleEvent } from '../../engine/platform/module.js';
import { serializeSaveWith } from '../../engine/platform/save/index.js';
import { GAMES, type GameRegistry } from '../../games/index.js';
import { PROJECT_ROOT } from '../project-root.js';
import type { SimulateCommand } from './args.js';
import { moduleAgent, randomAgent, type PlayerAgent } from './agents.js';
import { gameProblem } from './game-check.js';
import { playGame, simSetup, type GameReport, type Violation } from './simulate.js';

/** The outcome of a whole `simulate` run. */
export interface SimulationRun {
  readonly games: readonly GameReport[];
  readonly violations: readonly Violation[];
}

/** The version of this build, written into the saves `simulate` makes. */
export const APP_VERSION = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** The seed of game `index` of a run: consecutive, so `--seed <a game's seed> --games 1` replays that game alone. */
export function gameSeed(runSeed: number, index: number): number {
  return (runSeed + index) >>> 0;
}

/** Plays every game of the command with the modules of `games`; `onGame` sees each as it finishes. */
export function runSimulation(
  c: SimulateCommand,
  onGame?: (report: GameReport, violations: readonly Violation[]) => void,
  games: GameRegistry = GAMES,
): SimulationRun | { error: string } {
  const module = games.byId(c.game);
  const refused = gameProblem(c, games);
  if (refused !== null || !module) return { error: refused ?? 'no game' };
  const reports: GameReport[] = [];
  const violations: Violation[] = [];
  if (c.saveDir) mkdirSync(c.saveDir, { recursive: true });
  for (let i = 0; i < c.games; i++) {
    const seed = gameSeed(c.seed, i);
    const params = { players: c.players[i % c.players.length] ?? 2, seed, variant: c.variant, turnLimit: c.turnLimit, pointTarget: c.pointTarget };
    const seats = module.seatsOf(simSetup(module, params)).map((s) => s.id);
    const agentFor = (player: string): PlayerAgent<unknown, ModuleAction, ModuleEvent> => {
      const level = c.agents[Math.max(0, seats.indexOf(player)) % c.agents.length] ?? 'random';
      return level === 'random' ? randomAgent(module.sim.randomAvoids) : moduleAgent(module, level, player);
    };
    const played = playGame(module, params, { maxActions: c.maxActions, stallLimit: c.stallLimit, agentFor });
    reports.push(played.report);
    violations.push(...played.violations);
    onGame?.(played.report, played.violations);
    if (c.saveDir && played.state !== null) {
      const now = new Date().toISOString();
      const text = serializeSaveWith(module, { setup: played.setup, actions: played.actions, state: played.state, createdAt: now, updatedAt: now, app: APP_VERSION });
      writeFileSync(join(c.saveDir, `${module.gameOf(played.setup)}-${seed}.json`), text);
    }
  }
  return { games: reports, violations };
}

/** One line of the human-readable table. */
export function formatGameLine(r: GameReport): string {
  const scores = Object.entries(r.scores)
    .map(([p, s]) => `${p} ${s}`)
    .join(', ');
  const outcome = r.completed ? `winner ${r.winner ?? 'none (draw)'}` : 'NOT COMPLETED';
  return `seed ${r.seed}  ${r.players}p  ${r.turns} rounds  ${r.battles} battles  ${r.actions} actions  ${r.ms} ms  ${outcome}  [${scores}]`;
}

/** One game in the `--json` output. */
export type JsonGame = Pick<GameReport, 'seed' | 'turns' | 'battles' | 'winner' | 'scores' | 'ms'>;

/** The `--json` object: exactly the documented members per game. */
export function jsonReport(run: SimulationRun): { games: JsonGame[]; violations: readonly Violation[] } {
  return {
    games: run.games.map((g) => ({ seed: g.seed, turns: g.turns, battles: g.battles, winner: g.winner, scores: g.scores, ms: g.ms })),
    violations: run.violations,
  };
}
