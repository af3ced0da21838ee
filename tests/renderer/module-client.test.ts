// The game modules' screen connection (renderer/lib/module-client.svelte.ts): a player's action chosen while another
// call is on its way (the hand-off's confirmation, a save) is sent once that call is answered — it was dropped before,
// so a click right after the hand-off could be lost (the e2e battle-aids spec saw it under load) — and only if the
// screen still shows the state it was chosen on; a second action on a state whose action is being sent (a double click)
// is dropped, while an action on a newer state goes (the Gods "End turn" sends one phase's end after another).
import { describe, expect, it } from 'vitest';
import type { GodsAction } from '../../engine/gods/actions.js';
import type { Push, Result, TitanApi } from '../../host/contract.js';
import { GodsClient } from '../../renderer/gods/client.svelte.js';
import { GODS_GAME } from '../../renderer/gods/pushes.js';

/** A promise with its resolve function. */
function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve: (v: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const info = (stateId: number) => ({ gameId: 'g1', stateId, seats: [{ color: 'red', name: 'Red' }], dirty: false, path: '/tmp/g1.titan', round: 1 });
const board = (stateId: number) => ({ kind: 'view', game: GODS_GAME, gameId: 'g1', seat: 'red', view: { stateId }, legal: [], hints: null, events: [], toAct: ['red'], info: info(stateId) });
const ok = <T,>(value: T): Result<T> => ({ ok: true, value });

/** A host whose save answers when the test says so, and which records the actions sent. */
function fakeHost(): { api: TitanApi; sent: unknown[]; saving: () => { resolve: (v: Result<unknown>) => void }; push: (p: Push) => void } {
  const sent: unknown[] = [];
  let listener: (p: Push) => void = () => undefined;
  const pending = deferred<Result<unknown>>();
  const api = {
    onPush: (f: (pushed: Push) => void) => {
      listener = f;
      return () => undefined;
    },
    view: async () => ok(board(5)),
    save: () => pending.promise,
    submit: async (r: { action: unknown }) => {
      sent.push(r.action);
      return ok({ accepted: true });
    },
  } as unknown as TitanApi;
  return { api, sent, saving: () => pending, push: (p: Push) => listener(p) };
}

const strike: GodsAction = { type: 'endMovement', player: 'red', stateId: 5 };

describe('the module client sends a player\'s action once the call before it is answered', () => {
  it('an action chosen during a save goes once the save is answered; a double click goes once', async () => {
    const host = fakeHost();
    const client = new GodsClient(host.api, () => undefined);
    await client.enter(info(5) as never);
    expect(client.push?.view.stateId).toBe(5);
    const saved = client.save();
    expect(client.busy).toBe(true);
    const first = client.submit(strike);
    const second = client.submit(strike);
    await Promise.resolve();
    expect(host.sent).toEqual([]);
    host.saving().resolve(ok({ path: '/tmp/g1.titan' }));
    await Promise.all([saved, first, second]);
    expect(host.sent).toEqual([strike]);
  });

  it('an action chosen during a call is not sent when a newer state arrived meanwhile (it was chosen on the old one)', async () => {
    const host = fakeHost();
    const client = new GodsClient(host.api, () => undefined);
    await client.enter(info(5) as never);
    const saved = client.save();
    const late = client.submit(strike);
    host.push(board(6) as never);
    expect(client.push?.view.stateId).toBe(6);
    host.saving().resolve(ok({ path: '/tmp/g1.titan' }));
    await Promise.all([saved, late]);
    expect(host.sent).toEqual([]);
  });

  it('an action on a newer state goes while the answer to the last is still on its way (End turn sends phase after phase)', async () => {
    const host = fakeHost();
    const answer = deferred<Result<unknown>>();
    const submit = host.api.submit;
    (host.api as { submit: unknown }).submit = async (r: { action: unknown }) => {
      await submit(r as never);
      return answer.promise;
    };
    const client = new GodsClient(host.api, () => undefined);
    await client.enter(info(5) as never);
    const first = client.submit(strike);
    await new Promise((r) => setTimeout(r, 0));
    expect(host.sent).toEqual([strike]); // on its way, not answered yet
    host.push(board(6) as never); // the host pushes the next state before it answers the call
    const next: GodsAction = { type: 'endEngagements', player: 'red', stateId: 6 };
    const second = client.submit(next);
    answer.resolve(ok({ accepted: true }));
    await Promise.all([first, second]);
    expect(host.sent).toEqual([strike, next]);
  });
});
