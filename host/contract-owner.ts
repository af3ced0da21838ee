// The owner page's contract on the always-on host (host/always-on.ts): the methods its secret link may call, their
// request schemas (zod: every payload is validated before the host reads it) and their answers. Kept apart from the
// players' contract: no player's link reaches these, and the owner's link reaches nothing else.
import { z } from 'zod';
import type { SimEndings } from '../engine/platform/module.js';
import type { SeatKind } from './contract.js';
import { DeadlineChoiceSchema, type DeadlineRule, type DeadlineWait } from './contract-deadline.js';

/** Header of the owner page's calls carrying the owner's secret (host/lan/listener.ts reads it). */
export const OWNER_HEADER = 'x-titan-owner';

const gameId = z.string().min(1).max(64);
const seat = z.string().min(1).max(64);
const kind = z.string().min(1).max(16);
/** An ending's number: bounded here, and by the module's own bounds (`OwnerGameKind.endings`) when the game is made. */
const endingNumber = z.number().int().min(1).max(1_000_000);

/** The shortened endings (TITAN §21) the owner chose for a game (none: the game's own end); the always-on host's list
 * of hosted games keeps them too. */
export const OwnerEndingSchema = z.strictObject({ turnLimit: endingNumber.optional(), pointTarget: endingNumber.optional() });

/** What the owner may choose of a new game beyond its seats: the variant (one of the module's games; left out: its
 * first) and a shortened ending the module takes (left out: the game's own end). */
export const OwnerOptionsSchema = OwnerEndingSchema.extend({ variant: z.string().min(1).max(32).optional() });

/** The owner's options of a new game. */
export type OwnerOptions = z.infer<typeof OwnerOptionsSchema>;

/** Every owner method's request. */
export const OWNER_SCHEMAS = {
  ownerList: z.strictObject({}),
  /** A new game of module `game` with one entry per seat: 'human' (a remote player, who gets a link) or an AI level,
   * and the players' names (left out: the game's default names). */
  ownerCreate: z.strictObject({
    game: z.string().min(1).max(32),
    kinds: z.array(kind).min(1).max(8),
    names: z.array(z.string().trim().min(1).max(40)).max(8).optional(),
    /** The variant and the ending (left out: the module's first game, played to its own end). */
    options: OwnerOptionsSchema.optional(),
    /** The game's turn deadline (left out or null: none). */
    deadline: DeadlineChoiceSchema.nullable().optional(),
  }),
  /** Replaces a remote seat's link: the old one stops working at once. */
  ownerRevoke: z.strictObject({ gameId, seat }),
  /** Hands a remote seat to an AI level ('human' gives it back to its link). */
  ownerHand: z.strictObject({ gameId, seat, kind }),
  /** Sets, changes or (null) takes away a game's turn deadline; the current wait is measured by the new rule. */
  ownerDeadline: z.strictObject({ gameId, deadline: DeadlineChoiceSchema.nullable() }),
  /** Ends a game: it closes and does not come back after a restart (its autosaves stay). */
  ownerEnd: z.strictObject({ gameId }),
} as const;

/** An owner method's name. */
export type OwnerMethod = keyof typeof OWNER_SCHEMAS;

/** The request of owner method M. */
export type OwnerRequestOf<M extends OwnerMethod> = z.infer<(typeof OWNER_SCHEMAS)[M]>;

/** True for an owner method's name. */
export function isOwnerMethod(name: string): name is OwnerMethod {
  return Object.hasOwn(OWNER_SCHEMAS, name);
}

/** One game of a module (a variant: e.g. TITAN and its §21 Titan Variant) with the seats it takes. */
export interface OwnerVariant {
  readonly id: string;
  readonly name: string;
  readonly minSeats: number;
  readonly maxSeats: number;
}

/** A game module the owner may start a game of. */
export interface OwnerGameKind {
  readonly id: string;
  readonly name: string;
  /** Its games, the first the default. */
  readonly variants: readonly OwnerVariant[];
  /** The shortened endings it takes, with their bounds. */
  readonly endings: SimEndings;
  /** The seat kinds: 'human' and the AI levels. */
  readonly kinds: readonly SeatKind[];
}

/** One seat of a hosted game as the owner page shows it. */
export interface OwnerSeat {
  readonly seat: string;
  readonly name: string;
  /** Who plays it now: 'human' or an AI level. */
  readonly kind: SeatKind;
  /** Its link when it is played from one (a remote seat, even while an AI stands in); null: a computer seat. */
  readonly link: string | null;
  readonly connected: boolean;
  /** The seat is to act now. */
  readonly toAct: boolean;
}

/** One game of the always-on host. */
export interface OwnerGame {
  readonly gameId: string;
  readonly game: string;
  /** Which of the module's games it is, and what people call it. */
  readonly variant: string;
  readonly variantName: string;
  /** The shortened ending the owner chose (none: the game's own end; a game made before the choice has none). */
  readonly ending: Readonly<z.infer<typeof OwnerEndingSchema>>;
  readonly title: string;
  readonly round: number;
  readonly phase: string;
  readonly over: boolean;
  readonly winner: string | null;
  readonly seats: readonly OwnerSeat[];
  /** When the seats to act now began to wait (ISO time). */
  readonly since: string;
  /** The game's turn deadline (null: none). */
  readonly deadline: DeadlineRule | null;
  /** The remote seats the game waits for, with their deadlines (none without a deadline). */
  readonly waiting: readonly DeadlineWait[];
}

/** What the owner page shows: the games it may start and the games being played. */
export interface OwnerOverview {
  readonly kinds: readonly OwnerGameKind[];
  readonly games: readonly OwnerGame[];
}

/** Every owner method's answer. */
export interface OwnerResponseMap {
  ownerList: OwnerOverview;
  ownerCreate: OwnerOverview;
  ownerRevoke: OwnerOverview;
  ownerHand: OwnerOverview;
  ownerDeadline: OwnerOverview;
  ownerEnd: OwnerOverview;
}
