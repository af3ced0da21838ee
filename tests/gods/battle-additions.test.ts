// Gods of Titan battle: the defender's reinforcement (rules 17) and the attacker's summoning of a Lord or the
// Jabberwok (rules 18) during the battle, as battle add-ons. Positions as data (battle-helpers.ts); the game's
// side of both (which legion, which pool) in game-additions.test.ts.
import { describe, expect, it } from 'vitest';
import { applyGodsBattleAction, godsBattleLegalActions, godsBattleView, reinforcementOf, summonedOf } from '../../engine/gods/battle/index.js';
import type { GodsBattleAction, GodsBattleContext, GodsBattleEvent, GodsBattleState } from '../../engine/gods/battle/index.js';
import { GODS_BOARD } from '../../engine/gods/movement/board-index.js';
import { A, D, at, done, land, type PieceSpec } from './battle-helpers.js';

const DESERT = GODS_BOARD.byId.get(103)!;

/** Rules 17.1: the defender's muster facts on a Desert land (two Lions there qualify for a Lion), his pool `pool`. */
function reinforcing(pool: Record<string, number> = { Lion: 3 }): GodsBattleContext {
  return { reinforcement: {
    id: 'p99',
    land: { terrain: DESERT.terrain, kind: DESERT.kind, labelled: DESERT.labelled },
    seat: { pool, endCreatureTaken: false, darkTitanAppeared: false, seaLegionsAshore: false },
    legion: { masterUncovered: false, seaLegion: false, advantages: [] },
  } };
}

/** Rules 18.2: the attacker's Angel in legion m5 and Jabberwok in legion m6, neither engaged. */
const SUMMONING: GodsBattleContext = { summoning: {
  masterUncovered: false,
  sources: [{ legion: 'm5', piece: 'p50', name: 'Angel' }, { legion: 'm5', piece: 'p51', name: 'Angel' }, { legion: 'm6', piece: 'p60', name: 'Jabberwok' }],
} };

/** The context of these tests: the defender's facts on the Desert with three Lions in his pool, the attacker's candidates. */
const BOTH: GodsBattleContext = { ...reinforcing(), ...SUMMONING };

type Reinforce = Extract<GodsBattleAction, { type: 'reinforce' }>;
type Summon = Extract<GodsBattleAction, { type: 'summon' }>;

/** The reinforcements a seat is offered now. */
const reinforcements = (s: GodsBattleState, player: string, ctx: GodsBattleContext = BOTH): Reinforce[] =>
  godsBattleLegalActions(s, player, ctx).filter((a): a is Reinforce => a.type === 'reinforce');

/** The summons a seat is offered now. */
const summons = (s: GodsBattleState, player: string): Summon[] => godsBattleLegalActions(s, player, BOTH).filter((a): a is Summon => a.type === 'summon');

