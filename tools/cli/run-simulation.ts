// `titan simulate`: plays the requested games in turn and prints either a table or the one JSON object
// `{"games": [...], "violations": [...]}`; a save of each game may be written for `replay`/`validate`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serializeSaveWith } from '../../engine/save/index.js';
import type { SimulateCommand } from './args.js';
import { SEATS, simulatedGame } from './games.js';
import { playGame, type GameReport, type Violation } from './simulate.js';

/** The outcome of a whole `simulate` run. */
export interface SimulationRun {
  readonly games: readonly GameReport[];
  readonly violations: readonly Violation[];
}

/** The seed of game `index` of a run: consecutive, so `--seed <a game's seed> --games 1` replays that game alone. */
export function gameSeed(runSeed: number, index: number): number {
  return (runSeed + index) >>> 0;
}

/** Plays every game of the command; `onGame` sees each as it finishes. */
export function runSimulation(c: SimulateCommand, onGame?: (report: GameReport, violations: readonly Violation[]) => void): SimulationRun | { error: string } {
  const game = simulatedGame(c.game);
  const seats = SEATS[c.game];
  if (c.players.some((n) => n < seats.min || n > seats.max)) return { error: `${c.game} is played by ${seats.min} to ${seats.max} players` };
  const games: GameReport[] = [];
  const violations: Violation[] = [];
  if (c.saveDir) mkdirSync(c.saveDir, { recursive: true });
  for (let i = 0; i < c.games; i++) {
    const seed = gameSeed(c.seed, i);
    const params = { players: c.players[i % c.players.length], seed, variant: c.variant, turnLimit: c.turnLimit, pointTarget: c.pointTarget };
    const seats = game.module.seats(game.makeSetup(params)).map((s) => s.color ?? s.id);
    const agentFor = (player: string) => {
      const level = c.agents[Math.max(0, seats.indexOf(player)) % c.agents.length];
      const agent = game.agent(level);
      if (!agent) throw new Error(`${c.game} has no ${level} player`);
      return agent;
    };
    const played = playGame(game, params, { maxActions: c.maxActions, stallLimit: c.stallLimit, agentFor });
    games.push(played.report);
    violations.push(...played.violations);
    onGame?.(played.report, played.violations);
    if (c.saveDir && played.state !== null) {
      const now = new Date().toISOString();
      const text = serializeSaveWith(game.module, { setup: played.setup, actions: played.actions, state: played.state, createdAt: now, updatedAt: now });
      writeFileSync(join(c.saveDir, `${game.module.gameOf(played.setup)}-${seed}.json`), text);
    }
  }
  return { games, violations };
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
