// Gods of Titan Sea legions going ashore (rules 27.4, 3.10, 8.3, A30), positions as data on the reconstructed
// masterboard: Sea 155 lies between Coast 154 (leading to Valley 135) and Coast 156 (leading to Brush 137).
import { describe, expect, it } from 'vitest';
import type { GodsMove } from '../../engine/gods/actions.js';
import { checkGodsInvariants } from '../../engine/gods/invariants.js';
import { godsActors, godsLegalActions } from '../../engine/gods/legal.js';
import { applyGods } from '../../engine/gods/reducer.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { GODS_BOARD } from '../../engine/gods/movement/board-index.js';
import { SEA_KINDS } from '../../engine/gods/terrains.js';
import type { GodsState } from '../../engine/gods/state.js';
import { chooser } from './battle-helpers.js';
import { concedeBattle, firstBattleMove, placeAll } from './game-battle-helpers.js';
import { act, clearBoard, destinations, edit, expectSound, insistOnBattle, legal, place, refusal, started, step } from './game-helpers.js';

/** Round 11, red to move, nobody's legions but the Towers and those a test places. */
const board = (): GodsState => edit(clearBoard(started(3)), (d) => {
  d.round = 11;
});
const SEA = 155;
const VALLEY = 135;
const BRUSH = 137;
const onRing = (land: number): boolean => SEA_KINDS.has(GODS_BOARD.byId.get(land)?.kind ?? 'land');
/** The lands off the outer ring a legion may end on. */
const inland = (s: GodsState, marker: string): number[] => [...destinations(s, 'red', marker).keys()].filter((l) => !onRing(l));
const move = (legion: string, to: number, steps: number): Extract<GodsMove, { type: 'move' }> => ({ type: 'move', legion, to, steps, exit: null, teleport: null });
const legionIn = (s: GodsState, marker: string) => s.legions.find((l) => l.marker === marker);
const GOAL = 'Sea-Legion entered mainland';

describe('rules 27.4 a Sea legion with an Aquarian or Siren and an Octopus or Seaserpent may go ashore', () => {
  it('onto any land but the Coast and the Sea; without the pair, or with a double-wave Sea-Creature, it stays on the ring', () => {
    const led = place(board(), 'red', SEA, ['Aquarian', 'Octopus']);
    const ends = destinations(led.state, 'red', led.marker);
    expect(ends.get(VALLEY)).toContain(2); // Sea 155 → Coast 154 → Valley 135
    expect(ends.get(BRUSH)).toContain(2); // Sea 155 → Coast 156 → Brush 137
    expect(inland(led.state, led.marker).length).toBeGreaterThan(2);
    for (const names of [['Octopus', 'Seaserpent'], ['Aquarian', 'Dolphin'], ['Aquarian', 'Octopus', 'Dolphin']]) {
      const other = place(board(), 'red', SEA, names);
      expect(destinations(other.state, 'red', other.marker).size, names.join('+')).toBeGreaterThan(0);
      expect(inland(other.state, other.marker), names.join('+')).toEqual([]);
      expect(refusal(other.state, 'red', move(other.marker, VALLEY, 2)), names.join('+')).toBe('illegal');
    }
  });
  it('until it has gone ashore it leaves the ring only to end off it: its ends on the ring are those of a Sea legion', () => {
    const led = place(board(), 'red', SEA, ['Aquarian', 'Octopus']);
    const bound = place(board(), 'red', SEA, ['Aquarian', 'Dolphin']);
    const ringEnds = [...destinations(led.state, 'red', led.marker)].filter(([land]) => onRing(land));
    expect(ringEnds.length).toBeGreaterThan(3);
    expect(new Map(ringEnds)).toEqual(destinations(bound.state, 'red', bound.marker));
  });
  it('the first landing earns 5 EP, once; the legion has gone ashore and moves over land and Sea alike', () => {
    const a = place(board(), 'red', SEA, ['Aquarian', 'Octopus']);
    const b = place(a.state, 'red', 157, ['Aquarian', 'Seaserpent']);
    const first = step(b.state, 'red', move(a.marker, VALLEY, 2));
    expect(first.events).toContainEqual({ type: 'experience', seat: 'red', goal: GOAL, ep: 5, total: 5 });
    expect(legionIn(first.state, a.marker)?.ashore).toBe(true);
    // Its owner's view says so; the others' views do not (it would tell them the legion is all Sea characters).
    expect(godsViewFor(first.state, 'red').legions.find((l) => l.marker === a.marker)?.ashore).toBe(true);
    expect(godsViewFor(first.state, 'green').legions.find((l) => l.marker === a.marker)).not.toHaveProperty('ashore');
    expectSound(first.state);
    const second = step(first.state, 'red', move(b.marker, BRUSH, 2)); // Sea 157 → Coast 156 → Brush 137
    expect(second.events.some((e) => e.type === 'experience')).toBe(false);
    expect(second.state.players[0]?.ep).toBe(5);
    expect(legionIn(second.state, b.marker)?.ashore).toBe(true);
    expectSound(second.state);
    // Next turn, from Valley 135: back onto the Coast and over the Sea as well as on inland.
    const next = edit(first.state, (d) => {
      const l = d.legions.find((x) => x.marker === a.marker);
      if (l) l.moved = null;
    });
    const ends = destinations(next, 'red', a.marker);
    expect(ends.get(154)).toContain(1);
    expect(ends.has(SEA)).toBe(true);
    expect(ends.get(136)).toContain(1);
  });
});

