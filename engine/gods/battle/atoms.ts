// The zod atoms of the Gods battle's actions and memories: a piece id, a character's name, a hex of the battle grid,
// a side — what every add-on's schema is built from, so that each checks them alike.
import { z } from 'zod';
import { isHexLabel } from '../../family/battle/grid.js';

/** A piece id in a battle (the game's `p<n>`, a test's, or a spell's Demon's `summoned-demon-<side>`). */
export const pieceIdSchema = z.string().min(1).max(40);

/** A character's chart name, a legion marker, a spell or battleland id. */
export const nameSchema = z.string().min(1).max(40);

/** A hex of the battle grid ('A1' … 'F4'). */
export const hexSchema = z.string().refine(isHexLabel, 'not a hex of the battle grid');

/** A battle side. */
export const sideSchema = z.enum(['attacker', 'defender']);
