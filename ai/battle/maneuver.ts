// Battle maneuvers, one piece at a time: each legal move is scored by what the moved piece could strike, what could
// strike it back, terrain, height and (for the attacker, more each round) how far it is from the enemy; the best
// improving move is made, else the maneuver ends. The defender's Titan keeps to high ground and out of contact.
import { battleRange, contactEnemies, entryHexes, hexNeighbour, legalMoves, strikeChart, strikePhaseDamage, strikeTargets, type BattlePosition, type PieceLike } from '../../engine/family/battle/rules.js';
import { HEX_COUNT, HEX_LABELS, NEIGHBOURS, hexIndex } from '../../engine/family/battle/grid.js';
import { landInfo } from '../../engine/family/battle/hazards.js';
import { hitDistribution } from '../../engine/titan/preview/odds.js';
import { damageWorth, pieceWorth, strikeWorth } from './expect.js';
import { type AfterScores, afterScores, contactWorth, type MoveMade, movesAfterEntry, scoredOnce } from './memo.js';
import { rangedExposure, rangestrikersNear } from './ranged.js';

/** How a side fights: `tactical` weighs strike-backs and terrain; `caution` scales the strike-backs. */
export interface BattleStyle {
  readonly tactical: boolean;
  readonly caution: number;
  /** Compare a few whole-maneuver plans before moving (Hard). */
  readonly lookahead?: boolean;
  /** Weigh the Titan's exposure as the whole strikes (kills counted) of the strongest enemies that can walk into
   * contact, one through each open hex beside him (Gods of Titan, 24.7: a Master's death loses his legion the battle
   * and his Titan-player the game, and its Dark-Creatures outweigh a 6-power Titan). */
  readonly guardTitan?: boolean;
}

type Side = 'attacker' | 'defender';

function living(pos: BattlePosition, side: Side): PieceLike[] {
  return pos.pieces.filter((p) => p.side === side && !p.slain);
}

/** Fighting weight of a side's pieces (remaining power × skill). */
function sideWeight(pos: BattlePosition, side: Side): number {
  let s = 0;
  for (const p of living(pos, side)) s += (p.power - p.hits) * (pos.creatures[p.creature]?.skill ?? 3);
  return s;
}

/** How strongly a side wants contact: the attacker more every round (time loss, §10.5), the defender only when stronger. */
export function aggression(pos: BattlePosition, side: Side): number {
  const other: Side = side === 'attacker' ? 'defender' : 'attacker';
  const ratio = sideWeight(pos, side) / Math.max(1, sideWeight(pos, other));
  if (side === 'attacker') return 1.5 + pos.round * 1.2 + (ratio > 1.5 ? 2 : 0) + timeStake(pos);
  return ratio > 1.4 ? 2.5 : ratio > 1 ? 0.8 : 0.2;
}

/** From the fourth round the attacker's pull toward the enemy grows with what a time loss would cost it (§10.5: the
 * whole legion, Titan included) per piece still able to fight. */
function timeStake(pos: BattlePosition): number {
  if (pos.round < 4) return 0;
  const mine = living(pos, 'attacker');
  let stake = 0;
  for (const p of mine) stake += pieceWorth(pos, p);
  return (stake / Math.max(1, mine.length)) * 0.15 * (pos.round - 3);
}

/** How much an attacker still weighs the enemy's strike-backs: less every round from the fourth, because a time loss
 * (§10.5) costs the whole legion, Titan included, while a bold piece risks only itself. */
export function timeCaution(pos: BattlePosition, side: Side): number {
  return side === 'attacker' && pos.round > 3 ? 1 / (pos.round - 2) : 1;
}

/** Score of one piece where it stands, for its side (`piece` one of `pos.pieces`; once per remembered position). */
export function pieceScore(pos: BattlePosition, piece: PieceLike, style: BattleStyle, aggr: number): number {
  return scoredOnce(pos, piece, style, aggr, () => scoreAt(pos, piece, style, aggr), undisturbedWhereItStands);
}

/** Whether a piece's score where it stands is what it was before `made` (undisturbed). */
function undisturbedWhereItStands(pos: BattlePosition, piece: PieceLike, made: MoveMade, style: BattleStyle): boolean {
  return piece.hex !== null && undisturbed(pos, piece, piece.hex, made, style);
}

