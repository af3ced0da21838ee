// Gods of Titan rules 1–6 that no other test covered: the rulebook's arrangement (1.1, 2.5), the idea and parts of
// the game (1.2, 1.4–1.6), dice (2.4), the character classes (3.4–3.6) and values (3.9), legions and their markers
// (4.1, 4.4, 4.6–4.9) and the order of game-turns (6.1, 6.5). Positions as data, through the game reducer or the battle.
import { describe, expect, it } from 'vitest';
import { hexIndex, rangeByIndex } from '../../engine/family/battle/grid.js';
import { godsBattleLegalActions, pieceMoves } from '../../engine/gods/battle/index.js';
import { GODS_CHARACTERS } from '../../engine/gods/data/characters.js';
import { HIRING_KINDS, hiringOptions } from '../../engine/gods/rules/city-muster.js';
import { ELEMENTALS, MARKERS_PER_SEAT, isTowerMarker } from '../../engine/gods/roster.js';
import { godsSetupSchema } from '../../engine/gods/schema.js';
import type { GodsMove } from '../../engine/gods/actions.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import type { GodsLandKind } from '../../engine/gods/types.js';
import { GODS_SECTIONS } from '../../tools/compliance-sections-gods.js';
import { at, done, input, move, play, start } from './battle-helpers.js';
import { DESERT, engaged, passAftermath } from './game-battle-helpers.js';
import { act, clearBoard, destinations, edit, expectSound, insistOnBattle, legal, newGame, place, refusal, started, step } from './game-helpers.js';

/** The chapter headings of "The Law of Gods of Titan" (EN, its "N.0" lines) and how many numbered subsections each
 * has in the text, read off the rulebook (22.3's chart page carries a stray "22.5", which is no section). */
const RULEBOOK: readonly (readonly [title: string, subsections: number])[] = [
  ['Introduction', 6], ['Game Equipment', 5], ['Characters', 10], ['Legions', 9], ['Starting Masterplay', 8],
  ['Game-Turns', 5], ['Trade', 3], ['Moving Legions', 6], ['Teleportation', 5], ['Engagements', 8], ['Battle', 9],
  ['Maneuver Phase', 7], ['Strike Phase', 8], ['Rangestriking', 6], ['Spells', 6], ['Special Abilities', 6],
  ['Reinforcements', 2], ['Summoning Lords', 4], ['Reviving Demilords', 2], ['Scoring Battles', 5],
  ['Acquiring Lords', 3], ['Mustering', 4], ['Darklord', 10], ['Titans', 8], ['Tower-Legions', 7],
  ['Experience Points', 5], ['Game Mechanisms', 5], ['Game Etiquette', 11], ['Rulebook', 3],
];

const seatOf = (s: GodsState, seat: GodsSeat) => s.players.find((p) => p.id === seat);
const piecesByMarker = (s: GodsState) => new Map(s.legions.map((l) => [l.marker, l.pieces.map((p) => p.id).sort().join(',')]));

/** Red, after the treaty, in the Engagement Phase with red's `a` on the land of green's `b`; green has its Titan far away. */
function faceOff(a: readonly string[], b: readonly string[], players: 3 | 4 = 3) {
  const base = place(place(clearBoard(started(players)), 'red', 101, ['Titan']).state, 'green', 104, ['Titan']).state;
  const red = place(base, 'red', DESERT, a);
  const green = place(red.state, 'green', DESERT, b);
  const s = edit(green.state, (d) => {
    d.round = 11;
    d.phase = 'engagement';
    d.active = 0;
  });
  return { s, red: red.marker, green: green.marker };
}

describe('rules 1.1, 2.5 the rulebook, arranged in sections (the project\'s section table)', () => {
  it('rules 1.1, 2.5: the section table holds the rulebook\'s 29 chapters by their headings, each with exactly its numbered subsections, in order', () => {
    const chapters = GODS_SECTIONS.filter((s) => s.parent === null);
    expect(chapters.map((s) => s.id)).toEqual(RULEBOOK.map((_, i) => String(i + 1)));
    chapters.forEach((c, i) => expect(c.title.toLowerCase().startsWith(RULEBOOK[i]![0].toLowerCase())).toBe(true));
    const expected = RULEBOOK.flatMap(([, n], i) => [String(i + 1), ...Array.from({ length: n }, (_, k) => `${i + 1}.${k + 1}`)]);
    expect(GODS_SECTIONS.map((s) => s.id)).toEqual(expected);
    for (const s of GODS_SECTIONS) if (s.parent !== null) expect(s.id.startsWith(`${s.parent}.`)).toBe(true);
    expect(GODS_SECTIONS).toHaveLength(205);
  });
});

