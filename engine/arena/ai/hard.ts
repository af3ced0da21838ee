// The Hard level: for bets and card plays it samples worlds consistent with its view (the unseen cards dealt into
// the other hands, their face-down bets and the deck), plays every candidate out in each world with the fast model
// and takes the one with the best expected final ducats (own ducats against the best opponent's). The think budget
// is a number of model games, not time.
import type { RngState } from '../../platform/rng.js';
import type { ArenaAction } from '../actions.js';
import { openBetValue } from '../betting.js';
import { cardInfo, cardValue } from '../cards.js';
import { currentColumn } from '../table.js';
import type { ArenaView } from '../view.js';
import { codeOf, creatureIndex } from './belief.js';
import { cloneSim, endSimTurn, rollout, sampleWorld, type Sim } from './model.js';
import { best, cardWorth, firstOf, heuristicChoice, myPreference } from './policy.js';

/** Model games Hard may play per decision. */
export const HARD_BUDGET = 240;

/** §7: what an unused chip is likely still worth a round later (value × a fair survival chance, a little informed). */
function chipOption(round: number): number {
  const next = round + 1;
  const value = openBetValue(next);
  return value > 0 ? value * Math.min(1, (1.3 * 3) / (9 - next)) : 0;
}

/** The candidates worth simulating: one secret bet per creature (its lowest card), a few referee takes. */
function candidates(view: ArenaView, legal: readonly ArenaAction[]): ArenaAction[] {
  const { pref } = myPreference(view);
  const lowestSecret = new Map<string, ArenaAction>();
  for (const a of legal) {
    if (a.type !== 'secretBet') continue;
    const info = cardInfo(a.card);
    const key = info && info.kind === 'strength' ? info.creature : a.card;
    const held = lowestSecret.get(key);
    if (!held || (held.type === 'secretBet' && (cardValue(a.card) ?? 0) < (cardValue(held.card) ?? 0))) lowestSecret.set(key, a);
  }
  const current = new Set(Object.values(currentColumn(view)).map((st) => st.top));
  const out: ArenaAction[] = [];
  let refs = 0;
  let chief = false;
  for (const a of legal) {
    if (a.type === 'offerStalemate') continue;
    if (a.type === 'secretBet' && !Array.from(lowestSecret.values()).includes(a)) continue;
    if (a.type === 'chiefReferee') {
      if (chief) continue;
      chief = true;
    }
    if (a.type === 'referee') {
      if (!current.has(a.take) && cardWorth(a.take, pref, view.alive) < 1) continue;
      if (++refs > 6) continue;
    }
    out.push(a);
  }
  return out;
}

/** Applies a candidate to a world; true if the active player still lays a card this turn (after a bet). */
function applyCandidate(sim: Sim, view: ArenaView, a: ArenaAction): boolean {
  const me = sim.me;
  const hand = sim.hands[me]!;
  const drop = (card: string): void => {
    const k = hand.indexOf(codeOf(card));
    if (k >= 0) hand.splice(k, 1);
  };
  switch (a.type) {
    case 'openBet':
      sim.interest[me]![creatureIndex(a.creature)]! += openBetValue(view.round);
      return true;
    case 'secretBet': {
      const info = cardInfo(a.card);
      drop(a.card);
      if (info && info.kind === 'strength') sim.interest[me]![creatureIndex(info.creature)]! += 5;
      return false;
    }
    case 'skip':
      return view.step === 'bet';
    case 'revealBet':
      return true;
    case 'play':
      drop(a.card);
      sim.tops[creatureIndex(a.creature)] = cardValue(a.card) ?? 0;
      return false;
    case 'referee': {
      drop(a.card);
      const col = currentColumn(view);
      for (const c of view.alive) {
        if (col[c].top === a.take) sim.tops[creatureIndex(c)] = col[c].height > 1 ? 5 : -1;
      }
      hand.push(codeOf(a.take));
      return false;
    }
    case 'chiefReferee':
      drop(a.card);
      return false;
    default:
      return false;
  }
}

/** Expected score of each candidate over `worlds` sampled worlds (common worlds for all candidates). */
function evaluate(view: ArenaView, cands: readonly ArenaAction[], worlds: number, rng: RngState): { scores: number[]; rng: RngState } {
  const scores = cands.map(() => 0);
  let s = rng;
  for (let w = 0; w < worlds; w++) {
    const [world, s2] = sampleWorld(view, s);
    s = s2;
    cands.forEach((a, i) => {
      const sim = cloneSim(world);
      const playNext = applyCandidate(sim, view, a);
      let ducats: number[];
      if (playNext) ducats = rollout(sim, true);
      else ducats = endSimTurn(sim) ? sim.interest.map((row) => row.reduce((t, v, c) => t + (sim.alive[c] ? v : 0), 0)) : rollout(sim, false);
      const mine = ducats[sim.me]!;
      const rival = Math.max(...ducats.filter((_, k) => k !== sim.me));
      scores[i]! += (mine - rival + 0.1 * mine) / worlds;
    });
  }
  return { scores, rng: s };
}

/** The Hard agent (pure: view, legal actions and PRNG in, action and PRNG out). */
export function hardAgent(view: ArenaView, legal: readonly ArenaAction[], rng: RngState, budget = HARD_BUDGET): { action: ArenaAction; rng: RngState } {
  const fixed = heuristicChoice(view, legal);
  if (fixed) return { action: fixed, rng };
  const cands = candidates(view, legal);
  if (cands.length <= 1) return { action: cands[0] ?? firstOf(legal), rng };
  const worlds = Math.max(2, Math.min(64, Math.floor(budget / cands.length)));
  const { scores, rng: next } = evaluate(view, cands, worlds, rng);
  const me = view.players.find((p) => p.id === view.viewer);
  const chips = me?.chips ?? 0;
  const bonus = view.step === 'bet' && chips <= 5 - view.round ? chipOption(view.round) : 0;
  const { seat } = myPreference(view);
  const action = best(cands, (a) => {
    const i = cands.indexOf(a);
    let v = scores[i]!;
    if (a.type === 'skip' || a.type === 'revealBet') v += bonus;
    if (a.type === 'revealBet') v += revealGain(view, seat);
    return v;
  });
  return { action, rng: next };
}

/** A small bonus for revealing the secret bet when it would make the viewer sponsor of a living creature (§15). */
function revealGain(view: ArenaView, seat: number): number {
  const mine = view.bets.find((b) => b.player === view.viewer && b.secret && !b.revealed);
  if (!mine || !mine.creature || !view.alive.includes(mine.creature)) return -0.05;
  const c = mine.creature;
  const totals = new Map<string, number>();
  for (const b of view.bets) if (b.creature === c && (b.revealed || b.player === view.viewer)) totals.set(b.player, (totals.get(b.player) ?? 0) + b.value);
  const own = totals.get(view.players[seat]!.id) ?? 0;
  const others = Math.max(0, ...[...totals.entries()].filter(([p]) => p !== view.viewer).map(([, v]) => v));
  return view.sponsors[c] !== view.viewer && own > others ? 0.3 : -0.05;
}
