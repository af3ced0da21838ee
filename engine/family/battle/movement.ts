// The maneuver rules (§10.1–§10.2, §11 and the Hazard Chart's movement rows): contact, entry edges, Tower deployment
// and the hexes a character may end its move on.
import type { CreatureDef } from '../types.js';
import type { HexLabel } from './grid.js';
import { HEX_COUNT, HEX_LABELS, NEIGHBOURS, edgeHexes, hexIndex, oppositeEdge } from './grid.js';
import {
  BAR_ALL, BAR_NON_NATIVE, NO_FLIGHT_ALL, NO_FLIGHT_NON_NATIVE, SIDE_BARS_WALKERS, SIDE_SLOWS_UP_ALL, SIDE_SLOWS_UP_NON_NATIVE,
  SLOW_LANDING_ALL, SLOW_LANDING_NON_NATIVE, SLOW_WALK_ALL, SLOW_WALK_NON_NATIVE, hexDamage, hexEffect, landInfo, sideEffect, type LandInfo,
} from './hazards.js';
import type { BattlePosition, MoveAllowance, PieceLike } from './position.js';

function pieceById(pos: BattlePosition, pieceId: string): PieceLike | undefined {
  return pos.pieces.find((p) => p.id === pieceId);
}

/** Whether two on-board hexes are adjacent and not separated by a hexside that breaks contact (a Cliff). */
export function touching(info: LandInfo, i: number, j: number): boolean {
  for (let s = 0; s < 6; s++) {
    if (NEIGHBOURS[i * 6 + s] === j) return info.noContact[i * 6 + s] === 0;
  }
  return false;
}

/** Enemies on the board next to a piece and in contact with it; `withSlain` also counts pieces slain this phase. */
export function adjacentEnemies(pos: BattlePosition, piece: PieceLike, withSlain: boolean): PieceLike[] {
  if (piece.hex === null) return [];
  const info = landInfo(pos);
  const i = hexIndex(piece.hex);
  return pos.pieces.filter(
    (p) => p.side !== piece.side && p.hex !== null && (withSlain || !p.slain) && touching(info, i, hexIndex(p.hex)),
  );
}

/** Whether any enemy is in contact with a piece (the allocation-free form of adjacentEnemies). */
export function hasAdjacentEnemy(pos: BattlePosition, piece: PieceLike, withSlain: boolean): boolean {
  if (piece.hex === null) return false;
  const info = landInfo(pos);
  const i = hexIndex(piece.hex);
  for (const p of pos.pieces) {
    if (p.side !== piece.side && p.hex !== null && (withSlain || !p.slain) && touching(info, i, hexIndex(p.hex))) return true;
  }
  return false;
}

/** §11.3: the living enemies a piece is in contact with (adjacent, not across a hexside that breaks contact). */
export function contactEnemies(pos: BattlePosition, pieceId: string): PieceLike[] {
  const piece = pieceById(pos, pieceId);
  return piece ? adjacentEnemies(pos, piece, false) : [];
}

/** §11.3: whether a piece is in contact with a living enemy (it may not move, and must strike one of them). */
export function isInContact(pos: BattlePosition, pieceId: string): boolean {
  const piece = pieceById(pos, pieceId);
  return piece ? hasAdjacentEnemy(pos, piece, false) : false;
}

/** §10.1–§10.2: the edge hexes a side enters from (Tower: attacker Bottom, defender TopDefense). */
export function entryHexes(pos: BattlePosition, side: 'attacker' | 'defender'): HexLabel[] {
  const attackerEdge = pos.land.tower ? 'Bottom' : pos.attackerEntry;
  return [...edgeHexes(side === 'attacker' ? attackerEdge : oppositeEdge(attackerEdge))];
}

/** Hazard Chart (Drift): the hits a piece's hex deals it as a strike phase begins (0 off the board or when immune). */
export function strikePhaseDamage(pos: BattlePosition, pieceId: string): number {
  const piece = pieceById(pos, pieceId);
  if (!piece || piece.hex === null) return 0;
  const creature = pos.creatures[piece.creature];
  return creature ? hexDamage(landInfo(pos), creature, hexIndex(piece.hex)) : 0;
}

/** Whether a hex hazard forbids a walker to enter it, or a flier to land on it (Tree; Volcano, Bog for non-natives). */
function hexBarred(info: LandInfo, c: CreatureDef, h: number): boolean {
  return hexEffect(info, c, h, BAR_ALL, BAR_NON_NATIVE);
}

