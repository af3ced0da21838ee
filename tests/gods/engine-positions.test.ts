// The Gods of Titan engine's results in positions random games rarely reach, recorded (the safety net beside
// engine-sameness.test.ts): every hazard of the Gods Hazard Chart in movement, strikes, rangestrikes and damage, every
// immunity, each of the 16 spells cast, each battle ability used, reinforcement and summoning during a battle, carry
// chains, the final battle, and what each seat sees (tests/gods/positions/). For every state of a position — every
// seat's legal actions, every seat's view (a spectator's too), the answer to each listed action — and for two
// deterministic continuations from its last state, the digests (tests/gods/positions/digest.ts) are kept in the
// snapshot beside this file; a rule change that changes them on purpose re-records them with
// `npx vitest run tests/gods/engine-positions.test.ts -u`. Alongside, every state reached is checked for what no
// digest can say plainly: sound (engine/gods/invariants.ts), no pending carry naming a slain or absent piece, and no
// view naming a character its seat may not know.
//
// MUTATIONS
import { describe, expect, it } from 'vitest';
import { godsModule } from '../../games/gods.js';
import { checkGodsInvariants } from '../../engine/gods/invariants.js';
import type { GodsState } from '../../engine/gods/state.js';
import { knowable } from './game-helpers.js';
import { continueFrom, digestState } from './positions/digest.js';
import { POSITIONS } from './positions/index.js';

/** The longest continuation played from a position's last state. */
const STEPS = 40;

/** What no state may hold: a broken invariant, a pending carry to a piece slain or gone, a view naming a character
 * its seat may not know of, another seat's spells or the dice. Returns the problems found. */
function problems(s: GodsState): string[] {
  const out = checkGodsInvariants(null, s);
  const battle = s.engagement?.battle;
  for (const t of battle?.carry?.targets ?? []) {
    const piece = battle?.pieces.find((p) => p.id === t);
    if (!piece || piece.slain) out.push(`13.6: the pending carry names ${t}, ${piece ? 'slain' : 'gone'}`);
  }
  const onBoard = new Set(s.legions.flatMap((l) => l.pieces.map((p) => p.name)));
  // 1.3: once the game is over every legion is shown.
  for (const viewer of s.phase === 'over' ? [] : s.players.map((p) => p.id)) {
    const view = godsModule.view(s, viewer);
    const json = JSON.stringify(view);
    const known = knowable(s, viewer);
    for (const name of onBoard) if (!known.has(name) && json.includes(`"${name}"`)) out.push(`${viewer} sees ${name}`);
    if (view.players.some((p) => p.id !== viewer && p.spells !== null)) out.push(`${viewer} sees another seat's spells`);
    if (json.includes('"rng"')) out.push(`${viewer} sees the dice`);
  }
  return out;
}

describe('the Gods of Titan engine gives the recorded results in positions random games rarely reach', () => {
  for (const position of POSITIONS) {
    it(position.title, () => {
      const built = position.build();
      const found: string[] = [];
      let visited = 0;
      const visit = (s: GodsState): void => {
        visited++;
        found.push(...problems(s));
      };
      for (const s of built.states) {
        expect(godsModule.saves.checkState(JSON.parse(JSON.stringify(s)) as unknown)).toMatchObject({ ok: true });
        visit(s);
      }
      const states = built.states.map(digestState);
      const last = built.states[built.states.length - 1]!;
      const continuations = [continueFrom(last, 'first', STEPS, visit), continueFrom(last, { seed: 1 }, STEPS, visit)];
      expect.soft(found).toEqual([]);
      expect(visited).toBeGreaterThan(built.states.length); // checked at least one continued state
      expect(states.reduce((n, d) => n + d.actions, 0)).toBeGreaterThan(0); // listed at least one action
      expect({ states, continuations }).toMatchSnapshot();
    });
  }
});