function scoreAt(pos: BattlePosition, piece: PieceLike, style: BattleStyle, aggr: number): number {
  // A piece left off the board when the maneuver ends is lost.
  if (piece.hex === null) return -2 * pieceWorth(pos, piece) - 20;
  const c = pos.creatures[piece.creature];
  const isTitan = c?.kind === 'titan';
  const contacts = contactEnemies(pos, piece.id);
  let offense = 0;
  if (contacts.length > 0) {
    // a scratch on a fresh enemy Titan is worth what it wears him down, not what his death would end (issue 22 a)
    for (const e of contacts) offense = Math.max(offense, contactWorth(pos, piece, e, true));
  } else if (c?.rangestrikes && piece.side === pos.active) {
    for (const t of strikeTargets(pos, piece.id)) {
      const e = pos.pieces.find((p) => p.id === t.target);
      if (e) offense = Math.max(offense, strikeWorth(pos, piece, e));
    }
  }
  let defense = 0;
  for (const e of contacts) {
    // an enemy touching several of ours strikes one of them; the Titan is the one he picks (issue 22 d: a Titan sent
    // beside the enemy Titan among others takes his whole strike), the others share what is left
    const share = isTitan ? 1 : Math.max(1, contactEnemies(pos, e.id).length);
    defense += contactWorth(pos, e, piece) / share;
  }
  let dist = 99;
  for (const e of pos.pieces) {
    if (e.side === piece.side || e.hex === null || e.slain) continue;
    dist = Math.min(dist, battleRange(piece.hex, e.hex) - 2);
  }
  if (dist === 99) dist = 0;
  // A Titan stays back (defender: on the tower's heights) unless its side must press the attack.
  const titanBack = isTitan && (piece.side === 'defender' || pos.round < 5);
  const caution = style.caution * timeCaution(pos, piece.side);
  if (!style.tactical) return offense - caution * defense - 3 * dist;
  // the Titan also counts the rangestrikers that could reach him next turn (issue 22 b)
  const exposed = isTitan ? (style.guardTitan ? guardedExposure(pos, piece) : exposure(pos, piece)) + rangedExposure(pos, piece) : exposure(pos, piece) * 0.35;
  const info = landInfo(pos);
  const i = hexIndex(piece.hex);
  const hazard = info.hazard[i];
  let place = info.elevation[i] * (piece.side === 'defender' ? 3 : 1.5);
  if (hazard !== 'Plains' && c?.nativeHexes.includes(hazard)) place += 4;
  const damage = strikePhaseDamage(pos, piece.id);
  if (damage > 0) place -= (damage * pieceWorth(pos, piece)) / piece.power;
  const titanAggr = titanBack ? Math.min(aggr, 0.2) : aggr;
  if (isTitan) place += info.elevation[i] * 4;
  return offense - caution * (defense * (isTitan ? 1.5 : 1) + exposed) + place - titanAggr * dist;
}

/** The enemies not yet in contact with a piece standing at `hex` (where it stands unless given) that can walk into
 * contact within `turns` maneuvers (range within their movement). */
function reachers(pos: BattlePosition, piece: PieceLike, turns = 1, hex: string | null = piece.hex): PieceLike[] {
  if (hex === null) return [];
  const out: PieceLike[] = [];
  let fromEdge = -1;
  for (const e of pos.pieces) {
    if (e.side === piece.side || e.slain) continue;
    const ec = pos.creatures[e.creature];
    if (!ec) continue;
    if (e.hex === null && fromEdge < 0) {
      fromEdge = 99;
      for (const h of entryHexes(pos, e.side)) fromEdge = Math.min(fromEdge, battleRange(hex, h) - 1);
    }
    const gap = e.hex === null ? fromEdge : battleRange(hex, e.hex) - 2;
    if (gap > 0 && gap <= ec.skill * turns) out.push(e);
  }
  return out;
}

/** The hexes beside a piece an enemy could step into (not held by its own side): a screened piece is safer. */
function openSides(pos: BattlePosition, piece: PieceLike): number {
  let open = 0;
  for (let side = 0; side < 6; side++) {
    const n = piece.hex === null ? null : hexNeighbour(piece.hex, side);
    if (n && !pos.pieces.some((p) => p.hex === n && !p.slain && p.side === piece.side)) open++;
  }
  return open;
}

/** The plain strike of an enemy on a piece (its power in dice at the chart's number for the two skills). */
function plainStrike(pos: BattlePosition, e: PieceLike, piece: PieceLike): { dice: number; need: number } {
  return { dice: e.power, need: strikeChart(pos.creatures[e.creature]?.skill ?? 3, pos.creatures[piece.creature]?.skill ?? 3) };
}

/** What the enemies that could walk into contact with a piece standing at `hex` next turn would strike, each with its
 * plain strike odds (before its own side's screen: it reads the enemies alone). */
function reachingStrikes(pos: BattlePosition, piece: PieceLike, hex: string | null): number {
  const perHit = pieceWorth(pos, piece) / piece.power;
  let total = 0;
  for (const e of reachers(pos, piece, 1, hex)) {
    const { dice, need } = plainStrike(pos, e, piece);
    total += dice * ((7 - need) / 6) * perHit;
  }
  return total;
}

