// Tournament line for the Arena AI: Hard against random-legal and against Normal, each over --games games with
// the Hard seat rotating, printing win rates with 95% Wilson confidence intervals.
//   npx tsx tools/arena/tournament.ts --games 200 --seed 1 [--players 3] [--budget 240] [--opponent random|normal]
import { arenaAgents, arenaGame, type ArenaAgent, type ArenaLevel, type ArenaState } from '../../engine/arena/index.js';
import { HARD_BUDGET, hardAgent } from '../../engine/arena/ai/hard.js';
import { seedRng } from '../../engine/rng.js';
import type { RngState } from '../../engine/state.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** Plays one game to the end; the final state. */
function playGame(seed: number, agents: readonly ArenaAgent[]): ArenaState {
  const players = agents.map((_, i) => ({ id: `s${i}`, name: `Seat ${i + 1}` }));
  let { state } = arenaGame.createGame({ players, seed, options: { tournament: false } });
  const rngs: RngState[] = agents.map((_, i) => seedRng(seed * 31 + i));
  for (let steps = 0; steps < 100_000; steps++) {
    const actors = arenaGame.playersToAct(state);
    if (!actors.length) return state;
    const seat = players.findIndex((p) => p.id === actors[0]);
    const legal = arenaGame.legalActions(state, actors[0]);
    const { action, rng } = agents[seat](arenaGame.viewFor(state, actors[0]), legal, rngs[seat]);
    rngs[seat] = rng;
    const res = arenaGame.apply(state, action);
    if (!res.ok) throw new Error(`seed ${seed}: ${res.error.code} ${res.error.message}`);
    state = res.state;
  }
  throw new Error(`seed ${seed}: game did not end`);
}

/** Wilson score interval for k successes in n trials (95%). */
function wilson(k: number, n: number): [number, number] {
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [centre - half, centre + half];
}

function match(opponent: ArenaLevel, games: number, seed: number, players: number, budget: number): void {
  const hard: ArenaAgent = (view, legal, rng) => hardAgent(view, legal, rng, budget);
  let wins = 0;
  let hardDucats = 0;
  let oppDucats = 0;
  const started = Date.now();
  for (let g = 0; g < games; g++) {
    const hardSeat = g % players;
    const agents = Array.from({ length: players }, (_, i) => (i === hardSeat ? hard : arenaAgents[opponent]));
    const end = playGame(seed * 100_003 + g, agents);
    if (end.winner === `s${hardSeat}`) wins++;
    const result = end.result ?? {};
    hardDucats += result[`s${hardSeat}`] ?? 0;
    for (let i = 0; i < players; i++) if (i !== hardSeat) oppDucats += (result[`s${i}`] ?? 0) / (players - 1);
  }
  const [lo, hi] = wilson(wins, games);
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  console.log(
    `Hard vs ${opponent.padEnd(6)} (${players} players, ${games} games): Hard wins ${wins}/${games} = ${pct(wins / games)} ` +
      `[95% CI ${pct(lo)}–${pct(hi)}], fair share ${pct(1 / players)}; mean ducats Hard ${(hardDucats / games).toFixed(2)}, ` +
      `${opponent} ${(oppDucats / games).toFixed(2)}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

const games = arg('games', 200);
const seed = arg('seed', 1);
const players = arg('players', 3);
const budget = arg('budget', HARD_BUDGET);
const only = process.argv.indexOf('--opponent');
const opponents: ArenaLevel[] = only >= 0 ? [process.argv[only + 1] as ArenaLevel] : ['random', 'normal'];
for (const opponent of opponents) match(opponent, games, seed, players, budget);
