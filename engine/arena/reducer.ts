// The one reducer: checks an action against legalActions (stale, out of turn, wrong step, illegal), applies it to a
// draft and runs the automatic steps (nothing to bet, nothing to discard) until a player has a real choice.
import type { ArenaAction, ArenaMove } from './actions.js';
import {
  abilityOptions, discardable, keepTitanCard, useCyclops, useDragon, useHydra, useRanger, useTitan, useTroll, useUnicorn, useWarlock,
} from './abilities.js';
import { hiddenBetIndex, maySecretBet, openBet, openBetCreatures, revealBet, secretBet } from './betting.js';
import { passBid, placeBid } from './bidding.js';
import { draft, type Ctx } from './draft.js';
import { declareStalemate, endTurn } from './flow.js';
import { cardPlays, legalMoves, mayOfferStalemate, nextVoter, playersToAct } from './legal.js';
import { discardCard, playCard, playChiefReferee, playReferee, showHand } from './play.js';
import { refuse, type ArenaApplyResult } from './result.js';
import { activeOf } from './table.js';
import type { ArenaState } from './types.js';

/** True if two moves are the same (same fields, same primitive values). */
export function sameMove(a: ArenaMove, b: ArenaMove): boolean {
  const ka = Object.keys(a).filter((k) => k !== 'player' && k !== 'stateId');
  const kb = Object.keys(b).filter((k) => k !== 'player' && k !== 'stateId');
  if (ka.length !== kb.length) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  return ka.every((k) => ra[k] === rb[k]);
}

function dispatch(ctx: Ctx, m: ArenaMove): void {
  const s = ctx.s;
  switch (m.type) {
    case 'bid': return placeBid(ctx, m.value);
    case 'passBid': return passBid(ctx);
    case 'openBet': return openBet(ctx, m.creature);
    case 'secretBet': return secretBet(ctx, m.card);
    case 'revealBet': return revealBet(ctx);
    case 'skip':
      s.turn.step = s.turn.step === 'bet' ? 'play' : 'discard';
      s.turn.ability = null;
      return;
    case 'play': return playCard(ctx, m.card, m.creature);
    case 'referee': return playReferee(ctx, m.card, m.take);
    case 'chiefReferee': return playChiefReferee(ctx, m.card, m.creature);
    case 'showHand': return showHand(ctx);
    case 'cyclops': return useCyclops(ctx, m.target);
    case 'dragon': return useDragon(ctx, m.creature);
    case 'hydra': return useHydra(ctx);
    case 'ranger': return useRanger(ctx);
    case 'titan': return useTitan(ctx, m.target);
    case 'titanKeep': return keepTitanCard(ctx, m.card);
    case 'troll': return useTroll(ctx, m.card);
    case 'unicorn': return useUnicorn(ctx, m.creature, m.a, m.b);
    case 'warlock': return useWarlock(ctx);
    case 'discard': return discardCard(ctx, m.card);
    case 'endTurn': return endTurn(ctx);
    case 'offerStalemate':
      s.turn.offered = true;
      s.phase = 'vote';
      s.vote = { proposer: activeOf(s).id, accepted: [] };
      ctx.events.push({ type: 'stalemateOffer', player: activeOf(s).id });
      return advanceVote(ctx);
    case 'voteStalemate': {
      const voter = nextVoter(s as ArenaState);
      if (!voter || !s.vote) return;
      ctx.events.push({ type: 'stalemateVote', player: voter, accept: m.accept });
      if (!m.accept) {
        s.vote = null;
        s.phase = 'play';
        return;
      }
      s.vote.accepted.push(voter);
      return advanceVote(ctx);
    }
  }
}

/** §14: once every other player accepted, the stalemate is declared at the start of the starter's turn. */
function advanceVote(ctx: Ctx): void {
  if (nextVoter(ctx.s as ArenaState) === null) declareStalemate(ctx, ctx.s.active);
}

/** Runs the steps that offer no choice (no bet possible, no ability target, nothing to discard). */
function advance(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 1000 && s.phase === 'play'; guard++) {
    const st = s as ArenaState;
    const me = activeOf(s).id;
    if (s.turn.step === 'bet') {
      if (openBetCreatures(st, me).length || maySecretBet(st, me) || hiddenBetIndex(st, me) >= 0 || mayOfferStalemate(st)) return;
      s.turn.step = 'play';
    } else if (s.turn.step === 'ability') {
      if (s.turn.ability && abilityOptions(st, s.turn.ability, me).length) return;
      s.turn.step = 'discard';
      s.turn.ability = null;
    } else if (s.turn.step === 'second-play') {
      if (cardPlays(st, true).length) return;
      s.turn.step = 'discard';
    } else if (s.turn.step === 'discard') {
      if (discardable(st).length) return;
      endTurn(ctx);
    } else return;
  }
}

/** Applies one action: refused with a typed error, or the new state and the events it caused. */
export function applyArena(state: ArenaState, action: ArenaAction): ArenaApplyResult {
  if (typeof action !== 'object' || action === null || typeof action.type !== 'string' || typeof action.player !== 'string' || typeof action.stateId !== 'number') {
    return refuse('malformed', 'an action needs type, player and stateId');
  }
  if (state.phase === 'over') return refuse('game-over', 'the game is over');
  if (action.stateId !== state.stateId) return refuse('stale', `action computed on state ${action.stateId}, now ${state.stateId}`);
  if (!playersToAct(state).includes(action.player)) return refuse('not-your-turn', `${action.player} may not act now`);
  const legal = legalMoves(state, action.player);
  if (!legal.some((m) => m.type === action.type)) return refuse('wrong-phase', `${action.type} is not possible in ${state.phase}/${state.turn.step}`);
  const move = legal.find((m) => sameMove(m, action));
  if (!move) return refuse('illegal', `${action.type} with these arguments is against the rules here`);
  const ctx: Ctx = { s: draft(state), events: [] };
  dispatch(ctx, move);
  advance(ctx);
  ctx.s.stateId = state.stateId + 1;
  return { ok: true, state: ctx.s as ArenaState, events: ctx.events };
}
