// The sentences of a turn deadline (host/contract-deadline.ts) on the owner page and the seats' pages, in the UI
// language: the rule, what happens when it passes, and a waiting seat's deadline in local time and from now.
import type { DeadlineRule, DeadlineWait } from '../../host/contract-deadline.js';
import { formatTime, language, t } from '../i18n/index.svelte.js';
import { tl } from '../i18n/lan.js';
import { durationWords, relativeWords } from './deadline-words.js';
import { SEAT_KINDS, type SeatKind } from './seat-kinds.js';

/** The UI language's locale for dates and units. */
export function uiLocale(): string {
  return language() === 'de' ? 'de-DE' : 'en-GB';
}

/** An AI level's name (a level this build does not know: its id). */
export function levelName(level: string): string {
  return (SEAT_KINDS as readonly string[]).includes(level) && level !== 'human' ? t(`seatKind.${level as Exclude<SeatKind, 'human'>}`) : level;
}

/** What happens when a deadline passes, in words. */
export function thenWords(then: string): string {
  if (then === 'wait') return tl('deadline.wait');
  if (then === 'skip') return tl('deadline.skip');
  return tl('deadline.ai', { level: levelName(then) });
}

/** A game's deadline rule in one sentence (null: none). */
export function ruleWords(rule: DeadlineRule | null): string {
  return rule === null ? tl('deadline.noRule') : tl('deadline.rule', { time: durationWords(rule.minutes, uiLocale()), then: thenWords(rule.then) });
}

/** A waiting seat's deadline: when it runs out (local time, and from `now`), or since when it is overdue. */
export function waitWords(w: DeadlineWait, name: string, now: number): string {
  const at = formatTime(w.due);
  const rel = relativeWords(Date.parse(w.due), now, uiLocale());
  return w.overdue ? tl('deadline.overdue', { name, at, rel }) : tl('deadline.due', { name, at, rel });
}