/** Expected worth the enemy could strike from a piece next turn, less as fewer hexes beside the piece are open. */
function exposure(pos: BattlePosition, piece: PieceLike): number {
  const total = reachingStrikes(pos, piece, piece.hex);
  return total === 0 ? 0 : total * Math.min(1, openSides(pos, piece) / 3);
}

/** `guardTitan`'s exposure: the strongest enemies that can walk into contact, as many as there are open hexes beside
 * the piece, each at the worth of its whole strike's hit distribution (a kill counted double, as every strike is);
 * those two maneuvers away at half, so that the screen forms before they come (the defender places first). */
function guardedExposure(pos: BattlePosition, piece: PieceLike): number {
  const open = openSides(pos, piece);
  if (open === 0) return 0;
  const near = reachers(pos, piece);
  const worths = reachers(pos, piece, 2).map((e) => {
    const { dice, need } = plainStrike(pos, e, piece);
    return damageWorth(pos, piece, hitDistribution(dice, need)).worth * (near.includes(e) ? 1 : 0.5);
  });
  return worths.sort((a, b) => b - a).slice(0, open).reduce((a, b) => a + b, 0);
}

/** The piece moved to a hex (a new position; nothing else changes). */
export function withMove(pos: BattlePosition, pieceId: string, to: string): BattlePosition {
  return { ...pos, pieces: pos.pieces.map((p) => (p.id === pieceId ? { ...p, hex: to, moved: true } : p)) };
}

/** Penalty for an entering piece (`before`, off the board) that shuts the edge on pieces still waiting to enter (they
 * would be lost). */
function entryBlocking(pos: BattlePosition, next: BattlePosition, before: PieceLike, to: string, style: BattleStyle): number {
  let blocked = 0;
  if (!style.tactical) {
    const waiting = next.pieces.filter((w) => w.side === before.side && w.hex === null && !w.slain).length;
    if (waiting > 0 && entryHexes(next, before.side).includes(to)) blocked += 25 * waiting;
    return blocked;
  }
  const free = new Set<string>();
  let waiting = 0;
  for (const w of next.pieces) {
    if (w.side !== before.side || w.hex !== null || w.slain) continue;
    waiting++;
    const moves = movesAfterEntry(pos, next, w, to);
    if (moves.length === 0) blocked += 2 * pieceWorth(next, w) + 20;
    for (const h of moves) free.add(h);
  }
  blocked += 70 * Math.max(0, waiting - free.size);
  if (waiting > 0 && entryHexes(next, before.side).includes(to)) blocked += 10 * waiting;
  return blocked;
}

/** Whether the Titan's score (pieceScore) stays what it was when another piece of his side moves from `from` to `to`
 * (the difference then is 0 without working it out): it reads his side's other pieces only through the hexes around
 * him (exposure), the lines and paths of enemy rangestrikers (rangedExposure) and his own rangestrikes' lines — not
 * when he is guarded (`guardTitan`: the enemies' ways to him run two maneuvers out, past any of his side's pieces). */
function titanUnaffected(pos: BattlePosition, t: PieceLike, from: string | null, to: string, style: BattleStyle): boolean {
  if (t.hex === null || style.guardTitan || pos.creatures[t.creature]?.rangestrikes) return false;
  for (let s = 0; s < 6; s++) {
    const n = hexNeighbour(t.hex, s);
    if (n !== null && (n === from || n === to)) return false;
  }
  return !rangestrikersNear(pos, t);
}

/** Whether a piece's score at `hex` (scoreAt: the piece stands there) is what it was before `made`, a move of another
 * piece of its side: the score reads its side's other pieces only through the free hexes next to it (when enemies
 * could walk into contact: exposure), the pieces next to the enemies in contact with it (their strikes' shares), a
 * rangestriker's lines and (the Titan's, where he stands) the enemy rangestrikers' lines and paths; never a guarded
 * Titan's (`guardTitan`, as titanUnaffected). No game hooks: they may read anything. */
function undisturbed(pos: BattlePosition, piece: PieceLike, hex: string, made: MoveMade, style: BattleStyle): boolean {
  if (pos.hooks || piece.id === made.id) return false;
  const c = pos.creatures[piece.creature];
  if (c?.rangestrikes || (c?.kind === 'titan' && (style.guardTitan || hex !== piece.hex || rangestrikersNear(pos, piece)))) return false;
  let mover: PieceLike | undefined;
  for (const p of pos.pieces) if (p.id === made.id) mover = p;
  return mover?.side === piece.side && disturbed(pos, mover, made)[hexIndex(hex)] === 0;
}

/** The hexes marked by `disturbed`, per move. */
const disturbedBy = new WeakMap<MoveMade, Uint8Array>();

/** The hexes where a piece of the mover's side may score otherwise once `made` (the mover's move, in `pos` the position
 * after it): the hexes it left and reached, those next to them where enemies could walk into contact (exposure counts
 * the free hexes around a piece), and those next to an enemy next to them (that enemy's strikes are shared). */
