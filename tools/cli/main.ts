// `npm run titan -- <command>`: the command-line front end (Node only; the engine it drives stays pure).
import { parseArgs, USAGE } from './args.js';
import { queryCommand, replayCommand, validateCommand } from './files.js';
import { formatGameLine, jsonReport, runSimulation } from './run-simulation.js';

function main(argv: readonly string[]): number {
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
      const out = c.kind === 'replay' ? replayCommand(c.file) : c.kind === 'validate' ? validateCommand(c.file) : queryCommand(c.file);
      console.log(out.stdout);
      return out.exitCode;
    }
    case 'simulate': {
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
  }
}

/** The AI's long-running tools (tournament, battle-bench) are scripts of their own: run them with the rest of argv. */
const DELEGATED: Readonly<Record<string, (argv: readonly string[]) => string>> = {
  tournament: (argv) => (argv.indexOf('--game') >= 0 && argv[argv.indexOf('--game') + 1] === 'arena' ? '../arena/tournament.js' : '../ai/tournament.js'),
  'battle-bench': () => '../ai/battle-bench.js',
};

const argv = process.argv.slice(2);
const script = DELEGATED[argv[0]]?.(argv.slice(1));
try {
  if (script) {
    process.argv = [process.argv[0], process.argv[1], ...argv.slice(1).filter((a, i, all) => a !== '--game' && all[i - 1] !== '--game')];
    await import(script);
  } else process.exitCode = main(argv);
} catch (e) {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exitCode = 1;
}
