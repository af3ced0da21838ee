// Roles, not colours (rules 1.2, 5.3; the "One TITAN-family engine" issue, item 5): the same seeded Gods of Titan
// games played with the seat colours permuted — the Darklord red, the Titan-players blue, black, green — are the same
// games once the colours are renamed back: at every step the same actors, the same legal actions in the same order, the
// same Normal decisions, the same events and the same state, and no invariant broken. Nothing of the rules may hang on
// a seat's colour; a Neutral Tower legion engaged (built as data) is played by its speaker found by role (25.2, A38).
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsSeatRole } from '../../engine/gods/data/seats.js';
import { checkGodsInvariants } from '../../engine/gods/invariants.js';
import { godsActors, godsLegalActions } from '../../engine/gods/legal.js';
import { applyGods } from '../../engine/gods/reducer.js';
import { createGodsGame, type GodsSetup } from '../../engine/gods/setup.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import { normalPick } from '../ai/gods-helpers.js';
import { prng } from '../prng.js';
import { clearBoard, edit, engageRuin, insistOnBattle, started } from './game-helpers.js';

type Colours = Readonly<Record<GodsSeat, GodsSeat>>;

/** The permutation: red → blue, green → black, blue → green, black → red (the Darklord, fourth, plays red). */
const PERMUTED: Colours = { red: 'blue', green: 'black', blue: 'green', black: 'red' };
const BACK: Colours = { blue: 'red', black: 'green', green: 'blue', red: 'black' };

/** A value with every seat colour renamed: a seat (`'black'`) or a colour's marker (`'black-darktower-1'`), in
 * strings and keys alike. */
