// Argument parsing of the AI tools (tournament, battle bench, bench): typed options or a usage error.
import type { SeatType } from '../../ai/match.js';
import type { TournamentOptions } from '../../ai/tournament.js';

const SEAT_TYPES: readonly SeatType[] = ['easy', 'normal', 'hard', 'random'];

/** Usage of tools/ai/tournament.ts. */
export const TOURNAMENT_USAGE = `usage: npx tsx tools/ai/tournament.ts --seats hard,normal[,…] --games N --seed S [--json]
  [--turn-limit R] [--point-target P] [--budget MS] [--variant titan|titan-variant] [--info own|revealed|all]
  [--max-actions N] [--workers W]
  seat types: easy, normal, hard, random`;

/** Parsed tournament arguments. */
export type TournamentArgs =
  | { readonly ok: true; readonly options: TournamentOptions; readonly json: boolean; readonly workers: number }
  | { readonly ok: false; readonly error: string };

/** Reads `--flag value` pairs and bare `--flag` switches. */
export function flags(args: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--')) continue;
    const next = args[i + 1];
    if (next === undefined || next.startsWith('--')) out.set(a.slice(2), 'true');
    else {
      out.set(a.slice(2), next);
      i++;
    }
  }
  return out;
}

function int(f: Map<string, string>, name: string, fallback: number | null): number | null {
  const v = f.get(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : Number.NaN;
}

/** Parses tools/ai/tournament.ts arguments. */
export function parseTournamentArgs(args: readonly string[]): TournamentArgs {
  const f = flags(args);
  const seats = (f.get('seats') ?? '').split(',').filter(Boolean) as SeatType[];
  if (seats.length < 2 || seats.length > 6 || seats.some((s) => !SEAT_TYPES.includes(s))) return { ok: false, error: `--seats needs 2–6 of ${SEAT_TYPES.join(', ')}\n${TOURNAMENT_USAGE}` };
  const games = int(f, 'games', 10);
  const seed = int(f, 'seed', 1);
  const turnLimit = int(f, 'turn-limit', null);
  const pointTarget = int(f, 'point-target', null);
  const budget = int(f, 'budget', null);
  const maxActions = int(f, 'max-actions', 60000);
  const workers = int(f, 'workers', 1);
  for (const [k, v] of Object.entries({ games, seed, turnLimit, pointTarget, budget, maxActions, workers })) {
    if (Number.isNaN(v)) return { ok: false, error: `--${k} needs a non-negative integer\n${TOURNAMENT_USAGE}` };
  }
  const variant = f.get('variant') ?? 'titan';
  if (variant !== 'titan' && variant !== 'titan-variant') return { ok: false, error: `unknown variant ${variant}` };
  const info = f.get('info') ?? 'revealed';
  if (info !== 'own' && info !== 'revealed' && info !== 'all') return { ok: false, error: `unknown info mode ${info}` };
  return {
    ok: true,
    json: f.get('json') === 'true',
    workers: workers ?? 1,
    options: {
      seats,
      games: games ?? 10,
      seed: seed ?? 1,
      variant,
      turnLimit: turnLimit || null,
      pointTarget: pointTarget || null,
      infoMode: info,
      maxActions: maxActions ?? 60000,
      ...(budget !== null ? { budgetMs: budget } : {}),
    },
  };
}
