// The battle `query` oracle (a public contract): given a battleland (named or inline), the pieces on it and whose
// phase it is, it answers one rules question — range, line of sight, strike legality, strike numbers, dice, carries,
// strike options or legal moves — through the same functions the battle reducer uses. Pieces are named by hex.
import { z } from 'zod';
import type { BattleHexDef, BattlelandDef, EntrySide, HexsideHazard } from '../../family/types.js';
import { isHexLabel } from '../../family/battle/grid.js';
import type { BattlePosition, PieceLike } from '../../family/battle/position.js';
import {
  battleRange,
  canStrike,
  carryTargets,
  legalMoves,
  losBlocked,
  strikeDice,
  strikeNumber,
  strikeOptions,
  strikeTargets,
} from '../../family/battle/rules.js';
import { getVariant } from '../variants/index.js';

const VARIANT = getVariant('titan');
/** Inline lands with `"tower": true` get the start list of the variant's walled battleland. */
const TOWER_START = Object.values(VARIANT.battlelands).find((l) => l.tower)?.startList ?? [];

const hexSchema = z.string().refine(isHexLabel, { message: 'not a battle hex (A1 … F4)' });
const sideSchema = z.enum(['attacker', 'defender']);
const hazardSchema = z.enum(Object.keys(VARIANT.hazards.hexes));
const hexsideSchema = z.enum(Object.keys(VARIANT.hazards.hexsides));

const inlineLandSchema = z.object({
  hexes: z.record(
    hexSchema,
    z.object({
      terrain: hazardSchema,
      elevation: z.number().int().min(0).max(3).default(0),
      hexsides: z.partialRecord(z.enum(['0', '1', '2', '3', '4', '5']), hexsideSchema).default({}),
    }),
  ),
});

const pairSchema = { striker: hexSchema, target: hexSchema };

const scenarioSchema = z.object({
  battleland: z.union([z.string(), z.object({ hexes: z.record(z.string(), z.unknown()) })]),
  tower: z.boolean().optional(),
  attackerEntry: z.enum(['Left', 'Right', 'Bottom']).optional(),
  activeSide: sideSchema,
  phase: z.enum(['maneuver', 'strike']),
  round: z.number().int().min(1).max(VARIANT.rules.battleRounds).default(2),
  pieces: z.array(
    z.object({
      creature: z.string(),
      side: sideSchema,
      hex: hexSchema,
      hits: z.number().int().min(0).default(0),
      power: z.number().int().min(1).optional(),
      slain: z.boolean().optional(),
      moved: z.boolean().optional(),
      struck: z.boolean().optional(),
    }),
  ),
  query: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('range'), from: hexSchema, to: hexSchema }),
    z.object({ kind: z.literal('los-blocked'), from: hexSchema, to: hexSchema }),
    z.object({ kind: z.literal('can-strike'), ...pairSchema }),
    z.object({ kind: z.literal('legal-targets'), striker: hexSchema }),
    z.object({ kind: z.literal('strike-number'), ...pairSchema }),
    z.object({ kind: z.literal('dice'), ...pairSchema }),
    z.object({ kind: z.literal('carry-targets'), ...pairSchema }),
    z.object({ kind: z.literal('strike-options'), ...pairSchema }),
    z.object({ kind: z.literal('legal-moves'), hex: hexSchema }),
  ]),
});

type Scenario = z.infer<typeof scenarioSchema>;
type Answer = { ok: true; value: unknown } | { ok: false; error: string };

/** Whether an input is meant for this oracle (it carries a `battleland`), so the dispatcher can route it. */
export function isBattleScenario(input: unknown): boolean {
  return typeof input === 'object' && input !== null && !Array.isArray(input) && 'battleland' in input;
}

function inlineLand(hexes: z.infer<typeof inlineLandSchema>, tower: boolean): BattlelandDef {
  const out: Record<string, BattleHexDef> = {};
  for (const [label, h] of Object.entries(hexes.hexes)) {
    const sides: (HexsideHazard | null)[] = [null, null, null, null, null, null];
    for (const [side, hazard] of Object.entries(h.hexsides)) if (hazard) sides[Number(side)] = hazard;
    out[label] = { hazard: h.terrain, elevation: h.elevation, hexsides: sides };
  }
  return { terrain: 'Inline', tower, startList: tower ? TOWER_START : [], hexes: out };
}

