// Rules 27.4, 3.10, A30: Sea legions going ashore. A Sea legion holding an Aquarian or a Siren and an Octopus or a
// Seaserpent may move ashore, onto any land but the Coast and the Sea; after a seat's first landing (5 EP, once) every
// Sea legion of his of only landable characters may go ashore too (A30, DE), and his Sea legions split no more (their
// mustering, but an Aquarian's, ends too: rules/muster.ts). Until a legion has gone ashore it stays on the outer ring
// but for the move that takes it ashore; once ashore it moves over land and Sea alike and counts as a land legion (8.3).
// Each character's bounds bind its legion (3.10): one holding a Sea-Creature held to the ring and a character that may
// not enter the Sea moves over the Coast only; and any legion whose move ends off the ring with a Sea-Creature in it
// has gone ashore from then on, so that a battle leaving its Sea characters alone there leaves a legion gone ashore.
import { abilityEffect, hasAbility } from '../rules/legion-size.js';
import { godsCharacter } from '../data/characters.js';
import { SEA_KINDS } from '../terrains.js';
import { namesHeldToRing } from '../rules/ring.js';
import { reachedGoalOf } from '../turn/experience.js';
import type { GodsLegion, GodsPlayer, GodsState } from '../state.js';
import { GODS_BOARD } from './board-index.js';
import { isSeaLegion } from './occupancy.js';

/** Rules 3.10: a character that may stand on land — a swimmer (Aquarian, Siren) or a wave-with-line Sea-Creature. */
function landable(name: string): boolean {
  const water = godsCharacter(name)?.water;
  return water === 'swimmer' || water === 'ashore';
}

/** Rules 27.4: the landable Sea-Creatures an Aquarian or a Siren leads ashore (Octopus, Seaserpent). */
const FOLLOWERS: readonly string[] = abilityEffect('lead-ashore', 'lead-ashore').followers;

/** The seats as far as the first landing goes (a state's, a draft's or a view's). */
type Seats = { readonly players: readonly Pick<GodsPlayer, 'id' | 'role' | 'goals'>[] };

/** Rules 27.4, A30: whether the legion's seat has made its first landing (5 EP, once). */
function seatLanded(state: Seats, legion: Pick<GodsLegion, 'owner'>): boolean {
  const owner = state.players.find((p) => p.id === legion.owner);
  return owner !== undefined && reachedGoalOf(owner, 'ashore');
}

/** Rules 27.4: an Aquarian or a Siren, who leads an Octopus or a Seaserpent ashore. */
const leads = (name: string): boolean => hasAbility(name, 'lead-ashore');

/** Rules 27.4, A30: whether a Sea legion of `state` may go ashore (or, once ashore, move over land and Sea alike). */
export function mayGoAshore(state: GodsState, legion: GodsLegion): boolean {
  if (!isSeaLegion(legion)) return false;
  const names = legion.pieces.map((p) => p.name);
  if (!names.every(landable)) return false; // 3.10: a double-wave Sea-Creature never leaves the ring
  if (legion.ashore === true || seatLanded(state, legion)) return true; // A30 (DE): only landable characters
  return names.some(leads) && names.some((n) => FOLLOWERS.includes(n));
}

/** Rules 3.10 (DE "müssen sich daher immer in den Ländern Coast und Sea aufhalten"): whether one of the legion's
 * characters holds it to the outer ring — a double-wave Sea-Creature always; an Octopus or a Seaserpent unless an
 * Aquarian or Siren leads it, it has gone ashore (27.4) or its seat has made its first landing (A30). */
export function heldToRing(state: GodsState, legion: GodsLegion): boolean {
  return namesHeldToRing(legion.pieces.map((p) => p.name), freedFromRing(state, legion));
}

/** Rules 27.4, A30: whether the ring no longer holds the legion's landable Sea-Creatures — it has gone ashore, or its
 * seat has made its first landing. */
export function freedFromRing(state: Seats, legion: Pick<GodsLegion, 'owner' | 'ashore'>): boolean {
  return legion.ashore === true || seatLanded(state, legion);
}

/** Rules 27.4: whether a move by `legion` ending on `land` is a landing (a Sea legion ending off the outer ring). */
export function goesAshore(legion: { readonly pieces: readonly { readonly name: string }[] }, land: number): boolean {
  return isSeaLegion(legion) && !SEA_KINDS.has(GODS_BOARD.byId.get(land)?.kind ?? 'sea');
}

/** Rules 27.4, 3.10: whether a move by `legion` ending on `land` takes it ashore — a landing, or any legion ending off
 * the outer ring with a Sea-Creature in it (an Octopus or Seaserpent an Aquarian or Siren led inland): they are free
 * of the ring from then on ("all ihre Zugbeschränkungen aufheben"), whoever else in the legion falls. */
export function takesAshore(legion: GodsLegion, land: number): boolean {
  if (SEA_KINDS.has(GODS_BOARD.byId.get(land)?.kind ?? 'sea')) return false;
  return isSeaLegion(legion) || legion.pieces.some((p) => godsCharacter(p.name)?.cls === 'sea-creature');
}

/** Rules 27.4: after its seat's first landing a Sea legion splits no more. */
export function splitBarredAshore(state: GodsState, legion: GodsLegion): boolean {
  return isSeaLegion(legion) && seatLanded(state, legion);
}
