// The choices docs/rules-notes.md (Titan: The Arena) records where the German text leaves room, each pinned by a test.
import { describe, expect, it } from 'vitest';
import { CREATURES, arenaGame, type Creature } from '../../engine/arena/index.js';
import { act, bet, moves, newGame, passAuction, patch, playOut, put, rig } from './helpers.js';

describe('§7 Wetten (choices)', () => {
  it('§7 a face-down bet does not block an open bet on the same creature in that round', () => {
    let s = passAuction(rig(newGame(3, 50), { p0: ['Troll-2'] }, [], { p0: 8 }));
    s = act(s, { type: 'secretBet', card: 'Troll-2' });
    expect(moves(s)).toContainEqual({ type: 'openBet', creature: 'Troll' });
  });
});

describe('§8 Kampf (choices)', () => {
  it('§8 revealed secret-bet cards on the dying creature go to the discard pile with its row', () => {
    let s = passAuction(rig(newGame(3, 51), { p0: ['Unicorn-0'] }, [], { p0: 8 }));
    const filler: Record<Creature, number> = { Cyclops: 5, Dragon: 6, Hydra: 7, Ranger: 8, Titan: 9, Troll: 4, Unicorn: 3, Warlock: 10 };
    for (const c of CREATURES) if (c !== 'Unicorn') s = put(s, { round: 1, creature: c }, [`${c}-${filler[c]}`]);
    s = patch(s, { bets: [bet('p1', 'Unicorn', 5, { secret: true, revealed: true, card: 'Unicorn-9' })], deck: s.deck.filter((c) => c !== 'Unicorn-9') });
    s = act(act(s, { type: 'skip' }), { type: 'play', card: 'Unicorn-0', creature: 'Unicorn' });
    expect(s.alive).not.toContain('Unicorn');
    expect(s.discard).toEqual(expect.arrayContaining(['Unicorn-0', 'Unicorn-9']));
    expect(s.bets[0].card).toBeNull();
  });
});

describe('§10 Schiedsrichter (choices)', () => {
  it('§10 a bet may come before the referee; nothing may follow it', () => {
    let s = passAuction(rig(newGame(3, 52), { p0: ['Referee-2'] }, [], { p0: 8 }));
    s = put(s, { round: 1, creature: 'Hydra' }, ['Hydra-4']);
    s = act(s, { type: 'openBet', creature: 'Dragon' });
    s = act(s, { type: 'referee', card: 'Referee-2', take: 'Hydra-4' });
    expect(s.players[s.active].id).toBe('p1');
    expect(s.bets).toHaveLength(1);
  });
});

describe('§13 Turnier (choices)', () => {
  it('§13 the first player asked in the auction moves one seat each game', () => {
    const firsts: number[] = [];
    playOut(newGame(3, 53, true), 'normal', 2, (s) => {
      if (s.bidding && s.tournament && firsts.length === s.tournament.played.length) firsts.push(s.bidding.first);
    });
    expect(firsts.slice(0, 3)).toEqual([0, 1, 2]);
  });
});

describe('§15 Fähigkeiten (choices)', () => {
  function sponsor(c: Creature, hand: string[]) {
    const s = passAuction(rig(newGame(3, 54), { p0: hand }, [], { p0: 8 }));
    return act(patch(s, { bets: [bet('p0', c, 4)] }), { type: 'skip' });
  }
  it('§15.1 a second Cyclops hit before the victim\'s turn halves what is left', () => {
    let s = act(sponsor('Cyclops', ['Cyclops-3']), { type: 'play', card: 'Cyclops-3', creature: 'Cyclops' });
    const p2 = s.players[2];
    s = patch(s, { players: s.players.map((p, i) => (i === 2 ? { ...p, hand: p2.hand.slice(0, 4), setAside: p2.hand.slice(4) } : p)) });
    s = act(s, { type: 'cyclops', target: 'p2' });
    expect(s.players[2].hand).toHaveLength(2);
    expect(s.players[2].setAside).toHaveLength(6);
  });
  it('§15.3 the second card is optional', () => {
    let s = act(sponsor('Hydra', ['Hydra-3', 'Titan-2']), { type: 'play', card: 'Hydra-3', creature: 'Hydra' });
    s = act(act(s, { type: 'hydra' }), { type: 'skip' });
    expect(s.players[s.active].id).toBe('p1');
    expect(s.players[0].hand).toContain('Titan-2');
  });
  it('§15 abilities are optional: skip leaves everything as it was', () => {
    let s = act(sponsor('Ranger', ['Ranger-3']), { type: 'play', card: 'Ranger-3', creature: 'Ranger' });
    const deck = s.deck.length;
    s = act(s, { type: 'skip' });
    expect(s.deck.length).toBe(deck - 1);
    expect(arenaGame.viewFor(s, 'p0').hand).toHaveLength(8);
  });
});
