// Rules 7, trade (docs/rules-notes-gods-game.md "7, trade"): offers of Lifegems, spells, pool characters and
// permissions between two seats at any time, answered by the other seat; secret between the two; never stalling the
// game; 7.3's goods that never change hands.
import { describe, expect, it } from 'vitest';
import type { GodsMove } from '../../engine/gods/actions.js';
import { godsHints } from '../../engine/gods/hints.js';
import { godsActors, godsActorsSeen, godsLegalActions } from '../../engine/gods/legal.js';
import { applyGods } from '../../engine/gods/reducer.js';
import { godsActionSchema } from '../../engine/gods/schema.js';
import { permits, type GodsSeat, type GodsState, type GodsTradeGoods } from '../../engine/gods/state.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { engaged } from './game-battle-helpers.js';
import { act, edit, expectSound, legal, refusal, started, step } from './game-helpers.js';

const NONE: GodsTradeGoods = { lifegems: 0, spells: [], characters: [], permissions: [] };
const goods = (g: Partial<GodsTradeGoods>): GodsTradeGoods => ({ ...NONE, ...g });
const offer = (to: GodsSeat, gives: Partial<GodsTradeGoods>, asks: Partial<GodsTradeGoods> = {}): GodsMove => ({ type: 'offerTrade', to, gives: goods(gives), asks: goods(asks) });
const player = (s: GodsState, seat: GodsSeat): GodsState['players'][number] => {
  const found = s.players.find((p) => p.id === seat);
  if (!found) throw new Error(`no seat ${seat}`);
  return found;
};

/** Round 1, red moving; green and blue hold Lifegems. */
function position(players: 3 | 4 = 3): GodsState {
  return edit(started(players), (d) => {
    for (const p of d.players) p.lifegems = 40;
  });
}