function renamed<T>(value: T, colours: Colours): T {
  const word = (s: string): string => {
    const dash = s.indexOf('-');
    const head = dash < 0 ? s : s.slice(0, dash);
    const to = Object.prototype.hasOwnProperty.call(colours, head) ? colours[head as GodsSeat] : undefined;
    return to === undefined ? s : to + s.slice(head.length);
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return word(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [word(k), walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/** The setup of `players` seats (the fourth the Darklord), its colours renamed by `colours`. */
function setupOf(players: 3 | 4, seed: number, colours: Colours | null): GodsSetup {
  const seats = (['red', 'green', 'blue', 'black'] as const).slice(0, players);
  const role = (i: number): GodsSeatRole => (i === 3 ? 'darklord' : 'titan-player');
  return { players: seats.map((id, i) => ({ id: colours ? colours[id] : id, name: `P${i + 1}`, role: role(i) })), seed, towers: null, turnLimit: 40 };
}

/** What one pair of games met: steps compared, battles begun, engagements, whether the game ended. */
interface Met {
  steps: number;
  battles: number;
  engagements: number;
  over: boolean;
  neutralSpoken: number;
}

/** Plays the game and its permuted twin side by side for `steps` actions (or to the end), each seat random-legal or
 * Normal, comparing everything at every step; the first difference fails the test with the step it came at. */
function playTwins(players: 3 | 4, seed: number, seats: 'random' | 'normal', steps: number): Met {
  return playFrom(createGodsGame(setupOf(players, seed, null)).state, createGodsGame(setupOf(players, seed, PERMUTED)).state, seed, seats, steps);
}

/** Plays a state and its permuted twin side by side (see playTwins); `met.neutralSpoken` counts the decisions a seat
 * made for a Neutral legion in an engagement (25.2: by role, the Darklord's or the next seat's). */
function playFrom(start: GodsState, twinStart: GodsState, seed: number, seats: 'random' | 'normal', steps: number): Met {
  let a = start;
  let b = twinStart;
  const rand = prng(seed);
  const met: Met = { steps: 0, battles: 0, engagements: 0, over: false, neutralSpoken: 0 };
  const same = (what: string, mine: unknown, twin: unknown): void => {
    if (!isDeepStrictEqual(mine, renamed(twin, BACK))) expect({ step: met.steps, what, twin: renamed(twin, BACK) }).toEqual({ step: met.steps, what, twin: mine });
  };
  same('the new game', a, b);
  while (met.steps < steps && a.phase !== 'over') {
    const actors = godsActors(a);
    same('actors', actors, godsActors(b));
    const seat = actors[Math.floor(rand() * actors.length)];
    if (seat === undefined) break;
    const legal = godsLegalActions(a, seat);
    const twinLegal = godsLegalActions(b, PERMUTED[seat]);
    same(`${seat}'s legal actions`, legal, twinLegal);
    let action: GodsAction | undefined;
    let twinAction: GodsAction | undefined;
    if (seats === 'random') {
      const i = Math.floor(rand() * legal.length);
      action = legal[i];
      twinAction = twinLegal[i];
    } else {
      action = normalPick(a, seat, seed + met.steps);
      twinAction = normalPick(b, PERMUTED[seat], seed + met.steps);
      same(`${seat}'s Normal decision`, action, twinAction);
    }
    if (!action || !twinAction) break;
    const sides = a.legions.filter((l) => l.marker === a.engagement?.attacker || l.marker === a.engagement?.defender);
    if (sides.some((l) => l.owner === 'neutral') && sides.every((l) => l.owner !== seat)) met.neutralSpoken++;
    const r = applyGods(a, action);
    const t = applyGods(b, twinAction);
    if (!r.ok || !t.ok) throw new Error(`step ${met.steps}: ${action.type} refused`);
    same('events', r.events, t.events);
    same('state', r.state, t.state);
    expect(checkGodsInvariants(b, t.state)).toEqual([]);
    met.battles += r.events.filter((e) => e.type === 'battleBegins').length;
    met.engagements += r.events.filter((e) => e.type === 'engagement').length;
    a = r.state;
    b = t.state;
    met.steps++;
  }
  met.over = a.phase === 'over';
  return met;
}

/** Round 11, the board cleared: red's strong legion beside the Neutral Ruin on 144 moves onto it and engages it; the
 * seat speaking for the Neutrals (the Darklord, else the next seat: green) chooses to fight. */
function atTheRuin(players: 3 | 4): GodsState {
  const base = edit(clearBoard(started(players)), (d) => {
    d.round = 11;
  });
  const e = engageRuin(base, ['Titan', 'Cyclops', 'Cyclops', 'Behemoth', 'Lion', 'Ogre']);
  return insistOnBattle(e.state, e.speaker);
}

describe('rules 1.2, 5.3, 25.2 roles, not colours: a Neutral Tower legion engaged, its speaker found by role', () => {
  for (const players of [3, 4] as const) {
    it(`${players} seats: the battle at the Ruin, step by step, the same with the colours permuted`, () => {
      const start = atTheRuin(players);
      expect(start.engagement?.battle).not.toBeNull();
      const met = playFrom(start, renamed(start, PERMUTED), 29 + players, 'random', 400);
      expect(met.neutralSpoken).toBeGreaterThan(3); // the speaking seat placed and fought for the Neutrals
      expect(met.steps).toBeGreaterThan(met.neutralSpoken); // and the game went on past the battle
    });
  }
});

describe('rules 1.2, 5.3 roles, not colours: the same games with the seat colours permuted', () => {
  it('4 random-legal seats, the Darklord red: the same whole game, step by step, battles fought', () => {
    const met = playTwins(4, 11, 'random', 5000);
    expect(met.over).toBe(true);
    expect(met.battles).toBeGreaterThan(0); // checked through at least one battle (Darkness and Cloud by role)
  });

  it('3 random-legal seats, colours blue, black, green: the same whole game, step by step, battles fought', () => {
    const met = playTwins(3, 8, 'random', 5000); // seed 7 fought no battle once the defender decided on fleeing first (rules 4)
    expect(met.over).toBe(true);
    expect(met.battles).toBeGreaterThan(0);
  });

  it('4 Normal seats, the Darklord red: the same decisions and the same game past the treaty, a battle fought', () => {
    const met = playTwins(4, 5, 'normal', 600);
    expect(met.steps).toBe(600);
    expect(met.battles).toBeGreaterThan(0);
  });

  it('3 Normal seats: the same decisions and the same game for 400 steps', () => {
    const met = playTwins(3, 3, 'normal', 400);
    expect(met.steps).toBe(400);
  });
});