describe('rules 1.2 the idea of the game: three or four players, one Titan each', () => {
  it('rules 1.2: a game has three Titan-players, and a fourth only as the Darklord; two or five players are refused', () => {
    const setup = (ids: readonly string[]) => ({ players: ids.map((id) => ({ id, name: id })), seed: 1, towers: null });
    expect(godsSetupSchema.safeParse(setup(['red', 'green'])).success).toBe(false);
    expect(godsSetupSchema.safeParse(setup(['red', 'green', 'blue'])).success).toBe(true);
    expect(godsSetupSchema.safeParse(setup(['red', 'green', 'blue', 'black'])).success).toBe(true);
    expect(godsSetupSchema.safeParse(setup(['red', 'green', 'blue', 'black', 'red'])).success).toBe(false);
    const four = newGame(4);
    for (const seat of ['red', 'green', 'blue'] as const) expect(seatOf(four, seat)?.pool.Titan).toBe(1);
    // The Darklord has no Titan of his own: his Dark-Titan waits in his pool, the Phantom leads him (23.1).
    expect(seatOf(four, 'black')?.pool.Titan ?? 0).toBe(0);
    expect(seatOf(four, 'black')?.pool['Dark-Titan']).toBe(1);
    expect(four.legions.filter((l) => l.owner === 'black').flatMap((l) => l.pieces.map((p) => p.name))).toContain('Phantom');
  });

  it('rules 1.2, 4.8: a player whose Titan is eliminated is out, and all his legions and markers leave the board', () => {
    // Green's only land legion holds its Titan: beaten there, no legion is left for the Phantom (24.4).
    const red = place(place(clearBoard(started(3)), 'red', 101, ['Titan']).state, 'red', DESERT, ['Colossus', 'Lion']);
    const green = place(red.state, 'green', DESERT, ['Titan', 'Troll']);
    const s = edit(green.state, (d) => {
      d.round = 11;
      d.phase = 'engagement';
    });
    expect(s.legions.filter((l) => l.owner === 'green').map((l) => l.tower)).toEqual([true, false]); // its Tower legion besides
    const after = passAftermath(act(act(s, 'red', { type: 'engage', attacker: red.marker, defender: green.marker }), 'green', { type: 'concede' }));
    expect(seatOf(after, 'green')?.out).toBe(true);
    expect(after.legions.filter((l) => l.owner === 'green')).toEqual([]);
    expect(seatOf(after, 'green')?.markers).toEqual([]);
    expect(seatOf(after, 'red')?.out).toBe(false);
    expectSound(after);
  });
});

