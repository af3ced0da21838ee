// The Movement Phase: each legal move is worth the recruit it makes possible, the expected result of the battle it
// starts, the next turn's recruiting prospects, minus the danger of the land it ends on; staying put is worth the
// danger where it stands. The best improving move is made until none improves (then the phase ends). Also the
// first-turn mulligan.
import type { Action, MoveAction } from '../../engine/titan/actions.js';
import type { BoardLegion } from '../../engine/titan/master/rules.js';
import type { LandId, MarkerId } from '../../engine/titan/state.js';
import type { LegionView } from '../../engine/titan/view.js';
import { characterValue } from '../../engine/titan/values.js';
import { type Ctx, engagementValue, estimate, type LegionEstimate, myLegions, oddsAt, scoreOf, TITAN_LOSS } from '../context.js';
import { attackOdds } from '../search/engagement-search.js';
import { bestRecruit, prospects } from './recruits.js';
import type { Odds } from '../strength.js';
import { boardLegions, enemyReach, type OddsFn, type Reach, threatAt, withLegionAt } from './threat.js';

interface Scored {
  readonly action: MoveAction;
  readonly gain: number;
}

/** An attack won less often than this is hopeless (issue 22 c: a club player does not take a one-in-five battle). */
const HOPELESS_ODDS = 0.2;

/** What an attack rated hopeless costs beyond its expected value: more than any other move can gain or lose. */
const HOPELESS = 10 * TITAN_LOSS;

/** The least threat caution of any level for the Titan legion. */
const TITAN_CAUTION = 0.8;

/** How much a level weighs threats to its Titan legion (every level guards it: losing it ends the game). */
function titanCaution(ctx: Ctx): number {
  return Math.max(ctx.cfg.caution, TITAN_CAUTION);
}

/** Value of my legion ending its move on `land` (an enemy there means a battle first). */
function landValue(ctx: Ctx, reach: readonly Reach[], mine: LegionEstimate, land: LandId, moved: boolean, attackCache: Map<string, number>, guard: TitanGuard | undefined): number {
  const terrain = ctx.variant.lands[land].terrain;
  const enemy = ctx.view.legions.find((l) => l.land === land && l.owner !== ctx.me);
  const recruit = moved ? (bestRecruit(ctx, mine.creatures, terrain)?.worth ?? 0) : 0;
  if (enemy) {
    const key = `${mine.marker}@${land}`;
    let ev = attackCache.get(key);
    if (ev === undefined) {
      const theirs = estimate(ctx, enemy);
      const odds = attackOdds(ctx, mine, theirs, land);
      ev = engagementValue(ctx, odds, true, mine, theirs) + odds.attackerWins * recruit * 0.8;
      // a battle it rates hopeless is never its choice while another move or the phase's end is legal: a threat where
      // it stands may not come, or may be fled, and a long shot at a Titan feeds his legion points and Angels when it
      // fails, as it mostly does; only when every legal move is such an attack does the least bad lead
      if (odds.attackerWins < HOPELESS_ODDS) ev -= HOPELESS;
      // Hard: a Titan legion that wins stays there, weakened, through the enemies' next turn
      if (guard && mine.titanChance >= 1) ev += odds.attackerWins * titanCaution(ctx) * guard.after(mine, theirs, land, odds.attackerLoss);
      attackCache.set(key, ev);
    }
    return ev;
  }
  // Every level guards its Titan legion (losing it ends the game); carelessness only shows with the others.
  const titan = mine.titanChance >= 1;
  const caution = titan ? titanCaution(ctx) : ctx.cfg.caution;
  const titanGuard = titan ? guard : undefined;
  const threats = titanGuard && moved ? titanGuard.reachAt(mine.marker, land) : reach;
  return recruit + caution * threatAt(ctx, threats, mine, land, titanGuard?.odds);
}