/** Whether a flier may not fly over hex h (the Volcano, for non-natives). */
function flightBarred(info: LandInfo, c: CreatureDef, h: number): boolean {
  return hexEffect(info, c, h, NO_FLIGHT_ALL, NO_FLIGHT_NON_NATIVE);
}

/** Cost of a walker's step into hex `to` across side `side` of the hex it leaves (-1 = from off the board); 0 = may not. */
function walkCost(info: LandInfo, c: CreatureDef, from: number, side: number, to: number): number {
  if (hexBarred(info, c, to)) return 0;
  let slowed = hexEffect(info, c, to, SLOW_WALK_ALL, SLOW_WALK_NON_NATIVE);
  if (from >= 0) {
    const slot = from * 6 + side;
    if ((info.sideMove[slot]! & SIDE_BARS_WALKERS) !== 0) return 0;
    if (info.sideTop[slot] === to && sideEffect(info, c, slot, SIDE_SLOWS_UP_ALL, SIDE_SLOWS_UP_NON_NATIVE)) slowed = true;
  }
  return slowed ? 2 : 1;
}

/** Scratch tables of the searches (the engine is single-threaded; no allocation per search). */
const OCCUPIED = new Uint8Array(HEX_COUNT);
/** Movement left on reaching a hex: [h] with no spare slowed step left, [HEX_COUNT + h] with one (see MoveAllowance). */
const LEFT = new Int8Array(HEX_COUNT * 2);
/** A state is queued again only when its movement left grows, at most once per point of allowance. */
const QUEUE = new Int16Array(HEX_COUNT * 16);

/** The walk's queue length and the hexes that stop a walker, beside LEFT and QUEUE (module scratch, not closures: a
 * walk runs for every piece of every maneuver listed, and a closure made per walk costs more than the walk's steps). */
let queued = 0;
let stopsAt: ((h: number) => boolean) | null = null;

/** A walker reaching `state` with `left` movement left: kept and queued when it has more left than before. */
function reach(state: number, left: number): void {
  const after = stopsAt !== null && left > 0 && stopsAt(state % HEX_COUNT) ? 0 : left;
  if (after <= LEFT[state]!) return;
  LEFT[state] = after;
  QUEUE[queued++] = state;
}

/** A walker's step of `cost` from the layer `from` onto hex `to`; a slowed step (2) may spend the spare instead. */
function step(from: number, cost: number, to: number, left: number): void {
  if (cost > 0 && cost <= left) reach(from + to, left - cost);
  if (cost === 2 && from > 0 && left >= 1) reach(to, left - 1);
}

/** Walkers: LEFT[h] (and LEFT[HEX_COUNT + h] with the spare unused) = the most movement left on reaching h (-1 =
 * unreachable); a spare lets one slowed step cost one. */
function walk(
  info: LandInfo, c: CreatureDef, starts: readonly number[], allowance: number, entering: boolean, spare: number,
  stopsWalker: ((h: number) => boolean) | null,
): void {
  LEFT.fill(-1);
  queued = 0;
  stopsAt = stopsWalker;
  const layer = spare > 0 ? HEX_COUNT : 0;
  if (entering) {
    for (const h of starts) {
      if (OCCUPIED[h] === 1) continue;
      step(layer, walkCost(info, c, -1, 0, h), h, allowance);
    }
  } else {
    LEFT[layer + starts[0]!] = allowance;
    QUEUE[queued++] = layer + starts[0]!;
  }
  for (let head = 0; head < queued; head++) {
    const state = QUEUE[head]!;
    const from = state >= HEX_COUNT ? HEX_COUNT : 0;
    const i = state - from;
    const left = LEFT[state]!;
    if (left === 0) continue;
    for (let s = 0; s < 6; s++) {
      const j = NEIGHBOURS[i * 6 + s]!;
      if (j < 0 || OCCUPIED[j] === 1 || (LEFT[from + j]! >= left - 1 && (from === 0 || LEFT[j]! >= left - 1))) continue;
      step(from, walkCost(info, c, i, s, j), j, left);
    }
  }
  for (let h = 0; h < HEX_COUNT; h++) LEFT[h] = Math.max(LEFT[h]!, LEFT[HEX_COUNT + h]!);
  stopsAt = null; // the position it reads is not kept alive
}

