// The host panel's status (renderer/lib/lan.svelte.ts) comes two ways: a call's answer and the host's pushes. They
// cross: the panel opens and asks while a remote player's tab closes; the host answers "connected", then sees the
// stream end and pushes "away", and the push may reach the screen first. The panel keeps whichever the host reckoned
// last (LanStatus.seq), so the player who left is not shown connected for good.
import { describe, expect, it } from 'vitest';
import type { LanStatus, Push, Result, TitanApi } from '../../host/contract.js';
import { LanPanel } from '../../renderer/lib/lan.svelte.js';

/** Blue's seat of game g1, connected or away, as the host's `seq`-th status. */
const status = (connected: boolean, seq: number): LanStatus => ({
  gameId: 'g1',
  address: '10.0.0.1',
  port: 4000,
  publicUrl: null,
  seats: [{ seat: 'Blue', name: 'Blue', link: 'http://10.0.0.1:4000/?seat=x', connected, kind: 'human' }],
  spectator: null,
  offered: [],
  seq,
});

/** A panel over a fake host whose lanStatus answers when the test says; `push` delivers a host push. */
function panelOverHost(): { panel: LanPanel; push: (p: Push) => void; answer: (s: LanStatus) => void } {
  let listener: (p: Push) => void = () => undefined;
  let answer: (s: LanStatus) => void = () => undefined;
  const api = {
    onPush: (fn: (p: Push) => void) => {
      listener = fn;
      return () => undefined;
    },
    lanStatus: () => new Promise<Result<LanStatus>>((resolve) => (answer = (s) => resolve({ ok: true, value: s }))),
  } as unknown as TitanApi;
  return { panel: new LanPanel(api), push: (p) => listener(p), answer: (s) => answer(s) };
}

const blueConnected = (panel: LanPanel): boolean | undefined => panel.status?.seats[0]?.connected;

describe('the host panel keeps the newest status', () => {
  it('an answer reckoned before a push that came first does not show the seat connected again', async () => {
    const { panel, push, answer } = panelOverHost();
    const asked = panel.refresh('g1');
    push({ kind: 'lan', status: status(false, 8) });
    answer(status(true, 7));
    await asked;
    expect(blueConnected(panel)).toBe(false);
    expect(panel.status?.seq).toBe(8);
  });

  it('an answer reckoned after the push is shown', async () => {
    const { panel, push, answer } = panelOverHost();
    const asked = panel.refresh('g1');
    push({ kind: 'lan', status: status(true, 8) });
    answer(status(false, 9));
    await asked;
    expect(blueConnected(panel)).toBe(false);
  });

  it('with no push during the call, the answer is shown even with a lower count (a host started anew)', async () => {
    const { panel, push, answer } = panelOverHost();
    push({ kind: 'lan', status: status(true, 40) });
    const asked = panel.refresh('g1');
    answer(status(false, 2));
    await asked;
    expect(blueConnected(panel)).toBe(false);
  });
});
