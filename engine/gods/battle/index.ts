// The Gods of Titan battle (rules 10.6–14, 24.7) in one import for the game: start it from plain data, list who may
// act and their legal actions, apply an action, and read the outcome once it is over.
export { startGodsBattle } from './setup.js';
export { applyGodsBattleAction, godsBattleActors, godsBattleLegalActions } from './step.js';
export { pieceMoves } from './moves.js';
export { extensionActor, extensionPending, godsBattleExtensions, godsBattleView } from './extensions.js';
export type { GodsBattleExtension } from './extensions.js';
export { spellsSpent, HIDDEN_SPELL } from './spells/index.js';
export { strikeChoices, targetsOf } from './strikes.js';
export type * from './types.js';
export { reinforcementOf, REINFORCEMENT } from './additions/reinforce.js';
export { summonedOf, SUMMONING } from './additions/summon.js';
