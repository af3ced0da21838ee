// Gods of Titan Hard as the Darklord and at the negotiation table (rules 10.5, 23, 27.5): it challenges the God in
// the Skycastle when its simulated battles say the Dark-Titan's legion wins there, and not when the God's life energy
// (100 less every Titan's PF) makes him too strong; it accepts an agreement that beats fighting and rejects one that
// does not. Positions as data (tests/gods/final-battle-position.ts: the Dark-Titan's legion in the City).
import { describe, expect, it } from 'vitest';
import { GOD_LEGION, type GodsState } from '../../engine/gods/state.js';
import { finalPosition } from '../gods/final-battle-position.js';
import { act, edit } from '../gods/game-helpers.js';
import { engagedAt, levelPick } from './gods-helpers.js';

/** The final position with every score set: the Darklord's `dark`, the Titan-players' `titans`. */
function scored(dark: number, titans: number): GodsState {
  return edit(finalPosition(['Dark-Titan', 'Headcracker', 'Headcracker', 'Nightmare', 'Nightmare', 'Tombdigger']).state, (d) => {
    for (const p of d.players) p.score = p.role === 'darklord' ? dark : titans;
  });
}

describe('Gods of Titan Hard as the Darklord: the challenge of the God in the Skycastle (27.5)', () => {
  it('challenges when the God is weak (life energy 10: Titans at PF 20, 20, 20 and the Dark-Titan at 30)', () => {
    const a = levelPick('hard', scored(3000, 2000), 'black');
    expect(a.type === 'engage' && a.defender).toBe(GOD_LEGION);
  });
  it('ends its engagements instead when the God is strong (every score 0: life energy 76)', () => {
    expect(levelPick('hard', scored(0, 0), 'black').type).toBe('endEngagements');
  });
  it('Normal, judging by strength ratios of legions on the board, never challenges (the God\'s legion is not there yet)', () => {
    expect(levelPick('normal', scored(3000, 2000), 'black').type).toBe('endEngagements');
  });
});

/** Red's legion of `red` on 135 has engaged green's of `green` on 136 and green, declining to flee, proposed that
 * the side `eliminated` be eliminated (10.5): red answers. */
function proposedToRed(red: readonly string[], green: readonly string[], eliminated: 'attacker' | 'defender'): GodsState {
  return act(act(engagedAt(red, green), 'green', { type: 'declineFlee' }), 'green', { type: 'propose', eliminates: eliminated });
}

describe('Gods of Titan Hard: agreements (10.5) by their worth against the simulated fight', () => {
  const strong = ['Lion', 'Lion', 'Troll', 'Troll', 'Gargoyle'];
  it('accepts the other side\'s elimination without a fight (its legion and points, no dice)', () => {
    expect(levelPick('hard', proposedToRed(strong, ['Ogre', 'Ogre'], 'defender'), 'red').type).toBe('accept');
  });
  it('rejects its own elimination when its legion should win the fight', () => {
    expect(levelPick('hard', proposedToRed(strong, ['Ogre', 'Ogre'], 'attacker'), 'red').type).not.toBe('accept');
  });
});
