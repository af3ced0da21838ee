// Rules 7: trade. At any time in play (any phase, battles included) a seat offers another what it gives and what it
// asks: Lifegems already in play, spells from its hand, characters from its Personal Pool (7.3: never a Master or a
// Lord; an Elemental only between Titan-players) and the standing permissions to pass (7.2, 23.2, 23.8). The other
// seat accepts or rejects; on acceptance both sides hand over at once if both still hold everything, else the
// acceptance is refused and nothing changes. One open offer per pair of seats; it lapses when withdrawn, answered, at
// the end of the receiver's turn, when its offerer no longer holds what it gives, or when either seat leaves the game. Offers are secret between the two (7.1).
// Promises beyond these goods are not enforced (7.1: never binding). docs/rules-notes-gods-game.md "7, trade".
import type { GodsMove } from '../actions.js';
import { copyPlain } from '../../platform/plain-copy.js';
import { godsCharacter } from '../data/characters.js';
import { ownColourOnly } from '../rules/sacrifice.js';
import { GODS_SPELLS } from '../data/spells.js';
import { refuse, type GodsApplyResult } from '../errors.js';
import type { GodsEvent } from '../events.js';
import type { GodsDraft, GodsOffer, GodsPlayer, GodsSeat, GodsState, GodsTradeGoods } from '../state.js';
import { isTitanPlayer } from '../roles.js';
import { givable, setPermission } from './permissions.js';

type TradeMove = Extract<GodsMove, { type: 'offerTrade' | 'withdrawTrade' | 'answerTrade' }>;

/** Nothing: one side of a gift. */
export const NO_GOODS: GodsTradeGoods = { lifegems: 0, spells: [], characters: [], permissions: [] };

/** The Lifegems the listed simple offers ask for (random-legal play; a seat's own offers are free-form). */
const LISTED_PRICE = 10;

/** Rules 7.3, 3.4, 16.5: whether a character of this name may pass from `from` to `to` at this table (never a Master,
 * a Lord or the Executer, each player's own colour's; an Elemental only between Titan-players, since only the Darklord
 * destroys them, 23.6). */
export function tradeableCharacter(table: Parameters<typeof isTitanPlayer>[0], name: string, from: GodsSeat, to: GodsSeat): boolean {
  const cls = godsCharacter(name)?.cls;
  if (cls === undefined || cls === 'master' || cls === 'lord' || ownColourOnly(name)) return false;
  return cls !== 'elemental' || (isTitanPlayer(table, from) && isTitanPlayer(table, to));
}

/** The open offer between two seats, in either direction (one per pair). */
export function offerBetween(state: Pick<GodsState, 'offers'>, a: GodsSeat, b: GodsSeat): GodsOffer | undefined {
  return (state.offers ?? []).find((o) => (o.from === a && o.to === b) || (o.from === b && o.to === a));
}

/** Stores the open offers, leaving the field out when there are none (as in games saved before trade). */
function setOffers(d: GodsDraft, offers: readonly GodsOffer[]): void {
  if (offers.length === 0) d.offers = undefined; // left out of the next state (stateOf)
  else d.offers = copyPlain(offers) as NonNullable<GodsDraft['offers']>;
}

const tally = (names: readonly string[]): Map<string, number> => {
  const m = new Map<string, number>();
  for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
  return m;
};

/** Rules 7.2, 7.3: what is wrong with one side's goods as such (its holdings are judged on acceptance). */
function goodsProblem(state: GodsState, g: GodsTradeGoods, from: GodsSeat, to: GodsSeat): string | null {
  const spell = g.spells.find((id) => !Object.prototype.hasOwnProperty.call(GODS_SPELLS, id));
  if (spell !== undefined) return `no spell ${JSON.stringify(spell)}`;
  const character = g.characters.find((n) => !tradeableCharacter(state, n, from, to));
  if (character !== undefined) return `7.3: ${character} may not be traded${godsCharacter(character) ? ` from ${from} to ${to}` : ''}`;
  if (new Set(g.permissions).size !== g.permissions.length) return '7.2: a permission named twice';
  const kind = g.permissions.find((k) => !givable(state, from).some((p) => p.to === to && p.kind === k));
  return kind === undefined ? null : `7.2, 23.2, 23.8: ${from} gives no ${kind} permission to ${to}`;
}

