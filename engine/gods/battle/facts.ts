// A Gods battle's characters as the Character Chart gives them (rules 3, 12.7, 24.7): a name's chart row and
// abilities, whether it is a Master, and the CreatureDef the shared battle rules read for a piece — its chart row,
// its power and its side's nativity (Darkness, Cloud). Plain lookups that the core and the add-ons share.
import type { BattlePosition } from '../../family/battle/position.js';
import type { CharacterKind, CreatureDef } from '../../family/types.js';
import { GODS_CHARACTERS, type GodsCharacterClass, type GodsCharacterDef } from '../data/characters.js';
import { GODS_HAZARDS } from '../data/hazards.js';
import { GODS_HEXSIDE_HAZARDS, GODS_HEX_HAZARDS } from '../data/hazard-names.js';
import type { GodsSeatRole } from '../data/seats.js';
import type { GodsBattlePiece } from './types.js';

/** The chart rows by name (the chart is frozen): the battle's rules look rows up for every piece again and again. */
const ROWS: ReadonlyMap<string, GodsCharacterDef> = new Map(Object.entries(GODS_CHARACTERS));

/** The chart row of a character name, or undefined. */
export function chartRow(name: string): GodsCharacterDef | undefined {
  return ROWS.get(name);
}

/** Whether a character has an ability (engine/gods/data/ability-ids.ts). */
export function hasAbility(name: string, ability: GodsCharacterDef['abilities'][number]): boolean {
  return chartRow(name)?.abilities.includes(ability) ?? false;
}

/** 24.7: a Master (Titan, Dark-Titan, Phantom, God): its death ends the battle with the strike phase. */
export function isMaster(name: string): boolean {
  return chartRow(name)?.cls === 'master';
}

const KIND: Readonly<Record<GodsCharacterClass, CharacterKind>> = {
  master: 'titan', lord: 'lord', elemental: 'demilord', demilord: 'demilord', human: 'demilord',
  creature: 'creature', 'sea-creature': 'creature', 'dark-creature': 'creature',
};

const HEX_NAMES: readonly string[] = GODS_HEX_HAZARDS;
const SIDE_NAMES: readonly string[] = GODS_HEXSIDE_HAZARDS;

/** Hazard Chart, Darkness and Cloud: the hazards a whole side is native to by its role, besides the chart's natives. */
function sideNatives(role: GodsSeatRole | null): string[] {
  const side = role === 'darklord' ? 'darklord' : role === 'titan-player' ? 'titan-players' : null;
  return GODS_HEX_HAZARDS.filter((h) => side !== null && GODS_HAZARDS.hexes[h].nativeSide === side);
}

/** The CreatureDefs made, by name, power and role: a battle replaces a piece whole at each of its moves, strikes and
 * hits, and each new piece asks again for what only these three decide (the defs are never changed). Emptied when it
 * grows past its bound. */
const DEFS = new Map<string, CreatureDef>();
const DEFS_BOUND = 4096;

/** The CreatureDef the shared rules read for one piece: its chart row, its power, its side's nativity (by the side's
 * role, GodsBattleState.roles). */
export function creatureOf(piece: GodsBattlePiece, role: GodsSeatRole | null): CreatureDef {
  const key = `${piece.name}/${piece.power}/${role ?? ''}`;
  const known = DEFS.get(key);
  if (known) return known;
  const fresh = freshCreature(piece, role);
  if (DEFS.size >= DEFS_BOUND) DEFS.clear();
  DEFS.set(key, fresh);
  return fresh;
}

function freshCreature(piece: GodsBattlePiece, role: GodsSeatRole | null): CreatureDef {
  const row = chartRow(piece.name);
  if (!row) throw new Error(`not a Gods of Titan character: ${piece.name}`);
  const natives = [...row.natives, ...sideNatives(role)];
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

/** The CreatureDef of a piece in a position. */
export function creatureIn(pos: BattlePosition, id: string): CreatureDef {
  const c = pos.creatures[id];
  if (!c) throw new Error(`no piece ${id} in this battle`);
  return c;
}