describe('rules 7.1 trade at any time, answered by the other seat', () => {
  it('rules 7.1 a seat out of turn offers another Lifegems, a spell and a pool character for a spell; on acceptance both hand over at once', () => {
    const s = position();
    const [spell] = player(s, 'green').spells;
    const theirs = player(s, 'blue').spells[3] ?? '';
    const ogres = player(s, 'green').pool.Ogre ?? 0;
    expect(ogres).toBeGreaterThan(0);
    const offered = act(s, 'green', offer('blue', { lifegems: 15, spells: [spell ?? ''], characters: ['Ogre'] }, { spells: [theirs] }));
    expect(offered.offers).toHaveLength(1);
    const done = act(offered, 'blue', { type: 'answerTrade', from: 'green', accept: true });
    expect(player(done, 'green').lifegems).toBe(25);
    expect(player(done, 'blue').lifegems).toBe(55);
    expect(player(done, 'green').pool.Ogre).toBe(ogres - 1);
    expect(player(done, 'blue').pool.Ogre).toBe((player(s, 'blue').pool.Ogre ?? 0) + 1);
    expect(player(done, 'green').spells).toContain(theirs);
    expect(player(done, 'blue').spells.filter((x) => x === spell)).toHaveLength(2); // a second counter of that spell
    expect(player(done, 'blue').spells).not.toContain(theirs);
    expect(done.offers).toBeUndefined();
    expectSound(done);
  });

  it('rules 7.1 during a battle: the defender offers the attacker, who accepts, and the battle goes on', () => {
    const { s } = engaged(['Ogre', 'Ogre'], ['Centaur', 'Centaur']);
    expect(s.engagement?.battle).not.toBeNull();
    const rich = edit(s, (d) => {
      for (const p of d.players) p.lifegems = 30;
    });
    const offered = act(rich, 'green', offer('red', { lifegems: 30 }));
    expect(godsActors(offered)).toEqual([...new Set([...godsActors(rich), 'red'])]);
    const done = act(offered, 'red', { type: 'answerTrade', from: 'green', accept: true });
    expect(player(done, 'red').lifegems).toBe(60);
    expect(done.engagement?.battle).toEqual(rich.engagement?.battle);
  });

  it('rules 7.1 an open offer never stalls the game: the seat it is made to may answer it at once, whoever\'s turn, and answering is optional', () => {
    const s = position();
    const offered = act(s, 'red', offer('green', { lifegems: 10 }));
    expect(godsActors(offered)).toEqual(['red', 'green']);
    expect(legal(offered, 'green')).toEqual([{ type: 'answerTrade', from: 'red', accept: true }, { type: 'answerTrade', from: 'red', accept: false }]);
    const outOfTurn = act(s, 'green', offer('blue', { lifegems: 10 }));
    expect(godsActors(outOfTurn)).toEqual(['red', 'blue']);
    // the offer is secret between its two parties: only they are shown that its receiver may act
    expect([godsActorsSeen(outOfTurn, 'green'), godsActorsSeen(outOfTurn, 'blue')]).toEqual([['red', 'blue'], ['red', 'blue']]);
    expect([godsActorsSeen(outOfTurn, 'red'), godsActorsSeen(outOfTurn, null)]).toEqual([['red'], ['red']]);
    expect(legal(outOfTurn, 'green')).toEqual([]); // the offerer withdraws it in his own turn, or through the Trade window
    expect(legal(offered, 'red').some((m) => m.type === 'endMovement' || m.type === 'move')).toBe(true);
    const move = legal(offered, 'red').find((m) => m.type === 'move');
    expect(act(offered, 'red', move ?? { type: 'endMovement' }).offers).toHaveLength(1);
    expect(godsActors(act(offered, 'green', { type: 'answerTrade', from: 'red', accept: false }))).toEqual(['red']);
  });

  it('rules 7.1 one open offer per pair of seats, withdrawn by the offerer or rejected by the other', () => {
    const s = act(position(), 'red', offer('green', { lifegems: 10 }));
    expect(refusal(s, 'red', offer('green', { lifegems: 5 }))).toBe('illegal');
    expect(refusal(s, 'green', offer('red', { lifegems: 5 }))).toBe('illegal');
    expect(refusal(s, 'red', offer('blue', { lifegems: 5 }))).toBe('ok');
    expect(refusal(s, 'green', { type: 'withdrawTrade', to: 'red' })).toBe('illegal');
    expect(act(s, 'red', { type: 'withdrawTrade', to: 'green' }).offers).toBeUndefined();
    const rejected = step(s, 'green', { type: 'answerTrade', from: 'red', accept: false });
    expect(rejected.state.offers).toBeUndefined();
    expect(player(rejected.state, 'red').lifegems).toBe(40);
    expect(rejected.events).toContainEqual({ type: 'tradeClosed', from: 'red', to: 'green', how: 'rejected', audience: ['red', 'green'] });
  });

  it('rules 7.1 an unanswered offer lapses at the end of the receiver\'s turn (he had his turn to answer)', () => {
    let s = act(position(), 'green', offer('red', { lifegems: 10 }));
    s = act(s, 'red', offer('blue', { lifegems: 10 }));
    s = edit(s, (d) => {
      d.phase = 'mustering';
    });
    const ended = step(s, 'red', { type: 'endTurn' });
    expect(ended.state.offers).toEqual([{ from: 'red', to: 'blue', gives: goods({ lifegems: 10 }), asks: NONE }]);
    expect(ended.events).toContainEqual({ type: 'tradeClosed', from: 'green', to: 'red', how: 'lapsed', audience: ['green', 'red'] });
  });

  it('rules 7.1 an offer lapses when its offerer no longer holds what it gives, after whatever action', () => {
    const s = act(position(), 'red', offer('green', { lifegems: 30 }));
    const spent = edit(s, (d) => {
      const red = d.players.find((p) => p.id === 'red');
      if (red) red.lifegems = 10;
    });
    const next = step(spent, 'red', { type: 'uncoverTitan' });
    expect(next.state.offers).toBeUndefined();
    expect(next.events).toContainEqual({ type: 'tradeClosed', from: 'red', to: 'green', how: 'lapsed', audience: ['red', 'green'] });
    expect(act(s, 'red', { type: 'uncoverTitan' }).offers).toHaveLength(1);
  });

  it('rules 7.1 an acceptance the sides can no longer carry out is refused with a typed error and nothing changes', () => {
    const s = act(position(), 'green', offer('red', { lifegems: 30 }, { lifegems: 40 }));
    expect(legal(s, 'red')).toContainEqual({ type: 'answerTrade', from: 'green', accept: true });
    const poorer = edit(s, (d) => {
      const red = d.players.find((p) => p.id === 'red');
      if (red) red.lifegems = 39;
    });
    const r = applyGods(poorer, { type: 'answerTrade', from: 'green', accept: true, player: 'red', stateId: poorer.stateId });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'illegal', message: expect.stringContaining('39 Lifegems') });
    expect(legal(poorer, 'red')).not.toContainEqual({ type: 'answerTrade', from: 'green', accept: true });
    expect(legal(poorer, 'red')).toContainEqual({ type: 'answerTrade', from: 'green', accept: false });
  });

  it('rules 7.1 secretly: the offer and its answer are seen by the two parties only, in events and in views', () => {
    const s = position(4);
    const offered = step(s, 'red', offer('green', { characters: ['Ogre'] }, { lifegems: 12 }));
    expect(offered.events).toEqual([{ type: 'tradeOffered', from: 'red', to: 'green', gives: goods({ characters: ['Ogre'] }), asks: goods({ lifegems: 12 }), audience: ['red', 'green'] }]);
    for (const seat of ['red', 'green'] as const) expect(godsViewFor(offered.state, seat).offers).toHaveLength(1);
    for (const viewer of ['blue', 'black', null] as const) {
      const text = JSON.stringify(godsViewFor(offered.state, viewer));
      expect(text).not.toContain('"gives"');
      expect(godsViewFor(offered.state, viewer).offers).toEqual([]);
    }
    const done = step(offered.state, 'green', { type: 'answerTrade', from: 'red', accept: true });
    expect(done.events.every((e) => e.audience !== undefined && !e.audience.includes('blue') && !e.audience.includes('black'))).toBe(true);
  });
});