/** Applies actions in turn with the game's context; a refusal fails the test. */
function play(state: GodsBattleState, ...actions: readonly GodsBattleAction[]): { state: GodsBattleState; events: GodsBattleEvent[] } {
  let s = state;
  const events: GodsBattleEvent[] = [];
  for (const a of actions) {
    const r = applyGodsBattleAction(s, a, BOTH);
    if (!r.ok) expect.fail(`${a.type} refused: ${r.error.message}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The start of the defender's maneuver of `round` + 1: the attacker ends its maneuver of `round`, nobody in contact. */
function defenderManeuver(pieces: readonly PieceSpec[], round: number, l = land()): GodsBattleState {
  const s = play(at(pieces, { round, active: 'attacker', land: l, tower: l.tower }), done('attacker')).state;
  expect([s.round, s.active, s.phase]).toEqual([round + 1, 'defender', 'maneuver']);
  return s;
}

const LIONS: readonly PieceSpec[] = [['Ogre', 'attacker', 'A1'], ['Lion', 'defender', 'F4'], ['Lion', 'defender', 'E4']];

describe('Gods of Titan battle: reinforcement (rules 17)', () => {
  it('rules 17.1: in his 4th maneuver the defender musters a Creature his living legion qualifies for on the land; it enters from his side as its move', () => {
    const s = defenderManeuver(LIONS, 3);
    const offered = reinforcements(s, D);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((a) => a.creature === 'Lion')).toBe(true);
    const r = play(s, offered[0]!);
    const lion = r.state.pieces.find((p) => p.id === 'p99');
    expect(lion).toMatchObject({ name: 'Lion', side: 'defender', hex: offered[0]!.hex, moved: true, hits: 0 });
    expect(r.events).toContainEqual({ type: 'reinforced', piece: 'p99', creature: 'Lion', hex: offered[0]!.hex });
    expect(reinforcements(r.state, D)).toEqual([]); // 17.2: one reinforcement per battle
    const over = play(r.state, { type: 'concede', player: A }, { type: 'accept-concession', player: D }).state;
    expect(reinforcementOf(over.outcome!)).toEqual({ reinforced: { id: 'p99', name: 'Lion' }, after: false });
    expect(over.outcome!.survivors.defender.map((p) => p.id)).toContain('p99');
  });

  it('rules 17.1: not before his 4th maneuver nor in the attacker\'s; a battle won earlier leaves the reinforcement for after it', () => {
    const third = defenderManeuver(LIONS, 2);
    expect(reinforcements(third, D)).toEqual([]);
    const attackers = play(third, done('defender')).state;
    expect(attackers.active).toBe('attacker');
    expect([...reinforcements(attackers, D), ...reinforcements(attackers, A)]).toEqual([]);
    const over = play(third, { type: 'concede', player: A }, { type: 'accept-concession', player: D }).state;
    expect(reinforcementOf(over.outcome!)).toEqual({ reinforced: null, after: true });
  });

  it('rules 17.1: a reinforcement open in the 4th maneuver and not taken is gone, also after a won battle; won within that maneuver, it is not', () => {
    const s = defenderManeuver(LIONS, 3);
    expect(reinforcements(s, D).length).toBeGreaterThan(0);
    const later = play(s, done('defender'), done('attacker')).state;
    expect([later.round, later.active]).toEqual([5, 'defender']);
    expect(reinforcements(later, D)).toEqual([]);
    const over = play(later, { type: 'concede', player: A }, { type: 'accept-concession', player: D }).state;
    expect(reinforcementOf(over.outcome!)).toEqual({ reinforced: null, after: false });
    const within = play(s, { type: 'concede', player: A }, { type: 'accept-concession', player: D }).state;
    expect(reinforcementOf(within.outcome!)).toEqual({ reinforced: null, after: true });
  });

  it('rules 17.1: the reinforcement is mustered by the legion as it now is: three Lions qualify for a Griffon, the two left after one is slain do not', () => {
    const pool = { Lion: 3, Griffon: 2 };
    const griffons = (pieces: readonly PieceSpec[]) => reinforcements(defenderManeuver(pieces, 3), D, reinforcing(pool)).filter((a) => a.creature === 'Griffon');
    expect(griffons([...LIONS, ['Lion', 'defender', 'F3']]).length).toBeGreaterThan(0);
    expect(griffons(LIONS)).toEqual([]);
  });

  it('rules 17.2: a legion at its maximum size gets no reinforcement (those already slain not counted)', () => {
    const seven: PieceSpec[] = [['Ogre', 'attacker', 'A1'], ...['F4', 'E4', 'F3', 'E3', 'D4', 'F2', 'D3'].map((h): PieceSpec => ['Lion', 'defender', h])];
    const full = defenderManeuver(seven, 3);
    expect(reinforcements(full, D, reinforcing({ Lion: 5 }))).toEqual([]);
    // 17.1: he could not take one ("the Legion contained too many characters"), so a won battle still may
    const won = play(full, done('defender'), { type: 'concede', player: A }, { type: 'accept-concession', player: D }).state;
    expect(reinforcementOf(won.outcome!)).toEqual({ reinforced: null, after: true });
    expect(reinforcements(defenderManeuver(seven.slice(0, 7), 3), D, reinforcing({ Lion: 5 })).length).toBeGreaterThan(0);
  });

  it('rules 17.1, 11.3: a Tower defender\'s reinforcement enters inside the walls, as his legion did', () => {
    const tower = land({}, true);
    const s = defenderManeuver([['Ogre', 'attacker', 'A1'], ['Lion', 'defender', 'D4'], ['Lion', 'defender', 'C4']], 3, tower);
    const hexes = reinforcements(s, D).map((a) => a.hex);
    expect(hexes.sort()).toEqual(['C3', 'D3', 'D5', 'E3', 'E4']);
  });

  it('rules 17: the battle both sides see never holds the defender\'s pool; the reinforcement shows once it enters', () => {
    const s = defenderManeuver(LIONS, 3);
    expect(JSON.stringify(godsBattleView(s, A))).not.toContain('p99');
    expect(JSON.stringify(godsBattleView(play(s, reinforcements(s, D)[0]!).state, A))).toContain('p99');
  });
});

/** The attacker's Lion next to a defender's Ogre with one hit left to take, in the attacker's strike phase of round
 * 2; the seed's dice slay it. */
const BLOW: readonly PieceSpec[] = [['Lion', 'attacker', 'C2'], ['Ogre', 'defender', 'C3', 5], ['Ogre', 'defender', 'F4']];

/** Plays on (owed strikes, else `done`) until the attacker's maneuver of `round` (the next one when not given). */
function toAttackerManeuver(state: GodsBattleState, round?: number): GodsBattleState {
  let s = state;
  for (let n = 0; n < 40 && !(s.active === 'attacker' && s.phase === 'maneuver' && (round === undefined || s.round === round)); n++) {
    const seat = s.phase === 'maneuver' ? (s.active === 'attacker' ? A : D) : godsBattleLegalActions(s, A).some((a) => a.type !== 'concede') ? A : D;
    s = play(s, godsBattleLegalActions(s, seat).find((a) => a.type === 'strike') ?? done(seat === A ? 'attacker' : 'defender')).state;
  }
  return s;
}

/** The attacker's strike phase after its maneuver: its Lion strikes the Ogre (a1 strikes d1), then both finish. */
function slayInRound(round: number): GodsBattleState {
  let s = play(at(BLOW, { round, active: 'attacker' }), done('attacker')).state;
  const strike = godsBattleLegalActions(s, A).find((a) => a.type === 'strike' && a.piece === 'a1' && a.target === 'd1');
  if (!strike) throw new Error('no strike on the Ogre');
  s = play(s, strike).state;
  expect(s.pieces.find((p) => p.id === 'd1')?.slain).toBe(true);
  return toAttackerManeuver(s);
}

describe('Gods of Titan battle: summoning Lords (rules 18)', () => {
  it('rules 18.1: the attacker\'s first maneuver after a strike phase in which he slew a defender\'s character offers the summon; the Lord enters from his side as its move', () => {
    const s = slayInRound(2);
    expect([s.round, s.active, s.phase]).toEqual([3, 'attacker', 'maneuver']);
    const offered = summons(s, A);
    expect(offered.length).toBeGreaterThan(0);
    // two Angels of one legion: one choice
    expect(new Set(offered.map((a) => `${a.legion}/${a.piece}`))).toEqual(new Set(['m5/p50', 'm6/p60']));
    const r = play(s, offered[0]!);
    expect(r.state.pieces.find((p) => p.id === 'p50')).toMatchObject({ name: 'Angel', side: 'attacker', moved: true, hits: 0 });
    expect(r.events).toContainEqual({ type: 'summoned', piece: 'p50', name: 'Angel', legion: 'm5', hex: offered[0]!.hex });
    expect(summons(r.state, A)).toEqual([]);
    const over = play(r.state, { type: 'concede', player: D }, { type: 'accept-concession', player: A }).state;
    expect(summonedOf(over.outcome!)).toEqual({ legion: 'm5', piece: 'p50', name: 'Angel' });
  });

  it('rules 18.1: passed up in that maneuver the summon is gone for the rest of the battle', () => {
    const s = slayInRound(2);
    const next = toAttackerManeuver(play(s, done('attacker')).state, 4);
    expect([next.round, next.active, next.phase]).toEqual([4, 'attacker', 'maneuver']);
    expect(summons(next, A)).toEqual([]);
  });

  it('rules 18.1: no summon before a defender\'s character is slain', () => {
    const s = at(BLOW, { round: 2, active: 'attacker' });
    expect(summons(s, A)).toEqual([]);
  });

  it('rules 18.2: a legion at its maximum size summons nothing; one with room does', () => {
    const lions = (hexes: readonly string[]): GodsBattleState => {
      const pieces: PieceSpec[] = [...hexes.map((h): PieceSpec => ['Lion', 'attacker', h]), ['Ogre', 'defender', 'C3', 5], ['Ogre', 'defender', 'F4']];
      const s = toAttackerManeuver(play(at(pieces, { round: 2, active: 'attacker' }), done('attacker')).state);
      expect(s.slain.some((p) => p.side === 'defender' && p.cause === 'strike')).toBe(true);
      return s;
    };
    const full = lions(['A1', 'B1', 'C1', 'D1', 'E1', 'A2', 'C2']);
    expect(full.pieces.filter((p) => p.side === 'attacker')).toHaveLength(7);
    expect(summons(full, A)).toEqual([]);
    expect(summons(lions(['A1', 'B1', 'C1', 'D1', 'E1', 'C2']), A).length).toBeGreaterThan(0);
  });

  it('rules 18.3: only the attacker summons; the defender never sees where the attacker\'s Lords stand', () => {
    const s = slayInRound(2);
    expect(summons(s, D)).toEqual([]);
    expect(JSON.stringify(godsBattleView(s, D))).not.toContain('p60'); // the candidates are the game's, never the battle's
    expect(summons(s, A).some((a) => a.legion === 'm6' && a.piece === 'p60')).toBe(true);
  });

  it('rules 18.1, A42: the Jabberwok is summoned in place of a Lord', () => {
    const s = slayInRound(2);
    const jabberwok = summons(s, A).find((a) => a.legion === 'm6' && a.piece === 'p60');
    if (!jabberwok) throw new Error('no Jabberwok offered');
    const r = applyGodsBattleAction(s, jabberwok, BOTH);
    expect(r.ok && r.state.pieces.find((p) => p.id === 'p60')).toMatchObject({ name: 'Jabberwok', power: 4 });
  });

  it('rules 18.1, 16.5 Jabberwok: summoned against a legion with an Elemental it fights with PF 8', () => {
    const s = play(at([['Lion', 'attacker', 'C2'], ['Ogre', 'defender', 'C3', 5], ['Golem', 'defender', 'F4']], { round: 2, active: 'attacker' }), done('attacker')).state;
    const strike = godsBattleLegalActions(s, A).find((a) => a.type === 'strike' && a.target === 'd1');
    const next = toAttackerManeuver(play(s, strike!).state);
    const jabberwok = summons(next, A).find((a) => a.legion === 'm6' && a.piece === 'p60');
    if (!jabberwok) throw new Error('no Jabberwok offered');
    expect(play(next, jabberwok).state.pieces.find((p) => p.id === 'p60')?.power).toBe(8);
  });
});
