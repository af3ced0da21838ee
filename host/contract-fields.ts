// The fields every part of the contract shares (host/contract.ts and the parts it composes: host/contract-lookback.ts,
// host/contract-lan.ts, …): one definition, so a game id, a seat or a seat's kind cannot be read two ways.
import { z } from 'zod';

/** A game session's id as the host hands it out. */
export const gameId = z.string().min(1).max(64);
/** A seat id (a TITAN colour, an Arena player id, …). */
export const seat = z.string().min(1).max(64);
/** The request of a method that takes no arguments. */
export const empty = z.strictObject({});
/** Who plays a seat: a human at this screen, random legal moves, or one of the game module's AI levels. */
export type SeatKind = 'human' | 'random' | (string & {});
/** The seat kinds every game has; a module adds its AI levels (TITAN and the Arena: easy, normal, hard). */
export const BASIC_SEAT_KINDS = ['human', 'random'] as const;
