// The Gods of Titan screen's UI text in the app's language (renderer/i18n), from its own tables (words.ts) so the
// shared TITAN tables stay untouched.
import { language } from '../i18n/index.svelte.js';
import { fill } from '../i18n/fill.js';
import type { TitanAdvantage } from '../../engine/gods/data/experience.js';
import { ADVANTAGE_DE, ADVANTAGE_EN, goalNameDe, SPELL_TEXT_DE, SPELL_TEXT_EN } from './own-card-words.js';
import { ABILITY_DE, ABILITY_EN, godsDe, godsEn, HAZARD_DE, HAZARD_EN, SPELL_NAMES, TERRAIN_DE, type GodsKey } from './words.js';

export type { GodsKey };

/** Translates a Gods key in the app's current language, filling {placeholders}. */
export function gt(key: GodsKey, params: Readonly<Record<string, string | number>> = {}): string {
  return fill(language() === 'de' ? godsDe[key] : godsEn[key], params);
}

/** A terrain's name in the current language. */
export function terrainName(terrain: string): string {
  return language() === 'de' ? (TERRAIN_DE[terrain] ?? terrain) : terrain;
}

/** A battle hazard's name in the current language. */
export function hazardName(hazard: string): string {
  return (language() === 'de' ? HAZARD_DE : HAZARD_EN)[hazard] ?? hazard;
}

/** A spell's name (15.6), by its id. */
export function spellName(id: string): string {
  return SPELL_NAMES[id] ?? id;
}

/** A special ability's name (16.5) in the current language, by its id. */
export function abilityName(id: string): string {
  return (language() === 'de' ? ABILITY_DE : ABILITY_EN)[id] ?? id;
}

/** What a spell does (15.6), in the current language, by its id. */
export function spellText(id: string): string {
  return (language() === 'de' ? SPELL_TEXT_DE : SPELL_TEXT_EN)[id] ?? '';
}

/** An Experience advantage's name and what it gives (26.5), in the current language. */
export function advantageWords(advantage: TitanAdvantage): { readonly name: string; readonly text: string } {
  return (language() === 'de' ? ADVANTAGE_DE : ADVANTAGE_EN)[advantage];
}

/** An Experience goal's name (26.3, 26.4) as the current language's rulebook prints it. */
export function goalName(goal: string): string {
  return language() === 'de' ? goalNameDe(goal) : goal;
}
