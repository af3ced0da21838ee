// The owner facts the movement and muster caches compare by content (engine/gods/player-facts.ts): a player object
// copied whole by a split or a muster reads the same for a legion's moves unless its EP, uncovered Titan, role, goals
// or being out changed, and for its musters unless besides those its pool or Lifegems did.
import { describe, expect, it } from 'vitest';
import { sameMoveFacts, sameMusterFacts } from '../../engine/gods/player-facts.js';
import type { GodsPlayer } from '../../engine/gods/state.js';
import { started } from './game-helpers.js';

const red = (): GodsPlayer => {
  const p = started(3).players.find((q) => q.id === 'red');
  if (!p) throw new Error('no red seat');
  return p;
};
const copied = (p: GodsPlayer, change: Partial<GodsPlayer>): GodsPlayer => ({ ...structuredClone(p), ...change });
const firstPooled = (p: GodsPlayer): string => Object.keys(p.pool)[0] ?? '';

/** Each change: its name, the copy, whether the moves read the same, whether the musters do. */
const cases: readonly (readonly [string, (p: GodsPlayer) => GodsPlayer, boolean, boolean])[] = [
  ['a whole copy', (p) => copied(p, {}), true, true],
  ['a marker taken (a split)', (p) => copied(p, { markers: p.markers.slice(1) }), true, true],
  ['a spell cast, a trophy, points', (p) => copied(p, { spells: p.spells.slice(1), score: p.score + 5 }), true, true],
  ['one character fewer in the pool (a muster)', (p) => copied(p, { pool: { ...p.pool, [firstPooled(p)]: (p.pool[firstPooled(p)] ?? 0) - 1 } }), true, false],
  ['a character the pool lacked added', (p) => copied(p, { pool: { ...p.pool, Nobody: 1 } }), true, false],
  ['Lifegems paid', (p) => copied(p, { lifegems: p.lifegems + 1 }), true, false],
  ['EP gained', (p) => copied(p, { ep: p.ep + 10 }), false, false],
  ['the Titan uncovered', (p) => copied(p, { titanUncovered: !p.titanUncovered }), false, false],
  ['a goal paid', (p) => copied(p, { goals: [...p.goals, 'ashore'] }), false, false],
  ['out of the game', (p) => copied(p, { out: true }), false, false],
];

describe('a legion\'s owner reads the same for its moves and musters after a whole copy, unless what they read changed', () => {
  for (const [name, change, moves, musters] of cases) {
    it(`${name}: ${moves ? 'the same' : 'different'} for moves, ${musters ? 'the same' : 'different'} for musters`, () => {
      const p = red();
      const q = change(p);
      expect([sameMoveFacts(p, q), sameMusterFacts(p, q)]).toEqual([moves, musters]);
    });
  }
});