function disturbed(pos: BattlePosition, mover: PieceLike, made: MoveMade): Uint8Array {
  let marks = disturbedBy.get(made);
  if (marks) return marks;
  marks = new Uint8Array(HEX_COUNT);
  for (const h of [made.from, made.to]) {
    if (h === null) continue;
    const i = hexIndex(h);
    marks[i] = 1;
    for (let s = 0; s < 6; s++) {
      const n = NEIGHBOURS[i * 6 + s] as number;
      if (n >= 0 && reachingStrikes(pos, mover, HEX_LABELS[n] as string) !== 0) marks[n] = 1;
    }
    for (const e of pos.pieces) {
      if (e.side === mover.side || e.hex === null || e.slain || battleRange(e.hex, h) !== 2) continue;
      const j = hexIndex(e.hex);
      for (let s = 0; s < 6; s++) {
        const n = NEIGHBOURS[j * 6 + s] as number;
        if (n >= 0) marks[n] = 1;
      }
    }
  }
  disturbedBy.set(made, marks);
  return marks;
}

/** The score kept under `key` for a piece (`scored`, standing at `hex` after the move) in `pos`, or the one the
 * position a plan stepped from kept when the step between left it as it was (then kept here too); undefined if none. */
function recall(k: AfterScores | undefined, pos: BattlePosition, key: string, scored: PieceLike, hex: string, style: BattleStyle): number | undefined {
  if (!k) return undefined;
  const v = k.after.get(key);
  if (v !== undefined || !k.prior) return v;
  const earlier = k.prior.after.get(key);
  if (earlier === undefined || !undisturbed(pos, scored, hex, k.prior.made, style)) return undefined;
  k.after.set(key, earlier);
  return earlier;
}

/** The piece of `pos` with this id (one that is there). */
function pieceIn(pos: BattlePosition, id: string): PieceLike {
  return pos.pieces.find((p) => p.id === id) as PieceLike;
}

/** Gain of moving a piece to a hex, for its side. In a remembered position the scores after the move (the piece's,
 * its Titan's) are kept, and taken over from the position a plan stepped from where the step between left them. */
export function moveGain(pos: BattlePosition, pieceId: string, to: string, style: BattleStyle, aggr: number): number {
  const before = pos.pieces.find((p) => p.id === pieceId);
  if (!before) return -Infinity;
  const k = afterScores(pos, style, aggr);
  const key = `${pieceId}>${to}`;
  let moved = recall(k, pos, key, before, to, style);
  // Moving a screen away (or in) changes how exposed our Titan is.
  const t = style.tactical ? pos.pieces.find((p) => p.side === before.side && p.id !== pieceId && p.hex !== null && !p.slain && pos.creatures[p.creature]?.kind === 'titan') : undefined;
  const tKey = t && !titanUnaffected(pos, t, before.hex, to, style) ? `${t.id}@${key}` : undefined;
  let there = t && tKey ? recall(k, pos, tKey, t, t.hex as string, style) : 0;
  let blocked = 0;
  if (moved === undefined || there === undefined || before.hex === null) {
    const next = withMove(pos, pieceId, to);
    if (moved === undefined) {
      moved = pieceScore(next, pieceIn(next, pieceId), style, aggr);
      k?.after.set(key, moved);
    }
    if (there === undefined && t && tKey) {
      there = pieceScore(next, pieceIn(next, t.id), style, aggr);
      k?.after.set(tKey, there);
    }
    if (before.hex === null) blocked = entryBlocking(pos, next, before, to, style);
  }
  // both scores are known by now (worked out above when they were not kept)
  const titan = t && tKey ? (there as number) - pieceScore(pos, t, style, aggr) : 0;
  return (moved as number) - pieceScore(pos, before, style, aggr) - blocked + titan - duel(pos, before, to, style);
}

/** What a Titan stepping beside the enemy Titan costs when another piece of his side could take that hex instead (issue
 * 22 d: both Titans died in a duel the others could have fought): the enemy Titan's whole strike on him, twice. */
function duel(pos: BattlePosition, piece: PieceLike, to: string, style: BattleStyle): number {
  if (!style.tactical || pos.creatures[piece.creature]?.kind !== 'titan') return 0;
  const rival = pos.pieces.find((e) => e.side !== piece.side && !e.slain && e.hex !== null && pos.creatures[e.creature]?.kind === 'titan' && battleRange(e.hex, to) === 2);
  if (!rival) return 0;
  const stand = pos.pieces.some((o) => o.side === piece.side && o.id !== piece.id && !o.slain && !o.moved && legalMoves(pos, o.id).includes(to as never));
  if (!stand) return 0;
  const there = withMove(pos, piece.id, to);
  return 2 * strikeWorth(there, rival, there.pieces.find((p) => p.id === piece.id) as PieceLike);
}
