import { describe, expect, it } from 'vitest';
import { battleLegalActions } from '../../engine/titan/battle/index.js';
import { legalActions } from '../../engine/titan/index.js';
import type { GameState } from '../../engine/titan/state.js';
import { ATTACKER, DEFENDER, type ExtraLegion, act, battle, battleGame, piece, position, refused, reseed, seedRolling } from './helpers.js';

const sixes = (n: number) => (dice: number[]) => dice.filter((d) => d === 6).length === n;
const summons = (s: GameState) => battleLegalActions(s, ATTACKER).filter((a) => a.type === 'summon');
const reinforcements = (s: GameState) => battleLegalActions(s, DEFENDER).flatMap((a) => (a.type === 'reinforce' ? [a.creature] : []));

/** A Troll slays a Centaur in the attacker's round-2 strike phase; the game then reaches the attacker's round-3 maneuver. */
function afterFirstDefenderSlain(attacker: string[], extra: ExtraLegion[], pendingEngagements: number[] = []): GameState {
  let s = battleGame({ terrain: 'Plains', attacker, defender: ['Centaur', 'Lion'], entry: 'Bottom', extra, pendingEngagements });
  const others = Object.fromEntries(attacker.slice(1).map((_, i) => [`a${i + 2}`, ['A1', 'B1', 'D1', 'A2', 'B2', 'A3'][i]]));
  s = position(s, { round: 2, active: 'attacker' }, { a1: 'C3', d1: 'C4', d2: 'F1', ...others });
  s = reseed(act(s, ATTACKER, { type: 'done' }).state, seedRolling(8, sixes(3)));
  s = act(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' }).state;
  s = act(s, DEFENDER, { type: 'strike', piece: 'd1', target: 'a1' }).state;
  expect(battle(s).summon).toBe('open');
  expect(summons(s)).toEqual([]);
  s = act(s, DEFENDER, { type: 'done' }).state;
  expect([battle(s).round, battle(s).active, battle(s).phase]).toEqual([3, 'attacker', 'maneuver']);
  return s;
}

const donor: ExtraLegion = { marker: 'Rd02', owner: ATTACKER, creatures: ['Angel', 'Ogre'], land: 2 };

describe('summoning an Angel (§15)', () => {
  it('§15/§15.1 summoning window opens after the first defender is slain; the Angel enters from the attacker\'s side', () => {
    const s = afterFirstDefenderSlain(['Troll'], [donor]);
    expect(summons(s)).toEqual([{ type: 'summon', player: ATTACKER, stateId: s.stateId, from: 'Rd02', creature: 'Angel' }]);
    const r = act(s, ATTACKER, { type: 'summon', from: 'Rd02', creature: 'Angel' });
    expect(r.events).toEqual([{ type: 'summon', marker: 'Rd01', from: 'Rd02', creature: 'Angel' }]);
    expect(r.state.legions.Rd02.creatures).toEqual(['Ogre']);
    expect(r.state.legions.Rd01.creatures).toEqual(['Troll', 'Angel']);
    expect(r.state.turn.summoned).toBe(true);
    expect(piece(r.state, 'a3')).toMatchObject({ creature: 'Angel', side: 'attacker', hex: null, power: 6 });
    expect(battle(r.state).summon).toBe('closed');
    // §15.1: it enters from the attacker's side in this very phase.
    expect(refused(r.state, ATTACKER, { type: 'done' })).toBe('illegal');
    const entered = act(r.state, ATTACKER, { type: 'battleMove', piece: 'a3', to: 'B1' }).state;
    expect(battle(act(entered, ATTACKER, { type: 'done' }).state).pieces.map((p) => p.id)).toContain('a3');
  });

  it('§15 a donor left with no characters is eliminated', () => {
    const s = afterFirstDefenderSlain(['Troll'], [{ ...donor, creatures: ['Archangel'] }]);
    const r = act(s, ATTACKER, { type: 'summon', from: 'Rd02', creature: 'Archangel' });
    expect(r.events).toContainEqual({ type: 'legionEliminated', marker: 'Rd02', owner: ATTACKER });
    expect(r.state.legions.Rd02).toBeUndefined();
    expect(piece(r.state, 'a3').power).toBe(9);
  });

  it('§15.3 the window closes after that maneuver phase if unused', () => {
    let s = afterFirstDefenderSlain(['Troll'], [donor]);
    s = act(s, ATTACKER, { type: 'done' }).state;
    expect(battle(s).summon).toBe('closed');
    s = act(s, DEFENDER, { type: 'done' }).state;
    expect(battle(s).active).toBe('attacker');
    expect(summons(s)).toEqual([]);
    expect(refused(s, ATTACKER, { type: 'summon', from: 'Rd02', creature: 'Angel' })).toBe('illegal');
  });

  it('§15 no summon into a legion of seven, from an engaged legion, or twice in an Engagement Phase', () => {
    const seven = ['Troll', 'Ogre', 'Ogre', 'Ogre', 'Centaur', 'Centaur', 'Gargoyle'];
    expect(summons(afterFirstDefenderSlain(seven, [donor]))).toEqual([]);
    expect(summons(afterFirstDefenderSlain(['Troll'], [donor], [2]))).toEqual([]);
    const s = afterFirstDefenderSlain(['Troll'], [donor]);
    expect(summons({ ...s, turn: { ...s.turn, summoned: true } })).toEqual([]);
  });
});

/** The defender's round-`round` maneuver with a Plains battle of three defenders already on the board. */
function defenderManeuver(round: number, defender: string[], hexes: Record<string, string | null>): GameState {
  const s = battleGame({ terrain: 'Plains', attacker: ['Ogre'], defender, entry: 'Bottom' });
  return position(s, { round, active: 'defender' }, { a1: 'A1', ...hexes });
}

describe('reinforcements (§14)', () => {
  it('§14 reinforcement enters on the defender\'s fourth maneuver', () => {
    const s = defenderManeuver(4, ['Centaur', 'Lion', 'Lion'], { d1: 'C3', d2: 'C4', d3: 'D3' });
    expect(reinforcements(s)).toEqual(['Centaur', 'Lion', 'Ranger']);
    expect(refused(s, DEFENDER, { type: 'reinforce', creature: 'Ranger', recruiters: ['Centaur'] })).toBe('illegal');
    const r = act(s, DEFENDER, { type: 'reinforce', creature: 'Ranger', recruiters: ['Lion', 'Lion'] });
    expect(r.events).toEqual([{ type: 'reinforce', marker: 'Bu01', creature: 'Ranger', recruiters: ['Lion', 'Lion'] }]);
    expect(r.state.caretaker.Ranger).toBe(s.caretaker.Ranger - 1);
    expect(r.state.legions.Bu01).toMatchObject({ creatures: ['Centaur', 'Lion', 'Lion', 'Ranger'], recruited: true });
    expect(piece(r.state, 'd4')).toMatchObject({ creature: 'Ranger', hex: null });
    expect(reinforcements(r.state)).toEqual([]);
    expect(refused(r.state, DEFENDER, { type: 'done' })).toBe('illegal');
    const entered = act(r.state, DEFENDER, { type: 'battleMove', piece: 'd4', to: 'E5' }).state;
    expect(battle(act(entered, DEFENDER, { type: 'done' }).state).pieces.find((p) => p.id === 'd4')?.hex).toBe('E5');
  });

  it('§10.2 in a Tower the reinforcement enters from the name side (TopDefense), not inside the walls', () => {
    let s = battleGame({ terrain: 'Tower', attacker: ['Ogre'], defender: ['Ogre', 'Ogre', 'Ogre'], entry: 'Bottom' });
    s = position(s, { round: 4, active: 'defender' }, { a1: 'A1', d1: 'D4', d2: 'C4', d3: 'E4' });
    expect(reinforcements(s)).toEqual(['Centaur', 'Gargoyle', 'Ogre', 'Guardian']);
    s = act(s, DEFENDER, { type: 'reinforce', creature: 'Centaur' }).state;
    const entries = battleLegalActions(s, DEFENDER).flatMap((a) => (a.type === 'battleMove' && a.piece === 'd4' ? [a.to] : []));
    expect(entries).toEqual(expect.arrayContaining(['D6', 'E5', 'F4']));
    expect(entries).not.toContain('D3');
  });

  it('§14/§14.1 only in that maneuver phase, at its beginning, and not into a legion of seven', () => {
    for (const round of [3, 5]) expect(reinforcements(defenderManeuver(round, ['Centaur', 'Lion', 'Lion'], { d1: 'C3', d2: 'C4', d3: 'D3' }))).toEqual([]);
    const moved = act(defenderManeuver(4, ['Centaur', 'Lion', 'Lion'], { d1: 'C3', d2: 'C4', d3: 'D3' }), DEFENDER, { type: 'battleMove', piece: 'd1', to: 'B3' }).state;
    expect(reinforcements(moved)).toEqual([]);
    const seven = ['Centaur', 'Centaur', 'Lion', 'Lion', 'Ogre', 'Ogre', 'Ogre'];
    const full = defenderManeuver(4, seven, { d1: 'C3', d2: 'C4', d3: 'D3', d4: 'B2', d5: 'B3', d6: 'E2', d7: 'E3' });
    expect(reinforcements(full)).toEqual([]);
  });

  it('§14 a reinforcement that could not enter was not taken: it goes back to the caretaker', () => {
    let s = defenderManeuver(4, ['Centaur', 'Lion', 'Lion'], { d1: 'D5', d2: 'E4', d3: 'F3' });
    s = act(s, DEFENDER, { type: 'reinforce', creature: 'Lion' }).state;
    expect(s.legions.Bu01.creatures).toEqual(['Centaur', 'Lion', 'Lion', 'Lion']);
    s = act(s, DEFENDER, { type: 'battleMove', piece: 'd1', to: 'D6' }).state;
    s = act(s, DEFENDER, { type: 'battleMove', piece: 'd2', to: 'E5' }).state;
    s = act(s, DEFENDER, { type: 'battleMove', piece: 'd3', to: 'F4' }).state;
    const r = act(s, DEFENDER, { type: 'done' });
    expect(r.events).toContainEqual({ type: 'reinforcementReturned', piece: 'd4', creature: 'Lion' });
    expect(r.state.legions.Bu01).toMatchObject({ creatures: ['Centaur', 'Lion', 'Lion'], recruited: false });
    expect(r.state.caretaker.Lion).toBe(s.caretaker.Lion + 1);
    expect(battle(r.state).reinforced).toBe(false);
    expect(battle(r.state).reinforcementDeclined).toBe(false);
    expect(battle(r.state).slainCreatures.defender).toEqual([]);
  });

  it('§14 a reinforcement declined in the fourth Maneuver Phase is forfeited: the winning defender may not muster it after the battle', () => {
    const lions = () => defenderManeuver(4, ['Centaur', 'Lion', 'Lion'], { d1: 'C3', d2: 'C4', d3: 'D3' });
    const declined = [
      act(lions(), DEFENDER, { type: 'done' }).state,
      act(act(lions(), DEFENDER, { type: 'battleMove', piece: 'd1', to: 'B3' }).state, DEFENDER, { type: 'done' }).state,
    ];
    for (const s of declined) {
      expect(battle(s).reinforcementDeclined).toBe(true);
      const won = winOnTime(s);
      expect(won.legions.Bu01.creatures).toEqual(['Centaur', 'Lion', 'Lion']);
      expect(won.engagement).toBeNull();
      expect(legalActions(won, DEFENDER).some((a) => a.type === 'reinforce')).toBe(false);
    }
    // The rule's two reasons keep it for after a win: a legion of seven at the start of that phase, a reinforcement
    // unable to enter (here: the defender's own moves fill its entry hexes).
    let blocked = act(defenderManeuver(4, ['Centaur', 'Lion', 'Lion'], { d1: 'D5', d2: 'E4', d3: 'F3' }), DEFENDER, { type: 'reinforce', creature: 'Lion' }).state;
    for (const [id, to] of [['d1', 'D6'], ['d2', 'E5'], ['d3', 'F4']]) blocked = act(blocked, DEFENDER, { type: 'battleMove', piece: id, to }).state;
    blocked = act(blocked, DEFENDER, { type: 'done' }).state;
    const seven = ['Centaur', 'Centaur', 'Lion', 'Lion', 'Ogre', 'Ogre', 'Ogre'];
    const full = act(defenderManeuver(4, seven, { d1: 'C3', d2: 'C4', d3: 'D3', d4: 'D4', d5: 'B3', d6: 'E3', d7: 'E4' }), DEFENDER, { type: 'done' }).state;
    // …and one of the seven lost later (gone from the battleland and the legion), so that the winner has room
    const six = { ...full, legions: { ...full.legions, Bu01: { ...full.legions.Bu01, creatures: seven.slice(0, 6) } }, battle: { ...battle(full), pieces: battle(full).pieces.filter((p) => p.id !== 'd7') } };
    for (const s of [blocked, six]) {
      expect(battle(s).reinforcementDeclined).toBe(false);
      const won = winOnTime(s);
      expect(won.engagement?.aftermath?.mayReinforce).toBe(true);
      expect(legalActions(won, DEFENDER).some((a) => a.type === 'reinforce')).toBe(true);
    }
  });
});

/** From a defender's maneuver after its fourth: the battle jumps to round 7 and the attacker loses on time (§10.5). */
function winOnTime(state: GameState): GameState {
  let s = position(state, { round: 7, active: 'defender' }, {});
  s = act(s, DEFENDER, { type: 'done' }).state;
  return act(s, ATTACKER, { type: 'done' }).state;
}
