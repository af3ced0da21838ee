// Expected worth of strikes (over the engine's hit distributions): what a hit on a piece is worth, and the value of one
// strike (hits, kill chance, hits carried to a second target). Shared by the maneuver and strike choices.
import type { BattlePosition, PieceLike } from '../../engine/family/battle/rules.js';
import { strikeDice, strikeNumber } from '../../engine/family/battle/rules.js';
import { hitDistribution } from '../../engine/titan/preview/odds.js';

/** What a piece is worth to its side: power × skill, a Titan far more (its death ends the battle and the player). */
export function pieceWorth(pos: BattlePosition, p: PieceLike): number {
  const c = pos.creatures[p.creature];
  const base = p.power * (c?.skill ?? 3);
  return c?.kind === 'titan' ? base * 4 + 120 : base;
}

/** Worth of `k` hits that do not kill `target`: its share of the piece's worth; `wear`: for an enemy Titan, of its
 * fighting worth, and of what its death would end only as far as the hits wear it down (hits heal after the battle: a
 * scratch on a fresh 13-power Titan ends nothing, and walking a piece into his strike for it is a blunder, issue 22
 * (a)). */
function woundWorth(pos: BattlePosition, target: PieceLike, k: number, wear: boolean): number {
  const c = pos.creatures[target.creature];
  const w = pieceWorth(pos, target);
  const share = k / target.power;
  if (!wear || c?.kind !== 'titan') return share * w;
  const fighting = target.power * (c.skill ?? 3);
  return share * (fighting + (w - fighting) * Math.min(1, (target.hits + k) / target.power));
}

/** Expected worth of `hits` landing on a piece: damage counts in proportion (woundWorth), a kill counts double. */
export function damageWorth(pos: BattlePosition, target: PieceLike, dist: Float64Array, wear = false): { worth: number; kill: number } {
  const rem = target.power - target.hits;
  const w = pieceWorth(pos, target);
  let worth = 0;
  let kill = 0;
  for (let k = 1; k < dist.length; k++) {
    if (dist[k] === 0) continue;
    if (k >= rem) {
      kill += dist[k];
      worth += dist[k] * 2 * w;
    } else worth += dist[k] * woundWorth(pos, target, k, wear);
  }
  return { worth, kill };
}

/** Expected worth of `striker` striking `target` normally in this position (0 if it may not); `wear` as woundWorth. */
export function strikeWorth(pos: BattlePosition, striker: PieceLike, target: PieceLike, wear = false): number {
  const need = strikeNumber(pos, striker.id, target.id);
  if (need === null) return 0;
  const dice = strikeDice(pos, striker.id, target.id);
  if (dice <= 0) return 0;
  return damageWorth(pos, target, hitDistribution(dice, need), wear).worth;
}

/** Worth of a strike with given dice and number, counting hits carried to the best carry target. */
export function optionWorth(pos: BattlePosition, target: PieceLike, dice: number, need: number, carryTo: readonly PieceLike[]): number {
  const dist = hitDistribution(dice, need);
  const rem = target.power - target.hits;
  const w = pieceWorth(pos, target);
  let worth = 0;
  for (let k = 1; k < dist.length; k++) {
    if (dist[k] === 0) continue;
    if (k < rem) {
      worth += dist[k] * (k / target.power) * w;
      continue;
    }
    worth += dist[k] * 2 * w;
    const extra = k - rem;
    let best = 0;
    for (const c of carryTo) {
      const cr = c.power - c.hits;
      const cw = pieceWorth(pos, c);
      best = Math.max(best, extra >= cr ? 2 * cw : (extra / c.power) * cw);
    }
    worth += dist[k] * best;
  }
  return worth;
}
