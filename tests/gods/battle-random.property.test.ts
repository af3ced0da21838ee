// rules 11.1, rules 11.8: random legal play always ends by the seventh round or earlier, every legal action is accepted, and
// every character is conserved: it ends as exactly one of slain (with a cause) or a survivor with its hits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEX_LABELS } from '../../engine/family/battle/grid.js';
import { GODS_BATTLELANDS } from '../../engine/gods/data/battlelands.js';
import { GODS_CHARACTERS } from '../../engine/gods/data/characters.js';
import { GODS_HEX_HAZARDS, GODS_HEXSIDE_HAZARDS } from '../../engine/gods/data/hazard-names.js';
import { applyGodsBattleAction, godsBattleActors, godsBattleLegalActions } from '../../engine/gods/battle/index.js';
import type { GodsBattleState, GodsOwner } from '../../engine/gods/battle/index.js';
import { seedRng } from '../../engine/platform/rng.js';
import { chooser, expectConserved, input, land, start, type HexSpec } from './battle-helpers.js';

/** Every character that can fight (the God cannot move or strike; it has its own battle, 27.5). */
const NAMES = Object.values(GODS_CHARACTERS).filter((c) => c.skill > 0).map((c) => c.name);
/** 7 rounds × 2 half-rounds × (moves, done, strikes, carries), concessions aside. */
const MAX_ACTIONS = 7 * 2 * (9 + 1 + 9 * 3 + 2) + 4;

const hexArb = fc.record({
  hazard: fc.constantFrom(...GODS_HEX_HAZARDS, 'Plain', 'Plain', 'Plain', 'Plain', 'Plain'),
  elevation: fc.integer({ min: 0, max: 2 }),
  side: fc.option(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.constantFrom(...GODS_HEXSIDE_HAZARDS)), { freq: 3 }),
});

const setupArb = fc.record({
  /** One of the 21 battlelands, or (null) a random map of every hazard. */
  terrain: fc.option(fc.constantFrom(...Object.keys(GODS_BATTLELANDS)), { freq: 4 }),
  hexes: fc.array(hexArb, { minLength: HEX_LABELS.length, maxLength: HEX_LABELS.length }),
  tower: fc.boolean(),
  coast: fc.boolean(),
  entry: fc.constantFrom('Left' as const, 'Right' as const, 'Bottom' as const),
  attacker: fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 7 }),
  defender: fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 7 }),
  owners: fc.tuple(fc.constantFrom<GodsOwner>('red', 'black'), fc.constantFrom<GodsOwner>('green', 'black', 'neutral')),
  seed: fc.integer({ min: 1, max: 0x7fffffff }),
  choices: fc.integer({ min: 1, max: 0x7fffffff }),
  concedeRarely: fc.boolean(),
});

describe('rules 11.1, rules 11.8 random legal Gods battles', () => {
  it('end within seven rounds with every character slain or surviving, and accept every legal action', () => {
    let ended = 0;
    let fought = 0;
    let onBattlelands = 0;
    fc.assert(
      fc.property(setupArb, (c) => {
        const specs: Record<string, HexSpec> = {};
        HEX_LABELS.forEach((label, i) => {
          const h = c.hexes[i]!;
          specs[label] = { hazard: h.hazard, elevation: h.elevation, sides: h.side ? { [h.side[0]]: h.side[1] } : {} };
        });
        const owners = c.owners[0] === c.owners[1] ? (['red', 'green'] as const) : c.owners;
        const real = c.terrain === null ? null : GODS_BATTLELANDS[c.terrain]!;
        let s: GodsBattleState = start(input(c.attacker, c.defender, {
          land: real ?? land(specs, c.tower), tower: real ? real.tower : c.tower, coast: real ? c.terrain === 'Coast' : c.coast,
          attackerEntry: c.entry, rng: seedRng(c.seed),
          attackerOwner: owners[0], defenderOwner: owners[1],
        }));
        const ids = s.pieces.map((p) => p.id).sort();
        const pick = chooser(c.choices);
        for (let n = 0; n < MAX_ACTIONS && s.phase !== 'over'; n++) {
          const actors = godsBattleActors(s);
          expect(actors.length).toBeGreaterThan(0);
          const player = actors[pick(actors.length)]!;
          let legal = godsBattleLegalActions(s, player);
          const playing = legal.filter((a) => a.type !== 'concede');
          // Concede now and then only, so that most battles are fought out.
          if (playing.length > 0 && (c.concedeRarely || pick(20) > 0)) legal = playing;
          const action = legal[pick(legal.length)]!;
          const r = applyGodsBattleAction(s, action);
          if (!r.ok) expect.fail(`${JSON.stringify(action)} refused: ${r.error.message}`);
          s = r.state;
          expect(s.round).toBeLessThanOrEqual(7);
        }
        expect(s.phase).toBe('over');
        const o = s.outcome!;
        expectConserved(s, ids);
        // Survivors are the characters left standing, none of them slain.
        expect(s.pieces.map((p) => p.id).sort()).toEqual([...o.survivors.attacker, ...o.survivors.defender].map((p) => p.id).sort());
        if (o.result.kind === 'time-out') expect(o.survivors.attacker).toEqual([]);
        ended++;
        if (real) onBattlelands++;
        if (o.slain.attacker.length + o.slain.defender.length > 0) fought++;
      }),
      { numRuns: 200, seed: 20261124 },
    );
    expect(ended).toBe(200);
    expect(fought).toBeGreaterThan(100);
    expect(onBattlelands).toBeGreaterThan(100);
  });
});
