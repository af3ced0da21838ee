// The seam for rules 15–18 (spells, special abilities, reinforcement, summoning): a toy extension from a rules object —
// once per battle, in its own maneuver, a side may take one hit off a character — is listed, applied, remembered in
// state.extra and refused when it does not offer the choice.
import { describe, expect, it } from 'vitest';
import { applyGodsBattleAction, godsBattleLegalActions } from '../../engine/gods/battle/index.js';
import type { GodsBattleExtension } from '../../engine/gods/battle/index.js';
import { A, D, at, done } from './battle-helpers.js';

const mend: GodsBattleExtension = {
  name: 'mend',
  choices: (state, player) => {
    const side = state.players.attacker === player ? 'attacker' : 'defender';
    if (state.phase !== 'maneuver' || state.active !== side || state.extra.mend === side) return [];
    return state.pieces.filter((p) => p.side === side && p.hits > 0).map((p) => p.id);
  },
  apply: (state, player, choice) => ({
    ...state,
    pieces: state.pieces.map((p) => (p.id === choice ? { ...p, hits: p.hits - 1 } : p)),
    extra: { ...state.extra, mend: state.players.attacker === player ? 'attacker' : 'defender' },
  }),
};

describe('battle extensions (the seam of rules 15–rules 18)', () => {
  const s = at([['Ogre', 'attacker', 'A1', 3], ['Troll', 'defender', 'F4', 2]], { active: 'attacker' });

  it('an extension\'s choices are legal actions of the seat it offers them to, and only with it plugged in', () => {
    expect(godsBattleLegalActions(s, A, [mend])).toContainEqual({ type: 'extra', player: A, rule: 'mend', choice: 'a1' });
    expect(godsBattleLegalActions(s, D, [mend]).map((a) => a.type)).toEqual(['concede']);
    expect(godsBattleLegalActions(s, A).some((a) => a.type === 'extra')).toBe(false);
  });

  it('applying a choice changes the state as the extension says and keeps its memory in state.extra; a choice not offered is refused', () => {
    const r = applyGodsBattleAction(s, { type: 'extra', player: A, rule: 'mend', choice: 'a1' }, [mend]);
    if (!r.ok) expect.fail(r.error.message);
    expect(r.state.pieces.find((p) => p.id === 'a1')!.hits).toBe(2);
    expect(r.state.extra).toEqual({ mend: 'attacker' });
    expect(r.events).toEqual([{ type: 'extra', rule: 'mend', choice: 'a1' }]);
    const again = applyGodsBattleAction(r.state, { type: 'extra', player: A, rule: 'mend', choice: 'a1' }, [mend]);
    expect(again.ok ? null : again.error.code).toBe('illegal');
    const unknown = applyGodsBattleAction(s, { type: 'extra', player: A, rule: 'mend', choice: 'a1' });
    expect(unknown.ok ? null : unknown.error.code).toBe('illegal');
    const after = applyGodsBattleAction(r.state, done('attacker'), [mend]);
    expect(after.ok).toBe(true);
  });
});
