// §7 bets: open bets (4/3/2/1 ducats in rounds 1–4, one per creature per round), the one secret bet of round one
// (5 ducats, a face-down strength card, the whole play of the turn) and revealing it.
import { cardCreature } from './cards.js';
import { removeCard, type Ctx } from './draft.js';
import { endTurn } from './flow.js';
import { activeOf } from './table.js';
import type { ArenaState, ArenaPlayerId, Creature } from './types.js';

/** §7: ducats an open bet is worth in a round (0 in round five). */
export function openBetValue(round: number): number {
  return Math.max(0, 5 - round);
}

/** §7: creatures an open bet may go on now (living, no open bet this round). */
export function openBetCreatures(s: ArenaState, player: ArenaPlayerId): Creature[] {
  const p = s.players.find((x) => x.id === player);
  if (!p || p.chips <= 0 || openBetValue(s.round) <= 0) return [];
  return s.alive.filter((c) => !s.bets.some((b) => !b.secret && b.round === s.round && b.creature === c));
}

/** §7: a secret bet is possible only in round one, once a game, with a chip left (and not in the starter's bid turn, §5). */
export function maySecretBet(s: ArenaState, player: ArenaPlayerId): boolean {
  const p = s.players.find((x) => x.id === player);
  if (!p || p.chips <= 0 || s.eliminated.length > 0) return false;
  if (s.obligation?.player === player) return false;
  return !s.bets.some((b) => b.player === player && b.secret);
}

/** The player's secret bet still face down, if any. */
export function hiddenBetIndex(s: ArenaState, player: ArenaPlayerId): number {
  return s.bets.findIndex((b) => b.player === player && b.secret && !b.revealed);
}

/** Places an open bet for the active player. */
export function openBet(ctx: Ctx, creature: Creature): void {
  const s = ctx.s;
  const p = activeOf(s);
  const value = openBetValue(s.round);
  p.chips -= 1;
  s.bets.push({ player: p.id, creature, round: s.round, value, secret: false, revealed: true, card: null });
  ctx.events.push({ type: 'bet', player: p.id, creature, value, secret: false });
  s.turn.step = 'play';
}

/** Lays a strength card face down as the secret bet; the turn ends (refill only). */
export function secretBet(ctx: Ctx, card: string): void {
  const s = ctx.s;
  const p = activeOf(s);
  const creature = cardCreature(card) as Creature;
  removeCard(p.hand, card);
  p.chips -= 1;
  s.bets.push({ player: p.id, creature, round: s.round, value: 5, secret: true, revealed: false, card });
  ctx.events.push({ type: 'bet', player: p.id, creature: null, value: 5, secret: true });
  endTurn(ctx);
}

/** Turns the active player's secret bet face up (allowed even on a dead creature, §15; its card is then discarded). */
export function revealBet(ctx: Ctx): void {
  const s = ctx.s;
  const p = activeOf(s);
  const b = s.bets[hiddenBetIndex(s as ArenaState, p.id)];
  if (!b) return;
  b.revealed = true;
  ctx.events.push({ type: 'reveal', player: p.id, creature: b.creature, card: b.card, reason: 'player' });
  if (!s.alive.includes(b.creature) && b.card !== null) {
    s.discard.push(b.card);
    b.card = null;
  }
  s.turn.step = 'play';
}
