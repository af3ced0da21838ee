// Striking and rangestriking (§12, §13 and the Hazard Chart's striking rows): who may strike whom, strike numbers,
// dice, and the carry-over rules with the penalty options of §13.4/§13.5.
import type { CreatureDef } from '../types.js';
import { NO_CHANGE, type HexsideHazardRule, type StrikeChange } from './hazard-table.js';
import { HEX_COUNT, SIDE_TOWARDS, hexIndex, rangeByIndex } from './grid.js';
import { isLord, landInfo, nativeToHex, nativeToSide, type LandInfo } from './hazards.js';
import { rangestrikePathPenalty } from './los.js';
import { adjacentEnemies, hasAdjacentEnemy, touching } from './movement.js';
import type { BattlePosition, PieceLike } from './position.js';

/** One choice a striker may announce before rolling (§13.4, §13.5). */
export interface StrikeOption {
  readonly dice: number;
  readonly strikeNumber: number;
  /** Ids of the other enemies that could take hits carried over from this strike. */
  readonly carryTargets: string[];
}

/** A legal strike target and whether the strike would be a rangestrike. */
export interface StrikeTarget {
  readonly target: string;
  readonly rangestrike: boolean;
}

/** Strike Chart (§13.2): 4 − attacker skill + defender skill, plus hazard modifiers, kept within 1…6 (a 1: every die hits). */
export function strikeChart(attackerSkill: number, defenderSkill: number, modifier = 0): number {
  return Math.min(6, Math.max(1, 4 - attackerSkill + defenderSkill + modifier));
}

/** Everything the Hazard Chart changes about one normal strike. */
interface Melee {
  readonly power: number;
  /** Striker skill after its penalties (striking out of Brambles, up a Slope or Wall), without its bonuses. */
  readonly skill: number;
  /** Skill benefits (§13.5): striking down across a Wall. */
  readonly skillBonus: number;
  /** Strike number modifier (a native target in Brambles struck by a non-native). */
  readonly modifier: number;
  /** Dice benefits of the hexside crossed (a native down a Slope +1, down a Dune +2) and of the striker's hex (a
   * native striking from the Volcano +2): each may be forgone (§13.5). */
  readonly sideDice: number;
  readonly hexDice: number;
  /** Dice penalties (a non-native striking up across a Dune −1). */
  readonly diceLoss: number;
  /** The hexside crossed, if any. */
  readonly side: HexsideHazardRule | null;
  /** The strike goes up across the hexside (the target's hex records it). */
  readonly up: boolean;
  readonly targetSkill: number;
}

function melee(info: LandInfo, striker: PieceLike, sc: CreatureDef, si: number, tc: CreatureDef, ti: number): Melee {
  const slot = si * 6 + SIDE_TOWARDS[si * HEX_COUNT + ti]!;
  const side = info.side[slot] ?? null;
  const up = side !== null && info.sideTop[slot] === ti;
  const byHex = fromHex(info, sc, si, 'meleeFrom');
  let bySide: StrikeChange | null = null;
  if (side !== null) {
    const across = up ? side.strikeUp : side.strikeDown;
    bySide = nativeToSide(sc, info.sideHazard[slot]!) ? across.natives : across.nonNatives;
  }
  const sideSkill = bySide?.skill ?? 0;
  const sideDice = bySide?.dice ?? 0;
  return {
    power: striker.power,
    skill: sc.skill + Math.min(0, byHex.skill) + Math.min(0, sideSkill),
    skillBonus: Math.max(0, byHex.skill) + Math.max(0, sideSkill),
    modifier: nativeDefence(info, sc, tc, ti, 'melee'),
    sideDice: Math.max(0, sideDice),
    hexDice: Math.max(0, byHex.dice),
    diceLoss: Math.min(0, sideDice) + Math.min(0, byHex.dice),
    side,
    up,
    targetSkill: tc.skill,
  };
}

/** What the striker's hex does to its melee strikes or rangestrikes. */
function fromHex(info: LandInfo, sc: CreatureDef, si: number, kind: 'meleeFrom' | 'rangeFrom'): StrikeChange {
  if (info.strikesFrom[si] === 0) return NO_CHANGE;
  const from = info.hex[si]![kind];
  return nativeToHex(sc, info.hazard[si]!) ? from.natives : from.nonNatives;
}

