// Gods of Titan engagements without the battle (rules 6.3, 10.1–10.6, 20.4, 23.5–23.7, 23.10, 24.4–24.8, A20, A38):
// the Mover's order, fleeing, agreements and concessions, what each pays, and a player's Master coming back or his end.
import { describe, expect, it } from 'vitest';
import { CITY } from '../../engine/gods/board.js';
import { godsActors } from '../../engine/gods/legal.js';
import { legionOf, type GodsState } from '../../engine/gods/state.js';
import { passAftermath, stepPast } from './game-battle-helpers.js';
import { act, clearBoard, edit, engageRuin, expectSound, legal, place, refusal, started, step, withoutElementals } from './game-helpers.js';

/** Round 11; red moves a legion from 135 onto green's on 136 and ends his Movement Phase. */
function engaged(redNames: string[], greenNames: string[], extra: (s: GodsState) => GodsState = (s) => s): { s: GodsState; red: string; green: string } {
  const base = edit(clearBoard(started(3)), (d) => {
    d.round = 11;
  });
  const red = place(base, 'red', 135, redNames);
  const green = place(red.state, 'green', 136, greenNames);
  let s = extra(green.state);
  s = act(s, 'red', { type: 'move', legion: red.marker, to: 136, steps: 1, exit: null, teleport: null });
  s = act(s, 'red', { type: 'endMovement' });
  return { s, red: red.marker, green: green.marker };
}
const keepTitans = (s: GodsState) => place(place(s, 'red', CITY, ['Ogre', 'Gargoyle']).state, 'green', 150, ['Ogre', 'Troll']).state;

describe('rules 6.3 the Mover orders the engagements; each must end before the phase does', () => {
  it('the Engagement Phase cannot end with an engagement unresolved; the engagement is the attacker\'s and the defender\'s alone', () => {
    const { s, red, green } = engaged(['Centaur', 'Lion'], ['Ogre', 'Troll'], keepTitans);
    expect(refusal(s, 'red', { type: 'endEngagements' })).toBe('illegal');
    const open = act(s, 'red', { type: 'engage', attacker: red, defender: green });
    expect(refusal(open, 'blue', { type: 'concede' })).toBe('not-your-turn');
    expect(legal(open, 'green').map((m) => m.type).sort()).toEqual(['concede', 'declineFlee', 'fight', 'flee', 'propose', 'propose', 'propose']);
  });
});

describe('rules 10.4, 10.8 the defender decides first whether to flee', () => {
  const opened = (redNames: string[], greenNames: string[]) => {
    const { s, red, green } = engaged(redNames, greenNames, keepTitans);
    return { open: act(s, 'red', { type: 'engage', attacker: red, defender: green }), red, green };
  };
  it('while the defender may flee, the attacker may not propose, concede or insist on battle: the game waits for the defender alone', () => {
    const { open } = opened(['Centaur', 'Lion'], ['Ogre', 'Troll']);
    expect(legal(open, 'red')).toEqual([]);
    expect(godsActors(open)).toEqual(['green']);
    for (const move of [{ type: 'propose', eliminates: 'defender' }, { type: 'concede' }, { type: 'fight' }] as const) expect(refusal(open, 'red', move)).toBe('not-your-turn');
  });
  it('the defender who does not flee opens the negotiation to both sides, and may not flee afterwards', () => {
    const { open } = opened(['Centaur', 'Lion'], ['Ogre', 'Troll']);
    const { state, events } = step(open, 'green', { type: 'declineFlee' });
    expect(events).toContainEqual({ type: 'fleeDeclined', by: 'green', audience: ['red', 'green'] });
    expect(legal(state, 'green').some((m) => m.type === 'flee' || m.type === 'declineFlee')).toBe(false);
    expect(legal(state, 'red').map((m) => m.type).sort()).toEqual(['concede', 'fight', 'propose', 'propose', 'propose']);
    expect(godsActors(state)).toEqual(['red', 'green']);
    expect(refusal(state, 'green', { type: 'flee' })).toBe('illegal');
  });
  it('the defender\'s own proposal or demand for battle declines flight (10.4: "If the defender suggests an agreement or accepts Battle, he may not flee afterwards")', () => {
    const { open } = opened(['Centaur', 'Lion'], ['Ogre', 'Troll']);
    const rejected = act(act(open, 'green', { type: 'propose', eliminates: 'attacker' }), 'red', { type: 'reject' });
    expect(legal(rejected, 'green').some((m) => m.type === 'flee')).toBe(false);
    expect(legal(rejected, 'red').some((m) => m.type === 'fight')).toBe(true);
    const fought = act(open, 'green', { type: 'fight' });
    expect(fought.engagement?.battle).not.toBeNull();
  });
  it('a defender who may not flee (a Master in his legion) does not hold up the negotiation', () => {
    const { open } = opened(['Centaur', 'Lion'], ['Titan', 'Troll']);
    expect(legal(open, 'red').map((m) => m.type).sort()).toEqual(['concede', 'fight', 'propose', 'propose', 'propose']);
    expect(godsActors(open)).toEqual(['red', 'green']);
  });
});

