// The owner page's choice of a new game's variant and ending (renderer/screens/OwnerScreen.svelte), DOM-free: what
// the page offers for a game kind of the host's overview (its variants with their seats, the endings its module takes
// with their bounds) and the ownerCreate options the choice makes (host/contract-owner.ts `OwnerOptions`).
import type { OwnerGame, OwnerGameKind, OwnerOptions, OwnerVariant } from '../../host/contract-owner.js';

/** How a new game ends: by its own rules, after a turn limit or at a point target. */
export type EndingChoice = 'own' | 'turnLimit' | 'pointTarget';

/** The number an ending starts at when it is picked (as the desktop app's new game), within the module's bounds. */
const ENDING_START = { turnLimit: 20, pointTarget: 500 } as const;

/** The endings the page offers for `kind`: its own end, then each one its module takes. */
export function endingChoices(kind: OwnerGameKind): EndingChoice[] {
  return ['own', ...(['turnLimit', 'pointTarget'] as const).filter((e) => kind.endings[e] !== null)];
}

/** The variant `id` of `kind`, or its first when `kind` has no such variant (another game kind was picked). */
export function variantOf(kind: OwnerGameKind, id: string): OwnerVariant | null {
  return kind.variants.find((v) => v.id === id) ?? kind.variants[0] ?? null;
}

/** `players` kept within the variant's seats. */
export function seatsWithin(variant: OwnerVariant, players: number): number {
  return Math.min(variant.maxSeats, Math.max(variant.minSeats, players));
}

/** The number an ending starts at for `kind` (0 for its own end, which takes none). */
export function endingStart(kind: OwnerGameKind, ending: EndingChoice): number {
  if (ending === 'own') return 0;
  const bounds = kind.endings[ending];
  return bounds === null ? 0 : Math.min(bounds.max, Math.max(bounds.min, ENDING_START[ending]));
}

/** The ownerCreate options of the choice, or null when the ending's number is not a whole number within the bounds
 * of `kind`'s module (or the module does not take that ending). */
export function ownerOptions(kind: OwnerGameKind, variant: string, ending: EndingChoice, n: number): OwnerOptions | null {
  const chosen = variantOf(kind, variant);
  if (chosen === null) return null;
  if (ending === 'own') return { variant: chosen.id };
  const bounds = kind.endings[ending];
  if (bounds === null || !Number.isInteger(n) || n < bounds.min || n > bounds.max) return null;
  return { variant: chosen.id, [ending]: n };
}

/** A hosted game's chosen endings with their numbers, in the page's order (none: it ends by its own rules). */
export function endingsOf(game: Pick<OwnerGame, 'ending'>): { readonly ending: Exclude<EndingChoice, 'own'>; readonly n: number }[] {
  return (['turnLimit', 'pointTarget'] as const).flatMap((ending) => {
    const n = game.ending[ending];
    return n === undefined ? [] : [{ ending, n }];
  });
}
