// Properties over seeds (fast-check): random legal games end, all 110 cards stay accounted for, no view ever shows
// a hidden card, replays are deterministic, and every legal action fits the save schema.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arenaGame, type ArenaAction, type ArenaState, type CardId, type Creature } from '../../engine/arena/index.js';
import { randomAgent } from '../../engine/arena/ai/random.js';
import { seedRng } from '../../engine/platform/rng.js';
import { countCards, newGame } from './helpers.js';

/** Card ids a viewer must not see: other hands and set-aside cards, others' face-down bets, the deck, covered and buried cards. */
function hiddenFrom(s: ArenaState, viewer: string | null): Set<CardId> {
  const out = new Set<CardId>(s.deck);
  for (const p of s.players) if (p.id !== viewer) for (const c of [...p.hand, ...p.setAside]) out.add(c);
  for (const b of s.bets) if (b.card && !b.revealed && b.player !== viewer) out.add(b.card);
  for (const col of s.columns) for (const c of Object.keys(col) as Creature[]) for (const x of col[c].slice(0, -1)) out.add(x);
  for (const x of s.discard.slice(0, -1)) out.add(x);
  if (s.turn.titan && s.players[s.active].id !== viewer) for (const x of s.turn.titan.cards) out.add(x);
  return out;
}

const CARD_TOKEN = /"((?:Cyclops|Dragon|Hydra|Ranger|Titan|Troll|Unicorn|Warlock|Spectator|Referee)-\d+|ChiefReferee)"/g;

function cardsIn(json: string): Set<string> {
  return new Set([...json.matchAll(CARD_TOKEN)].map((m) => m[1]));
}

/** Plays a random legal game, checking invariants at every step; the action log and final state. */
function randomGame(seed: number, n: number, check: (s: ArenaState) => void): { log: ArenaAction[]; end: ArenaState } {
  const players = Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
  let s = arenaGame.createGame({ players, seed, options: { tournament: false } }).state;
  let rng = seedRng(seed ^ 0x5bd1e995);
  const log: ArenaAction[] = [];
  for (let i = 0; i < 20_000 && arenaGame.playersToAct(s).length; i++) {
    check(s);
    const who = arenaGame.playersToAct(s)[0];
    const legal = arenaGame.legalActions(s, who);
    const r = randomAgent(legal, rng);
    rng = r.rng;
    const res = arenaGame.apply(s, r.action);
    if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
    log.push(r.action);
    s = res.state;
  }
  check(s);
  return { log, end: s };
}

describe('properties', () => {
  it('random legal games always end, conserve 110 cards and never show a hidden card in any view', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 5 }), (seed, n) => {
        const { end } = randomGame(seed, n, (s) => {
          expect(countCards(s)).toBe(110);
          for (const viewer of [...s.players.map((p) => p.id), null]) {
            const seen = cardsIn(JSON.stringify(arenaGame.viewFor(s, viewer)));
            for (const c of hiddenFrom(s, viewer)) if (seen.has(c)) throw new Error(`${viewer} sees hidden ${c} at ${s.stateId}`);
          }
          expect(JSON.stringify(arenaGame.viewFor(s, 'p0'))).not.toContain('rng');
        });
        expect(end.phase).toBe('over');
        expect(end.winner).not.toBeNull();
      }),
      { numRuns: 40 },
    );
  });

  it('the same seed and the same actions give the same state; the state survives JSON', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 5 }), (seed, n) => {
        const { log, end } = randomGame(seed, n, () => undefined);
        const players = Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
        let s = arenaGame.createGame({ players, seed, options: { tournament: false } }).state;
        for (const a of log) {
          const res = arenaGame.apply(JSON.parse(JSON.stringify(s)) as ArenaState, JSON.parse(JSON.stringify(a)) as ArenaAction);
          if (!res.ok) throw new Error(res.error.message);
          s = res.state;
        }
        expect(s).toEqual(end);
        expect(JSON.parse(JSON.stringify(end))).toEqual(end);
      }),
      { numRuns: 15 },
    );
  });

  it('every legal action fits the action schema and the setup fits the setup schema', () => {
    const setup = { players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], seed: 3, options: { tournament: true } };
    expect(arenaGame.setupSchema.safeParse(setup).success).toBe(true);
    expect(arenaGame.setupSchema.safeParse({ ...setup, players: [setup.players[0], setup.players[0]] }).success).toBe(false);
    expect(arenaGame.setupSchema.safeParse({ ...setup, players: [setup.players[0]] }).success).toBe(false);
    randomGame(77, 4, (s) => {
      for (const who of arenaGame.playersToAct(s)) {
        for (const a of arenaGame.legalActions(s, who)) expect(arenaGame.actionSchema.safeParse(a).success).toBe(true);
      }
    });
    expect(arenaGame.actionSchema.safeParse({ type: 'play', player: 'a', stateId: 0 }).success).toBe(false);
  });

  it('every legal action is accepted by apply', () => {
    randomGame(91, 3, (s) => {
      if (s.stateId % 7) return;
      for (const who of arenaGame.playersToAct(s)) for (const a of arenaGame.legalActions(s, who)) expect(arenaGame.apply(s, a).ok).toBe(true);
    });
  });

  it('a new game hides every hand from the others and the deck from all', () => {
    const s = newGame(5, 8);
    const json = JSON.stringify(arenaGame.viewFor(s, 'p2'));
    for (const c of [...s.deck, ...s.players[0].hand]) expect(json).not.toContain(`"${c}"`);
    for (const c of s.players[2].hand) expect(json).toContain(`"${c}"`);
  });
});
