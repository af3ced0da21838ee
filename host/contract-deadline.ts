// Turn deadlines of the always-on host's games (issue 25 item 3) as the contract carries them: the owner's choice of a
// game's rule (zod: every payload is validated before the host reads it) and what a seat's page is shown of it. Plain
// JSON; the host's clock and timers are host/deadlines.ts and host/deadline-keeper.ts.
import { z } from 'zod';
import { gameId } from './contract-fields.js';

/** The longest deadline a game may have: four weeks, in minutes. */
export const MAX_DEADLINE_MINUTES = 4 * 7 * 24 * 60;

const minutes = z.number().int().min(1).max(MAX_DEADLINE_MINUTES);
const remind = z.number().int().min(0).max(MAX_DEADLINE_MINUTES - 1);
/** What happens when a deadline passes: 'wait' (the seat is only marked overdue), 'skip' (the least the rules allow)
 * or an AI level of the game (the host checks it against the game's seat kinds). */
const then = z.string().min(1).max(16);

/** The owner's choice of a deadline: how long a seat to act may take (whole minutes), when to remind it (minutes before
 * it runs out; left out: a quarter of the deadline; 0: no reminder) and what happens when it passes. */
export const DeadlineChoiceSchema = z
  .strictObject({ minutes, remind: remind.optional(), then })
  .refine((r) => r.remind === undefined || r.remind < r.minutes, { message: 'the reminder must come before the deadline', path: ['remind'] });

/** A game's deadline rule as the host keeps it (the reminder filled in). */
export const DeadlineRuleSchema = z.strictObject({ minutes, remind, then }).refine((r) => r.remind < r.minutes, { message: 'the reminder must come before the deadline', path: ['remind'] });

/** The owner's choice of a deadline. */
export type DeadlineChoice = z.infer<typeof DeadlineChoiceSchema>;

/** A game's deadline rule. */
export type DeadlineRule = z.infer<typeof DeadlineRuleSchema>;

/** A seat the game waits for, and its deadline. */
export interface DeadlineWait {
  readonly seat: string;
  /** Since when it waits (ISO time). */
  readonly since: string;
  /** When its deadline runs out (ISO time). */
  readonly due: string;
  /** The deadline has passed. */
  readonly overdue: boolean;
}

/** What a seat's page is shown of its game's deadline: the rule (null: none) and the seats the game waits for that
 * this page may know are to act. */
export interface SeatDeadlines {
  readonly rule: DeadlineRule | null;
  readonly waiting: readonly DeadlineWait[];
}

/** The answer of a game without a deadline. */
export const NO_DEADLINE: SeatDeadlines = { rule: null, waiting: [] };

/** Request schemas of the deadline methods, by method name (spread into the contract's REQUEST_SCHEMAS). */
export const DEADLINE_REQUEST_SCHEMAS = {
  seatDeadline: z.strictObject({ gameId }),
} as const;

/** The success values of the deadline methods (the contract's ResponseMap extends it). */
export interface DeadlineResponseMap {
  /** The game's deadline as a seat's page shows it (a host without deadlines: no rule, nobody waiting). */
  seatDeadline: SeatDeadlines;
}
