// The owner facts the movement and muster caches compare by content (engine/gods/player-facts.ts): a player object
// copied whole by a split or a muster reads the same for them unless the pool, Lifegems, EP, uncovered Titan, role,
// goals or being out changed.
import { describe, expect, it } from 'vitest';
import { sameMoverFacts } from '../../engine/gods/player-facts.js';
import type { GodsPlayer } from '../../engine/gods/state.js';
import { started } from './game-helpers.js';

const red = (): GodsPlayer => {
  const p = started(3).players.find((q) => q.id === 'red');
  if (!p) throw new Error('no red seat');
  return p;
};
const copied = (p: GodsPlayer, change: Partial<GodsPlayer>): GodsPlayer => ({ ...structuredClone(p), ...change });
const firstPooled = (p: GodsPlayer): string => Object.keys(p.pool)[0] ?? '';

const cases: readonly (readonly [string, (p: GodsPlayer) => GodsPlayer, boolean])[] = [
  ['a whole copy', (p) => copied(p, {}), true],
  ['a marker taken (a split)', (p) => copied(p, { markers: p.markers.slice(1) }), true],
  ['a spell cast, a trophy, points', (p) => copied(p, { spells: p.spells.slice(1), score: p.score + 5 }), true],
  ['one character fewer in the pool (a muster)', (p) => copied(p, { pool: { ...p.pool, [firstPooled(p)]: (p.pool[firstPooled(p)] ?? 0) - 1 } }), false],
  ['a character the pool lacked added', (p) => copied(p, { pool: { ...p.pool, Nobody: 1 } }), false],
  ['Lifegems paid', (p) => copied(p, { lifegems: p.lifegems + 1 }), false],
  ['EP gained', (p) => copied(p, { ep: p.ep + 10 }), false],
  ['the Titan uncovered', (p) => copied(p, { titanUncovered: !p.titanUncovered }), false],
  ['a goal paid', (p) => copied(p, { goals: [...p.goals, 'ashore'] }), false],
  ['out of the game', (p) => copied(p, { out: true }), false],
];

describe('a legion\'s owner reads the same for its moves and musters after a whole copy, unless what they read changed', () => {
  for (const [name, change, same] of cases) {
    it(`${name}: ${same ? 'the same' : 'different'}`, () => {
      const p = red();
      expect(sameMoverFacts(p, change(p))).toBe(same);
    });
  }
});
