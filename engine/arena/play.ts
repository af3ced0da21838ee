// §6 step two: a card in the current battle column (§8, §9 spectators), a referee (§10), or showing the hand.
import { cardInfo, isSpectator } from './cards.js';
import { removeCard, takeFrom, type Ctx } from './draft.js';
import { endTurn } from './flow.js';
import { abilityOptions } from './abilities.js';
import { activeOf, currentColumn, visibleStrengthCards } from './table.js';
import type { ArenaState, CardId, Creature } from './types.js';

/** Lays a card from the active player's hand on a creature in the current column; opens its ability if earned. */
export function playCard(ctx: Ctx, card: CardId, creature: Creature): void {
  const s = ctx.s;
  const p = activeOf(s);
  removeCard(p.hand, card);
  const stack = currentColumn(s)[creature];
  const below = stack.at(-1);
  if (below !== undefined && isSpectator(below)) s.spectatorCovered[creature] = s.turnSeq;
  stack.push(card);
  ctx.events.push({ type: 'play', player: p.id, card, creature });
  if (s.obligation?.player === p.id) s.obligation = null;
  const earned = cardInfo(card)?.kind === 'strength' && abilityOptions(s as ArenaState, creature, p.id).length > 0;
  s.turn.ability = earned ? creature : null;
  s.turn.step = earned ? 'ability' : 'discard';
}

/** §10: an ordinary referee takes any visible strength card into the hand and is discarded; the turn ends. */
export function playReferee(ctx: Ctx, card: CardId, take: CardId): void {
  const s = ctx.s;
  const p = activeOf(s);
  const target = visibleStrengthCards(s as ArenaState).find((v) => v.card === take);
  if (!target) return;
  removeCard(p.hand, card);
  takeFrom(ctx, target.place);
  p.hand.push(take);
  s.discard.push(card);
  ctx.events.push({ type: 'referee', player: p.id, card, took: take });
  endTurn(ctx);
}

/** §10: the chief referee forces every secret bet on a creature face up, in seat order; the turn ends. */
export function playChiefReferee(ctx: Ctx, card: CardId, creature: Creature): void {
  const s = ctx.s;
  const p = activeOf(s);
  removeCard(p.hand, card);
  s.chiefReferee = { player: p.id, creature };
  ctx.events.push({ type: 'chiefReferee', player: p.id, creature });
  for (const seat of s.players) {
    for (const b of s.bets) {
      if (b.player === seat.id && b.creature === creature && b.secret && !b.revealed) {
        b.revealed = true;
        ctx.events.push({ type: 'reveal', player: b.player, creature, card: b.card, reason: 'chief' });
      }
    }
  }
  endTurn(ctx);
}

/** §5/§6: no playable card — the hand is shown to all; discarding and refilling follow. */
export function showHand(ctx: Ctx): void {
  const s = ctx.s;
  const p = activeOf(s);
  ctx.events.push({ type: 'showHand', player: p.id, cards: [...p.hand] });
  s.turn.step = 'discard';
}

/** §11: discards one card (face up, or face down under the Warlock's power). */
export function discardCard(ctx: Ctx, card: CardId): void {
  const s = ctx.s;
  const p = activeOf(s);
  removeCard(p.hand, card);
  s.discard.push(card);
  s.turn.discards += 1;
  ctx.events.push({ type: 'discard', player: p.id, card: s.turn.warlock ? null : card });
}
