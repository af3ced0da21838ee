// Rules 27.4, 3.10, A30: Sea legions going ashore. A Sea legion holding an Aquarian or a Siren and an Octopus or a
// Seaserpent may move ashore, onto any land but the Coast and the Sea; after a seat's first landing (5 EP, once) every
// Sea legion of his of only landable characters may go ashore too (A30, DE), and his Sea legions split no more (their
// mustering, but an Aquarian's, ends too: rules/muster.ts). Until a legion has gone ashore it stays on the outer ring
// but for the move that takes it ashore; once ashore it moves over land and Sea alike and counts as a land legion (8.3).
import { abilityEffect, hasAbility } from '../rules/legion-size.js';
import { godsCharacter } from '../data/characters.js';
import { SEA_KINDS } from '../terrains.js';
import { reachedGoalOf } from '../turn/experience.js';
import type { GodsLegion, GodsState } from '../state.js';
import { GODS_BOARD } from './board-index.js';
import { isSeaLegion } from './occupancy.js';

/** Rules 3.10: a character that may stand on land — a swimmer (Aquarian, Siren) or a wave-with-line Sea-Creature. */
function landable(name: string): boolean {
  const water = godsCharacter(name)?.water;
  return water === 'swimmer' || water === 'ashore';
}

/** Rules 27.4: an Aquarian or a Siren with an Octopus or a Seaserpent it leads ashore. */
function ledAshore(names: readonly string[]): boolean {
  const followers: readonly string[] = abilityEffect('lead-ashore', 'lead-ashore').followers;
  return names.some((n) => hasAbility(n, 'lead-ashore')) && names.some((n) => followers.includes(n));
}

/** Rules 27.4, A30: whether a Sea legion of `state` may go ashore (or, once ashore, move over land and Sea alike). */
export function mayGoAshore(state: GodsState, legion: GodsLegion): boolean {
  if (!isSeaLegion(legion)) return false;
  const names = legion.pieces.map((p) => p.name);
  if (!names.every(landable)) return false; // 3.10: a double-wave Sea-Creature never leaves the ring
  if (legion.ashore === true || ledAshore(names)) return true;
  const owner = state.players.find((p) => p.id === legion.owner);
  return owner !== undefined && reachedGoalOf(owner, 'ashore'); // A30 (DE): only landable characters, after the first
}

/** Rules 27.4: whether a move by `legion` ending on `land` takes it ashore (a Sea legion ending off the outer ring). */
export function goesAshore(legion: GodsLegion, land: number): boolean {
  return isSeaLegion(legion) && !SEA_KINDS.has(GODS_BOARD.byId.get(land)?.kind ?? 'sea');
}

/** Rules 27.4: after its seat's first landing a Sea legion splits no more. */
export function splitBarredAshore(state: GodsState, legion: GodsLegion): boolean {
  const owner = state.players.find((p) => p.id === legion.owner);
  return isSeaLegion(legion) && owner !== undefined && reachedGoalOf(owner, 'ashore');
}
