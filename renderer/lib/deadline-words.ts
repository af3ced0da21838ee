// The words and numbers of a turn deadline on the owner page and the seats' pages (host/contract-deadline.ts), DOM-free:
// the owner's presets, a deadline's length in the largest whole unit, and how far away a moment is ("in 3 hours").

/** The owner page's presets, in minutes (null: no deadline): none, 1 hour, 12 hours, 1 day, 2 days, 3 days, 1 week. */
export const DEADLINE_PRESETS: readonly (number | null)[] = [null, 60, 12 * 60, 24 * 60, 2 * 24 * 60, 3 * 24 * 60, 7 * 24 * 60];

type Unit = 'week' | 'day' | 'hour' | 'minute';

const UNIT_MINUTES: readonly [Unit, number][] = [
  ['week', 7 * 24 * 60],
  ['day', 24 * 60],
  ['hour', 60],
  ['minute', 1],
];

/** A length in minutes in the largest unit it is a whole number of (90 minutes stay minutes). */
export function wholeUnit(minutes: number): { readonly value: number; readonly unit: Unit } {
  for (const [unit, size] of UNIT_MINUTES) if (minutes % size === 0) return { value: minutes / size, unit };
  return { value: minutes, unit: 'minute' };
}

/** A deadline's length in words of `locale` ("1 day", "2 Tage", "90 minutes"). */
export function durationWords(minutes: number, locale: string): string {
  const { value, unit } = wholeUnit(minutes);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** How far `at` is from `now` (ms) in words of `locale`, in the largest unit it is at least one of, rounded down
 * ("in 3 hours", "vor 5 Minuten"; under a minute: "now"). */
export function relativeWords(at: number, now: number, locale: string): string {
  const minutes = (at - now) / 60_000;
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNIT_MINUTES) if (Math.abs(minutes) >= size) return words.format(Math.trunc(minutes / size), unit);
  return words.format(0, 'minute');
}
