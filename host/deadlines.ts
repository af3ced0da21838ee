// The timing of a turn deadline, pure (no clock, no timer: host/deadline-keeper.ts runs them): from the time a seat's
// wait began, the game's rule and the notices already given, when the reminder and the deadline fall, what is due at a
// given moment and when to look again.
import type { DeadlineChoice, DeadlineRule } from './contract-deadline.js';

const MINUTE = 60_000;

/** What of a wait has been acted on already: its reminder sent, its deadline's consequence taken. */
export interface DeadlineMarks {
  readonly reminded: boolean;
  readonly passed: boolean;
}

/** What is due in a wait now. */
export type DeadlineDue = 'remind' | 'pass';

/** The reminder when the owner gave none: a quarter of the deadline (none for a deadline under four minutes). */
export function defaultRemind(minutes: number): number {
  return Math.floor(minutes / 4);
}

/** The owner's choice as the rule the host keeps (the default reminder filled in). */
export function ruleOf(choice: DeadlineChoice): DeadlineRule {
  return { minutes: choice.minutes, remind: choice.remind ?? defaultRemind(choice.minutes), then: choice.then };
}

/** When the deadline of a wait that began at `since` (ISO time) runs out, in ms since the epoch. */
export function dueAt(since: string, rule: DeadlineRule): number {
  return Date.parse(since) + rule.minutes * MINUTE;
}

/** When its reminder falls (null: the rule has none). */
export function remindAt(since: string, rule: DeadlineRule): number | null {
  return rule.remind === 0 ? null : dueAt(since, rule) - rule.remind * MINUTE;
}

/** What is due at `now` (ms): the deadline's consequence once it passed (a reminder not yet sent is then left out),
 * else the reminder once its time came; null: nothing yet. */
export function dueNow(since: string, rule: DeadlineRule, marks: DeadlineMarks, now: number): DeadlineDue | null {
  if (marks.passed) return null;
  if (now >= dueAt(since, rule)) return 'pass';
  const remind = remindAt(since, rule);
  return !marks.reminded && remind !== null && now >= remind ? 'remind' : null;
}

/** The next moment (ms) something of the wait falls due (null: nothing more will). */
export function nextWake(since: string, rule: DeadlineRule, marks: DeadlineMarks): number | null {
  if (marks.passed) return null;
  const remind = remindAt(since, rule);
  return !marks.reminded && remind !== null ? remind : dueAt(since, rule);
}
