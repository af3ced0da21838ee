// §15 of the seed: who may use abilities, and each of the eight (§15.1–§15.8).
import { describe, expect, it } from 'vitest';
import { CREATURES, arenaGame, type ArenaState, type CardId, type Creature } from '../../engine/arena/index.js';
import { act, bet, moves, newGame, passAuction, patch, put, rig, tryAct } from './helpers.js';

/** p0 to play, sponsor of `creatures` (open bets), holding `hand` (+ filler to eight). */
function sponsorTurn(creatures: Creature[], hand: CardId[], seed = 30): ArenaState {
  const s = passAuction(rig(newGame(3, seed), { p0: hand }, [], { p0: 8 }));
  const withBets = patch(s, { bets: creatures.map((c) => bet('p0', c, 4)), players: s.players.map((p, i) => (i === 0 ? { ...p, chips: 5 - creatures.length } : p)) });
  return act(withBets, { type: 'skip' });
}

describe('§15 Die Fähigkeiten', () => {
  it('§15 only the sponsor gets the ability, right after a strength card of that creature', () => {
    const s = sponsorTurn(['Ranger'], ['Ranger-4', 'Dragon-4']);
    expect(act(s, { type: 'play', card: 'Ranger-4', creature: 'Ranger' }).turn.step).toBe('ability');
    const other = act(s, { type: 'play', card: 'Dragon-4', creature: 'Dragon' });
    expect(other.players[other.active].id).toBe('p1');
  });
  it('§15 tied visible ducats: nobody may use the ability', () => {
    let s = sponsorTurn(['Ranger'], ['Ranger-4']);
    s = patch(s, { bets: [...s.bets, bet('p1', 'Ranger', 4)] });
    s = act(s, { type: 'play', card: 'Ranger-4', creature: 'Ranger' });
    expect(s.players[s.active].id).toBe('p1');
  });
  it('§15 a spectator played on one\'s own creature gives no ability', () => {
    const s = act(sponsorTurn(['Ranger'], ['Spectator-9']), { type: 'play', card: 'Spectator-9', creature: 'Ranger' });
    expect(s.players[s.active].id).toBe('p1');
  });
  it('§15 the secret bet may be revealed even when its creature is dead', () => {
    let s = passAuction(newGame(3, 31));
    s = patch(s, { alive: CREATURES.slice(1), eliminated: [{ creature: 'Cyclops', round: 1 }], round: 2, columns: [s.columns[0], s.columns[0]] });
    s = patch(s, { bets: [bet('p0', 'Cyclops', 5, { secret: true, revealed: false, card: 'Cyclops-0' })], deck: s.deck.filter((c) => c !== 'Cyclops-0') });
    expect(moves(s)).toContainEqual({ type: 'revealBet' });
    s = act(s, { type: 'revealBet' });
    expect(s.bets[0].revealed).toBe(true);
    expect(s.discard.at(-1)).toBe('Cyclops-0');
  });
});

describe('§15.1 Zyklop', () => {
  it('§15.1 half the victim\'s hand (rounded up) is set aside at random for his next turn, then comes back', () => {
    let s = act(sponsorTurn(['Cyclops'], ['Cyclops-6']), { type: 'play', card: 'Cyclops-6', creature: 'Cyclops' });
    s = patch(s, { players: s.players.map((p, i) => (i === 1 ? { ...p, hand: p.hand.slice(0, 7) } : p)), deck: [...s.deck, ...s.players[1].hand.slice(7)] });
    s = act(s, { type: 'cyclops', target: 'p1' });
    expect(s.players[1].setAside).toHaveLength(4);
    expect(s.players[1].hand).toHaveLength(3);
    const aside = s.players[1].setAside;
    s = act(s, { type: 'skip' });
    expect(moves(s).every((m) => !('card' in m) || !aside.includes(m.card))).toBe(true);
    const v = arenaGame.viewFor(s, 'p1');
    expect(v.setAside).toEqual(aside);
    expect(JSON.stringify(arenaGame.viewFor(s, 'p2'))).not.toContain(`"${aside[0]}"`);
    s = act(s, moves(s)[0]);
    while (s.players[s.active].id === 'p1') s = act(s, moves(s).find((m) => m.type === 'endTurn') ?? moves(s)[0]);
    expect(s.players[1].setAside).toEqual([]);
    expect(s.players[1].hand).toHaveLength(8);
    for (const c of aside) expect(s.players[1].hand).toContain(c);
  });
});

