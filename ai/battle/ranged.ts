// What the enemy's rangestrikers could take from a piece on their next turn (§12: a rangestriker that is not in contact
// may move, then rangestrike a target it sees within range; one in contact may do neither, §11.3, §12.2). The Titan's
// safety weighs it: a wounded Titan left where two Warlocks can reach him dies with his legion still standing (issue
// 22 b); tying the rangestrikers up in contact, blocking their lines or stepping out of reach are the answers.
import { battleRange, legalMoves, strikeTargets, type BattlePosition, type PieceLike } from '../../engine/family/battle/rules.js';
import { strikeWorth } from './expect.js';

/** The position at the start of `side`'s next turn as far as its moves and strikes go: its phase, nobody moved or struck yet. */
function turnOf(pos: BattlePosition, side: 'attacker' | 'defender'): BattlePosition {
  return { ...pos, active: side, pieces: pos.pieces.map((p) => (p.side === side && (p.moved || p.struck) ? { ...p, moved: false, struck: false } : p)) };
}

/** Whether `r` is a rangestriker on the board that could reach `piece` next turn at all: a move of its skill, then a
 * rangestrike within its skill (nothing farther). */
function mayReach(pos: BattlePosition, r: PieceLike, piece: PieceLike): boolean {
  const rc = pos.creatures[r.creature];
  return !r.slain && r.hex !== null && piece.hex !== null && !!rc?.rangestrikes && battleRange(r.hex, piece.hex) <= 2 * rc.skill + 2;
}

/** Whether any enemy rangestriker could reach `piece` next turn (if none, rangedExposure is 0 wherever the piece's own
 * side stands). */
export function rangestrikersNear(pos: BattlePosition, piece: PieceLike): boolean {
  return pos.pieces.some((r) => r.side !== piece.side && mayReach(pos, r, piece));
}

/** Expected worth the enemy's rangestrikers could strike from `piece` next turn: for each one free to act, its best
 * rangestrike on `piece` from where it stands or from a hex it may move to (the engine's own moves and lines). */
export function rangedExposure(pos: BattlePosition, piece: PieceLike): number {
  if (piece.hex === null) return 0;
  const enemy = piece.side === 'attacker' ? 'defender' : 'attacker';
  let turn: BattlePosition | null = null;
  let total = 0;
  for (const r of pos.pieces) {
    if (r.side !== enemy || !mayReach(pos, r, piece)) continue;
    turn ??= turnOf(pos, enemy);
    let best = 0;
    for (const to of [r.hex as string, ...legalMoves(turn, r.id)]) {
      const there = to === r.hex ? turn : { ...turn, pieces: turn.pieces.map((p) => (p.id === r.id ? { ...p, hex: to } : p)) };
      if (!strikeTargets(there, r.id).some((t) => t.target === piece.id && t.rangestrike)) continue;
      const striker = there.pieces.find((p) => p.id === r.id) as PieceLike;
      best = Math.max(best, strikeWorth(there, striker, piece));
    }
    total += best;
  }
  return total;
}
