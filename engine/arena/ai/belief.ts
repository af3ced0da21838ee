// What an AI can know from its view alone: compact card codes, the cards it has not seen (the pool the Hard level
// samples from) and the ducats each player visibly has on each creature.
import { cardInfo, fullDeck } from '../cards.js';
import { CREATURES, type CardId, type Creature } from '../types.js';
import type { ArenaView } from '../view.js';

/** Card codes for the fast model: strength c*11+v (0–87), spectator 88+v, referee 99, chief referee 100. */
export const SPECTATOR_BASE = 88;
/** Code of an ordinary referee. */
export const REFEREE_CODE = 99;
/** Code of the chief referee. */
export const CHIEF_CODE = 100;

/** The compact code of a card id. */
export function codeOf(id: CardId): number {
  const info = cardInfo(id);
  if (!info) return REFEREE_CODE;
  if (info.kind === 'strength') return CREATURES.indexOf(info.creature) * 11 + info.value;
  if (info.kind === 'spectator') return SPECTATOR_BASE + info.value;
  return info.kind === 'chief' ? CHIEF_CODE : REFEREE_CODE;
}

/** The index (0–7) of a creature. */
export function creatureIndex(c: Creature): number {
  return CREATURES.indexOf(c);
}

/** Every card id the viewer cannot see now: other hands, the deck, covered and face-down cards. */
export function unseenCards(view: ArenaView): CardId[] {
  const seen = new Set<CardId>([...view.hand, ...view.setAside, ...(view.titanCards ?? [])]);
  for (const col of view.columns) for (const c of CREATURES) if (col[c].top) seen.add(col[c].top as CardId);
  if (view.discardTop) seen.add(view.discardTop);
  for (const b of view.bets) if (b.card) seen.add(b.card);
  if (view.chiefReferee) seen.add('ChiefReferee');
  return fullDeck().filter((c) => !seen.has(c));
}

/** Ducats per seat and creature index that the viewer can see (open bets, revealed bets, his own secret bet). */
export function knownInterest(view: ArenaView): number[][] {
  const out = view.players.map(() => new Array<number>(8).fill(0));
  for (const b of view.bets) {
    if (!b.creature) continue;
    const seat = view.players.findIndex((p) => p.id === b.player);
    if (seat >= 0) out[seat]![creatureIndex(b.creature)]! += b.value;
  }
  return out;
}

/** A player's stake on each creature relative to the others (own ducats minus the others' average). */
export function preference(interest: readonly (readonly number[])[], seat: number): number[] {
  const n = interest.length;
  const pref = new Array<number>(8).fill(0);
  for (let c = 0; c < 8; c++) {
    let others = 0;
    for (let q = 0; q < n; q++) if (q !== seat) others += interest[q]![c]!;
    pref[c] = interest[seat]![c]! - (n > 1 ? others / (n - 1) : 0);
  }
  return pref;
}
