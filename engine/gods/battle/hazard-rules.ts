// The Gods Hazard Chart and Character Chart rules in a battle (rules 3.10, 12.3–12.7, 13.4, 14.2, 14.5, 14.6): the
// hooks where Gods of Titan changes a classic rule of the shared battle rules (engine/family/battle, BattleHooks), and
// the Gods-only effects of a hex (carries and damage in Darkness, sea ground) that the core and the add-ons read.
import type { BattlePosition, BattleHooks, MoveAllowance, PieceLike } from '../../family/battle/position.js';
import { strikeChart } from '../../family/battle/strike.js';
import { landInfo } from '../../family/battle/hazards.js';
import { hexIndex } from '../../family/battle/grid.js';
import type { CreatureDef } from '../../family/types.js';
import type { HazardTable } from '../../family/battle/hazard-table.js';
import { GODS_HAZARDS, type GodsHexHazardRule } from '../data/hazards.js';
import { chartRow, hasAbility } from './facts.js';
import type { GodsBattlePiece } from './types.js';

/** The Gods Hazard Chart as the shared rules read it (its classic fields). */
export const GODS_HAZARD_TABLE: HazardTable = GODS_HAZARDS;

/** 12.3: the most hexes any character moves in one maneuver; a larger allowance only absorbs slowed steps (A7). */
export const MAX_HEXES = 4;

const HEX_RULES = GODS_HAZARDS.hexes as Readonly<Record<string, GodsHexHazardRule>>;

/** The Gods-only rule of the hex with index h. */
export function ruleAt(pos: Pick<BattlePosition, 'land' | 'hazards'>, h: number): GodsHexHazardRule | undefined {
  return HEX_RULES[landInfo(pos).hazard[h]!];
}

/** The Gods-only effects of the hex a piece stands in (null off the board). */
export function hexRuleAt(pos: BattlePosition, hex: string | null): GodsHexHazardRule | null {
  return hex === null ? null : ruleAt(pos, hexIndex(hex)) ?? null;
}

/** Whether a character is native to the hazard of a hex. */
export function nativeAt(pos: BattlePosition, c: CreatureDef, hex: string): boolean {
  return c.nativeHexes.includes(landInfo(pos).hazard[hexIndex(hex)]!);
}

/** Whether hits may carry into or out of a strike on this piece (Darkness: never). */
export function carriesAt(pos: BattlePosition, id: string): boolean {
  const hex = pos.pieces.find((p) => p.id === id)?.hex ?? null;
  return !(hexRuleAt(pos, hex)?.noCarry ?? false);
}

/** Hits taken off every strike on this piece (Darkness: 1, A8). */
function damageTakenLess(pos: BattlePosition, id: string): number {
  const hex = pos.pieces.find((p) => p.id === id)?.hex ?? null;
  return hexRuleAt(pos, hex)?.damageTakenLess ?? 0;
}

/** The hits a strike (or a damage spell, A15) scores on this piece of those its dice rolled (Darkness: one less, A8). */
export function hitsScored(pos: BattlePosition, id: string, rolled: number): number {
  return Math.max(0, rolled - (rolled > 0 ? damageTakenLess(pos, id) : 0));
}

/** 3.10: a double-wave Sea-Creature may stand only on sea ground (Water, Beach). */
export function mayStand(pos: Pick<BattlePosition, 'land' | 'hazards'>, piece: Pick<GodsBattlePiece, 'name'>, hex: string): boolean {
  if (chartRow(piece.name)?.water !== 'sea') return true;
  return ruleAt(pos, hexIndex(hex))?.seaGround ?? false;
}

/** 12.3, A7: allowance = skill (+1 for a Creature whose side has a Warlord); at most 4 hexes, the rest absorbs slowed steps. */
function allowance(pos: BattlePosition, piece: PieceLike, c: CreatureDef): MoveAllowance {
  const marches = c.kind === 'creature' && pos.pieces.some((p) => p.side === piece.side && !p.slain && hasAbility(pos.creatures[p.creature]!.name, 'march'));
  const total = c.skill + (marches ? 1 : 0);
  return { hexes: Math.min(total, MAX_HEXES), spare: Math.max(0, total - MAX_HEXES) };
}

/** 12.4: Pegasus (and its rider) and a native standing in Fog are never locked in melee. */
function neverLocked(pos: BattlePosition, piece: PieceLike, c: CreatureDef): boolean {
  if (hasAbility(c.name, 'mount')) return true;
  return piece.hex !== null && (hexRuleAt(pos, piece.hex)?.nativesNeverLocked ?? false) && nativeAt(pos, c, piece.hex);
}

/** 14.6: Masters are immune to every rangestrike; Lords and the Golem to every one but magic ones. */
function rangestrikeImmune(striker: CreatureDef, target: CreatureDef): boolean {
  if (hasAbility(target.name, 'master-immunity')) return true;
  return hasAbility(target.name, 'rangestrike-immunity') && !striker.magicMissile;
}

/** 14.2, 14.5: every rangestriker loses 1 skill at range 4, magic ones too, except the Warlock. */
function longRangePenalty(striker: CreatureDef): number {
  return hasAbility(striker.name, 'magic-rangestrike-long') ? 0 : 1;
}

/** 13.4: clamp(4 + target skill − striker skill, 1, 6); a target without skill (the God, 27.5) is hit by every die. */
function strikeNumber(strikerSkill: number, targetSkill: number, modifier: number): number {
  return targetSkill === 0 ? 1 : strikeChart(strikerSkill, targetSkill, modifier);
}

/** Whether an effect for `who` concerns a character native (or not) to the hazard of hex h. */
function concerns(pos: BattlePosition, who: 'all' | 'non-natives' | 'none', c: CreatureDef, h: number): boolean {
  return who === 'all' || (who === 'non-natives' && !c.nativeHexes.includes(landInfo(pos).hazard[h]!));
}

/** Hazard Chart, Fog: a non-flying non-native's move ends as soon as it enters. */
function stopsWalker(pos: BattlePosition, c: CreatureDef, h: number): boolean {
  const r = ruleAt(pos, h);
  return r !== undefined && concerns(pos, r.stopsWalkers, c, h);
}

/** Hazard Chart, Cloud: a flying non-native pays one more for each Cloud hex it flies into or over. */
function flightCost(pos: BattlePosition, c: CreatureDef, h: number): number {
  const r = ruleAt(pos, h);
  return r !== undefined && concerns(pos, r.slowsFlight, c, h) ? 1 : 0;
}

/** Hazard Chart, Fog and Darkness: a non-magic non-native rangestrike may not pass Fog, nor enter or pass Darkness. */
function sightClosed(pos: BattlePosition, striker: CreatureDef, mids: Int8Array, to: number): boolean {
  for (const h of mids) {
    const stop = ruleAt(pos, h)?.sightStop;
    if (stop && concerns(pos, stop.who, striker, h)) return true;
  }
  const stop = ruleAt(pos, to)?.sightStop;
  return stop?.reach === 'into' && concerns(pos, stop.who, striker, to);
}

/** Gods of Titan's changes to the shared battle rules. */
export const GODS_BATTLE_HOOKS: BattleHooks = {
  allowance, neverLocked, rangestrikeImmune, longRangePenalty, strikeNumber, stopsWalker, sightClosed, flightCost,
};
