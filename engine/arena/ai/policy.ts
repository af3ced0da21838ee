// The hand-written judgement shared by the AI levels: how good a card in the column is for a player with given
// stakes, and the choices that need no look-ahead (bids, abilities, discards, the Titan's pick, stalemate votes).
import type { ArenaAction } from '../actions.js';
import { cardInfo, cardValue } from '../cards.js';
import { columnAt, currentColumn } from '../table.js';
import { CREATURES, type CardId, type Creature } from '../types.js';
import type { ArenaView } from '../view.js';
import { creatureIndex, knownInterest, preference } from './belief.js';

/** Strength assumed for a creature that has no card in the column yet. */
export const EMPTY_ESTIMATE = 5;

/**
 * Value of laying strength `v` on creature `c` for a player with preference `pref`: the creature that would die
 * (decided when the column is full, likely otherwise) should be one he does not back; high cards go on favourites.
 * With c = -1 it scores the table as it is (playing nothing).
 */
export function scorePlay(tops: readonly number[], alive: readonly boolean[], pref: readonly number[], c: number, v: number): number {
  let min = Infinity;
  let complete = true;
  for (let x = 0; x < 8; x++) {
    if (!alive[x]) continue;
    const t = x === c ? v : tops[x]!;
    if (t < 0) complete = false;
    const e = t < 0 ? EMPTY_ESTIMATE : t;
    if (e < min) min = e;
  }
  let sum = 0;
  let count = 0;
  for (let x = 0; x < 8; x++) {
    if (!alive[x]) continue;
    const t = x === c ? v : tops[x]!;
    if ((t < 0 ? EMPTY_ESTIMATE : t) === min) {
      sum += pref[x]!;
      count += 1;
    }
  }
  const loserTerm = count === 1 ? (complete ? -sum : -0.6 * sum) : complete ? 0 : (-0.3 * sum) / count;
  return c < 0 ? loserTerm : loserTerm + (0.1 * pref[c]! * (v - 5)) / 5 - 0.002 * v;
}

/** The view's current tops (-1 = no card) and living creatures, indexed like CREATURES. */
export function tableOf(view: ArenaView): { tops: number[]; alive: boolean[] } {
  const col = currentColumn(view);
  const tops = CREATURES.map((c) => {
    const top = col[c].top;
    return top === null ? -1 : cardValue(top) ?? -1;
  });
  return { tops, alive: CREATURES.map((c) => view.alive.includes(c)) };
}

/** The viewer's seat and his preference from what he can see. */
export function myPreference(view: ArenaView): { seat: number; pref: number[] } {
  const seat = view.players.findIndex((p) => p.id === view.viewer);
  return { seat, pref: preference(knownInterest(view), seat) };
}

/** How much the viewer wants a card in hand (the Titan's pick, what to keep). */
export function cardWorth(card: CardId, pref: readonly number[], alive: readonly Creature[]): number {
  const info = cardInfo(card);
  if (!info) return 0;
  if (info.kind === 'strength') return alive.includes(info.creature) ? info.value / 10 + Math.abs(pref[creatureIndex(info.creature)]!) / 4 : -1;
  if (info.kind === 'spectator') return 0.3 + Math.abs(info.value - 5) / 10;
  return 0.6;
}

/** The first of a list of actions, the fallback of every choice: an agent is only asked when it has one. */
export function firstOf(legal: readonly ArenaAction[]): ArenaAction {
  const first = legal[0];
  if (!first) throw new Error('no legal action to choose from');
  return first;
}

/** Picks the legal action with the highest score (first on ties). */
export function best(legal: readonly ArenaAction[], score: (a: ArenaAction) => number): ArenaAction {
  let top = firstOf(legal);
  let topScore = -Infinity;
  for (const a of legal) {
    const v = score(a);
    if (v > topScore) {
      top = a;
      topScore = v;
    }
  }
  return top;
}