describe('A30 which Sea legions may go ashore after the first landing (DE: those of only landable characters)', () => {
  it('A30: an Octopus and a Seaserpent go ashore without a leader once their seat has landed; a Dolphin keeps a legion on the ring', () => {
    const a = place(board(), 'red', SEA, ['Aquarian', 'Octopus']);
    const b = place(a.state, 'red', 157, ['Octopus', 'Seaserpent']);
    const c = place(b.state, 'red', 162, ['Octopus', 'Dolphin']);
    expect(inland(c.state, b.marker)).toEqual([]);
    const landed = act(c.state, 'red', move(a.marker, VALLEY, 2));
    expect(inland(landed, b.marker)).toContain(BRUSH);
    expect(inland(landed, c.marker)).toEqual([]);
  });
});

describe('rules 27.4 after the landing its Sea legions neither split nor muster, but an Aquarian legion musters', () => {
  it('a Sea legion of four splits before the landing, not after it; a land legion still splits', () => {
    const a = place(board(), 'red', SEA, ['Aquarian', 'Octopus']);
    const four = place(a.state, 'red', 159, ['Aquarian', 'Octopus', 'Dolphin', 'Dolphin']);
    const land = place(four.state, 'red', 141, ['Ogre', 'Ogre', 'Centaur', 'Centaur']);
    const splits = (s: GodsState, marker: string) => legal(s, 'red').filter((m) => m.type === 'split' && m.legion === marker);
    const oneSplit = splits(land.state, four.marker)[0];
    expect(oneSplit).toBeDefined();
    const landed = act(land.state, 'red', move(a.marker, VALLEY, 2));
    expect(splits(landed, four.marker)).toEqual([]);
    expect(refusal(landed, 'red', oneSplit as GodsMove)).toBe('illegal');
    expect(splits(landed, land.marker).length).toBeGreaterThan(0);
  });
  it('after a move of 3 onto the Sea: both Sea legions muster before the landing, only the Aquarian one after it', () => {
    const a = place(board(), 'red', SEA, ['Aquarian', 'Octopus']);
    const withAquarian = place(a.state, 'red', 160, ['Aquarian', 'Dolphin', 'Dolphin']);
    const without = place(withAquarian.state, 'red', 162, ['Dolphin', 'Dolphin', 'Whale']);
    const sail = (s: GodsState): GodsState => act(act(s, 'red', move(withAquarian.marker, 157, 3)), 'red', move(without.marker, 159, 3));
    const musters = (s: GodsState, marker: string) => legal(s, 'red').filter((m) => m.type === 'muster' && m.legion === marker);
    const before = sail(without.state);
    expect(musters(before, withAquarian.marker).length).toBeGreaterThan(0);
    expect(musters(before, without.marker).length).toBeGreaterThan(0);
    const after = sail(act(without.state, 'red', move(a.marker, VALLEY, 2)));
    expect(musters(after, withAquarian.marker).length).toBeGreaterThan(0);
    expect(musters(after, without.marker)).toEqual([]);
  });
});

