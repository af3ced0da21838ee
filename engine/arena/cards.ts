// The 102 blue-backed cards (§2): 88 strength cards, 11 spectators, 2 referees and the chief referee, and what a
// card id means. The 8 red-backed creature cards lie on the table and are not dealt.
import { nextInt } from '../platform/rng.js';
import type { RngState } from '../platform/rng.js';
import { CREATURES, type CardId, type Creature } from './types.js';

/** What a card is. */
export type CardInfo =
  | { readonly kind: 'strength'; readonly creature: Creature; readonly value: number }
  | { readonly kind: 'spectator'; readonly value: number }
  | { readonly kind: 'referee' }
  | { readonly kind: 'chief' };

/** Id of the chief referee (§10). */
export const CHIEF_REFEREE: CardId = 'ChiefReferee';

/** All 102 blue-backed cards in a fixed order (shuffled at setup). */
export function fullDeck(): CardId[] {
  const cards: CardId[] = [];
  for (const c of CREATURES) for (let v = 0; v <= 10; v++) cards.push(`${c}-${v}`);
  for (let v = 0; v <= 10; v++) cards.push(`Spectator-${v}`);
  cards.push('Referee-1', 'Referee-2', CHIEF_REFEREE);
  return cards;
}

/** Total of all cards including the 8 creature cards on the table (§2). */
export const TOTAL_CARDS = 110;

/** Decodes a card id; null for anything that is not one of the 102 cards. */
export function cardInfo(id: CardId): CardInfo | null {
  if (id === CHIEF_REFEREE) return { kind: 'chief' };
  if (id === 'Referee-1' || id === 'Referee-2') return { kind: 'referee' };
  const m = /^([A-Za-z]+)-(\d+)$/.exec(id);
  if (!m) return null;
  const value = Number(m[2]);
  if (!Number.isInteger(value) || value < 0 || value > 10 || String(value) !== m[2]) return null;
  if (m[1] === 'Spectator') return { kind: 'spectator', value };
  const creature = CREATURES.find((c) => c === m[1]);
  return creature ? { kind: 'strength', creature, value } : null;
}

/** The strength a strength card or spectator shows; null for referees. */
export function cardValue(id: CardId): number | null {
  const i = cardInfo(id);
  return i && (i.kind === 'strength' || i.kind === 'spectator') ? i.value : null;
}

/** The creature of a strength card; null for other cards. */
export function cardCreature(id: CardId): Creature | null {
  const i = cardInfo(id);
  return i && i.kind === 'strength' ? i.creature : null;
}

/** True for a spectator card (§9). */
export function isSpectator(id: CardId): boolean {
  return cardInfo(id)?.kind === 'spectator';
}

/** Fisher–Yates shuffle with the state's PRNG. */
export function shuffle<T>(items: readonly T[], rng: RngState): [T[], RngState] {
  const out = [...items];
  let s = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, s2] = nextInt(s, i + 1);
    s = s2;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return [out, s];
}

/** An empty column: every creature's stack empty. */
export function emptyColumn(): Record<Creature, CardId[]> {
  const col = {} as Record<Creature, CardId[]>;
  for (const c of CREATURES) col[c] = [];
  return col;
}
