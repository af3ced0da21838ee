// Everything one decision works from: the seat's view, its belief, the level's knobs, a seeded random source and the
// think-time clock; plus the shared reading of legions (own ones exact, others estimated from the belief).
import type { Action } from '../engine/titan/actions.js';
import type { LandId, MarkerId, PlayerId } from '../engine/titan/state.js';
import type { LegionView, PlayerView } from '../engine/titan/view.js';
import { getVariant, type Variant } from '../engine/titan/variants/index.js';
import { characterValue } from '../engine/titan/values.js';
import { recruitOptions } from '../engine/titan/master/rules.js';
import type { LevelConfig } from './levels.js';
import { type AiMemory, believe } from './memory.js';
import type { AiRng } from './rng.js';
import { battleOdds, type Odds, valueOf } from './strength.js';

/** Losing one's Titan ends one's game: its weight in value units (a strong legion is worth ~100–200). */
export const TITAN_LOSS = 1500;
/** Slaying an enemy Titan removes a player and hands over his markers (see titanKillValue for the last rival). */
export const TITAN_KILL = 800;
/** Points scored (ours or an enemy's) count on top of the creatures themselves: Titan power and Angels. */
export const POINTS_WEIGHT = 0.4;

/** A legion as a decision sees it. */
export interface LegionEstimate {
  readonly marker: MarkerId;
  readonly owner: PlayerId;
  readonly land: LandId;
  /** Exact for own legions and fully seen ones; otherwise the known creatures plus a representative guess. */
  readonly creatures: readonly string[];
  /** Probability that the legion holds its owner's Titan. */
  readonly titanChance: number;
}

/** The inputs of one decision. */
export interface Ctx {
  readonly view: PlayerView;
  readonly me: PlayerId;
  readonly variant: Variant;
  readonly cfg: LevelConfig;
  readonly memory: AiMemory;
  readonly rng: AiRng;
  readonly legal: readonly Action[];
  /** Milliseconds of think time still allowed (Infinity when no clock was given: fixed work instead). */
  readonly timeLeft: () => number;
}

/** Builds a decision context. */
export function makeCtx(view: PlayerView, legal: readonly Action[], cfg: LevelConfig, memory: AiMemory, rng: AiRng, timeLeft: () => number): Ctx {
  if (!view.viewer) throw new Error('the AI needs a seat view, not a spectator view');
  return { view, me: view.viewer, variant: getVariant(view.variant), cfg, memory, rng, legal, timeLeft };
}

/** A player's score. */
export function scoreOf(ctx: Ctx, player: PlayerId): number {
  return ctx.view.players.find((p) => p.id === player)?.score ?? 0;
}

/** Whether a creature list holds a Titan. */
export function hasTitan(ctx: Ctx, creatures: readonly string[]): boolean {
  return creatures.some((c) => ctx.variant.creatures[c]?.kind === 'titan');
}

/** Spreads `count` picks evenly over a value-sorted pool: a representative guess of unknown slots. */
function representative(v: Variant, pool: readonly string[], count: number): string[] {
  if (count <= 0 || pool.length === 0) return [];
  const sorted = [...pool].sort((a, b) => characterValue(v, a, 0) - characterValue(v, b, 0));
  const out: string[] = [];
  const step = sorted.length / count;
  for (let i = 0; i < count; i++) out.push(sorted[Math.min(sorted.length - 1, Math.floor((i + 0.5) * step))]);
  return out;
}

/** Estimates already made, per memory and legion view (both never change once made: each decision observes into a new
 * memory and reads a new view), so a decision reads each legion once however often it asks. */
const estimates = new WeakMap<AiMemory, WeakMap<LegionView, LegionEstimate>>();

/** How a decision reads a legion: exact when fully visible, else believed (ai/memory.ts): the known creatures, the
 * Titan where he more likely is than not, the rest a representative pick of what the unknown ones may be. */
export function estimate(ctx: Ctx, l: LegionView): LegionEstimate {
  let known = estimates.get(ctx.memory);
  if (!known) estimates.set(ctx.memory, (known = new WeakMap()));
  let e = known.get(l);
  if (!e) known.set(l, (e = estimateNow(ctx, l)));
  return e;
}

