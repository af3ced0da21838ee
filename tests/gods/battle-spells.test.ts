// Gods of Titan spells in battle (rules 15): who casts what and when (15.1–15.5), the counters hidden from the other
// seat and reported as spent, A15, and each of the 16 spells of the Spell Chart (15.6), on positions given as data.
import { describe, expect, it } from 'vitest';
import { HEX_LABELS, hexNeighbour } from '../../engine/family/battle/grid.js';
import { strikeChart } from '../../engine/family/battle/rules.js';
import {
  applyGodsBattleAction, godsBattleLegalActions, godsBattleView, HIDDEN_SPELL, pieceMoves, spellsSpent,
} from '../../engine/gods/battle/index.js';
import type { GodsBattleAction, GodsBattleEvent, GodsBattleState, GodsSide, GodsSpellAim, GodsSpellMove } from '../../engine/gods/battle/index.js';
import { positionOf } from '../../engine/gods/battle/position.js';
import { SPELLS_ADDON } from '../../engine/gods/battle/spells/addon.js';
import { PAINCHAIN_MAX_DICE } from '../../engine/gods/battle/spells/choices.js';
import { turnedHex } from '../../engine/gods/battle/spells/ground.js';
import { GODS_BATTLELANDS } from '../../engine/gods/data/battlelands.js';
import { A, D, at, done, input, land, move, play, seat, start, type PieceSpec } from './battle-helpers.js';

type Hand = { attacker?: readonly string[]; defender?: readonly string[] };

/** A position with the spell counters each side holds, as the game hands them to the battle. */
function armed(state: GodsBattleState, hand: Hand): GodsBattleState {
  const base = input([], []);
  const r = SPELLS_ADDON.start!(state, {
    ...base,
    attacker: { ...base.attacker, pieces: [], spells: hand.attacker ?? [] },
    defender: { ...base.defender, pieces: [], spells: hand.defender ?? [] },
  });
  if (typeof r === 'string') throw new Error(r);
  return r;
}

/** The strike phase of `side` (round 2 unless given), the pieces where the spec puts them, holding `hand`. */
function strikePhase(pieces: readonly PieceSpec[], hand: Hand, opts: Parameters<typeof at>[1] = {}): GodsBattleState {
  const side = opts.active ?? 'attacker';
  return play(armed(at(pieces, { ...opts, active: side }), hand), done(side)).state;
}

/** A cast as the legal actions list it (without its seat): a spell, its Caster and its aim. */
function spell(name: string, caster: string, aim: GodsSpellAim = {}): GodsSpellMove {
  return { type: 'castSpell', spell: name, caster, ...aim };
}

/** A spell action of a side: a cast, a Chaos swap or a Painchain link. */
function cast(move: GodsSpellMove, side: GodsSide = 'attacker'): GodsBattleAction {
  return { ...move, player: seat(side) };
}

/** The spell actions a seat has now (without its seat). */
function spellChoices(state: GodsBattleState, side: GodsSide = 'attacker'): GodsSpellMove[] {
  return godsBattleLegalActions(state, seat(side)).flatMap((a) => {
    if (a.type !== 'castSpell' && a.type !== 'chaosSwap' && a.type !== 'painchainLink') return [];
    const { player: _player, ...move } = a;
    return [move];
  });
}

function piece(state: GodsBattleState, id: string) {
  const p = state.pieces.find((x) => x.id === id);
  if (!p) throw new Error(`no piece ${id}`);
  return p;
}

function spellEvents(events: readonly GodsBattleEvent[]) {
  return events.flatMap((e) => (e.type === 'spell' ? [e] : []));
}

/** The strikes of damage spells among events (15.6): target, dice, strike number, hits. */
function spellStrikes(events: readonly GodsBattleEvent[]) {
  return spellEvents(events).flatMap((e) => (e.deed.kind === 'strike' ? [e.deed] : []));
}