/** Rules 7.3: what `player` lacks of the goods it would hand over ("only Lifegems already in play"), or null. */
function lacking(player: GodsPlayer, g: GodsTradeGoods): string | null {
  if (player.lifegems < g.lifegems) return `${player.id} holds ${player.lifegems} Lifegems, not ${g.lifegems}`;
  for (const [id, n] of tally(g.spells)) if (player.spells.filter((s) => s === id).length < n) return `${player.id} does not hold the spell ${id}${n > 1 ? ` ${n} times` : ''}`;
  for (const [name, n] of tally(g.characters)) if ((player.pool[name] ?? 0) < n) return `${player.id}'s Personal Pool holds no ${n > 1 ? `${n} ` : ''}${name}`;
  return null;
}

const isEmpty = (g: GodsTradeGoods): boolean => g.lifegems === 0 && g.spells.length === 0 && g.characters.length === 0 && g.permissions.length === 0;

/** Why an offer cannot be made now, or null. */
function offerProblem(state: GodsState, from: GodsPlayer, to: GodsSeat, gives: GodsTradeGoods, asks: GodsTradeGoods): string | null {
  if (to === from.id || !state.players.some((p) => p.id === to && !p.out)) return `7.1: ${to} is no other seat in the game`;
  if (offerBetween(state, from.id, to)) return `7.1: an offer between ${from.id} and ${to} is still open (one per pair)`;
  if (isEmpty(gives) && isEmpty(asks)) return '7.2: an offer of nothing for nothing';
  return goodsProblem(state, gives, from.id, to) ?? goodsProblem(state, asks, to, from.id) ?? lacking(from, gives);
}

/** Why the offer cannot be carried out now (a side no longer holds what it hands over), or null. */
function acceptProblem(state: GodsState, offer: GodsOffer): string | null {
  const from = state.players.find((p) => p.id === offer.from);
  const to = state.players.find((p) => p.id === offer.to);
  if (!from || !to) return 'a side of the offer is not seated';
  return lacking(from, offer.gives) ?? lacking(to, offer.asks);
}

/** Hands one side's goods from `giver` to `taker` (7.2); permissions are granted as standing permissions (public). */
function handOver(d: GodsDraft, giver: GodsSeat, taker: GodsSeat, g: GodsTradeGoods, events: GodsEvent[]): void {
  const a = d.players.find((p) => p.id === giver);
  const b = d.players.find((p) => p.id === taker);
  if (!a || !b) return;
  a.lifegems -= g.lifegems;
  b.lifegems += g.lifegems;
  for (const id of g.spells) {
    a.spells.splice(a.spells.indexOf(id), 1);
    b.spells.push(id);
  }
  for (const name of g.characters) {
    a.pool[name] = (a.pool[name] ?? 0) - 1;
    b.pool[name] = (b.pool[name] ?? 0) + 1;
  }
  for (const kind of g.permissions) {
    if (!(d.permissions ?? []).some((p) => p.by === giver && p.to === taker && p.kind === kind)) setPermission(d, giver, taker, kind, true, events);
  }
}

/** Closes offers (answered, withdrawn, lapsed), telling their two parties. */
function close(d: GodsDraft, which: (o: GodsOffer) => boolean, how: 'accepted' | 'rejected' | 'withdrawn' | 'lapsed', events: GodsEvent[]): void {
  const offers = d.offers ?? [];
  for (const o of offers.filter(which)) events.push({ type: 'tradeClosed', from: o.from, to: o.to, how, audience: [o.from, o.to] });
  setOffers(d, offers.filter((o) => !which(o)));
}

/** Rules 7.1: at the end of a seat's turn the offers made to it lapse (it had its whole turn to answer). */
export function lapseOffersTo(d: GodsDraft, seat: GodsSeat, events: GodsEvent[]): void {
  close(d, (o) => o.to === seat, 'lapsed', events);
}

/** Rules 7.1: after every action, an offer whose offerer no longer holds what it gives (spent, cast, mustered) lapses,
 * so whether it can still be accepted never tells the receiver more than the lapse itself; so does one of a seat that
 * left the game by any way. */
export function sweepOffers(d: GodsDraft, events: GodsEvent[]): void {
  const spent = (o: GodsOffer): boolean => {
    const from = d.players.find((p) => p.id === o.from);
    const to = d.players.find((p) => p.id === o.to);
    return !from || !to || from.out || to.out || lacking(from, o.gives) !== null;
  };
  if ((d.offers ?? []).some(spent)) close(d, spent, 'lapsed', events);
}

/** A seat leaving the game (24.7, 23.10, 28.11): every offer it made or was made lapses. */
export function lapseOffersOf(d: GodsDraft, seat: GodsSeat, events: GodsEvent[]): void {
  close(d, (o) => o.from === seat || o.to === seat, 'lapsed', events);
}