describe('rules 1.4–1.6 Masterplay, Engagements and Battle; game-turns', () => {
  it('rules 1.4, 1.6: a legion moved onto another player\'s legion is locked in an Engagement, fought on the battleland of that land\'s terrain', () => {
    let s = edit(place(clearBoard(started(3)), 'red', 101, ['Titan', 'Ogre']).state, (d) => void (d.round = 11));
    const mover = s.legions.find((l) => l.owner === 'red' && !l.tower)!.marker;
    s = place(s, 'green', DESERT, ['Troll', 'Gargoyle']).state;
    expect(destinations(s, 'red', mover).get(DESERT)).toEqual([2]);
    s = act(s, 'red', { type: 'move', legion: mover, to: DESERT, steps: 2, exit: null, teleport: null });
    s = act(s, 'red', { type: 'endMovement' });
    const engage = legal(s, 'red').find((m): m is Extract<GodsMove, { type: 'engage' }> => m.type === 'engage');
    expect(engage?.attacker).toBe(mover);
    expect(refusal(s, 'red', { type: 'endEngagements' })).toBe('illegal'); // it must be resolved (one legion eliminated)
    s = insistOnBattle(act(s, 'red', engage!), 'red');
    const battle = s.engagement?.battle;
    expect(battle?.land.terrain).toBe('Desert');
    // 1.6: the battle is Maneuver Phases and Strike Phases; the defender's characters enter first.
    expect([battle?.phase, battle?.active, battle?.round]).toEqual(['maneuver', 'defender', 1]);
  });

  it('rules 1.6: a battle runs in Maneuver Phases and Strike Phases of both sides, round after round', () => {
    const r = play(start(input(['Ogre'], ['Troll'])), move('defender', 'd1', 'D6'), done('defender'), move('attacker', 'a1', 'A1'), done('attacker'), done('defender'));
    const phases = r.events.flatMap((e) => (e.type === 'phase' ? [e.phase] : []));
    expect(phases.filter((p) => p === 'maneuver').length).toBeGreaterThanOrEqual(2);
    expect(phases.filter((p) => p === 'strike').length).toBeGreaterThanOrEqual(2);
    expect(phases.every((p) => ['maneuver', 'strike', 'strikeback'].includes(p))).toBe(true);
  });

  it('rules 1.5, 6.1, 6.5: game-turns go clockwise from the first seat, each Movement → Engagement → Mustering; the next waits until the turn is ended', () => {
    let s = clearBoard(started(4));
    const seen: string[] = [];
    for (let turn = 0; turn < 5; turn++) {
      const mover = s.players[s.active]!.id;
      const other = s.players[(s.active + 1) % 4]!.id;
      seen.push(`${s.round} ${mover}`);
      expect(s.phase).toBe('movement');
      // 6.1: the phases in their order, each action only in its own phase.
      expect(refusal(s, mover, { type: 'endTurn' })).toBe('wrong-phase');
      expect(refusal(s, mover, { type: 'endEngagements' })).toBe('wrong-phase');
      // 6.5: the next player waits for the Mover's announcement.
      expect(refusal(s, other, { type: 'endMovement' })).toBe('not-your-turn');
      s = act(s, mover, { type: 'endMovement' });
      expect(s.phase).toBe('engagement');
      expect(refusal(s, other, { type: 'endEngagements' })).toBe('not-your-turn');
      s = act(s, mover, { type: 'endEngagements' });
      expect(s.phase).toBe('mustering');
      expect(refusal(s, other, { type: 'endTurn' })).toBe('not-your-turn');
      const ended = step(s, mover, { type: 'endTurn' });
      expect(ended.events).toContainEqual(expect.objectContaining({ type: 'phase', phase: 'movement', seat: other }));
      s = ended.state;
    }
    expect(seen).toEqual(['1 red', '1 green', '1 blue', '1 black', '2 red']);
  });
});

describe('rules 2.4 dice', () => {
  it('rules 2.4: battles roll ordinary six-sided dice, one per die of the strike, each die at or above the strike number a hit', () => {
    let checked = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const s = play(at([['Colossus', 'attacker', 'C3'], ['Colossus', 'defender', 'C4']], { seed, active: 'attacker' }), done('attacker')).state;
      const r = play(s, godsBattleLegalActions(s, 'red').find((a) => a.type === 'strike')!);
      const strike = r.events.find((e) => e.type === 'strike');
      if (strike?.type !== 'strike') throw new Error('no strike event');
      expect(strike.dice).toHaveLength(GODS_CHARACTERS.Colossus!.power);
      for (const d of strike.dice) expect(Number.isInteger(d) && d >= 1 && d <= 6).toBe(true);
      expect(strike.hits).toBe(strike.dice.filter((d) => d >= 4).length);
      checked += strike.dice.length;
    }
    expect(checked).toBe(200);
  });
});

