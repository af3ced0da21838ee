// Reading and changing what the special abilities (rules 16) remember during one battle (state.addons.abilities;
// its shape is in memory-shape.ts).
import type { GodsBattleState } from '../types.js';
import type { AbilityMemory } from './memory-shape.js';

const EMPTY: AbilityMemory = { used: [], feared: [], drained: [], announced: [], frenzied: [], petrified: [], trees: [], riders: [], held: null };

/** The abilities' memory of a battle (empty until an ability is used). */
export function memoryOf(state: GodsBattleState): AbilityMemory {
  return state.addons.abilities ?? EMPTY;
}

/** The battle with its abilities' memory changed. */
export function withMemory(state: GodsBattleState, change: Partial<AbilityMemory>): GodsBattleState {
  return { ...state, addons: { ...state.addons, abilities: { ...memoryOf(state), ...change } } };
}

/** Whether a piece's single-use ability is spent. */
export function spent(state: GodsBattleState, id: string): boolean {
  return memoryOf(state).used.includes(id);
}

/** Whether a piece is stone now (Stone Cold). */
export function petrified(state: GodsBattleState, id: string): boolean {
  return memoryOf(state).petrified.includes(id);
}