/** How a searching level guards its Titan legion in movement. */
interface TitanGuard {
  /** The battles that could cost it its Titan, simulated (a quarter of its usual simulations, memoised per enemy
   * legion, terrain and the Titan legion's contents for the whole decision). */
  readonly odds: OddsFn;
  /** The enemies' reach of the land it moves to, read from the board with it standing there: an enemy legion's move
   * ends on it with any roll its path allows and may pass the land it left (§7.1), a Titan teleport lands where it
   * stands now and a Tower teleport, to a vacant land, no longer there (§8.1, §8.2) — the board before the move counts
   * the rolls that end exactly there and teleports that cannot come. Memoised per land. */
  readonly reachAt: (marker: MarkerId, land: LandId) => readonly Reach[];
  /** What moving another legion of mine from `from` to `land` changes in the threat to the Titan legion where
   * it stands (negative when the move opens an enemy's way to it, positive when it blocks one: a legion stops on the
   * first land holding an enemy, §7.1). Only a legion leaving or entering a land some enemy can reach can change it.
   * Memoised per move. */
  readonly cover: (marker: MarkerId, from: LandId, land: LandId) => number;
  /** The threat to the Titan legion where it won a battle against `beaten`, weakened by `loss` (value units, its
   * cheapest characters first): the beaten legion is gone, and all its owner's legions with his Titan (§1.1). */
  readonly after: (mine: LegionEstimate, beaten: LegionEstimate, land: LandId, loss: number) => number;
}

/** The legion left after losing about `loss` value units, its cheapest characters first (never its Titan). */
function weakened(ctx: Ctx, mine: LegionEstimate, loss: number): LegionEstimate {
  const score = scoreOf(ctx, mine.owner);
  const byWorth = mine.creatures.map((c) => ({ c, worth: characterValue(ctx.variant, c, score) })).sort((a, b) => a.worth - b.worth);
  let left = loss;
  const kept = byWorth.filter(({ c, worth }) => {
    if (ctx.variant.creatures[c]?.kind === 'titan' || worth / 2 > left) return true;
    left -= worth;
    return false;
  });
  return { ...mine, creatures: kept.map(({ c }) => c) };
}

/** Hard's guard of its Titan legion (none for the levels that do not search). */
function titanGuard(ctx: Ctx, board: readonly BoardLegion[], reach: readonly Reach[]): TitanGuard | undefined {
  if (ctx.cfg.rollouts === 0) return undefined;
  const memo = new Map<string, Odds>();
  const reaches = new Map<string, readonly Reach[]>();
  const odds: OddsFn = (a, d, l) => {
    const key = `${a.marker}|${ctx.variant.lands[l].terrain}|${d.creatures.join(',')}`;
    let o = memo.get(key);
    if (!o) {
      o = attackOdds(ctx, a, d, l, 'Bottom', Math.max(1, Math.floor(ctx.cfg.rollouts / 4)));
      memo.set(key, o);
    }
    return o;
  };
  const reachAt = (marker: MarkerId, land: LandId): readonly Reach[] => {
    const key = `${marker}@${land}`;
    let r = reaches.get(key);
    if (!r) {
      r = enemyReach(ctx, withLegionAt(board, marker, land));
      reaches.set(key, r);
    }
    return r;
  };
  const titan = myLegions(ctx).map((l) => estimate(ctx, l)).find((l) => l.titanChance >= 1);
  const reachable = new Set<LandId>(reach.flatMap((r) => [...r.rolls.keys()]));
  const titanThreat = titan ? threatAt(ctx, reach, titan, titan.land, odds) : 0;
  const covers = new Map<string, number>();
  return {
    odds,
    cover: (marker, from, land) => {
      if (!titan || marker === titan.marker || (!reachable.has(from) && !reachable.has(land))) return 0;
      const key = `${marker}@${land}`;
      let c = covers.get(key);
      if (c === undefined) {
        c = threatAt(ctx, reachAt(marker, land), titan, titan.land, odds) - titanThreat;
        covers.set(key, c);
      }
      return c;
    },
    after: (mine, beaten, land, loss) => {
      const left = weakened(ctx, mine, loss);
      const gone = (l: LegionEstimate): boolean => l.marker === beaten.marker || (beaten.titanChance >= 0.5 && l.owner === beaten.owner);
      const reach = reachAt(mine.marker, land).filter((r) => !gone(r.legion));
      return threatAt(ctx, reach, left, land, odds);
    },
    reachAt,
  };
}

