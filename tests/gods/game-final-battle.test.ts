// Gods of Titan, the Skycastle final battle (rules 27.5) and the game's end by it (rules 1.3), positions as data: a
// 4-player game in round 11 after the appearance (23.7), the Dark-Titan's legion in the City (land 1000) in the
// Darklord's Engagement Phase, each Titan-player with one land legion of his own.
import { describe, expect, it } from 'vitest';
import { hexIndex, rangeByIndex } from '../../engine/family/battle/grid.js';
import type { GodsMove } from '../../engine/gods/actions.js';
import { godsActors } from '../../engine/gods/legal.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { GOD_LEGION, type GodsSeat, type GodsState } from '../../engine/gods/state.js';
import { checkGodsInvariants } from '../../engine/gods/invariants.js';
import { CITY, challenge, finalPosition, GOD_HEX, type FinalPosition } from './final-battle-position.js';
import { edit, expectSound, legal, place, refusal, step } from './game-helpers.js';

const idOf = (s: GodsState, marker: string, name: string, nth = 0): string =>
  s.legions.find((l) => l.marker === marker)?.pieces.filter((p) => p.name === name)[nth]?.id ?? '';

/** The challenge, red lends both Hydras, green tries a third Hydra (refused) and lends his Griffon, blue passes. */
function chosen(p: FinalPosition): GodsState {
  let s = step(p.state, 'black', challenge(p)).state;
  s = step(s, 'red', { type: 'lend', legion: p.red, piece: idOf(s, p.red, 'Hydra') }).state;
  s = step(s, 'green', { type: 'lend', legion: p.green, piece: idOf(s, p.green, 'Griffon') }).state;
  s = step(s, 'blue', { type: 'pass' }).state;
  s = step(s, 'red', { type: 'lend', legion: p.red, piece: idOf(s, p.red, 'Hydra') }).state;
  expect(refusal(s, 'green', { type: 'lend', legion: p.green, piece: idOf(s, p.green, 'Hydra') })).toBe('illegal');
  s = step(s, 'green', { type: 'pass' }).state;
  return step(s, 'red', { type: 'pass' }).state;
}

/** One battle action of whoever must act: the Darklord runs his Dark-Titan at the God (`storm`) or stands off, and
 * strikes when he must; each defending Titan-player enters his Creatures and strikes when he must. */
function battleTurn(s: GodsState, storm: boolean): GodsState {
  const seat = godsActors(s)[0] as GodsSeat;
  const moves = legal(s, seat).filter((m): m is Extract<GodsMove, { type: 'battle' }> => m.type === 'battle' && m.move.type !== 'concede');
  const battle = s.engagement?.battle;
  const god = battle?.pieces.find((p) => p.name === 'God');
  const titan = battle?.pieces.find((p) => p.name === 'Dark-Titan');
  const pick = (() => {
    if (seat === 'black' && storm) {
      const atGod = moves.find((m) => m.move.type === 'strike' && m.move.target === god?.id);
      if (atGod) return atGod;
      const near = (m: (typeof moves)[number]) => (m.move.type === 'move' ? rangeByIndex(hexIndex(m.move.to), hexIndex(GOD_HEX)) : 99);
      const step1 = moves.filter((m) => m.move.type === 'move' && m.move.piece === titan?.id && titan.hex === null).sort((a, b) => near(a) - near(b))[0];
      const closer = moves.filter((m) => m.move.type === 'move' && m.move.piece === titan?.id && titan.hex !== null && near(m) < rangeByIndex(hexIndex(titan.hex), hexIndex(GOD_HEX)));
      return step1 ?? closer.sort((a, b) => near(a) - near(b))[0];
    }
    return undefined;
  })();
  const entering = seat !== 'black' ? moves.find((m) => m.move.type === 'move' && battle?.pieces.find((p) => p.id === (m.move as { piece: string }).piece)?.hex === null) : undefined;
  const choice = pick ?? entering ?? moves.find((m) => m.move.type === 'done') ?? moves.find((m) => m.move.type === 'strike') ?? moves[0];
  if (!choice) throw new Error(`${seat} has no battle move`);
  return step(s, seat, choice).state;
}

