// Gods of Titan game: the defender's reinforcement (rules 17) and the attacker's summoning (rules 18) during a battle
// fought through the game's reducer — what the battle is handed, what the legions and pools hold once it ends, what
// is left for after a won battle — and keeping Demilords (rules 19.2). Positions as data (game-battle-helpers.ts).
import { describe, expect, it } from 'vitest';
import type { GodsMove } from '../../engine/gods/actions.js';
import type { GodsBattlePiece, GodsSlain } from '../../engine/gods/battle/index.js';
import type { GodsDraft, GodsState } from '../../engine/gods/state.js';
import { act, edit, expectSound, insistOnBattle, legal, place } from './game-helpers.js';
import { battleMoves, concedeBattle, engaged, passAftermath } from './game-battle-helpers.js';

const legionOf = (s: GodsState, marker: string) => s.legions.find((l) => l.marker === marker);
const pool = (s: GodsState, seat: string, name: string) => s.players.find((p) => p.id === seat)?.pool[name] ?? 0;
/** A seat's battle moves of one type (a reinforcement, a summon). */
const offeredOf = (s: GodsState, seat: 'red' | 'green', type: 'reinforce' | 'summon'): GodsMove[] =>
  battleMoves(s, seat).filter((m) => m.type === 'battle' && m.move.type === type);

/** The running battle redrawn: its pieces at these hexes (by the game's piece ids), round, side and phase. */
function redraw(s: GodsState, hexes: Readonly<Record<string, string>>, at: { round: number; active: 'attacker' | 'defender'; phase: 'maneuver' | 'strikeback'; slain?: readonly string[] }): GodsState {
  return edit(s, (d: GodsDraft) => {
    const b = d.engagement!.battle!;
    const gone = new Set(at.slain ?? []);
    const killer = b.pieces.find((p) => p.side === 'attacker')!.id;
    const slain = b.pieces.filter((p) => gone.has(p.id)).map((p): GodsSlain => ({ id: p.id, name: p.name, side: p.side, cause: 'strike', by: killer }));
    const pieces = b.pieces.filter((p) => !gone.has(p.id)).map((p): GodsBattlePiece => ({ ...p, hex: hexes[p.id] ?? null, moved: false }));
    d.engagement!.battle = { ...b, slain, pieces, round: at.round, active: at.active, phase: at.phase };
  });
}

describe('Gods of Titan game: reinforcement during the battle (rules 17)', () => {
  it('rules 17.1: the defender reinforces from his pool in his 4th maneuver; the Lion stays with his legion when he wins, and none follows the battle', () => {
    const { s, defender } = engaged(['Ogre'], ['Lion', 'Lion']);
    const ids = s.engagement!.battle!.pieces.map((p) => p.id);
    const third = redraw(s, { [ids[0]!]: 'A1', [ids[1]!]: 'F4', [ids[2]!]: 'E4' }, { round: 3, active: 'attacker', phase: 'maneuver' });
    const fourth = act(third, 'red', { type: 'battle', move: { type: 'done' } });
    const offered = offeredOf(fourth, 'green', 'reinforce');
    expect(offered.length).toBeGreaterThan(0);
    expect(offeredOf(fourth, 'red', 'reinforce')).toEqual([]);
    const reinforced = act(fourth, 'green', offered[0]!);
    expectSound(reinforced); // the Lion stays counted in green's pool until the battle ends
    const won = concedeBattle(reinforced, 'red', 'green');
    expect(legal(won, 'green').some((m) => m.type === 'reinforce')).toBe(false);
    const after = passAftermath(won);
    expect(legionOf(after, defender)?.pieces.map((p) => p.name)).toEqual(['Lion', 'Lion', 'Lion']);
    expect(pool(after, 'green', 'Lion')).toBe(pool(s, 'green', 'Lion') - 1);
    expect(after.nextPiece).toBe(s.nextPiece + 1);
    expectSound(after);
  });

  it('rules 17.1: a reinforcement the defender passed up in his 4th maneuver does not follow the won battle', () => {
    const { s } = engaged(['Ogre'], ['Lion', 'Lion']);
    const ids = s.engagement!.battle!.pieces.map((p) => p.id);
    const third = redraw(s, { [ids[0]!]: 'A1', [ids[1]!]: 'F4', [ids[2]!]: 'E4' }, { round: 3, active: 'attacker', phase: 'maneuver' });
    const fourth = act(third, 'red', { type: 'battle', move: { type: 'done' } });
    expect(offeredOf(fourth, 'green', 'reinforce').length).toBeGreaterThan(0);
    const passed = act(fourth, 'green', { type: 'battle', move: { type: 'done' } });
    const won = concedeBattle(passed, 'red', 'green');
    expect(legal(won, 'green').some((m) => m.type === 'reinforce')).toBe(false);
    expect(legal(concedeBattle(fourth, 'red', 'green'), 'green').some((m) => m.type === 'reinforce')).toBe(true); // won within it
  });

  it('rules 17.1: a defender winning before his 4th maneuver still reinforces after the battle', () => {
    const { s } = engaged(['Ogre'], ['Lion', 'Lion']);
    const ids = s.engagement!.battle!.pieces.map((p) => p.id);
    const second = redraw(s, { [ids[0]!]: 'A1', [ids[1]!]: 'F4', [ids[2]!]: 'E4' }, { round: 2, active: 'attacker', phase: 'maneuver' });
    expect(legal(concedeBattle(second, 'red', 'green'), 'green').some((m) => m.type === 'reinforce')).toBe(true);
  });
});

