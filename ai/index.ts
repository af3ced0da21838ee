// The AI's public API: levels for the New game dialog, the pure decision function the host runs in a worker, and
// the plain-JSON per-seat memory it threads between calls.
export { AI_LEVELS, levelConfig, type AiLevel, type LevelConfig } from './levels.js';
export { decide, decideWithMemory, type DecideInput, type Decision } from './decide.js';
export { createMemory, observe, visibleTo, type AiMemory } from './memory.js';