/** Plays the battle through to its end, every state sound. */
function fight(s0: GodsState, storm: boolean): GodsState {
  let s = s0;
  let actions = 0;
  while (s.finalBattle && actions < 500) {
    s = battleTurn(s, storm);
    expect(checkGodsInvariants(null, s)).toEqual([]);
    actions++;
  }
  expect(actions).toBeGreaterThan(0);
  return s;
}

describe('rules 27.5 who may storm the Skycastle', () => {
  it('rules 27.5: the Dark-Titan\'s legion in the City may challenge the God once the Darklord holds a Citytower', () => {
    const p = finalPosition();
    expect(legal(p.state, 'black')).toContainEqual(challenge(p));
  });

  it('rules 27.5, 26.5: with the Battle Teleport (70 EP) no Citytower is needed; without either, no challenge', () => {
    expect(legal(finalPosition(undefined, { citytower: false, ep: 70 }).state, 'black')).toContainEqual(challenge(finalPosition(undefined, { citytower: false, ep: 70 })));
    const none = finalPosition(undefined, { citytower: false });
    expect(legal(none.state, 'black').filter((m) => m.type === 'engage')).toEqual([]);
    expect(refusal(none.state, 'black', challenge(none))).toBe('illegal');
  });

  it('rules 27.5, 23.7: only the Dark-Titan\'s legion, and only after the appearance', () => {
    const other = finalPosition(['Headcracker', 'Plaque']);
    expect(legal(other.state, 'black').filter((m) => m.type === 'engage')).toEqual([]);
    const before = finalPosition(undefined, { appeared: false });
    expect(refusal(before.state, 'black', challenge(before))).toBe('illegal');
  });

  it('rules 27.5: a black legion storms no legion in the City without a Citytower or the Battle Teleport', () => {
    const p = finalPosition(undefined, { citytower: false });
    const inCity = place(p.state, 'red', CITY, ['Ogre', 'Troll']);
    expect(legal(inCity.state, 'black').filter((m) => m.type === 'engage')).toEqual([]);
    const held = finalPosition();
    const withTower = place(held.state, 'red', CITY, ['Ogre', 'Troll']);
    expect(legal(withTower.state, 'black')).toContainEqual({ type: 'engage', attacker: held.dark, defender: withTower.marker });
  });

  it('rules 27.5, A20: the 3-player game has no God to challenge', () => {
    const p = finalPosition();
    const noGod = edit(p.state, (d) => {
      d.removed.God = (d.removed.God ?? 0) + (d.neutralPool.God ?? 0);
      d.neutralPool.God = 0;
    });
    expect(legal(noGod, 'black').filter((m) => m.type === 'engage')).toEqual([]);
  });
});