describe('rules 7.2 what may be traded', () => {
  it('rules 7.2 a permission to pass as trade goods: the Darklord grants hiding for Lifegems, and may still withdraw it (never binding)', () => {
    const s = act(position(4), 'red', offer('black', { lifegems: 20 }, { permissions: ['hiding'] }));
    const done = step(s, 'black', { type: 'answerTrade', from: 'red', accept: true });
    expect(permits(done.state, 'black', 'red', 'hiding')).toBe(true);
    expect(done.events).toContainEqual({ type: 'permission', by: 'black', to: 'red', kind: 'hiding', granted: true });
    expect(player(done.state, 'black').lifegems).toBe(60);
    const broken = act(done.state, 'black', { type: 'permit', to: 'red', kind: 'hiding', granted: false });
    expect(permits(broken, 'black', 'red', 'hiding')).toBe(false);
    expect(refusal(position(4), 'red', offer('green', {}, { permissions: ['hiding'] }))).toBe('illegal');
  });

  it('rules 7.2 the Trade window is handed what each side may hold: own holdings to give, the other\'s public Lifegems and any tradeable name to ask', () => {
    const s = position(4);
    const hints = godsHints(godsViewFor(s, 'red'));
    expect(hints.mayQuit).toBe(true);
    const black = hints.trade.find((t) => t.seat === 'black');
    expect(black?.give.permissions).toEqual(['darktower']);
    expect(black?.ask.permissions).toEqual(['hiding']);
    expect(black?.give.characters.map((c) => c.name)).not.toContain('Golem');
    expect(black?.ask.lifegems).toBe(40);
    expect(black?.give.spells.reduce((n, x) => n + x.count, 0)).toBe(16);
    expect(hints.trade.find((t) => t.seat === 'green')?.ask.characters.map((c) => c.name)).not.toContain('Angel');
    expect(godsHints(godsViewFor(s, 'green')).mayQuit).toBe(false);
    expect(godsHints(godsViewFor(act(s, 'red', offer('blue', { lifegems: 1 })), 'red')).trade.find((t) => t.seat === 'blue')?.mayOffer).toBe(false);
  });

  it('rules 7.2 every trade move the legal actions list applies, and the list stays small (simple offers in the Mover\'s Mustering Phase)', () => {
    const mustering = (x: GodsState): GodsState => edit(x, (d) => {
      d.phase = 'mustering';
    });
    const trades = (x: GodsState) => godsLegalActions(x, 'red').filter((a) => ['offerTrade', 'withdrawTrade', 'answerTrade'].includes(a.type));
    let s = act(position(4), 'black', offer('red', { lifegems: 5 }));
    expect(trades(s).map((a) => a.type)).toEqual(['answerTrade', 'answerTrade']); // no offers listed in movement
    s = mustering(act(s, 'red', offer('blue', { lifegems: 5 })));
    expect(trades(s).map((a) => a.type).sort()).toEqual(['answerTrade', 'answerTrade', 'withdrawTrade']); // his offer is open
    for (const a of trades(s)) expect(applyGods(s, a).ok, JSON.stringify(a)).toBe(true);
    const free = mustering(act(s, 'red', { type: 'withdrawTrade', to: 'blue' }));
    const simple = trades(free).filter((a) => a.type === 'offerTrade');
    expect(simple).toHaveLength(1);
    expect(simple[0]).toMatchObject({ to: 'green', asks: goods({ lifegems: 10 }) }); // the next seat, for 10 Lifegems
    expect(simple[0]?.type === 'offerTrade' && simple[0].gives.characters).toHaveLength(1); // round 1: a pool character
    for (const a of trades(free)) expect(applyGods(free, a).ok, JSON.stringify(a)).toBe(true);
  });
});

