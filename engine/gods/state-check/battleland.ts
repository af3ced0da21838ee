// The battleland a saved Gods battle is fought on (rules 10.8, 11.3, 12.7, 15.6): the map of the land's terrain on the
// 27-hex grid — or, after Landscaping, another battleland in one of its three orientations — hex by hex as the data
// gives it, its hazards changed only where the rules change them (Create Hazard, a Unicorn's Tree, 16.5), and walled
// exactly when the land is a Tower land.
import { z } from 'zod';
import { HEX_LABELS } from '../../family/battle/grid.js';
import type { BattlelandDef } from '../../family/types.js';
import { GODS_BATTLELANDS } from '../data/battlelands.js';
import { GODS_HEX_HAZARDS, GODS_HEXSIDE_HAZARDS } from '../data/hazard-names.js';
import { ORIENTATIONS, turnedLand } from '../battle/spells/ground.js';
import { GODS_BOARD } from '../movement/board-index.js';
import { TOWER_KINDS } from '../terrains.js';
import type { Checker, Keys } from './checker.js';
import { hex, name } from './fields.js';

const EDGE = z.enum(['Left', 'Right', 'Bottom', 'TopDefense', 'RightDefense', 'LeftDefense']);

/** A battleland as a battle's state holds it: the classic shape, with the Gods map's entry facts while it is the
 * land's own map (a Landscaping map leaves them out). */
export const BattlelandSchema = z.strictObject({
  terrain: name,
  tower: z.boolean(),
  startList: z.array(hex).max(27).readonly(),
  hexes: z.record(hex, z.strictObject({
    hazard: name,
    elevation: z.number().int().min(0).max(9),
    hexsides: z.array(name.nullable()).length(6).readonly(),
  })),
  nameSide: EDGE.optional(),
  attackerEdges: z.array(z.enum(['Left', 'Right', 'Bottom'])).max(3).readonly().optional(),
  god: z.strictObject({ hex, edge: EDGE }).nullable().optional(),
});

/** What the battle's memory says may have changed the map (engine/gods/state-check/battle.ts reads it). */
export interface MapChanges {
  /** Landscaping was cast: the map is any battleland, turned (15.6). */
  readonly landscaped: boolean;
  /** Create Hazard was cast: any hex's hazard may have changed (15.6). */
  readonly hazards: boolean;
  /** Hexes a Unicorn made a Tree (16.5 Decoy). */
  readonly trees: ReadonlySet<string>;
}

const HEX_NAMES: readonly string[] = GODS_HEX_HAZARDS;
const SIDE_NAMES: readonly string[] = GODS_HEXSIDE_HAZARDS;

/** Checks the battleland of the battle fought in masterboard land `landId`. */
export function checkBattleland(c: Checker, land: BattlelandDef, landId: number, changes: MapChanges, at: Keys): void {
  const def = Object.hasOwn(GODS_BATTLELANDS, land.terrain) ? GODS_BATTLELANDS[land.terrain] : undefined;
  if (!def) return c.fail([...at, 'terrain'], `no battleland ${JSON.stringify(land.terrain)}`);
  const board = GODS_BOARD.byId.get(landId);
  if (!changes.landscaped && board && board.terrain !== land.terrain) {
    return c.fail([...at, 'terrain'], `land ${landId} is ${board.terrain}, not ${land.terrain}, and no Landscaping was cast (15.6)`);
  }
  const tower = changes.landscaped ? def.tower : board !== undefined && TOWER_KINDS.has(board.kind);
  if (land.tower !== tower) c.fail([...at, 'tower'], `${land.tower}, but the battleland is ${tower ? '' : 'not '}walled (11.3)`);
  for (const label of Object.keys(land.hexes)) if (!HEX_LABELS.includes(label)) c.fail([...at, 'hexes', label], `no battle hex ${JSON.stringify(label)}`);
  const orientations = changes.landscaped ? ORIENTATIONS : [0];
  const maps = orientations.map((t) => turnedLand(def, t));
  const fits = maps.find((m) => mapProblems(land, m, changes).length === 0 && sameList(land.startList, m.startList));
  if (fits) return;
  const [first] = mapProblems(land, maps[0]!, changes);
  if (first) c.fail([...at, 'hexes', first.hex], first.message);
  else c.fail([...at, 'startList'], `not the hexes inside the walls of ${land.terrain}`);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** Where `land` differs from the map `want` in a way no rule changes it. */
function mapProblems(land: BattlelandDef, want: BattlelandDef, changes: MapChanges): { hex: string; message: string }[] {
  const out: { hex: string; message: string }[] = [];
  for (const label of HEX_LABELS) {
    const h = land.hexes[label];
    const w = want.hexes[label]!;
    if (!h) {
      out.push({ hex: label, message: 'missing from the battleland' });
      continue;
    }
    if (!HEX_NAMES.includes(h.hazard)) out.push({ hex: label, message: `no hex hazard ${JSON.stringify(h.hazard)} (12.7)` });
    else if (h.hazard !== w.hazard && !changes.hazards && !changes.trees.has(label)) out.push({ hex: label, message: `${h.hazard} where ${want.terrain} has ${w.hazard}` });
    if (h.elevation !== w.elevation) out.push({ hex: label, message: `elevation ${h.elevation} where ${want.terrain} has ${w.elevation}` });
    h.hexsides.forEach((s, i) => {
      if (s !== null && !SIDE_NAMES.includes(s)) out.push({ hex: label, message: `no hexside hazard ${JSON.stringify(s)} (12.7)` });
      else if (s !== (w.hexsides[i] ?? null)) out.push({ hex: label, message: `hexside ${i} is ${s ?? 'open'} where ${want.terrain} has ${w.hexsides[i] ?? 'open'}` });
    });
  }
  return out;
}
