// §7–§11 of the seed: bets, combat, spectators, referees, discarding and drawing.
import { describe, expect, it } from 'vitest';
import { CREATURES, arenaGame, type ArenaState, type Creature } from '../../engine/arena/index.js';
import { act, bet, card, moves, newGame, passAuction, patch, put, rig, tryAct } from './helpers.js';

const filler: Record<Creature, number> = { Cyclops: 5, Dragon: 6, Hydra: 7, Ranger: 8, Titan: 9, Troll: 4, Unicorn: 3, Warlock: 10 };

/** Round 1 with a card on every creature but `except` (values from `filler`). */
function almostFull(s0: ArenaState, except: Creature): ArenaState {
  let s = s0;
  for (const c of CREATURES) if (c !== except) s = put(s, { round: 1, creature: c }, [card(c, filler[c])]);
  return s;
}

describe('§7 Wetten', () => {
  it('§7 an open bet in round one is worth four ducats and uses a chip; only one bet per turn', () => {
    let s = passAuction(newGame(3, 4));
    s = act(s, { type: 'openBet', creature: 'Hydra' });
    expect(s.bets).toEqual([bet('p0', 'Hydra', 4)]);
    expect(s.players[0].chips).toBe(4);
    expect(moves(s).some((m) => m.type === 'openBet')).toBe(false);
  });
  it('§7 open bets are worth 4/3/2/1 in rounds 1–4 and impossible in round 5', () => {
    const base = passAuction(newGame(3, 4));
    for (const [round, value] of [[1, 4], [2, 3], [3, 2], [4, 1]] as const) {
      const s = act(patch(base, { round, columns: Array.from({ length: round }, () => base.columns[0]) }), { type: 'openBet', creature: 'Troll' });
      expect(s.bets[0].value).toBe(value);
    }
    const r5 = patch(base, { round: 5, columns: Array.from({ length: 5 }, () => base.columns[0]) });
    expect(moves(r5).some((m) => m.type === 'openBet')).toBe(false);
  });
  it('§7 at most one open bet per creature per round (by anyone); another round allows it again', () => {
    let s = passAuction(newGame(3, 4));
    s = act(s, { type: 'openBet', creature: 'Hydra' });
    s = act(s, moves(s).find((m) => m.type === 'play') as never);
    expect(tryAct(s, { type: 'openBet', creature: 'Hydra' })).toBe('illegal');
    expect(tryAct(patch(s, { round: 2, columns: [s.columns[0], s.columns[0]] }), { type: 'openBet', creature: 'Hydra' })).toBe('ok');
  });
  it('§7 the secret bet: round one only, once, a strength card face down, worth five, the whole turn', () => {
    let s = passAuction(rig(newGame(3, 4), { p0: ['Troll-3', 'Spectator-4'] }, [], { p0: 8 }));
    expect(tryAct(s, { type: 'secretBet', card: 'Spectator-4' })).toBe('illegal');
    s = act(s, { type: 'secretBet', card: 'Troll-3' });
    expect(s.bets).toEqual([bet('p0', 'Troll', 5, { secret: true, revealed: false, card: 'Troll-3' })]);
    expect(s.players[0].hand).toHaveLength(8);
    expect(s.players[s.active].id).toBe('p1');
    const seen = arenaGame.viewFor(s, 'p1').bets[0];
    expect(seen).toMatchObject({ player: 'p0', creature: null, card: null, revealed: false });
    expect(JSON.stringify(arenaGame.viewFor(s, 'p1'))).not.toContain('"Troll-3"');
    expect(arenaGame.viewFor(s, 'p0').bets[0].card).toBe('Troll-3');
    // once a game
    const again = patch(s, { active: 0, turn: { ...s.turn, step: 'bet' } });
    expect(moves(again).some((m) => m.type === 'secretBet')).toBe(false);
  });
  it('§7 no secret bet once a creature has died', () => {
    const s = patch(passAuction(newGame(3, 4)), { alive: CREATURES.slice(1), eliminated: [{ creature: 'Cyclops', round: 1 }], round: 2 });
    expect(moves(patch(s, { columns: [s.columns[0], s.columns[0]] })).some((m) => m.type === 'secretBet')).toBe(false);
  });
  it('§7 revealing the secret bet replaces the bet of that turn and may make the player sponsor', () => {
    let s = passAuction(newGame(3, 4));
    s = patch(s, { bets: [bet('p0', 'Ranger', 5, { secret: true, revealed: false, card: 'Ranger-0' }), bet('p1', 'Ranger', 4)] });
    s = put(s, 'discard', []);
    expect(arenaGame.viewFor(s, null).sponsors.Ranger).toBe('p1');
    s = act(s, { type: 'revealBet' });
    expect(s.turn.step).toBe('play');
    expect(arenaGame.viewFor(s, 'p2').sponsors.Ranger).toBe('p0');
    expect(arenaGame.viewFor(s, 'p2').bets[0]).toMatchObject({ creature: 'Ranger', card: 'Ranger-0', revealed: true });
  });
  it('§7 five chips, five bets: no sixth bet', () => {
    const s = patch(passAuction(newGame(3, 4)), { players: passAuction(newGame(3, 4)).players.map((p, i) => (i === 0 ? { ...p, chips: 0 } : p)) });
    expect(s.turn.step).toBe('bet');
    expect(moves(s).every((m) => m.type === 'skip' || m.type === 'revealBet')).toBe(true);
  });
});

