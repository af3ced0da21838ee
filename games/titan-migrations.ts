// TITAN's state migrations (engine/platform/module.ts StateMigration, docs/saves.md): one small step per state version, each
// turning a state of the version before into its own, for the snapshot, the replay base and every undo entry.
import type { StateMigration } from '../engine/platform/module.js';

type Raw = Record<string, unknown>;

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Version 1 → 2 on one state and the undo entries it holds: a battle gets `reinforcementDeclined: false`. */
function declinedField(old: unknown): unknown {
  if (!isRecord(old)) return old;
  const battle = isRecord(old.battle) ? { ...old.battle, reinforcementDeclined: false } : old.battle;
  const undo = Array.isArray(old.undo) ? old.undo.map(declinedField) : old.undo;
  return { ...old, battle, undo };
}

/** Every step from state version 1 to TITAN's current one, ordered by `to`. */
export const TITAN_MIGRATIONS: readonly StateMigration[] = [
  {
    to: 2,
    why:
      'battles remember a §14 reinforcement the defender could take in its 4th maneuver and declined (it may then not ' +
      'muster one after winning); a battle saved by rules version 1 keeps its old right: false',
    state: declinedField,
  },
  {
    to: 3,
    why:
      'games may run §21 clocks (options.timeLimit, options.turnClocks) and end by the time limit; an older state has ' +
      'none and is a state of version 3 as it is (a build before this one refuses a game with clocks as too new)',
    state: (old) => old,
  },
];