describe('rules 17 with 27.4: after its seat\'s landing a Sea legion takes a reinforcement only with an Aquarian', () => {
  /** Red's landed legion attacks green's Sea legion on Sea 155 and concedes in battle: green's reinforcements. */
  const reinforcements = (green: string[], greenLanded: boolean): string[] => {
    let s = board();
    for (const [seat, land] of [['red', 101], ['green', 104]] as const) s = place(s, seat, land, ['Titan']).state;
    const red = place(s, 'red', SEA, ['Aquarian', 'Octopus']);
    const defender = place(red.state, 'green', SEA, green);
    s = edit(defender.state, (d) => {
      const l = d.legions.find((x) => x.marker === red.marker);
      if (l) l.ashore = true;
      const g = d.players[1];
      if (g && greenLanded) Object.assign(g, { goals: [...g.goals, GOAL], ep: g.ep + 5 });
      Object.assign(d, { phase: 'engagement', active: 0, fought: [] });
    });
    s = insistOnBattle(act(s, 'red', { type: 'engage', attacker: red.marker, defender: defender.marker }), 'red');
    const placed = placeAll(s, 'green');
    const won = concedeBattle(act(placed, 'red', firstBattleMove(placed, 'red', 'move')), 'red', 'green');
    return legal(won, 'green').flatMap((m) => (m.type === 'reinforce' ? [m.creature] : []));
  };
  it('two Dolphins are reinforced before green\'s landing, not after it; with an Aquarian, after it too', () => {
    expect(reinforcements(['Dolphin', 'Dolphin'], false).length).toBeGreaterThan(0);
    expect(reinforcements(['Dolphin', 'Dolphin'], true)).toEqual([]);
    expect(reinforcements(['Aquarian', 'Dolphin', 'Dolphin'], true).length).toBeGreaterThan(0);
  });
});

describe('rules 8.3 a Sea legion that has gone ashore counts as a land legion and may attack Sea legions', () => {
  const position = (ashore: boolean) => {
    const red = place(board(), 'red', ashore ? VALLEY : SEA, ['Aquarian', 'Octopus']);
    const green = place(red.state, 'green', 154, ['Aquarian', 'Dolphin']);
    const state = edit(green.state, (d) => {
      const l = d.legions.find((x) => x.marker === red.marker);
      if (l && ashore) l.ashore = true;
    });
    return { state, red: red.marker, green: green.marker };
  };
  it('gone ashore, it engages the Sea legion on the Coast it moves onto; still on the Sea, the two only share the land', () => {
    const landed = position(true);
    const attack = act(landed.state, 'red', { ...move(landed.red, 154, 1), entrySide: 'Bottom' });
    const engagement = act(attack, 'red', { type: 'endMovement' });
    expect(legal(engagement, 'red')).toContainEqual({ type: 'engage', attacker: landed.red, defender: landed.green });
    const afloat = position(false);
    const shared = act(act(afloat.state, 'red', { ...move(afloat.red, 154, 1), entrySide: 'Bottom' }), 'red', { type: 'endMovement' });
    expect(legal(shared, 'red').some((m) => m.type === 'engage')).toBe(false);
    expectSound(shared);
  });
});

