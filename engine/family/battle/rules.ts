// The pure battle rules (§10–§13, Hazard Chart) in one import: the battle reducer, the AI and the `query` oracle
// all call these and nothing else.
export { battleRange, hexNeighbour } from './grid.js';
export { losBlocked } from './los.js';
export { contactEnemies, entryHexes, isInContact, legalMoves, strikePhaseDamage } from './movement.js';
export { canStrike, carryTargets, strikeChart, strikeDice, strikeNumber, strikeOptions, strikeTargets } from './strike.js';
export type { StrikeOption, StrikeTarget } from './strike.js';
export type { BattlePosition, PieceLike } from './position.js';
