// Network play's strings in the UI language (kept apart from the main tables: they are one feature's own).
import { deLan } from './de-lan.js';
import { enLan } from './en-lan.js';
import { language } from './index.svelte.js';

/** A message of network play. */
export type LanKey = keyof typeof enLan;

/** Translates a key of network play, filling {placeholders} from `params`. */
export function tl(key: LanKey, params: Readonly<Record<string, string | number>> = {}): string {
  const text = language() === 'de' ? deLan[key] : enLan[key];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
