// What a battle add-on's memory check is handed (spells, abilities, reinforcement, summoning each keep a memory in
// `battle.addons` under their name, shaped by the add-on's own schema, engine/gods/battle/schemas.ts): the checker to
// report to, the battle with its pieces and slain by id, the memory and its path. Each add-on's check of what its
// memory refers to lives in its own file of this folder, for the add-on to own.
import type { GodsBattlePiece, GodsBattleState, GodsSide, GodsSlain } from '../../battle/types.js';
import type { Checker, Keys } from '../checker.js';

/** The battle a memory belongs to, indexed. */
export interface BattleFacts {
  readonly battle: GodsBattleState;
  /** The characters on (or waiting to enter) the battleland, by id. */
  readonly pieces: ReadonlyMap<string, GodsBattlePiece>;
  /** The characters the battle has lost, by id. */
  readonly slain: ReadonlyMap<string, GodsSlain>;
}

/** Indexes a battle. */
export function factsOf(battle: GodsBattleState): BattleFacts {
  return { battle, pieces: new Map(battle.pieces.map((p) => [p.id, p])), slain: new Map(battle.slain.map((p) => [p.id, p])) };
}

/** The side a character of the battle, living or lost, fought on; undefined for an id the battle never had. */
export function sideIn(facts: BattleFacts, id: string): GodsSide | undefined {
  return facts.pieces.get(id)?.side ?? facts.slain.get(id)?.side;
}

/** Reports an id the battle never had. */
export function inBattle(c: Checker, facts: BattleFacts, keys: Keys, id: string): boolean {
  if (sideIn(facts, id)) return true;
  c.fail(keys, `no character ${JSON.stringify(id)} in this battle`);
  return false;
}

/** Reports an id that is not a character on (or waiting to enter) the battleland now. */
export function onBattleland(c: Checker, facts: BattleFacts, keys: Keys, id: string): GodsBattlePiece | undefined {
  const piece = facts.pieces.get(id);
  if (!piece) c.fail(keys, `no character ${JSON.stringify(id)} in the battle now`);
  return piece;
}
