// What the abilities' effects last (rules 16.5 Basilisk, Nightmare, Unicorn, Necromancer; 12.7 Tree): as a side's
// Maneuver Phase begins, its stone Basilisks wake, its Unicorns' Trees vanish, and every phase-long effect (Fear,
// the Necromancers' drain, announced Final Blows, the Pixies' first strikes) ends.
import type { GodsBattleState } from '../types.js';
import { effectOf } from './effects.js';
import { memoryOf, withMemory } from './memory.js';

/** The battle as the active side's Maneuver Phase begins, with the abilities' expired effects gone. */
export function abilitiesAtManeuverStart(state: GodsBattleState): GodsBattleState {
  if (state.addons.abilities === undefined) return state;
  const memory = memoryOf(state);
  const ending = memory.trees.filter((t) => t.side === state.active);
  const mine = new Set(state.pieces.filter((p) => p.side === state.active).map((p) => p.id));
  let land = state.land;
  if (ending.length > 0) {
    const hexes = { ...land.hexes };
    // A Tree another rule replaced meanwhile (a spell's hazard, another battleland) is no longer the Unicorn's.
    const { hazard } = effectOf('decoy', 'create-hazard');
    for (const t of ending) if (hexes[t.hex]?.hazard === hazard) hexes[t.hex] = { ...hexes[t.hex]!, hazard: t.was };
    land = { ...land, hexes };
  }
  return withMemory({ ...state, land }, {
    feared: [], drained: [], announced: [], frenzied: [],
    petrified: memory.petrified.filter((id) => !mine.has(id)),
    trees: memory.trees.filter((t) => t.side !== state.active),
  });
}