describe('rules 27.4 random legal play with Sea legions able to go ashore', () => {
  it('every landing the game offers keeps the rules\' invariants, and landed legions fight (8.3)', () => {
    let start = board();
    for (const [seat, land, names] of [
      ['red', 141, ['Titan', 'Centaur']], ['green', 204, ['Titan', 'Centaur']], ['blue', 304, ['Titan', 'Centaur']],
      ['red', SEA, ['Aquarian', 'Octopus']], ['red', 160, ['Octopus', 'Seaserpent']], ['red', 162, ['Aquarian', 'Dolphin', 'Dolphin']],
      ['green', 157, ['Aquarian', 'Octopus', 'Seaserpent']],
    ] as const) start = place(start, seat, land, names).state;
    let landings = 0;
    let fights = 0;
    const problems: string[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const pick = chooser(seed);
      let s = start;
      for (let n = 0; n < 400 && s.phase !== 'over'; n++) {
        const seat = godsActors(s)[0];
        const options = seat ? godsLegalActions(s, seat) : [];
        const a = options[pick(options.length)];
        if (!a) break;
        const r = applyGods(s, a);
        if (!r.ok) throw new Error(r.error.message);
        problems.push(...checkGodsInvariants(s, r.state));
        if (a.type === 'move' && !legionIn(s, a.legion)?.ashore && legionIn(r.state, a.legion)?.ashore) landings++;
        if (a.type === 'engage' && (legionIn(s, a.attacker)?.ashore || legionIn(s, a.defender)?.ashore)) fights++;
        s = r.state;
      }
    }
    expect(problems).toEqual([]);
    expect(landings).toBeGreaterThanOrEqual(5); // checked at least five times (26 with these seeds)
    expect(fights).toBeGreaterThanOrEqual(3); // (13)
  });
});

describe('rules 3.10 each character\'s bounds bind its legion: a Sea-Creature held to the ring keeps a land legion on the Coast', () => {
  it('rules 3.10 a land legion with a double-wave Sea-Creature, or an Octopus without an Aquarian, never leaves the Coast; with an Aquarian the Octopus goes inland', () => {
    const COAST = 154; // its neighbours: Sea 155, Whirl 153 (no land legion enters either) and Valley 135
    const land = place(board(), 'red', COAST, ['Centaur', 'Ogre']);
    expect(destinations(land.state, 'red', land.marker).get(VALLEY)).toContain(1);
    for (const names of [['Manta', 'Centaur'], ['Octopus', 'Angel'], ['Aquarian', 'Octopus', 'Dolphin', 'Centaur']]) {
      const held = place(board(), 'red', COAST, names);
      expect(inland(held.state, held.marker), names.join('+')).toEqual([]);
      expect(refusal(held.state, 'red', move(held.marker, VALLEY, 1)), names.join('+')).toBe('illegal');
    }
    const led = place(board(), 'red', COAST, ['Aquarian', 'Octopus', 'Centaur']);
    expect(destinations(led.state, 'red', led.marker).get(VALLEY)).toContain(1);
  });
});