describe('rules 10.4 fleeing', () => {
  it('the defender flees at once: his legion is eliminated, the attacker scores half its value and 5 Lifegems a character, he 5 a character (20.4)', () => {
    const { s, red, green } = engaged(['Centaur', 'Lion'], ['Ogre', 'Troll'], keepTitans);
    const { state, events } = step(act(s, 'red', { type: 'engage', attacker: red, defender: green }), 'green', { type: 'flee' });
    expect(legionOf(state, green)).toBeUndefined();
    expect(events).toContainEqual({ type: 'resolved', land: 136, how: 'flee', eliminated: [green] });
    expect(state.players.map((p) => [p.id, p.score, p.lifegems])).toEqual([['red', 14, 10], ['green', 0, 10], ['blue', 0, 0]]); // (12 + 16) / 2
    expect(state.players[1]?.pool.Troll).toBe(7); // 3.8: back to the owner's pool (one more Troll stands on 150)
    expectSound(state);
  });
  it('not with a Master in the legion, and not once an agreement was proposed', () => {
    const titan = engaged(['Centaur', 'Lion'], ['Titan', 'Troll'], keepTitans);
    const open = act(titan.s, 'red', { type: 'engage', attacker: titan.red, defender: titan.green });
    expect(legal(open, 'green').some((m) => m.type === 'flee')).toBe(false);
    const plain = engaged(['Centaur', 'Lion'], ['Ogre', 'Troll'], keepTitans);
    const proposed = act(act(act(plain.s, 'red', { type: 'engage', attacker: plain.red, defender: plain.green }), 'green', { type: 'declineFlee' }), 'red', { type: 'propose', eliminates: 'defender' });
    const rejected = act(proposed, 'green', { type: 'reject' });
    expect(legal(rejected, 'green').some((m) => m.type === 'flee')).toBe(false);
    expect(legal(rejected, 'red').some((m) => m.type === 'propose')).toBe(false); // each side proposes once
  });
});

describe('rules 10.5 agreements and 10.6 concessions', () => {
  it('an accepted agreement eliminates what it says: the winner scores the full value and 10 Lifegems a character, the loser 5', () => {
    const { s, red, green } = engaged(['Centaur', 'Lion'], ['Ogre', 'Troll'], keepTitans);
    const proposed = act(act(s, 'red', { type: 'engage', attacker: red, defender: green }), 'green', { type: 'propose', eliminates: 'defender' });
    expect(legal(proposed, 'green')).toEqual([]);
    const done = passAftermath(act(proposed, 'red', { type: 'accept' }));
    expect(done.players.map((p) => [p.score, p.lifegems])).toEqual([[28, 20], [0, 10], [0, 0]]);
  });
  it('an agreement on both legions is a draw: both eliminated, nothing paid (20.4)', () => {
    const { s, red, green } = engaged(['Centaur', 'Lion'], ['Ogre', 'Troll'], keepTitans);
    const stayed = act(act(s, 'red', { type: 'engage', attacker: red, defender: green }), 'green', { type: 'declineFlee' });
    const done = act(act(stayed, 'red', { type: 'propose', eliminates: 'both' }), 'green', { type: 'accept' });
    expect([legionOf(done, red), legionOf(done, green)]).toEqual([undefined, undefined]);
    expect(done.players.every((p) => p.score === 0 && p.lifegems === 0)).toBe(true);
    expect(legal(done, 'red')).toEqual([{ type: 'endEngagements' }]);
  });
  it('a concession gives the other side the full value and 10 Lifegems a character, the conceder nothing', () => {
    const { s, red, green } = engaged(['Centaur', 'Lion'], ['Ogre', 'Troll'], keepTitans);
    const done = act(act(act(s, 'red', { type: 'engage', attacker: red, defender: green }), 'green', { type: 'declineFlee' }), 'red', { type: 'concede' });
    expect(legionOf(done, red)).toBeUndefined();
    expect(done.players.map((p) => [p.score, p.lifegems])).toEqual([[0, 0], [27, 20], [0, 0]]);
  });
});

