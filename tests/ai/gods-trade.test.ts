// The Gods of Titan Normal AI answers the trade offers made to it (rules 7.1, 7.2) by a fair-value rule: it accepts
// an offer worth to it at least what it gives (a Lifegem 1, a character its value, a spell 5 Lifegems a grade), rejects
// the rest, answers whether or not it is its turn, and never leaves one unanswered; and it waits out a defender's
// choice to flee (10.4), staying by default.
import { describe, expect, it } from 'vitest';
import type { GodsAction, GodsMove } from '../../engine/gods/actions.js';
import { godsActors } from '../../engine/gods/legal.js';
import type { GodsSeat, GodsState, GodsTradeGoods } from '../../engine/gods/state.js';
import { safeDefault } from '../../ai/gods/choose.js';
import { act, edit, started } from '../gods/game-helpers.js';
import { normalPick } from './gods-helpers.js';

const NONE: GodsTradeGoods = { lifegems: 0, spells: [], characters: [], permissions: [] };
const offer = (to: GodsSeat, gives: Partial<GodsTradeGoods>, asks: Partial<GodsTradeGoods>): GodsMove => ({ type: 'offerTrade', to, gives: { ...NONE, ...gives }, asks: { ...NONE, ...asks } });

/** Round 1, red moving; every seat holds 40 Lifegems and its 16 spells. */
const position = (): GodsState => edit(started(3), (d) => {
  for (const p of d.players) p.lifegems = 40;
});

describe('rules 7.1 the Normal AI answers trade offers by their value to it', () => {
  it('out of its turn, at once: a grade-2 spell (worth 10) for 12 Lifegems is accepted, for 8 rejected', () => {
    const fair = act(position(), 'red', offer('green', { lifegems: 12 }, { spells: ['create-hazard'] }));
    expect(godsActors(fair)).toContain('green');
    expect(normalPick(fair, 'green')).toMatchObject({ type: 'answerTrade', from: 'red', accept: true });
    const unfair = act(position(), 'red', offer('green', { lifegems: 8 }, { spells: ['create-hazard'] }));
    expect(normalPick(unfair, 'green')).toMatchObject({ type: 'answerTrade', from: 'red', accept: false });
  });
  it('characters at their value: an Ogre (value 12) for a grade-2 spell is accepted, a grade-5 spell (25) for it rejected', () => {
    const spell = act(position(), 'red', offer('green', { characters: ['Ogre'] }, { spells: ['create-hazard'] }));
    expect(normalPick(spell, 'green')).toMatchObject({ type: 'answerTrade', accept: true });
    const dear = act(position(), 'red', offer('green', { characters: ['Ogre'] }, { spells: ['deadlock'] }));
    expect(normalPick(dear, 'green')).toMatchObject({ type: 'answerTrade', accept: false });
  });
  it('a fair offer it cannot carry out (it lacks the Lifegems asked) is rejected, not left open', () => {
    const poor = edit(act(position(), 'red', offer('green', { spells: ['deadlock'] }, { lifegems: 20 })), (d) => {
      d.players[1]!.lifegems = 5;
    });
    expect(normalPick(poor, 'green')).toMatchObject({ type: 'answerTrade', accept: false });
  });
  it('in its own turn it answers before it moves', () => {
    const s = act(position(), 'green', offer('red', { lifegems: 30 }, { spells: ['shield'] }));
    expect(normalPick(s, 'red')).toMatchObject({ type: 'answerTrade', from: 'green', accept: true });
  });
});

describe('rules 10.4 the AI and the defender\'s choice to flee', () => {
  it('its safe default stays rather than flees, and never proposes or concedes on its own', () => {
    const legal = (['flee', 'declineFlee', 'concede', 'fight'] as const).map((type) => ({ type, player: 'green', stateId: 1 }) as GodsAction);
    expect(safeDefault(legal).type).toBe('declineFlee');
  });
});
