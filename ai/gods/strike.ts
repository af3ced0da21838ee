// The Gods of Titan AI's strikes (rules 13, 14): each legal strike, rangestrike or carry rated by what it is expected
// to do — the chance that it slays its target (times the target's worth, a Master's above all, 24.7) and the hits
// it is expected to land — from the strike numbers and dice the engine's legal actions carry.
import { godsCharacter } from '../../engine/gods/data/characters.js';
import type { GodsBattlePiece } from '../../engine/gods/battle/types.js';
import type { GodsBattleView } from '../../engine/gods/engagement/view.js';

/** A Master slain ends the battle and, for a Titan, its seat's game (24.7): worth this many times its value. */
const MASTER_FACTOR = 4;

/** The chance that one die of strike number `n` hits (13.4: 6 always hits, 1 never). */
export function hitChance(strikeNumber: number): number {
  return Math.min(5, Math.max(1, 7 - strikeNumber)) / 6;
}

/** The chance of at least `need` hits from `dice` dice each hitting with chance `p`. */
export function atLeast(dice: number, p: number, need: number): number {
  if (need <= 0) return 1;
  if (need > dice) return 0;
  let term = (1 - p) ** dice; // k = 0
  let below = 0;
  for (let k = 0; k < need; k++) {
    below += term;
    term = (term * (dice - k) * p) / ((k + 1) * (1 - p || 1));
  }
  return Math.max(0, 1 - below);
}

/** A piece's worth in battle: its remaining power by its skill, a Master's raised. */
export function pieceWorth(piece: GodsBattlePiece): number {
  const def = godsCharacter(piece.name);
  const worth = Math.max(0, piece.power - piece.hits) * (def?.skill ?? 3);
  return def?.abilities.includes('master-power') ? worth * MASTER_FACTOR : worth;
}

/** What a strike of `dice` dice at `strikeNumber` on `targetId` is expected to be worth. */
export function strikeWorth(battle: GodsBattleView, targetId: string, dice: number, strikeNumber: number): number {
  const target = battle.pieces.find((p) => p.id === targetId);
  if (!target) return 0;
  const p = hitChance(strikeNumber);
  const left = Math.max(1, target.power - target.hits);
  const kill = atLeast(dice, p, left);
  const perHit = pieceWorth(target) / left;
  return kill * pieceWorth(target) + Math.min(dice * p, left) * perHit * 0.5;
}

/** What `hits` certain hits (a carry, 13.6) on `targetId` are worth: the target slain, or its share of hits. */
export function hitsWorth(battle: GodsBattleView, targetId: string, hits: number): number {
  const target = battle.pieces.find((p) => p.id === targetId);
  if (!target) return 0;
  const left = Math.max(1, target.power - target.hits);
  return hits >= left ? pieceWorth(target) : (hits * pieceWorth(target)) / left / 2;
}
