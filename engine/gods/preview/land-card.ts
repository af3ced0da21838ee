// The Gods of Titan land card: a land's terrain's rows of the Mustering Table (rules 22.3), each chain weakest first
// with how many of a creature qualify for the next, and the creatures that wait for the Dark-Titan (23.9). Tower
// lands, the City (Skycastle) and the Dungeon have none (22.4). Who may muster where stays the engine's legal moves.
import { MUSTER_TABLE } from '../rules/muster-tables.js';

/** One creature of a chain on the card, and how many of it qualify for the next (null on the last). */
export interface GodsCardStep {
  readonly creature: string;
  readonly toNext: number | null;
  /** Musters only once the Dark-Titan has appeared (23.9). */
  readonly afterAppearance: boolean;
}

/** The land card's mustering: one list of steps per chain of the terrain (empty where nothing is mustered). */
export function godsLandMusters(terrain: string): readonly (readonly GodsCardStep[])[] {
  return (MUSTER_TABLE[terrain]?.chains ?? []).map((chain) =>
    chain.steps.map((s) => ({ creature: s.creature, toNext: s.toNext, afterAppearance: chain.afterAppearance.includes(s.creature) })),
  );
}
