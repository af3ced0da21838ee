// §5 opening bid: an auction for the right to start, and the overbid penalty. Digitally the open shouting match is
// an auction in seat order: each player outbids the high bid or drops out (an equal bid could never win, §5 gives
// ties to the earlier bidder).
import { cardValue } from './cards.js';
import type { Ctx } from './draft.js';
import { isColumnCard, playerAt } from './table.js';
import { startTurn } from './turn.js';

/** Opens the auction, asking `first` first (game start and after a §14 stalemate). */
export function startBidding(ctx: Ctx, first: number): void {
  ctx.s.phase = 'bidding';
  ctx.s.bidding = { next: first, first, high: null, out: [] };
}

/** A bid of `value` (higher than the high bid) by the player whose turn it is to bid. */
export function placeBid(ctx: Ctx, value: number): void {
  const b = ctx.s.bidding;
  if (!b) return;
  const p = playerAt(ctx.s.players, b.next);
  b.high = { player: p.id, value };
  ctx.events.push({ type: 'bid', player: p.id, value });
  advanceBidding(ctx);
}

/** The bidder leaves the auction. */
export function passBid(ctx: Ctx): void {
  const b = ctx.s.bidding;
  if (!b) return;
  const p = playerAt(ctx.s.players, b.next);
  b.out.push(p.id);
  ctx.events.push({ type: 'bid', player: p.id, value: null });
  advanceBidding(ctx);
}

function advanceBidding(ctx: Ctx): void {
  const s = ctx.s;
  const b = s.bidding;
  if (!b) return;
  if (b.high && b.high.value >= 10) return finishBidding(ctx);
  const n = s.players.length;
  for (let i = 1; i <= n; i++) {
    const seat = (b.next + i) % n;
    const id = playerAt(s.players, seat).id;
    if (b.out.includes(id) || b.high?.player === id) continue;
    b.next = seat;
    return;
  }
  finishBidding(ctx);
}

/** The high bidder starts; without a playable card of his bid he keeps only seven cards for the rest of the game. */
function finishBidding(ctx: Ctx): void {
  const s = ctx.s;
  const b = s.bidding;
  if (!b) return;
  const starter = b.high ? s.players.findIndex((p) => p.id === b.high?.player) : b.first;
  const p = playerAt(s.players, starter);
  s.obligation = null;
  if (b.high) {
    const value = b.high.value;
    if (p.hand.some((c) => isColumnCard(s, c) && cardValue(c) === value)) s.obligation = { player: p.id, value };
    else {
      p.handLimit = 7;
      ctx.events.push({ type: 'overbid', player: p.id, value });
    }
  }
  ctx.events.push({ type: 'starter', player: p.id, value: b.high?.value ?? null });
  s.bidding = null;
  s.phase = 'play';
  s.roundStarter = starter;
  s.roundTurns = 0;
  startTurn(ctx, starter);
}