function buildLand(s: Scenario): BattlelandDef | string {
  if (typeof s.battleland !== 'string') {
    // Parsed on its own so that a bad inline hex is reported by name, not as a failed union.
    const inline = inlineLandSchema.safeParse(s.battleland);
    if (!inline.success) return `battleland: ${z.prettifyError(inline.error)}`;
    return inlineLand(inline.data, s.tower ?? false);
  }
  const land = VARIANT.battlelands[s.battleland];
  if (!land) return `unknown battleland ${s.battleland} (one of ${Object.keys(VARIANT.battlelands).join(', ')})`;
  if (s.tower !== undefined && s.tower !== land.tower) return '"tower" is only for inline battlelands';
  return land;
}

function buildPosition(s: Scenario): BattlePosition | string {
  const land = buildLand(s);
  if (typeof land === 'string') return land;
  const seen = new Set<string>();
  const pieces: PieceLike[] = [];
  for (const [n, p] of s.pieces.entries()) {
    const c = VARIANT.creatures[p.creature];
    if (!c) return `pieces[${n}]: unknown creature ${p.creature}`;
    if (seen.has(p.hex)) return `pieces[${n}]: two pieces on ${p.hex}`;
    seen.add(p.hex);
    const power = p.power ?? (c.kind === 'titan' ? VARIANT.rules.titanPower(0) : c.power);
    pieces.push({ id: `p${n}`, creature: c.name, side: p.side, hex: p.hex, hits: p.hits, power, slain: p.slain, moved: p.moved, struck: p.struck });
  }
  const attackerEntry: EntrySide = land.tower ? 'Bottom' : (s.attackerEntry ?? 'Bottom');
  return { land, hazards: VARIANT.hazards, creatures: VARIANT.creatures, pieces, active: s.activeSide, attackerEntry, round: s.round };
}

function answer(pos: BattlePosition, q: Scenario['query']): Answer {
  const at = (hex: string): PieceLike | undefined => pos.pieces.find((p) => p.hex === hex);
  const hexesOf = (ids: readonly string[]): string[] =>
    ids.map((id) => pos.pieces.find((p) => p.id === id)?.hex ?? '').sort();
  switch (q.kind) {
    case 'range':
      return { ok: true, value: battleRange(q.from, q.to) };
    case 'los-blocked':
      return { ok: true, value: losBlocked(pos, q.from, q.to) };
    case 'legal-moves': {
      const piece = at(q.hex);
      return piece ? { ok: true, value: legalMoves(pos, piece.id) } : { ok: false, error: `no piece on ${q.hex}` };
    }
    case 'legal-targets': {
      const striker = at(q.striker);
      if (!striker) return { ok: false, error: `no piece on ${q.striker}` };
      return { ok: true, value: hexesOf(strikeTargets(pos, striker.id).map((t) => t.target)) };
    }
    default: {
      const striker = at(q.striker);
      const target = at(q.target);
      if (!striker || !target) return { ok: false, error: `no piece on ${striker ? q.target : q.striker}` };
      if (q.kind === 'can-strike') return { ok: true, value: canStrike(pos, striker.id, target.id) };
      if (q.kind === 'strike-number') return { ok: true, value: strikeNumber(pos, striker.id, target.id) };
      if (q.kind === 'dice') return { ok: true, value: strikeDice(pos, striker.id, target.id) };
      if (q.kind === 'carry-targets') return { ok: true, value: hexesOf(carryTargets(pos, striker.id, target.id)) };
      const options = strikeOptions(pos, striker.id, target.id).map((o) => ({
        dice: o.dice,
        strikeNumber: o.strikeNumber,
        carryTargets: hexesOf(o.carryTargets),
      }));
      return { ok: true, value: options };
    }
  }
}

/** Answers one battle scenario; malformed input, unknown kinds and impossible positions are refused with a message. */
export function runBattleQuery(input: unknown): Answer {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: z.prettifyError(parsed.error) };
  const pos = buildPosition(parsed.data);
  if (typeof pos === 'string') return { ok: false, error: pos };
  return answer(pos, parsed.data.query);
}
