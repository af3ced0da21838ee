// Whole random games (tests/game/random-play.ts) checked after every action: what each viewer may see (§4.5), how
// engagements end (§1.2, §9.5) and the dice of every strike (§20). Each test counts the cases its assertions ran on
// and fails when too few occurred, so a game that ends early cannot pass it vacuously.
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, playersToAct, viewFor } from '../../engine/titan/index.js';
import { OPTIONS } from './fixtures.js';
import { battlePosition } from '../../engine/titan/battle/index.js';
import { strikeDice, strikeNumber } from '../../engine/family/battle/rules.js';
import { rollDice } from '../../engine/platform/rng.js';
import { playRandom } from './random-play.js';

const count = (list: readonly (string | null)[]): Map<string, number> => {
  const m = new Map<string, number>();
  for (const c of list) if (c !== null) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
};

describe('§4.5 hidden legions and per-viewer views', () => {
  for (const mode of ['own', 'revealed', 'all'] as const) {
    it(`§4.5 a view never shows a creature that is not there, nor the PRNG or undo snapshots (${mode} mode)`, () => {
      let legions = 0;
      let whole = 0;
      for (const seed of [1, 2, 3]) {
        playRandom({ seed, players: 3, infoMode: mode }, ({ state: s }) => {
          for (const viewer of s.players.map((p) => p.id)) {
            const v = viewFor(s, viewer);
            const json = JSON.stringify(v);
            expect(json).not.toContain('"rng"');
            expect(json).not.toContain('"undo"');
            expect(json).not.toContain('"knowledge"');
            for (const l of v.legions) {
              legions++;
              const truth = count(s.legions[l.marker].creatures);
              for (const [c, n] of count(l.creatures)) expect(n).toBeLessThanOrEqual(truth.get(c) ?? 0);
              expect(l.creatures).toHaveLength(s.legions[l.marker].creatures.length);
              if (l.owner === viewer || mode === 'all' || s.phase === 'over') {
                whole++;
                expect(l.creatures.every((c) => c !== null)).toBe(true);
              }
            }
          }
        }, 1500);
      }
      expect(legions).toBeGreaterThan(10_000);
      expect(whole).toBeGreaterThan(3000);
    });
  }

  it('§4.5 in "own" mode another player\'s legion is hidden unless it is in the viewer\'s engagement or in battle', () => {
    let hidden = 0;
    let inBattle = 0;
    for (const seed of [4, 5]) {
      playRandom({ seed, players: 3, infoMode: 'own' }, ({ state: s }) => {
        if (s.phase === 'over') return;
        const e = s.engagement;
        for (const viewer of s.players.map((p) => p.id)) {
          for (const l of viewFor(s, viewer).legions) {
            if (l.owner === viewer) continue;
            const engaged = !!e && (e.attacker === l.marker || e.defender === l.marker);
            if (engaged && s.battle) {
              inBattle++;
              expect(l.creatures.every((c) => c !== null)).toBe(true);
            } else if (!engaged || (e.attackerOwner !== viewer && e.defenderOwner !== viewer)) {
              hidden++;
              expect(l.creatures.every((c) => c === null)).toBe(true);
            }
          }
        }
      }, 1500);
    }
    expect(hidden).toBeGreaterThan(4000);
    expect(inBattle).toBeGreaterThan(300);
  });

  it('§4.5 the initial split\'s event shows the two legions, never which one holds the Titan (markers in marker order)', () => {
    const { state } = createGame({ variant: 'titan', players: [{ color: 'Red', name: 'R' }, { color: 'Blue', name: 'B' }], options: OPTIONS, seed: 3 });
    const [first] = legalActions(state, playersToAct(state)[0]);
    if (first?.type !== 'initialSplit') throw new Error('no initial split offered');
    const seen: string[][] = [];
    // the same split with the Titan under either marker: the event reads the same
    for (const a of [first, { ...first, titanMarker: first.angelMarker, angelMarker: first.titanMarker }]) {
      const r = apply(state, a);
      if (!r.ok) throw new Error(r.error.message);
      const e = r.events.find((x) => x.type === 'initialSplit');
      if (e?.type !== 'initialSplit') throw new Error('no initialSplit event');
      expect(e.audience).toBeUndefined();
      seen.push([...e.markers]);
    }
    expect(seen[0]).toEqual([first.titanMarker, first.angelMarker].sort());
    expect(seen[1]).toEqual(seen[0]);
  });

  it('§4.5 private events (engagement reveals, proposals) name their audience', () => {
    let proposals = 0;
    let reveals = 0;
    for (const seed of [5, 6, 7, 8]) {
      playRandom({ seed, players: 3, infoMode: 'revealed' }, ({ events }) => {
        for (const ev of events) {
          if (ev.type === 'proposal') proposals++;
          else if (ev.type === 'reveal' && ev.reason === 'engagement') reveals++;
          else continue;
          expect(ev.audience?.length).toBe(ev.type === 'proposal' ? 2 : 1);
        }
      }, 2000);
    }
    expect(proposals).toBeGreaterThanOrEqual(4);
    expect(reveals).toBeGreaterThanOrEqual(15);
  });
});