/** §5: bid the highest playable value held if it is at least 7, else pass. */
export function chooseBid(view: ArenaView, legal: readonly ArenaAction[]): ArenaAction {
  const values = view.hand.filter((c) => cardInfo(c)?.kind === 'strength' || cardInfo(c)?.kind === 'spectator').map((c) => cardValue(c) ?? 0);
  const top = Math.max(-1, ...values);
  const bid = legal.find((a) => a.type === 'bid' && a.value === top);
  return top >= 7 && bid ? bid : (legal.find((a) => a.type === 'passBid') ?? firstOf(legal));
}

/** Heuristic choices for steps without look-ahead; null when the step needs the level's own judgement. */
export function heuristicChoice(view: ArenaView, legal: readonly ArenaAction[]): ArenaAction | null {
  const first = firstOf(legal);
  const { pref } = myPreference(view);
  const { tops } = tableOf(view);
  const find = (type: ArenaAction['type']): ArenaAction | undefined => legal.find((a) => a.type === type);
  const skip = find('skip');
  switch (first.type) {
    case 'bid':
    case 'passBid':
      return chooseBid(view, legal);
    case 'voteStalemate':
      return legal.find((a) => a.type === 'voteStalemate' && a.accept === (view.deckSize === 0)) ?? first;
    case 'titanKeep':
      return best(legal, (a) => (a.type === 'titanKeep' ? cardWorth(a.card, pref, view.alive) : 0));
    case 'discard':
    case 'endTurn':
      return chooseDiscard(view, legal, pref);
    default:
      break;
  }
  if (view.step !== 'ability') return null;
  const others = view.players.filter((p) => p.id !== view.viewer);
  const leader = [...others].sort((a, b) => b.handSize - a.handSize)[0]?.id;
  const nextSeat = (view.players.findIndex((p) => p.id === view.viewer) + 1) % view.players.length;
  return best(legal, (a) => {
    switch (a.type) {
      case 'cyclops':
        return a.target === view.players[nextSeat]!.id ? 2 : 1;
      case 'titan':
        return a.target === leader ? 2 : 1;
      case 'ranger':
      case 'hydra':
        return 1;
      case 'troll':
        return 0.5 + (cardValue(a.card) ?? 0) / 10;
      case 'warlock':
        return junk(view, pref).length ? 1 : -1;
      case 'dragon': {
        const x = creatureIndex(a.creature);
        return -pref[x]! * (tops[x]! - EMPTY_ESTIMATE) * 0.2;
      }
      case 'unicorn':
        return unicornGain(view, a.creature, a.a, a.b, pref);
      default:
        return skip === a ? 0 : -1;
    }
  });
}

/** §15.7: what a swap does to the viewer's favourites in the current column (0 if it does not touch it). */
function unicornGain(view: ArenaView, creature: Creature, a: number | 'discard', b: number | 'discard', pref: readonly number[]): number {
  const cur = view.round;
  if (a !== cur && b !== cur) return -0.1;
  const other = a === cur ? b : a;
  const incoming = other === 'discard' ? view.discardTop : columnAt(view.columns, other - 1)[creature].top;
  const now = currentColumn(view)[creature].top;
  const delta = (cardValue(incoming ?? '') ?? 0) - (cardValue(now ?? '') ?? 0);
  return pref[creatureIndex(creature)]! * delta * 0.1;
}

/** Cards worth throwing away under the Warlock: dead creatures' cards and low cards of favourites. */
function junk(view: ArenaView, pref: readonly number[]): CardId[] {
  return view.hand.filter((c) => {
    const info = cardInfo(c);
    if (!info || info.kind !== 'strength') return false;
    if (!view.alive.includes(info.creature)) return true;
    return info.value <= 2 && pref[creatureIndex(info.creature)]! > 0;
  });
}

/** §11: throw away dead creatures' cards (and junk under the Warlock), then end the turn. */
function chooseDiscard(view: ArenaView, legal: readonly ArenaAction[], pref: readonly number[]): ArenaAction {
  const wanted = new Set(junk(view, pref));
  const d = legal.find((a) => a.type === 'discard' && wanted.has(a.card));
  return d ?? legal.find((a) => a.type === 'endTurn') ?? firstOf(legal);
}
