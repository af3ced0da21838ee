// The battle add-ons whose memory a saved battle may hold (`battle.extra`, by the add-on's name), each with its own
// check; any other key is refused.
import { ABILITIES } from '../../battle/abilities/memory.js';
import { REINFORCEMENT } from '../../battle/additions/reinforce.js';
import { SUMMONING } from '../../battle/additions/summon.js';
import { SPELLS } from '../../battle/spells/memory.js';
import { checkAbilityMemory } from './abilities.js';
import type { MemoryCheck } from './memory-check.js';
import { checkReinforcementMemory } from './reinforcement.js';
import { checkSpellsMemory } from './spells.js';
import { checkSummoningMemory } from './summoning.js';

/** Each add-on's memory check, by the add-on's name. */
export const MEMORY_CHECKS: Readonly<Record<string, MemoryCheck>> = {
  [SPELLS]: checkSpellsMemory,
  [ABILITIES]: checkAbilityMemory,
  [REINFORCEMENT]: checkReinforcementMemory,
  [SUMMONING]: checkSummoningMemory,
};