/** The strike number modifier a native target gets from its hex against this striker. */
function nativeDefence(info: LandInfo, sc: CreatureDef, tc: CreatureDef, ti: number, kind: 'melee' | 'range'): number {
  const defence = info.hex[ti]!.nativeDefence;
  const bonus = defence[kind];
  if (bonus === 0) return 0;
  const hazard = info.hazard[ti]!;
  if (!nativeToHex(tc, hazard) || (defence.onlyAgainstNonNatives && nativeToHex(sc, hazard))) return 0;
  return bonus;
}

/** The position's strike number rule: its hook, else the Strike Chart. */
function chartOf(pos: BattlePosition): (strikerSkill: number, targetSkill: number, modifier: number) => number {
  return pos.hooks?.strikeNumber ?? strikeChart;
}

function meleeNumber(pos: BattlePosition, m: Melee): number {
  return chartOf(pos)(m.skill + m.skillBonus, m.targetSkill, m.modifier);
}

function meleeDice(m: Melee): number {
  return m.power + m.sideDice + m.hexDice + m.diceLoss;
}

/** §12: a rangestrike's dice and strike number, or null if the rangestrike is not possible. */
function ranged(pos: BattlePosition, info: LandInfo, striker: PieceLike, sc: CreatureDef, si: number, tc: CreatureDef, ti: number): { dice: number; strikeNumber: number } | null {
  const range = rangeByIndex(si, ti);
  if (range < 3 || range > 4 || range > sc.skill) return null;
  const magic = sc.magicMissile;
  const hooks = pos.hooks;
  if (hooks?.rangestrikeImmune ? hooks.rangestrikeImmune(sc, tc) : isLord(tc) && !magic) return null;
  const byHex = fromHex(info, sc, si, 'rangeFrom');
  let skill = sc.skill + byHex.skill;
  let modifier = 0;
  if (!magic) {
    const penalty = rangestrikePathPenalty(pos, info, sc, si, ti);
    if (penalty < 0) return null;
    skill -= penalty;
    modifier = nativeDefence(info, sc, tc, ti, 'range');
  }
  if (range === 4) skill -= hooks?.longRangePenalty ? hooks.longRangePenalty(sc) : magic ? 0 : 1;
  return { dice: Math.floor(striker.power / 2) + byHex.dice, strikeNumber: chartOf(pos)(skill, tc.skill, modifier) };
}

type Mode = 'melee' | 'range' | null;

/**
 * §12.1: a piece not in contact may rangestrike if it is the mover's and has the bow symbol, and no enemy stands next
 * to it at all — one slain this phase is still on the battleland (§13.6) and still prevents it.
 */
function mayRangestrike(pos: BattlePosition, striker: PieceLike, sc: CreatureDef): boolean {
  return striker.side === pos.active && sc.rangestrikes && !hasAdjacentEnemy(pos, striker, true);
}

interface Resolved {
  readonly striker: PieceLike;
  readonly target: PieceLike;
  readonly sc: CreatureDef;
  readonly tc: CreatureDef;
  readonly si: number;
  readonly ti: number;
  readonly mode: Mode;
}

function resolve(pos: BattlePosition, strikerId: string, targetId: string): Resolved | null {
  const striker = pos.pieces.find((p) => p.id === strikerId);
  const target = pos.pieces.find((p) => p.id === targetId);
  if (!striker || !target || striker.hex === null || target.hex === null) return null;
  const sc = pos.creatures[striker.creature];
  const tc = pos.creatures[target.creature];
  if (!sc || !tc || striker.side === target.side || target.slain || striker.struck) return null;
  const si = hexIndex(striker.hex);
  const ti = hexIndex(target.hex);
  const info = landInfo(pos);
  let mode: Mode = null;
  if (hasAdjacentEnemy(pos, striker, false)) {
    mode = touching(info, si, ti) ? 'melee' : null;
  } else if (mayRangestrike(pos, striker, sc)) {
    mode = ranged(pos, info, striker, sc, si, tc, ti) ? 'range' : null;
  }
  return { striker, target, sc, tc, si, ti, mode };
}

