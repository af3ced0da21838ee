// Rules 11.8 with 15.6 Slavery, a victory: green's own characters are all slain, but a red Ogre green's Caster enslaved
// fights on for green and slays red's last character of its own. Green's side wins (red's side has no character left,
// 11.8); the slave is slain and scored as the caster's side won (15.6) — so green's legion, with no character of its
// own left, leaves the board too (never an empty legion), and red's with it.
import { describe, expect, it } from 'vitest';
import type { GodsState } from '../../engine/gods/state.js';
import { edit, expectSound, legal, step } from './game-helpers.js';
import { fight, piece, withSlayings } from './slaying.js';

/** Green's Lion and Gargoyle (its Caster) slain by red's Troll, red's Ogre enslaved by the Gargoyle (15.6) and slaying
 * the Troll in green's strike phase of round 5: red's side has nobody left. `score`: green's points before. */
function slaveWins(score = 0, others: readonly (readonly [number, readonly string[]])[] = []): { state: GodsState; red: string; green: string } {
  const s = fight(['Troll', 'Ogre'], ['Lion', 'Gargoyle'], others);
  const troll = piece(s, 'attacker', 'Troll').id;
  const ogre = piece(s, 'attacker', 'Ogre').id;
  const warlock = piece(s, 'defender', 'Gargoyle').id;
  const slain = withSlayings(s, 'green', [[piece(s, 'defender', 'Lion').id, troll], [warlock, troll], [troll, ogre]], 5);
  const state = edit(slain, (d) => {
    const b = d.engagement?.battle as { pieces: { id: string; side: string }[]; addons: Record<string, unknown> } | undefined;
    if (!b) return;
    b.pieces = b.pieces.map((p) => (p.id === ogre ? { ...p, side: 'defender' } : p));
    b.addons = { ...b.addons, spells: { held: { attacker: [], defender: [] }, cast: { attacker: null, defender: { spell: 'slavery', caster: warlock, round: 4, piece: ogre, swapped: [], chain: null } } } };
    const g = d.players.find((p) => p.id === 'green');
    if (g) g.score = score;
  });
  return { state, red: s.engagement?.attacker ?? '', green: s.engagement?.defender ?? '' };
}

describe('rules 11.8, 15.6 a victory whose last fighter is a slave', () => {
  it('rules 11.8 with 15.6: the slave slain and scored for the winner, and the winner\'s legion, with no character of its own, leaves the board', () => {
    const { state, red, green } = slaveWins();
    const r = step(state, 'green', { type: 'battle', move: { type: 'done' } });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'battleOver', result: { kind: 'victory', winner: 'defender', reason: 'eliminated' } }));
    // the Troll and the slave scored for green (20.4, 15.6: "slain and scored accordingly"), once
    expect(r.events.filter((e) => e.type === 'scored')).toEqual([expect.objectContaining({ seat: 'green', points: 28 })]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'resolved', how: 'battle', eliminated: [red, green] }));
    expect(r.state.legions.some((l) => l.marker === red || l.marker === green)).toBe(false);
    expect(r.state.legions.every((l) => l.pieces.length > 0)).toBe(true);
    expectSound(r.state);
  });

  it('rules 11.8 with 15.6, 21.1: a Lord the battle\'s points earn goes to another legion of the winner, never into the emptied one', () => {
    const { state, green } = slaveWins(190, [[150, ['Ogre']]]);
    const r = step(state, 'green', { type: 'battle', move: { type: 'done' } });
    const lords = legal(r.state, 'green').filter((m) => m.type === 'takeLord');
    expect(lords.length).toBeGreaterThan(0);
    expect(lords.every((m) => m.type === 'takeLord' && m.legion !== green)).toBe(true);
    const done = step(r.state, 'green', lords[0]!);
    expect(done.state.legions.some((l) => l.marker === green)).toBe(false);
    expect(done.state.legions.every((l) => l.pieces.length > 0)).toBe(true);
    expectSound(done.state);
  });
});
