// The summoning's memory in a saved battle (rules 18; engine/gods/battle/additions/summon.ts): the character the
// attacker summoned is a Lord or Jabberwok (18.1, A42) that stands, until the battle ends, in another legion of his
// (18.2: it moves there only afterwards), and joined this battle under its own id.
import { z } from 'zod';
import { hasAbility } from '../../battle/position.js';
import type { Checker, Keys } from '../checker.js';
import { marker, name, pieceId } from '../fields.js';
import type { BattleFacts } from './memory-check.js';

/** The summoning's memory, strictly shaped. */
export const SummoningMemorySchema = z.strictObject({
  round: z.number().int().min(1).max(7),
  taken: z.strictObject({ legion: marker, piece: pieceId, name }).nullable(),
});

/** The character the attacker summoned into the battle, if any (a character joining the battle by a rule). */
export function summoningTaken(memory: unknown): { readonly id: string; readonly name: string } | null {
  const m = SummoningMemorySchema.safeParse(memory);
  return m.success && m.data.taken ? { id: m.data.taken.piece, name: m.data.taken.name } : null;
}

/** Checks the summoning's memory of a battle. */
export function checkSummoningMemory(c: Checker, facts: BattleFacts, memory: unknown, at: Keys): void {
  const m = c.parse(SummoningMemorySchema, memory, at);
  if (!m?.taken) return;
  const { legion, piece, name: who } = m.taken;
  if (!c.character([...at, 'taken', 'name'], who)) return;
  if (!hasAbility(who, 'summonable')) c.fail([...at, 'taken', 'name'], `${who} cannot be summoned (18.1)`);
  const source = c.state.legions.find((l) => l.marker === legion);
  const attacker = c.state.engagement?.attacker;
  if (!source || source.marker === attacker || source.owner !== facts.battle.owners.attacker) {
    c.fail([...at, 'taken', 'legion'], `${legion} is no other legion of the attacker's (18.2)`);
  } else if (!source.pieces.some((p) => p.id === piece && p.name === who)) {
    c.fail([...at, 'taken', 'piece'], `${legion} holds no ${who} ${piece}`);
  }
  const joined = facts.pieces.get(piece) ?? facts.slain.get(piece);
  if (!joined || joined.name !== who) c.fail([...at, 'taken', 'piece'], `no ${who} ${piece} joined this battle`);
}
