// Test helpers for the Arena: games, forced hands (conserving all cards), applying moves for whoever acts.
import { expect } from 'vitest';
import { arenaGame, type ArenaAction, type ArenaMove, type ArenaState, type CardId, type Creature } from '../../engine/arena/index.js';
import { arenaAgents } from '../../engine/arena/ai/index.js';
import { cardInfo } from '../../engine/arena/cards.js';
import { seedRng } from '../../engine/platform/rng.js';
import type { RngState } from '../../engine/platform/rng.js';

/** A fresh game with players p0…p(n-1). */
export function newGame(n = 3, seed = 1, tournament = false): ArenaState {
  const players = Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
  return arenaGame.createGame({ players, seed, options: { tournament } }).state;
}

/** Applies a move for the (first) player to act; fails the test if refused. */
export function act(s: ArenaState, move: ArenaMove, player?: string): ArenaState {
  const who = player ?? arenaGame.playersToAct(s)[0];
  const res = arenaGame.apply(s, { ...move, player: who, stateId: s.stateId } as ArenaAction);
  if (!res.ok) throw new Error(`${JSON.stringify(move)} by ${who} refused: ${res.error.code} ${res.error.message}`);
  return res.state;
}

/** Tries a move; the error code or 'ok'. */
export function tryAct(s: ArenaState, move: ArenaMove, player?: string): string {
  const who = player ?? arenaGame.playersToAct(s)[0];
  const res = arenaGame.apply(s, { ...move, player: who, stateId: s.stateId } as ArenaAction);
  return res.ok ? 'ok' : res.error.code;
}

/** The legal moves (without sender) of whoever acts. */
export function moves(s: ArenaState): ArenaMove[] {
  const who = arenaGame.playersToAct(s)[0];
  return arenaGame.legalActions(s, who).map(({ player: _p, stateId: _s, ...m }) => m as ArenaMove);
}

/** Everyone passes in the auction: seat `first` starts without obligation. */
export function passAuction(s: ArenaState): ArenaState {
  let st = s;
  while (st.phase === 'bidding') st = act(st, { type: 'passBid' });
  return st;
}

/** Every card of the 102 that is not a creature card, wherever it lies. */
export function allCards(s: ArenaState): CardId[] {
  const out: CardId[] = [...s.deck, ...s.discard];
  for (const p of s.players) out.push(...p.hand, ...p.setAside);
  for (const col of s.columns) for (const c of Object.keys(col) as Creature[]) out.push(...col[c]);
  for (const b of s.bets) if (b.card) out.push(b.card);
  if (s.turn.titan) out.push(...s.turn.titan.cards);
  if (s.chiefReferee) out.push('ChiefReferee');
  return out;
}

/** §2: 102 distinct blue cards plus the 8 creature cards (alive or eliminated) make 110. */
export function countCards(s: ArenaState): number {
  const cards = allCards(s);
  expect(new Set(cards).size).toBe(cards.length);
  return cards.length + s.alive.length + s.eliminated.length;
}

/**
 * Rigs hands (and the deck top, last = drawn first): the named cards are pulled from the deck or any hand; hands
 * keep their size by refilling from the deck. Cards on the table are untouched, so all 110 cards stay accounted for.
 */
export function rig(s: ArenaState, hands: Record<string, CardId[]>, deckTop: CardId[] = [], sizes: Record<string, number> = {}): ArenaState {
  const wanted = new Set([...Object.values(hands).flat(), ...deckTop]);
  const pool: CardId[] = [...s.deck];
  const players = s.players.map((p) => ({ ...p, hand: [...p.hand] }));
  const original = new Map(s.players.map((p) => [p.id, p.hand.length]));
  for (const p of players) {
    if (hands[p.id]) {
      pool.push(...p.hand);
      p.hand = [];
    } else {
      const keep = p.hand.filter((c) => !wanted.has(c));
      pool.push(...p.hand.filter((c) => wanted.has(c)));
      p.hand = keep;
    }
  }
  const rest = pool.filter((c) => !wanted.has(c));
  for (const p of players) {
    if (hands[p.id]) p.hand = [...hands[p.id]];
    const size = sizes[p.id] ?? (hands[p.id] ? hands[p.id].length : (original.get(p.id) ?? 8));
    while (p.hand.length < size && rest.length) p.hand.push(rest.shift() as CardId);
  }
  const deck = [...rest.filter((c) => !deckTop.includes(c)), ...[...deckTop].reverse()];
  return { ...s, players, deck };
}

/** Shorthand: a strength card id. */
export function card(c: Creature, v: number): CardId {
  return `${c}-${v}`;
}

/** Plays a whole game with the given agents; the final state and every state passed through (if `trace`). */
export function playOut(s0: ArenaState, level: 'random' | 'easy' | 'normal' | 'hard', seed: number, onState?: (s: ArenaState) => void): ArenaState {
  let s = s0;
  let rng: RngState = seedRng(seed);
  for (let i = 0; i < 50_000; i++) {
    onState?.(s);
    const who = arenaGame.playersToAct(s);
    if (!who.length) return s;
    const legal = arenaGame.legalActions(s, who[0]);
    const r = arenaAgents[level](arenaGame.viewFor(s, who[0]), legal, rng);
    rng = r.rng;
    const res = arenaGame.apply(s, r.action);
    if (!res.ok) throw new Error(res.error.message);
    s = res.state;
  }
  throw new Error('game did not end');
}

/** Sets state fields directly (tests only; the state is plain JSON). */
export function patch(s: ArenaState, fields: Partial<ArenaState>): ArenaState {
  return { ...s, ...fields };
}

/** Is this card a strength card of a living creature in `s`. */
export function isLiving(s: ArenaState, c: CardId): boolean {
  const info = cardInfo(c);
  return info?.kind === 'strength' && s.alive.includes(info.creature);
}

/** Moves cards (from the deck, a hand or the discard pile) onto a column stack (round 1-based) or the discard pile. */
export function put(s: ArenaState, where: { round: number; creature: Creature } | 'discard', cards: CardId[]): ArenaState {
  const take = new Set(cards);
  const deck = s.deck.filter((c) => !take.has(c));
  const discard = s.discard.filter((c) => !take.has(c));
  const players = s.players.map((p) => {
    const hand = p.hand.filter((c) => !take.has(c));
    while (hand.length < p.hand.length && deck.length) hand.push(deck.pop() as CardId);
    return { ...p, hand };
  });
  const columns = s.columns.map((col) => {
    const out = { ...col } as Record<Creature, CardId[]>;
    for (const k of Object.keys(out) as Creature[]) out[k] = out[k].filter((c) => !take.has(c));
    return out;
  });
  if (where === 'discard') return { ...s, deck, players, columns, discard: [...discard, ...cards] };
  while (columns.length < where.round) columns.push({ ...columns[0], ...Object.fromEntries(Object.keys(columns[0]).map((k) => [k, []])) } as Record<Creature, CardId[]>);
  columns[where.round - 1][where.creature] = [...columns[where.round - 1][where.creature], ...cards];
  return { ...s, deck, players, columns, discard };
}

/** A bet record for patching. */
export function bet(player: string, creature: Creature, value: number, extra: Partial<{ round: number; secret: boolean; revealed: boolean; card: CardId | null }> = {}) {
  return { player, creature, round: extra.round ?? 1, value, secret: extra.secret ?? false, revealed: extra.revealed ?? true, card: extra.card ?? null };
}
