// Typed look-ups in a variant's static tables, and the load-time check that every name those tables use exists.
// The engine only ever asks for names taken from the tables themselves or from validated state, so an unknown name
// is a data or caller bug: it fails as a VariantDataError naming the table and key, not as a TypeError later on.
import { BATTLE_GRID } from '../../family/data/generated/battlegrid.js';
import type { BattlelandDef, CreatureDef, LandDef } from '../../family/types.js';
import { RECRUIT_KEYWORDS } from '../data/recruit-keywords.js';
import type { Variant } from './types.js';
import { VariantDataError } from '../../family/data-error.js';

/** A character's chart entry (from a Variant or anything else holding the creature table, e.g. a BattlePosition). */
export function creatureDef(tables: Pick<Variant, 'creatures'>, name: string): CreatureDef {
  const def = tables.creatures[name];
  if (def === undefined) throw new VariantDataError('creatures', name);
  return def;
}

/** A masterboard land by id. */
export function landDef(tables: Pick<Variant, 'lands'>, id: number): LandDef {
  const def = tables.lands[id];
  if (def === undefined) throw new VariantDataError('lands', id);
  return def;
}

/** The battleland of a terrain. */
export function battlelandDef(tables: Pick<Variant, 'battlelands'>, terrain: string): BattlelandDef {
  const def = tables.battlelands[terrain];
  if (def === undefined) throw new VariantDataError('battlelands', terrain);
  return def;
}

/** The Tower lands, ascending: the lands whose battleland is walled (§5.1 starting lands, §8.1 Tower teleports). */
export function towerLands(variant: Pick<Variant, 'landIds' | 'lands' | 'battlelands'>): number[] {
  return variant.landIds.filter((id) => {
    const land = variant.lands[id];
    return land !== undefined && variant.battlelands[land.terrain]?.tower === true;
  }).sort((a, b) => a - b);
}

const GRID_LABELS: ReadonlySet<string> = new Set(BATTLE_GRID.map((h) => h.label));

/** Hazards the battlelands use without a Hazard Chart row, and natives of hazards the chart lacks. */
function hazardProblems(variant: Variant): string[] {
  const problems: string[] = [];
  const hexes = variant.hazards.hexes;
  const sides = variant.hazards.hexsides;
  if (!Object.hasOwn(hexes, 'Plains')) problems.push('hazards: no Plains (the hazard of every hex a battleland does not list)');
  for (const [terrain, land] of Object.entries(variant.battlelands)) {
    for (const [hex, def] of Object.entries(land.hexes)) {
      if (!Object.hasOwn(hexes, def.hazard)) problems.push(`battleland ${terrain}: hex ${hex} has hazard ${def.hazard}, not in the Hazard Chart`);
      for (const side of def.hexsides) {
        if (side !== null && !Object.hasOwn(sides, side)) problems.push(`battleland ${terrain}: hex ${hex} has hexside ${side}, not in the Hazard Chart`);
      }
    }
  }
  for (const c of Object.values(variant.creatures)) {
    for (const h of c.nativeHexes) if (!Object.hasOwn(hexes, h)) problems.push(`creature ${c.name}: native to unknown hazard ${h}`);
    for (const h of c.nativeHexsides) if (!Object.hasOwn(sides, h)) problems.push(`creature ${c.name}: native to unknown hexside ${h}`);
  }
  return problems;
}

/** The starting leaders, the order of play and the seat range against the other tables. */
function ruleProblems(variant: Variant): string[] {
  const problems: string[] = [];
  const [master, lord] = variant.startingLeaders;
  if (variant.creatures[master]?.kind !== 'titan') problems.push(`starting leaders: ${master} is not a character of kind titan`);
  if (variant.creatures[lord]?.kind !== 'lord') problems.push(`starting leaders: ${lord} is not a character of kind lord`);
  const { setup, turn } = variant.phases;
  if (!setup.actions.includes('initialSplit')) problems.push('phases: the setup does not take the initial split');
  const ids = turn.map((p) => p.id);
  if (new Set(ids).size !== ids.length || ids.includes(setup.id)) problems.push(`phases: a phase is listed twice (${ids.join(', ')})`);
  if (!turn.at(-1)?.actions.includes('endTurn')) problems.push('phases: the last phase of the turn does not end it (endTurn)');
  const { min, max } = variant.rules.players;
  const towers = towerLands(variant).length;
  if (!(Number.isInteger(min) && Number.isInteger(max) && min >= 2 && min <= max)) problems.push(`players: ${min} to ${max} is no seat range`);
  if (max > variant.markerColours.length) problems.push(`players: ${max} seats, ${variant.markerColours.length} marker colours`);
  if (max > towers) problems.push(`players: ${max} seats, ${towers} Tower lands`);
  if (variant.rules.reinforcementRound > variant.rules.battleRounds) problems.push('rules: the reinforcement round comes after the last battle round');
  return problems;
}

/** Every dangling name in a variant's tables, as readable problems; [] when the variant is consistent. */
export function validateVariant(variant: Variant): string[] {
  const problems: string[] = [];
  const isCreature = (name: string): boolean => Object.hasOwn(variant.creatures, name);
  for (const [name, def] of Object.entries(variant.creatures)) {
    if (def.name !== name) problems.push(`creatures: entry ${name} describes ${def.name}`);
  }
  for (const id of variant.landIds) {
    const land = variant.lands[id];
    if (!land) {
      problems.push(`landIds: no land ${id}`);
      continue;
    }
    if (!Object.hasOwn(variant.battlelands, land.terrain)) problems.push(`land ${id}: no battleland for terrain ${land.terrain}`);
    for (const exit of land.exits) if (!variant.lands[exit.to]) problems.push(`land ${id}: exit to unknown land ${exit.to}`);
    for (const from of Object.keys(land.attackerEntry)) {
      if (!variant.lands[Number(from)]) problems.push(`land ${id}: attacker entry from unknown land ${from}`);
    }
  }
  for (const [terrain, land] of Object.entries(variant.battlelands)) {
    if (land.terrain !== terrain) problems.push(`battlelands: entry ${terrain} describes ${land.terrain}`);
    for (const hex of land.startList) if (!GRID_LABELS.has(hex)) problems.push(`battleland ${terrain}: start list names unknown hex ${hex}`);
    for (const hex of Object.keys(land.hexes)) if (!GRID_LABELS.has(hex)) problems.push(`battleland ${terrain}: unknown hex ${hex}`);
  }
  for (const [terrain, list] of Object.entries(variant.musterLists)) {
    if (!Object.hasOwn(variant.battlelands, terrain)) problems.push(`muster list of unknown terrain ${terrain}`);
    for (const e of list) {
      if (!RECRUIT_KEYWORDS.has(e.entry) && !isCreature(e.entry)) problems.push(`muster list ${terrain}: unknown creature ${e.entry}`);
    }
  }
  for (const s of variant.startingCreatures) if (!isCreature(s.creature)) problems.push(`starting creatures: unknown creature ${s.creature}`);
  const colours = new Set<string>();
  const markers = new Set<string>();
  for (const c of variant.markerColours) {
    if (colours.has(c.color)) problems.push(`marker colours: ${c.color} twice`);
    colours.add(c.color);
    if (c.markers.length < variant.markersPerPlayer) problems.push(`marker colour ${c.color}: ${c.markers.length} markers, ${variant.markersPerPlayer} needed`);
    for (const m of c.markers) {
      if (markers.has(m.id)) problems.push(`marker colours: marker ${m.id} twice`);
      markers.add(m.id);
    }
  }
  problems.push(...hazardProblems(variant), ...ruleProblems(variant));
  return problems;
}
