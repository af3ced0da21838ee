// Data-driven masterboard positions (like perft tables): each fixture case lists legions, a roll and the expected
// move, teleport and entry-side sets. Every case is checked against the pure rules and, when it fits the query
// contract (no teleport used; engaged lands shown by the position, §7.1), against the `query` oracle too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EntrySide } from '../../engine/family/types.js';
import { normalMoves, teleportMoves, type BoardLegion } from '../../engine/titan/master/rules.js';
import { runMasterQuery } from '../../engine/titan/query/master-query.js';
import type { VariantId } from '../../engine/titan/state.js';
import { getVariant } from '../../engine/titan/variants/index.js';

interface FixtureCase {
  name: string;
  masterboard: {
    variant?: VariantId;
    turn: number;
    mover: string;
    players: { color: string; score: number }[];
    legions: { marker: string; player: string; land: number; creatures: string[]; moved: boolean }[];
  };
  marker: string;
  roll: number;
  engagedLands?: number[];
  teleportUsed?: boolean;
  /** The case is about the query's notion of the mover; the pure functions do not know who moves. */
  queryOnly?: boolean;
  expect: { moves: number[]; teleports: number[]; entrySides?: Record<string, EntrySide[]> };
}

const DIR = join(import.meta.dirname, '..', 'fixtures', 'master');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

function pureAnswers(c: FixtureCase) {
  const variant = getVariant(c.masterboard.variant ?? 'titan');
  const legions: BoardLegion[] = c.masterboard.legions.map((l) => ({ ...l, owner: l.player }));
  const owner = legions.find((l) => l.marker === c.marker)?.owner;
  const ownerScore = c.masterboard.players.find((p) => p.color === owner)?.score ?? 0;
  const moves = normalMoves(variant, legions, c.marker, c.roll, c.engagedLands ?? []);
  const teleports = teleportMoves(variant, legions, c.marker, c.roll, { teleportUsed: c.teleportUsed ?? false, ownerScore });
  return { moves, teleports };
}

describe('masterboard position fixtures (tests/fixtures/master)', () => {
  it('has fixture files', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(4);
  });

  for (const file of FILES) {
    const fixture = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as { title: string; cases: FixtureCase[] };
    describe(`${fixture.title} (${file})`, () => {
      for (const c of fixture.cases) {
        const viaQuery = !c.teleportUsed;
        if (!c.queryOnly) {
          it(`${c.name} — rules`, () => {
            const { moves, teleports } = pureAnswers(c);
            expect(moves.map((m) => m.land)).toEqual(c.expect.moves);
            expect([...new Set(teleports.map((t) => t.land))]).toEqual(c.expect.teleports);
            for (const [land, sides] of Object.entries(c.expect.entrySides ?? {})) {
              const got = [
                ...(moves.find((m) => m.land === Number(land))?.entrySides ?? []),
                ...teleports.filter((t) => t.land === Number(land)).flatMap((t) => t.entrySides),
              ];
              expect([...new Set(got)].sort(), `entry sides at ${land}`).toEqual(sides);
            }
          });
        }
        if (viaQuery) {
          it(`${c.name} — query`, () => {
            const query = { kind: 'master-moves', marker: c.marker, roll: c.roll };
            expect(runMasterQuery({ masterboard: c.masterboard, query })).toEqual({
              ok: true,
              value: { moves: c.expect.moves, teleports: c.expect.teleports },
            });
            for (const [land, sides] of Object.entries(c.expect.entrySides ?? {})) {
              const q = { kind: 'entry-sides', marker: c.marker, roll: c.roll, land: Number(land) };
              expect(runMasterQuery({ masterboard: c.masterboard, query: q })).toEqual({ ok: true, value: sides });
            }
          });
        }
      }
    });
  }
});
