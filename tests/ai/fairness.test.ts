// Fair by construction: two real games that differ only in an opponent's hidden contents (his initial split and
// later secret splits) give the AI identical views and events, and the AI makes identical choices in both — at
// every level, Hard's sampled searches included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import { legalActions, viewFor } from '../../engine/titan/index.js';
import type { GameState } from '../../engine/titan/state.js';
import type { AiLevel } from '../../ai/levels.js';
import { actor, AiSeat, must, newGame } from './helpers.js';

const AI = 'Black';
const OPP = 'Brown';

/** The opponent's scripted play, reading only what is public, except which creatures go where (`variant`). */
function opponentAction(state: GameState, variant: number): Action {
  const legal = legalActions(state, OPP).filter((a) => a.type !== 'undo');
  const init = legal.filter((a) => a.type === 'initialSplit');
  if (init.length > 0) return init[variant % init.length];
  const me = state.players.find((p) => p.id === OPP);
  const splits = legal.filter((a) => a.type === 'split' && a.creatures.length === 2);
  if (splits.length > 0 && me && me.turnsTaken === 3) {
    const first = splits[0].type === 'split' ? splits[0].marker : '';
    const same = splits.filter((a) => a.type === 'split' && a.marker === first);
    return same[variant % same.length];
  }
  const by = (t: Action['type']): Action | undefined => legal.find((a) => a.type === t);
  if (state.phase === 'move') {
    const moves = legal.filter((a) => a.type === 'move' && !a.teleport && !a.entrySide);
    const end = by('endMoves');
    if (end && state.turn.roll !== null && Object.values(state.legions).some((l) => l.owner === OPP && l.moved)) return end;
    return moves[0] ?? end ?? legal[0];
  }
  return by('roll') ?? by('endTurn') ?? by('engage') ?? legal[0];
}

function opponentContents(state: GameState): string {
  return JSON.stringify(Object.values(state.legions).filter((l) => l.owner === OPP).map((l) => [l.marker, [...l.creatures].sort()]).sort());
}

function twinGames(level: AiLevel, variantA: number, variantB: number, seed: number): { compared: number; differed: boolean } {
  let a = newGame(seed, 'own');
  let b = newGame(seed, 'own');
  const aiA = new AiSeat(AI, level, a.events);
  const aiB = new AiSeat(AI, level, b.events);
  let compared = 0;
  let differed = false;
  for (let i = 0; i < 220 && a.state.phase !== 'over'; i++) {
    // Once an engagement reveals contents to the AI, the games may legitimately diverge.
    if (a.state.engagement || b.state.engagement) break;
    const who = actor(a.state);
    expect(actor(b.state)).toBe(who);
    if (who === AI) {
      expect(JSON.stringify(viewFor(a.state, AI))).toBe(JSON.stringify(viewFor(b.state, AI)));
      const x = aiA.decide(a.state, 7 + i);
      const y = aiB.decide(b.state, 7 + i);
      expect(y).toEqual(x);
      compared++;
      a = must(a.state, x);
      b = must(b.state, y);
    } else {
      const x = opponentAction(a.state, variantA);
      const y = opponentAction(b.state, variantB);
      if (x.type !== y.type) break;
      a = must(a.state, x);
      b = must(b.state, y);
    }
    aiA.see(a.events);
    aiB.see(b.events);
    differed ||= opponentContents(a.state) !== opponentContents(b.state);
  }
  return { compared, differed };
}

describe('fairness: hidden contents do not change the AI choices', () => {
  it.each(['easy', 'normal', 'hard'] as const)('%s: same view, same events → same choices for any hidden contents', (level) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 40 }), (va, offset, seed) => {
        const r = twinGames(level, va, (va + offset) % 7, seed);
        expect(r.compared).toBeGreaterThan(3);
        expect(r.differed).toBe(true);
      }),
      { numRuns: level === 'hard' ? 2 : 5 },
    );
  });
});
