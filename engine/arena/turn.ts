// Starting a turn and drawing cards: the small steps every other rule module needs.
import type { Ctx } from './draft.js';
import { playerAt } from './table.js';
import type { ArenaTurn } from './types.js';

/** A turn's bookkeeping before anything happened (§6 step one: betting). */
export function freshTurn(): ArenaTurn {
  return { step: 'bet', ability: null, hydraUsed: false, warlock: false, discards: 0, titan: null, offered: false };
}

/** Gives the turn to the player in `seat`. */
export function startTurn(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  s.active = seat;
  s.turnSeq += 1;
  s.roundTurns += 1;
  s.turn = { ...freshTurn(), titan: null };
  const p = playerAt(s.players, seat);
  p.lastTurn = s.turnSeq;
  ctx.events.push({ type: 'turnStart', player: p.id, round: s.round });
}

/** Draws up to `count` cards from the top of the draw pile into a player's hand (§11: none when it is empty). */
export function drawCards(ctx: Ctx, seat: number, count: number): void {
  const s = ctx.s;
  const p = playerAt(s.players, seat);
  const cards: string[] = [];
  while (cards.length < count && s.deck.length) cards.push(s.deck.pop() as string);
  if (!cards.length) return;
  p.hand.push(...cards);
  ctx.events.push({ type: 'draw', player: p.id, count: cards.length });
  ctx.events.push({ type: 'drawn', player: p.id, cards, audience: [p.id] });
}
