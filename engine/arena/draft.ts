// A mutable working copy of the state for the reducer, and the context its parts share. apply() clones once, the
// rule modules mutate the draft, and the draft is returned as the new plain-JSON state.
import type { RngState } from '../platform/rng.js';
import type { ArenaEvent } from './events.js';
import { columnAt, type CardPlace } from './table.js';
import type { ArenaState, CardId, Creature } from './types.js';

type DeepMutable<T> = T extends RngState
  ? RngState
  : T extends readonly (infer U)[]
    ? DeepMutable<U>[]
    : T extends object
      ? { -readonly [K in keyof T]: DeepMutable<T[K]> }
      : T;

/** The state while an action is being applied. */
export type Draft = DeepMutable<ArenaState>;

/** What the rule modules work on: the draft and the events emitted so far. */
export interface Ctx {
  readonly s: Draft;
  readonly events: ArenaEvent[];
}

/** Deep copy of a state into a draft (explicit, no JSON round trip). */
export function draft(s: ArenaState): Draft {
  return {
    ...s,
    options: { ...s.options },
    rng: [...s.rng] as RngState,
    players: s.players.map((p) => ({ ...p, hand: [...p.hand], setAside: [...p.setAside] })),
    deck: [...s.deck],
    discard: [...s.discard],
    alive: [...s.alive],
    eliminated: s.eliminated.map((e) => ({ ...e })),
    columns: s.columns.map((col) => {
      const out = {} as Record<Creature, CardId[]>;
      for (const k of Object.keys(col) as Creature[]) out[k] = [...col[k]];
      return out;
    }),
    bets: s.bets.map((b) => ({ ...b })),
    chiefReferee: s.chiefReferee ? { ...s.chiefReferee } : null,
    turn: { ...s.turn, titan: s.turn.titan ? { victim: s.turn.titan.victim, cards: [...s.turn.titan.cards] } : null },
    spectatorCovered: { ...s.spectatorCovered },
    bidding: s.bidding ? { ...s.bidding, high: s.bidding.high ? { ...s.bidding.high } : null, out: [...s.bidding.out] } : null,
    obligation: s.obligation ? { ...s.obligation } : null,
    vote: s.vote ? { proposer: s.vote.proposer, accepted: [...s.vote.accepted] } : null,
    tournament: s.tournament
      ? {
          games: s.tournament.games,
          played: s.tournament.played.map((g) => ({ ...g, ducats: { ...g.ducats }, survivors: [...g.survivors] })),
        }
      : null,
    result: s.result ? { ...s.result } : null,
  };
}

/** Removes one card from a list; false if it was not there. */
export function removeCard(list: CardId[], card: CardId): boolean {
  const i = list.indexOf(card);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** Removes a visible card from where it lies (a column top, a revealed bet, the discard top). */
export function takeFrom(ctx: Ctx, place: CardPlace): void {
  const s = ctx.s;
  if (place.kind === 'column') columnAt(s.columns, place.round - 1)[place.creature].pop();
  else if (place.kind === 'bet') {
    const bet = s.bets[place.index];
    if (bet) bet.card = null;
  } else s.discard.pop();
}
