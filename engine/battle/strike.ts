// Striking and rangestriking (§12, §13 and the Hazard Chart's striking rows): who may strike whom, strike numbers,
// dice, and the carry-over rules with the penalty options of §13.4/§13.5.
import type { CreatureDef, HexsideHazard } from '../data/types.js';
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

/** Strike Chart (§13.2): 4 − attacker skill + defender skill, plus hazard modifiers, kept within 2…6. */
function chart(attackerSkill: number, defenderSkill: number, modifier: number): number {
  return Math.min(6, Math.max(2, 4 - attackerSkill + defenderSkill + modifier));
}

/** Everything the Hazard Chart changes about one normal strike. */
interface Melee {
  readonly power: number;
  /** Striker skill after its penalties (Brambles, up a Slope or Wall), without the Wall bonus. */
  readonly skill: number;
  /** +1 skill striking down across a Wall (a benefit, §13.5). */
  readonly wallBonus: number;
  /** Strike number modifier (native target in Brambles struck by a non-native). */
  readonly modifier: number;
  /** Dice benefits (§13.5): native down a Slope +1, native down a Dune +2, a native striking from the Volcano +2. */
  readonly slopeDice: number;
  readonly duneDice: number;
  readonly volcanoDice: number;
  /** −1 die for a non-native striking up across a Dune. */
  readonly dunePenalty: number;
  readonly hexside: HexsideHazard | null;
  /** The strike goes up across the hexside (the target's hex records it). */
  readonly up: boolean;
  readonly targetSkill: number;
}

function melee(info: LandInfo, striker: PieceLike, sc: CreatureDef, si: number, tc: CreatureDef, ti: number): Melee {
  const slot = si * 6 + SIDE_TOWARDS[si * HEX_COUNT + ti]!;
  const hexside = info.sideHazard[slot] as HexsideHazard | null; // slot is a side of an on-board hex: in range
  const down = hexside !== null && info.sideTop[slot] === si;
  const up = hexside !== null && info.sideTop[slot] === ti;
  let skill = sc.skill;
  if (info.hazard[si] === 'Brambles' && !nativeToHex(sc, 'Brambles')) skill--;
  if (up && hexside === 'Slope' && !nativeToSide(sc, 'Slope')) skill--;
  if (up && hexside === 'Wall') skill--;
  const brambleDefence = info.hazard[ti] === 'Brambles' && nativeToHex(tc, 'Brambles') && !nativeToHex(sc, 'Brambles');
  return {
    power: striker.power,
    skill,
    wallBonus: down && hexside === 'Wall' ? 1 : 0,
    modifier: brambleDefence ? 1 : 0,
    slopeDice: down && hexside === 'Slope' && nativeToSide(sc, 'Slope') ? 1 : 0,
    duneDice: down && hexside === 'Dune' && nativeToSide(sc, 'Dune') ? 2 : 0,
    volcanoDice: info.hazard[si] === 'Volcano' && nativeToHex(sc, 'Volcano') ? 2 : 0,
    dunePenalty: up && hexside === 'Dune' && !nativeToSide(sc, 'Dune') ? -1 : 0,
    hexside,
    up,
    targetSkill: tc.skill,
  };
}

function meleeNumber(m: Melee): number {
  return chart(m.skill + m.wallBonus, m.targetSkill, m.modifier);
}

function meleeDice(m: Melee): number {
  return m.power + m.slopeDice + m.duneDice + m.volcanoDice + m.dunePenalty;
}

/** §12: a rangestrike's dice and strike number, or null if the rangestrike is not possible. */
function ranged(pos: BattlePosition, info: LandInfo, striker: PieceLike, sc: CreatureDef, si: number, tc: CreatureDef, ti: number): { dice: number; strikeNumber: number } | null {
  const range = rangeByIndex(si, ti);
  if (range < 3 || range > 4 || range > sc.skill) return null;
  const magic = sc.magicMissile;
  if (isLord(tc) && !magic) return null;
  let skill = sc.skill;
  let modifier = 0;
  if (!magic) {
    const penalty = rangestrikePathPenalty(pos, sc, si, ti);
    if (penalty < 0) return null;
    skill -= penalty + (range === 4 ? 1 : 0);
    if (info.hazard[ti] === 'Brambles' && nativeToHex(tc, 'Brambles') && !nativeToHex(sc, 'Brambles')) modifier++;
    if (info.hazard[ti] === 'Volcano' && nativeToHex(tc, 'Volcano')) modifier++;
  }
  const volcano = info.hazard[si] === 'Volcano' && nativeToHex(sc, 'Volcano') ? 2 : 0;
  return { dice: Math.floor(striker.power / 2) + volcano, strikeNumber: chart(skill, tc.skill, modifier) };
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
  const info = landInfo(pos.land);
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
  const info = landInfo(pos.land);
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
  const info = landInfo(pos.land);
  if (r.mode === 'range') return ranged(pos, info, r.striker, r.sc, r.si, r.tc, r.ti)?.strikeNumber ?? null;
  return meleeNumber(melee(info, r.striker, r.sc, r.si, r.tc, r.ti));
}

