// Rules 7.1 through the host: a Gods of Titan trade offer is secret between its two seats, and a computer answers one
// at once. In a hot-seat game of three humans, Red offers Green a spell: what each seat actually receives — its boards'
// events and views, the hand-off screens' public events, and the log sent with the screen as the renderer splits it
// per seat — shows the offer to Red and Green only. Against two computers, Red's offer is answered before he moves on.
import { describe, expect, it } from 'vitest';
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import type { GodsView } from '../../engine/gods/view.js';
import { rebuiltLogs } from '../../renderer/lib/seat-logs.js';
import { makeHarness, prng, type Harness } from './helpers.js';

interface GodsScreen {
  readonly kind: 'view' | 'handoff';
  readonly game: string;
  readonly seat: string | null;
  readonly view?: GodsView;
  readonly legal?: readonly GodsAction[];
  readonly events: readonly GodsEvent[];
  readonly log?: readonly GodsEvent[];
}

const SEATS = ['red', 'green', 'blue'] as const;
const TRADE = new Set(['tradeOffered', 'tradeClosed']);

/** The screen the host shows now. */
async function screen(h: Harness, gameId: string): Promise<GodsScreen> {
  await h.service.settled();
  const r = await h.service.view({ gameId });
  if (!r.ok) throw new Error(r.error.message);
  return r.value as unknown as GodsScreen;
}

/** Plays the screen's seat with random legal actions other than trade (hand-offs confirmed) until `stop` holds. */
async function drive(h: Harness, gameId: string, rnd: () => number, stop: (s: GodsScreen) => boolean): Promise<GodsScreen> {
  for (let i = 0; i < 3000; i++) {
    const s = await screen(h, gameId);
    if (s.kind === 'handoff' && s.seat) {
      const ready = await h.service.handoffReady({ gameId, seat: s.seat });
      if (!ready.ok) throw new Error(ready.error.message);
      continue;
    }
    if (stop(s)) return s;
    const legal = (s.legal ?? []).filter((a) => !['offerTrade', 'withdrawTrade', 'answerTrade', 'quit'].includes(a.type));
    const action = legal[Math.floor(rnd() * legal.length)];
    if (!action || !s.seat) throw new Error('the screen has nothing to do');
    const sent = await h.service.submit({ gameId, seat: s.seat, action: action as never });
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
  }
  throw new Error('the game did not reach the wanted screen');
}

describe('rules 7.1 a trade offer through the host: only its two seats receive it', () => {
  it('Red offers Green a spell in his turn: Blue\'s boards, every hand-off screen and Blue\'s log hold nothing of it', async () => {
    const h = makeHarness();
    const r = await h.service.newGame({ game: 'gods-of-titan', setup: { players: SEATS.map((id) => ({ id, name: id.toUpperCase() })), seed: 4, towers: null }, kinds: ['human', 'human', 'human'], seed: 4 });
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    const rnd = prng(9);
    const red = await drive(h, gameId, rnd, (s) => s.seat === 'red' && s.view?.phase === 'movement');
    const spell = red.view?.players.find((p) => p.id === 'red')?.spells?.[0];
    if (!spell) throw new Error('Red holds no spell');
    const offer = { type: 'offerTrade', player: 'red', stateId: red.view?.stateId ?? 0, to: 'green', gives: { lifegems: 0, spells: [spell], characters: [], permissions: [] }, asks: { lifegems: 0, spells: [], characters: [], permissions: [] } };
    const first = h.pushes.length;
    const sent = await h.service.submit({ gameId, seat: 'red', action: offer as never });
    if (!sent.ok) throw new Error(sent.error.message);
    const green = await drive(h, gameId, rnd, (s) => s.seat === 'green');
    await drive(h, gameId, rnd, (s) => s.seat === 'blue');
    const pushes = (h.pushes.slice(first) as unknown as GodsScreen[]).filter((p) => p.game === 'gods-of-titan' && (p.kind === 'view' || p.kind === 'handoff'));

    const toRed = pushes.filter((p) => p.kind === 'view' && p.seat === 'red');
    expect(toRed.flatMap((p) => p.events).filter((e) => e.type === 'tradeOffered')).toHaveLength(1);
    expect(green.view?.offers).toEqual([expect.objectContaining({ from: 'red', to: 'green' })]); // open till the end of Green's turn
    const toBlue = pushes.filter((p) => p.kind === 'view' && p.seat === 'blue');
    expect(toBlue.length).toBeGreaterThanOrEqual(1);
    for (const p of toBlue) {
      expect(p.events.filter((e) => TRADE.has(e.type))).toEqual([]);
      expect(p.view?.offers).toEqual([]);
    }
    const handoffs = pushes.filter((p) => p.kind === 'handoff');
    expect(handoffs.length).toBeGreaterThanOrEqual(2);
    for (const p of handoffs) expect(p.events.filter((e) => e.audience !== undefined)).toEqual([]);

    const log = (await screen(h, gameId)).log ?? [];
    expect(log.filter((e) => e.type === 'tradeOffered')).toHaveLength(1); // the page gets the humans' log …
    const logs = rebuiltLogs(log, SEATS, 300); // … and keeps each seat's part
    expect(logs.red?.filter((e) => e.type === 'tradeOffered')).toHaveLength(1);
    expect(logs.green?.filter((e) => e.type === 'tradeOffered')).toHaveLength(1);
    expect(logs.blue?.filter((e) => TRADE.has(e.type))).toEqual([]);
    expect(logs['']?.filter((e) => TRADE.has(e.type))).toEqual([]);
  });
});

describe('rules 7.1 a computer answers an offer made to it at once', () => {
  it('Red (human) offers the computer Green an Ogre of his pool (worth 12) for a grade-2 spell (10) in his Movement Phase: accepted before Red acts again', async () => {
    const h = makeHarness();
    const r = await h.service.newGame({ game: 'gods-of-titan', setup: { players: SEATS.map((id) => ({ id, name: id.toUpperCase() })), seed: 4, towers: null }, kinds: ['human', 'normal', 'normal'], seed: 4 });
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    const red = await drive(h, gameId, prng(9), (s) => s.seat === 'red' && s.view?.phase === 'movement');
    const offer = { type: 'offerTrade', player: 'red', stateId: red.view?.stateId ?? 0, to: 'green', gives: { lifegems: 0, spells: [], characters: ['Ogre'], permissions: [] }, asks: { lifegems: 0, spells: ['create-hazard'], characters: [], permissions: [] } };
    const sent = await h.service.submit({ gameId, seat: 'red', action: offer as never });
    if (!sent.ok) throw new Error(sent.error.message);
    const after = await screen(h, gameId);
    expect(after.seat).toBe('red');
    expect(after.view?.offers).toEqual([]);
    expect(after.view?.players.find((p) => p.id === 'red')?.spells?.filter((x) => x === 'create-hazard')).toHaveLength(2);
    const closed = (h.pushes as unknown as GodsScreen[]).flatMap((p) => (p.kind === 'view' && p.seat === 'red' ? p.events : [])).filter((e) => e.type === 'tradeClosed');
    expect(closed).toEqual([expect.objectContaining({ from: 'red', to: 'green', how: 'accepted' })]);
  });
});
