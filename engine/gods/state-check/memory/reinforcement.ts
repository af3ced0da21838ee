// What the reinforcement's memory in a saved battle refers to (rules 17; its shape is
// engine/gods/battle/additions/reinforce-memory.ts's): the defender's chance came in a maneuver of the 4th round or
// later (17.1); the character he took is a Creature of the chart that joined the battle on his side under the id the
// game hands it (`p<nextPiece>`, given to his legion when the battle ends); he cannot have both taken one and passed
// it up.
import { REINFORCEMENT_ROUND } from '../../battle/additions/reinforce.js';
import type { ReinforcementMemory } from '../../battle/additions/reinforce-memory.js';
import type { Checker, Keys } from '../checker.js';
import type { BattleFacts } from './memory-check.js';

/** Checks the reinforcement's memory of a battle. */
export function checkReinforcementMemory(c: Checker, facts: BattleFacts, m: ReinforcementMemory, at: Keys): void {
  if (m.round < REINFORCEMENT_ROUND) c.fail([...at, 'round'], `round ${m.round}, before the ${REINFORCEMENT_ROUND}th (17.1)`);
  if (!m.taken) return;
  if (m.passed) c.fail([...at, 'passed'], 'a reinforcement both taken and passed up (17.1)');
  const id = `p${c.state.nextPiece}`;
  if (m.taken.id !== id) c.fail([...at, 'taken', 'id'], `the reinforcement's id is ${id} (the next piece), not ${m.taken.id}`);
  if (!c.character([...at, 'taken', 'name'], m.taken.name)) return;
  const piece = facts.pieces.get(m.taken.id) ?? facts.slain.get(m.taken.id);
  if (!piece || piece.name !== m.taken.name) c.fail([...at, 'taken'], `no ${m.taken.name} ${m.taken.id} joined this battle`);
}
