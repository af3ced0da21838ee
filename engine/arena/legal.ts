// Who may act and which actions are legal: the single source of truth the reducer checks every action against.
import type { ArenaAction, ArenaMove } from './actions.js';
import { abilityOptions, discardable } from './abilities.js';
import { hiddenBetIndex, maySecretBet, openBetCreatures } from './betting.js';
import { cardInfo, cardValue } from './cards.js';
import { stalemateSource } from './flow.js';
import { activeOf, isColumnCard, playerAt, visibleStrengthCards } from './table.js';
import type { ArenaPlayerId, ArenaState } from './types.js';

/** Players who may act now, in the order they are asked; [] when the game is over. */
export function playersToAct(s: ArenaState): ArenaPlayerId[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'bidding') return s.bidding ? [playerAt(s.players, s.bidding.next).id] : [];
  if (s.phase === 'vote') {
    const voter = nextVoter(s);
    return voter ? [voter] : [];
  }
  return [activeOf(s).id];
}

/** §14: the next player (after the proposer, in seat order) still to answer a stalemate offer. */
export function nextVoter(s: ArenaState): ArenaPlayerId | null {
  if (!s.vote) return null;
  const n = s.players.length;
  const from = s.players.findIndex((p) => p.id === s.vote?.proposer);
  for (let i = 1; i < n; i++) {
    const id = playerAt(s.players, (from + i) % n).id;
    if (!s.vote.accepted.includes(id)) return id;
  }
  return null;
}

/** §14: the round's starter may offer a stalemate at the start of his turn once the table has gone round. */
export function mayOfferStalemate(s: ArenaState): boolean {
  return (
    s.phase === 'play' &&
    s.turn.step === 'bet' &&
    !s.turn.offered &&
    s.active === s.roundStarter &&
    s.roundTurns > s.players.length &&
    stalemateSource(s) >= 0
  );
}

/** §6 step two: the plays (cards in the column, referees) open to the active player. */
export function cardPlays(s: ArenaState, second: boolean): ArenaMove[] {
  const p = activeOf(s);
  const out: ArenaMove[] = [];
  const obliged = s.obligation?.player === p.id ? s.obligation.value : null;
  const targets = second || obliged !== null ? [] : visibleStrengthCards(s).map((v) => v.card);
  for (const card of p.hand) {
    const info = cardInfo(card);
    if (!info) continue;
    if (obliged !== null && cardValue(card) !== obliged) continue;
    if (info.kind === 'strength' && isColumnCard(s, card)) out.push({ type: 'play', card, creature: info.creature });
    else if (info.kind === 'spectator') for (const creature of s.alive) out.push({ type: 'play', card, creature });
    else if (info.kind === 'referee') for (const take of targets) out.push({ type: 'referee', card, take });
    else if (info.kind === 'chief' && !second && obliged === null) for (const creature of s.alive) out.push({ type: 'chiefReferee', card, creature });
  }
  return out;
}

/** Every legal move of `player` now (without sender and stateId). */
export function legalMoves(s: ArenaState, player: ArenaPlayerId): ArenaMove[] {
  if (!playersToAct(s).includes(player)) return [];
  if (s.phase === 'bidding') {
    const low = s.bidding?.high ? s.bidding.high.value + 1 : 0;
    const out: ArenaMove[] = [];
    for (let v = low; v <= 10; v++) out.push({ type: 'bid', value: v });
    out.push({ type: 'passBid' });
    return out;
  }
  if (s.phase === 'vote') return [{ type: 'voteStalemate', accept: true }, { type: 'voteStalemate', accept: false }];
  const p = activeOf(s);
  switch (s.turn.step) {
    case 'bet': {
      const out: ArenaMove[] = openBetCreatures(s, player).map((creature) => ({ type: 'openBet', creature }));
      if (maySecretBet(s, player)) for (const card of p.hand) if (cardInfo(card)?.kind === 'strength') out.push({ type: 'secretBet', card });
      if (hiddenBetIndex(s, player) >= 0) out.push({ type: 'revealBet' });
      if (mayOfferStalemate(s)) out.push({ type: 'offerStalemate' });
      out.push({ type: 'skip' });
      return out;
    }
    case 'play': {
      const plays = cardPlays(s, false);
      return plays.length ? plays : [{ type: 'showHand' }];
    }
    case 'ability':
      return s.turn.ability ? [...abilityOptions(s, s.turn.ability, player), { type: 'skip' }] : [{ type: 'skip' }];
    case 'titan-keep':
      return (s.turn.titan?.cards ?? []).map((card) => ({ type: 'titanKeep', card }));
    case 'second-play':
      return [...cardPlays(s, true), { type: 'skip' }];
    case 'discard':
      return [...new Set(discardable(s))].map((card): ArenaMove => ({ type: 'discard', card })).concat([{ type: 'endTurn' }]);
  }
}

/** Every legal action of `player` now, ready to apply. */
export function legalActions(s: ArenaState, player: ArenaPlayerId): ArenaAction[] {
  return legalMoves(s, player).map((m) => ({ ...m, player, stateId: s.stateId }) as ArenaAction);
}