describe('rules 27.5 the defence chosen by the Titan-players', () => {
  it('rules 27.5: in seat order each lends one Creature or passes for good, at most two of each End-Creature type', () => {
    const p = finalPosition();
    let s = step(p.state, 'black', challenge(p)).state;
    expect(godsActors(s)).toEqual(['red']);
    // A sea-bound Dolphin cannot stand in the Skycastle (3.10); Masters are no Creatures; a legion keeps one character.
    s = step(s, 'red', { type: 'lend', legion: p.red, piece: idOf(s, p.red, 'Hydra') }).state;
    expect(godsActors(s)).toEqual(['green']);
    s = step(s, 'green', { type: 'lend', legion: p.green, piece: idOf(s, p.green, 'Hydra') }).state;
    expect(godsActors(s)).toEqual(['blue']);
    const blueLends = legal(s, 'blue').filter((m) => m.type === 'lend' && m.legion === p.blue).map((m) => (m.type === 'lend' ? s.legions.flatMap((l) => l.pieces).find((x) => x.id === m.piece)?.name : ''));
    expect(blueLends.sort()).toEqual(['Centaur', 'Lion']);
    s = step(s, 'blue', { type: 'pass' }).state;
    const nameOf = (id: string) => s.legions.flatMap((l) => l.pieces).find((x) => x.id === id)?.name;
    expect(legal(s, 'red').flatMap((m) => (m.type === 'lend' && m.legion === p.red ? [nameOf(m.piece)] : []))).toEqual(['Ogre']); // no third Hydra
    s = step(s, 'red', { type: 'pass' }).state;
    s = step(s, 'green', { type: 'pass' }).state;
    expect(s.finalBattle?.chooser).toBeNull();
    expect(s.engagement?.battle).not.toBeNull();
    expect(s.legions.find((l) => l.marker === GOD_LEGION)?.pieces.map((x) => x.name)).toEqual(['God', 'Hydra', 'Hydra']);
    expectSound(s);
  });

  it('rules 27.5: the defence is complete with six Creatures, and only the chooser acts', () => {
    let p = finalPosition();
    p = { ...p, state: place(p.state, 'red', 150, ['Ogre', 'Ogre', 'Troll', 'Troll', 'Ranger', 'Ranger']).state };
    let s = step(p.state, 'black', challenge(p)).state;
    expect(refusal(s, 'green', { type: 'pass' })).toBe('not-your-turn');
    let lent = 0;
    while (s.finalBattle?.chooser) {
      const seat = s.finalBattle.chooser;
      const lend = legal(s, seat).find((m) => m.type === 'lend');
      s = step(s, seat, lend ?? { type: 'pass' }).state;
      if (lend) lent++;
      expectSound(s);
    }
    expect(lent).toBe(6);
    expect(s.finalBattle?.lent).toHaveLength(6);
  });

  it('rules 27.5: the lent Creatures are public, every other content stays hidden (views serialized)', () => {
    const p = finalPosition();
    let s = step(p.state, 'black', challenge(p)).state;
    s = step(s, 'red', { type: 'lend', legion: p.red, piece: idOf(s, p.red, 'Hydra') }).state;
    for (const seat of ['green', 'blue', 'black'] as const) {
      const view = JSON.parse(JSON.stringify(godsViewFor(s, seat))) as ReturnType<typeof godsViewFor>;
      expect(view.finalBattle?.lent).toEqual([{ piece: idOf(s, GOD_LEGION, 'Hydra'), name: 'Hydra', from: p.red, owner: 'red' }]);
      expect(view.legions.find((l) => l.marker === p.red)?.names).toEqual(['Titan', null, null]); // the rest stays secret
      expect(view.legions.find((l) => l.marker === GOD_LEGION)?.names).toEqual(['God', 'Hydra']);
      expect(JSON.stringify(view)).not.toContain('"rng"');
    }
    const red = JSON.parse(JSON.stringify(godsViewFor(s, 'red'))) as ReturnType<typeof godsViewFor>;
    expect(red.legions.find((l) => l.marker === p.green)?.names).toEqual(['Titan', null, null, null]);
    // The chooser (green) is told the names of his own pieces only, to name what he may lend.
    const green = godsViewFor(s, 'green').finalBattle?.yours ?? {};
    expect(Object.keys(green)).toContain(idOf(s, p.green, 'Griffon'));
    expect(Object.keys(green)).not.toContain(idOf(s, p.red, 'Ogre'));
    expect(godsViewFor(s, 'black').finalBattle?.yours).toEqual({});
  });
});

