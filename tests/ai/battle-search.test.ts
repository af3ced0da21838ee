// Hard's battle search: the sandbox it plays out is the battle the seat sees (same pieces, same legal actions — a
// donor engaged on its own land gives no Angel there either: seed 13's games), a searched choice is legal and
// deterministic without a clock, and levels without search never play out.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import { battlePosition } from '../../engine/titan/battle/index.js';
import { legalActions, viewFor } from '../../engine/titan/index.js';
import type { GameState } from '../../engine/titan/state.js';
import { makeCtx } from '../../ai/context.js';
import { levelConfig } from '../../ai/levels.js';
import { createMemory } from '../../ai/memory.js';
import { AiRng } from '../../ai/rng.js';
import { battleSandbox, searchedBattleAction } from '../../ai/search/battle-search.js';
import { actor, AiSeat, must, newGame } from './helpers.js';

/** Battle positions (state, seat to act) met in a Normal v Normal game, at most `limit`. */
function battlePositions(seed: number, limit: number): { state: GameState; seat: string }[] {
  const { state: s0, events } = newGame(seed);
  const seats = new Map(s0.players.map((p) => [p.id, new AiSeat(p.id, 'normal', events)]));
  const out: { state: GameState; seat: string }[] = [];
  let state = s0;
  for (let i = 0; i < 20000 && state.phase !== 'over' && out.length < limit; i++) {
    const who = actor(state);
    if (!who) break;
    if (state.battle && i % 3 === 0) out.push({ state, seat: who });
    const r = must(state, seats.get(who)?.decide(state, i) as Action);
    for (const s of seats.values()) s.see(r.events);
    state = r.state;
  }
  return out;
}

const key = (a: Action): string => JSON.stringify({ ...a, stateId: 0 });

describe("Hard's battle search", () => {
  const positions = [...battlePositions(12, 40), ...battlePositions(13, 40)];

  it('meets battles to test on', () => {
    expect(positions.length).toBeGreaterThanOrEqual(20);
  });

  it('rebuilds the battle the seat sees: same pieces, same legal actions (but undo) for whoever acts', () => {
    for (const { state, seat } of positions) {
      const view = viewFor(state, seat);
      const ctx = makeCtx(view, legalActions(state, seat), levelConfig('hard'), createMemory(seat), new AiRng(1), () => Infinity);
      const sandbox = battleSandbox(ctx);
      expect(sandbox?.battle).toEqual(state.battle);
      if (!sandbox) continue;
      // Undo is the one difference: the sandbox keeps no history, and the AI never undoes.
      const forward = (g: GameState): string[] => legalActions(g, seat).filter((a) => a.type !== 'undo').map(key).sort();
      expect(forward(sandbox)).toEqual(forward(state));
    }
  });

  it('answers with a legal action, the same one for the same inputs', () => {
    for (const { state, seat } of positions.slice(0, 12)) {
      const legal = legalActions(state, seat);
      const side = state.battle?.attacker && state.legions[state.battle.attacker]?.owner === seat ? 'attacker' : 'defender';
      const run = (): Action => searchedBattleAction(makeCtx(viewFor(state, seat), legal, levelConfig('hard'), createMemory(seat), new AiRng(5), () => Infinity), battlePosition(state), side, { tactical: true, caution: 1, lookahead: true });
      const a = run();
      expect(legal.map(key)).toContain(key(a));
      expect(key(run())).toBe(key(a));
    }
  });

  it('leaves levels without search to the tactics alone (no play-outs: the choice does not depend on the clock)', () => {
    for (const { state, seat } of positions.slice(0, 12)) {
      const legal = legalActions(state, seat);
      const side = state.battle?.attacker && state.legions[state.battle.attacker]?.owner === seat ? 'attacker' : 'defender';
      let ticks = 0;
      const clock = (): number => (ticks++, Infinity);
      searchedBattleAction(makeCtx(viewFor(state, seat), legal, levelConfig('normal'), createMemory(seat), new AiRng(5), clock), battlePosition(state), side, { tactical: true, caution: 1 });
      expect(ticks).toBe(0);
    }
  });
});