describe('Gods of Titan game: summoning during the battle (rules 18)', () => {
  /** Red's two Lions fight green's two Ogres; red's Angel stands alone on land 110 (another in his Tower legion); one Ogre was slain by a strike in
   * green's strike phase of round 2, which red's strikeback ends. */
  function slainOgre() {
    const open = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre'], { fight: false });
    const angel = place(open.s, 'red', 110, ['Angel']);
    const fought = insistOnBattle(angel.state, 'red');
    const attacker = open.attacker;
    const ids = fought.engagement!.battle!.pieces.map((p) => p.id);
    const s2 = redraw(fought, { [ids[0]!]: 'A1', [ids[1]!]: 'B1', [ids[2]!]: 'F4' }, { round: 2, active: 'defender', phase: 'strikeback', slain: [ids[3]!] });
    return { s: s2, attacker, angel: angel.marker };
  }

  it('rules 18.1, 18.2: the attacker summons his Angel as his next maneuver begins; the counters stay whole while it fights', () => {
    const { s, attacker, angel } = slainOgre();
    const maneuver = act(s, 'red', { type: 'battle', move: { type: 'done' } });
    const offered = offeredOf(maneuver, 'red', 'summon').filter((m) => m.type === 'battle' && m.move.type === 'summon' && m.move.legion === angel);
    expect(offered.length).toBeGreaterThan(0);
    const summoned = act(maneuver, 'red', offered[0]!);
    expect(summoned.engagement?.battle?.pieces.some((p) => p.name === 'Angel' && p.side === 'attacker' && p.hex !== null)).toBe(true);
    expectSound(summoned);
    const won = concedeBattle(summoned, 'green', 'red');
    expect(legal(won, 'red').some((m) => m.type === 'summon')).toBe(false); // A42, 18.3: one summon per Engagement Phase
    const after = passAftermath(won);
    expect(legionOf(after, attacker)?.pieces.map((p) => p.name)).toEqual(['Lion', 'Lion', 'Angel']);
    expect(after.lastSummon).toEqual({ round: 11, seat: 'red' });
    expect(legionOf(after, angel)).toBeUndefined();
    expectSound(after);
  });

  it('rules 18.4: the legion left empty by the summon vanishes, its marker back in the pool, even when the Angel is slain', () => {
    const { s, angel } = slainOgre();
    const maneuver = act(s, 'red', { type: 'battle', move: { type: 'done' } });
    const summoned = act(maneuver, 'red', offeredOf(maneuver, 'red', 'summon').find((m) => m.type === 'battle' && m.move.type === 'summon' && m.move.legion === angel)!);
    const lost = concedeBattle(summoned, 'red', 'green');
    expect(legionOf(lost, angel)).toBeUndefined();
    expect(lost.players.find((p) => p.id === 'red')?.markers).toContain(angel);
    expect(pool(lost, 'red', 'Angel')).toBe(pool(s, 'red', 'Angel') + 1); // eliminated with the attacker's legion
    expectSound(passAftermath(lost));
  });

  it('rules 18.1: passed up in the battle, the summon is still the winner\'s after it', () => {
    const { s, angel } = slainOgre();
    const maneuver = act(s, 'red', { type: 'battle', move: { type: 'done' } });
    const passed = act(maneuver, 'red', { type: 'battle', move: { type: 'done' } });
    const won = concedeBattle(passed, 'green', 'red');
    let state = won;
    for (let n = 0; n < 5 && !legal(state, 'red').some((m) => m.type === 'summon'); n++) state = act(state, 'red', { type: 'pass' });
    expect(legal(state, 'red')).toContainEqual(expect.objectContaining({ type: 'summon', legion: angel }));
  });
});

describe('Gods of Titan game: keeping Demilords (rules 19.2)', () => {
  it('rules 19.2: a Demilord the winner does not revive goes into his pool, to be summoned in the City in a later Mustering Phase (22.4)', () => {
    const open = engaged(['Lion', 'Lion'], ['Ogre'], { fight: false });
    const warlock = edit(open.s, (d) => { // green's legion holds a Warlock won earlier from a Neutral Tower
      d.neutralPool.Warlock = (d.neutralPool.Warlock ?? 0) - 1;
      d.legions.find((l) => l.marker === open.defender)!.pieces.push({ id: `p${d.nextPiece++}`, name: 'Warlock', hits: 0 });
    });
    const s = insistOnBattle(warlock, 'red');
    const kept = passAftermath(concedeBattle(s, 'green', 'red'));
    expect(pool(kept, 'red', 'Warlock')).toBe(pool(s, 'red', 'Warlock') + 1);
    const city = place(edit(kept, (d) => { d.phase = 'mustering'; d.players.find((p) => p.id === 'red')!.lifegems = 200; }), 'red', 1000, ['Ogre']);
    const summon: GodsMove = { type: 'muster', legion: city.marker, character: 'Warlock', how: 'summon', reveal: [] };
    expect(legal(city.state, 'red')).toContainEqual(summon);
    const after = act(city.state, 'red', summon);
    expect(legionOf(after, city.marker)?.pieces.map((p) => p.name)).toEqual(['Ogre', 'Warlock']);
    expect(after.players.find((p) => p.id === 'red')?.lifegems).toBe(0);
    expectSound(after);
  });
});
