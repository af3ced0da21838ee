// The simulator's whole-state checks of Titan: The Arena live in the engine (engine/arena/invariants.ts), where the
// checker of saved Arena states uses them too.
export { checkArenaInvariants } from '../../engine/arena/invariants.js';
