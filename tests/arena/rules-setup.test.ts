// §1–§6 of the seed: introduction, material, setup, creatures, the opening bid and the turn sequence.
import { describe, expect, it } from 'vitest';
import { CREATURES, TOTAL_CARDS, arenaGame, cardInfo, fullDeck } from '../../engine/arena/index.js';
import { act, bet, card, countCards, moves, newGame, passAuction, patch, playOut, rig, tryAct } from './helpers.js';

describe('§1 Einleitung', () => {
  it('§1 a game is five rounds among eight fighters, each round kills one, three survive', () => {
    let fiveRounds = 0;
    for (const [n, seed] of [[4, 11], [2, 12], [3, 13], [5, 14]]) {
      for (const level of ['normal', 'random'] as const) {
        const end = playOut(newGame(n, seed), level, seed);
        expect(end.phase).toBe('over');
        const rounds = end.eliminated.map((e) => e.round);
        expect(rounds).toEqual(rounds.map((_, i) => i + 1));
        expect(end.alive.length + rounds.length).toBe(CREATURES.length);
        if (end.endReason !== 'five-rounds') continue; // a §14 final stalemate ends the game early
        fiveRounds++;
        expect(rounds).toEqual([1, 2, 3, 4, 5]);
        expect(end.alive).toHaveLength(3);
      }
    }
    expect(fiveRounds).toBeGreaterThanOrEqual(6);
  });
});

describe('§2 Spielmaterial', () => {
  it('§2 110 cards: 8 creatures, 88 strength cards 0–10, 11 spectators 0–10, 2 referees and the chief referee', () => {
    const deck = fullDeck();
    expect(new Set(deck).size).toBe(102);
    expect(CREATURES).toHaveLength(8);
    expect(deck.length + CREATURES.length).toBe(TOTAL_CARDS);
    const kinds = deck.map((c) => cardInfo(c)?.kind);
    expect(kinds.filter((k) => k === 'strength')).toHaveLength(88);
    expect(kinds.filter((k) => k === 'spectator')).toHaveLength(11);
    expect(kinds.filter((k) => k === 'referee')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'chief')).toHaveLength(1);
    for (const c of CREATURES) for (let v = 0; v <= 10; v++) expect(deck).toContain(card(c, v));
  });
  it('§2 five betting chips per player', () => {
    expect(newGame(5).players.every((p) => p.chips === 5)).toBe(true);
  });
});

describe('§3 Spielvorbereitung', () => {
  it('§3 eight cards dealt face down to each player, the rest is the draw pile, creature cards on the table', () => {
    for (let n = 2; n <= 5; n++) {
      const s = newGame(n, n);
      expect(s.players.every((p) => p.hand.length === 8)).toBe(true);
      expect(s.deck).toHaveLength(102 - 8 * n);
      expect(s.alive).toEqual([...CREATURES]);
      expect(countCards(s)).toBe(110);
    }
  });
  it('§3 the deal depends only on the seed', () => {
    expect(newGame(3, 42)).toEqual(newGame(3, 42));
    expect(newGame(3, 42).deck).not.toEqual(newGame(3, 43).deck);
  });
});

describe('§4 Kreaturen', () => {
  it('§4 only the top strength card of a creature in the current column counts', () => {
    let s = passAuction(rig(newGame(3), { p0: [card('Cyclops', 2)], p1: [card('Cyclops', 9)] }, [], { p0: 8, p1: 8 }));
    s = act(act(s, { type: 'skip' }), { type: 'play', card: card('Cyclops', 2), creature: 'Cyclops' });
    expect(arenaGame.viewFor(s, 'p2').strengths.Cyclops).toBe(2);
    s = act(act(s, { type: 'skip' }), { type: 'play', card: card('Cyclops', 9), creature: 'Cyclops' });
    const v = arenaGame.viewFor(s, 'p2');
    expect(v.strengths.Cyclops).toBe(9);
    expect(v.columns[0].Cyclops).toEqual({ top: card('Cyclops', 9), height: 2 });
  });
  it('§4 the sponsor is the player with the most visible ducats; ties and no bets mean no sponsor', () => {
    const s0 = passAuction(newGame(3));
    const s = patch(s0, { bets: [bet('p0', 'Troll', 4), bet('p1', 'Troll', 3), bet('p1', 'Hydra', 4), bet('p2', 'Hydra', 4)] });
    const v = arenaGame.viewFor(s, null);
    expect(v.sponsors.Troll).toBe('p0');
    expect(v.sponsors.Hydra).toBeNull();
    expect(v.sponsors.Dragon).toBeNull();
  });
});

