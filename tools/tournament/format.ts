// The plain-text form of a tournament report: one line per seat level (its per-seat counters as totals and per game),
// the totals, and the latency table.
import type { TournamentReport } from './report.js';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** A counter's name as words ("timeLosses" → "time losses"). */
const words = (key: string): string => key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/** A per-seat counter as its total and its mean per game the level played ("12 (0.60/game)"). */
const perGame = (n: number, games: number): string => `${n} (${(n / Math.max(1, games)).toFixed(2)}/game)`;

/** A plain-text table of a report. */
export function formatReport(r: TournamentReport): string {
  const o = r.options;
  const perSeat = Object.keys(r.levels[0]?.bySeat ?? {});
  const lines = [
    `${r.name} (${o.variant}), seats ${o.seats.join(', ')} rotated: ${r.games} games (${r.finished} finished, ${r.draws} draws), turn limit ${o.turnLimit ?? 'none'}, point target ${o.pointTarget ?? 'none'}, seed ${o.seed}`,
    ['level     games  wins  win rate  95% CI            mean score', ...perSeat.map(words)].join('  '),
    ...r.levels.map((l) =>
      [
        `${l.level.padEnd(9)} ${String(l.games).padStart(5)} ${String(l.wins).padStart(5)}  ${pct(l.winRate).padStart(8)}  ${`[${pct(l.ci95[0])}, ${pct(l.ci95[1])}]`.padEnd(16)}  ${l.meanScore.toFixed(1).padStart(10)}`,
        ...perSeat.map((k) => perGame(l.bySeat[k] ?? 0, l.games).padStart(words(k).length)),
      ].join('  '),
    ),
    [`average rounds ${r.averageRounds.toFixed(1)}`, ...Object.entries(r.counts).map(([k, n]) => `${words(k)} ${n}`)].join('; '),
    `wins by seat: ${Object.entries(r.winsBySeat).map(([seat, n]) => `${seat} ${n}`).join(', ')}`,
  ];
  if (r.latency.length > 0) {
    lines.push('decision latency (ms)', 'level     phase         count    median       p95');
    for (const l of r.latency) lines.push(`${l.level.padEnd(9)} ${l.phase.padEnd(11)} ${String(l.count).padStart(7)} ${l.median.toFixed(2).padStart(9)} ${l.p95.toFixed(2).padStart(9)}`);
  }
  return lines.join('\n');
}
