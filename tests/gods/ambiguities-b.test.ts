// Gods of Titan ambiguities A23, A24, A37, A43, A44 as decided in docs/rules-notes-gods-game.md, and the engine gaps
// closed with them: a vacant Tower taken pays its 25.5 Experience, 25.4's Tower marker is spoken for from the
// capture, a Neutral Tower revives its slain after a won defence (25.1), reviving the Titan in the Dungeon (24.6).
// Positions as data (game-helpers.ts, game-battle-helpers.ts).
import { describe, expect, it } from 'vitest';
import { endOfBattle } from '../../engine/gods/engagement/aftermath.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import { mayAttackNeutral } from '../../engine/gods/movement/occupancy.js';
import { draftOf, stateOf, type GodsSeat, type GodsState } from '../../engine/gods/state.js';
import { destroyElemental } from '../../engine/gods/turn/darklord.js';
import { captureTower, takeVacantTower, towerMarkerOf } from '../../engine/gods/turn/towers.js';
import { act, clearBoard, destinations, edit, engageRuin, expectSound, insistOnBattle, legal, place, refusal, started, step } from './game-helpers.js';
import { passAftermath } from './game-battle-helpers.js';

const DARKTOWERS = [102, 202, 302];
const FORT = 112;
const OTHER_FORT = 212;
const RUIN = 144;
const DUNGEON = 2000;
const ELEMENTALS = ['Asher', 'Golem', 'Zephyra'];

/** Round 11 of a game of `players`, the board cleared but for the Towers, `seat` to act in `phase`. */
function board(players: 3 | 4, seat: GodsSeat = 'red', phase: GodsState['phase'] = 'movement'): GodsState {
  return edit(clearBoard(started(players)), (d) => {
    d.round = 11;
    d.phase = phase;
    d.active = d.players.findIndex((p) => p.id === seat);
  });
}

/** The legions on `land`, their pieces back to their owners' pools (the neutral stock) and markers home. */
function emptied(s: GodsState, land: number): GodsState {
  return edit(s, (d) => {
    for (const l of d.legions.filter((x) => x.land === land)) {
      const owner = d.players.find((p) => p.id === l.owner);
      for (const p of l.pieces) {
        const stock = owner ? owner.pool : d.neutralPool;
        stock[p.name] = (stock[p.name] ?? 0) + 1;
      }
      owner?.markers.push(l.marker);
    }
    d.legions = d.legions.filter((l) => l.land !== land);
  });
}

/** `fn` applied to a draft of `s`, with the events it reported. */
function apply(s: GodsState, fn: (d: ReturnType<typeof draftOf>, events: GodsEvent[]) => void): { state: GodsState; events: GodsEvent[] } {
  const d = draftOf(s);
  const events: GodsEvent[] = [];
  fn(d, events);
  return { state: stateOf(s, d), events };
}

/** The Elemental `name` taken from whoever holds it in his pool and destroyed (23.6), with the events. */
function destroy(s: GodsState, name: string): { state: GodsState; events: GodsEvent[] } {
  return apply(s, (d, events) => {
    const holder = d.players.find((p) => (p.pool[name] ?? 0) > 0);
    if (!holder) throw new Error(`nobody holds ${name}`);
    holder.pool[name] = (holder.pool[name] ?? 0) - 1;
    destroyElemental(d, name, null, null, events);
  });
}

const pool = (s: GodsState, seat: string, name: string) => s.players.find((p) => p.id === seat)?.pool[name] ?? 0;
const namesOn = (s: GodsState, land: number) => s.legions.filter((l) => l.land === land).flatMap((l) => l.pieces.map((p) => p.name));

/** Red's strong legion in battle against the gray Ruin (land 144), entered from land 143, in a game of `players`. */
function ruinBattle(players: 3 | 4, red: readonly string[], from: GodsState = board(players)): { s: GodsState; attacker: string; ruin: string } {
  const e = engageRuin(from, red);
  return { s: insistOnBattle(e.state, e.speaker), attacker: e.attacker, ruin: e.ruin };
}

