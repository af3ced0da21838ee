// The family's battle step machine (engine/family/battle/flow/) driven by a toy "third game" (tests/battle/toy-battle.ts):
// the order of a battle, strikes and strikebacks, carries, removals, the time-out and the battle's end behave as the
// TITAN family's rules say, each game's differences coming in through its hooks alone.
import { describe, expect, it } from 'vitest';
import type { RolledStrike } from '../../engine/family/battle/flow/types.js';
import { allowed, battleOf, pieceOf, toyGame, toyHooks, toyMachine, type ToyGame } from './toy-battle.js';

/** The phase events among `events` ("round side phase"). */
function phases(events: readonly string[]): string[] {
  return events.filter((e) => /^\d+ /.test(e));
}

/** A refusal's code, or null when the step was allowed. */
function refusal(step: ToyGame | { readonly code: string }): string | null {
  return 'code' in step ? step.code : null;
}

describe('the family battle step machine (a toy game on it)', () => {
  it('§10 §10.3: each round the first mover maneuvers and strikes, then the other side; a strike phase is the mover\'s strikes, then the strikeback; steps where nobody can strike pass by themselves', () => {
    const m = toyMachine();
    const events: string[] = [];
    let g = toyGame(m, [['d1', 'fair', 'defender', null, 3], ['a1', 'fair', 'attacker', null, 3]], 'defender', 1, events);
    g = allowed(m.move(g, 'd1', '1', events));
    g = allowed(m.endManeuver(g, events));
    g = allowed(m.move(g, 'a1', '7', events));
    g = allowed(m.endManeuver(g, events));
    expect(phases(events)).toEqual([
      '1 defender maneuver', '1 defender strike', '1 defender strikeback',
      '1 attacker maneuver', '1 attacker strike', '1 attacker strikeback',
      '2 defender maneuver',
    ]);
    expect(events).toContain('move d1 ->1');
    expect(battleOf(g)).toMatchObject({ round: 2, active: 'defender', phase: 'maneuver', carry: null });
  });

  it('§10.3: who maneuvers first in each round is the game\'s hook (a Tower, the §21 Titan Variant change it)', () => {
    const m = toyMachine({ firstMover: (_s, _b, round) => (round % 2 === 1 ? 'defender' : 'attacker') });
    const events: string[] = [];
    let g = toyGame(m, [['d1', 'fair', 'defender', '1', 3], ['a1', 'fair', 'attacker', '7', 3]], 'defender', 1, events);
    for (let i = 0; i < 4; i++) g = allowed(m.endManeuver(g, events));
    expect(phases(events).filter((e) => e.endsWith('maneuver'))).toEqual([
      '1 defender maneuver', '1 attacker maneuver', '2 attacker maneuver', '2 defender maneuver', '3 defender maneuver',
    ]);
  });

  it('§13 §13.1 §12: a piece in contact as the strike phase begins must strike (`done` waits for it); only pieces that were in contact strike back', () => {
    const m = toyMachine();
    const events: string[] = [];
    let g = toyGame(m, [['d1', 'weak', 'defender', '4', 3], ['d2', 'archer', 'defender', '3', 2], ['a1', 'weak', 'attacker', '6', 3]], 'attacker', 1, events);
    g = allowed(m.move(g, 'a1', '5', events));
    g = allowed(m.endManeuver(g, events));
    let b = battleOf(g);
    expect(b.phase).toBe('strike');
    expect(b.pieces.filter((p) => p.mustStrike).map((p) => p.id)).toEqual(['d1', 'a1']);
    expect(m.owedStrikes(g, b).map((p) => p.id)).toEqual(['a1']);
    expect(m.decidingSide(b)).toBe('attacker');
    expect(refusal(m.endStrikes(g, events))).toBe('illegal');
    g = allowed(m.strike(g, { piece: 'a1', target: 'd1' }, events));
    b = battleOf(g);
    expect(b.phase).toBe('strikeback');
    expect(m.decidingSide(b)).toBe('defender');
    expect(m.owedStrikes(g, b).map((p) => p.id)).toEqual(['d1']);
    // The archer could rangestrike a1 in its own strike phase, but it was not in contact: no strikeback.
    expect(toyHooks().targets(g, b, pieceOf(g, 'd2'))).toEqual([{ target: 'a1', rangestrike: true }]);
    expect(m.liveTargets(g, b, pieceOf(g, 'd2'))).toEqual([]);
    g = allowed(m.strike(g, { piece: 'd1', target: 'a1' }, events));
    expect(events.slice(-4)).toEqual(['strike a1 d1 1d1 1', '1 attacker strikeback', 'strike d1 a1 1d1 1', '2 defender maneuver']);
    expect([pieceOf(g, 'a1').hits, pieceOf(g, 'd1').hits]).toEqual([1, 1]);
  });

  it('§13.4: hits beyond what slays the target wait for the striker\'s side to carry them to another target it may strike, or to drop them', () => {
    const m = toyMachine();
    const events: string[] = [];
    const start = toyGame(m, [['d1', 'weak', 'defender', '3', 2], ['a1', 'sure', 'attacker', '4', 5], ['d2', 'weak', 'defender', '5', 2]], 'attacker', 1, events);
    let g = allowed(m.endManeuver(start, events));
    g = allowed(m.strike(g, { piece: 'a1', target: 'd1' }, events));
    let b = battleOf(g);
    expect(b.carry).toEqual({ striker: 'a1', hits: 3, strikeNumber: 1, dice: 5, targets: ['d2'] });
    expect(m.decidingSide(b)).toBe('attacker');
    expect(events.slice(-2)).toEqual(['strike a1 d1 5d1 5', 'slain d1 by a1']);
    // The targets both games list for the carry: those it names that are still there and living.
    expect(m.carryTargets(b)).toEqual(['d2']);
    expect(m.carryTargets({ ...b, pieces: b.pieces.map((p) => (p.id === 'd2' ? { ...p, slain: true } : p)) })).toEqual([]);
    expect(m.carryTargets({ ...b, pieces: b.pieces.filter((p) => p.id !== 'd2') })).toEqual([]);
    // While the carry waits, nothing else happens and only the living targets it names may take it.
    expect(refusal(m.strike(g, { piece: 'a1', target: 'd2' }, events))).toBe('illegal');
    expect(refusal(m.endStrikes(g, events))).toBe('illegal');
    expect(refusal(m.carry(g, 'd1', events))).toBe('illegal');
    const dropped = allowed(m.carry(g, null, []));
    expect([battleOf(dropped).carry, pieceOf(dropped, 'd2').hits, battleOf(dropped).phase]).toEqual([null, 0, 'strikeback']);
    expect(m.carryTargets(battleOf(dropped))).toEqual([]);
    g = allowed(m.carry(g, 'd2', events));
    b = battleOf(g);
    expect(events.slice(-3)).toEqual(['carry a1 d2 2', 'slain d2 by a1', '1 attacker strikeback']);
    expect([b.carry, pieceOf(g, 'd2').hits]).toEqual([null, 2]);
  });

  it('§12.1: a rangestrike carries nothing over, whatever the position offers; §12: its victim, not in contact, does not strike back', () => {
    const m = toyMachine();
    const events: string[] = [];
    let g = toyGame(m, [['d1', 'weak', 'defender', '2', 1], ['a1', 'archer', 'attacker', '4', 3], ['d2', 'weak', 'defender', '6', 1]], 'attacker', 1, events);
    g = allowed(m.endManeuver(g, events));
    const b = battleOf(g);
    expect(m.strikeChoices(g, b, 'a1', 'd1')).toEqual([{ dice: 3, strikeNumber: 1, carryTargets: ['d2'] }]);
    expect(m.owedStrikes(g, b)).toEqual([]);
    g = allowed(m.strike(g, { piece: 'a1', target: 'd1' }, events));
    expect(events).toContain('strike a1 d1 3d1 3 range');
    expect(g.lost).toEqual(['d1 slain']);
    expect(battleOf(g)).toMatchObject({ round: 2, active: 'defender', phase: 'maneuver', carry: null });
    expect(pieceOf(g, 'd2').hits).toBe(0);
  });

  it('§13.6: pieces slain in a strike phase take no more hits, still strike back and leave as it ends; what they cost is the game\'s (its removal hook); a side gone ends the battle', () => {
    const m = toyMachine();
    const events: string[] = [];
    let g = toyGame(m, [['d1', 'weak', 'defender', '3', 2], ['a1', 'sure', 'attacker', '4', 5], ['d2', 'weak', 'defender', '5', 2]], 'attacker', 1, events);
    g = allowed(m.endManeuver(g, events));
    g = allowed(m.strike(g, { piece: 'a1', target: 'd1' }, events));
    g = allowed(m.carry(g, 'd2', events));
    const b = battleOf(g);
    expect(b.pieces.filter((p) => p.slain).map((p) => p.id)).toEqual(['d1', 'd2']);
    expect(m.owedStrikes(g, b).map((p) => p.id)).toEqual(['d1', 'd2']);
    const more: string[] = [];
    expect([m.markHits(g, 'd1', 2, 'a1', more), more]).toEqual([g, []]);
    g = allowed(m.strike(g, { piece: 'd1', target: 'a1' }, events));
    expect(battleOf(g).pieces.map((p) => p.id)).toEqual(['d1', 'a1', 'd2']);
    g = allowed(m.strike(g, { piece: 'd2', target: 'a1' }, events));
    expect(events.slice(-2)).toEqual(['strike d2 a1 1d1 1', 'removed d1,d2 slain']);
    expect([g.battle, g.ended, g.lost]).toEqual([null, 'fought', ['d1 slain', 'd2 slain']]);
  });

  it('Gods of Titan 11.9 as a hook: where the game says so, a piece slain in the strikeback leaves at once', () => {
    const pieces = [['d1', 'sure', 'defender', '4', 2], ['a1', 'weak', 'attacker', '5', 1], ['d2', 'weak', 'defender', '6', 3], ['a3', 'weak', 'attacker', '7', 3]] as const;
    const play = (atOnce: boolean): { g: ToyGame; events: string[] } => {
      const m = toyMachine({ strikebackSlainLeaveAtOnce: atOnce });
      const events: string[] = [];
      let g = allowed(m.endManeuver(toyGame(m, pieces, 'attacker', 1, events), events));
      g = allowed(m.strike(g, { piece: 'a1', target: 'd1' }, events));
      g = allowed(m.strike(g, { piece: 'a3', target: 'd2' }, events));
      g = allowed(m.strike(g, { piece: 'd1', target: 'a1' }, events));
      expect(m.owedStrikes(g, battleOf(g)).map((p) => p.id)).toEqual(['d2']);
      return { g, events };
    };
    const atOnce = play(true);
    expect(atOnce.events.slice(-2)).toEqual(['slain a1 by d1', 'removed a1 slain']);
    expect(battleOf(atOnce.g).pieces.map((p) => p.id)).toEqual(['d1', 'd2', 'a3']);
    const atTheEnd = play(false);
    expect(atTheEnd.events.at(-1)).toBe('slain a1 by d1');
    expect(pieceOf(atTheEnd.g, 'a1').slain).toBe(true);
  });

  it('§10.5: a battle not over after the last round is timed out: the attacker\'s legion is eliminated (a piece fighting for the other side with it) and the game ends the battle its way', () => {
    const pieces = [['d1', 'weak', 'defender', '1', 2], ['d2x', 'weak', 'defender', '2', 2], ['a1', 'weak', 'attacker', '7', 2]] as const;
    const play = (m: ReturnType<typeof toyMachine>): { g: ToyGame; events: string[] } => {
      const events: string[] = [];
      let g = toyGame(m, pieces, 'defender', 1, events);
      g = allowed(m.endManeuver(g, events));
      g = allowed(m.endManeuver(g, events));
      return { g, events };
    };
    const timed = play(toyMachine({ lastRound: () => 1 }));
    expect(timed.events.slice(-2)).toEqual(['1 attacker strikeback', 'removed d2x,a1 time-out']);
    expect([timed.g.battle, timed.g.ended, timed.g.lost]).toEqual([null, 'time-out', ['d2x time-out', 'a1 time-out']]);
    const bySide = play(toyMachine({ lastRound: () => 1, legionOf: undefined }));
    expect(bySide.g.lost).toEqual(['a1 time-out']);
    const longer = play(toyMachine({ lastRound: () => 2 }));
    expect(battleOf(longer.g)).toMatchObject({ round: 2, active: 'defender', phase: 'maneuver' });
  });

  it('§10.1 §10.2: a piece that must enter holds the maneuver open while it can; pieces still off the battleland as it ends are lost', () => {
    const base = toyHooks();
    const m = toyMachine({ mustEnter: (s, b) => b.pieces.filter((p) => p.side === b.active && p.hex === null && p.kind === 'sure' && base.moves(s, b, p).length > 0) });
    const events: string[] = [];
    let g = toyGame(m, [['d1', 'sure', 'defender', null, 2], ['d2', 'weak', 'defender', null, 2], ['a1', 'weak', 'attacker', null, 2]], 'defender', 1, events);
    const held = m.endManeuver(g, events);
    expect('code' in held ? [held.code, held.message] : null).toEqual(['illegal', 'd1 (sure) must enter the battleland this phase']);
    g = allowed(m.move(g, 'd1', '1', events));
    g = allowed(m.endManeuver(g, events));
    expect(events).toContain('removed d2 not-entered');
    expect(g.lost).toEqual(['d2 not-entered']);
    expect(battleOf(g)).toMatchObject({ active: 'attacker', phase: 'maneuver' });
    // With both entry hexes taken it cannot enter: it no longer holds the phase, and is lost.
    const full = toyGame(m, [['d3', 'weak', 'defender', '1', 2], ['d4', 'weak', 'defender', '2', 2], ['d1', 'sure', 'defender', null, 2], ['a1', 'weak', 'attacker', null, 2]]);
    expect(allowed(m.endManeuver(full, [])).lost).toEqual(['d1 not-entered']);
  });

  it('§19.3: a loss the game says ends the battle (a Titan) ends it though both sides have pieces left, slain or never entered', () => {
    const m = toyMachine();
    const events: string[] = [];
    let g = toyGame(m, [['d1m', 'weak', 'defender', '3', 1], ['d2', 'weak', 'defender', '1', 2], ['a1', 'sure', 'attacker', '4', 2]], 'attacker', 1, events);
    g = allowed(m.endManeuver(g, events));
    g = allowed(m.strike(g, { piece: 'a1', target: 'd1m' }, events));
    g = allowed(m.strike(g, { piece: 'd1m', target: 'a1' }, events));
    expect([g.battle, g.ended, g.lost]).toEqual([null, 'fought', ['d1m slain']]);
    const unentered = toyGame(m, [['d1m', 'weak', 'defender', null, 1], ['d2', 'weak', 'defender', '1', 2], ['a1', 'weak', 'attacker', null, 2]]);
    const ended = allowed(m.endManeuver(unentered, []));
    expect([ended.battle, ended.ended, ended.lost]).toEqual([null, 'fought', ['d1m not-entered']]);
  });

  it('Hazard Chart: Drift: a hazard\'s hits land as the strike phase begins, slain by nobody; a protection (the damage hook) lowers them', () => {
    const pieces = [['d1', 'weak', 'defender', '4', 2], ['d2', 'weak', 'defender', '1', 5], ['a1', 'weak', 'attacker', '7', 3]] as const;
    const slainSeen: string[] = [];
    const m = toyMachine({
      phaseDamage: (_s, _b, p) => (p.hex === '4' ? 2 : 0),
      slain: (s, p, by) => {
        slainSeen.push(`${p.id} ${p.hits}/${p.power} ${p.slain} by ${by ?? '-'}`);
        return s;
      },
    });
    const events: string[] = [];
    const g = allowed(m.endManeuver(toyGame(m, pieces, 'defender', 1, events), events));
    expect(events.slice(1, 4)).toEqual(['1 defender strike', 'damage d1 2', 'slain d1 by -']);
    expect(slainSeen).toEqual(['d1 2/2 true by -']);
    expect(g.lost).toEqual(['d1 slain']);
    const guarded = toyMachine({ phaseDamage: (_s, _b, p) => (p.hex === '4' ? 2 : 0), damage: (_s, _b, _p, hits) => Math.max(0, hits - 1) });
    const after = allowed(guarded.endManeuver(toyGame(guarded, pieces), []));
    expect([pieceOf(after, 'd1').hits, pieceOf(after, 'd1').slain, after.lost]).toEqual([1, false, []]);
  });

  it('a game may score fewer hits than rolled, hold a rolled strike before it lands and land it later, act after a strike, and keep a strike step open for a choice of its own', () => {
    let held: RolledStrike | null = null;
    const m = toyMachine({
      scoredHits: (_s, _b, _t, rolled) => rolled - 1,
      holdStrike: (s, rolled) => {
        if (rolled.target !== 'd2') return null;
        held = rolled;
        return s;
      },
      afterStrike: (s, rolled, used) => ({ ...s, heard: [...s.heard, `after ${rolled.striker}>${rolled.target} took ${used}`] }),
      waits: (s, b) => b.phase === 'strike' && !s.heard.includes('spell'),
    });
    const events: string[] = [];
    let g = toyGame(m, [['d1', 'weak', 'defender', '3', 5], ['a1', 'sure', 'attacker', '4', 3], ['d2', 'weak', 'defender', '5', 5], ['a2', 'sure', 'attacker', '6', 3]], 'attacker', 1, events);
    g = allowed(m.endManeuver(g, events));
    g = allowed(m.strike(g, { piece: 'a1', target: 'd1' }, events));
    expect([events.at(-1), pieceOf(g, 'd1').hits, g.heard]).toEqual(['strike a1 d1 3d1 2', 2, ['after a1>d1 took 2']]);
    g = allowed(m.strike(g, { piece: 'a2', target: 'd2' }, events));
    expect(held).not.toBeNull();
    expect([pieceOf(g, 'd2').hits, pieceOf(g, 'a2').struck, battleOf(g).phase]).toEqual([0, true, 'strike']);
    g = m.landHeldStrike(g, held!, events);
    expect([pieceOf(g, 'd2').hits, g.heard.at(-1)]).toEqual([2, 'after a2>d2 took 2']);
    // Nobody can strike, but the game's own choice keeps the step open until it is made.
    expect(battleOf(g).phase).toBe('strike');
    g = m.advanceIfIdle({ ...g, heard: [...g.heard, 'spell'] }, events);
    expect(battleOf(g).phase).toBe('strikeback');
  });

  it('the game hears of a move before it (TITAN §14: the reinforcement window closes) and after it (what it costs)', () => {
    const m = toyMachine({
      moving: (s, p) => ({ ...s, heard: [...s.heard, `moving ${p.id}: at ${pieceOf(s, p.id).hex ?? '-'}`] }),
      moved: (s, p, from) => ({ ...s, heard: [...s.heard, `moved ${p.id} from ${from ?? '-'} to ${pieceOf(s, p.id).hex ?? '-'}`] }),
    });
    const g = allowed(m.move(toyGame(m, [['d1', 'weak', 'defender', null, 2], ['a1', 'weak', 'attacker', null, 2]]), 'd1', '2', []));
    expect(g.heard).toEqual(['moving d1: at -', 'moved d1 from - to 2']);
    expect(pieceOf(g, 'd1')).toMatchObject({ hex: '2', moved: true });
  });

  it('refusals are typed and leave the state as it was: strikes in a maneuver, moves in a strike phase, a piece moved twice or to a hex it cannot reach, a carry with nothing pending', () => {
    const m = toyMachine();
    const g = toyGame(m, [['d1', 'weak', 'defender', '4', 2], ['a1', 'weak', 'attacker', '6', 2]], 'attacker');
    const before = JSON.stringify(g);
    expect(refusal(m.strike(g, { piece: 'a1', target: 'd1' }, []))).toBe('wrong-phase');
    expect(refusal(m.carry(g, 'd1', []))).toBe('illegal');
    expect(refusal(m.move(g, 'd1', '2', []))).toBe('illegal');
    expect(refusal(m.move(g, 'a1', '3', []))).toBe('illegal');
    const moved = allowed(m.move(g, 'a1', '5', []));
    expect(refusal(m.move(moved, 'a1', '6', []))).toBe('illegal');
    const striking = allowed(m.endManeuver(moved, []));
    expect(refusal(m.move(striking, 'a1', '6', []))).toBe('wrong-phase');
    expect(refusal(m.strike(striking, { piece: 'd1', target: 'a1' }, []))).toBe('illegal');
    expect(refusal(m.strike(striking, { piece: 'a1', target: 'd1', strikeNumber: 6 }, []))).toBe('illegal');
    expect(JSON.stringify(g)).toBe(before);
  });
});
