// Rules 7.2, 23.2, 23.8: standing permissions to pass. Trade may promise passage: the Darklord lets a Titan-player's
// legions pass his hidden legions (23.2), a Titan-player holding a Darktower lets the Darklord pass it (23.8). Each is
// granted or withdrawn by its giver at any time in play (7: never binding), public, and read by the moves
// (movement/occupancy.ts).
import type { GodsMove } from '../actions.js';
import { refuse, type GodsApplyResult } from '../errors.js';
import type { GodsEvent } from '../events.js';
import { permits, type GodsDraft, type GodsPermissionKind, type GodsSeat, type GodsState } from '../state.js';
import { isDarklord } from '../roles.js';
import type { GodsSeatRole } from '../data/seats.js';

type PermitMove = Extract<GodsMove, { type: 'permit' }>;

/** The permissions `seat` may give: the Darklord hiding to each Titan-player, a Titan-player Darktowers to him. */
export function givable(state: { readonly players: readonly { readonly id: GodsSeat; readonly role: GodsSeatRole; readonly out: boolean }[] }, seat: GodsSeat): { to: GodsSeat; kind: GodsPermissionKind }[] {
  const living = state.players.filter((p) => !p.out && p.id !== seat);
  if (isDarklord(state, seat)) return living.map((p) => ({ to: p.id, kind: 'hiding' }));
  return living.filter((p) => p.role === 'darklord').map((p) => ({ to: p.id, kind: 'darktower' }));
}

/** Rules 7.2: granting each permission `seat` has not granted, withdrawing each it has. */
export function permitMoves(state: GodsState, seat: GodsSeat): PermitMove[] {
  return givable(state, seat).map((g) => ({ type: 'permit', to: g.to, kind: g.kind, granted: !permits(state, seat, g.to, g.kind) })); // a literal: every Movement Phase listing asks
}

/** Grants or withdraws a permission (refused when there is nothing to change or it is not the seat's to give). */
export function applyPermit(state: GodsState, d: GodsDraft, a: PermitMove & { player: GodsSeat }, events: GodsEvent[]): GodsApplyResult | null {
  if (!givable(state, a.player).some((g) => g.to === a.to && g.kind === a.kind)) return refuse('illegal', `23.2, 23.8: ${a.player} gives no ${a.kind} permission to ${a.to}`);
  if (permits(state, a.player, a.to, a.kind) === a.granted) return refuse('illegal', `${a.player}'s ${a.kind} permission to ${a.to} is already ${a.granted ? 'granted' : 'withdrawn'}`);
  setPermission(d, a.player, a.to, a.kind, a.granted, events);
  return null;
}

/** Grants or withdraws one permission in the draft (public, with its event); also how an accepted trade grants one (7.2). */
export function setPermission(d: GodsDraft, by: GodsSeat, to: GodsSeat, kind: GodsPermissionKind, granted: boolean, events: GodsEvent[]): void {
  const others = (d.permissions ?? []).filter((p) => !(p.by === by && p.to === to && p.kind === kind));
  d.permissions = granted ? [...others, { by, to, kind }] : others;
  events.push({ type: 'permission', by, to, kind, granted });
}