/** §12–§13: whether a piece may strike that target now (melee if in contact, else a rangestrike by the active side). */
export function canStrike(pos: BattlePosition, strikerId: string, targetId: string): boolean {
  return resolve(pos, strikerId, targetId)?.mode != null;
}

/** Every enemy a piece may strike now, in piece order, and whether each strike would be a rangestrike. */
export function strikeTargets(pos: BattlePosition, strikerId: string): StrikeTarget[] {
  const striker = pos.pieces.find((p) => p.id === strikerId);
  const sc = striker ? pos.creatures[striker.creature] : undefined;
  if (!striker || !sc || striker.hex === null || striker.struck) return [];
  const contacts = adjacentEnemies(pos, striker, false);
  if (contacts.length > 0) return contacts.filter((t) => pos.creatures[t.creature]).map((t) => ({ target: t.id, rangestrike: false }));
  if (!mayRangestrike(pos, striker, sc)) return [];
  const info = landInfo(pos);
  const si = hexIndex(striker.hex);
  const out: StrikeTarget[] = [];
  for (const t of pos.pieces) {
    const tc = pos.creatures[t.creature];
    if (t.side === striker.side || t.hex === null || t.slain || !tc) continue;
    if (ranged(pos, info, striker, sc, si, tc, hexIndex(t.hex))) out.push({ target: t.id, rangestrike: true });
  }
  return out;
}

/** §13.2 with the Hazard Chart (§12.3 and §12.6 for rangestrikes): the number needed to hit, null if not allowed. */
export function strikeNumber(pos: BattlePosition, strikerId: string, targetId: string): number | null {
  const r = resolve(pos, strikerId, targetId);
  if (!r?.mode) return null;
  const info = landInfo(pos);
  if (r.mode === 'range') return ranged(pos, info, r.striker, r.sc, r.si, r.tc, r.ti)?.strikeNumber ?? null;
  return meleeNumber(pos, melee(info, r.striker, r.sc, r.si, r.tc, r.ti));
}

/** §13 / §12.2: how many dice the strike rolls, hazard dice included; 0 if the strike is not allowed. */
export function strikeDice(pos: BattlePosition, strikerId: string, targetId: string): number {
  const r = resolve(pos, strikerId, targetId);
  if (!r?.mode) return 0;
  const info = landInfo(pos);
  if (r.mode === 'range') return ranged(pos, info, r.striker, r.sc, r.si, r.tc, r.ti)?.dice ?? 0;
  return meleeDice(melee(info, r.striker, r.sc, r.si, r.tc, r.ti));
}

/** Which hazard dice benefits a chosen strike keeps. */
interface Kept {
  readonly side: boolean;
  readonly hex: boolean;
}

/** An enemy next to the striker besides its target, with the melee strike it would take (what a carry to it asks). */
interface Neighbour {
  readonly id: string;
  readonly m: Melee;
  readonly strikeNumber: number;
}

/** §13.4: the other enemies next to the striker that hits could carry to, each struck as the striker would strike it —
 * worked out once for all the choices of one strike. */
function neighboursOf(pos: BattlePosition, r: Resolved): Neighbour[] {
  const info = landInfo(pos);
  const out: Neighbour[] = [];
  for (const other of adjacentEnemies(pos, r.striker, false)) {
    if (other === r.target || other.hex === null) continue;
    const oc = pos.creatures[other.creature];
    if (!oc) continue;
    const m = melee(info, r.striker, r.sc, r.si, oc, hexIndex(other.hex));
    out.push({ id: other.id, m, strikeNumber: meleeNumber(pos, m) });
  }
  return out;
}

/** §13.4/§13.5: the ids of the `near` enemies that could take carried hits from a melee strike on r.target with these
 * choices. */
function carrySet(pos: BattlePosition, near: readonly Neighbour[], first: Melee, kept: Kept, chosen: number): string[] {
  const out: string[] = [];
  if (near.length === 0) return out;
  const bonusUsed = first.skillBonus > 0 && chosen < chartOf(pos)(first.skill, first.targetSkill, first.modifier);
  for (const { id, m, strikeNumber: needed } of near) {
    if (needed > chosen) continue;
    if (kept.side && first.sideDice > 0 && (m.sideDice === 0 || m.side !== first.side)) continue;
    if (kept.hex && first.hexDice > 0 && m.hexDice === 0) continue;
    if (bonusUsed && m.skillBonus < first.skillBonus) continue;
    if (m.side?.carryUpOnlyAcross && m.up && first.side !== m.side) continue;
    out.push(id);
  }
  return out;
}

