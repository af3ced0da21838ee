// Where spells put characters and lands (rules 15.6): the hexes a character may stand on (Teleport, Summon, Chaos,
// Landscaping's stranded characters) and a battleland turned to one of its three orientations (Landscaping).
import { BAR_ALL, BAR_NON_NATIVE, hexEffect, landInfo } from '../../../family/battle/hazards.js';
import { CENTRE_X, CENTRE_Y, HEX_COUNT, HEX_LABELS, NEIGHBOURS, SIDE_TOWARDS, hexIndex } from '../../../family/battle/grid.js';
import type { BattlePosition } from '../../../family/battle/position.js';
import type { BattleHexDef, BattlelandDef, CreatureDef } from '../../../family/types.js';
import { creatureIn } from '../facts.js';
import { GODS_HAZARD_TABLE, mayStand } from '../hazard-rules.js';
import type { GodsBattlePiece } from '../types.js';

/** Whether a character (its facts `c`) may stand on a hex of a land: no bar of the hazard for it, and sea ground for
 * a double-wave Sea-Creature (3.10). */
export function mayStandOn(land: BattlelandDef, c: CreatureDef, piece: Pick<GodsBattlePiece, 'name'>, hex: string): boolean {
  const at = { land, hazards: GODS_HAZARD_TABLE };
  return !hexEffect(landInfo(at), c, hexIndex(hex), BAR_ALL, BAR_NON_NATIVE) && mayStand(at, piece, hex);
}

/** Whether a piece of a position may stand on a hex (Teleport, Summon, Chaos). */
export function standsOn(pos: BattlePosition, piece: GodsBattlePiece, hex: string): boolean {
  return mayStandOn(pos.land, creatureIn(pos, piece.id), piece, hex);
}

/** The hexes no character stands on. */
export function unoccupied(pos: BattlePosition): string[] {
  const taken = new Set(pos.pieces.map((p) => p.hex));
  return HEX_LABELS.filter((h) => !taken.has(h));
}

/** Landscaping's orientations: the battleland as drawn, and turned by one and two thirds of a circle. */
export const ORIENTATIONS = [0, 1, 2] as const;

/** The hex index each hex goes to when the grid is turned by a third of a circle about its centre. */
const TURN: Int32Array = (() => {
  const cx = CENTRE_X.reduce((a, b) => a + b, 0) / HEX_COUNT;
  const cy = CENTRE_Y.reduce((a, b) => a + b, 0) / HEX_COUNT;
  const cos = Math.cos((2 * Math.PI) / 3);
  const sin = Math.sin((2 * Math.PI) / 3);
  return Int32Array.from({ length: HEX_COUNT }, (_, i) => {
    const x = CENTRE_X[i]! - cx;
    const y = CENTRE_Y[i]! - cy;
    const rx = cx + x * cos - y * sin;
    const ry = cy + x * sin + y * cos;
    let best = -1;
    let bestD = Infinity;
    for (let j = 0; j < HEX_COUNT; j++) {
      const d = (CENTRE_X[j]! - rx) ** 2 + (CENTRE_Y[j]! - ry) ** 2;
      if (d < bestD) [best, bestD] = [j, d];
    }
    return best;
  });
})();

/** How far the side numbers shift under one turn (read from a hex with all six neighbours). */
const SIDE_SHIFT: number = (() => {
  for (let i = 0; i < HEX_COUNT; i++) {
    if (NEIGHBOURS[i * 6]! < 0) continue;
    const j = NEIGHBOURS[i * 6]!;
    const s = SIDE_TOWARDS[TURN[i]! * HEX_COUNT + TURN[j]!]!;
    if (s >= 0) return s;
  }
  return 0;
})();

/** The hex a hex goes to when the grid is turned `turns` thirds of a circle (a permutation of the 27 hexes). */
export function turnedHex(hex: string, turns: number): string {
  let h = hexIndex(hex);
  for (let t = 0; t < turns; t++) h = TURN[h]!;
  return HEX_LABELS[h]!;
}

/** A battleland turned `turns` thirds of a circle: each hex's hazard, elevation and hexsides move with it. */
export function turnedLand(land: BattlelandDef, turns: number): BattlelandDef {
  const hexes: Record<string, BattleHexDef> = {};
  for (const [label, def] of Object.entries(land.hexes)) {
    const shift = (SIDE_SHIFT * turns) % 6;
    hexes[turnedHex(label, turns)] = { ...def, hexsides: def.hexsides.map((_, s) => def.hexsides[(s - shift + 6) % 6] ?? null) };
  }
  return { terrain: land.terrain, tower: land.tower, startList: land.startList.map((h) => turnedHex(h, turns)), hexes };
}
