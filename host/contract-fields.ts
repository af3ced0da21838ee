// The request fields every part of the contract parses alike (host/contract.ts and the look-back methods of
// host/contract-lookback.ts): one definition, so a game id or a seat cannot be checked two ways.
import { z } from 'zod';

/** A game session's id as the host hands it out. */
export const gameId = z.string().min(1).max(64);
/** A seat id (a TITAN colour, an Arena player id, …). */
export const seat = z.string().min(1).max(64);
/** The request of a method that takes no arguments. */
export const empty = z.strictObject({});