describe('§15.2 Drache', () => {
  it('§15.2 the top card of another creature in the current column is discarded; the card beneath counts again', () => {
    let s = sponsorTurn(['Dragon'], ['Dragon-5']);
    s = put(s, { round: 1, creature: 'Titan' }, ['Spectator-2', 'Titan-8']);
    s = act(s, { type: 'play', card: 'Dragon-5', creature: 'Dragon' });
    const targets = moves(s).filter((m) => m.type === 'dragon').map((m) => (m.type === 'dragon' ? m.creature : null));
    expect(targets).toEqual(['Titan']);
    s = act(s, { type: 'dragon', creature: 'Titan' });
    expect(s.columns[0].Titan).toEqual(['Spectator-2']);
    expect(s.discard.at(-1)).toBe('Titan-8');
    expect(arenaGame.viewFor(s, null).blocked.Titan).toBe(true);
  });
});

describe('§15.3 Hydra', () => {
  it('§15.3 Hydra: the Hydra card is played first, then a second card, whose own ability also works', () => {
    let s = sponsorTurn(['Hydra', 'Ranger'], ['Hydra-3', 'Ranger-7']);
    s = act(s, { type: 'play', card: 'Hydra-3', creature: 'Hydra' });
    s = act(s, { type: 'hydra' });
    expect(s.turn.step).toBe('second-play');
    expect(moves(s).some((m) => m.type === 'referee' || m.type === 'chiefReferee' || m.type === 'secretBet')).toBe(false);
    s = act(s, { type: 'play', card: 'Ranger-7', creature: 'Ranger' });
    expect(moves(s)).toContainEqual({ type: 'ranger' });
  });
  it('§15.3 playing the other creature first gives no second card', () => {
    let s = sponsorTurn(['Hydra', 'Ranger'], ['Hydra-3', 'Ranger-7']);
    s = act(s, { type: 'play', card: 'Ranger-7', creature: 'Ranger' });
    s = act(s, { type: 'ranger' });
    expect(s.players[s.active].id).toBe('p1');
  });
  it('§15.3 a second Hydra card grants no third card', () => {
    let s = sponsorTurn(['Hydra'], ['Hydra-3', 'Hydra-9', 'Hydra-10']);
    s = act(act(s, { type: 'play', card: 'Hydra-3', creature: 'Hydra' }), { type: 'hydra' });
    s = act(s, { type: 'play', card: 'Hydra-9', creature: 'Hydra' });
    expect(s.players[s.active].id).toBe('p1');
  });
});

describe('§15.4 Ranger', () => {
  it('§15.4 three cards are drawn; above the hand limit there is no refill', () => {
    let s = act(sponsorTurn(['Ranger'], ['Ranger-2']), { type: 'play', card: 'Ranger-2', creature: 'Ranger' });
    s = act(s, { type: 'ranger' });
    expect(s.players[0].hand).toHaveLength(10);
    expect(s.players[s.active].id).toBe('p1');
    expect(s.players[0].hand).toHaveLength(10);
  });
  it('§15.4 with an empty draw pile the ability does nothing', () => {
    const s0 = sponsorTurn(['Ranger'], ['Ranger-2']);
    const s = act(patch(s0, { deck: [], discard: [...s0.discard, ...s0.deck] }), { type: 'play', card: 'Ranger-2', creature: 'Ranger' });
    expect(s.players[s.active].id).toBe('p1');
  });
});

describe('§15.5 Titan', () => {
  it('§15.5 three cards from a victim, seen only by the sponsor, who keeps one and gives two back', () => {
    let s = act(sponsorTurn(['Titan'], ['Titan-4']), { type: 'play', card: 'Titan-4', creature: 'Titan' });
    const res = arenaGame.apply(s, { type: 'titan', target: 'p2', player: 'p0', stateId: s.stateId });
    if (!res.ok) throw new Error(res.error.message);
    s = res.state;
    const taken = s.turn.titan?.cards ?? [];
    expect(taken).toHaveLength(3);
    expect(res.events.find((e) => e.type === 'stolen')?.audience).toEqual(['p0']);
    expect(arenaGame.viewFor(s, 'p0').titanCards).toEqual(taken);
    for (const viewer of ['p1', 'p2', null]) {
      const json = JSON.stringify(arenaGame.viewFor(s, viewer));
      for (const c of taken) expect(json).not.toContain(`"${c}"`);
    }
    s = act(s, { type: 'titanKeep', card: taken[1] });
    expect(s.players[0].hand).toContain(taken[1]);
    expect(s.players[2].hand).toHaveLength(7);
    expect(s.players[2].hand).toContain(taken[0]);
  });
  it('§15.5 a Cyclops victim loses cards only from the hand he still holds', () => {
    let s = act(sponsorTurn(['Titan'], ['Titan-4']), { type: 'play', card: 'Titan-4', creature: 'Titan' });
    const p1 = s.players[1];
    s = patch(s, { players: s.players.map((p, i) => (i === 1 ? { ...p, hand: p1.hand.slice(0, 4), setAside: p1.hand.slice(4) } : p)) });
    s = act(s, { type: 'titan', target: 'p1' });
    expect(p1.hand.slice(0, 4)).toEqual(expect.arrayContaining(s.turn.titan?.cards as string[]));
    expect(s.players[1].setAside).toEqual(p1.hand.slice(4));
  });
});

