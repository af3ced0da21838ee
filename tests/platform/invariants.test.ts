import { describe, expect, it } from 'vitest';
import { apply, createGame } from '../../engine/titan/index.js';
import { checkInvariants } from '../../engine/titan/invariants.js';
import type { GameState, LegionState } from '../../engine/titan/state.js';
import { titanModule as titanSim } from '../../games/index.js';
import { playGame } from '../../tools/cli/simulate.js';

/** A real state in the Enlistment phase of some turn (movement over, no engagement pending). */
function musterState(): GameState {
  const g = playGame(titanSim, { players: 4, seed: 81, variant: 'titan', turnLimit: null, pointTarget: null }, { maxActions: 300_000, stallLimit: 20_000 });
  let state = createGame(g.setup).state;
  for (const a of g.actions) {
    const r = apply(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    if (state.phase === 'muster' && state.round > 2 && Object.keys(state.legions).length > 6) return state;
  }
  throw new Error('no muster state found');
}

const base = musterState();
const legions = Object.values(base.legions);
const some = legions[0];
const withLegion = (l: LegionState): GameState => ({ ...base, legions: { ...base.legions, [l.marker]: l } });

describe('checkInvariants: whole-state rule checks used after every simulated action', () => {
  it('finds nothing wrong in a real position', () => {
    expect(checkInvariants(null, base)).toEqual([]);
  });

  it('§4.1 flags a legion above seven characters, §4.4 an empty one', () => {
    const big = withLegion({ ...some, creatures: [...some.creatures, ...Array(8 - some.creatures.length).fill('Ogre')] });
    expect(checkInvariants(null, big).join('\n')).toMatch(/above 7/);
    expect(checkInvariants(null, withLegion({ ...some, creatures: [] })).join('\n')).toMatch(/is empty/);
  });

  it('§3.2/§3.3 flags a counter created or lost (caretaker + legions + graveyard must equal the counter mix)', () => {
    const lost = { ...base, caretaker: { ...base.caretaker, Ogre: base.caretaker.Ogre - 1 } };
    expect(checkInvariants(null, lost)).toContainEqual(expect.stringMatching(/^Ogre: /));
  });

  it('§16.2 flags a score that went down', () => {
    const lower = { ...base, players: base.players.map((p, i) => (i === 0 ? { ...p, score: p.score - 1 } : p)) };
    expect(checkInvariants(base, lower).join('\n')).toMatch(/score of .* fell/);
  });

  it('§4.3/§7.1 flags two legions sharing a land after the Movement Phase, but not an engaged pair', () => {
    const other = legions.find((l) => l.land !== some.land)!;
    const stacked = withLegion({ ...other, land: some.land });
    expect(checkInvariants(null, stacked).join('\n')).toMatch(/after the Movement Phase/);
    const enemy = legions.find((l) => l.owner !== some.owner)!;
    const engaged = { ...withLegion({ ...enemy, land: some.land }), phase: 'engage' as const, pendingEngagements: [some.land] };
    expect(checkInvariants(null, engaged).filter((m) => m.includes('land'))).toEqual([]);
  });

  it('§19.4 flags a legion of an eliminated player, §4.2 a marker its owner does not hold', () => {
    const dead = { ...base, players: base.players.map((p) => (p.id === some.owner ? { ...p, alive: false } : p)) };
    expect(checkInvariants(null, dead).join('\n')).toMatch(/eliminated player/);
    const foreign = base.players.find((p) => p.id !== some.owner)!.markers.find((m) => !(m in base.legions))!;
    const moved: GameState = { ...base, legions: { ...base.legions, [foreign]: { ...some, marker: foreign } } };
    delete (moved.legions as Record<string, LegionState>)[some.marker];
    expect(checkInvariants(null, moved).join('\n')).toMatch(/does not hold/);
  });
});
