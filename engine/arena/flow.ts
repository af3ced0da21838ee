// The end of a turn (§11 refill), of a round (§8 elimination), stalemates (§14) and the end of a game (§12, §13).
import { startBidding } from './bidding.js';
import { cardInfo, emptyColumn, shuffle } from './cards.js';
import type { Ctx } from './draft.js';
import { dealGame } from './setup.js';
import { activeOf, columnAt, currentColumn, isColumnCard, playerAt, roundLoser, survivingDucats, visibleStrengthCards } from './table.js';
import { drawCards, startTurn } from './turn.js';
import type { ArenaPlayerId, ArenaState, CardId, Creature } from './types.js';

/** §11/§15.1: set-aside cards come back, then the hand is refilled to the limit (one card a turn after a stalemate). */
export function refill(ctx: Ctx, seat: number): void {
  const p = playerAt(ctx.s.players, seat);
  if (p.setAside.length) {
    p.hand.push(...p.setAside);
    p.setAside = [];
  }
  const missing = p.handLimit - p.hand.length;
  if (missing > 0) drawCards(ctx, seat, ctx.s.drawOne ? 1 : missing);
}

/** Ends the active player's turn: refill, the §8 round check, the §14 stalemate check, then the next turn. */
export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  refill(ctx, s.active);
  if (s.obligation?.player === activeOf(s).id) s.obligation = null;
  const next = (s.active + 1) % s.players.length;
  const loser = roundLoser(s as ArenaState);
  if (loser) {
    eliminate(ctx, loser);
    if (s.eliminated.length >= 5) return finishGame(ctx, 'five-rounds');
    s.round += 1;
    s.columns.push(emptyColumn());
    s.spectatorCovered = {};
    s.roundStarter = next;
    s.roundTurns = 0;
    ctx.events.push({ type: 'roundStart', round: s.round, starter: playerAt(s.players, next).id });
  } else if (!s.deck.length && !s.players.some((p) => canStillPlay(s as ArenaState, [...p.hand, ...p.setAside]))) {
    return declareStalemate(ctx, next);
  }
  startTurn(ctx, next);
}

/** §14: true if these cards hold something that may be played in the battle column or as a referee. */
export function canStillPlay(s: ArenaState, cards: readonly CardId[]): boolean {
  return cards.some((c) => {
    const kind = cardInfo(c)?.kind;
    if (kind === 'chief') return s.alive.length > 0;
    if (kind === 'referee') return visibleStrengthCards(s).length > 0;
    return isColumnCard(s, c);
  });
}

/** §8: the creature dies; its cards in every column (and revealed bet cards on it) go to the discard pile. */
function eliminate(ctx: Ctx, c: Creature): void {
  const s = ctx.s;
  const strength = cardInfo(currentColumn(s)[c].at(-1) as CardId);
  s.alive = s.alive.filter((x) => x !== c);
  s.eliminated.push({ creature: c, round: s.round });
  for (const col of s.columns) {
    s.discard.push(...col[c]);
    col[c] = [];
  }
  for (const b of s.bets) {
    if (b.creature === c && b.revealed && b.card !== null) {
      s.discard.push(b.card);
      b.card = null;
    }
  }
  const value = strength && (strength.kind === 'strength' || strength.kind === 'spectator') ? strength.value : 0;
  ctx.events.push({ type: 'eliminated', creature: c, round: s.round, strength: value });
}

/** The first earlier battle column still holding cards (§14 "the first column"), or -1. */
export function stalemateSource(s: ArenaState): number {
  for (let i = 0; i < s.round - 1; i++) {
    const col = columnAt(s.columns, i);
    if (s.alive.some((c) => col[c].length)) return i;
  }
  return -1;
}

/** §14: the first column becomes the new draw pile, everyone draws one card, one card a turn from now on, re-bid. */
export function declareStalemate(ctx: Ctx, from: number): void {
  const s = ctx.s;
  const src = stalemateSource(s as ArenaState);
  if (src < 0) {
    ctx.events.push({ type: 'stalemate', column: null, newDeck: 0 });
    return finishGame(ctx, 'final-stalemate');
  }
  const cards: CardId[] = [];
  const col = columnAt(s.columns, src);
  for (const c of s.alive) {
    cards.push(...col[c]);
    col[c] = [];
  }
  const [deck, rng] = shuffle([...s.deck, ...cards], s.rng);
  s.deck = deck;
  s.rng = rng;
  s.drawOne = true;
  s.stalemates += 1;
  s.vote = null;
  ctx.events.push({ type: 'stalemate', column: src + 1, newDeck: deck.length });
  const n = s.players.length;
  for (let i = 0; i < n; i++) drawCards(ctx, (from + i) % n, 1);
  startBidding(ctx, from);
}

/** §12 tie-break: among the tied players, the one who was last at the table. */
export function lastToAct(s: ArenaState, tied: readonly ArenaPlayerId[]): ArenaPlayerId {
  const turnOf = (id: ArenaPlayerId): number => s.players.find((p) => p.id === id)?.lastTurn ?? 0;
  return tied.reduce((best, id) => (turnOf(id) > turnOf(best) ? id : best));
}

/** The player with the most ducats; ties to the one who played last (§12). */
export function winnerOf(s: ArenaState, ducats: Readonly<Record<ArenaPlayerId, number>>): ArenaPlayerId {
  const top = Math.max(...s.players.map((p) => ducats[p.id] ?? 0));
  return lastToAct(s, s.players.filter((p) => (ducats[p.id] ?? 0) === top).map((p) => p.id));
}

/** §12: reveal every secret bet, count surviving ducats, name the winner; §13: go on with the next tournament game. */
function finishGame(ctx: Ctx, reason: 'five-rounds' | 'final-stalemate'): void {
  const s = ctx.s;
  for (const p of s.players) {
    for (const b of s.bets) {
      if (b.player === p.id && b.secret && !b.revealed) {
        b.revealed = true;
        ctx.events.push({ type: 'reveal', player: b.player, creature: b.creature, card: b.card, reason: 'end' });
      }
    }
  }
  const ducats = survivingDucats(s as ArenaState);
  const winner = winnerOf(s as ArenaState, ducats);
  ctx.events.push({ type: 'gameOver', winner, ducats, survivors: [...s.alive] });
  s.endReason = reason;
  const t = s.tournament;
  if (t) {
    t.played.push({ ducats, winner, survivors: [...s.alive] });
    if (t.played.length < t.games) return dealGame(ctx, t.played.length);
    const totals: Record<ArenaPlayerId, number> = {};
    for (const p of s.players) totals[p.id] = t.played.reduce((sum, g) => sum + (g.ducats[p.id] ?? 0), 0);
    const overall = winnerOf(s as ArenaState, totals);
    ctx.events.push({ type: 'tournamentOver', winner: overall, totals });
    s.result = totals;
    s.winner = overall;
  } else {
    s.result = ducats;
    s.winner = winner;
  }
  s.phase = 'over';
  s.bidding = null;
}
