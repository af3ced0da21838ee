// The AI's belief about other players' legions never contradicts what happened: at every decision, for every
// opponent legion, every creature believed certain is really there and the unknown ones are among what the belief
// says they may be; the Titan's whereabouts, followed by lineage, never rule out the
// legion that holds him and sum to one per player. Played in 'own' information mode (least is shown).
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../engine/titan/index.js';
import type { LegionView } from '../../engine/titan/view.js';
import type { GameState } from '../../engine/titan/state.js';
import { contains, minus } from '../../ai/multiset.js';
import { AiRng } from '../../ai/rng.js';
import { type AiMemory, believe } from '../../ai/memory.js';
import { actor, AiSeat, must, newGame } from './helpers.js';

/** Checks the belief against the truth; returns how many legions and how many Titans' whereabouts it checked. */
function checkBelief(state: GameState, memory: AiMemory): { legions: number; titans: number } {
  const view = viewFor(state, memory.seat);
  const theirs = Object.values(state.legions).filter((l) => l.owner !== memory.seat);
  expect(Object.keys(memory.titan).sort()).toEqual(theirs.map((l) => l.marker).sort());
  const owners = new Set<string>();
  for (const l of theirs) {
    const b = believe(memory, view.legions.find((x) => x.marker === l.marker) as LegionView, view.variant);
    expect(contains(l.creatures, b.known), `${l.marker}: believed ${b.known} but holds ${l.creatures}`).toBe(true);
    const rest = minus(l.creatures, b.known).filter((c) => c !== 'Titan');
    expect(contains(b.candidates, rest), `${l.marker}: unknown ones ${rest} not among ${b.candidates}`).toBe(true);
    owners.add(l.owner);
  }
  let titans = 0;
  for (const owner of owners) {
    const legions = theirs.filter((l) => l.owner === owner);
    const titan = legions.find((l) => l.creatures.includes('Titan'));
    if (!titan) continue;
    const chance = (marker: string): number => memory.titan[marker] ?? Number.NaN;
    expect(chance(titan.marker), `${titan.marker} holds ${owner}'s Titan`).toBeGreaterThan(0);
    expect(legions.reduce((sum, l) => sum + chance(l.marker), 0)).toBeCloseTo(1, 9);
    titans++;
  }
  return { legions: theirs.length, titans };
}

describe('belief', () => {
  it.each([31, 32, 33, 34])('never contradicts public events (seed %i, 3 players, own info mode)', (seed) => {
    let { state, events } = newGame(seed, 'own', ['Black', 'Brown', 'Red']);
    const ai = new AiSeat('Black', 'normal', events);
    const rng = new AiRng(seed);
    let checks = 0;
    let titans = 0;
    for (let i = 0; i < 2500 && state.phase !== 'over'; i++) {
      const who = actor(state);
      if (!who) break;
      const legal = legalActions(state, who).filter((a) => a.type !== 'undo');
      const action = who === 'Black' ? ai.decide(state, i) : legal[rng.int(legal.length)];
      if (who === 'Black' && state.players.find((p) => p.id === 'Black')?.alive) {
        const checked = checkBelief(state, ai.memory);
        checks += checked.legions;
        titans += checked.titans;
      }
      ({ state, events } = must(state, action));
      ai.see(events);
    }
    expect(checks).toBeGreaterThan(10);
    expect(titans).toBeGreaterThan(10); // the Titans' whereabouts checked at least this many times
  });
});
