// The Gods of Titan battle (rules 10.6–18, 24.7) in one import for the game: start it from plain data, list who may
// act and their legal actions (its add-ons' included), apply an action, see it as a seat may, and read the outcome
// and what its add-ons report once it is over.
export { startGodsBattle } from './setup.js';
export { applyGodsBattleAction, godsBattleActors, godsBattleLegalActions, godsBattleMoves, maneuveringSeat, maneuverTimeUp } from './step.js';
export { addonPending, godsBattleView } from './hooks.js';
export { addonActor } from './registry.js';
export { addonMemoriesSchema, addonMoveSchema } from './schemas.js';
export { spellsSpent, HIDDEN_SPELL } from './spells/addon.js';
export { owedStrikes, pieceMoves, strikeChoices, targetsOf } from './queries.js';
export type * from './types.js';
export type * from './addon-shapes.js';
export { reinforcementOf } from './additions/reinforce.js';
export { summonedOf } from './additions/summon.js';