describe('§8 Kampf', () => {
  it('§8 the round ends when every creature has a card and one is uniquely lowest: it dies, its cards are discarded', () => {
    let s = almostFull(passAuction(rig(newGame(3, 6), { p0: ['Unicorn-1'] }, [], { p0: 8 })), 'Unicorn');
    s = patch(s, { bets: [bet('p1', 'Unicorn', 4)], players: s.players.map((p, i) => (i === 1 ? { ...p, chips: 4 } : p)) });
    s = act(act(s, { type: 'skip' }), { type: 'play', card: 'Unicorn-1', creature: 'Unicorn' });
    expect(s.alive).not.toContain('Unicorn');
    expect(s.eliminated).toEqual([{ creature: 'Unicorn', round: 1 }]);
    expect(s.discard).toContain('Unicorn-1');
    expect(s.round).toBe(2);
    expect(s.players[s.active].id).toBe('p1');
    expect(s.roundStarter).toBe(1);
    expect(arenaGame.viewFor(s, null).sponsors.Unicorn).toBeUndefined();
  });
  it('§8 a tie for lowest continues the round; any creature may still get cards', () => {
    let t = almostFull(passAuction(rig(newGame(3, 6), { p0: ['Unicorn-4'], p1: ['Unicorn-8'] }, [], { p0: 8, p1: 8 })), 'Unicorn');
    t = put(t, { round: 1, creature: 'Troll' }, []);
    t = act(act(t, { type: 'skip' }), { type: 'play', card: 'Unicorn-4', creature: 'Unicorn' }); // Unicorn 4 = Troll 4
    expect(t.round).toBe(1);
    expect(t.alive).toHaveLength(8);
    t = act(act(t, { type: 'skip' }), { type: 'play', card: 'Unicorn-8', creature: 'Unicorn' });
    expect(t.eliminated).toEqual([{ creature: 'Troll', round: 1 }]);
  });
});

describe('§9 Zuschauer', () => {
  it('§9 a spectator is a joker for any creature', () => {
    const s = act(passAuction(rig(newGame(3, 6), { p0: ['Spectator-7'] }, [], { p0: 8 })), { type: 'skip' });
    const specs = moves(s).filter((m) => m.type === 'play' && m.card === 'Spectator-7');
    expect(specs.map((m) => (m.type === 'play' ? m.creature : null))).toEqual([...CREATURES]);
  });
  it('§9 covering a spectator gives no ability in that turn; the ability returns the turn after', () => {
    let s = passAuction(rig(newGame(3, 6), { p0: ['Ranger-2', 'Ranger-6'] }, [], { p0: 8 }));
    s = put(s, { round: 1, creature: 'Ranger' }, ['Spectator-0']);
    s = patch(s, { bets: [bet('p0', 'Ranger', 4)] });
    expect(arenaGame.viewFor(s, null).blocked.Ranger).toBe(true);
    s = act(act(s, { type: 'skip' }), { type: 'play', card: 'Ranger-2', creature: 'Ranger' });
    expect(s.players[s.active].id).toBe('p1'); // no ability step
    s = act(act(s, { type: 'skip' }), moves(act(s, { type: 'skip' })).find((m) => m.type === 'play' && m.creature !== 'Ranger') as never);
    s = act(act(s, { type: 'skip' }), moves(act(s, { type: 'skip' })).find((m) => m.type === 'play' && m.creature !== 'Ranger') as never);
    s = act(act(s, { type: 'skip' }), { type: 'play', card: 'Ranger-6', creature: 'Ranger' });
    expect(s.turn.step).toBe('ability');
    expect(moves(s)).toContainEqual({ type: 'ranger' });
  });
});

