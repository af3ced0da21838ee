// `npx tsx tools/ai/tournament.ts --seats hard,normal --games N --seed S [--json] [--turn-limit R] [--point-target P]
// [--budget MS] [--variant titan|titan-variant] [--info own|revealed|all] [--workers W]`: plays a tournament between
// AI levels (and `random`) and prints win rates with Wilson 95% intervals; with --workers the games are spread over
// worker threads (game i is the same game whichever worker plays it).
import { Worker } from 'node:worker_threads';
import { formatReport, rotation, summarize, type TournamentOptions } from '../../ai/tournament.js';
import { playMatch, type MatchRecord, type SeatType } from '../../ai/match.js';
import { parseTournamentArgs } from './args.js';

const parsed = parseTournamentArgs(process.argv.slice(2));
if (!parsed.ok) {
  process.stderr.write(`${parsed.error}\n`);
  process.exit(2);
}
const o: TournamentOptions = { ...parsed.options, clock: () => performance.now() };

async function playAll(): Promise<MatchRecord[]> {
  const records: (MatchRecord | undefined)[] = new Array(o.games);
  const progress = (r: MatchRecord, i: number): void => {
    records[i] = r;
    process.stderr.write(`game ${i + 1}/${o.games} seed ${r.seed}: ${r.winnerType ?? 'no winner'} (${r.seats.map((s) => s.type).join(' v ')}), ${r.rounds} rounds\n`);
  };
  const workers = parsed.ok ? parsed.workers : 1;
  if (workers <= 1) {
    for (let i = 0; i < o.games; i++) progress(playMatch(rotation(o.seats, i), (o.seed + i) >>> 0, o), i);
    return records as MatchRecord[];
  }
  let next = 0;
  const { clock: _clock, onGame: _onGame, ...plain } = o;
  await Promise.all(
    Array.from({ length: workers }, () => new Promise<void>((resolve, reject) => {
      const w = new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: { ...plain, script: new URL('./tournament-worker.ts', import.meta.url).href } });
      const feed = (): void => {
        if (next >= o.games) {
          void w.terminate().then(() => resolve());
          return;
        }
        w.postMessage(next++);
      };
      w.on('message', (m: { index: number; record: MatchRecord }) => {
        progress(m.record, m.index);
        feed();
      });
      w.on('error', reject);
      feed();
    })),
  );
  return records as MatchRecord[];
}

const records = await playAll();
const report = summarize(o.seats as SeatType[], records, o);
process.stdout.write(parsed.json ? `${JSON.stringify(report)}\n` : `${formatReport(report)}\n`);
