// The seat's own card (engine/gods/preview/own-card.ts): its spells with the Casters able to cast each (15.1–15.3), its
// Experience goals (26.1, 26.3, 26.4) and thresholds (26.2, 26.5) — from the seat's own view, never another's.
import { describe, expect, it } from 'vitest';
import { EP_TABLE_TOTAL } from '../../engine/gods/data/experience.js';
import { godsHints } from '../../engine/gods/hints.js';
import { godsLegalActions } from '../../engine/gods/legal.js';
import { ownCard } from '../../engine/gods/preview/own-card.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { edit, expectSound, place, started } from './game-helpers.js';

/** Red holds a legion with a Novice (skill 2) and a Warlord (skill 5), from his pool, on land 105. */
function withCasters(players: 3 | 4 = 3) {
  const placed = place(started(players), 'red', 105, ['Novice', 'Warlord', 'Ogre']);
  expectSound(placed.state);
  return placed;
}

describe('the seat\'s own card', () => {
  it('rules 15.1, 15.3: each spell of the hand is listed once with its count and grade, and the own Casters whose skill reaches its grade', () => {
    const { state, marker } = withCasters();
    const card = ownCard(godsViewFor(state, 'red'));
    if (!card) throw new Error('red has no card');
    const hand = state.players.find((p) => p.id === 'red')!.spells;
    expect(card.spells.reduce((n, s) => n + s.count, 0)).toBe(hand.length);
    expect(card.spells.length).toBeGreaterThanOrEqual(4);
    const shield = card.spells.find((s) => s.id === 'shield');
    const slavery = card.spells.find((s) => s.id === 'slavery');
    expect(shield?.grade).toBe(2);
    expect(shield?.casters.map((c) => c.name)).toEqual(['Warlord', 'Novice']);
    expect(slavery?.grade).toBe(5);
    expect(slavery?.casters).toEqual([{ legion: marker, name: 'Warlord', skill: 5 }]);
    // grades ascending, as the spell chart lists them
    expect(card.spells.map((s) => s.grade)).toEqual([...card.spells.map((s) => s.grade)].sort((a, b) => a - b));
    expect(card.casters.map((c) => c.name)).toEqual(['Warlord', 'Novice']);
  });

  it('rules 15.2: another seat\'s card names none of the seat\'s Casters nor its spells (its hand and legions are hidden)', () => {
    const { state } = withCasters();
    const green = ownCard(godsViewFor(state, 'green'));
    expect(green?.casters.some((c) => c.legion.startsWith('red'))).toBe(false);
    expect(green?.spells.flatMap((s) => s.casters).some((c) => c.legion.startsWith('red'))).toBe(false);
    expect(ownCard(godsViewFor(state, null))).toBeNull();
  });

  it('rules 26.1, 26.3, 26.4: the card lists the seat\'s goal table (100 EP in all) with the goals it reached, which every seat\'s view shows', () => {
    const { state } = withCasters(4);
    const s = edit(state, (d) => {
      const red = d.players.find((p) => p.id === 'red')!;
      red.goals.push('Fort taken');
      red.ep = 5;
    });
    const card = ownCard(godsViewFor(s, 'red'))!;
    expect(card.goals).toHaveLength(14);
    expect(card.goals.reduce((n, g) => n + g.ep, 0)).toBe(EP_TABLE_TOTAL);
    expect(card.goals.filter((g) => g.reached)).toEqual([{ goal: 'Fort taken', ep: 5, reached: true }]);
    expect(godsViewFor(s, 'green').players.find((p) => p.id === 'red')?.goals).toEqual(['Fort taken']);
    const black = ownCard(godsViewFor(s, 'black'))!;
    expect(black.goals.map((g) => g.goal)).toContain('Skycastle taken');
    expect(black.goals.some((g) => g.reached)).toBe(false);
  });

  it('rules 26.2, 26.5: a threshold the EP reached gives its advantage only while the Titan is uncovered', () => {
    const covered = edit(started(3), (d) => {
      const red = d.players.find((p) => p.id === 'red')!;
      red.goals.push('Fort taken', 'Colossus mustered', 'Citytower taken', 'Darktower taken');
      red.ep = 35;
    });
    expectSound(covered);
    const card = ownCard(godsViewFor(covered, 'red'))!;
    expect(card.thresholds.filter((t) => t.reached).map((t) => t.advantage)).toEqual(['native', 'mustering-plus', 'movement-plus']);
    expect(card.thresholds.filter((t) => t.active)).toEqual([]);
    const uncovered = edit(covered, (d) => { d.players.find((p) => p.id === 'red')!.titanUncovered = true; });
    expect(ownCard(godsViewFor(uncovered, 'red'))!.thresholds.filter((t) => t.active).map((t) => t.ep)).toEqual([10, 20, 30]);
  });

  it('the push\'s hints carry the card of the seat they are for', () => {
    const { state } = withCasters();
    const view = godsViewFor(state, 'red');
    expect(godsHints(view, godsLegalActions(state, 'red')).own).toEqual(ownCard(view));
  });
});