describe('rules 27.4 Sea characters a land legion takes inland are ashore, and stay so when a battle leaves them alone there', () => {
  it('rules 27.4 the move that ends inland marks the legion gone ashore (no landing: no EP), and a part split off it keeps that', () => {
    const led = place(board(), 'red', 154, ['Aquarian', 'Octopus', 'Centaur', 'Ogre']);
    const { state, events } = step(led.state, 'red', move(led.marker, VALLEY, 1));
    expect(legionIn(state, led.marker)?.ashore).toBe(true);
    expect(events.some((e) => e.type === 'experience')).toBe(false);
    expectSound(state);
    const ids = legionIn(led.state, led.marker)?.pieces.map((p) => p.id) ?? [];
    const part = led.state.players[0]?.markers.find((m) => /-\d+$/.test(m)) ?? '';
    const split = act(edit(state, (d) => {
      for (const l of d.legions) l.moved = null;
    }), 'red', { type: 'split', legion: led.marker, parts: [[ids[1] ?? '', ids[2] ?? '']], markers: [part] }); // Octopus and Centaur
    expect(legionIn(split, part)?.ashore).toBe(true);
    expectSound(split);
  });
  it('rules 27.4 after random battles that slay the land characters of an inland legion, its Sea characters stand there gone ashore', () => {
    // Red's Aquarian leads its Octopus and Centaur inland to Valley 135; in green's turn green's legion there attacks.
    let start = board();
    for (const [seat, land] of [['red', 101], ['green', 104]] as const) start = place(start, seat, land, ['Titan']).state;
    const red = place(start, 'red', 154, ['Aquarian', 'Octopus', 'Centaur']);
    const inland = act(red.state, 'red', move(red.marker, VALLEY, 1));
    const green = place(inland, 'green', VALLEY, ['Troll', 'Troll', 'Ogre', 'Ogre', 'Gargoyle']);
    const attacked = edit(green.state, (d) => Object.assign(d, { phase: 'engagement', active: 1, fought: [] }));
    const fighting = insistOnBattle(act(attacked, 'green', { type: 'engage', attacker: green.marker, defender: red.marker }), 'green');
    const giving = new Set(['concede', 'flee', 'propose', 'accept']); // both sides fight it out
    let alone = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const pick = chooser(seed);
      let s = fighting;
      for (let n = 0; n < 800 && s.engagement !== null; n++) {
        const seat = godsActors(s)[0];
        const options = (seat ? godsLegalActions(s, seat) : []).filter((a) => !giving.has(a.type === 'battle' ? a.move.type : a.type));
        const a = options[pick(options.length)];
        if (!a) break;
        const r = applyGods(s, a);
        if (!r.ok) throw new Error(r.error.message);
        expect(checkGodsInvariants(s, r.state)).toEqual([]);
        s = r.state;
      }
      const left = legionIn(s, red.marker);
      if (s.engagement === null && left?.pieces.map((p) => p.name).join() === 'Octopus') {
        alone++;
        expect(left.ashore).toBe(true);
        expect(left.land).toBe(VALLEY);
        expectSound(s);
      }
    }
    expect(alone).toBeGreaterThanOrEqual(3); // checked at least three times (7 with these seeds)
  });
});

describe('rules 21.2, 18 no Lord joins a Sea legion: the attacker\'s summoning offers none into a Sea legion', () => {
  /** Red's legion `names` attacks green's on Coast 154 and green concedes; red holds an Angel in another legion. */
  const won = (names: string[]): GodsState => {
    let s = board();
    for (const [seat, land] of [['red', 101], ['green', 104]] as const) s = place(s, seat, land, ['Titan']).state;
    s = place(s, 'red', 141, ['Angel', 'Centaur']).state;
    const red = place(s, 'red', 154, names);
    const green = place(red.state, 'green', 154, ['Centaur', 'Ogre']);
    s = edit(green.state, (d) => Object.assign(d, { phase: 'engagement', active: 0, fought: [] }));
    s = insistOnBattle(act(s, 'red', { type: 'engage', attacker: red.marker, defender: green.marker }), 'red');
    const placed = placeAll(s, 'green');
    return concedeBattle(act(placed, 'red', firstBattleMove(placed, 'red', 'move')), 'green', 'red');
  };
  it('rules 21.2 a land legion that won may summon the Angel; a Sea legion that won may not', () => {
    const summons = (s: GodsState) => legal(s, 'red').filter((m) => m.type === 'summon');
    const land = won(['Centaur', 'Ogre']);
    expect(land.engagement?.aftermath?.steps[0]).toBe('summon');
    expect(summons(land).length).toBeGreaterThan(0);
    const sea = won(['Octopus', 'Dolphin']);
    expect(summons(sea)).toEqual([]);
    expect(sea.engagement).toBeNull(); // nothing was left to choose after the battle: the engagement is over
  });
});