describe('§5 Das Spiel', () => {
  const strong = rig(newGame(3), { p1: [card('Dragon', 9), card('Titan', 1)] }, [], { p1: 8 });
  it('§5 the highest bidder starts and must play a card of his bid', () => {
    let s = act(strong, { type: 'bid', value: 5 }); // p0
    s = act(s, { type: 'bid', value: 9 }); // p1
    s = act(s, { type: 'passBid' }); // p2
    s = act(s, { type: 'passBid' }); // p0
    expect(s.phase).toBe('play');
    expect(s.players[s.active].id).toBe('p1');
    expect(s.obligation).toEqual({ player: 'p1', value: 9 });
    expect(moves(s).some((m) => m.type === 'secretBet')).toBe(false);
    s = act(s, { type: 'skip' });
    const plays = moves(s);
    expect(plays.length).toBeGreaterThan(0);
    expect(plays.every((m) => m.type === 'play' && m.card.endsWith('-9'))).toBe(true);
    expect(tryAct(s, { type: 'play', card: card('Titan', 1), creature: 'Titan' })).toBe('illegal');
  });
  it('§5 a bid can only be raised; an equal bid would lose to the earlier one and is refused', () => {
    const s = act(strong, { type: 'bid', value: 6 });
    expect(tryAct(s, { type: 'bid', value: 6 })).toBe('illegal');
    expect(tryAct(s, { type: 'bid', value: 7 })).toBe('ok');
  });
  it('§5 overbidding without a card of that strength costs the eighth card for the rest of the game', () => {
    const s0 = rig(newGame(3), { p0: ['Cyclops-1', 'Cyclops-2', 'Dragon-3', 'Hydra-4', 'Ranger-5', 'Titan-6', 'Troll-7', 'Unicorn-8'] });
    let s = act(s0, { type: 'bid', value: 10 });
    expect(s.phase).toBe('play');
    expect(s.players[0].handLimit).toBe(7);
    expect(s.obligation).toBeNull();
    s = act(act(s, { type: 'skip' }), { type: 'play', card: 'Cyclops-1', creature: 'Cyclops' });
    expect(s.players[0].hand).toHaveLength(7);
  });
  it('§5 when nobody bids, the first player asked starts, free to play anything', () => {
    const s = passAuction(newGame(4, 5));
    expect(s.active).toBe(0);
    expect(s.obligation).toBeNull();
  });
  it('§5 a player must play a card and may pass only without a playable card, showing his hand', () => {
    const s0 = passAuction(newGame(3, 8));
    expect(moves(act(s0, { type: 'skip' })).some((m) => m.type === 'showHand')).toBe(false);
    const dead = ['Cyclops-1', 'Cyclops-2', 'Cyclops-3', 'Cyclops-4', 'Dragon-1', 'Dragon-2', 'Dragon-3', 'Dragon-4'];
    let s = rig(s0, { p0: dead });
    s = patch(s, { alive: CREATURES.filter((c) => c !== 'Cyclops' && c !== 'Dragon'), eliminated: [{ creature: 'Cyclops', round: 1 }, { creature: 'Dragon', round: 2 }], round: 3 });
    s = patch(s, { columns: [s.columns[0], s.columns[0], s.columns[0]] });
    s = act(s, { type: 'skip' });
    expect(moves(s)).toEqual([{ type: 'showHand' }]);
    const res = arenaGame.apply(s, { type: 'showHand', player: 'p0', stateId: s.stateId });
    expect(res.ok && res.events.find((e) => e.type === 'showHand')).toMatchObject({ cards: dead });
  });
});

describe('§6 Zugablauf', () => {
  it('§6 bet first, then the card, then discards, then the refill to eight — in that order', () => {
    let s = passAuction(newGame(3, 2));
    expect(s.turn.step).toBe('bet');
    const c = s.players[0].hand.find((x) => cardInfo(x)?.kind === 'strength') as string;
    const creature = (cardInfo(c) as { creature: (typeof CREATURES)[number] }).creature;
    expect(tryAct(s, { type: 'play', card: c, creature })).toBe('wrong-phase');
    const other = CREATURES.find((x) => x !== creature) as (typeof CREATURES)[number];
    s = act(s, { type: 'openBet', creature: other });
    expect(s.turn.step).toBe('play');
    expect(tryAct(s, { type: 'openBet', creature })).toBe('wrong-phase');
    s = act(s, { type: 'play', card: c, creature });
    expect(s.players[0].hand).toHaveLength(8);
    expect(s.players[s.active].id).toBe('p1');
  });
  it('§6 out-of-turn and stale actions are refused', () => {
    const s = passAuction(newGame(3, 2));
    expect(tryAct(s, { type: 'skip' }, 'p1')).toBe('not-your-turn');
    const res = arenaGame.apply(s, { type: 'skip', player: 'p0', stateId: s.stateId - 1 });
    expect(res.ok ? 'ok' : res.error.code).toBe('stale');
    expect(arenaGame.apply(s, { nonsense: true } as never).ok).toBe(false);
  });
});