/** Fliers: LEFT[h] = hexes flown to reach h (-1 = unreachable), a hex with an `extra` cost counting as more; §11.4:
 * hazards are ignored until landing, except those barring flight (the Volcano). */
function fly(info: LandInfo, c: CreatureDef, starts: readonly number[], allowance: number, entering: boolean, extra: ((h: number) => number) | null): void {
  LEFT.fill(-1);
  let tail = 0;
  for (const h of starts) {
    if (flightBarred(info, c, h)) continue;
    LEFT[h] = entering ? 1 + (extra ? extra(h) : 0) : 0;
    if (LEFT[h]! > allowance) LEFT[h] = -1;
    else QUEUE[tail++] = h;
  }
  for (let head = 0; head < tail; head++) {
    const i = QUEUE[head]!;
    const flown = LEFT[i]!;
    if (flown >= allowance) continue;
    for (let s = 0; s < 6; s++) {
      const j = NEIGHBOURS[i * 6 + s]!;
      if (j < 0 || (LEFT[j]! >= 0 && LEFT[j]! <= flown + 1) || flightBarred(info, c, j)) continue;
      const next = flown + 1 + (extra ? extra(j) : 0);
      if (next > allowance || (LEFT[j]! >= 0 && LEFT[j]! <= next)) continue;
      LEFT[j] = next;
      QUEUE[tail++] = j;
    }
  }
}

/** Whether a flier that flew `flown` hexes may land on h (a Bramble or Drift landing slows a non-native). */
function mayLand(info: LandInfo, c: CreatureDef, h: number, flown: number, allowance: number): boolean {
  if (hexBarred(info, c, h)) return false;
  const slowed = hexEffect(info, c, h, SLOW_LANDING_ALL, SLOW_LANDING_NON_NATIVE);
  return flown + (slowed ? 1 : 0) <= allowance;
}

const SKILL_ONLY = (_pos: BattlePosition, _piece: PieceLike, c: CreatureDef): MoveAllowance => ({ hexes: c.skill, spare: 0 });

/**
 * §11: the sorted hexes where a piece of the active side may end its move in this maneuver phase (never its own
 * hex). Pieces off the board enter from their side's edge, the first hex counting against the allowance (§11.1);
 * a Tower defender off the board in round 1 deploys on any free start-list hex instead (§10.2).
 */
export function legalMoves(pos: BattlePosition, pieceId: string): HexLabel[] {
  const piece = pieceById(pos, pieceId);
  const creature = piece ? pos.creatures[piece.creature] : undefined;
  if (!piece || !creature || piece.moved || piece.slain || piece.side !== pos.active) return [];
  OCCUPIED.fill(0);
  for (const p of pos.pieces) if (p.hex !== null && p.id !== piece.id) OCCUPIED[hexIndex(p.hex)] = 1;
  if (piece.hex === null && pos.land.tower && piece.side === 'defender' && pos.round === 1) {
    return pos.land.startList.filter((h) => OCCUPIED[hexIndex(h)] === 0).sort();
  }
  const hooks = pos.hooks;
  if (piece.hex !== null && isInContact(pos, piece.id) && !hooks?.neverLocked?.(pos, piece, creature)) return [];
  const info = landInfo(pos);
  const entering = piece.hex === null;
  const starts = entering ? entryHexes(pos, piece.side).map(hexIndex) : [hexIndex(piece.hex as HexLabel)];
  const own = entering ? -1 : starts[0]!;
  const { hexes, spare } = (hooks?.allowance ?? SKILL_ONLY)(pos, piece, creature);
  const allowance = hexes + spare;
  if (creature.flies) fly(info, creature, starts, hexes, entering, hooks?.flightCost ? (h) => hooks.flightCost!(pos, creature, h) : null);
  else walk(info, creature, starts, hexes, entering, spare, hooks?.stopsWalker ? (h) => hooks.stopsWalker!(pos, creature, h) : null);
  // HEX_LABELS is in label order, so the result comes out sorted.
  const out: HexLabel[] = [];
  for (let h = 0; h < HEX_COUNT; h++) {
    const left = LEFT[h]!;
    if (h === own || left < 0 || OCCUPIED[h] === 1) continue;
    if (creature.flies && !mayLand(info, creature, h, left, allowance)) continue;
    out.push(HEX_LABELS[h]!);
  }
  return out;
}