/** §13 / §12.2: how many dice the strike rolls, hazard dice included; 0 if the strike is not allowed. */
export function strikeDice(pos: BattlePosition, strikerId: string, targetId: string): number {
  const r = resolve(pos, strikerId, targetId);
  if (!r?.mode) return 0;
  const info = landInfo(pos.land);
  if (r.mode === 'range') return ranged(pos, info, r.striker, r.sc, r.si, r.tc, r.ti)?.dice ?? 0;
  return meleeDice(melee(info, r.striker, r.sc, r.si, r.tc, r.ti));
}

/** Which hazard benefits a chosen strike keeps. */
interface Kept {
  readonly slope: boolean;
  readonly dune: boolean;
  readonly volcano: boolean;
}

/** §13.4/§13.5: the other enemies that could take carried hits from a melee strike on r.target with these choices. */
function carrySet(pos: BattlePosition, r: Resolved, first: Melee, kept: Kept, chosen: number): PieceLike[] {
  const info = landInfo(pos.land);
  const wallUsed = first.wallBonus > 0 && chosen < chart(first.skill, first.targetSkill, first.modifier);
  const out: PieceLike[] = [];
  for (const other of adjacentEnemies(pos, r.striker, false)) {
    if (other === r.target || other.hex === null) continue;
    const oc = pos.creatures[other.creature];
    if (!oc) continue;
    const m = melee(info, r.striker, r.sc, r.si, oc, hexIndex(other.hex));
    if (meleeNumber(m) > chosen) continue;
    if (kept.slope && first.slopeDice > 0 && m.slopeDice === 0) continue;
    if (kept.dune && first.duneDice > 0 && m.duneDice === 0) continue;
    if (kept.volcano && first.volcanoDice > 0 && m.volcanoDice === 0) continue;
    if (wallUsed && m.wallBonus === 0) continue;
    if (m.hexside === 'Dune' && m.up && first.hexside !== 'Dune') continue;
    out.push(other);
  }
  return out;
}

const KEEP_ALL: Kept = { slope: true, dune: true, volcano: true };

/** §13.4: ids of the other enemies that could take carried hits from a normal strike on the target (no penalty taken). */
export function carryTargets(pos: BattlePosition, strikerId: string, targetId: string): string[] {
  const r = resolve(pos, strikerId, targetId);
  if (r?.mode !== 'melee') return [];
  const first = melee(landInfo(pos.land), r.striker, r.sc, r.si, r.tc, r.ti);
  return carrySet(pos, r, first, KEEP_ALL, meleeNumber(first)).map((p) => p.id);
}

/**
 * §13.4/§13.5: the normal strike, then each (dice, strike number) choice — a higher strike number announced before
 * rolling and/or hazard dice forgone — that lets hits carry to more enemies; [] when no such choice exists.
 */
export function strikeOptions(pos: BattlePosition, strikerId: string, targetId: string): StrikeOption[] {
  const r = resolve(pos, strikerId, targetId);
  if (r?.mode !== 'melee') return [];
  const first = melee(landInfo(pos.land), r.striker, r.sc, r.si, r.tc, r.ti);
  const normalNumber = meleeNumber(first);
  const normal: StrikeOption = {
    dice: meleeDice(first),
    strikeNumber: normalNumber,
    carryTargets: carrySet(pos, r, first, KEEP_ALL, normalNumber).map((p) => p.id),
  };
  const candidates: StrikeOption[] = [];
  for (let mask = 0; mask < 8; mask++) {
    const kept: Kept = { slope: (mask & 1) === 0, dune: (mask & 2) === 0, volcano: (mask & 4) === 0 };
    // Forgoing a benefit the strike does not have is the same choice as keeping it.
    if ((!kept.slope && !first.slopeDice) || (!kept.dune && !first.duneDice) || (!kept.volcano && !first.volcanoDice)) continue;
    const dice = normal.dice - (kept.slope ? 0 : first.slopeDice) - (kept.dune ? 0 : first.duneDice) - (kept.volcano ? 0 : first.volcanoDice);
    for (let n = normalNumber; n <= 6; n++) {
      const carry = carrySet(pos, r, first, kept, n).map((p) => p.id);
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
  return chosen.length === 0 ? [] : [normal, ...chosen];
}