/** Ends the running battle with `winner` and the given pieces (by name, first of each) slain on each side. */
function finish(s: GodsState, winner: 'attacker' | 'defender', slain: { attacker: readonly string[]; defender: readonly string[] }): GodsState {
  const battle = s.engagement?.battle;
  if (!battle) throw new Error('no battle');
  const side = (name: 'attacker' | 'defender') => {
    const left = [...slain[name]];
    const dead = battle.pieces.filter((p) => {
      const i = left.indexOf(p.name);
      if (p.side !== name || i < 0) return false;
      left.splice(i, 1);
      return true;
    });
    return {
      slain: dead.map((p) => ({ id: p.id, name: p.name, side: name, cause: 'strike' as const, by: null })),
      survivors: battle.pieces.filter((p) => p.side === name && !dead.includes(p)).map((p) => ({ id: p.id, name: p.name, hits: 1 })),
    };
  };
  const a = side('attacker');
  const dfd = side('defender');
  const over = {
    ...battle,
    phase: 'over' as const,
    outcome: {
      result: { kind: 'victory' as const, winner, reason: 'eliminated' as const },
      slain: { attacker: a.slain, defender: dfd.slain },
      survivors: { attacker: a.survivors, defender: dfd.survivors },
    },
  };
  const d = draftOf(s);
  endOfBattle(d, battle, over, []);
  return d as GodsState;
}

describe('A23 rules 23.6 Tombdiggers for each Elemental destroyed', () => {
  it('A23: one Tombdigger from the Darklord\'s pool into each Darktower he holds; none into one a Titan-player took', () => {
    let s = emptied(board(4), DARKTOWERS[0]!);
    s = edit(place(s, 'red', DARKTOWERS[0]!, ['Ogre', 'Troll']).state, (d) => {
      const taken = d.legions.find((l) => l.land === DARKTOWERS[0]);
      if (taken) taken.tower = true; // red's Tower legion on a captured Darktower (23.8)
    });
    const before = pool(s, 'black', 'Tombdigger');
    const r = destroy(s, 'Golem');
    expect(pool(r.state, 'black', 'Tombdigger')).toBe(before - 2);
    for (const land of DARKTOWERS.slice(1)) expect(namesOn(r.state, land).filter((n) => n === 'Tombdigger')).toHaveLength(1);
    expect(namesOn(r.state, DARKTOWERS[0]!)).toEqual(['Ogre', 'Troll']);
    expect(r.events).toContainEqual({ type: 'elementalDestroyed', name: 'Golem' });
    expectSound(r.state);
  });

  it('A23 (DE): the Tombdigger of a full Darktower goes into another of his Darktowers with room', () => {
    const s = edit(board(4), (d) => {
      const full = d.legions.find((l) => l.land === DARKTOWERS[0]);
      const black = d.players.find((p) => p.id === 'black');
      for (let n = 0; full && black && full.pieces.length < 7; n++) {
        black.pool.Headcracker = (black.pool.Headcracker ?? 0) - 1;
        full.pieces.push({ id: `p${d.nextPiece++}`, name: 'Headcracker', hits: 0 });
      }
    });
    const before = pool(s, 'black', 'Tombdigger');
    const r = destroy(s, 'Asher');
    expect(pool(r.state, 'black', 'Tombdigger')).toBe(before - 3);
    expect(namesOn(r.state, DARKTOWERS[0]!)).not.toContain('Tombdigger');
    const counts = DARKTOWERS.slice(1).map((land) => namesOn(r.state, land).filter((n) => n === 'Tombdigger').length).sort();
    expect(counts).toEqual([1, 2]);
    expectSound(r.state);
  });
});

describe('A24 rules 25.2 black legions and the Neutral Towers', () => {
  it('A24 (DE): a black legion may attack a Neutral Tower only after the Dark-Titan appeared; until then it only passes it', () => {
    const s = place(board(4, 'black'), 'black', 143, ['Demon', 'Demon', 'Balrog', 'Nightmare', 'Headcracker']);
    const legion = s.state.legions.find((l) => l.marker === s.marker);
    if (!legion) throw new Error('no black legion');
    expect(mayAttackNeutral(s.state, legion, RUIN)).toBe(false);
    expect(destinations(s.state, 'black', s.marker).has(RUIN)).toBe(false);
    const appeared = edit(s.state, (d) => { d.darkTitanAppeared = true; });
    expect(mayAttackNeutral(appeared, legion, RUIN)).toBe(true);
    expect(destinations(appeared, 'black', s.marker).has(RUIN)).toBe(true);
  });
});

