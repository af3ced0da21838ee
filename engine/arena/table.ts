// Read-only questions about the table: tops of stacks, sponsors, visible cards, surviving ducats. Shared by the
// reducer, the legal-action generator and the view.
import { cardCreature, cardInfo, cardValue, isSpectator } from './cards.js';
import type { ArenaState, ArenaPlayerId, CardId, Creature } from './types.js';

/** The player in a seat the state keeps in range (the active seat, the next bidder, a seat in turn order). */
export function playerAt<P>(players: readonly P[], seat: number): P {
  const p = players[seat];
  if (p === undefined) throw new Error(`no player in seat ${seat}`);
  return p;
}

/** The player whose turn it is (of a state or of a draft). */
export function activeOf<P>(s: { readonly players: readonly P[]; readonly active: number }): P {
  return playerAt(s.players, s.active);
}

/** The battle column at an index (0 = round 1) the state holds: the current round's or an earlier one. */
export function columnAt<C>(columns: readonly C[], index: number): C {
  const col = columns[index];
  if (col === undefined) throw new Error(`no battle column ${index + 1}`);
  return col;
}

/** The column of the current round (of a state or of a draft). */
export function currentColumn<C>(s: { readonly columns: readonly C[]; readonly round: number }): C {
  return columnAt(s.columns, s.round - 1);
}

/** The top card of a creature's stack in a column (§8: only it counts), or null. */
export function topOf(col: Readonly<Record<Creature, readonly CardId[]>>, c: Creature): CardId | null {
  return col[c].at(-1) ?? null;
}

/** The creature's strength in the current column, or null without a card. */
export function strengthOf(s: ArenaState, c: Creature): number | null {
  const top = topOf(currentColumn(s), c);
  return top === null ? null : cardValue(top);
}

/** §8: the creature that dies now — every living creature has a card and exactly one is lowest; else null. */
export function roundLoser(s: ArenaState): Creature | null {
  let low: Creature | null = null;
  let lowValue = Infinity;
  let tie = false;
  for (const c of s.alive) {
    const v = strengthOf(s, c);
    if (v === null) return null;
    if (v < lowValue) {
      low = c;
      lowValue = v;
      tie = false;
    } else if (v === lowValue) tie = true;
  }
  return tie ? null : low;
}

/** Visible ducats per player on a creature: open bets and revealed secret bets (§4, §15). */
export function visibleDucats(s: ArenaState, c: Creature): Record<ArenaPlayerId, number> {
  const out: Record<ArenaPlayerId, number> = {};
  for (const b of s.bets) if (b.creature === c && b.revealed) out[b.player] = (out[b.player] ?? 0) + b.value;
  return out;
}

/** §4/§15: the player with strictly the most visible ducats on a creature; null on ties or without bets. */
export function sponsorOf(s: ArenaState, c: Creature): ArenaPlayerId | null {
  let best: ArenaPlayerId | null = null;
  let bestValue = 0;
  let tie = false;
  for (const [p, v] of Object.entries(visibleDucats(s, c))) {
    if (v > bestValue) {
      best = p;
      bestValue = v;
      tie = false;
    } else if (v === bestValue) tie = true;
  }
  return tie ? null : best;
}

/** §12: each player's ducats on surviving creatures, secret bets included. */
export function survivingDucats(s: ArenaState): Record<ArenaPlayerId, number> {
  const out: Record<ArenaPlayerId, number> = {};
  for (const p of s.players) out[p.id] = 0;
  for (const b of s.bets) if (s.alive.includes(b.creature)) out[b.player] = (out[b.player] ?? 0) + b.value;
  return out;
}

/** §9/§15: the creature's ability is lost while a spectator is its top card in the current column, and in the turn one was covered. */
export function abilityBlocked(s: ArenaState, c: Creature): boolean {
  const top = topOf(currentColumn(s), c);
  if (top !== null && isSpectator(top)) return true;
  return s.spectatorCovered[c] === s.turnSeq;
}

/** Where a visible strength card lies (§10: referee targets). */
export type CardPlace =
  | { readonly kind: 'column'; readonly round: number; readonly creature: Creature }
  | { readonly kind: 'bet'; readonly index: number }
  | { readonly kind: 'discard' };

/** §10: every visible strength card — tops of all battle columns, revealed secret-bet cards, the discard top. */
export function visibleStrengthCards(s: ArenaState): { card: CardId; place: CardPlace }[] {
  const out: { card: CardId; place: CardPlace }[] = [];
  s.columns.forEach((col, i) => {
    for (const c of s.alive) {
      const top = topOf(col, c);
      if (top !== null && cardInfo(top)?.kind === 'strength') out.push({ card: top, place: { kind: 'column', round: i + 1, creature: c } });
    }
  });
  s.bets.forEach((b, index) => {
    if (b.secret && b.revealed && b.card !== null) out.push({ card: b.card, place: { kind: 'bet', index } });
  });
  const top = s.discard.at(-1) ?? null;
  if (top !== null && cardInfo(top)?.kind === 'strength') out.push({ card: top, place: { kind: 'discard' } });
  return out;
}

/** §15.6: Troll strength cards the Troll's sponsor may take — earlier columns, revealed bets, discard top. */
export function trollSources(s: ArenaState): { card: CardId; place: CardPlace }[] {
  return visibleStrengthCards(s).filter(
    (v) => cardCreature(v.card) === 'Troll' && !(v.place.kind === 'column' && v.place.round === s.round),
  );
}

/** True if the card can be laid in the current column now (a strength card of a living creature or a spectator). */
export function isColumnCard(s: ArenaState, card: CardId): boolean {
  const info = cardInfo(card);
  if (!info) return false;
  if (info.kind === 'spectator') return s.alive.length > 0;
  return info.kind === 'strength' && s.alive.includes(info.creature);
}