describe('rules 3.4–3.6, 3.9 the character classes and values', () => {
  const ofClass = (cls: string) => Object.values(GODS_CHARACTERS).filter((c) => c.cls === cls).map((c) => c.name).sort();

  it('rules 3.4: the three Elementals Asher, Golem and Zephyra come into play only with a Darklord, one in each Titan-player\'s pool', () => {
    expect(ofClass('elemental')).toEqual(['Asher', 'Golem', 'Zephyra']);
    expect([...ELEMENTALS].sort()).toEqual(ofClass('elemental'));
    const three = newGame(3);
    for (const p of three.players) for (const e of ELEMENTALS) expect(p.pool[e] ?? 0).toBe(0);
    const four = newGame(4);
    const dealt = four.players.filter((p) => p.id !== 'black').map((p) => ELEMENTALS.filter((e) => (p.pool[e] ?? 0) > 0));
    expect(dealt.map((d) => d.length)).toEqual([1, 1, 1]);
    expect(dealt.flat().sort()).toEqual(['Asher', 'Golem', 'Zephyra']);
  });

  it('rules 3.4, 23.6: only the Darklord destroys an Elemental — a Titan-player who beats its legion takes it into his winning legion', () => {
    const elemental = (s: GodsState, seat: GodsSeat) => ELEMENTALS.find((e) => (seatOf(s, seat)?.pool[e] ?? 0) > 0)!;
    const { s, red, green } = faceOff(['Colossus', 'Lion'], ['Troll'], 4);
    const name = elemental(s, 'green');
    const withElemental = edit(s, (d) => {
      d.players[1]!.pool[name] = 0;
      d.legions.find((l) => l.marker === green)!.pieces.push({ id: `p${d.nextPiece++}`, name, hits: 0 });
    });
    const won = passAftermath(act(act(withElemental, 'red', { type: 'engage', attacker: red, defender: green }), 'green', { type: 'concede' }));
    expect(won.legions.find((l) => l.marker === red)?.pieces.map((p) => p.name)).toEqual(['Colossus', 'Lion', name]);
    expect(seatOf(won, 'red')?.pool[name] ?? 0).toBe(0);
    expect(won.removed[name] ?? 0).toBe(0);
    expectSound(won);
    // Beaten by a black legion, the Elemental is destroyed (23.6).
    const black = place(edit(s, (d) => void (d.active = 3)), 'black', 110, ['Headcracker', 'Plaque']);
    const prey = place(black.state, 'green', 110, ['Troll']);
    const armed = edit(prey.state, (d) => {
      d.players[1]!.pool[name] = 0;
      d.legions.find((l) => l.marker === prey.marker)!.pieces.push({ id: `p${d.nextPiece++}`, name, hits: 0 });
    });
    const lost = passAftermath(act(act(armed, 'black', { type: 'engage', attacker: black.marker, defender: prey.marker }), 'green', { type: 'concede' }));
    expect(lost.removed[name]).toBe(1);
    expect(lost.players.every((p) => (p.pool[name] ?? 0) === 0)).toBe(true);
    expectSound(lost);
  });

  it('rules 3.5: ten Demilords; all but the Executer and Jabberwok (the players\' own, 5.1) start on the Tower lands; they are summoned for Lifegems', () => {
    expect(ofClass('demilord')).toEqual(['Chimera', 'Executer', 'Guardian', 'Immortal', 'Jabberwok', 'Locker', 'Pegasus', 'Siren', 'Sunray', 'Warlock']);
    const s = newGame(4);
    const onTowers = new Set(s.legions.filter((l) => l.tower).flatMap((l) => l.pieces.map((p) => p.name)));
    for (const name of ofClass('demilord').filter((n) => n !== 'Executer' && n !== 'Jabberwok')) expect(onTowers.has(name)).toBe(true);
    for (const c of ofClass('demilord')) expect(GODS_CHARACTERS[c]?.lifegems?.kind).toBe('demilord');
  });

  it('rules 3.6: eight Humans, hired for Lifegems only in the City and the Dungeon', () => {
    expect(ofClass('human')).toEqual(['Amazon', 'Aquarian', 'Knight', 'Novice', 'Pixie', 'Priest', 'Priestess', 'Warlord']);
    const pool = Object.fromEntries(ofClass('human').map((h) => [h, 1]));
    const hired = (kind: GodsLandKind, lifegems: number) => hiringOptions({
      characters: ['Ogre', 'Troll'], masterUncovered: false, kind, musteredThisTurn: false, pool, lifegems, unsummonable: [],
    }).filter((o) => o.how === 'hire');
    expect([...HIRING_KINDS].sort()).toEqual(['city', 'dungeon']);
    for (const kind of ['city', 'dungeon'] as const) {
      const all = hired(kind, 1000);
      expect(all.map((o) => o.character).sort()).toEqual(ofClass('human'));
      for (const o of all) {
        const price = GODS_CHARACTERS[o.character]?.lifegems;
        expect(price?.kind === 'hire' ? price.hire : null).toBe(o.lifegems);
      }
      // A Human dearer than the Lifegems at hand is not offered.
      expect(hired(kind, 60).every((o) => o.lifegems <= 60)).toBe(true);
      expect(hired(kind, 60).length).toBeLessThan(all.length);
    }
    for (const kind of ['land', 'tower', 'coast', 'darkland'] as const) expect(hired(kind, 1000)).toEqual([]);
  });

  it('rules 3.9: the Power-factor is the dice of a strike and the hits that slay; the Skill-factor the battle movement allowance', () => {
    // A Troll (8/2) strikes an Ogre (6/2) carrying 5 hits: 8 dice; one more hit slays it.
    const s = play(at([['Troll', 'attacker', 'C3'], ['Ogre', 'defender', 'C4', 5]], { active: 'attacker' }), done('attacker')).state;
    const offered = godsBattleLegalActions(s, 'red').filter((a) => a.type === 'strike');
    expect(offered.map((a) => (a.type === 'strike' ? a.dice : 0))).toEqual([GODS_CHARACTERS.Troll!.power]);
    const r = play(s, offered[0]!);
    const strike = r.events.find((e) => e.type === 'strike');
    if (strike?.type !== 'strike') throw new Error('no strike event');
    expect(strike.dice).toHaveLength(8);
    expect(r.state.pieces.find((p) => p.id === 'd1')?.slain).toBe(strike.hits >= 1);
    // Movement: entering from its side, a character reaches hexes as many moves deep as its Skill-factor, no deeper.
    for (const name of ['Centaur', 'Troll'] as const) {
      const fresh = start(input(['Ogre'], [name]));
      const entry = pieceMoves(fresh, 'd1').filter((h) => ['D6', 'E5', 'F4'].includes(h));
      expect(entry.sort()).toEqual(['D6', 'E5', 'F4']);
      const cost = (h: string) => Math.min(...['D6', 'E5', 'F4'].map((e) => rangeByIndex(hexIndex(e), hexIndex(h))));
      expect(Math.max(...pieceMoves(fresh, 'd1').map(cost))).toBe(GODS_CHARACTERS[name]!.skill);
    }
  });
});