describe('A37 rules 25.1, 19.1 the Neutral Tower counters', () => {
  it('A37, rules 25.1: a Neutral Tower that wins its defence gets its slain back, healed; the attacker\'s slain Demilords go to the neutral stock (his Executer home, 16.5)', () => {
    const chimera = edit(board(4), (d) => {
      d.neutralPool.Chimera = (d.neutralPool.Chimera ?? 0) - 1;
      d.players[0]!.pool.Chimera = (d.players[0]!.pool.Chimera ?? 0) + 1;
    });
    const { s, attacker, ruin } = ruinBattle(4, ['Titan', 'Cyclops', 'Behemoth', 'Chimera', 'Executer'], chimera);
    const stock = s.neutralPool.Headcracker ?? 0;
    const after = passAftermath(finish(s, 'defender', { attacker: ['Titan', 'Cyclops', 'Behemoth', 'Chimera', 'Executer'], defender: ['Headcracker', 'Siren'] }));
    const tower = after.legions.find((l) => l.marker === ruin);
    expect(tower?.pieces.map((p) => p.name).sort()).toEqual(['Headcracker', 'Headcracker', 'Headcracker', 'Immortal', 'Siren', 'Warlock']);
    expect(tower?.pieces.every((p) => p.hits === 0)).toBe(true);
    expect(after.neutralPool.Headcracker ?? 0).toBe(stock);
    expect(after.neutralPool.Chimera ?? 0).toBe((s.neutralPool.Chimera ?? 0) + 1);
    // 16.5: red's Executer went home to his pool, which left the game with him (his Titan slain, no way back: 24.8)
    expect(after.neutralPool.Executer ?? 0).toBe(s.neutralPool.Executer ?? 0);
    expect([after.players[0]?.out, after.removed.Executer ?? 0]).toEqual([true, (s.removed.Executer ?? 0) + 1]);
    expect(after.legions.some((l) => l.marker === attacker)).toBe(false);
  });

  it('A37, rules 19.1: a Neutral Tower beaten in battle: its Creatures and Humans go to the neutral stock, its Demilords to the winner', () => {
    const { s, attacker } = ruinBattle(3, ['Titan', 'Cyclops', 'Cyclops', 'Behemoth', 'Lion', 'Ogre']);
    const won = finish(s, 'attacker', { attacker: [], defender: ['Headcracker', 'Headcracker', 'Headcracker', 'Immortal', 'Siren', 'Warlock'] });
    expect([...(won.engagement?.aftermath?.demilords ?? [])].sort()).toEqual(['Siren', 'Warlock']);
    expect(won.legions.find((l) => l.marker === attacker)?.pieces.map((p) => p.name)).toContain('Immortal'); // 16.5, A25: it joins for nothing
    const after = passAftermath(won);
    expect(after.neutralPool.Headcracker ?? 0).toBe((s.neutralPool.Headcracker ?? 0) + 3);
    for (const name of ['Siren', 'Warlock']) expect([name, pool(after, 'red', name)]).toEqual([name, pool(s, 'red', name) + 1]);
    expect(after.legions.find((l) => l.land === RUIN)?.marker).toBe(attacker);
    expectSound(after);
  });
});

describe('A43 DE rules 23.5 passing black legions "and muster"', () => {
  it('A43: an uncovered Titan legion passing a black legion moves on and musters after its move as any legion does', () => {
    const s = edit(board(4), (d) => { d.players[0]!.titanUncovered = true; });
    const red = place(s, 'red', 104, ['Titan', 'Centaur', 'Centaur']);
    const black = place(red.state, 'black', 103, ['Headcracker', 'Plaque']);
    const move = { type: 'move' as const, legion: red.marker, to: 101, steps: 3, exit: null, teleport: null };
    expect(legal(black.state, 'red')).toContainEqual(move);
    const moved = act(black.state, 'red', move);
    expect(moved.engagement).toBeNull();
    const musters = legal(moved, 'red').flatMap((m) => (m.type === 'muster' && m.legion === red.marker ? [m.character] : []));
    expect(musters).toContain('Lion');
    expectSound(moved);
  });
});