const KEEP_ALL: Kept = { side: true, hex: true };

/** §13.4: ids of the other enemies that could take carried hits from a normal strike on the target (no penalty taken). */
export function carryTargets(pos: BattlePosition, strikerId: string, targetId: string): string[] {
  const r = resolve(pos, strikerId, targetId);
  if (r?.mode !== 'melee') return [];
  const first = melee(landInfo(pos), r.striker, r.sc, r.si, r.tc, r.ti);
  return carrySet(pos, neighboursOf(pos, r), first, KEEP_ALL, meleeNumber(pos, first));
}

/**
 * §13.4/§13.5: the normal strike, then each (dice, strike number) choice — a higher strike number announced before
 * rolling and/or hazard dice forgone — that lets hits carry to more enemies; [] when no such choice exists.
 */
export function strikeOptions(pos: BattlePosition, strikerId: string, targetId: string): StrikeOption[] {
  const r = resolve(pos, strikerId, targetId);
  return r?.mode === 'melee' ? meleeOptions(pos, r).options : [];
}

/** Every way a piece may strike a target now: the normal strike first, then the carry options of §13.4/§13.5 (a
 * rangestrike has only its normal strike, whose hits never carry); [] when it may not strike it. */
export function strikeWays(pos: BattlePosition, strikerId: string, targetId: string): StrikeOption[] {
  const r = resolve(pos, strikerId, targetId);
  if (r?.mode === 'range') {
    const shot = ranged(pos, landInfo(pos), r.striker, r.sc, r.si, r.tc, r.ti);
    return shot ? [{ dice: shot.dice, strikeNumber: shot.strikeNumber, carryTargets: [] }] : [];
  }
  if (r?.mode !== 'melee') return [];
  const { normal, options } = meleeOptions(pos, r);
  return options.length > 0 ? options : [normal];
}

/** A melee strike's normal strike and its §13.4/§13.5 options (none when no choice carries hits further). */
function meleeOptions(pos: BattlePosition, r: Resolved): { normal: StrikeOption; options: StrikeOption[] } {
  const near = neighboursOf(pos, r);
  const first = melee(landInfo(pos), r.striker, r.sc, r.si, r.tc, r.ti);
  const normalNumber = meleeNumber(pos, first);
  const normal: StrikeOption = {
    dice: meleeDice(first),
    strikeNumber: normalNumber,
    carryTargets: carrySet(pos, near, first, KEEP_ALL, normalNumber),
  };
  // with no other enemy next to the striker no choice carries hits anywhere
  if (near.length === 0) return { normal, options: [] };
  const candidates: StrikeOption[] = [];
  for (let mask = 0; mask < 4; mask++) {
    const kept: Kept = { side: (mask & 1) === 0, hex: (mask & 2) === 0 };
    // Forgoing a benefit the strike does not have is the same choice as keeping it.
    if ((!kept.side && !first.sideDice) || (!kept.hex && !first.hexDice)) continue;
    const dice = normal.dice - (kept.side ? 0 : first.sideDice) - (kept.hex ? 0 : first.hexDice);
    for (let n = normalNumber; n <= 6; n++) {
      const carry = carrySet(pos, near, first, kept, n);
      if (carry.length > normal.carryTargets.length) candidates.push({ dice, strikeNumber: n, carryTargets: carry });
    }
  }
  candidates.sort((a, b) => b.dice - a.dice || a.strikeNumber - b.strikeNumber);
  const chosen: StrikeOption[] = [];
  for (const c of candidates) {
    const dominated = chosen.some(
      (o) => o.dice >= c.dice && o.strikeNumber <= c.strikeNumber && c.carryTargets.every((t) => o.carryTargets.includes(t)),
    );
    if (!dominated) chosen.push(c);
  }
  return { normal, options: chosen.length === 0 ? [] : [normal, ...chosen] };
}
