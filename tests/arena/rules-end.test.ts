// §12–§14 of the seed: winning, the tournament, stalemates.
import { describe, expect, it } from 'vitest';
import { CREATURES, arenaGame, fullDeck, type ArenaState, type CardId, type Creature } from '../../engine/arena/index.js';
import { act, bet, countCards, moves, newGame, passAuction, patch, playOut, tryAct } from './helpers.js';

/** A hand-built table: given hands and column stacks, everything else in the discard pile (110 cards kept). */
function table(base: ArenaState, hands: CardId[][], columns: Partial<Record<Creature, CardId[]>>[], extra: Partial<ArenaState> = {}): ArenaState {
  const used = new Set([...hands.flat(), ...columns.flatMap((c) => Object.values(c).flat())]);
  const cols = columns.map((c) => Object.fromEntries(CREATURES.map((k) => [k, c[k] ?? []])) as Record<Creature, CardId[]>);
  return patch(base, {
    players: base.players.map((p, i) => ({ ...p, hand: hands[i] ?? [] })),
    deck: [],
    discard: fullDeck().filter((c) => !used.has(c)),
    columns: cols,
    round: cols.length,
    ...extra,
  });
}

const dead4 = ['Cyclops', 'Dragon', 'Unicorn', 'Warlock'] as const;
function finalRound(bets: ArenaState['bets'], lastTurns: number[] = [0, 0, 0]): ArenaState {
  const s0 = passAuction(newGame(3, 12));
  const five = [{}, {}, {}, {}, { Hydra: ['Hydra-8'], Ranger: ['Ranger-7'], Titan: ['Titan-6'] }];
  return table(s0, [['Troll-2', 'Troll-9'], ['Troll-5'], ['Troll-6']], five, {
    alive: ['Hydra', 'Ranger', 'Titan', 'Troll'],
    eliminated: dead4.map((creature, i) => ({ creature, round: i + 1 })),
    bets,
    players: s0.players.map((p, i) => ({ ...p, hand: [['Troll-2', 'Troll-9'], ['Troll-5'], ['Troll-6']][i], lastTurn: lastTurns[i] })),
  });
}

describe('§12 Spielsieg', () => {
  it('§12 after five rounds secret bets are revealed and the most surviving ducats win', () => {
    let s = finalRound([bet('p0', 'Hydra', 4), bet('p1', 'Titan', 4), bet('p1', 'Ranger', 5, { secret: true, revealed: false, card: 'Ranger-1' }), bet('p2', 'Troll', 3, { round: 2 })]);
    s = patch(s, { discard: s.discard.filter((c) => c !== 'Ranger-1') });
    expect(countCards(s)).toBe(110);
    s = act(act(s, { type: 'skip' }), { type: 'play', card: 'Troll-2', creature: 'Troll' });
    expect(s.phase).toBe('over');
    expect(s.alive).toEqual(['Hydra', 'Ranger', 'Titan']);
    expect(s.bets.every((b) => b.revealed)).toBe(true);
    expect(s.result).toEqual({ p0: 4, p1: 9, p2: 0 });
    expect(s.winner).toBe('p1');
    expect(arenaGame.playersToAct(s)).toEqual([]);
    expect(tryAct(s, { type: 'skip' }, 'p0')).toBe('game-over');
  });
  it('§12 a tie goes to the tied player who was last at the table', () => {
    let s = finalRound([bet('p0', 'Hydra', 4), bet('p1', 'Titan', 4)]);
    s = act(act(s, { type: 'skip' }), { type: 'play', card: 'Troll-2', creature: 'Troll' });
    expect(s.winner).toBe('p0');
    let t = finalRound([bet('p1', 'Hydra', 4), bet('p2', 'Titan', 4)], [0, 7, 5]);
    t = act(act(t, { type: 'skip' }), { type: 'play', card: 'Troll-2', creature: 'Troll' });
    expect(t.winner).toBe('p1');
  });
});

describe('§13 Turnier', () => {
  it('§13 a tournament is three games; the most ducats over all three wins', () => {
    const seen: number[] = [];
    const end = playOut(newGame(3, 21, true), 'normal', 5, (s) => {
      if (s.tournament && !seen.includes(s.tournament.played.length)) seen.push(s.tournament.played.length);
    });
    expect(seen).toEqual([0, 1, 2, 3]);
    const t = end.tournament;
    expect(t?.played).toHaveLength(3);
    const totals = Object.fromEntries(end.players.map((p) => [p.id, t?.played.reduce((a, g) => a + (g.ducats[p.id] ?? 0), 0)]));
    expect(end.result).toEqual(totals);
    expect(totals[end.winner as string]).toBe(Math.max(...Object.values(totals).map(Number)));
  });
});