/** The first character of `seat`'s pool it may hand to `to`, by name. */
function firstTradeable(state: GodsState, player: GodsPlayer, to: GodsSeat): string | undefined {
  let first: string | undefined;
  for (const n in player.pool) if ((first === undefined || n < first) && (player.pool[n] ?? 0) > 0 && tradeableCharacter(state, n, player.id, to)) first = n;
  return first;
}

/** Rules 7.1: the trade moves listed for `seat`: withdrawing its open offers, answering those made to it (accepting
 * only what can be carried out), and, with `offers` while it has no offer open, one simple offer to the next seat in
 * play after it — its first spell in even rounds, its first tradeable pool character in odd ones (the other when it
 * has none), for up to 10 of the other's public Lifegems. Every other offer the reducer accepts is free-form, composed
 * by the player: the list stays small, and random-legal play trades without spending its turns on it. */
export function tradeMoves(state: GodsState, seat: GodsSeat, offers: boolean): TradeMove[] {
  const me = state.players.find((p) => p.id === seat);
  if (!me || me.out) return [];
  const out: TradeMove[] = [];
  for (const other of state.players.filter((p) => !p.out && p.id !== seat)) {
    const open = offerBetween(state, seat, other.id);
    if (open?.from === seat) out.push({ type: 'withdrawTrade', to: other.id });
    else if (open) {
      if (acceptProblem(state, open) === null) out.push({ type: 'answerTrade', from: other.id, accept: true });
      out.push({ type: 'answerTrade', from: other.id, accept: false });
    }
  }
  const at = state.players.indexOf(me);
  const next = [...state.players.slice(at + 1), ...state.players.slice(0, at)].find((p) => !p.out);
  if (!offers || !next || (state.offers ?? []).some((o) => o.from === seat) || offerBetween(state, seat, next.id)) return out;
  const spell = me.spells[0];
  const character = firstTradeable(state, me, next.id);
  const bySpell = spell === undefined ? null : { ...NO_GOODS, spells: [spell] };
  const byCharacter = character === undefined ? null : { ...NO_GOODS, characters: [character] };
  const gives = state.round % 2 === 0 ? (bySpell ?? byCharacter) : (byCharacter ?? bySpell);
  if (gives) out.push({ type: 'offerTrade', to: next.id, gives, asks: { ...NO_GOODS, lifegems: Math.min(LISTED_PRICE, next.lifegems) } });
  return out;
}

/** Rules 7.1: the answers `seat` may give to the offers made to it, listed whatever its turn (an offer waits for its
 * answer: a computer asked for it answers at once). */
export function answerMoves(state: GodsState, seat: GodsSeat): TradeMove[] {
  return (state.offers ?? []).some((o) => o.to === seat) ? tradeMoves(state, seat, false).filter((m) => m.type === 'answerTrade') : [];
}

/** Applies a trade move: an offer, its withdrawal, or its answer (the transfer on acceptance). */
export function applyTrade(state: GodsState, d: GodsDraft, a: TradeMove & { player: GodsSeat }, events: GodsEvent[]): GodsApplyResult | null {
  const me = state.players.find((p) => p.id === a.player);
  if (!me) return refuse('not-your-turn', `${a.player} is not in the game`);
  if (a.type === 'offerTrade') {
    const problem = offerProblem(state, me, a.to, a.gives, a.asks);
    if (problem) return refuse('illegal', problem);
    const offer: GodsOffer = { from: me.id, to: a.to, gives: a.gives, asks: a.asks };
    setOffers(d, [...(state.offers ?? []), offer]);
    events.push({ type: 'tradeOffered', ...offer, audience: [me.id, a.to] }); // 7.1: secret between the two
    return null;
  }
  if (a.type === 'withdrawTrade') {
    if ((state.offers ?? []).every((o) => !(o.from === me.id && o.to === a.to))) return refuse('illegal', `7.1: ${me.id} has no open offer to ${a.to}`);
    close(d, (o) => o.from === me.id && o.to === a.to, 'withdrawn', events);
    return null;
  }
  const offer = (state.offers ?? []).find((o) => o.from === a.from && o.to === me.id);
  if (!offer) return refuse('illegal', `7.1: ${a.from} has no open offer to ${me.id}`);
  if (a.accept) {
    const problem = acceptProblem(state, offer);
    if (problem) return refuse('illegal', `7.1: the trade cannot be carried out: ${problem}`);
    handOver(d, offer.from, offer.to, offer.gives, events);
    handOver(d, offer.to, offer.from, offer.asks, events);
  }
  close(d, (o) => o.from === offer.from && o.to === offer.to, a.accept ? 'accepted' : 'rejected', events);
  return null;
}
