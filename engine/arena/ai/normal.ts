// The Normal level: one-ply judgement on its view — bets on the creature its hand can best protect, lays the card
// the shared scoring likes best, hand-written choices for abilities, discards and bids.
import type { RngState } from '../../platform/rng.js';
import type { ArenaAction } from '../actions.js';
import { cardInfo, cardValue } from '../cards.js';
import type { ArenaView } from '../view.js';
import { creatureIndex } from './belief.js';
import { best, cardWorth, firstOf, heuristicChoice, myPreference, scorePlay, tableOf } from './policy.js';
import type { Creature } from '../types.js';

/** How well the viewer's hand can keep a creature alive: his strength cards for it, and its current top. */
export function support(view: ArenaView, c: Creature): number {
  let sum = 0;
  let count = 0;
  for (const card of view.hand) {
    const info = cardInfo(card);
    if (info?.kind === 'strength' && info.creature === c) {
      sum += info.value / 10;
      count += 1;
    }
  }
  const top = view.strengths[c];
  return sum + 0.2 * count + ((top ?? 5) / 10) * 0.5;
}

/** §7: a bet on the best-supported creature while bets are worth it; one secret bet with three cards of it. */
function chooseBet(view: ArenaView, legal: readonly ArenaAction[]): ArenaAction {
  const skip = legal.find((a) => a.type === 'skip') ?? firstOf(legal);
  const open = legal.filter((a) => a.type === 'openBet');
  const ranked = [...view.alive].sort((a, b) => support(view, b) - support(view, a));
  const favourite = ranked[0];
  const secret = legal.filter((a) => a.type === 'secretBet' && cardInfo(a.card)?.kind === 'strength' && (cardInfo(a.card) as { creature: Creature }).creature === favourite);
  if (secret.length >= 3) return best(secret, (a) => (a.type === 'secretBet' ? -(cardValue(a.card) ?? 0) : 0));
  if (open.length && view.round <= 3) return best(open, (a) => (a.type === 'openBet' ? support(view, a.creature) : 0));
  if (open.length && view.round === 4) return best(open, (a) => (a.type === 'openBet' ? (view.strengths[a.creature] ?? 5) : 0));
  return legal.find((a) => a.type === 'revealBet') ?? skip;
}

/** §6: the card the shared scoring likes best; a referee only when no card fits; otherwise show the hand. */
function choosePlay(view: ArenaView, legal: readonly ArenaAction[]): ArenaAction {
  const { pref } = myPreference(view);
  const { tops, alive } = tableOf(view);
  const plays = legal.filter((a) => a.type === 'play' || a.type === 'skip');
  if (plays.length) {
    return best(plays, (a) => (a.type === 'play' ? scorePlay(tops, alive, pref, creatureIndex(a.creature), cardValue(a.card) ?? 0) : scorePlay(tops, alive, pref, -1, 0)));
  }
  const refs = legal.filter((a) => a.type === 'referee');
  if (refs.length) return best(refs, (a) => (a.type === 'referee' ? cardWorth(a.take, pref, view.alive) : 0));
  return firstOf(legal);
}

/** The Normal agent (pure; deterministic, the PRNG passes through). */
export function normalAgent(view: ArenaView, legal: readonly ArenaAction[], rng: RngState): { action: ArenaAction; rng: RngState } {
  const fixed = heuristicChoice(view, legal);
  if (fixed) return { action: fixed, rng };
  if (view.step === 'bet') return { action: chooseBet(view, legal), rng };
  return { action: choosePlay(view, legal), rng };
}
