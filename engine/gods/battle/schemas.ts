// The zod schemas of the Gods battle's add-ons as the game's saves and the host read them: an add-on action (each
// add-on's own schema), and the add-ons' memories in a saved battle (each under its name, each by its own schema).
import { z } from 'zod';
import type { GodsAddonMemories, GodsAddonMove } from './addon-shapes.js';
import { abilityMemorySchema } from './abilities/memory-shape.js';
import { ABILITIES_ADDON } from './abilities/index.js';
import { reinforcementMemorySchema } from './additions/reinforce-memory.js';
import { REINFORCEMENT_ADDON } from './additions/reinforce.js';
import { summoningMemorySchema } from './additions/summon-memory.js';
import { SUMMONING_ADDON } from './additions/summon.js';
import { SPELLS_ADDON } from './spells/addon.js';
import { spellsMemorySchema } from './spells/memory-shape.js';

/** An add-on's action (without its seat), by the schema of the add-on whose it is. */
export const addonMoveSchema: z.ZodType<GodsAddonMove> = z.union([SPELLS_ADDON.schema, ABILITIES_ADDON.schema, REINFORCEMENT_ADDON.schema, SUMMONING_ADDON.schema]);

/** The add-ons' memories of a saved battle: only their own names, each by its add-on's schema. */
export const addonMemoriesSchema: z.ZodType<GodsAddonMemories> = z.strictObject({
  spells: spellsMemorySchema.optional(),
  abilities: abilityMemorySchema.optional(),
  reinforcement: reinforcementMemorySchema.optional(),
  summoning: summoningMemorySchema.optional(),
});
