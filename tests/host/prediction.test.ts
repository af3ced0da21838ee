// Split prediction reaches the screen through the host (issue 23): each board of a TITAN seat carries what that seat
// concludes from the events of the game it may see — the engine's prediction of them, whatever the host's cache did
// (boards pushed one after another, a game continued in a new host) — and a game without a prediction sends none.
import { describe, expect, it } from 'vitest';
import { sees } from '../../engine/platform/module.js';
import type { GameEvent } from '../../engine/titan/events.js';
import { observePrediction, startPrediction } from '../../engine/titan/prediction/observe.js';
import { showPrediction } from '../../engine/titan/prediction/show.js';
import type { NewGameRequest, TitanViewPush, ViewPush } from '../../host/contract.js';
import { driveHumans, makeHarness, prng, setup, type Harness } from './helpers.js';

/** A two-human game of the "revealed" information mode. */
function revealedGame(): NewGameRequest {
  const r = setup(['human', 'human'], 4321);
  const s = r.setup as { options: object };
  return { ...r, setup: { ...s, options: { ...s.options, infoMode: 'revealed' } } };
}

/** The board a game's screen shows now (a pending hand-off confirmed), with its log. */
async function board(h: Harness, gameId: string): Promise<ViewPush> {
  await h.service.settled();
  const v = await h.service.view({ gameId });
  if (!v.ok) throw new Error(v.error.message);
  if (v.value.kind === 'view') return v.value;
  const r = await h.service.handoffReady({ gameId, seat: v.value.seat });
  if (!r.ok) throw new Error(r.error.message);
  return board(h, gameId);
}

/** The board of a TITAN game. */
async function screen(h: Harness, gameId: string): Promise<TitanViewPush> {
  const v = await board(h, gameId);
  if (v.game !== 'titan') throw new Error('no TITAN board');
  return v;
}

/** The engine's prediction for the board's seat from the game's whole log. */
function expected(board: TitanViewPush): unknown {
  const seat = board.seat as string;
  const seen = (board.log ?? []).filter((e: GameEvent) => sees(seat, e));
  return showPrediction(observePrediction(startPrediction(seat, board.view.variant), seen), board.view);
}

describe('split prediction through the host', () => {
  it('every board of a seat carries its prediction, the same after a Continue in a new host', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(revealedGame());
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    let checked = 0;
    let withCertain = 0;
    for (const round of [2, 3, 4, 5]) {
      const board = await driveHumans(h, gameId, prng(round), (p) => p.view.round >= round, 4000);
      const now = await screen(h, board.gameId);
      expect(now.prediction).toEqual(expected(now));
      expect(Object.keys(now.prediction ?? {}).length).toBeGreaterThan(0);
      withCertain += Object.values(now.prediction ?? {}).filter((g) => g.certain.length > 0 || g.maybe !== null).length;
      checked++;
    }
    expect(checked).toBe(4);
    expect(withCertain).toBeGreaterThan(0);
    const before = await screen(h, gameId);
    expect((await h.service.saveAs({ gameId, target: { kind: 'name', name: 'prediction' } })).ok).toBe(true);
    await h.service.quitGame({ gameId });

    const h2 = makeHarness(h.dataDir);
    const c = await h2.service.continueLatest();
    if (!c.ok) throw new Error(c.error.message);
    const after = await screen(h2, c.value.gameId);
    expect(after.seat).toBe(before.seat);
    expect(after.prediction).toEqual(before.prediction);
  });

  it('a game without a prediction sends no prediction field', async () => {
    const h = makeHarness();
    const r = await h.service.newGame({ game: 'arena', setup: { players: [{ id: 'p1', name: 'A1' }, { id: 'p2', name: 'A2' }], options: { tournament: false } }, kinds: ['human', 'human'], seed: 9 });
    if (!r.ok) throw new Error(r.error.message);
    const v = await board(h, r.value.gameId);
    expect(v.game).toBe('arena');
    expect('prediction' in v).toBe(false);
  });
});