describe('rules 4.1, 4.4, 4.6–4.9 legions and their markers', () => {
  it('rules 4.1: one legion to a land — an own legion is passed but never joined, an enemy\'s after the treaty is an engagement', () => {
    let s = edit(clearBoard(started(3)), (d) => void (d.round = 11));
    const mover = place(s, 'red', 133, ['Titan', 'Ogre']);
    const own = place(mover.state, 'red', 134, ['Troll', 'Gargoyle']);
    const enemy = place(own.state, 'green', 136, ['Centaur', 'Ogre']);
    s = enemy.state;
    const ends = destinations(s, 'red', mover.marker);
    expect(ends.has(134)).toBe(false);
    expect(ends.get(135)).toEqual([2]); // through the own legion on 134
    expect(ends.get(136)).toEqual([3]);
    s = act(s, 'red', { type: 'move', legion: mover.marker, to: 136, steps: 3, exit: null, teleport: null });
    s = act(act(s, 'red', { type: 'move', legion: own.marker, to: 135, steps: 1, exit: null, teleport: null }), 'red', { type: 'endMovement' });
    expect(legal(s, 'red')).toContainEqual({ type: 'engage', attacker: mover.marker, defender: enemy.marker });
    expect(refusal(s, 'red', { type: 'endEngagements' })).toBe('illegal');
    const lands = s.legions.filter((l) => l.owner === 'red').map((l) => l.land);
    expect(new Set(lands).size).toBe(lands.length);
  });

  it('rules 4.4: sixteen markers a seat — a Titan-player\'s with four Tower markers, the Darklord\'s with three Darktower markers; the Tower ones are not split off with', () => {
    const s = newGame(4);
    for (const p of s.players) {
      const onBoard = s.legions.filter((l) => l.owner === p.id).map((l) => l.marker);
      const all = [...p.markers, ...onBoard];
      expect(all).toHaveLength(MARKERS_PER_SEAT);
      expect(all.filter(isTowerMarker)).toHaveLength(p.id === 'black' ? 3 : 4);
      // 5.4: the Tower markers of the Titan-player's own Tower and the Darktowers are on the board from the start.
      expect(onBoard.filter(isTowerMarker)).toHaveLength(p.id === 'black' ? 3 : 1);
    }
    const { state, marker } = place(clearBoard(started(3)), 'red', 133, ['Titan', 'Ogre', 'Troll', 'Gargoyle']);
    const ids = state.legions.find((l) => l.marker === marker)!.pieces.map((p) => p.id);
    expect(refusal(state, 'red', { type: 'split', legion: marker, parts: [ids.slice(2)], markers: ['red-ruin'] })).toBe('illegal');
    expect(refusal(state, 'red', { type: 'split', legion: marker, parts: [ids.slice(2)], markers: ['red-2'] })).toBe('ok');
  });

  it('rules 4.6: a legion losing all its characters is eliminated and its marker goes back to its owner, to start another legion', () => {
    const { s, attacker, defender } = engaged(['Colossus', 'Lion'], ['Troll', 'Ogre'], { fight: false });
    const after = passAftermath(act(s, 'green', { type: 'concede' }));
    expect(after.legions.some((l) => l.marker === defender)).toBe(false);
    expect(seatOf(after, 'green')?.markers).toContain(defender);
    expect(after.legions.find((l) => l.marker === attacker)?.pieces).toHaveLength(2);
    // Reused: green splits a legion of four under that marker in its own turn.
    let next = edit(after, (d) => {
      d.phase = 'movement';
      d.active = 1;
      d.engagement = null;
    });
    const big = place(next, 'green', 133, ['Troll', 'Ogre', 'Centaur', 'Gargoyle']);
    next = big.state;
    const ids = next.legions.find((l) => l.marker === big.marker)!.pieces.map((p) => p.id);
    expect(refusal(next, 'green', { type: 'split', legion: big.marker, parts: [ids.slice(2)], markers: [defender] })).toBe('ok');
    expectSound(after);
  });

  it('rules 4.7, 4.8, 4.9: no move of the Mover (away from his Tower, 25.7) moves characters between legions, removes a legion or changes a marker; only a split adds one, under a free marker', () => {
    let s = edit(clearBoard(started(3)), (d) => void (d.round = 11));
    const a = place(s, 'red', 133, ['Titan', 'Ogre', 'Troll', 'Gargoyle']);
    const b = place(a.state, 'red', 134, ['Centaur', 'Ogre']);
    s = place(b.state, 'green', 136, ['Centaur', 'Ogre']).state;
    const before = piecesByMarker(s);
    let checked = 0;
    let splits = 0;
    for (const m of legal(s, 'red')) {
      const after = act(s, 'red', m);
      const now = piecesByMarker(after);
      if (m.type === 'split') {
        // 4.9: the new legion takes a marker from the pool that was not in play.
        const added = [...now.keys()].filter((k) => !before.has(k));
        expect(added).toEqual(m.markers);
        expect(added.every((k) => seatOf(s, 'red')!.markers.includes(k) && !isTowerMarker(k))).toBe(true);
        splits++;
        continue;
      }
      expect(now).toEqual(before);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(20);
    expect(splits).toBeGreaterThanOrEqual(3);
    // A marker already in play is never taken for a split (4.9).
    const ids = s.legions.find((l) => l.marker === a.marker)!.pieces.map((p) => p.id);
    expect(refusal(s, 'red', { type: 'split', legion: a.marker, parts: [ids.slice(2)], markers: [b.marker] })).toBe('illegal');
  });
});