function estimateNow(ctx: Ctx, l: LegionView): LegionEstimate {
  const shown = l.creatures.filter((c): c is string => c !== null);
  if (shown.length === l.height) return { marker: l.marker, owner: l.owner, land: l.land, creatures: shown, titanChance: hasTitan(ctx, shown) ? 1 : 0 };
  const b = believe(ctx.memory, l, ctx.view.variant);
  const withTitan = !hasTitan(ctx, b.known) && b.titan >= 0.5;
  const fill = representative(ctx.variant, b.candidates, l.height - b.known.length - (withTitan ? 1 : 0));
  return { marker: l.marker, owner: l.owner, land: l.land, creatures: [...b.known, ...fill, ...(withTitan ? [titanOf(ctx)] : [])], titanChance: b.titan };
}

/** The variant's Titan (its first starting leader). */
export function titanOf(ctx: Ctx): string {
  return ctx.variant.startingLeaders[0];
}

/** Legions of a player, as views. */
export function legionsOf(ctx: Ctx, player: PlayerId): LegionView[] {
  return ctx.view.legions.filter((l) => l.owner === player);
}

/** The seat's own legions. */
export function myLegions(ctx: Ctx): LegionView[] {
  return legionsOf(ctx, ctx.me);
}

/** A legion by marker. */
export function legionByMarker(ctx: Ctx, marker: MarkerId): LegionView | undefined {
  return ctx.view.legions.find((l) => l.marker === marker);
}

/** The living player with the highest score other than me (the leader to deny points to), or null. */
export function leader(ctx: Ctx): PlayerId | null {
  const others = ctx.view.players.filter((p) => p.alive && p.id !== ctx.me).sort((a, b) => b.score - a.score);
  return others[0]?.id ?? null;
}

/** Value of an engagement's expected result from my side, given analytic odds; `iAmAttacker` picks the side. */
export function engagementValue(ctx: Ctx, odds: Odds, iAmAttacker: boolean, mine: LegionEstimate, theirs: LegionEstimate): number {
  const myLoss = iAmAttacker ? odds.attackerLoss : odds.defenderLoss;
  const theirLoss = iAmAttacker ? odds.defenderLoss : odds.attackerLoss;
  const leaderBonus = theirs.owner === leader(ctx) && ctx.view.players.length > 2 ? 1.2 : 1;
  // A Titan can fall even in a battle its legion wins (the battle then ends at once, §19.3).
  const deaths = titanDeaths(ctx, odds, iAmAttacker ? mine : theirs, iAmAttacker ? theirs : mine);
  const myTitanDeath = iAmAttacker ? deaths.attacker : deaths.defender;
  const theirTitanDeath = iAmAttacker ? deaths.defender : deaths.attacker;
  return theirLoss * (1 + POINTS_WEIGHT) * leaderBonus - myLoss * (1 + POINTS_WEIGHT) - myTitanDeath * TITAN_LOSS + theirTitanDeath * titanKillValue(ctx, theirs.owner);
}

/** Worth of slaying `victim`'s Titan: against the last rival still alive it wins the game (§1.1: the last Titan
 * wins), as much as losing one's own costs; otherwise it removes a player (TITAN_KILL). */
export function titanKillValue(ctx: Ctx, victim: PlayerId): number {
  const rivals = ctx.view.players.filter((p) => p.alive && p.id !== ctx.me);
  return rivals.length === 1 && rivals[0]?.id === victim ? TITAN_LOSS : TITAN_KILL;
}

/** The analytic odds do not resolve chances below this: a battle estimated below 2 % or above 98 % is taken as
 * hopeless or certain (nor does Hard simulate it). */
export const ODDS_RESOLUTION = 0.02;

/** Odds as the analytic estimate can tell them: 0 or 1 outside its resolution. */
function resolved(p: number): number {
  return p < ODDS_RESOLUTION ? 0 : p > 1 - ODDS_RESOLUTION ? 1 : p;
}

/** How likely the deciding seat's own Titan is to fall in a battle its legion wins, per unit of enemy/own worth
 * (capped at 25 %). Calibrated on simulated battles (63 Titan-legion attacks × 24 battles with the AI's own tactics): the
 * Titan fell in 19 % of them, (1 − odds) says 20 %; this term adds about 5 points of care, where twice as much
 * (31 % in all) kept the Titan legion, early the strongest one, out of every fair fight. */
