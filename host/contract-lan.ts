// The network-play part of the contract (host/contract.ts composes it; host/lan answers it when the host offers network
// play): which game is open to the local network, its seats' links, and the methods that open, end and change it. Plain JSON.
import { z } from 'zod';
import { empty, gameId, seat, type SeatKind } from './contract-fields.js';

/** One seat of a network game as the host panel shows it. */
export interface LanSeat {
  readonly seat: string;
  readonly name: string;
  /** The seat's invitation link (its per-seat secret inside). */
  readonly link: string;
  /** A remote page of this seat is connected now (false: away). */
  readonly connected: boolean;
  /** Who plays the seat now: 'human' (the remote player) or the AI level standing in for him. */
  readonly kind: SeatKind;
}

/** Network play of the host: which game is open to the local network, where, and its links. */
export interface LanStatus {
  /** The game open to the network (null: none). */
  readonly gameId: string | null;
  /** The address and port the network listener is bound to (null: not listening). */
  readonly address: string | null;
  readonly port: number | null;
  /** The public address links carry (https://name[:port]; null: the listener's own address), also before listening. */
  readonly publicUrl: string | null;
  readonly seats: readonly LanSeat[];
  /** The read-only link with the public view (null: none). */
  readonly spectator: string | null;
  /** Seats a reopened game was played over the network with (offered again by the host panel). */
  readonly offered: readonly string[];
  /** Each status the host reckons counts one up: a call's answer and a push cross on their way to a screen, and the
   * higher is the newer (a seat's page closing while the panel asks must not show him connected again). */
  readonly seq: number;
}

/** Request schemas of the network-play methods, by method name (spread into the contract's REQUEST_SCHEMAS). */
export const LAN_REQUEST_SCHEMAS = {
  lanStatus: z.strictObject({ gameId: gameId.optional() }),
  // publicUrl: the address the internet reaches the host by ('' : none; left out: as before)
  lanStart: z.strictObject({ gameId, seats: z.array(seat).min(1).max(8), spectator: z.boolean(), publicUrl: z.string().max(300).optional(), insecureHttp: z.boolean().optional() }),
  lanStop: empty,
  lanRevoke: z.strictObject({ gameId, seat: seat.nullable() }),
  lanHand: z.strictObject({ gameId, seat, kind: z.string().min(1).max(16) }),
} as const;

/** The success values of the network-play methods (the contract's ResponseMap extends it). */
export interface LanResponseMap {
  /** Network play now; with a gameId, the seats that game was played over the network with before. */
  lanStatus: LanStatus;
  /** Opens `seats` of a game to the local network (each gets its link) and starts listening beyond loopback. */
  lanStart: LanStatus;
  /** Ends network play: the listener closes and the seats return to this screen. */
  lanStop: LanStatus;
  /** Replaces a seat's link (null: the spectator link) with a new one; the old one is refused from now on. */
  lanRevoke: LanStatus;
  /** Hands a remote seat to an AI level, or back to its remote player ('human'). */
  lanHand: LanStatus;
}
