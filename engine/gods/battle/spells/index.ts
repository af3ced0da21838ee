// Spells (rules 15) of the Gods battle for the game: the extension (registered in ../extensions.ts), the spells a
// finished battle spent, and what a seat sees in place of the other side's counters.
export { HIDDEN_SPELL, SPELLS_EXTENSION, spellsSpent, type SpellsReport } from './extension.js';
export { PAINCHAIN_MAX_DICE } from './choices.js';