describe('rules 27.5 the final battle', () => {
  it('rules 27.5, 16.5: the God stands at the centre of the narrow side with life energy 100 less every Titan\'s PF; the Darklord enters opposite', () => {
    const s = chosen(finalPosition());
    const battle = s.engagement?.battle;
    const god = battle?.pieces.find((x) => x.name === 'God');
    expect(god?.hex).toBe(GOD_HEX);
    expect(god?.power).toBe(10);
    expect(battle?.attackerEntry).toBe('Bottom');
    expect(battle?.players.attacker).toBe('black');
    expect(battle?.owners.defender).toBe('red'); // the Titan-players' side for Cloud (12.7)
  });

  it('rules 27.5: each Titan-player moves and rolls for his own Creatures, in seat order; nobody concedes for the God', () => {
    const s = chosen(finalPosition());
    expect(godsActors(s)).toEqual(['red']);
    const red = legal(s, 'red');
    const lentBy = (seat: GodsSeat) => new Set(s.finalBattle?.lent.filter((l) => l.owner === seat).map((l) => l.piece));
    let checked = 0;
    for (const m of red) {
      if (m.type === 'battle' && m.move.type === 'move') {
        expect(lentBy('red').has(m.move.piece)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(red.some((m) => m.type === 'battle' && m.move.type === 'concede')).toBe(false);
    expect(legal(s, 'green')).toEqual([]);
    // Fought in the open: every seat sees the battle, nobody its dice to come.
    for (const seat of ['red', 'green', 'blue', 'black'] as const) {
      const view = JSON.parse(JSON.stringify(godsViewFor(s, seat))) as ReturnType<typeof godsViewFor>;
      expect(view.engagement?.battle?.pieces.map((x) => x.name)).toContain('God');
      expect(JSON.stringify(view)).not.toContain('"rng"');
    }
    let t = s;
    for (const m of legal(t, 'red').filter((x) => x.type === 'battle' && x.move.type === 'move')) {
      if (legal(t, 'red').some((x) => JSON.stringify(x) === JSON.stringify(m))) t = step(t, 'red', m).state;
    }
    const done = step(t, 'red', { type: 'battle', move: { type: 'done' } });
    expect(done.events).toEqual([]); // only his part of the step ends
    t = done.state;
    expect(godsActors(t)).toEqual(['green']);
    const greenMove = legal(t, 'green').find((m) => m.type === 'battle' && m.move.type === 'move' && lentBy('green').has(m.move.piece));
    if (!greenMove) throw new Error('green has no Creature to move');
    const moved = step(t, 'green', greenMove);
    expect(moved.events.filter((e) => e.type === 'battleStep').map((e) => e.audience)).toEqual([['red', 'green', 'blue', 'black']]);
  });
});

/** Green's second legion (a Unicorn or Basilisk beside an Ogre); red lends a Hydra, green that Creature, the rest pass:
 * the battle begun, then set (as data) to `phase` with the pieces on `hexes` by name. */
function owned(creature: 'Unicorn' | 'Basilisk', phase: { active: 'attacker' | 'defender'; hexes: Record<string, string> }): { state: GodsState; lent: string } {
  const p = finalPosition(['Dark-Titan', 'Headcracker']);
  const extra = place(p.state, 'green', 150, [creature, 'Ogre']);
  let s = step(extra.state, 'black', challenge(p)).state;
  s = step(s, 'red', { type: 'lend', legion: p.red, piece: idOf(s, p.red, 'Hydra') }).state;
  const lent = idOf(s, extra.marker, creature);
  s = step(s, 'green', { type: 'lend', legion: extra.marker, piece: lent }).state;
  for (const seat of ['blue', 'red', 'green'] as const) s = step(s, seat, { type: 'pass' }).state;
  const state = edit(s, (d) => {
    const b = d.engagement?.battle;
    if (!b || !d.engagement) return;
    const pieces = b.pieces.map((x) => ({ ...x, hex: phase.hexes[x.name] ?? x.hex, moved: false, struck: false, mustStrike: false }));
    d.engagement.battle = { ...b, round: 2, phase: 'strike', active: phase.active, pieces };
  });
  return { state, lent };
}

describe('rules 27.5 each Titan-player acts for his own Creatures', () => {
  it('rules 27.5, 16.2: a lent Creature\'s single-use ability is its lender\'s — never offered to or taken by another Titan-player', () => {
    const { state: s, lent: unicorn } = owned('Unicorn', { active: 'defender', hexes: { 'Dark-Titan': 'A1', Headcracker: 'A2', Hydra: 'D5', Unicorn: 'D3' } });
    expect(godsActors(s)).toEqual(['red']); // seat order: red's part of the Strike Phase first
    const decoys = (seat: GodsSeat) => legal(s, seat).filter((m) => m.type === 'battle' && m.move.type === 'useAbility');
    expect(decoys('red')).toEqual([]);
    const decoy = { type: 'battle', move: { type: 'useAbility', ability: 'decoy', piece: unicorn, hex: 'D2' } } as const;
    expect(refusal(s, 'red', decoy)).toBe('illegal');
    expect(refusal(s, 'green', decoy)).toBe('not-your-turn');
    const t = step(s, 'red', { type: 'battle', move: { type: 'done' } }).state;
    expect(godsActors(t)).toEqual(['green']);
    const offered = legal(t, 'green').filter((m) => m.type === 'battle' && m.move.type === 'useAbility');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).toContainEqual(decoy);
    const used = step(t, 'green', decoy);
    const abilities = used.events.flatMap((e) => (e.type === 'battleStep' ? e.events : [])).filter((e) => e.type === 'ability');
    expect(abilities).toMatchObject([{ piece: unicorn, ability: 'decoy', targets: ['D2'] }]);
    expectSound(used.state);
  });

  it('rules 27.5, 16.5 Basilisk: the answer to a strike held for a lent Basilisk (Stone Cold) is its lender\'s', () => {
    const { state: s, lent: basilisk } = owned('Basilisk', { active: 'attacker', hexes: { 'Dark-Titan': 'D2', Headcracker: 'A1', Hydra: 'F4', Basilisk: 'D3' } });
    const titan = s.engagement?.battle?.pieces.find((x) => x.name === 'Dark-Titan')?.id;
    const strike = legal(s, 'black').find((m) => m.type === 'battle' && m.move.type === 'strike' && m.move.piece === titan && m.move.target === basilisk);
    if (!strike) throw new Error('the Dark-Titan cannot strike the Basilisk');
    const held = step(s, 'black', strike).state; // PF 30 against skill 3: the roll hits, and is held for the answer
    expect(godsActors(held)).toEqual(['green']);
    expect(legal(held, 'red')).toEqual([]);
    const answers = legal(held, 'green');
    expect(answers).toEqual([
      { type: 'battle', move: { type: 'stoneCold', piece: basilisk, petrify: true } },
      { type: 'battle', move: { type: 'stoneCold', piece: basilisk, petrify: false } },
    ]);
    expect(refusal(held, 'red', answers[0]!)).toBe('not-your-turn');
    const stone = step(held, 'green', answers[0]!);
    const used = stone.events.flatMap((e) => (e.type === 'battleStep' ? e.events : [])).filter((e) => e.type === 'ability');
    expect(used).toMatchObject([{ piece: basilisk, ability: 'stone-cold', effect: 'petrify' }]);
    expect(godsActors(stone.state)).not.toContain('green'); // the answer given, the step goes on without him
    expectSound(stone.state);
  });

  it('rules 27.5, 15.5: the God\'s legion is nobody\'s, so it brings no spell counters — no Titan-player casts in the final battle', () => {
    const p = finalPosition();
    const withSpells = edit(p.state, (d) => {
      for (const player of d.players) player.spells = ['shield'];
    });
    const s = chosen({ ...p, state: withSpells });
    const held = s.engagement?.battle?.addons.spells?.held;
    expect(held).toEqual({ attacker: ['shield'], defender: [] });
  });

  it('rules 27.5: every battle move offered to a Titan-player moves, strikes, carries or uses a Creature he lent (random-legal battles)', () => {
    let checked = 0;
    for (let seed = 1; seed <= 4; seed++) {
      let rand = seed * 104729;
      const next = (n: number): number => {
        rand = (rand * 1103515245 + 12345) % 2147483648;
        return rand % n;
      };
      let s = chosen(finalPosition(['Dark-Titan', 'Headcracker', 'Plaque']));
      for (let actions = 0; s.finalBattle && actions < 3000; actions++) {
        const seat = godsActors(s)[0] as GodsSeat;
        const moves = legal(s, seat);
        const battle = s.engagement?.battle;
        if (seat !== 'black' && battle) {
          for (const m of moves) {
            if (m.type !== 'battle' || m.move.type === 'done' || m.move.type === 'accept-concession') continue;
            const piece = m.move.type === 'carry' ? battle.carry?.striker : m.move.type === 'mount' ? m.move.rider : m.move.type === 'castSpell' ? m.move.caster : 'piece' in m.move ? m.move.piece : undefined;
            expect(s.finalBattle?.lent.find((l) => l.piece === piece)?.owner).toBe(seat);
            checked++;
          }
        }
        const move = moves[next(moves.length)];
        if (!move) throw new Error(`${seat} has no move`);
        s = step(s, seat, move).state;
      }
      expect(s.finalBattle).toBeNull();
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('rules 1.3 the game ends by the Skycastle', () => {
  it('rules 1.3, 27.5: the Dark-Titan survives and the God reaches 0 — the Darklord wins at once, Skycastle taken', () => {
    const p = finalPosition(['Dark-Titan']);
    const s = fight(chosen(p), true);
    expect(s.phase).toBe('over');
    expect(s.winner).toBe('black');
    expect(s.endReason).toBe('skycastle');
    const black = s.players.find((x) => x.id === 'black');
    expect(black?.goals).toContain('Skycastle taken');
    expect(s.neutralPool.God).toBe(1);
    expect(s.legions.some((l) => l.marker === GOD_LEGION)).toBe(false);
    expectSound(s);
  });

  it('rules 27.5, 1.3: the Darklord beaten — he is out, his legions removed, the lent Creatures home healed, the game goes on', () => {
    const p = finalPosition(['Dark-Titan', 'Headcracker']);
    const s = fight(chosen(p), false);
    expect(s.phase).not.toBe('over');
    expect(s.winner).toBeNull();
    expect(s.players.find((x) => x.id === 'black')?.out).toBe(true);
    expect(s.legions.some((l) => l.owner === 'black')).toBe(false);
    expect(s.legions.find((l) => l.marker === p.red)?.pieces.map((x) => [x.name, x.hits])).toEqual([['Titan', 0], ['Ogre', 0], ['Hydra', 0], ['Hydra', 0]]);
    expect(s.legions.find((l) => l.marker === p.green)?.pieces.map((x) => x.name).sort()).toEqual(['Griffon', 'Hydra', 'Titan', 'Troll']);
    expect(s.neutralPool.God).toBe(1);
    expect(s.finalBattle).toBeNull();
    expect(s.players[s.active]?.id).toBe('red'); // 6.5: the Darklord's turn is over
    expectSound(s);
  });

  it('rules 27.5, 1.3: with only one Titan-player left besides him, the Darklord\'s defeat ends the game — the last Titan wins', () => {
    const p = finalPosition(['Dark-Titan']);
    const two = edit(p.state, (d) => {
      for (const seat of ['green', 'blue'] as const) {
        const player = d.players.find((x) => x.id === seat);
        for (const l of d.legions.filter((x) => x.owner === seat)) for (const piece of l.pieces) d.removed[piece.name] = (d.removed[piece.name] ?? 0) + 1;
        d.legions = d.legions.filter((x) => x.owner !== seat);
        for (const [name, n] of Object.entries(player?.pool ?? {})) d.removed[name] = (d.removed[name] ?? 0) + n;
        if (player) Object.assign(player, { pool: {}, markers: [], out: true });
      }
    });
    let s = step(two, 'black', challenge(p)).state;
    s = step(s, 'red', { type: 'pass' }).state;
    s = fight(s, false);
    expect(s.phase).toBe('over');
    expect(s.winner).toBe('red');
    expectSound(s);
  });
});

describe('rules 27.5 random-legal final battles', () => {
  it('rules 27.5, 1.3: from the challenge, random legal actions of whoever must act always end the battle by the rules, every state sound', () => {
    const ends = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      let rand = seed * 7919;
      const next = (n: number): number => {
        rand = (rand * 1103515245 + 12345) % 2147483648;
        return rand % n;
      };
      const p = finalPosition(['Dark-Titan', 'Headcracker', 'Plaque']);
      let s = step(p.state, 'black', challenge(p)).state;
      let actions = 0;
      while (s.finalBattle && actions < 3000) {
        const seat = godsActors(s)[0] as GodsSeat;
        const moves = legal(s, seat);
        const move = moves[next(moves.length)];
        if (!move) throw new Error(`${seat} has no move`);
        s = step(s, seat, move).state;
        expect(checkGodsInvariants(null, s)).toEqual([]);
        actions++;
      }
      expect(s.finalBattle).toBeNull();
      ends.add(s.phase === 'over' ? `over:${s.winner}` : 'darklord-out');
    }
    expect(ends.size).toBeGreaterThan(0);
  });
});
