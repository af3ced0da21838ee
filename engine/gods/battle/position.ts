// The Gods battle seen by the shared battle rules (engine/family/battle/rules.ts): its pieces as PieceLike, each with a
// CreatureDef built from the Character Chart and its side's nativity (Darkness, Cloud: 12.7), the Gods Hazard Chart,
// and the hooks where Gods of Titan changes a classic rule (12.3 allowance, 12.4 lock, 13.4 God, 14.2 range 4,
// 14.6 immunities).
import type { BattlePosition, BattleHooks, MoveAllowance, PieceLike } from '../../family/battle/position.js';
import { strikeChart } from '../../family/battle/strike.js';
import { landInfo } from '../../family/battle/hazards.js';
import { hexIndex } from '../../family/battle/grid.js';
import type { CharacterKind, CreatureDef } from '../../family/types.js';
import type { HazardTable } from '../../family/battle/hazard-table.js';
import { LastObjectMemo } from '../../platform/memo.js';
import { GODS_CHARACTERS, type GodsCharacterClass, type GodsCharacterDef } from '../data/characters.js';
import { GODS_HAZARDS, type GodsHexHazardRule } from '../data/hazards.js';
import { GODS_HEXSIDE_HAZARDS, GODS_HEX_HAZARDS } from '../data/hazard-names.js';
import { extendedCreature } from './extensions.js';
import type { GodsBattlePiece, GodsBattleState, GodsOwner, GodsSide } from './types.js';

/** The Gods Hazard Chart as the shared rules read it (its classic fields). */
export const GODS_HAZARD_TABLE: HazardTable = GODS_HAZARDS;

/** 12.3: the most hexes any character moves in one maneuver; a larger allowance only absorbs slowed steps (A7). */
export const MAX_HEXES = 4;

/** The chart row of a character name, or undefined. */
export function chartRow(name: string): GodsCharacterDef | undefined {
  return Object.prototype.hasOwnProperty.call(GODS_CHARACTERS, name) ? GODS_CHARACTERS[name] : undefined;
}

const KIND: Readonly<Record<GodsCharacterClass, CharacterKind>> = {
  master: 'titan', lord: 'lord', elemental: 'demilord', demilord: 'demilord', human: 'demilord',
  creature: 'creature', 'sea-creature': 'creature', 'dark-creature': 'creature',
};

const HEX_NAMES: readonly string[] = GODS_HEX_HAZARDS;
const SIDE_NAMES: readonly string[] = GODS_HEXSIDE_HAZARDS;

/** Hazard Chart, Darkness and Cloud: the hazards a whole side is native to, besides the chart's natives. */
function sideNatives(owner: GodsOwner): string[] {
  const side = owner === 'black' ? 'darklord' : owner === 'neutral' ? null : 'titan-players';
  return GODS_HEX_HAZARDS.filter((h) => side !== null && GODS_HAZARDS.hexes[h].nativeSide === side);
}

/** The CreatureDef the shared rules read for one piece: its chart row, its power, its side's nativity. */
function creatureOf(piece: GodsBattlePiece, owner: GodsOwner): CreatureDef {
  const row = chartRow(piece.name);
  if (!row) throw new Error(`not a Gods of Titan character: ${piece.name}`);
  const natives = [...row.natives, ...sideNatives(owner)];
  return {
    name: row.name,
    plural: row.name,
    kind: KIND[row.cls],
    power: piece.power,
    skill: row.skill,
    rangestrikes: row.rangestrikes,
    flies: row.flies,
    magicMissile: row.magicRangestrike,
    summonable: row.abilities.includes('summonable'),
    nativeHexes: natives.filter((h) => HEX_NAMES.includes(h)),
    nativeHexsides: natives.filter((h) => SIDE_NAMES.includes(h)),
    count: row.count,
    acquirablePoints: null,
  };
}

/** 24.7: a Master (Titan, Dark-Titan, Phantom, God): its death ends the battle with the strike phase. */
export function isMaster(name: string): boolean {
  return chartRow(name)?.cls === 'master';
}

/** Whether a character has an ability (engine/gods/data/ability-ids.ts). */
export function hasAbility(name: string, ability: GodsCharacterDef['abilities'][number]): boolean {
  return chartRow(name)?.abilities.includes(ability) ?? false;
}

const HEX_RULES = GODS_HAZARDS.hexes as Readonly<Record<string, GodsHexHazardRule>>;

/** The Gods-only effects of the hex a piece stands in (null off the board). */
export function hexRuleAt(pos: BattlePosition, hex: string | null): GodsHexHazardRule | null {
  return hex === null ? null : ruleAt(pos, hexIndex(hex)) ?? null;
}

/** Whether a character is native to the hazard of a hex. */
export function nativeAt(pos: BattlePosition, c: CreatureDef, hex: string): boolean {
  return c.nativeHexes.includes(landInfo(pos).hazard[hexIndex(hex)]!);
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

/** The Gods-only rule of the hex with index h. */
export function ruleAt(pos: Pick<BattlePosition, 'land' | 'hazards'>, h: number): GodsHexHazardRule | undefined {
  return HEX_RULES[landInfo(pos).hazard[h]!];
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

const POSITIONS = new LastObjectMemo<GodsBattleState, GodsSide, BattlePosition>();

/** The shared rules' position of a battle for the side acting (pieces keyed by id: `creature` is the piece id). */
export function positionOf(state: GodsBattleState, active: GodsSide = state.active): BattlePosition {
  let pos = POSITIONS.get(state, active);
  if (!pos) {
    const creatures: Record<string, CreatureDef> = {};
    for (const p of state.pieces) creatures[p.id] = extendedCreature(state, p, creatureOf(p, state.owners[p.side]));
    pos = {
      land: state.land,
      hazards: GODS_HAZARD_TABLE,
      creatures,
      pieces: state.pieces.map((p) => ({ ...p, creature: p.id })),
      active,
      attackerEntry: state.attackerEntry,
      round: state.round,
      hooks: GODS_BATTLE_HOOKS,
    };
    POSITIONS.set(state, active, pos);
  }
  return pos;
}

/** The CreatureDef of a piece in a position. */
export function creatureIn(pos: BattlePosition, id: string): CreatureDef {
  const c = pos.creatures[id];
  if (!c) throw new Error(`no piece ${id} in this battle`);
  return c;
}
