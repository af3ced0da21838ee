// The one i18n layer: every UI string comes from here, in English or German, with {name} placeholders.
import { en, type MessageKey } from './en.js';
import { de } from './de.js';
import { fill } from './fill.js';

/** Supported UI languages. */
export type Language = 'en' | 'de';
/** The message tables by language. */
export const MESSAGES: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = { en, de };

const current = $state<{ lang: Language }>({ lang: 'en' });

/** Switches the UI language (unknown tags fall back to English). */
export function setLanguage(tag: string): void {
  current.lang = tag.toLowerCase().startsWith('de') ? 'de' : 'en';
  // the page's document, absent where the words are used without one (tests, the host's tools)
  const doc = (globalThis as { document?: { documentElement: { lang: string } } }).document;
  if (doc) doc.documentElement.lang = current.lang;
}

/** The UI language now. */
export function language(): Language {
  return current.lang;
}

/** Translates a key, filling {placeholders} from `params`. */
export function t(key: MessageKey, params: Readonly<Record<string, string | number>> = {}): string {
  return fill(MESSAGES[current.lang][key] ?? en[key], params);
}

/** Translates a key that is built at run time (creature, terrain, hazard names); falls back to the raw name. */
export function tn(prefix: 'creature' | 'terrain' | 'hazard' | 'event' | 'phase' | 'error' | 'colour', name: string, params: Readonly<Record<string, string | number>> = {}): string {
  const key = `${prefix}.${name}`;
  return key in en ? t(key as MessageKey, params) : name;
}

export type { MessageKey };

/** A date and time (ISO string) in the UI language. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString(current.lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
