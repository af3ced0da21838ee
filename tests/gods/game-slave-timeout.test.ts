// Rules 11.8 with 15.6 Slavery, the engagement's end: green's own characters are all slain, but a red Ogre green's
// Caster enslaved still fights for green, so the battle runs to its time-out. The time-out eliminates red's legion, its
// slave with it — and green's legion, with no character of its own left, leaves the board too (never an empty legion:
// `simulate --game gods-of-titan --players 3 --agents normal,random --seed 21053` met one).
import { describe, expect, it } from 'vitest';
import type { GodsState } from '../../engine/gods/state.js';
import { edit, expectSound, step } from './game-helpers.js';
import { fight, piece, withSlayings } from './slaying.js';

/** Round 7, red's strike phase ending: green's Lion slain, red's Ogre enslaved by green's Caster, its Gargoyle (15.6). */
function lastRound(): { state: GodsState; red: string; green: string } {
  const s = fight(['Troll', 'Ogre'], ['Lion', 'Gargoyle']);
  const red = s.engagement?.attacker ?? '';
  const green = s.engagement?.defender ?? '';
  const ogre = piece(s, 'attacker', 'Ogre').id;
  const warlock = piece(s, 'defender', 'Gargoyle').id;
  const slain = withSlayings(s, 'red', [[piece(s, 'defender', 'Lion').id, piece(s, 'attacker', 'Troll').id], [warlock, piece(s, 'attacker', 'Troll').id]], 7);
  const state = edit(slain, (d) => {
    const b = d.engagement?.battle as { pieces: { id: string; side: string }[]; addons: Record<string, unknown> } | undefined;
    if (!b) return;
    b.pieces = b.pieces.map((p) => (p.id === ogre ? { ...p, side: 'defender' } : p));
    b.addons = { ...b.addons, spells: { held: { attacker: [], defender: [] }, cast: { attacker: null, defender: { spell: 'slavery', caster: warlock, round: 6, piece: ogre, swapped: [], chain: null } } } };
  });
  return { state, red, green };
}

describe('rules 11.8, 15.6 a time-out when the defender\'s last fighter is a slave', () => {
  it('rules 11.8 with 15.6: the attacker\'s legion is eliminated with its slave, and the defender\'s legion, with no character of its own, leaves the board too', () => {
    const { state, red, green } = lastRound();
    expect(state.engagement?.battle?.round).toBe(7);
    const r = step(state, 'red', { type: 'battle', move: { type: 'done' } });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'battleOver', result: { kind: 'time-out' } }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'resolved', how: 'time-out', eliminated: [red, green] }));
    expect(r.state.legions.some((l) => l.marker === red || l.marker === green)).toBe(false);
    expect(r.state.legions.every((l) => l.pieces.length > 0)).toBe(true);
    expectSound(r.state);
  });
});