describe('§10 Schiedsrichter', () => {
  it('§10 an ordinary referee takes any visible strength card (not spectators, not covered cards), is discarded and is the whole turn', () => {
    let s = passAuction(rig(newGame(3, 6), { p0: ['Referee-1'] }, [], { p0: 8 }));
    s = put(s, { round: 1, creature: 'Titan' }, ['Titan-2', 'Titan-9']);
    s = put(s, { round: 1, creature: 'Troll' }, ['Spectator-5']);
    s = act(s, { type: 'skip' });
    const takes = moves(s).filter((m) => m.type === 'referee').map((m) => (m.type === 'referee' ? m.take : ''));
    expect(takes).toContain('Titan-9');
    expect(takes).not.toContain('Titan-2');
    expect(takes).not.toContain('Spectator-5');
    s = act(s, { type: 'referee', card: 'Referee-1', take: 'Titan-9' });
    expect(s.players[0].hand).toContain('Titan-9');
    expect(s.discard.at(-1)).toBe('Referee-1');
    expect(s.columns[0].Titan).toEqual(['Titan-2']);
    expect(s.players[s.active].id).toBe('p1');
  });
  it('§10 the chief referee forces all secret bets on the chosen creature face up; the sponsor changes at once', () => {
    let s = passAuction(rig(newGame(3, 6), { p0: ['ChiefReferee'] }, [], { p0: 8 }));
    s = patch(s, {
      bets: [bet('p1', 'Warlock', 5, { secret: true, revealed: false, card: 'Warlock-1' }), bet('p2', 'Warlock', 4), bet('p2', 'Dragon', 5, { secret: true, revealed: false, card: 'Dragon-1' })],
    });
    s = act(act(s, { type: 'skip' }), { type: 'chiefReferee', card: 'ChiefReferee', creature: 'Warlock' });
    expect(s.bets[0].revealed).toBe(true);
    expect(s.bets[2].revealed).toBe(false);
    expect(s.chiefReferee).toEqual({ player: 'p0', creature: 'Warlock' });
    expect(arenaGame.viewFor(s, 'p0').sponsors.Warlock).toBe('p1');
  });
});

describe('§11 Abwerfen und Nachziehen', () => {
  const deadHand = ['Cyclops-1', 'Cyclops-2', 'Cyclops-3', 'Cyclops-4', 'Hydra-5'];
  function withDeadCyclops(): ArenaState {
    let s = passAuction(rig(newGame(3, 9), { p0: deadHand }, [], { p0: 8 }));
    s = patch(s, { alive: CREATURES.filter((c) => c !== 'Cyclops'), eliminated: [{ creature: 'Cyclops', round: 1 }], round: 2 });
    return patch(s, { columns: [s.columns[0], s.columns[0]] });
  }
  it('§11 up to three cards of dead creatures may be discarded face up, no more, none of living ones', () => {
    let s = withDeadCyclops();
    s = act(act(s, { type: 'skip' }), { type: 'play', card: 'Hydra-5', creature: 'Hydra' });
    expect(s.turn.step).toBe('discard');
    expect(moves(s).some((m) => m.type === 'discard' && m.card === 'Hydra-5')).toBe(false);
    s = act(s, { type: 'discard', card: 'Cyclops-1' });
    s = act(s, { type: 'discard', card: 'Cyclops-2' });
    s = act(s, { type: 'discard', card: 'Cyclops-3' });
    expect(s.players[s.active].id).toBe('p1'); // the fourth is impossible: the turn ended by itself
    expect(s.players[0].hand).toHaveLength(8);
    expect(s.players[0].hand).toContain('Cyclops-4');
  });
  it('§11 a hand of eight or more draws nothing; an empty draw pile draws nothing', () => {
    let s = withDeadCyclops();
    s = patch(s, { players: s.players.map((p, i) => (i === 0 ? { ...p, hand: [...p.hand, 'Spectator-1', 'Spectator-2'] } : p)), deck: s.deck.filter((c) => c !== 'Spectator-1' && c !== 'Spectator-2') });
    s = act(act(s, { type: 'skip' }), { type: 'play', card: 'Hydra-5', creature: 'Hydra' });
    s = act(s, { type: 'endTurn' });
    expect(s.players[0].hand).toHaveLength(9);
    let e = withDeadCyclops();
    e = patch(e, { deck: [], discard: [...e.discard, ...e.deck] });
    e = act(act(e, { type: 'skip' }), { type: 'play', card: 'Hydra-5', creature: 'Hydra' });
    e = act(e, { type: 'endTurn' });
    expect(e.players[0].hand).toHaveLength(7);
  });
});