describe('rules 15.1–15.5: casting', () => {
  it('rules 15.1, 15.3: only a Caster casts, and only spells of a grade up to its skill', () => {
    const s = strikePhase([['Novice', 'attacker', 'A1'], ['Ogre', 'attacker', 'A2'], ['Troll', 'defender', 'F4']], { attacker: ['shockwave', 'quake'] });
    expect(spellChoices(s)).toEqual([spell('shockwave', 'a1')]);
    const w = strikePhase([['Warlord', 'attacker', 'A1'], ['Troll', 'defender', 'F4']], { attacker: ['shockwave', 'quake', 'inferno'] });
    expect(spellChoices(w)).toEqual([spell('shockwave', 'a1'), spell('quake', 'a1'), spell('inferno', 'a1')]);
  });

  it('rules 15.2: a spell is cast in the side\'s own Strike Phase, after its maneuver, besides its strike and in melee too', () => {
    const pieces: PieceSpec[] = [['Warlock', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Ogre', 'defender', 'F4']];
    const maneuver = armed(at(pieces), { attacker: ['quake'], defender: ['quake'] });
    expect(spellChoices(maneuver)).toEqual([]);
    const s = play(maneuver, done('attacker')).state;
    expect(s.phase).toBe('strike');
    expect(spellChoices(s)).toEqual([spell('quake', 'a1')]);
    expect(godsBattleLegalActions(s, A).some((a) => a.type === 'strike' && a.piece === 'a1')).toBe(true);
    expect(spellChoices(s, 'defender')).toEqual([]);
    const after = play(s, cast(spell('quake', 'a1'))).state;
    expect(godsBattleLegalActions(after, A).some((a) => a.type === 'strike' && a.piece === 'a1')).toBe(true);
  });

  it('rules 15.2: the attacker has the first spell — none in the defender\'s first Strike Phase, no enemy having entered', () => {
    const i = input(['Warlock'], ['Warlock']);
    const s = start({ ...i, attacker: { ...i.attacker, spells: ['quake'] }, defender: { ...i.defender, spells: ['quake'] } });
    const entry = pieceMoves(s, 'd1')[0]!;
    const theirs = play(s, move('defender', 'd1', entry), done('defender')).state;
    expect([theirs.round, theirs.active, theirs.phase]).toEqual([1, 'attacker', 'maneuver']);
    const to = pieceMoves(theirs, 'a1')[0]!;
    const mine = play(theirs, move('attacker', 'a1', to), done('attacker')).state;
    expect([mine.round, mine.active, mine.phase]).toEqual([1, 'attacker', 'strike']);
    expect(spellChoices(mine)).toEqual([spell('quake', 'a1')]);
  });

  it('rules 15.2: a strike phase without strikes waits for the Caster\'s side to cast or pass', () => {
    const s = strikePhase([['Novice', 'attacker', 'A1'], ['Troll', 'defender', 'F4']], { attacker: ['shield'] });
    expect(s.phase).toBe('strike');
    expect(spellChoices(s)).toEqual([spell('shield', 'a1', { piece: 'a1' })]);
    const passed = play(s, done('attacker')).state;
    expect(passed.phase).toBe('maneuver');
    expect(passed.active).toBe('defender');
  });

  it('rules 15.2: the strike phase waits alike whether the counters held can be cast or not, so the waiting tells nothing', () => {
    const pieces: PieceSpec[] = [['Novice', 'attacker', 'A1'], ['Troll', 'defender', 'F4']];
    const castable = strikePhase(pieces, { attacker: ['shield'] });
    const beyond = strikePhase(pieces, { attacker: ['inferno'] });
    expect([castable.phase, beyond.phase]).toEqual(['strike', 'strike']);
    expect(spellChoices(beyond)).toEqual([]);
    expect(godsBattleLegalActions(beyond, A)).toEqual([{ type: 'done', player: A }, { type: 'concede', player: A }]);
    expect(godsBattleLegalActions(beyond, D)).toEqual(godsBattleLegalActions(castable, D));
  });

  it('rules 15.4, 15.2: one spell per legion per battle; the counter leaves the hand and the outcome reports it spent', () => {
    const s = strikePhase([['Warlord', 'attacker', 'A1'], ['Troll', 'defender', 'F4']], { attacker: ['timewarp', 'footsore'] });
    const after = play(s, cast(spell('footsore', 'a1'))).state;
    expect(spellChoices(after)).toEqual([]);
    // The next strike phases have no strike and no spell to wait for.
    const next = play(after, done('defender'), done('attacker')).state;
    expect([next.round, next.active, next.phase]).toEqual([4, 'defender', 'maneuver']);
    expect(spellChoices({ ...next, active: 'attacker', phase: 'strike' })).toEqual([]);
    const over = play(next, { type: 'concede', player: D }, { type: 'accept-concession', player: A }).state;
    expect(spellsSpent(over.outcome!)).toEqual({ attacker: ['footsore'], defender: [] });
    expect(godsBattleView(over, A).addons.spells).toMatchObject({ held: { attacker: ['timewarp'], defender: [] } });
  });

  it('rules 15.5: a Master of either side blocks every spell until every Master is slain', () => {
    const mine = strikePhase([['Warlord', 'attacker', 'A1'], ['Titan', 'attacker', 'A2'], ['Troll', 'defender', 'F4']], { attacker: ['quake'] });
    expect(spellChoices(mine)).toEqual([]);
    // Nothing to strike and no spell to cast: the strike phase does not wait.
    expect([mine.active, mine.phase]).toEqual(['defender', 'maneuver']);
    const theirs = strikePhase([['Warlord', 'attacker', 'C3'], ['Phantom', 'defender', 'C4'], ['Troll', 'defender', 'F3']], { attacker: ['quake'] });
    expect(theirs.phase).toBe('strike');
    expect(spellChoices(theirs)).toEqual([]);
    const slain = { ...theirs, pieces: theirs.pieces.map((p) => (p.name === 'Phantom' ? { ...p, hits: p.power, slain: true, slainBy: 'a1' } : p)) };
    expect(spellChoices(slain)).toEqual([spell('quake', 'a1')]);
  });

  it('rules 15.2: the spells a side holds are hidden from the other seat until cast — its view and legal actions', () => {
    const s = strikePhase([['Warlord', 'attacker', 'A1'], ['Troll', 'defender', 'F4']], { attacker: ['painchain', 'quake'], defender: ['shield'] });
    const theirs = godsBattleView(s, D);
    expect(theirs.addons.spells).toMatchObject({ held: { attacker: [HIDDEN_SPELL, HIDDEN_SPELL], defender: ['shield'] } });
    expect(JSON.stringify(theirs)).not.toMatch(/painchain|quake/);
    expect(JSON.stringify(godsBattleLegalActions(s, D))).not.toMatch(/painchain|quake/);
    expect(godsBattleView(s, A).addons.spells).toMatchObject({ held: { attacker: ['painchain', 'quake'], defender: [HIDDEN_SPELL] } });
    const { events } = play(s, cast(spell('quake', 'a1')));
    expect(spellEvents(events)[0]).toEqual({ type: 'spell', spell: 'quake', caster: 'a1', deed: { kind: 'cast', name: 'Warlord' } });
  });

  it('rules 15.2: an unknown spell handed to the battle is refused as bad input', () => {
    const base = input(['Warlock'], ['Troll']);
    const r = SPELLS_ADDON.start!(at([['Warlock', 'attacker', null], ['Troll', 'defender', null]]), {
      ...base, attacker: { ...base.attacker, spells: ['fireball'] },
    });
    expect(r).toBe('attacker: fireball is not a Gods of Titan spell');
  });
});

describe('rules 15.3 and A15: the damage spells and hazards', () => {
  it('rules 15.3: hazards do not affect the Caster — a Warlock in Bramble casts Quake at skill 3', () => {
    const s = strikePhase([['Warlock', 'attacker', 'A1'], ['Ogre', 'defender', 'F4']], { attacker: ['quake'] }, { land: land({ A1: { hazard: 'Bramble' } }) });
    const strikes = spellStrikes(play(s, cast(spell('quake', 'a1'))).events);
    expect(strikes).toHaveLength(1);
    expect(strikes[0]!.strikeNumber).toBe(strikeChart(3, 2));
  });

  it('rules 15.3, A15: a damage spell\'s strike gets the target\'s hazard defences — a native\'s +1 in Bramble, one hit less in Darkness', () => {
    let checked = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const s = strikePhase(
        [['Warlord', 'attacker', 'A1'], ['Behemoth', 'defender', 'F4'], ['Lich', 'defender', 'F1']],
        { attacker: ['inferno'] },
        { land: land({ F4: { hazard: 'Bramble' }, F1: { hazard: 'Darkness' } }), owners: ['red', 'black'], seed },
      );
      const strikes = spellStrikes(play(s, cast(spell('inferno', 'a1'))).events);
      const bramble = strikes.find((e) => e.target === 'd1')!;
      expect(bramble.strikeNumber).toBe(strikeChart(4, 3) + 1);
      const dark = strikes.find((e) => e.target === 'd2')!;
      const rolled = dark.dice.filter((d) => d >= dark.strikeNumber).length;
      expect(dark.hits).toBe(Math.max(0, rolled - 1));
      if (rolled > 0) checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});

describe('rules 15.6: grade 2', () => {
  it('rules 15.6 Create Hazard: any hex hazard on an unoccupied hex, Plain removing one; never on an occupied hex', () => {
    const s = strikePhase([['Novice', 'attacker', 'A1'], ['Troll', 'defender', 'F4']], { attacker: ['create-hazard'] }, { land: land({ C3: { hazard: 'Tree' } }) });
    const choices = spellChoices(s);
    expect(choices).toContainEqual(spell('create-hazard', 'a1', { hex: 'C2', hazard: 'Bog' }));
    expect(choices).toContainEqual(spell('create-hazard', 'a1', { hex: 'C3', hazard: 'Plain' }));
    expect(choices).not.toContainEqual(spell('create-hazard', 'a1', { hex: 'C3', hazard: 'Tree' }));
    expect(choices.some((c) => c.type === 'castSpell' && (c.hex === 'F4' || c.hex === 'A1'))).toBe(false);
    expect(play(s, cast(spell('create-hazard', 'a1', { hex: 'C2', hazard: 'Bog' }))).state.land.hexes.C2!.hazard).toBe('Bog');
    expect(play(s, cast(spell('create-hazard', 'a1', { hex: 'C3', hazard: 'Plain' }))).state.land.hexes.C3!.hazard).toBe('Plain');
  });

  it('rules 15.6 Shield, A9: one of the Caster\'s own characters takes no damage in the enemy\'s strikeback of that phase', () => {
    let checked = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const s = strikePhase([['Novice', 'attacker', 'A1'], ['Ogre', 'attacker', 'C3'], ['Colossus', 'defender', 'C4']], { attacker: ['shield'] }, { seed });
      expect(spellChoices(s)).toEqual([spell('shield', 'a1', { piece: 'a1' }), spell('shield', 'a1', { piece: 'a2' })]);
      const shielded = play(s, cast(spell('shield', 'a1', { piece: 'a2' })), { type: 'strike', player: A, piece: 'a2', target: 'd1', strikeNumber: strikeChart(2, 4), dice: 6 });
      const back = godsBattleLegalActions(shielded.state, D).find((a) => a.type === 'strike');
      if (!back || back.type !== 'strike') continue;
      const r = play(shielded.state, back);
      const hit = r.events.find((e) => e.type === 'strike' && e.target === 'a2');
      expect(hit).toBeDefined();
      expect(piece(r.state, 'a2').hits).toBe(0);
      if (hit?.type === 'strike' && hit.hits > 0) checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('rules 15.6 Shockwave: every enemy takes 3 dice at skill 2', () => {
    const s = strikePhase([['Novice', 'attacker', 'A1'], ['Troll', 'defender', 'F4'], ['Gargoyle', 'defender', 'F2']], { attacker: ['shockwave'] });
    const strikes = spellStrikes(play(s, cast(spell('shockwave', 'a1'))).events);
    expect(strikes.map((e) => [e.target, e.dice.length, e.strikeNumber])).toEqual([['d1', 3, strikeChart(2, 2)], ['d2', 3, strikeChart(2, 3)]]);
  });

  it('rules 15.6 Wimps Vacation, A10: every enemy Creature of mustering level 1 is slain at once and scored; others stay', () => {
    const s = strikePhase(
      [['Novice', 'attacker', 'A1'], ['Ogre', 'defender', 'F4'], ['Behemoth', 'defender', 'F3'], ['Warlock', 'defender', 'F2'], ['Plaque', 'defender', 'F1']],
      { attacker: ['wimps-vacation'] },
    );
    // Nobody left to strike: the phase ends with the cast and the slain leave.
    const ended = play(s, cast(spell('wimps-vacation', 'a1'))).state;
    expect(ended.pieces.map((p) => p.name)).toEqual(['Novice', 'Behemoth', 'Warlock']);
    expect(ended.slain.map((p) => [p.name, p.side, p.cause, p.by])).toEqual([['Ogre', 'defender', 'strike', 'a1'], ['Plaque', 'defender', 'strike', 'a1']]);
  });
});

describe('rules 15.6: grade 3', () => {
  it('rules 15.6 Footsore: every character of the Caster\'s legion flies for the rest of the battle', () => {
    const s = strikePhase([['Priestess', 'attacker', 'A1'], ['Ogre', 'attacker', 'A2'], ['Troll', 'defender', 'F4']], { attacker: ['footsore'] });
    const before = positionOf(s).creatures;
    expect([before.a1!.flies, before.a2!.flies, before.d1!.flies]).toEqual([false, false, false]);
    const after = positionOf(play(s, cast(spell('footsore', 'a1'))).state).creatures;
    expect([after.a1!.flies, after.a2!.flies, after.d1!.flies]).toEqual([true, true, false]);
  });

  it('rules 15.6 Quake: every enemy takes 3 dice at skill 3', () => {
    const s = strikePhase([['Priestess', 'attacker', 'A1'], ['Troll', 'defender', 'F4'], ['Griffon', 'defender', 'F2']], { attacker: ['quake'] });
    const strikes = spellStrikes(play(s, cast(spell('quake', 'a1'))).events);
    expect(strikes.map((e) => [e.target, e.dice.length, e.strikeNumber])).toEqual([['d1', 3, strikeChart(3, 2)], ['d2', 3, strikeChart(3, 4)]]);
  });

  it('rules 15.6 Teleport: any character, the Caster too, friend or foe, to an unoccupied hex it may stand on', () => {
    const s = strikePhase([['Priestess', 'attacker', 'A1'], ['Troll', 'defender', 'F4']], { attacker: ['teleport'] }, { land: land({ C3: { hazard: 'Tree' } }) });
    const choices = spellChoices(s);
    expect(choices).toContainEqual(spell('teleport', 'a1', { piece: 'a1', hex: 'C2' }));
    expect(choices).toContainEqual(spell('teleport', 'a1', { piece: 'd1', hex: 'B2' }));
    expect(choices.filter((c) => c.type === 'castSpell' && ['C3', 'F4', 'A1'].includes(c.hex ?? ''))).toEqual([]);
    expect(piece(play(s, cast(spell('teleport', 'a1', { piece: 'd1', hex: 'B2' }))).state, 'd1').hex).toBe('B2');
  });

  it('rules 15.6 Timewarp: the battle-round marker one box forward or back, within the seven rounds', () => {
    const pieces: PieceSpec[] = [['Priestess', 'attacker', 'C3'], ['Troll', 'defender', 'C4']];
    const s = strikePhase(pieces, { attacker: ['timewarp'] }, { round: 3 });
    expect(spellChoices(s)).toEqual([spell('timewarp', 'a1', { rounds: 1 }), spell('timewarp', 'a1', { rounds: -1 })]);
    expect(play(s, cast(spell('timewarp', 'a1', { rounds: 1 }))).state.round).toBe(4);
    const back = play(s, cast(spell('timewarp', 'a1', { rounds: -1 }))).state;
    expect(back.round).toBe(2);
    const strikes = godsBattleLegalActions(back, A).filter((a) => a.type === 'strike');
    const after = play(back, strikes[0]!).state;
    const next = after.phase === 'strikeback' ? play(after, godsBattleLegalActions(after, D).find((a) => a.type === 'strike')!).state : after;
    expect([next.round, next.active, next.phase]).toEqual([3, 'defender', 'maneuver']);
    expect(spellChoices(strikePhase(pieces, { attacker: ['timewarp'] }, { round: 7 }))).toEqual([spell('timewarp', 'a1', { rounds: -1 })]);
  });
});

describe('rules 15.6: grade 4', () => {
  it('rules 15.6 Chaos: pairs of enemies swap places, in melee too, each character once', () => {
    const s = strikePhase(
      [['Warlock', 'attacker', 'C3'], ['Troll', 'defender', 'C4'], ['Ogre', 'defender', 'F4'], ['Lion', 'defender', 'F2']],
      { attacker: ['chaos'] },
    );
    const cast1 = play(s, cast(spell('chaos', 'a1'))).state;
    const swap = (a: string, b: string): GodsSpellMove => ({ type: 'chaosSwap', pieces: [a, b] });
    expect(spellChoices(cast1)).toEqual([swap('d1', 'd2'), swap('d1', 'd3'), swap('d2', 'd3')]);
    const swapped = play(cast1, cast(swap('d1', 'd2'))).state;
    expect([piece(swapped, 'd1').hex, piece(swapped, 'd2').hex]).toEqual(['F4', 'C4']);
    expect(spellChoices(swapped)).toEqual([]);
  });

  it('rules 15.6 Homeland: every character of the Caster\'s legion is native to every hazard for the rest of the battle', () => {
    const s = strikePhase([['Warlock', 'attacker', 'A1'], ['Ogre', 'attacker', 'A2'], ['Troll', 'defender', 'F4']], { attacker: ['homeland'] });
    const after = play(s, cast(spell('homeland', 'a1'))).state;
    const c = positionOf(after).creatures;
    expect([...c.a2!.nativeHexes].sort()).toEqual(['Bog', 'Bramble', 'Beach', 'Cloud', 'Darkness', 'Drift', 'Fog', 'Hedge', 'Plain', 'Sand', 'Tree', 'Volcano', 'Water'].sort());
    expect(c.a2!.nativeHexsides).toEqual(['Dune', 'Cliff', 'Slope', 'Wall']);
    expect(c.d1!.nativeHexes).toEqual(['Bog', 'Hedge', 'Cloud']);
  });

  it('rules 15.6 Inferno: every enemy takes 3 dice at skill 4', () => {
    const s = strikePhase([['Warlock', 'attacker', 'A1'], ['Troll', 'defender', 'F4']], { attacker: ['inferno'] });
    const strikes = spellStrikes(play(s, cast(spell('inferno', 'a1'))).events);
    expect(strikes.map((e) => [e.target, e.dice.length, e.strikeNumber])).toEqual([['d1', 3, strikeChart(4, 2)]]);
  });

  it('rules 15.6 Summon: a red Demon on an unoccupied hex, 1 damage each Strike Phase, gone after the battle', () => {
    const s = strikePhase([['Warlock', 'attacker', 'A1'], ['Troll', 'defender', 'F4']], { attacker: ['summon'] }, { land: land({ C3: { hazard: 'Tree' } }) });
    expect(spellChoices(s)).not.toContainEqual(spell('summon', 'a1', { hex: 'C3' }));
    expect(spellChoices(s)).toContainEqual(spell('summon', 'a1', { hex: 'C2' }));
    const summoned = play(s, cast(spell('summon', 'a1', { hex: 'C2' }))).state;
    const demon = summoned.pieces.find((p) => p.name === 'Demon')!;
    expect([demon.side, demon.hex, demon.hits]).toEqual(['attacker', 'C2', 0]);
    const later = play(summoned, done('defender')).state;
    expect([later.round, later.active, piece(later, demon.id).hits]).toEqual([3, 'attacker', 1]);
    const over = play(later, { type: 'concede', player: D }, { type: 'accept-concession', player: A }).state;
    const listed = [...over.outcome!.survivors.attacker, ...over.outcome!.slain.attacker].map((p) => p.id);
    expect(listed).toEqual(['a1']);
  });
});

describe('rules 15.6: the summoned Demon\'s decay', () => {
  it('rules 15.6 Summon: slain by its decay as a Strike Phase begins, the Demon still strikes in that phase', () => {
    const s = strikePhase([['Warlock', 'attacker', 'A1'], ['Troll', 'defender', 'C3']], { attacker: ['summon'] });
    const summoned = play(s, cast(spell('summon', 'a1', { hex: 'C2' }))).state;
    const worn = { ...summoned, pieces: summoned.pieces.map((p) => (p.name === 'Demon' ? { ...p, hits: p.power - 1 } : p)) };
    const demon = worn.pieces.find((p) => p.name === 'Demon')!;
    // The Troll has nobody left to strike; the slain Demon strikes back.
    const back = play(worn, done('attacker'), done('defender')).state;
    expect([back.active, back.phase]).toEqual(['defender', 'strikeback']);
    expect(piece(back, demon.id).slain).toBe(true);
    expect(godsBattleLegalActions(back, A).some((a) => a.type === 'strike' && a.piece === demon.id && a.target === 'd1')).toBe(true);
  });
});

describe('rules 15.6: grade 5', () => {
  it('rules 15.6 Deadlock: enemies are grounded, take 1 damage per hex moved and cannot move at 1 hit left', () => {
    const s = strikePhase(
      [['Warlord', 'attacker', 'A1'], ['Gargoyle', 'defender', 'F4', 2], ['Troll', 'defender', 'F1', 7]],
      { attacker: ['deadlock'] },
    );
    const after = play(s, cast(spell('deadlock', 'a1'))).state;
    expect([after.active, after.phase]).toEqual(['defender', 'maneuver']);
    expect(positionOf(after).creatures.d1!.flies).toBe(false);
    expect(pieceMoves(after, 'd2')).toEqual([]);
    // 4 power, 2 hits: one hex of movement leaves it at 1 hit left.
    expect(pieceMoves(after, 'd1')).toEqual(['E4', 'E5', 'F3']);
    const moved = play(after, move('defender', 'd1', 'E4'));
    expect(piece(moved.state, 'd1').hits).toBe(3);
    expect(spellEvents(moved.events)).toEqual([{ type: 'spell', spell: 'deadlock', caster: 'a1', deed: { kind: 'deadlock', piece: 'd1', hits: 1 } }]);
  });

  it('rules 15.6 Landscaping: another battleland in the orientation the Caster chooses; the stranded lose 1 skill and take 1 damage each Strike Phase', () => {
    const s = strikePhase([['Warlord', 'attacker', 'A1'], ['Troll', 'defender', 'F4']], { attacker: ['landscaping'] });
    expect(spellChoices(s)).toHaveLength(Object.keys(GODS_BATTLELANDS).length * 3);
    const target = Object.entries(GODS_BATTLELANDS).find(([, l]) => Object.entries(l.hexes).some(([h, d]) => d.hazard === 'Tree' && h !== 'A1'))!;
    const [terrain, def] = target;
    const tree = Object.keys(def.hexes).find((h) => def.hexes[h]!.hazard === 'Tree')!;
    // Put the Troll where the turned map will have a Tree, then landscape.
    const at1 = turnedHex(tree, 1);
    const placed = { ...s, pieces: s.pieces.map((p) => (p.id === 'd1' ? { ...p, hex: at1 } : p)) };
    const after = play(placed, cast(spell('landscaping', 'a1', { land: terrain, turns: 1 }))).state;
    expect(after.land.hexes[at1]!.hazard).toBe('Tree');
    expect(HEX_LABELS.every((h) => (after.land.hexes[h]?.hazard ?? 'Plain') === (def.hexes[HEX_LABELS.find((x) => turnedHex(x, 1) === h)!]?.hazard ?? 'Plain'))).toBe(true);
    expect(positionOf(after).creatures.d1!.skill).toBe(1);
    expect([after.active, after.phase]).toEqual(['defender', 'maneuver']);
    const struck = play(after, done('defender')).state;
    expect(piece(struck, 'd1').hits).toBe(1);
  });

  it('rules 15.6 Painchain: dice at skill 5 on one enemy; the hits roll on at an enemy next to it, each once, until one dies', () => {
    let chained = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const s = strikePhase(
        [['Warlord', 'attacker', 'A1'], ['Serpent', 'defender', 'D3'], ['Colossus', 'defender', 'D4'], ['Troll', 'defender', 'E3']],
        { attacker: ['painchain'] }, { seed },
      );
      expect(spellChoices(s).filter((c) => c.type === 'castSpell' && c.spell === 'painchain' && c.piece === 'd1')).toHaveLength(PAINCHAIN_MAX_DICE);
      const first = play(s, cast(spell('painchain', 'a1', { piece: 'd1', dice: 6 })));
      const strike = spellStrikes(first.events)[0]!;
      expect([strike.target, strike.dice.length, strike.strikeNumber]).toEqual(['d1', 6, strikeChart(5, 2)]);
      const choices = spellChoices(first.state);
      if (strike.hits === 0) {
        expect(choices).toEqual([]);
        continue;
      }
      chained++;
      const link = (target: string): GodsSpellMove => ({ type: 'painchainLink', target });
      expect(choices).toEqual([link('d2'), link('d3')]);
      expect(godsBattleLegalActions(first.state, A).filter((a) => a.type !== 'painchainLink' && a.type !== 'concede')).toEqual([]);
      const refused = applyGodsBattleAction(first.state, done('attacker'));
      expect(refused.ok ? null : refused.error.code).toBe('illegal');
      const second = play(first.state, cast(link('d2')));
      const next = spellStrikes(second.events)[0]!;
      expect([next.target, next.dice.length]).toEqual(['d2', strike.hits]);
      expect(spellChoices(second.state).every((c) => c.type === 'painchainLink' && c.target === 'd3')).toBe(true);
    }
    expect(chained).toBeGreaterThanOrEqual(10);
  });

  it('rules 15.6 Slavery: the Caster\'s side controls an enemy; if the Caster\'s legion wins the slave is slain and scored, else it goes back', () => {
    const s = strikePhase([['Warlord', 'attacker', 'A1'], ['Troll', 'defender', 'F4'], ['Ogre', 'defender', 'F3']], { attacker: ['slavery'] });
    const enslaved = play(s, cast(spell('slavery', 'a1', { piece: 'd2' }))).state;
    expect(piece(enslaved, 'd2').side).toBe('attacker');
    const won = play(enslaved, { type: 'concede', player: D }, { type: 'accept-concession', player: A }).state.outcome!;
    expect(won.slain.defender.map((p) => [p.id, p.cause, p.by])).toEqual([['d1', 'concession', null], ['d2', 'strike', 'a1']]);
    expect(won.survivors.attacker.map((p) => p.id)).toEqual(['a1']);
    const lost = play(enslaved, { type: 'concede', player: A }, { type: 'accept-concession', player: D }).state.outcome!;
    expect(lost.survivors.defender.map((p) => p.id).sort()).toEqual(['d1', 'd2']);
    expect(lost.slain.attacker.map((p) => p.id)).toEqual(['a1']);
  });
});

describe('rules 15.6: Landscaping\'s orientations', () => {
  it('rules 15.6 Landscaping: each turn of the grid is a permutation that keeps neighbours neighbours', () => {
    const turned = HEX_LABELS.map((h) => turnedHex(h, 1));
    expect(new Set(turned).size).toBe(HEX_LABELS.length);
    expect(HEX_LABELS.every((h) => turnedHex(h, 3) === h)).toBe(true);
    let pairs = 0;
    for (const h of HEX_LABELS) {
      for (let side = 0; side < 6; side++) {
        const n = hexNeighbour(h, side);
        if (n === null) continue;
        expect([0, 1, 2, 3, 4, 5].some((t) => hexNeighbour(turnedHex(h, 1), t) === turnedHex(n, 1))).toBe(true);
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(100);
  });
});
