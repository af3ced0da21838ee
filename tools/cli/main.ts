// `npm run titan -- <command>`: the command-line front end (Node only; the engine it drives stays pure). A command's
// code is loaded only when it runs, so that `help` or a refused argument answers at once.
import { parseArgs, USAGE } from './args.js';

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    console.error(`${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  const c = parsed.command;
  switch (c.kind) {
    case 'help':
      console.log(USAGE);
      return 0;
    case 'replay':
    case 'validate':
    case 'query': {
      const { queryCommand, replayCommand, validateCommand } = await import('./files.js');
      const out = c.kind === 'replay' ? replayCommand(c.file) : c.kind === 'validate' ? validateCommand(c.file) : queryCommand(c.file);
      console.log(out.stdout);
      return out.exitCode;
    }
    case 'export':
    case 'import': {
      const { exportCommand, importCommand } = await import('./records.js');
      const out = c.kind === 'export' ? exportCommand(c.file) : importCommand(c.file);
      console.log(out.stdout);
      return out.exitCode;
    }
    case 'simulate': {
      const { formatGameLine, jsonReport, runSimulation } = await import('./run-simulation.js');
      const run = runSimulation(c, (report, violations) => {
        if (c.json) return;
        console.log(formatGameLine(report));
        for (const v of violations) console.log(`  ${v.kind} at state ${v.stateId}: ${v.message}${v.action ? ` after ${JSON.stringify(v.action)}` : ''}`);
      });
      if ('error' in run) {
        console.error(run.error);
        return 2;
      }
      if (c.json) console.log(JSON.stringify(jsonReport(run)));
      else {
        const ms = run.games.reduce((s, g) => s + g.ms, 0);
        const done = run.games.filter((g) => g.completed).length;
        console.log(`${done}/${run.games.length} games completed, ${run.violations.length} violations, ${(ms / Math.max(1, run.games.length)).toFixed(0)} ms per game`);
      }
      return run.violations.length > 0 || run.games.some((g) => !g.completed) ? 1 : 0;
    }
    case 'tournament': {
      const { formatReport } = await import('../tournament/format.js');
      const { runTournamentCommand } = await import('../tournament/run.js');
      const report = await runTournamentCommand(c, (r, i) => {
        const seats = r.seats.map((s) => s.level).join(' v ');
        console.error(`game ${i + 1}/${c.games} seed ${r.seed}: ${r.winnerLevel ?? (r.finished ? 'no winner' : 'unfinished')} (${seats}), ${r.rounds} rounds`);
      });
      if ('error' in report) {
        console.error(report.error);
        return 2;
      }
      console.log(c.json ? JSON.stringify(report) : formatReport(report));
      return 0;
    }
    case 'battle-bench':
      // TITAN's battle-only AI benchmark is a script of its own: it reads its arguments from process.argv.
      process.argv = [process.argv[0], process.argv[1], ...c.args];
      await import('../ai/battle-bench.js');
      return 0;
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exitCode = 1;
}
