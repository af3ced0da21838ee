import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, playersToAct, viewFor } from '../../engine/index.js';
import type { GameEvent } from '../../engine/events.js';
import { nextInt, seedRng } from '../../engine/rng.js';
import type { GameState, InfoMode, RngState } from '../../engine/state.js';
import { OPTIONS } from './fixtures.js';

/** Plays a random legal game, calling `visit` after every action. */
function playRandom(seed: number, players: number, infoMode: InfoMode, visit: (s: GameState, events: readonly GameEvent[]) => void, maxActions = 3000): GameState {
  const colors = ['Red', 'Blue', 'Green', 'Black', 'Brown', 'Gold'].slice(0, players);
  let { state } = createGame({ variant: 'titan', players: colors.map((color) => ({ color, name: color })), options: { ...OPTIONS, infoMode }, seed });
  let rng: RngState = seedRng(seed + 77);
  const pick = (n: number): number => {
    const [v, r] = nextInt(rng, n);
    rng = r;
    return v;
  };
  for (let i = 0; i < maxActions && state.phase !== 'over'; i++) {
    const actors = playersToAct(state);
    const legal = legalActions(state, actors[pick(actors.length)]);
    const types = [...new Set(legal.map((a) => a.type))];
    const type = types[pick(types.length)];
    const ofType = legal.filter((a) => a.type === type);
    const r = apply(state, ofType[pick(ofType.length)]);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    visit(state, r.events);
  }
  return state;
}

const count = (list: readonly (string | null)[]): Map<string, number> => {
  const m = new Map<string, number>();
  for (const c of list) if (c !== null) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
};

describe('§4.5 hidden legions and per-viewer views', () => {
  for (const mode of ['own', 'revealed', 'all'] as const) {
    it(`§4.5 a view never shows a creature that is not there, nor the PRNG or undo snapshots (${mode} mode)`, () => {
      for (const seed of [1, 2, 3]) {
        playRandom(seed, 3, mode, (s) => {
          for (const viewer of s.players.map((p) => p.id)) {
            const v = viewFor(s, viewer);
            const json = JSON.stringify(v);
            expect(json).not.toContain('"rng"');
            expect(json).not.toContain('"undo"');
            expect(json).not.toContain('"knowledge"');
            for (const l of v.legions) {
              const truth = count(s.legions[l.marker].creatures);
              for (const [c, n] of count(l.creatures)) expect(n).toBeLessThanOrEqual(truth.get(c) ?? 0);
              expect(l.creatures).toHaveLength(s.legions[l.marker].creatures.length);
              if (l.owner === viewer || mode === 'all' || s.phase === 'over') expect(l.creatures.every((c) => c !== null)).toBe(true);
            }
          }
        }, 1500);
      }
    });
  }

  it('§4.5 in "own" mode another player\'s legion is hidden unless it is in the viewer\'s engagement or in battle', () => {
    playRandom(4, 3, 'own', (s) => {
      const e = s.engagement;
      for (const viewer of s.players.map((p) => p.id)) {
        for (const l of viewFor(s, viewer).legions) {
          if (l.owner === viewer) continue;
          const engaged = e && (e.attacker === l.marker || e.defender === l.marker) && (s.battle || e.attackerOwner === viewer || e.defenderOwner === viewer);
          if (!engaged && s.phase !== 'over') expect(l.creatures.every((c) => c === null)).toBe(true);
        }
      }
    }, 1500);
  });

  it('§4.5 private events (engagement reveals, proposals) name their audience', () => {
    playRandom(5, 3, 'revealed', (_s, events) => {
      for (const ev of events) if (ev.type === 'proposal' || (ev.type === 'reveal' && ev.reason === 'engagement')) expect(ev.audience?.length).toBe(1 + (ev.type === 'proposal' ? 1 : 0));
    }, 2000);
  });
});

describe('§1.2 / §9.5 engagements end with a legion eliminated and are scored', () => {
  it('§1.2 every resolved engagement eliminated at least one of the two legions', () => {
    for (const seed of [11, 12, 13, 14]) {
      let before: GameState | null = null;
      playRandom(seed, 2 + (seed % 3), 'revealed', (s, events) => {
        for (const ev of events) {
          if (ev.type !== 'engagementResolved' || !before?.engagement) continue;
          const { attacker, defender } = before.engagement;
          expect(!(attacker in s.legions) || !(defender in s.legions)).toBe(true);
        }
        before = s;
      }, 3000);
    }
  });

  it('§9.5 the losers\' creatures leave the game, their lords return to the caretaker, their markers are free again', () => {
    for (const seed of [21, 22, 23]) {
      let before: GameState | null = null;
      playRandom(seed, 2, 'revealed', (s, events) => {
        const prev = before;
        before = s;
        if (!prev) return;
        for (const ev of events) {
          if (ev.type !== 'legionEliminated') continue;
          const owner = s.players.find((p) => p.id === ev.owner);
          if (owner?.alive) expect(owner.markers).toContain(ev.marker);
          expect(ev.marker in s.legions).toBe(false);
        }
        if (!s.engagement && !s.battle) {
          for (const name of ['Angel', 'Archangel']) {
            const inPlay = Object.values(s.legions).reduce((n, l) => n + l.creatures.filter((c) => c === name).length, 0);
            expect(inPlay + s.caretaker[name]).toBe(name === 'Angel' ? 18 : 6);
          }
        }
      }, 3000);
    }
  });
});

describe('§20 the Law of Titan', () => {
  it('§20 dice are rolled by the engine: a strike rolls exactly the dice it is entitled to, never more', () => {
    playRandom(31, 2, 'revealed', (_s, events) => {
      for (const ev of events) {
        if (ev.type !== 'strike') continue;
        expect(ev.dice.every((d) => d >= 1 && d <= 6)).toBe(true);
        expect(ev.hits).toBe(ev.dice.filter((d) => d >= ev.strikeNumber).length);
      }
    }, 3000);
  });
});