describe('rules 24.4–24.8 Titans and Phantoms (A20: the three-player game)', () => {
  it('24.4: a slain Titan comes back as the Phantom in the other land legion its player chooses, shown as its marker', () => {
    const { s, red, green } = engaged(['Centaur', 'Lion'], ['Titan', 'Troll'], (x) => place(place(x, 'green', 150, ['Ogre', 'Troll', 'Lion']).state, 'green', 152, ['Ogre', 'Cyclops']).state);
    const conceded = passAftermath(act(act(s, 'red', { type: 'engage', attacker: red, defender: green }), 'green', { type: 'concede' }));
    const choice = legal(conceded, 'green').find((m) => m.type === 'appear' && conceded.legions.find((l) => l.marker === m.legion)?.land === 150);
    if (!choice) throw new Error('no choice of the legion on 150');
    const { state, events } = step(conceded, 'green', choice);
    const host = state.legions.find((l) => l.pieces.some((p) => p.name === 'Phantom'));
    expect([host?.owner, host?.land, host?.pieces.length]).toEqual(['green', 150, 4]);
    expect(events.filter((e) => e.type === 'phantom')).toHaveLength(1);
    expect(state.players[1]?.pool.Titan).toBe(1);
    expectSound(state);
  });
  it('24.5, 24.8: with no land legion left for the Phantom the player is out, his legions and pool leave the game, the slayer is paid', () => {
    const { s, red, green } = engaged(['Centaur', 'Lion'], ['Titan', 'Troll'], (x) => place(x, 'red', CITY, ['Ogre', 'Gargoyle']).state);
    const { state, events } = stepPast(act(s, 'red', { type: 'engage', attacker: red, defender: green }), 'green', { type: 'concede' });
    expect(events).toContainEqual({ type: 'playerOut', seat: 'green' });
    expect(state.players[1]).toMatchObject({ out: true, pool: {}, markers: [] });
    expect(state.legions.some((l) => l.owner === 'green')).toBe(false);
    // the concession (24 + 16 points) and half the Tower legion removed with him (24 + 12 + 12 + 20 + 12 = 80 → 40)
    expect(state.players[0]?.score).toBe(40 + 40);
    expectSound(state);
  });
  it('1.3: the last player standing wins', () => {
    const { s, red, green } = engaged(['Titan', 'Lion'], ['Titan', 'Troll']);
    const knocked = edit(s, (d) => {
      const blue = d.players[2];
      if (blue) blue.out = true;
      for (const l of d.legions.filter((x) => x.owner === 'blue')) {
        for (const p of l.pieces) d.removed[p.name] = (d.removed[p.name] ?? 0) + 1;
      }
      d.legions = d.legions.filter((x) => x.owner !== 'blue');
      for (const [n, c] of Object.entries(blue?.pool ?? {})) d.removed[n] = (d.removed[n] ?? 0) + c;
      if (blue) Object.assign(blue, { pool: {}, markers: [] });
    });
    const done = passAftermath(act(act(knocked, 'red', { type: 'engage', attacker: red, defender: green }), 'green', { type: 'concede' }));
    expect([done.phase, done.winner]).toEqual(['over', 'red']);
    expectSound(done);
  });
});

describe('rules 10.2 the City: engaging is the Mover\'s choice, one engagement per legion', () => {
  it('an enemy legion in the City may be attacked or left alone', () => {
    const base = edit(clearBoard(started(3)), (d) => {
      d.round = 11;
    });
    const red = place(base, 'red', CITY, ['Titan', 'Lion']);
    const green = place(red.state, 'green', CITY, ['Ogre', 'Troll']);
    const s = act(green.state, 'red', { type: 'endMovement' });
    expect(legal(s, 'red')).toEqual([{ type: 'engage', attacker: red.marker, defender: green.marker }, { type: 'endEngagements' }]);
  });
});

