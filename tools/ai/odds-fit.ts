// `npx tsx tools/ai/odds-fit.ts [--matchups N] [--repeats R] [--seed S] [--json]`: how well the analytic battle odds
// (`ai/strength.ts` `battleOdds`, what Easy and Normal decide by and Hard's prior) foretell real battles — random
// legions of 1–7 characters (no Titan) on a random battleland, each fought R times Normal against Normal through the
// real decision function (`ai/battle-bench.ts`); prints the log-loss and Brier score of the predicted attacker wins
// and a calibration table (predicted → won, battles). Issue 22: the yardstick for a change to the odds model.
import { pathToFileURL } from 'node:url';
import { benchBattle } from '../../ai/battle-bench.js';
import { AiRng } from '../../ai/rng.js';
import { battleOdds } from '../../ai/strength.js';
import { isTitan } from '../../engine/titan/values.js';
import { getVariant } from '../../engine/titan/variants/index.js';
import { readFlags } from '../flags.js';

/** One matchup fought `battles` times: what the model gave the attacker, and how often he won. */
export interface FitSample {
  readonly attacker: readonly string[];
  readonly defender: readonly string[];
  readonly terrain: string;
  readonly predicted: number;
  readonly won: number;
  readonly battles: number;
}

/** One row of the calibration table: the battles whose prediction fell in [from, from + 0.1). */
export interface FitBin {
  readonly from: number;
  readonly predicted: number;
  readonly won: number;
  readonly battles: number;
}

/** How well the predictions fit: mean log-loss and Brier score per battle, and the calibration table. */
export interface FitScore {
  readonly battles: number;
  readonly logLoss: number;
  readonly brier: number;
  readonly bins: readonly FitBin[];
}

/** Scores predictions against outcomes (a prediction is clamped to [0.001, 0.999] for the log-loss). */
export function fitScore(samples: readonly FitSample[]): FitScore {
  let battles = 0;
  let logLoss = 0;
  let brier = 0;
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: i / 10, predicted: 0, won: 0, battles: 0 }));
  for (const s of samples) {
    const q = Math.min(0.999, Math.max(0.001, s.predicted));
    logLoss -= s.won * Math.log(q) + (s.battles - s.won) * Math.log(1 - q);
    brier += s.won * (1 - s.predicted) ** 2 + (s.battles - s.won) * s.predicted ** 2;
    battles += s.battles;
    const bin = bins[Math.min(9, Math.floor(s.predicted * 10))];
    bin.predicted += s.predicted * s.battles;
    bin.won += s.won;
    bin.battles += s.battles;
  }
  const per = (x: number): number => (battles > 0 ? x / battles : 0);
  return {
    battles,
    logLoss: per(logLoss),
    brier: per(brier),
    bins: bins.filter((b) => b.battles > 0).map((b) => ({ from: b.from, predicted: b.predicted / b.battles, won: b.won / b.battles, battles: b.battles })),
  };
}

/** Fights `matchups` random matchups `repeats` times each (seeded: the same arguments fight the same battles). */
export function fitSamples(matchups: number, repeats: number, seed: number, onSample?: (s: FitSample) => void): FitSample[] {
  const v = getVariant('titan');
  const pool = Object.keys(v.creatures).filter((c) => !isTitan(v, c)).sort();
  const terrains = Object.keys(v.battlelands).sort();
  const rng = new AiRng(seed);
  const draw = (): string[] => Array.from({ length: 1 + rng.int(7) }, () => pool[rng.int(pool.length)]);
  const out: FitSample[] = [];
  for (let m = 0; m < matchups; m++) {
    const fielded = { attacker: draw(), defender: draw() };
    const terrain = terrains[rng.int(terrains.length)];
    let won = 0;
    for (let r = 0; r < repeats; r++) if (benchBattle(terrain, 'normal', 'normal', rng.seed(), undefined, fielded).winner === 'attacker') won++;
    const predicted = battleOdds(v, { creatures: fielded.attacker, score: 0 }, { creatures: fielded.defender, score: 0 }, terrain).attackerWins;
    const sample = { ...fielded, terrain, predicted, won, battles: repeats };
    out.push(sample);
    onSample?.(sample);
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const f = readFlags();
  const json = f.has('json');
  const samples = fitSamples(f.count('matchups', 200), f.count('repeats', 10), f.count('seed', 1), (s) => {
    if (!json) process.stderr.write(`${s.attacker.join(',')} v ${s.defender.join(',')} (${s.terrain}): predicted ${s.predicted.toFixed(2)}, won ${s.won}/${s.battles}\n`);
  });
  const score = fitScore(samples);
  if (json) process.stdout.write(`${JSON.stringify(score)}\n`);
  else {
    process.stdout.write(`${samples.length} matchups, ${score.battles} battles: log-loss ${score.logLoss.toFixed(4)}, Brier ${score.brier.toFixed(4)}\n`);
    process.stdout.write(`calibration (predicted → won, battles): ${score.bins.map((b) => `${b.predicted.toFixed(2)} → ${b.won.toFixed(2)} (${b.battles})`).join('; ')}\n`);
  }
}
