// Rules 24.6: reviving the Titan in the Dungeon. In his Mustering Phase a Titan-player whose Phantom legion stands in
// the Dungeon may take the Phantom out and have his Titan (from his pool) emerge in any of his land legions with room
// for it, paying an Elemental he holds (in his pool or a legion) to the Darklord, who destroys it (23.6: its
// Tombdiggers and Experience, and the Dark-Titan's appearance when it is the third). Only with a Darklord in play and
// before the appearance: without a Darklord there are no Elementals (A20), after it no Phantoms (23.7).
import type { GodsAction, GodsMove } from '../actions.js';
import { DUNGEON } from '../board.js';
import { PHANTOM, TITAN } from '../data/master-roles.js';
import { refuse, type GodsApplyResult } from '../errors.js';
import type { GodsEvent } from '../events.js';
import { heldToRing } from '../movement/ashore.js';
import { isSeaLegion } from '../movement/occupancy.js';
import { hasRoom } from '../rules/legion-size.js';
import { ELEMENTALS } from '../roster.js';
import { type GodsDraft, type GodsDraftLegion, type GodsLegion, type GodsState, moverOf, touchLegion } from '../state.js';
import { livingDarklord } from '../roles.js';
import { destroyElemental } from './darklord.js';
import { checkAppearance } from './eliminate.js';

type ReviveTitanMove = Extract<GodsMove, { type: 'reviveTitan' }>;

/** The Elementals a seat could hand over: those in its pool and in its legions. */
function elementalsHeld(state: GodsState, seat: string): string[] {
  const pool = state.players.find((p) => p.id === seat)?.pool ?? {};
  const inLegions = state.legions.filter((l) => l.owner === seat).flatMap((l) => l.pieces.map((p) => p.name));
  return ELEMENTALS.filter((e) => (pool[e] ?? 0) > 0 || inLegions.includes(e));
}

/** Rules 24.6: the Mover's legal Titan revivals now — one per land legion the Titan may emerge in and Elemental paid. */
export function revivalMoves(state: GodsState): ReviveTitanMove[] {
  const mover = moverOf(state);
  if (!mover || mover.role !== 'titan-player' || state.phase !== 'mustering' || state.darkTitanAppeared) return [];
  if (!livingDarklord(state) || (mover.pool[TITAN] ?? 0) < 1) return [];
  const phantom = state.legions.find((l) => l.owner === mover.id && l.land === DUNGEON && l.pieces.some((p) => p.name === PHANTOM));
  if (!phantom) return [];
  const names = (l: GodsLegion): string[] => l.pieces.filter((p) => l !== phantom || p.name !== PHANTOM).map((p) => p.name);
  const hosts = state.legions.filter((l) => l.owner === mover.id && !l.tower && !isSeaLegion(l) && !heldToRing(state, l) && hasRoom(names(l), false)); // 24.4: no Master where the ring holds it
  return hosts.flatMap((l) => elementalsHeld(state, mover.id).map((elemental) => ({ type: 'reviveTitan' as const, legion: l.marker, elemental })));
}

/** Takes a piece named `name` out of the seat's legion (a legion left empty leaves the board, its marker freed). */
function takeOut(d: GodsDraft, legion: GodsDraftLegion, name: string): void {
  const i = legion.pieces.findIndex((p) => p.name === name);
  if (i >= 0) legion.pieces.splice(i, 1);
  if (legion.pieces.length > 0) return;
  d.legions = d.legions.filter((l) => l.marker !== legion.marker);
  d.players.find((p) => p.id === legion.owner)?.markers.push(legion.marker);
}

/** Applies a revival the Mover may make (24.6): Phantom to the pool, Titan into the legion, the Elemental destroyed. */
export function applyReviveTitan(state: GodsState, d: GodsDraft, a: Extract<GodsAction, { type: 'reviveTitan' }>, events: GodsEvent[]): GodsApplyResult | null {
  if (!revivalMoves(state).some((m) => m.legion === a.legion && m.elemental === a.elemental)) {
    return refuse('illegal', `24.6: no Titan revival into ${a.legion} for ${a.elemental} now (a Phantom legion in the Dungeon in the Mustering Phase, an Elemental held, before the appearance)`);
  }
  const player = d.players.find((p) => p.id === a.player);
  const phantom = d.legions.find((l) => l.owner === a.player && l.land === DUNGEON && l.pieces.some((p) => p.name === PHANTOM));
  const host = player && phantom ? touchLegion(d, a.legion) : undefined;
  if (!player || !phantom || !host) return refuse('illegal', `no legion ${a.legion}`);
  host.pieces.push({ id: `p${d.nextPiece++}`, name: TITAN, hits: 0 });
  player.pool[TITAN] = (player.pool[TITAN] ?? 0) - 1;
  takeOut(d, touchLegion(d, phantom)!, PHANTOM); // the host itself when the Titan revives in the Phantom's legion
  player.pool[PHANTOM] = (player.pool[PHANTOM] ?? 0) + 1;
  if ((player.pool[a.elemental] ?? 0) > 0) player.pool[a.elemental] = (player.pool[a.elemental] ?? 0) - 1;
  else {
    const holder = d.legions.find((l) => l.owner === a.player && l.pieces.some((p) => p.name === a.elemental));
    if (holder) takeOut(d, touchLegion(d, holder)!, a.elemental);
  }
  events.push({ type: 'titanRevived', seat: a.player, elemental: a.elemental });
  events.push({ type: 'legionContents', marker: host.marker, names: host.pieces.map((p) => p.name), audience: [a.player] });
  destroyElemental(d, a.elemental, null, null, events);
  checkAppearance(d, events);
  return null;
}