const WON_BATTLE_TITAN_RISK = 0.125;

/** Probability that each side's Titan falls in an engagement: measured when the odds come from simulated battles,
 * else estimated: a Titan falls with its legion, and (counted for the deciding seat's own Titan only, to be careful)
 * can fall even in a battle its legion wins (the battle then ends at once, §19.3), the likelier the stronger the enemy. */
export function titanDeaths(ctx: Ctx, odds: Odds, att: LegionEstimate, def: LegionEstimate): { attacker: number; defender: number } {
  if (odds.titanDeaths) return odds.titanDeaths;
  const attWorth = Math.max(1, legionWorth(ctx, att.creatures, att.owner));
  const defWorth = Math.max(1, legionWorth(ctx, def.creatures, def.owner));
  const p = resolved(odds.attackerWins);
  return {
    attacker: att.titanChance * ((1 - p) + (att.owner === ctx.me ? p * Math.min(0.25, WON_BATTLE_TITAN_RISK * (defWorth / attWorth)) : 0)),
    defender: def.titanChance * (p + (def.owner === ctx.me ? (1 - p) * Math.min(0.25, WON_BATTLE_TITAN_RISK * (attWorth / defWorth)) : 0)),
  };
}

/** How much of a defender's reinforcement the odds count: it comes only in the fourth round (§14), to a defender
 * still standing then. */
const REINFORCEMENT_SHARE = 0.5;

/** Analytic odds of `att` attacking `def` on a land; a defender that could muster there (§14: a reinforcement in the
 * fourth round, recruited as in the Muster Phase) counts its best recruit in part. */
export function oddsAt(ctx: Ctx, att: LegionEstimate, def: LegionEstimate, land: LandId): Odds {
  const terrain = ctx.variant.lands[land].terrain;
  const a = { creatures: att.creatures, score: scoreOf(ctx, att.owner) };
  const d = { creatures: def.creatures, score: scoreOf(ctx, def.owner) };
  const plain = battleOdds(ctx.variant, a, d, terrain);
  const reinforcement = def.creatures.length < ctx.variant.rules.maxLegionSize ? strongestRecruit(ctx, terrain, def.creatures) : null;
  if (reinforcement === null) return plain;
  const reinforced = battleOdds(ctx.variant, a, { ...d, creatures: [...def.creatures, reinforcement] }, terrain);
  const mix = (x: number, y: number): number => x + (y - x) * REINFORCEMENT_SHARE;
  return { attackerWins: mix(plain.attackerWins, reinforced.attackerWins), attackerLoss: mix(plain.attackerLoss, reinforced.attackerLoss), defenderLoss: plain.defenderLoss };
}

/** The most valuable creature a legion could recruit in a terrain (null: none). */
function strongestRecruit(ctx: Ctx, terrain: string, creatures: readonly string[]): string | null {
  let best: string | null = null;
  for (const o of recruitOptions(ctx.variant, terrain, creatures, ctx.view.caretaker)) {
    if (best === null || characterValue(ctx.variant, o.creature, 0) > characterValue(ctx.variant, best, 0)) best = o.creature;
  }
  return best;
}

/** Value of a creature list for its owner. */
export function legionWorth(ctx: Ctx, creatures: readonly string[], owner: PlayerId): number {
  return valueOf(ctx.variant, creatures, scoreOf(ctx, owner));
}

/** My value of fleeing with a legion (§9.2, §16.1: its characters are lost and the attacker scores half their value). */
export function fleeValue(ctx: Ctx, mine: LegionEstimate): number {
  return -legionWorth(ctx, mine.creatures, mine.owner) * (1 + POINTS_WEIGHT / 2);
}

/** Whether a defending legion may flee (§9.2: not one holding a Lord, the Titan included). */
export function mayFlee(ctx: Ctx, mine: LegionEstimate): boolean {
  if (mine.titanChance > 0) return false;
  return !mine.creatures.some((c) => {
    const kind = ctx.variant.creatures[c]?.kind;
    return kind === 'titan' || kind === 'lord';
  });
}
