// The renderer's reading of legal actions, on positions played by the real engine: destinations grouped by land,
// movable legions, battle moves and strikes by piece — nothing added, nothing lost.
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, playersToAct, viewFor, type GameState } from '../../engine/index.js';
import { battleMovesOf, destinations, movableLegions, ofType, strikesOf, strikers } from '../../renderer/lib/legal.js';
import { chooseAction } from '../../e2e/policy.js';

function play(seed: number, until: (s: GameState) => boolean): GameState {
  let { state } = createGame({
    variant: 'titan',
    players: [{ color: 'Red', name: 'Ann' }, { color: 'Blue', name: 'Bob' }],
    options: { balancedTowers: false, mulligan: true, infoMode: 'own', pointTarget: 50, turnLimit: null },
    seed,
  });
  for (let i = 0; i < 500 && !until(state); i++) {
    const p = playersToAct(state)[0];
    const a = chooseAction(viewFor(state, p), legalActions(state, p));
    if (!a) break;
    const r = apply(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

describe('legal action helpers', () => {
  it('groups every legal move by legion and land', () => {
    const state = play(3, (s) => s.phase === 'move' && s.turn.roll !== null);
    const legal = legalActions(state, playersToAct(state)[0]);
    const moves = ofType(legal, 'move');
    expect(moves.length).toBeGreaterThan(0);
    let counted = 0;
    for (const marker of movableLegions(legal)) {
      for (const [land, list] of destinations(legal, marker)) {
        for (const m of list) expect([m.marker, m.to]).toEqual([marker, land]);
        counted += list.length;
      }
    }
    expect(counted).toBe(moves.length);
  });

  it('offers battle moves and strikes per piece', () => {
    const maneuver = play(3, (s) => s.battle !== null && s.battle.phase === 'maneuver');
    const legal = legalActions(maneuver, playersToAct(maneuver)[0]);
    const all = ofType(legal, 'battleMove');
    expect(all.length).toBeGreaterThan(0);
    const piece = all[0].piece;
    expect([...battleMovesOf(legal, piece).keys()].sort()).toEqual(all.filter((m) => m.piece === piece).map((m) => m.to).sort());

    const strike = play(3, (s) => s.battle !== null && s.battle.phase !== 'maneuver' && legalActions(s, playersToAct(s)[0]).some((a) => a.type === 'strike'));
    const sl = legalActions(strike, playersToAct(strike)[0]);
    const striker = strikers(sl)[0];
    const byTarget = strikesOf(sl, striker);
    expect(byTarget.size).toBeGreaterThan(0);
    for (const options of byTarget.values()) for (const o of options) expect(o.strikeNumber !== undefined && o.dice !== undefined).toBe(true);
  });
});
