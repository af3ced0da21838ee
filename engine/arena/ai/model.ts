// The Hard level's fast model of the rest of a game: one sampled world (unseen cards dealt consistently with the
// view), every player laying the card the shared scoring likes best, refills and eliminations, no abilities.
import { nextInt } from '../../platform/rng.js';
import type { RngState } from '../../platform/rng.js';
import type { ArenaView } from '../view.js';
import { REFEREE_CODE, SPECTATOR_BASE, codeOf, knownInterest, preference, unseenCards } from './belief.js';

// Module-local copies: imported bindings are read through accessors in some loaders, too slow for the hot loops.
const SPEC = SPECTATOR_BASE;
const REF = REFEREE_CODE;
const score = scorePlay;
import { scorePlay, tableOf } from './policy.js';

/** One determinised world, mutable, indexed by seat and creature index. */
export interface Sim {
  n: number;
  me: number;
  alive: boolean[];
  tops: number[];
  hands: number[][];
  aside: number[][];
  deck: number[];
  interest: number[][];
  limit: number[];
  drawOne: boolean;
  eliminated: number;
  active: number;
}

/** Copies a world so a candidate can be tried on it. */
export function cloneSim(s: Sim): Sim {
  return {
    ...s,
    alive: [...s.alive],
    tops: [...s.tops],
    hands: s.hands.map((h) => [...h]),
    aside: s.aside.map((h) => [...h]),
    deck: [...s.deck],
    interest: s.interest.map((r) => [...r]),
    limit: [...s.limit],
  };
}

/** Strength of a code in the column, or -1 for referees. */
export function codeValue(code: number): number {
  if (code < SPEC) return code % 11;
  return code < REF ? code - SPEC : -1;
}

/** Creature index of a strength code, -1 for the rest. */
export function codeCreature(code: number): number {
  return code < SPEC ? Math.floor(code / 11) : -1;
}

/** Deals the unseen cards at random into the other hands, their face-down bets and the deck (§ the view's counts). */
export function sampleWorld(view: ArenaView, rng: RngState): [Sim, RngState] {
  const me = view.players.findIndex((p) => p.id === view.viewer);
  const pool = unseenCards(view).map(codeOf);
  let s = rng;
  for (let i = pool.length - 1; i > 0; i--) {
    const [j, s2] = nextInt(s, i + 1);
    s = s2;
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const interest = knownInterest(view);
  const alive = tableOf(view).alive;
  for (const b of view.bets) {
    if (b.creature !== null) continue;
    const k = pool.findIndex((code) => code < SPEC);
    if (k < 0) continue;
    const c = codeCreature(pool.splice(k, 1)[0]!);
    const seat = view.players.findIndex((p) => p.id === b.player);
    if (alive[c] && seat >= 0) interest[seat]![c]! += b.value;
  }
  const hands = view.players.map((p, i) => (i === me ? view.hand.map(codeOf) : pool.splice(0, p.handSize + p.setAsideSize)));
  const aside = view.players.map((_, i) => (i === me ? view.setAside.map(codeOf) : []));
  const deck = pool.splice(0, view.deckSize);
  const sim: Sim = {
    n: view.players.length,
    me,
    alive,
    tops: tableOf(view).tops,
    hands,
    aside,
    deck,
    interest,
    limit: view.players.map((p) => p.handLimit),
    drawOne: view.drawOne,
    eliminated: view.eliminated.length,
    active: me,
  };
  return [sim, s];
}

/** The active player lays the card the scoring likes best (false if he holds none); spectators are tried only on
 * his favourite and on the creature he most wants dead, which keeps the model fast. */
export function policyTurn(sim: Sim, pref: readonly number[]): boolean {
  const hand = sim.hands[sim.active]!;
  let fav = -1;
  let foe = -1;
  for (let c = 0; c < 8; c++) {
    if (!sim.alive[c]) continue;
    if (fav < 0 || pref[c]! > pref[fav]!) fav = c;
    if (foe < 0 || pref[c]! < pref[foe]!) foe = c;
  }
  let bestScore = -Infinity;
  let bestIdx = -1;
  let bestC = -1;
  for (let i = 0; i < hand.length; i++) {
    const code = hand[i]!;
    if (code >= REF) continue;
    const v = codeValue(code);
    const own = codeCreature(code);
    for (let k = 0; k < 2; k++) {
      const c = own >= 0 ? (k === 0 ? own : -1) : k === 0 ? fav : foe === fav ? -1 : foe;
      if (c < 0 || !sim.alive[c]) continue;
      const sc = score(sim.tops, sim.alive, pref, c, v);
      if (sc > bestScore) {
        bestScore = sc;
        bestIdx = i;
        bestC = c;
      }
    }
  }
  if (bestIdx < 0) return false;
  sim.tops[bestC] = codeValue(hand[bestIdx]!);
  hand.splice(bestIdx, 1);
  return true;
}

function canPlay(sim: Sim, hand: readonly number[]): boolean {
  return hand.some((code) => code < REF && (code >= SPEC || sim.alive[codeCreature(code)]));
}

/** Ends the active player's turn: dead cards out, refill, the round check; true when the game is decided. */
export function endSimTurn(sim: Sim): boolean {
  const p = sim.active;
  const hand = sim.hands[p]!;
  let dropped = 0;
  for (let i = hand.length - 1; i >= 0 && dropped < 3; i--) {
    const c = codeCreature(hand[i]!);
    if (c >= 0 && !sim.alive[c]) {
      hand.splice(i, 1);
      dropped++;
    }
  }
  const aside = sim.aside[p]!;
  if (aside.length) {
    hand.push(...aside);
    sim.aside[p] = [];
  }
  let draw = sim.limit[p]! - hand.length;
  if (sim.drawOne && draw > 1) draw = 1;
  while (draw-- > 0 && sim.deck.length) hand.push(sim.deck.pop() as number);
  let min = Infinity;
  let loser = -1;
  let complete = true;
  for (let c = 0; c < 8; c++) {
    if (!sim.alive[c]) continue;
    const t = sim.tops[c]!;
    if (t < 0) complete = false;
    else if (t < min) {
      min = t;
      loser = c;
    } else if (t === min) loser = -2;
  }
  if (complete && loser >= 0) {
    sim.alive[loser] = false;
    sim.eliminated += 1;
    sim.tops.fill(-1);
    if (sim.eliminated >= 5) return true;
  } else if (!sim.deck.length && !sim.hands.some((h) => canPlay(sim, h))) return true;
  sim.active = (p + 1) % sim.n;
  return false;
}

/** Plays the world to its end (first finishing the active turn if `playFirst`); surviving ducats per seat. */
export function rollout(sim: Sim, playFirst: boolean): number[] {
  const prefs = sim.interest.map((_, seat) => preference(sim.interest, seat));
  let done = false;
  if (playFirst) {
    policyTurn(sim, prefs[sim.active]!);
    done = endSimTurn(sim);
  }
  for (let guard = 0; !done && guard < 400; guard++) {
    policyTurn(sim, prefs[sim.active]!);
    done = endSimTurn(sim);
  }
  return sim.interest.map((row) => row.reduce((sum, v, c) => sum + (sim.alive[c] ? v : 0), 0));
}