describe('A44 rules 23.8, 4.4 the marker of a captured Darktower', () => {
  it('A44: a Titan-player\'s Darktower legion takes an ordinary marker of his (he has no Darktower marker); a Fort its Fort marker', () => {
    const s = emptied(board(4), DARKTOWERS[1]!);
    const marker = towerMarkerOf(s, 'red', DARKTOWERS[1]!);
    expect(marker).toMatch(/^red-\d+$/);
    expect(towerMarkerOf(s, 'red', FORT)).toBe('red-fort');
    const r = apply(s, (d, events) => captureTower(d, DARKTOWERS[1]!, 'red', null, events)); // a draw there (A47)
    expect(r.state.legions.find((l) => l.land === DARKTOWERS[1])).toMatchObject({ marker, owner: 'red', tower: true, pieces: [] });
    expect(r.state.players[0]?.goals).toContain('Darktower taken');
    expectSound(r.state);
  });
});

describe('rules 25.5 a vacant Tower taken without a fight pays its Experience', () => {
  it('rules 25.5, 25.6: green ends a move on the Fort its conqueror left empty: green takes it and is paid the first Fort taken', () => {
    const s = emptied(board(3, 'green'), FORT);
    const { state, marker } = place(s, 'green', 103, ['Ogre', 'Troll']);
    const r = step(state, 'green', { type: 'move', legion: marker, to: FORT, steps: 3, exit: null, teleport: null });
    expect(r.events).toContainEqual({ type: 'towerCaptured', seat: 'green', land: FORT, marker });
    expect(r.state.players[1]?.goals).toEqual(['Fort taken']);
    expect(r.state.players[1]?.ep).toBe(5);
    expectSound(r.state);
  });

  it('rules 25.5, A19, A20: without a Darklord the empty Darktowers are nobody\'s Towers — standing on one pays nothing; with him one emptied does', () => {
    const three = place(board(3), 'red', DARKTOWERS[0]!, ['Ogre', 'Troll']);
    const none = apply(three.state, (d, events) => takeVacantTower(d, three.marker, events));
    expect([none.events, none.state.players[0]?.goals]).toEqual([[], []]);
    const four = place(emptied(board(4), DARKTOWERS[0]!), 'red', DARKTOWERS[0]!, ['Ogre', 'Troll']);
    const taken = apply(four.state, (d, events) => takeVacantTower(d, four.marker, events));
    expect(taken.state.players[0]?.goals).toEqual(['Darktower taken']);
  });
});

describe('rules 25.4 the Tower marker is the captured Tower\'s from the capture on', () => {
  it('rules 25.4: while red\'s conqueror still stands on the Fort it took, red may not attack another Neutral Fort; once the Dark-Titan appeared he may', () => {
    const s = emptied(board(4), FORT);
    const strong = place(s, 'red', 211, ['Titan', 'Cyclops', 'Cyclops', 'Behemoth', 'Lion', 'Ogre']);
    const legion = (x: GodsState) => x.legions.find((l) => l.marker === strong.marker)!;
    expect(mayAttackNeutral(strong.state, legion(strong.state), OTHER_FORT)).toBe(true);
    const conquered = place(strong.state, 'red', FORT, ['Ogre', 'Troll', 'Cyclops', 'Gargoyle']);
    const captured = apply(conquered.state, (d, events) => captureTower(d, FORT, 'red', conquered.marker, events)).state;
    expect(captured.players[0]?.markers).toContain('red-fort'); // the marker goes onto the land at the conqueror's split
    expect(mayAttackNeutral(captured, legion(captured), OTHER_FORT)).toBe(false);
    expect(mayAttackNeutral(captured, legion(captured), RUIN)).toBe(true); // another type's marker is still free
    expect(mayAttackNeutral(edit(captured, (d) => { d.darkTitanAppeared = true; }), legion(captured), OTHER_FORT)).toBe(true);
  });
});

