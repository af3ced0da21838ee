// The reinforcement's memory in a saved battle (rules 17; engine/gods/battle/additions/reinforce.ts): the defender's
// chance came in a maneuver of the 4th round or later (17.1); the character he took is a Creature of the chart that
// joined the battle on his side under the id the game hands it (`p<nextPiece>`, given to his legion when the battle
// ends); he cannot have both taken one and passed it up.
import { z } from 'zod';
import { REINFORCEMENT_ROUND } from '../../battle/additions/reinforce.js';
import type { Checker, Keys } from '../checker.js';
import { name, pieceId } from '../fields.js';
import type { BattleFacts } from './memory-check.js';

/** The reinforcement's memory, strictly shaped. */
export const ReinforcementMemorySchema = z.strictObject({
  round: z.number().int().min(REINFORCEMENT_ROUND).max(7),
  taken: z.strictObject({ id: pieceId, name }).nullable(),
  passed: z.boolean(),
});

/** The character the defender took into the battle, if any (a character joining the battle by a rule). */
export function reinforcementTaken(memory: unknown): { readonly id: string; readonly name: string } | null {
  const m = ReinforcementMemorySchema.safeParse(memory);
  return m.success ? m.data.taken : null;
}

/** Checks the reinforcement's memory of a battle. */
export function checkReinforcementMemory(c: Checker, facts: BattleFacts, memory: unknown, at: Keys): void {
  const m = c.parse(ReinforcementMemorySchema, memory, at);
  if (!m?.taken) return;
  if (m.passed) c.fail([...at, 'passed'], 'a reinforcement both taken and passed up (17.1)');
  const id = `p${c.state.nextPiece}`;
  if (m.taken.id !== id) c.fail([...at, 'taken', 'id'], `the reinforcement's id is ${id} (the next piece), not ${m.taken.id}`);
  if (!c.character([...at, 'taken', 'name'], m.taken.name)) return;
  const piece = facts.pieces.get(m.taken.id) ?? facts.slain.get(m.taken.id);
  if (!piece || piece.name !== m.taken.name) c.fail([...at, 'taken'], `no ${m.taken.name} ${m.taken.id} joined this battle`);
}
