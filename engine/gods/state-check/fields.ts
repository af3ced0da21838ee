// The field shapes the parts of a saved Gods of Titan state share (zod): seats, counters, names, lands, the PRNG words.
// Bounds are sanity limits a real game never comes near, not rules; the rules are checked after the shape.
import { z } from 'zod';
import { GODS_SEATS } from '../state.js';

/** Upper bound of counters a real game never comes near (a sanity limit, not a rule). */
export const MAX_COUNT = 10_000_000;

/** A seat. */
export const seat = z.enum(GODS_SEATS);
/** A legion's owner: a seat or nobody. */
export const owner = z.union([seat, z.literal('neutral')]);
/** A count that is never negative. */
export const counter = z.number().int().min(0).max(MAX_COUNT);
/** A count the rules keep from going negative (Lifegems, EP): the invariants name the rule it breaks. */
export const signedCount = z.number().int().min(-MAX_COUNT).max(MAX_COUNT);
/** A legion marker. */
export const marker = z.string().min(1).max(40);
/** A character's, spell's or other table entry's name. */
export const name = z.string().min(1).max(40);
/** A piece id. */
export const pieceId = z.string().min(1).max(40);
/** A masterboard land id. */
export const land = z.number().int().min(0).max(9999);
/** A battle hex label. */
export const hex = z.string().min(1).max(8);
/** Counters by character name (a pool, the neutral stock, the removed pile). */
export const stock = z.record(name, z.number().int().min(-MAX_COUNT).max(MAX_COUNT));
/** A battle side. */
export const side = z.enum(['attacker', 'defender']);
/** The part a seat plays (1.2). */
export const role = z.enum(['titan-player', 'darklord']);
/** The PRNG's state (engine/platform/rng.ts). */
export const rng = z.tuple([z.number().int().min(0).max(0xffff_ffff), z.number().int().min(0).max(0xffff_ffff), z.number().int().min(0).max(0xffff_ffff), z.number().int().min(0).max(0xffff_ffff)]);
