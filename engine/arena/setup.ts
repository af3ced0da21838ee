// §3 setup: shuffle the 102 blue-backed cards, deal eight to each player, five chips each, then the §5 auction.
import { seedRng } from '../platform/rng.js';
import { startBidding } from './bidding.js';
import { emptyColumn, fullDeck, shuffle } from './cards.js';
import type { Ctx } from './draft.js';
import type { ArenaEvent } from './events.js';
import { freshTurn } from './turn.js';
import { CREATURES, type ArenaSetup, type ArenaState } from './types.js';

/** Deals game number `gameIndex` (0-based) of a match onto the draft, keeping players, options and tournament. */
export function dealGame(ctx: Ctx, gameIndex: number): void {
  const s = ctx.s;
  const [deck, rng] = shuffle(fullDeck(), s.rng);
  s.rng = rng;
  for (const p of s.players) {
    p.hand = deck.splice(deck.length - 8, 8);
    p.setAside = [];
    p.chips = 5;
    p.handLimit = 8;
    p.lastTurn = 0;
  }
  Object.assign(s, {
    deck,
    discard: [],
    alive: [...CREATURES],
    eliminated: [],
    columns: [emptyColumn()],
    bets: [],
    chiefReferee: null,
    round: 1,
    roundTurns: 0,
    turn: { ...freshTurn(), titan: null },
    spectatorCovered: {},
    obligation: null,
    drawOne: false,
    stalemates: 0,
    vote: null,
    winner: null,
    result: null,
    endReason: null,
  });
  ctx.events.push({ type: 'gameStart', game: gameIndex + 1, players: s.players.map((p) => p.id) });
  for (const p of s.players) ctx.events.push({ type: 'dealt', player: p.id, cards: [...p.hand], audience: [p.id] });
  const first = gameIndex % s.players.length;
  s.roundStarter = first;
  s.active = first;
  startBidding(ctx, first);
}

/** Creates a game from a setup (the seed drives every shuffle and random pick). */
export function createArenaGame(setup: ArenaSetup): { state: ArenaState; events: ArenaEvent[] } {
  const base: ArenaState = {
    schema: 1,
    game: 'arena',
    options: { tournament: setup.options.tournament },
    stateId: 0,
    rng: seedRng(setup.seed),
    phase: 'bidding',
    players: setup.players.map((p) => ({ id: p.id, name: p.name, hand: [], setAside: [], chips: 5, handLimit: 8, lastTurn: 0 })),
    deck: [],
    discard: [],
    alive: [...CREATURES],
    eliminated: [],
    columns: [emptyColumn()],
    bets: [],
    chiefReferee: null,
    round: 1,
    roundStarter: 0,
    roundTurns: 0,
    active: 0,
    turnSeq: 0,
    turn: freshTurn(),
    spectatorCovered: {},
    bidding: null,
    obligation: null,
    drawOne: false,
    stalemates: 0,
    vote: null,
    tournament: setup.options.tournament ? { games: 3, played: [] } : null,
    winner: null,
    result: null,
    endReason: null,
  };
  const ctx: Ctx = { s: base as Ctx['s'], events: [] };
  dealGame(ctx, 0);
  return { state: ctx.s as ArenaState, events: ctx.events };
}
