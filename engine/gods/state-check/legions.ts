// The legions of a saved Gods of Titan state, field by field: their shape, and what they refer to — the owner's own
// marker (4.4), a land of the board, a Tower legion on a Tower land (5.6, 25.1), the lands of this turn's move, the
// legion it split from, and its pieces: characters of the chart under ids the game gave (no id twice in the game,
// every one below `nextPiece`), healed on the masterboard (13.5), a count of kills only on an Executer (16.5). Sizes,
// Sea and land legions and markers held once are the invariants' (engine/gods/invariants.ts).
import { z } from 'zod';
import { GODS_BOARD } from '../movement/board-index.js';
import { hasAbility } from '../rules/legion-size.js';
import type { GodsLegion } from '../state.js';
import { TOWER_KINDS } from '../terrains.js';
import type { Checker, Keys } from './checker.js';
import { counter, land, marker, name, owner, pieceId } from './fields.js';

/** One character counter on the masterboard. */
export const PieceSchema = z.strictObject({ id: pieceId, name, hits: counter, kills: counter.optional() });

/** One legion as it lies in a save. */
export const LegionSchema = z.strictObject({
  marker,
  owner,
  land,
  pieces: z.array(PieceSchema).max(9).readonly(),
  tower: z.boolean(),
  moved: z
    .strictObject({
      from: land,
      steps: z.number().int().min(0).max(8),
      exit: land.nullable(),
      teleport: z.enum(['tower', 'titan-tower', 'titan-battle', 'titan-free', 'darkland']).nullable(),
      entry: z.enum(['Left', 'Right', 'Bottom']).optional(),
    })
    .nullable(),
  splitFrom: marker.nullable(),
  ashore: z.boolean().optional(),
});

/** Checks every legion's references, and that no piece id is used twice in the game. */
export function checkLegions(c: Checker): void {
  const seen = new Map<string, string>();
  c.state.legions.forEach((l, i) => {
    checkLegion(c, l, ['legions', i]);
    l.pieces.forEach((p, j) => {
      const where = `legions[${i}].pieces[${j}]`;
      const first = seen.get(p.id);
      if (first !== undefined) c.fail(['legions', i, 'pieces', j, 'id'], `piece id ${p.id} is used at ${first} too`);
      else seen.set(p.id, where);
      if (p.kills !== undefined && !hasAbility(p.name, 'trophy-hunter')) c.fail(['legions', i, 'pieces', j, 'kills'], `${p.name} does not grow by its kills (16.5 Executer)`);
    });
  });
}

function checkLegion(c: Checker, l: GodsLegion, at: Keys): void {
  c.marker([...at, 'marker'], l.marker, l.owner);
  if (l.owner !== 'neutral') c.seat([...at, 'owner'], l.owner);
  if (c.land([...at, 'land'], l.land) && l.tower && !TOWER_KINDS.has(GODS_BOARD.byId.get(l.land)!.kind)) {
    c.fail([...at, 'tower'], `a Tower legion on land ${l.land}, which is no Tower land (5.6, 25.1)`);
  }
  if (l.moved) {
    c.land([...at, 'moved', 'from'], l.moved.from);
    if (l.moved.exit !== null) c.land([...at, 'moved', 'exit'], l.moved.exit);
  }
  if (l.splitFrom !== null && l.owner !== 'neutral') c.marker([...at, 'splitFrom'], l.splitFrom, l.owner);
  l.pieces.forEach((p, j) => {
    c.pieceId([...at, 'pieces', j, 'id'], p.id);
    c.character([...at, 'pieces', j, 'name'], p.name);
    if (p.hits !== 0) c.fail([...at, 'pieces', j, 'hits'], `${p.hits} hits on the masterboard, where every character is healed (13.5)`);
  });
}
