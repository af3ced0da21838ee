// The masterboard `query` oracle (a public contract): given a position (players in turn order, legions where they
// stand, the mover) it answers where a legion may move or teleport with a roll (`master-moves`) and from which
// battle sides it may attack a land (`entry-sides`). No teleport has been used; the lands already engaged are those
// the position shows (a moved legion of the mover on another player's legion, §7.1).
import { z } from 'zod';
import type { EntrySide } from '../../family/types.js';
import type { LandId } from '../state.js';
import { VariantIdSchema } from '../schemas.js';
import { getVariant, type Variant } from '../variants/index.js';
import { type BoardLegion, normalMoves } from '../master/movement.js';
import { teleportMoves } from '../master/teleport.js';
import { sortSides } from '../../family/board/entry-sides.js';

const rollSchema = z.number().int().min(1).max(6);

const scenarioSchema = z.object({
  masterboard: z.object({
    variant: VariantIdSchema.optional(),
    turn: z.number().int().min(1),
    mover: z.string(),
    players: z.array(z.object({ color: z.string(), score: z.number().int().min(0) })).min(1),
    legions: z.array(
      z.object({
        marker: z.string(),
        player: z.string(),
        land: z.number().int(),
        creatures: z.array(z.string()).min(1),
        moved: z.boolean(),
      }),
    ),
  }),
  query: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('master-moves'), marker: z.string(), roll: rollSchema }),
    z.object({ kind: z.literal('entry-sides'), marker: z.string(), roll: rollSchema, land: z.number().int() }),
  ]),
});

type Scenario = z.infer<typeof scenarioSchema>;

/** Whether an input is meant for this oracle (it carries a `masterboard` position), so a dispatcher can route it. */
export function isMasterScenario(input: unknown): boolean {
  return typeof input === 'object' && input !== null && 'masterboard' in input;
}

/** Checks what zod cannot: known lands, creatures, players and unique markers. Returns an error text or null. */
function positionError(variant: Variant, s: Scenario): string | null {
  const { players, legions, mover } = s.masterboard;
  const colours = new Set(players.map((p) => p.color));
  if (colours.size !== players.length) return 'players: duplicate colour';
  if (!colours.has(mover)) return `mover ${mover} is not a player`;
  const markers = new Set<string>();
  for (const l of legions) {
    if (markers.has(l.marker)) return `legion ${l.marker} listed twice`;
    markers.add(l.marker);
    if (!colours.has(l.player)) return `legion ${l.marker}: unknown player ${l.player}`;
    if (!variant.lands[l.land]) return `legion ${l.marker}: unknown land ${l.land}`;
    const unknown = l.creatures.find((c) => !variant.creatures[c]);
    if (unknown) return `legion ${l.marker}: unknown creature ${unknown}`;
    if (l.creatures.length > variant.rules.maxLegionSize) return `legion ${l.marker}: more than ${variant.rules.maxLegionSize} characters`;
  }
  if (!markers.has(s.query.marker)) return `no legion ${s.query.marker}`;
  if (s.query.kind === 'entry-sides' && !variant.lands[s.query.land]) return `unknown land ${s.query.land}`;
  return null;
}

/** §7.1: the pending engagements the position shows — lands where a moved legion of the mover stands on another
 * player's legion. */
function engagedLands(board: readonly BoardLegion[], mover: string): LandId[] {
  const enemy = new Set(board.filter((l) => l.owner !== mover).map((l) => l.land));
  return [...new Set(board.filter((l) => l.owner === mover && l.moved && enemy.has(l.land)).map((l) => l.land))];
}

/** Normal and teleport destinations of the queried legion; a legion of a player other than the mover has none. */
function destinations(variant: Variant, s: Scenario) {
  const { players, legions, mover } = s.masterboard;
  const board: BoardLegion[] = legions.map((l) => ({ marker: l.marker, owner: l.player, land: l.land, creatures: l.creatures, moved: l.moved }));
  const legion = board.find((l) => l.marker === s.query.marker);
  if (!legion || legion.owner !== mover) return { moves: [], teleports: [] };
  const ownerScore = players.find((p) => p.color === mover)?.score ?? 0;
  return {
    moves: normalMoves(variant, board, legion.marker, s.query.roll, engagedLands(board, mover)),
    teleports: teleportMoves(variant, board, legion.marker, s.query.roll, { teleportUsed: false, ownerScore }),
  };
}

/** Answers one masterboard query, or explains why the input is not a valid one. */
export function runMasterQuery(input: unknown): { ok: true; value: unknown } | { ok: false; error: string } {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: z.prettifyError(parsed.error) };
  const s = parsed.data;
  const variant = getVariant(s.masterboard.variant ?? 'titan');
  const error = positionError(variant, s);
  if (error) return { ok: false, error };
  const { moves, teleports } = destinations(variant, s);
  if (s.query.kind === 'master-moves') {
    const teleportLands = [...new Set(teleports.map((t) => t.land))].sort((a, b) => a - b);
    return { ok: true, value: { moves: moves.map((m) => m.land), teleports: teleportLands } };
  }
  const land: LandId = s.query.land;
  const sides: EntrySide[] = [];
  for (const m of moves) if (m.land === land) sides.push(...m.entrySides);
  for (const t of teleports) if (t.land === land) sides.push(...t.entrySides);
  return { ok: true, value: sortSides(sides) };
}
