// Rules 16.2 and 16.5, the single-use abilities of Creatures and the Necromancer's drain: each used once per battle
// (the drain once per Strike Phase), only in its side's own Strike Phase, as a legal action with its targets as data;
// positions as data (pieces by name, side and hex; C3's neighbours are C4 D4 D3 C2 B2 B3).
import { describe, expect, it } from 'vitest';
import { applyGodsBattleAction, godsBattleLegalActions, strikeChoices, targetsOf } from '../../engine/gods/battle/index.js';
import type {
  GodsAbilityMove, GodsBattleAction, GodsBattleEvent, GodsBattleState, GodsSide, GodsUsedAbility,
} from '../../engine/gods/battle/index.js';
import { holdForStoneCold } from '../../engine/gods/battle/abilities/stone-cold.js';
import { A, D, at, done, land, play, seat, type PieceSpec } from './battle-helpers.js';

/** An ability use as the legal actions list it (without its seat): by `piece`, on a target character or a hex. */
function ability(used: GodsUsedAbility, piece: string, on: { target?: string; hex?: string } = {}): GodsAbilityMove {
  return { type: 'useAbility', ability: used, piece, ...on };
}

/** A Basilisk's answer to a strike held for it: turn to stone, or take the roll. */
function stoneCold(piece: string, petrify: boolean): GodsAbilityMove {
  return { type: 'stoneCold', piece, petrify };
}

/** An ability action of a side. */
function use(side: GodsSide, move: GodsAbilityMove): GodsBattleAction {
  return { ...move, player: seat(side) };
}

/** The ability actions a seat is offered now (without its seat). */
function offered(state: GodsBattleState, player: string): GodsAbilityMove[] {
  return godsBattleLegalActions(state, player).flatMap((a) => {
    if (a.type !== 'useAbility' && a.type !== 'mount' && a.type !== 'stoneCold') return [];
    const { player: _player, ...move } = a;
    return [move];
  });
}

/** The attacker's Strike Phase of round 2 with the pieces placed. */
function striking(pieces: readonly PieceSpec[], opts: Parameters<typeof at>[1] = {}): GodsBattleState {
  return play(at(pieces, { active: 'attacker', ...opts }), done('attacker')).state;
}

function piece(state: GodsBattleState, id: string) {
  return state.pieces.find((p) => p.id === id)!;
}

/** Plays the first strike, carry or `done` offered until the next Maneuver Phase begins. */
function untilManeuver(state: GodsBattleState): GodsBattleState {
  let s = state;
  while (s.phase === 'strike' || s.phase === 'strikeback') {
    const next = [A, D].flatMap((p) => godsBattleLegalActions(s, p)).find((a) => a.type === 'strike' || a.type === 'carry' || a.type === 'done');
    if (!next) expect.fail('nothing to do in a strike phase');
    s = play(s, next).state;
  }
  return s;
}

function abilityEvents(events: readonly GodsBattleEvent[]) {
  return events.filter((e) => e.type === 'ability');
}

