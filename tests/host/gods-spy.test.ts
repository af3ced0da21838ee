// Rules 23.3–23.5, A49 through the host: a black legion ends its move on a Titan-player's legion, and the Darklord
// decides whether to spy. What each seat's page actually receives over the network must not tell him whether that
// legion holds the covered Titan: its player alone is offered to uncover it (23.4), and nobody is told he may. The same
// position is opened from a save twice, once with green's Titan in the legion and once without, with the Darklord and
// green at remote pages and a spectator link; the Darklord's and the spectator's pages must be the same in both.
import { afterEach, describe, expect, it } from 'vitest';
import type { GodsAction } from '../../engine/gods/actions.js';
import { GODS_SEATS, type GodsState } from '../../engine/gods/state.js';
import type { GodsView } from '../../engine/gods/view.js';
import { godsModule } from '../../games/gods.js';
import { encodeGame } from '../../host/save-codec.js';
import { beside, onto } from '../gods/darklord-positions.js';
import { act } from '../gods/game-helpers.js';
import { makeLanHarness, remote, type LanHarness } from './lan-helpers.js';

interface Page {
  readonly seat: string | null;
  readonly view: GodsView;
  readonly legal: readonly GodsAction[];
  readonly toAct: readonly string[];
  readonly hints: unknown;
}

let harness: LanHarness | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

/** The save of a position: the black legion just moved onto green's `names` (the log empty, the position its base). */
function saveOf(names: string[], kinds: readonly string[]): string {
  const { state: before, black } = beside(names);
  const state: GodsState = act(before, 'black', onto(black));
  const setup = { players: GODS_SEATS.map((id) => ({ id, name: id.toUpperCase() })), seed: 1, towers: null };
  const meta = { gameId: 'a49', title: 'A49', kinds: kinds as never, createdAt: '2026-11-28T00:00:00.000Z' };
  return encodeGame(godsModule, meta, { setup, actions: [], base: { index: 0, state }, state, updatedAt: '2026-11-28T00:00:00.000Z', app: 'test' });
}

/** Opens the save with the human seats of black and green at remote pages, and returns what each page (and a
 * spectator's) is shown. */
async function pages(names: string[], kinds: readonly string[]): Promise<{ pages: Map<string | null, Page>; h: LanHarness; gameId: string }> {
  const h = makeLanHarness({ burst: 1e9, perSecond: 1e9 });
  harness = h;
  const opened = await h.service.openSave({ source: { kind: 'text', name: 'a49.titan', text: saveOf(names, kinds) } });
  if (!opened.ok) throw new Error(opened.error.message);
  const gameId = opened.value.gameId;
  await h.service.settled();
  const started = await h.hub.lanStart({ gameId, seats: ['black', 'green'].filter((seat) => kinds[GODS_SEATS.indexOf(seat as never)] === 'human'), spectator: true });
  if (!started.ok) throw new Error(started.error.message);
  const secrets = new Map<string | null, string>();
  for (const s of started.value.seats) secrets.set(s.seat, new URL(s.link).searchParams.get('seat') ?? '');
  secrets.set(null, new URL(started.value.spectator ?? '').searchParams.get('seat') ?? '');
  const out = new Map<string | null, Page>();
  for (const [seat, secret] of secrets) {
    const r = await remote(`http://127.0.0.1:${started.value.port}`, secret, 'view', { gameId });
    if (!r.result?.ok) throw new Error(JSON.stringify(r.result));
    out.set(seat, r.result.value as Page);
  }
  return { pages: out, h, gameId };
}

/** A page as compared between the two positions. */
const seen = (p: Page | undefined) => ({ seat: p?.seat, view: p?.view, legal: p?.legal, toAct: p?.toAct, hints: p?.hints });

describe('rules 23.4, A49 through the host: who may act tells the Darklord nothing', () => {
  it('the Darklord\'s and the spectator\'s pages are the same whether the legion he moved onto holds green\'s covered Titan or not; green alone is offered to uncover it', { timeout: 60_000 }, async () => {
    const humans = GODS_SEATS.map(() => 'human');
    const titan = await pages(['Titan', 'Ogre'], humans);
    await titan.h.close();
    const plain = await pages(['Troll', 'Ogre'], humans);
    for (const seat of ['black', null]) expect(seen(titan.pages.get(seat))).toEqual(seen(plain.pages.get(seat)));
    expect(titan.pages.get('black')?.toAct).toEqual(['black']);
    expect(titan.pages.get('black')?.legal.some((a) => a.type === 'spy')).toBe(true);
    expect(titan.pages.get('green')?.toAct).toEqual(['black', 'green']);
    expect(titan.pages.get('green')?.legal.map((a) => a.type)).toEqual(['uncoverTitan']);
    expect(plain.pages.get('green')?.toAct).toEqual(['black']);
    expect(plain.pages.get('green')?.legal).toEqual([]);
  });

  it('a computer green is not asked: the game does not wait for the choice, no page hears that green thinks, and nothing is played for him', { timeout: 60_000 }, async () => {
    const kinds = GODS_SEATS.map((id) => (id === 'green' ? 'normal' : 'human'));
    const { h, gameId, pages: shown } = await pages(['Titan', 'Ogre'], kinds);
    await h.service.settled();
    const session = h.service.remoteAccess(gameId)?.session;
    expect(session?.stateId).toBe(shown.get('black')?.view.stateId);
    expect(session?.agentToAct()).toBeNull();
    expect(h.pushes.filter((p) => p.kind === 'thinking')).toEqual([]);
    expect(h.pushes.filter((p) => p.kind === 'error')).toEqual([]);
  });
});
