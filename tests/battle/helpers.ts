// Builders for battle positions in tests: inline battlelands and pieces named by creature, side and hex.
import type { BattleHexDef, BattlelandDef, EntrySide, HexHazard, HexsideHazard } from '../../engine/family/types.js';
import type { BattlePosition, PieceLike } from '../../engine/family/battle/position.js';
import { getVariant } from '../../engine/titan/variants/index.js';

export const TITAN = getVariant('titan');

/** One hex of an inline land: hazard, elevation and the hexside hazards it records (side number → hazard). */
export interface HexSpec {
  readonly hazard?: HexHazard;
  readonly elevation?: number;
  readonly sides?: Readonly<Record<number, HexsideHazard>>;
}

/** A battleland from a few hexes; every other hex is Plains at elevation 0. */
export function land(hexes: Readonly<Record<string, HexSpec>>, tower = false): BattlelandDef {
  const out: Record<string, BattleHexDef> = {};
  for (const [label, h] of Object.entries(hexes)) {
    const sides: (HexsideHazard | null)[] = [0, 1, 2, 3, 4, 5].map((s) => h.sides?.[s] ?? null);
    out[label] = { hazard: h.hazard ?? 'Plains', elevation: h.elevation ?? 0, hexsides: sides };
  }
  return { terrain: 'Test', tower, startList: tower ? ['D4', 'C4', 'E4', 'D3', 'C3', 'E3', 'D5'] : [], hexes: out };
}

/** A piece: creature, side, hex (null = off the board) and optional flags. */
export type PieceSpec = readonly [creature: string, side: 'attacker' | 'defender', hex: string | null, extra?: Partial<PieceLike>];

/** A position; piece ids are the hex (or `off<n>` for pieces off the board). */
export function position(
  battleland: BattlelandDef | string,
  pieces: readonly PieceSpec[],
  opts: { active?: 'attacker' | 'defender'; entry?: EntrySide; round?: number } = {},
): BattlePosition {
  const l = typeof battleland === 'string' ? TITAN.battlelands[battleland] : battleland;
  return {
    land: l,
    hazards: TITAN.hazards,
    creatures: TITAN.creatures,
    pieces: pieces.map(([creature, side, hex, extra], n) => {
      const c = TITAN.creatures[creature];
      if (!c) throw new Error(`unknown creature ${creature}`);
      return { id: hex ?? `off${n}`, creature, side, hex, hits: 0, power: c.kind === 'titan' ? 6 : c.power, ...extra };
    }),
    active: opts.active ?? 'attacker',
    attackerEntry: opts.entry ?? 'Bottom',
    round: opts.round ?? 2,
  };
}
