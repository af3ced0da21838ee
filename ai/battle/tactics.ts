// One battle decision from the legal actions: reinforce or summon when it helps, the best improving maneuver,
// the most valuable strike (carry penalties included), the best carry target. Used by every level and, in its
// quick form, by Hard's battle simulations.
import { carryTargets, legalMoves, strikeOptions, type BattlePosition, type PieceLike } from '../../engine/family/battle/rules.js';
import type { PendingCarry } from '../../engine/family/battle/flow/types.js';
import type { CreatureDef } from '../../engine/family/types.js';
import type { AiRng } from '../rng.js';
import { optionWorth, pieceWorth } from './expect.js';
import { aggression, type BattleStyle, moveGain, withMove } from './maneuver.js';
import { remember } from './memo.js';
import { bestPlan, knownGains, twinKey } from './plan.js';

/** A battle action of any game of the family, as the tactics read it: TITAN's actions have these shapes, another
 * game's battle moves are read into them (its own actions pass through untouched). */
export interface TacticAction {
  readonly type: string;
}
/** A maneuver move (§11): a piece to a hex. */
type BattleMoveAction = TacticAction & { readonly type: 'battleMove'; readonly piece: string; readonly to: string };
/** A strike (§12–§13), with the strike number and dice of a §13.4/§13.5 option when it names them. */
type StrikeAction = TacticAction & { readonly type: 'strike'; readonly piece: string; readonly target: string; readonly strikeNumber?: number; readonly dice?: number };
/** Carried hits to a target, or dropped (§13.4). */
type CarryAction = TacticAction & { readonly type: 'carry'; readonly target: string | null };
/** A reinforcement or a summoned character, named by creature (§14, §15). */
type JoinAction = TacticAction & { readonly type: 'reinforce' | 'summon'; readonly creature: string };

/** The characters the tactics look creatures up in (TITAN: the variant's, by name; another game: the position's). */
export interface TacticRoster {
  readonly creatures: Readonly<Record<string, CreatureDef>>;
}

/** The battle as far as the tactics read it: the hits waiting to be carried. */
export interface TacticBattle {
  readonly carry: PendingCarry | null;
}

function strikeValue(pos: BattlePosition, a: StrikeAction): number {
  const target = pos.pieces.find((p) => p.id === a.target);
  if (!target) return 0;
  const opts = strikeOptions(pos, a.piece, a.target);
  const chosen = opts.find((o) => o.dice === a.dice && o.strikeNumber === a.strikeNumber);
  const carryIds = chosen ? chosen.carryTargets : carryTargets(pos, a.piece, a.target);
  const carryTo = pos.pieces.filter((p) => carryIds.includes(p.id) && !p.slain);
  const dice = a.dice ?? 0;
  const need = a.strikeNumber ?? 6;
  return optionWorth(pos, target, dice, need, carryTo);
}

function carryValue(pos: BattlePosition, target: PieceLike | undefined, hits: number): number {
  if (!target) return 0;
  const w = pieceWorth(pos, target);
  return hits >= target.power - target.hits ? 2 * w : (hits / target.power) * w;
}

/** Whether a side's battle needs a summoned character: it does not yet outweigh the enemy 2.5 times. */
export function summonWanted(pos: BattlePosition, side: 'attacker' | 'defender'): boolean {
  let mine = 0;
  let theirs = 0;
  for (const p of pos.pieces) {
    if (p.slain) continue;
    const w = (p.power - p.hits) * (pos.creatures[p.creature]?.skill ?? 3);
    if (p.side === side) mine += w;
    else theirs += w;
  }
  return mine < theirs * 2.5;
}

/** Picks a battle action for `side` among `legal` (never concedes). */
export function chooseBattleAction<A extends TacticAction>(
  variant: TacticRoster,
  pos: BattlePosition,
  battle: TacticBattle,
  legal: readonly A[],
  side: 'attacker' | 'defender',
  style: BattleStyle,
  rng: AiRng,
): A {
  return battleChoices(variant, pos, battle, legal, side, style, rng)[0];
}

/** The battle actions worth considering for `side`, the tactics' choice first: a single action for carries,
 * reinforcements, summons and strikes; for a maneuver, the maneuver options below (Hard's search compares them). */