describe('rules 23.5 Titan/Phantom immunity, 23.6–23.7 the Elementals', () => {
  it('a black legion moving onto a covered Titan\'s legion of a player immune to spying (A49) uncovers it and stops short; an uncovered one it passes but never joins', () => {
    const four = withoutElementals(edit(clearBoard(started(4)), (d) => {
      d.round = 11;
      d.active = 3;
    }), ['red']);
    const black = place(four, 'black', 135, ['Headcracker', 'Plaque']);
    const titan = place(black.state, 'red', 136, ['Titan', 'Centaur']);
    const plain = place(titan.state, 'green', 134, ['Ogre', 'Troll']);
    const to = (s: GodsState) => legal(s, 'black').flatMap((m) => (m.type === 'move' && m.legion === black.marker ? [m.to] : []));
    // the Darklord cannot tell the covered Titan's legion from green's: both look like legions to attack
    expect(to(plain.state)).toEqual(expect.arrayContaining([134, 136]));
    expect(to(plain.state)).not.toContain(137);
    const { state, events } = step(plain.state, 'black', { type: 'move', legion: black.marker, to: 136, steps: 1, exit: null, teleport: null });
    expect(events).toContainEqual({ type: 'stoppedShort', legion: black.marker, at: 135, titanLegion: titan.marker });
    expect([legionOf(state, black.marker)?.land, legionOf(state, black.marker)?.moved?.steps, state.players[0]?.titanUncovered]).toEqual([135, 0, true]);
    const next = edit(state, (d) => {
      const l = d.legions.find((x) => x.marker === black.marker);
      if (l) l.moved = null;
    });
    expect(to(next)).toContain(137); // through the uncovered Titan's legion
    expect(to(next)).not.toContain(136); // never onto it (23.5)
  });
  it('during the treaty a black move through a covered Titan\'s legion stops on the last land before it', () => {
    const four = edit(clearBoard(started(4)), (d) => {
      d.round = 10;
      d.active = 3;
    });
    const black = place(four, 'black', 134, ['Headcracker', 'Plaque']);
    const titan = place(black.state, 'red', 136, ['Titan', 'Centaur']);
    const { state, events } = step(titan.state, 'black', { type: 'move', legion: black.marker, to: 137, steps: 3, exit: null, teleport: null });
    expect(events).toContainEqual({ type: 'stoppedShort', legion: black.marker, at: 135, titanLegion: titan.marker });
    expect(legionOf(state, black.marker)?.moved?.steps).toBe(1);
  });
  it('an Elemental beaten by a black legion is destroyed; when the third is, the Dark-Titan appears and every Titan is uncovered', () => {
    const four = edit(clearBoard(started(4)), (d) => {
      d.round = 11;
      d.active = 3;
      // two Elementals already destroyed (23.6)
      for (const p of d.players.slice(1, 3)) {
        for (const e of ['Asher', 'Golem', 'Zephyra']) {
          if ((p.pool[e] ?? 0) > 0) {
            p.pool[e] = 0;
            d.removed[e] = 1;
          }
        }
      }
    });
    const redPool = four.players[0]?.pool ?? {};
    const elemental = ['Asher', 'Golem', 'Zephyra'].find((e) => (redPool[e] ?? 0) > 0) ?? '';
    const black = place(four, 'black', 135, ['Headcracker', 'Plaque']);
    const victim = place(black.state, 'red', 136, [elemental, 'Centaur']);
    const titan = place(victim.state, 'red', 150, ['Titan', 'Ogre']);
    let s = act(titan.state, 'black', { type: 'move', legion: black.marker, to: 136, steps: 1, exit: null, teleport: null });
    s = act(act(s, 'black', { type: 'endMovement' }), 'black', { type: 'engage', attacker: black.marker, defender: victim.marker });
    const { state, events } = step(s, 'red', { type: 'concede' });
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['elementalDestroyed', 'darkTitanAppears']));
    expect(state.darkTitanAppeared).toBe(true);
    expect(state.players.every((p) => p.titanUncovered)).toBe(true);
    expect(legionOf(state, black.marker)?.pieces.map((p) => p.name)).toContain('Dark-Titan');
    expectSound(state);
  });
});

describe('rules 25.2 Neutral Tower legions (A38)', () => {
  it('never flee; the Darklord speaks for them, or without him the next seat after the attacker', () => {
    for (const players of [3, 4] as const) {
      const base = edit(clearBoard(started(players)), (d) => {
        d.round = 11;
      });
      const { state: s, ruin, speaker } = engageRuin(base, ['Titan', 'Cyclops', 'Cyclops', 'Behemoth', 'Lion', 'Ogre']);
      expect(legal(s, speaker).map((m) => m.type).sort()).toEqual(['concede', 'fight', 'propose', 'propose', 'propose']);
      expect(legal(s, players === 4 ? 'green' : 'blue')).toEqual([]);
      const done = passAftermath(act(s, speaker, { type: 'concede' }));
      expect(done.legions.some((l) => l.marker === ruin)).toBe(false);
      expect(done.neutralPool.Immortal).toBe(1); // its characters back to the neutral stock
      expectSound(done);
    }
  });
});