describe('rules 7.3 what may never be traded', () => {
  it('rules 7.3 no Masters, no Lords, nothing from a legion, only Lifegems in play; an Elemental never to or from the Darklord', () => {
    const s = position(4);
    expect(refusal(s, 'red', offer('green', { characters: ['Phantom'] }))).toBe('illegal');
    expect(refusal(s, 'red', offer('green', { characters: ['Angel'] }))).toBe('illegal');
    expect(refusal(s, 'red', offer('green', {}, { characters: ['Archangel'] }))).toBe('illegal');
    expect(refusal(s, 'red', offer('green', { characters: ['Titan'] }))).toBe('illegal');
    const inLegionOnly = s.legions.filter((l) => l.owner === 'red').flatMap((l) => l.pieces.map((p) => p.name)).filter((n) => n === 'Gargoyle' || n === 'Centaur' || n === 'Ogre');
    const pooled = Object.keys(player(s, 'red').pool).filter((n) => (player(s, 'red').pool[n] ?? 0) > 0 && ['Gargoyle', 'Centaur', 'Ogre'].includes(n));
    expect(inLegionOnly.length).toBeGreaterThan(0);
    expect(pooled.length).toBeGreaterThan(0);
    const drained = edit(s, (d) => {
      const red = d.players.find((p) => p.id === 'red');
      if (red) for (const n of [...inLegionOnly, ...pooled]) red.pool[n] = 0;
    });
    for (const n of inLegionOnly) expect(refusal(drained, 'red', offer('green', { characters: [n] }))).toBe('illegal'); // in a legion, not the pool
    for (const n of pooled) expect(refusal(s, 'red', offer('green', { characters: [n] }))).toBe('ok');
    expect(refusal(s, 'red', offer('green', { lifegems: 41 }))).toBe('illegal');
    expect(refusal(s, 'red', offer('black', {}, { characters: ['Golem'] }))).toBe('illegal');
    expect(refusal(s, 'red', offer('green', {}))).toBe('illegal');
  });

  it('rules 16.5 Executer (DE "nur der Executer seiner Farbe"), 7.3: a seat\'s Executer is never traded, given or asked', () => {
    const s = position(4);
    expect(player(s, 'red').pool.Executer).toBe(1);
    expect(refusal(s, 'red', offer('green', { characters: ['Executer'] }))).toBe('illegal');
    expect(refusal(s, 'red', offer('green', {}, { characters: ['Executer'] }))).toBe('illegal');
  });

  it('rules 7.3 no score, Experience Points or legion markers: an offer naming them is not even read', () => {
    const base = { type: 'offerTrade', to: 'green', player: 'red', stateId: 0, asks: NONE };
    expect(godsActionSchema.safeParse({ ...base, gives: NONE }).success).toBe(true);
    for (const extra of [{ score: 10 }, { ep: 5 }, { markers: ['red-1'] }]) {
      expect(godsActionSchema.safeParse({ ...base, gives: { ...NONE, ...extra } }).success).toBe(false);
    }
  });
});
