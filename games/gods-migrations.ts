// Gods of Titan's state migrations (engine/platform/module.ts StateMigration, docs/saves.md): one small step per state version,
// each turning a state of the version before into its own. Version 1 is the state of golden saves v3.
import type { StateMigration } from '../engine/platform/module.js';

type Raw = Record<string, unknown>;

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Version 1 → 2: a game saved before the Skycastle final battle (27.5) existed is in none. */
function noFinalBattle(old: unknown): unknown {
  return isRecord(old) ? { finalBattle: null, ...old } : old;
}

/** Version 2 → 3: a game saved before the Executer's trophies (16.5) and the Masters' chosen legions (24.4, 24.5,
 * 23.7) holds no trophy in any pool and no Master waiting for its legion; an Executer's count of kills, absent, is 0. */
function noTrophiesNoMasterWaiting(old: unknown): unknown {
  if (!isRecord(old)) return old;
  const players = Array.isArray(old.players) ? old.players.map((p: unknown) => (isRecord(p) ? { trophies: [], ...p } : p)) : old.players;
  return { appearing: [], ...old, players };
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
      'each seat holds its trophies apart from its pool (16.5 Executer: slain Lords and Masters, never usable; none in ' +
      'an older game) and the state the Masters waiting for their player to choose their legion (24.4, 24.5, 23.7: ' +
      'none); ' +
      'an Executer piece without a count of kills has slain none (PF 8)',
    state: noTrophiesNoMasterWaiting,
  },
];
