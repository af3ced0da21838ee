// Gods of Titan's state migrations (engine/platform/module.ts StateMigration, docs/saves.md): one small step per state version,
// each turning a state of the version before into its own. Version 1 is the state of golden saves v3.
import type { StateMigration } from '../engine/platform/module.js';

type Raw = Record<string, unknown>;

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Version 1 → 2: a game saved before the Skycastle final battle (27.5) existed is in none. */
function noFinalBattle(old: unknown): unknown {
  return isRecord(old) ? { finalBattle: null, ...old } : old;
}

/** Version 2 → 3: a game saved before the shortened games (TITAN §21) has no round limit and no point target, and one
 * that ended then ended by the rules with no recorded reason. */
function noGameLength(old: unknown): unknown {
  return isRecord(old) ? { gameLength: { turnLimit: null, pointTarget: null }, endReason: null, ...old } : old;
}

/** Every step from state version 1 to Gods of Titan's current one, ordered by `to`. */
export const GODS_MIGRATIONS: readonly StateMigration[] = [
  {
    to: 2,
    why:
      'the state holds the Skycastle final battle under way (27.5), null when none is; the other fields of this ' +
      'version are optional with their meaning when absent: open trade offers (7), a legion gone ashore (27.4), the ' +
      'side a move chose to attack by (11.2, 11.5)',
    state: noFinalBattle,
  },
  {
    to: 3,
    why:
      'the state holds the game length chosen at set-up (TITAN §21 carried over: a round limit and a point target, ' +
      'null for none) and why a finished game ended (the last Titan, the Skycastle, the point target or the round ' +
      'limit; null while it goes on); a game saved before them has neither limit, and its end, if any, no reason',
    state: noGameLength,
  },
];