describe('rules 16.2: single-use abilities', () => {
  it('rules 16.2: only in its side\'s own Strike Phase, once per battle; the Strike Phase waits for it and a `done` passes it', () => {
    const pieces: PieceSpec[] = [['Phoenix', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Phoenix', 'defender', 'F4']];
    const maneuver = at(pieces, { active: 'attacker' });
    expect(offered(maneuver, A)).toEqual([]);
    const s = play(maneuver, done('attacker')).state;
    expect(s.phase).toBe('strike');
    expect(offered(s, A)).toEqual([ability('flameburst', 'a1')]);
    // The defender's Phoenix is not next to an enemy, and it is not its Strike Phase anyway.
    expect(offered(s, D)).toEqual([]);
    const used = play(s, use('attacker', ability('flameburst', 'a1'))).state;
    expect(offered(used, A)).toEqual([]);
    const again = applyGodsBattleAction(used, use('attacker', ability('flameburst', 'a1')));
    expect(again.ok ? null : again.error.code).toBe('illegal');
  });

  it('rules 16.2: with nobody to strike, the Strike Phase still waits for a Creature that may use its ability', () => {
    const s = striking([['Unicorn', 'attacker', 'A1'], ['Troll', 'defender', 'F4']]);
    expect(s.phase).toBe('strike');
    expect(offered(s, A).length).toBeGreaterThan(0);
    const passed = play(s, done('attacker')).state;
    expect(passed.phase).toBe('maneuver');
    expect(passed.active).toBe('defender');
  });
});

describe('rules 16.5 Basilisk: Stone Cold (A11)', () => {
  /** An Ogre's strike on a Basilisk that hits, rolled: the seed is searched for a roll with hits. */
  function heldStrike(): { state: GodsBattleState; hits: number } {
    for (let seed = 1; seed <= 20; seed++) {
      const s = striking([['Ogre', 'attacker', 'C3'], ['Basilisk', 'defender', 'C4'], ['Troll', 'attacker', 'D3']], { seed });
      const c = strikeChoices(s, 'a1', 'd1')[0]!;
      const r = play(s, { type: 'strike', player: A, piece: 'a1', target: 'd1', strikeNumber: c.strikeNumber, dice: c.dice });
      const hits = r.events.find((e) => e.type === 'strike')!;
      if (hits.type === 'strike' && hits.hits > 0) return { state: r.state, hits: hits.hits };
    }
    return expect.fail('no seed gave the Ogre a hit');
  }

  it('rules 16.5: once an enemy strike on it is rolled, its owner takes the roll or discards it and turns to stone', () => {
    const { state, hits } = heldStrike();
    expect(piece(state, 'd1').hits).toBe(0);
    // Only the Basilisk's owner acts now, and only to answer (or concede).
    expect(godsBattleLegalActions(state, A).map((a) => a.type)).toEqual(['concede']);
    expect(offered(state, D)).toEqual([stoneCold('d1', true), stoneCold('d1', false)]);
    const taken = play(state, use('defender', stoneCold('d1', false)));
    expect(piece(taken.state, 'd1').hits).toBe(hits);
    const stone = play(state, use('defender', stoneCold('d1', true)));
    expect(piece(stone.state, 'd1').hits).toBe(0);
    expect(abilityEvents(stone.events)).toEqual([
      { type: 'ability', piece: 'd1', name: 'Basilisk', ability: 'stone-cold', effect: 'petrify', targets: ['a1'], amount: hits },
    ]);
  });

  it('rules 16.5: stone, it does nothing and only magic hurts it, until its next Maneuver Phase; once per battle', () => {
    const stone = play(heldStrike().state, use('defender', stoneCold('d1', true))).state;
    // The Troll may not strike it, and the stone Basilisk does not strike back: the Strike Phase is over.
    expect(godsBattleLegalActions(stone, A).some((a) => a.type === 'strike' && a.target === 'd1')).toBe(false);
    expect(stone.phase).toBe('maneuver');
    expect(stone.active).toBe('defender');
    expect(targetsOf(stone, piece(stone, 'd1'))).toEqual([]);
    // Its Maneuver Phase has begun: it is flesh again, and the next hitting strike lands at once.
    const awake = play(stone, done('defender')).state;
    expect(targetsOf(awake, piece(awake, 'd1')).length).toBeGreaterThan(0);
    const again = { striker: 'a1', target: 'd1', hits: 2, strikeNumber: 4, dice: 6, carryTargets: [], rangestrike: false };
    expect(holdForStoneCold(awake, again)).toBeNull();
    expect(holdForStoneCold(heldStrike().state, again)).not.toBeNull();
  });
});

describe('rules 16.5 Deathbringer: Reaper\'s Call (A12)', () => {
  it('rules 16.5: slays any enemy but a Master at any range, taking twice the target\'s remaining hits and surviving them', () => {
    const s = striking([
      ['Deathbringer', 'attacker', 'A1'], ['Ogre', 'defender', 'F4', 2], ['Troll', 'defender', 'E4'], ['Angel', 'defender', 'D5', 1],
      ['Titan', 'defender', 'F3', 5],
    ]);
    // Ogre 4 left (8 < 12), Angel 5 left (10 < 12); Troll 8 left (16) and the Titan (a Master) are out of reach.
    expect(offered(s, A)).toEqual([ability('reapers-call', 'a1', { target: 'd1' }), ability('reapers-call', 'a1', { target: 'd3' })]);
    const r = play(s, use('attacker', ability('reapers-call', 'a1', { target: 'd1' })));
    expect(r.state.slain).toContainEqual({ id: 'd1', name: 'Ogre', side: 'defender', cause: 'strike', by: 'a1' });
    expect(piece(r.state, 'a1').hits).toBe(8);
    expect(abilityEvents(r.events)).toEqual([
      { type: 'ability', piece: 'a1', name: 'Deathbringer', ability: 'reapers-call', effect: 'slay', targets: ['d1'], amount: 4 },
    ]);
    expect(offered(r.state, A)).toEqual([]);
  });
});

describe('rules 16.5 Demon: Final Blow', () => {
  it('rules 16.5: announced before the strike, no carry; a kill heals the Demon by the hits dealt, a miss spends it all the same', () => {
    let kills = 0;
    let misses = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const s = striking([['Demon', 'attacker', 'C3', 4], ['Centaur', 'defender', 'C4', 1], ['Ogre', 'defender', 'D4']], { seed });
      expect(offered(s, A)).toContainEqual(ability('final-blow', 'a1'));
      expect(strikeChoices(s, 'a1', 'd1')[0]!.carryTargets).toEqual(['d2']);
      const announced = play(s, use('attacker', ability('final-blow', 'a1'))).state;
      expect(strikeChoices(announced, 'a1', 'd1').every((c) => c.carryTargets.length === 0)).toBe(true);
      const c = strikeChoices(announced, 'a1', 'd1')[0]!;
      const r = play(announced, { type: 'strike', player: A, piece: 'a1', target: 'd1', strikeNumber: c.strikeNumber, dice: c.dice });
      expect(r.state.carry).toBeNull();
      expect(offered(r.state, A)).toEqual([]);
      if (piece(r.state, 'd1').slain) {
        kills++;
        // The Centaur had 2 hits left: the Demon heals 2 of its 4.
        expect(piece(r.state, 'a1').hits).toBe(2);
        expect(abilityEvents(r.events)).toContainEqual(
          { type: 'ability', piece: 'a1', name: 'Demon', ability: 'final-blow', effect: 'heal-on-kill', targets: ['d1'], amount: 2 },
        );
      } else {
        misses++;
        expect(piece(r.state, 'a1').hits).toBe(4);
      }
    }
    expect(kills).toBeGreaterThanOrEqual(3);
    expect(misses).toBeGreaterThanOrEqual(1);
  });
});

describe('rules 16.5 Nightmare: Fear (A13)', () => {
  it('rules 16.5: every adjacent enemy makes its next strikeback with half its PF, rounded down; the others and later strikes do not', () => {
    const s = striking([['Nightmare', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Lich', 'defender', 'D3'], ['Cyclops', 'defender', 'F4']]);
    const r = play(s, use('attacker', ability('fear', 'a1')));
    expect(abilityEvents(r.events)).toEqual([
      { type: 'ability', piece: 'a1', name: 'Nightmare', ability: 'fear', effect: 'halve-power', targets: ['d1', 'd2'], amount: 0 },
    ]);
    const c = strikeChoices(r.state, 'a1', 'd2')[0]!;
    const back = play(r.state, { type: 'strike', player: A, piece: 'a1', target: 'd2', strikeNumber: c.strikeNumber, dice: c.dice }).state;
    expect(back.phase).toBe('strikeback');
    // Troll PF 8 → 4 dice; Lich PF 5 → 2 dice.
    expect(strikeChoices(back, 'd1', 'a1')[0]!.dice).toBe(4);
    expect(strikeChoices(back, 'd2', 'a1')[0]!.dice).toBe(2);
    // Unfrightened (Fear left unused: the Strike Phase waits for it until `done`), the Troll strikes back with 8 dice.
    const plain = play(s, { type: 'strike', player: A, piece: 'a1', target: 'd2', strikeNumber: c.strikeNumber, dice: c.dice }, done('attacker')).state;
    expect(plain.phase).toBe('strikeback');
    expect(strikeChoices(plain, 'd1', 'a1')[0]!.dice).toBe(8);
  });
});

describe('rules 16.5 Phoenix: Flameburst', () => {
  it('rules 16.5: 1 damage to every adjacent enemy, across a Cliff too', () => {
    // C3's side 1 faces D4: a Cliff there.
    const cliff = land({ C3: { sides: { 1: 'Cliff' } } });
    const s = striking([['Phoenix', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Ogre', 'defender', 'D4'], ['Lich', 'defender', 'A1']], { land: cliff });
    const r = play(s, use('attacker', ability('flameburst', 'a1')));
    expect([piece(r.state, 'd1').hits, piece(r.state, 'd2').hits, piece(r.state, 'd3').hits]).toEqual([1, 1, 0]);
    expect(abilityEvents(r.events)).toEqual([
      { type: 'ability', piece: 'a1', name: 'Phoenix', ability: 'flameburst', effect: 'extra-damage', targets: ['d1', 'd2'], amount: 1 },
    ]);
  });
});

describe('rules 16.5 Plaque: Cuff', () => {
  it('rules 16.5: 1 extra damage to the target of its strike, which it still makes', () => {
    const s = striking([['Plaque', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Ogre', 'defender', 'F4']]);
    expect(offered(s, A)).toEqual([ability('cuff', 'a1', { target: 'd1' })]);
    const r = play(s, use('attacker', ability('cuff', 'a1', { target: 'd1' })));
    expect(piece(r.state, 'd1').hits).toBe(1);
    expect(godsBattleLegalActions(r.state, A).some((a) => a.type === 'strike' && a.piece === 'a1' && a.target === 'd1')).toBe(true);
  });
});

describe('rules 16.5 Unicorn: Decoy', () => {
  it('rules 16.5: a Tree on an adjacent empty open hex until the Unicorn\'s next Maneuver Phase begins', () => {
    const bog = land({ D3: { hazard: 'Bog' } });
    const s = striking([['Unicorn', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Ogre', 'defender', 'F4']], { land: bog });
    // C4 is taken, D3 is Bog: D4, C2, B2, B3 are left.
    expect(offered(s, A)).toEqual(['D4', 'C2', 'B2', 'B3'].map((hex) => ability('decoy', 'a1', { hex })));
    const r = play(s, use('attacker', ability('decoy', 'a1', { hex: 'B2' })));
    expect(r.state.land.hexes.B2!.hazard).toBe('Tree');
    expect(abilityEvents(r.events)).toEqual([
      { type: 'ability', piece: 'a1', name: 'Unicorn', ability: 'decoy', effect: 'create-hazard', targets: ['B2'], amount: 0 },
    ]);
    const t = untilManeuver(r.state);
    expect(t.active).toBe('defender');
    expect(t.land.hexes.B2!.hazard).toBe('Tree');
    const u = untilManeuver(play(t, done('defender')).state);
    expect(u.active).toBe('attacker');
    expect(u.land.hexes.B2!.hazard).toBe('Plain');
  });
});

describe('rules 16.5 Unicorn: Decoy and other rules', () => {
  it('rules 16.5: a Tree another rule replaced meanwhile (a spell\'s hazard) stays as that rule left it', () => {
    const s = striking([['Unicorn', 'attacker', 'C3'], ['Troll', 'defender', 'F4']]);
    const r = play(s, use('attacker', ability('decoy', 'a1', { hex: 'B2' }))).state;
    const bog = { ...r, land: { ...r.land, hexes: { ...r.land.hexes, B2: { ...r.land.hexes.B2!, hazard: 'Bog' } } } };
    const t = untilManeuver(play(bog, done('defender')).state);
    expect(t.active).toBe('attacker');
    expect(t.land.hexes.B2!.hazard).toBe('Bog');
  });
});

describe('rules 16.5 Necromancer: necromancy', () => {
  it('rules 16.5: at the start of its own Strike Phase 1 damage to any enemy but a Master, at any range, and +1 PF', () => {
    const s = striking([['Necromancer', 'attacker', 'A1'], ['Ogre', 'defender', 'F4'], ['Titan', 'defender', 'E4']]);
    expect(piece(s, 'a1').power).toBe(6);
    expect(offered(s, A)).toEqual([ability('necromancy', 'a1', { target: 'd1' })]);
    const r = play(s, use('attacker', ability('necromancy', 'a1', { target: 'd1' })));
    expect(piece(r.state, 'd1').hits).toBe(1);
    expect(piece(r.state, 'a1').power).toBe(7);
    expect(abilityEvents(r.events)).toEqual([
      { type: 'ability', piece: 'a1', name: 'Necromancer', ability: 'necromancy', effect: 'drain', targets: ['d1'], amount: 1 },
    ]);
    expect(offered(r.state, A)).toEqual([]);
  });

  it('rules 16.5: not once its side has struck in that Strike Phase (it is the start of the phase)', () => {
    const s = striking([['Necromancer', 'attacker', 'A1'], ['Ogre', 'attacker', 'C3'], ['Troll', 'defender', 'C4']]);
    expect(offered(s, A)).toEqual([ability('necromancy', 'a1', { target: 'd1' })]);
    const c = strikeChoices(s, 'a2', 'd1')[0]!;
    const r = play(s, { type: 'strike', player: A, piece: 'a2', target: 'd1', strikeNumber: c.strikeNumber, dice: c.dice });
    expect(offered(r.state, A)).toEqual([]);
  });
});