describe('§14 Pattsituation', () => {
  const col1 = { Dragon: ['Dragon-9'], Hydra: ['Hydra-8'], Ranger: ['Ranger-7'], Titan: ['Titan-6'], Troll: ['Troll-5'], Unicorn: ['Unicorn-4'], Warlock: ['Warlock-3'] };
  function stuck(): ArenaState {
    const s0 = passAuction(newGame(3, 13));
    return table(s0, [['Hydra-5', 'Cyclops-1'], ['Cyclops-2'], ['Cyclops-3']], [col1, { Dragon: ['Dragon-1'] }], {
      alive: CREATURES.filter((c) => c !== 'Cyclops'),
      eliminated: [{ creature: 'Cyclops', round: 1 }],
    });
  }
  it('§14 when nobody can play, the first column becomes the new draw pile, everyone draws one card, then re-bid', () => {
    let s = stuck();
    expect(countCards(s)).toBe(110);
    s = act(act(s, { type: 'skip' }), { type: 'play', card: 'Hydra-5', creature: 'Hydra' });
    s = act(s, { type: 'endTurn' });
    expect(s.stalemates).toBe(1);
    expect(s.phase).toBe('bidding');
    expect(s.drawOne).toBe(true);
    expect(CREATURES.every((c) => s.columns[0][c].length === 0)).toBe(true);
    expect(s.deck).toHaveLength(7 - 3);
    expect(s.players.map((p) => p.hand.length)).toEqual([2, 2, 2]);
    expect(countCards(s)).toBe(110);
    expect(arenaGame.playersToAct(s)).toEqual(['p1']);
  });
  it('§14 after a stalemate each player draws only one card a turn', () => {
    let s = stuck();
    s = act(act(s, { type: 'skip' }), { type: 'play', card: 'Hydra-5', creature: 'Hydra' });
    s = passAuction(act(s, { type: 'endTurn' }));
    const who = s.active;
    const before = s.players[who].hand.length;
    s = act(s, { type: 'skip' });
    const play = moves(s).find((m) => m.type === 'play');
    if (play) {
      s = act(s, play);
      while (s.active === who && s.phase === 'play') s = act(s, moves(s).find((m) => m.type === 'endTurn') ?? moves(s)[0]);
      expect(s.players[who].hand.length).toBeLessThanOrEqual(before);
    }
  });
  it('§14 the round starter may offer a stalemate at the start of his turn; one refusal plays on', () => {
    const base = patch(stuck(), { roundStarter: 0, roundTurns: 4, deck: ['Spectator-1'], discard: stuck().discard.filter((c) => c !== 'Spectator-1') });
    expect(moves(base)).toContainEqual({ type: 'offerStalemate' });
    let s = act(base, { type: 'offerStalemate' });
    expect(s.phase).toBe('vote');
    expect(arenaGame.playersToAct(s)).toEqual(['p1']);
    s = act(s, { type: 'voteStalemate', accept: true });
    s = act(s, { type: 'voteStalemate', accept: false });
    expect(s.phase).toBe('play');
    expect(s.stalemates).toBe(0);
    expect(moves(s).some((m) => m.type === 'offerStalemate')).toBe(false);
    let t = act(base, { type: 'offerStalemate' });
    t = act(act(t, { type: 'voteStalemate', accept: true }), { type: 'voteStalemate', accept: true });
    expect(t.stalemates).toBe(1);
    expect(t.phase).toBe('bidding');
    expect(t.deck).toHaveLength(7 + 1 - 3);
  });
  it('§14 no stalemate offer before the table has gone round once', () => {
    const s = patch(stuck(), { roundStarter: 0, roundTurns: 1 });
    expect(moves(s).some((m) => m.type === 'offerStalemate')).toBe(false);
  });
  it('§14 a stalemate with no earlier column to reshuffle ends the game (final stalemate)', () => {
    const s0 = passAuction(newGame(3, 14));
    let s = table(s0, [['Hydra-5'], [], []], [{}]);
    s = act(act(s, { type: 'skip' }), { type: 'play', card: 'Hydra-5', creature: 'Hydra' });
    expect(s.phase).toBe('over');
    expect(s.endReason).toBe('final-stalemate');
    expect(s.alive).toHaveLength(8);
  });
});
