// What the summoning's memory in a saved battle refers to (rules 18; its shape is
// engine/gods/battle/additions/summon-memory.ts's): the character the attacker summoned is a Lord or Jabberwok (18.1,
// A42) that stands, until the battle ends, in another legion of his (18.2: it moves there only afterwards), and
// joined this battle under its own id.
import { hasAbility } from '../../battle/facts.js';
import type { SummoningMemory } from '../../battle/additions/summon-memory.js';
import type { Checker, Keys } from '../checker.js';
import type { BattleFacts } from './memory-check.js';

/** Checks the summoning's memory of a battle. */
export function checkSummoningMemory(c: Checker, facts: BattleFacts, m: SummoningMemory, at: Keys): void {
  if (!m.taken) return;
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