describe('§15.6 Troll', () => {
  it('§15.6 a visible Troll card from an earlier column, a revealed bet or the discard top — not from the current column', () => {
    let s = sponsorTurn(['Troll'], ['Troll-6']);
    s = patch(s, { round: 2, columns: [s.columns[0], s.columns[0]] });
    s = put(s, { round: 1, creature: 'Troll' }, ['Troll-1', 'Troll-9']);
    s = put(s, { round: 2, creature: 'Troll' }, ['Troll-8']);
    s = put(s, 'discard', ['Troll-10']);
    s = patch(s, { bets: [...s.bets, bet('p0', 'Troll', 3, { round: 2 }), bet('p1', 'Troll', 5, { secret: true, revealed: true, card: 'Troll-7' })], deck: s.deck.filter((c) => c !== 'Troll-7') });
    s = act(s, { type: 'play', card: 'Troll-6', creature: 'Troll' });
    const takes = moves(s).filter((m) => m.type === 'troll').map((m) => (m.type === 'troll' ? m.card : '')).sort();
    expect(takes).toEqual(['Troll-10', 'Troll-7', 'Troll-9']);
    s = act(s, { type: 'troll', card: 'Troll-9' });
    expect(s.players[0].hand).toContain('Troll-9');
    expect(s.columns[0].Troll).toEqual(['Troll-1']);
    expect(tryAct(s, { type: 'troll', card: 'Troll-8' })).not.toBe('ok');
  });
});

describe('§15.7 Einhorn', () => {
  it('§15.7 two visible strength cards of one creature in two places swap; no ability of that creature follows', () => {
    let s = sponsorTurn(['Unicorn', 'Titan'], ['Unicorn-6']);
    s = patch(s, { round: 2, columns: [s.columns[0], s.columns[0]] });
    s = put(s, { round: 1, creature: 'Titan' }, ['Titan-9']);
    s = put(s, { round: 2, creature: 'Titan' }, ['Titan-1']);
    s = put(s, { round: 1, creature: 'Hydra' }, ['Spectator-10']);
    s = put(s, { round: 2, creature: 'Hydra' }, ['Hydra-2']);
    s = act(s, { type: 'play', card: 'Unicorn-6', creature: 'Unicorn' });
    const swaps = moves(s).filter((m) => m.type === 'unicorn');
    expect(swaps.some((m) => m.type === 'unicorn' && m.creature === 'Hydra')).toBe(false);
    s = act(s, { type: 'unicorn', creature: 'Titan', a: 1, b: 2 });
    expect(s.columns[1].Titan).toEqual(['Titan-9']);
    expect(s.columns[0].Titan).toEqual(['Titan-1']);
    expect(s.players[s.active].id).toBe('p1');
  });
  it('§15.7 the discard top is a place too (§15.8)', () => {
    let s = sponsorTurn(['Unicorn'], ['Unicorn-6']);
    s = put(s, { round: 1, creature: 'Troll' }, ['Troll-0']);
    s = put(s, 'discard', ['Troll-10']);
    s = act(s, { type: 'play', card: 'Unicorn-6', creature: 'Unicorn' });
    s = act(s, { type: 'unicorn', creature: 'Troll', a: 1, b: 'discard' });
    expect(s.columns[0].Troll).toEqual(['Troll-10']);
    expect(s.discard.at(-1)).toBe('Troll-0');
  });
});

describe('§15.8 Hexer', () => {
  it('§15.8 up to three of any cards, living creatures too, face down but for the top one', () => {
    let s = act(sponsorTurn(['Warlock'], ['Warlock-5', 'Titan-10', 'Hydra-10', 'Troll-10', 'Ranger-10']), { type: 'play', card: 'Warlock-5', creature: 'Warlock' });
    s = act(s, { type: 'warlock' });
    const res = arenaGame.apply(s, { type: 'discard', card: 'Titan-10', player: 'p0', stateId: s.stateId });
    if (!res.ok) throw new Error(res.error.message);
    expect(res.events.find((e) => e.type === 'discard')).toMatchObject({ card: null });
    s = act(act(res.state, { type: 'discard', card: 'Hydra-10' }), { type: 'discard', card: 'Troll-10' });
    expect(s.players[s.active].id).toBe('p1');
    expect(s.players[0].hand).toContain('Ranger-10');
    const v = arenaGame.viewFor(s, 'p1');
    expect(v.discardTop).toBe('Troll-10');
    expect(JSON.stringify(v)).not.toContain('"Titan-10"');
  });
});