/** How much a next turn's prospect counts beside this turn's (the enemy moves first: the target may leave). */
const NEXT_TURN = 0.3;

/** The worth of `mine` attacking, next turn, the enemy legion standing on a land (as it stands now): the battle's
 * expected value where it is worth taking (never one rated hopeless), else nothing. Memoised per pair. */
function nextAttack(ctx: Ctx, mine: LegionEstimate, cache: Map<string, number>): (at: LandId) => number {
  return (at) => {
    const enemy = ctx.view.legions.find((l) => l.land === at && l.owner !== ctx.me);
    if (!enemy) return 0;
    const key = `${mine.marker}>${enemy.marker}`;
    let ev = cache.get(key);
    if (ev === undefined) {
      const theirs = estimate(ctx, enemy);
      const odds = oddsAt(ctx, mine, theirs, at);
      ev = odds.attackerWins < HOPELESS_ODDS ? 0 : Math.max(0, engagementValue(ctx, odds, true, mine, theirs));
      cache.set(key, ev);
    }
    return ev;
  };
}

function scoreMoves(ctx: Ctx, moves: readonly MoveAction[]): Scored[] {
  const board = boardLegions(ctx);
  const reach = enemyReach(ctx, board);
  const mine = new Map<string, LegionView>(myLegions(ctx).map((l) => [l.marker, l]));
  const stay = new Map<string, number>();
  const attackCache = new Map<string, number>();
  const guard = titanGuard(ctx, board, reach);
  const huntCache = new Map<string, number>();
  const out: Scored[] = [];
  for (const a of moves) {
    const l = mine.get(a.marker);
    if (!l) continue;
    const est = estimate(ctx, l);
    const hunt = nextAttack(ctx, est, huntCache);
    let here = stay.get(a.marker);
    if (here === undefined) {
      here = landValue(ctx, reach, est, l.land, false, attackCache, guard) + NEXT_TURN * prospects(ctx, board, l.marker, est.creatures, l.land, hunt);
      stay.set(a.marker, here);
    }
    const there = landValue(ctx, reach, est, a.to, true, attackCache, guard) + NEXT_TURN * prospects(ctx, board, l.marker, est.creatures, a.to, hunt);
    // Hard also weighs what the move opens or blocks on the enemies' ways to its Titan legion
    const cover = guard ? titanCaution(ctx) * guard.cover(a.marker, l.land, a.to) : 0;
    out.push({ action: a, gain: there - here + cover });
  }
  return out;
}

/** Chooses a move, the end of the phase, or a mulligan. */
export function chooseMovement(ctx: Ctx): Action {
  const moves = ctx.legal.filter((a): a is MoveAction => a.type === 'move');
  const end = ctx.legal.find((a) => a.type === 'endMoves');
  const mulligan = ctx.legal.find((a) => a.type === 'mulligan');
  const scored = scoreMoves(ctx, moves).sort((a, b) => b.gain - a.gain);
  if (mulligan && (scored.length === 0 || scored[0].gain < 4)) return mulligan;
  if (scored.length === 0) return end ?? mulligan ?? ctx.legal[0];
  if (ctx.cfg.noise > 0 && ctx.rng.float() < ctx.cfg.noise) {
    const titanLegion = myLegions(ctx).find((l) => estimate(ctx, l).titanChance >= 1)?.marker;
    // A mistake never sends the Titan legion into a battle it would not choose anyway.
    const titanAttack = (m: Scored): boolean => m !== scored[0] && !!titanLegion && m.action.marker === titanLegion && ctx.view.legions.some((l) => l.land === m.action.to && l.owner !== ctx.me);
    const near = scored.slice(0, Math.min(4, scored.length)).filter((m) => !titanAttack(m));
    const pick = near[ctx.rng.int(near.length)];
    if (pick.gain > 0 || !end) return pick.action;
  }
  if (scored[0].gain > 0.5 || !end) return scored[0].action;
  return end;
}