describe('§1.2 / §9.5 engagements end with a legion eliminated and are scored', () => {
  it('§1.2 every resolved engagement eliminated at least one of the two legions', () => {
    let resolved = 0;
    for (const seed of [11, 12, 13, 14]) {
      playRandom({ seed, players: 2 + (seed % 3) }, ({ prev, state: s, events }) => {
        for (const ev of events) {
          if (ev.type !== 'engagementResolved') continue;
          resolved++;
          const e = prev.engagement;
          expect(e).not.toBeNull();
          if (e) expect(!(e.attacker in s.legions) || !(e.defender in s.legions)).toBe(true);
        }
      }, 3000);
    }
    expect(resolved).toBeGreaterThanOrEqual(15);
  });

  it('§9.5 the losers\' creatures leave the game, their lords return to the caretaker, their markers are free again', () => {
    let eliminated = 0;
    let freed = 0;
    let settled = 0;
    for (const seed of [21, 22, 23]) {
      playRandom({ seed, players: 2 }, ({ state: s, events }) => {
        for (const ev of events) {
          if (ev.type !== 'legionEliminated') continue;
          eliminated++;
          expect(ev.marker in s.legions).toBe(false);
          const owner = s.players.find((p) => p.id === ev.owner);
          if (!owner?.alive) continue;
          freed++;
          expect(owner.markers).toContain(ev.marker);
        }
        if (s.engagement || s.battle) return;
        settled++;
        for (const name of ['Angel', 'Archangel']) {
          const inPlay = Object.values(s.legions).reduce((n, l) => n + l.creatures.filter((c) => c === name).length, 0);
          expect(inPlay + s.caretaker[name]).toBe(name === 'Angel' ? 18 : 6);
        }
      }, 3000);
    }
    expect(eliminated).toBeGreaterThanOrEqual(8);
    expect(freed).toBeGreaterThanOrEqual(3);
    expect(settled).toBeGreaterThan(100);
  });
});

describe('§20 the Law of Titan', () => {
  it('§20 dice are rolled by the engine: a strike rolls exactly the dice it is entitled to, never more', () => {
    let strikes = 0;
    for (const seed of [31, 32]) {
      playRandom({ seed, players: 2 }, ({ prev, action, events }) => {
        for (const ev of events) {
          if (ev.type !== 'strike' || action.type !== 'strike') continue;
          strikes++;
          const pos = battlePosition(prev);
          expect(ev.dice).toEqual(rollDice(prev.rng, ev.dice.length)[0]);
          expect(ev.dice).toHaveLength(action.dice ?? -1);
          expect(ev.dice.length).toBeLessThanOrEqual(strikeDice(pos, action.piece, action.target));
          expect(ev.strikeNumber).toBeGreaterThanOrEqual(strikeNumber(pos, action.piece, action.target) ?? 7);
          expect(ev.hits).toBe(ev.dice.filter((d) => d >= ev.strikeNumber).length);
        }
      }, 3000);
    }
    expect(strikes).toBeGreaterThanOrEqual(25);
  });
});
