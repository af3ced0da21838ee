// Reading the engine's previews that come with each push (TitanHints) for one action, piece or land. Nothing is
// computed here: every number and list is the engine's.
import type { StrikeAction } from '../../engine/titan/actions.js';
import type { StrikeHint, TitanHints } from '../../engine/titan/preview/index.js';

/** The characters a legal recruit of `marker` would reveal. */
export function recruitReveals(hints: TitanHints | null, marker: string, creature: string): readonly string[] {
  return hints?.recruits.find((h) => h.marker === marker && h.creature === creature)?.reveals ?? [];
}

/** The characters a legal reinforcement would reveal. */
export function reinforceReveals(hints: TitanHints | null, creature: string): readonly string[] {
  return hints?.reinforcements.find((h) => h.creature === creature)?.reveals ?? [];
}

/** The preview of a legal strike option: odds, rangestrike, carries. */
export function strikeHint(hints: TitanHints | null, a: StrikeAction): StrikeHint | null {
  return hints?.strikes.find((h) => h.piece === a.piece && h.target === a.target && h.strikeNumber === a.strikeNumber && h.dice === a.dice) ?? null;
}

/** The targets `piece` would rangestrike. */
export function rangestrikeTargets(hints: TitanHints | null, piece: string): string[] {
  return [...new Set(hints?.strikes.filter((h) => h.piece === piece && h.rangestrike).map((h) => h.target) ?? [])];
}

/** What legion `marker` could muster on `land`, if it may move there; null otherwise. */
export function musterPreview(hints: TitanHints | null, marker: string | null, land: number): readonly string[] | null {
  return hints?.musters.find((m) => m.marker === marker && m.land === land)?.creatures ?? null;
}