export function battleChoices<A extends TacticAction>(
  variant: TacticRoster,
  pos: BattlePosition,
  battle: TacticBattle,
  legal: readonly A[],
  side: 'attacker' | 'defender',
  style: BattleStyle,
  rng: AiRng,
): A[] {
  const carry = legal.filter((a): a is A & CarryAction => a.type === 'carry');
  if (carry.length > 0) {
    const hits = battle.carry?.hits ?? 0;
    let best = carry[carry.length - 1];
    let bestV = 0;
    for (const a of carry) {
      const v = a.target === null ? 0 : carryValue(pos, pos.pieces.find((p) => p.id === a.target), hits);
      if (v > bestV) [best, bestV] = [a, v];
    }
    return [best];
  }
  const reinforce = legal.filter((a): a is A & JoinAction => a.type === 'reinforce');
  if (reinforce.length > 0) {
    return [reinforce.reduce((b, a) => (value(variant, a.creature) > value(variant, b.creature) ? a : b))];
  }
  const summons = legal.filter((a): a is A & JoinAction => a.type === 'summon');
  if (summons.length > 0 && summonWanted(pos, side)) {
    return [summons.reduce((b, a) => (value(variant, a.creature) > value(variant, b.creature) ? a : b))];
  }
  const strikes = legal.filter((a): a is A & StrikeAction => a.type === 'strike');
  if (strikes.length > 0) {
    let best = strikes[0];
    let bestV = -Infinity;
    for (const a of strikes) {
      const v = strikeValue(pos, a) + rng.float() * 1e-6;
      if (v > bestV) [best, bestV] = [a, v];
    }
    return [best];
  }
  const options = maneuverOptions(variant, pos, legal, side, style, rng);
  if (options.length > 0) return options;
  const other = legal.find((a) => a.type === 'done') ?? legal.find((a) => a.type !== 'concede' && a.type !== 'undo');
  return [other ?? legal[0]];
}

/** The maneuver choices worth considering, the preferred one first: the move the level would make (or ending the
 * maneuver), then the next best first moves, then ending it when allowed. Empty when no piece may move. */
function maneuverOptions<A extends TacticAction>(variant: TacticRoster, pos: BattlePosition, legal: readonly A[], side: 'attacker' | 'defender', style: BattleStyle, rng: AiRng): A[] {
  const allMoves = legal.filter((a): a is A & BattleMoveAction => a.type === 'battleMove');
  if (allMoves.length === 0) return [];
  // A Titan enters last, behind the screen the others form…
  const isTitan = (id: string): boolean => {
    const p = pos.pieces.find((x) => x.id === id);
    return !!p && p.hex === null && variant.creatures[p.creature]?.kind === 'titan';
  };
  const others = allMoves.filter((a) => !isTitan(a.piece));
  const titanWaiting = allMoves.find((a) => isTitan(a.piece))?.piece;
  // …unless the others would shut it out: a side whose Titan never entered has lost (§10.1, §19.3), so it enters first then.
  const keepsTitanIn = (a: BattleMoveAction): boolean => !titanWaiting || legalMoves(withMove(pos, a.piece, a.to), titanWaiting).length > 0;
  const othersFirst = others.some((a) => pos.pieces.find((p) => p.id === a.piece)?.hex === null) ? others.filter(keepsTitanIn) : [];
  const moves = othersFirst.length > 0 ? othersFirst : allMoves;
  const done = legal.find((a) => a.type === 'done');
  const aggr = aggression(pos, side);
  remember(pos, style, aggr);
  // the previous decision's plans mostly weighed these moves already (a maneuver goes on from the position they led to)
  const known = knownGains(pos, side, style, aggr);
  // twins entering (plan.ts `twinKey`) gain alike: a move is weighed once for both
  const twinGains = new Map<string, number>();
  const twinOf = new Map<string, string | undefined>();
  const keyOf = (id: string): string | undefined => {
    if (!twinOf.has(id)) {
      const piece = pos.pieces.find((p) => p.id === id);
      twinOf.set(id, piece ? twinKey(pos, piece) : undefined);
    }
    return twinOf.get(id);
  };
  const gainOf = (a: BattleMoveAction): number => {
    const alike = keyOf(a.piece);
    const twin = alike === undefined ? undefined : twinGains.get(`${alike}>${a.to}`);
    if (twin !== undefined) return twin;
    const v = known?.get(`${a.piece}>${a.to}`) ?? moveGain(pos, a.piece, a.to, style, aggr);
    if (alike !== undefined) twinGains.set(`${alike}>${a.to}`, v);
    return v;
  };
  const ranked = moves.map((a) => ({ a, v: gainOf(a) + rng.float() * 1e-3 })).sort((x, y) => y.v - x.v);
  const waiting = pos.pieces.some((p) => p.side === side && p.hex === null && !p.slain && moves.some((m) => m.piece === p.id));
  const mayEnd = !!done && !waiting;
  let first: A;
  if (style.lookahead) {
    const plan = bestPlan(pos, side, style, aggr, ranked.map((r) => r.a), mayEnd);
    first = (plan ? ranked.find((r) => r.a === plan)?.a : undefined) ?? (mayEnd && done ? done : ranked[0].a);
  } else first = ranked[0].v > 0.5 || !mayEnd || !done ? ranked[0].a : done;
  const out: A[] = [first];
  for (const r of ranked) if (out.length < 4 && r.a !== first) out.push(r.a);
  if (mayEnd && done && first !== done) out.push(done);
  return out;
}

function value(variant: TacticRoster, creature: string): number {
  const c = variant.creatures[creature];
  return c ? c.power * c.skill : 0;
}