describe('rules 24.6 reviving the Titan in the Dungeon', () => {
  /** Red's mustering phase: his Phantom legion in the Dungeon, another land legion, his Elemental in his pool. */
  function phantomInDungeon(players: 3 | 4): { s: GodsState; phantom: string; other: string } {
    const s = board(players, 'red', 'mustering');
    const phantom = place(s, 'red', DUNGEON, ['Phantom', 'Centaur']);
    const other = place(phantom.state, 'red', 141, ['Ogre', 'Ogre', 'Troll']);
    return { s: other.state, phantom: phantom.marker, other: other.marker };
  }

  it('rules 24.6: in his Mustering Phase the Phantom legion in the Dungeon revives the Titan into any land legion for an Elemental, which the Darklord destroys', () => {
    const { s, phantom, other } = phantomInDungeon(4);
    const elemental = ELEMENTALS.find((e) => pool(s, 'red', e) > 0) ?? '';
    const offers = legal(s, 'red').filter((m) => m.type === 'reviveTitan');
    expect(offers).toContainEqual({ type: 'reviveTitan', legion: other, elemental });
    expect(offers).toContainEqual({ type: 'reviveTitan', legion: phantom, elemental });
    const tombdiggers = pool(s, 'black', 'Tombdigger');
    const r = step(s, 'red', { type: 'reviveTitan', legion: other, elemental });
    expect(r.state.legions.find((l) => l.marker === other)?.pieces.map((p) => p.name)).toEqual(['Ogre', 'Ogre', 'Troll', 'Titan']);
    expect(r.state.legions.find((l) => l.marker === phantom)?.pieces.map((p) => p.name)).toEqual(['Centaur']);
    expect([pool(r.state, 'red', 'Phantom'), pool(r.state, 'red', 'Titan'), pool(r.state, 'red', elemental)]).toEqual([1, 0, 0]);
    expect(r.state.removed[elemental]).toBe(1);
    expect(r.events).toContainEqual({ type: 'titanRevived', seat: 'red', elemental });
    expect(r.events).toContainEqual({ type: 'elementalDestroyed', name: elemental });
    expect(pool(r.state, 'black', 'Tombdigger')).toBe(tombdiggers - 3); // 23.6, A23
    expect(legal(r.state, 'red').some((m) => m.type === 'reviveTitan')).toBe(false);
    expectSound(r.state);
  });

  it('rules 24.6: not outside the Dungeon, not in another phase, not without an Elemental, and not without a Darklord (A20)', () => {
    const { s, other } = phantomInDungeon(4);
    const elemental = ELEMENTALS.find((e) => pool(s, 'red', e) > 0) ?? '';
    const revive = { type: 'reviveTitan' as const, legion: other, elemental };
    const away = edit(s, (d) => { d.legions.find((l) => l.pieces.some((p) => p.name === 'Phantom'))!.land = 150; });
    expect(refusal(away, 'red', revive)).toBe('illegal');
    expect(refusal(edit(s, (d) => { d.phase = 'movement'; }), 'red', revive)).toBe('wrong-phase');
    const poor = edit(s, (d) => {
      d.players[0]!.pool[elemental] = 0;
      d.removed[elemental] = 1;
    });
    expect(refusal(poor, 'red', revive)).toBe('illegal');
    const three = phantomInDungeon(3);
    expect(legal(three.s, 'red').some((m) => m.type === 'reviveTitan')).toBe(false);
  });
});

describe('A25 rules 16.5 Immortal: it joins the winner and never leaves the Ruin land', () => {
  /** `s` with the neutral stock's Immortal handed to red's pool (as a won Ruin battle would). */
  const redImmortal = (s: GodsState): GodsState => edit(s, (d) => {
    d.neutralPool.Immortal = (d.neutralPool.Immortal ?? 0) - 1;
    d.players[0]!.pool.Immortal = (d.players[0]!.pool.Immortal ?? 0) + 1;
  });

  it('A25, rules 16.5 Immortal: it joins the legion that won the Ruin for nothing; a full one gives up its least valuable character', () => {
    const full = ['Cyclops', 'Cyclops', 'Behemoth', 'Lion', 'Ogre', 'Lion', 'Troll'];
    const { s, attacker } = ruinBattle(3, full);
    const lifegems = s.players[0]?.lifegems ?? 0;
    const won = finish(s, 'attacker', { attacker: [], defender: ['Headcracker', 'Headcracker', 'Headcracker', 'Immortal', 'Siren', 'Warlock'] });
    expect(won.legions.find((l) => l.marker === attacker)?.pieces.map((p) => p.name)).toEqual(['Cyclops', 'Cyclops', 'Behemoth', 'Lion', 'Lion', 'Troll', 'Immortal']);
    expect(pool(won, 'red', 'Ogre')).toBe(pool(s, 'red', 'Ogre') + 1);
    expect(won.players[0]?.lifegems).toBe(lifegems + 60); // 20.4's 10 a character and nothing paid for the Immortal
    expectSound(passAftermath(won));
  });

  it('A25, rules 16.5 Immortal and Pegasus: a full legion with a Pegasus (which does not count toward the size) gives up its least valuable character that counts, never the Pegasus', () => {
    // the Pegasus (16) is worth what the least valuable counted characters are (a Cyclops, a Troll: 16)
    const full = ['Behemoth', 'Behemoth', 'Gorgon', 'Gorgon', 'Cyclops', 'Cyclops', 'Troll', 'Pegasus'];
    // a Pegasus won from a Neutral Tower earlier, in red's pool
    const from = edit(board(3), (d) => {
      const tower = d.legions.find((l) => l.owner === 'neutral' && l.pieces.some((p) => p.name === 'Pegasus'));
      expect(tower).toBeDefined();
      if (tower) tower.pieces = tower.pieces.filter((p, i) => p.name !== 'Pegasus' || i !== tower.pieces.findIndex((q) => q.name === 'Pegasus'));
      d.players[0]!.pool.Pegasus = (d.players[0]!.pool.Pegasus ?? 0) + 1;
    });
    const { s, attacker } = ruinBattle(3, full, from);
    const won = finish(s, 'attacker', { attacker: [], defender: ['Headcracker', 'Headcracker', 'Headcracker', 'Immortal', 'Siren', 'Warlock'] });
    const names = won.legions.find((l) => l.marker === attacker)?.pieces.map((p) => p.name) ?? [];
    expect(names).toContain('Immortal');
    expect(names).toContain('Pegasus');
    expect(names).not.toContain('Troll');
    expect(names.filter((n) => n !== 'Pegasus')).toHaveLength(7);
    expectSound(passAftermath(won));
  });

  it('A25, rules 25.6: a conqueror of the Ruin leaves the Immortal in the part that stays; moving out whole, it leaves the Immortal behind as its Ruin Tower legion', () => {
    const base = redImmortal(emptied(board(3), RUIN));
    const four = place(base, 'red', RUIN, ['Immortal', 'Ogre', 'Troll', 'Cyclops']);
    const splits = legal(four.state, 'red').flatMap((m) => (m.type === 'split' && m.legion === four.marker ? [m] : []));
    expect(splits.length).toBeGreaterThanOrEqual(1);
    const idOf = (name: string) => four.state.legions.find((l) => l.marker === four.marker)?.pieces.find((p) => p.name === name)?.id ?? '';
    for (const split of splits) expect(split.parts[0]).toContain(idOf('Immortal'));
    expect(refusal(four.state, 'red', { type: 'split', legion: four.marker, parts: [[idOf('Ogre'), idOf('Troll')]], markers: ['red-ruin'] })).toBe('illegal');
    const three = place(base, 'red', RUIN, ['Immortal', 'Ogre', 'Troll']);
    const out = legal(three.state, 'red').find((m) => m.type === 'move' && m.legion === three.marker);
    if (out?.type !== 'move') throw new Error('the conqueror has no move');
    const moved = act(three.state, 'red', out);
    expect(moved.legions.find((l) => l.marker === three.marker)?.pieces.map((p) => p.name)).toEqual(['Ogre', 'Troll']);
    expect(moved.legions.find((l) => l.land === RUIN)).toMatchObject({ marker: 'red-ruin', owner: 'red', tower: true, pieces: [expect.objectContaining({ name: 'Immortal' })] });
    expectSound(moved);
  });

  it('A25, rules 22.4: the Immortal is never summoned in the City, where other Demilords are', () => {
    const s = edit(redImmortal(board(3, 'red', 'mustering')), (d) => {
      d.players[0]!.lifegems = 1000;
      d.neutralPool.Pegasus = (d.neutralPool.Pegasus ?? 0) - 1;
      d.players[0]!.pool.Pegasus = (d.players[0]!.pool.Pegasus ?? 0) + 1;
    });
    const { state, marker } = place(s, 'red', 1000, ['Ogre', 'Troll']);
    const summons = legal(state, 'red').flatMap((m) => (m.type === 'muster' && m.legion === marker && m.how === 'summon' ? [m.character] : []));
    expect(summons).toContain('Pegasus');
    expect(summons).not.toContain('Immortal');
  });
});
