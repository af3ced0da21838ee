// The contract gate under fuzzing: any method name and any JSON payload gives a typed Result, never a throw, and a
// malformed intent changes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HostErrorCode } from '../../host/contract.js';
import { METHOD_NAMES, REQUEST_SCHEMAS } from '../../host/contract.js';
import { dispatch } from '../../host/dispatch.js';
import { makeHarness, setup } from './helpers.js';

const CODES: readonly HostErrorCode[] = [
  'malformed', 'unknown-method', 'forbidden', 'unknown-game', 'wrong-seat', 'handoff-pending', 'stale', 'not-your-turn', 'wrong-phase',
  'illegal', 'game-over', 'bad-setup', 'unknown-module', 'no-path', 'unsupported', 'cancelled', 'not-found', 'save-corrupt', 'save-foreign',
  'save-too-new', 'save-too-large', 'io', 'disconnected', 'internal',
];

describe('contract gate', () => {
  it('has a schema for every method', () => {
    expect(METHOD_NAMES.sort()).toEqual(Object.keys(REQUEST_SCHEMAS).sort());
    // one method set for every game: no per-game copies of view / submit / handoffReady
    expect(METHOD_NAMES).toEqual(expect.arrayContaining(['view', 'submit', 'handoffReady']));
    expect(METHOD_NAMES.filter((m) => /arena|titan/i.test(m))).toEqual([]);
  });

  it('refuses unknown methods, including prototype names', async () => {
    const h = makeHarness();
    for (const m of ['nope', 'constructor', '__proto__', 'toString', 'settled', 'shutdown', 42, null]) {
      const r = await dispatch(h.service, m, {});
      expect(!r.ok && r.error.code).toBe('unknown-method');
    }
  });

  it('answers every fuzzed call with a typed result and loses nothing', async () => {
    const h = makeHarness();
    const game = await h.service.newGame(setup(['human', 'human'], 3));
    if (!game.ok) throw new Error(game.error.message);
    const gameId = game.value.gameId;
    const snapshot = async (): Promise<string> => JSON.stringify(await h.service.exportSave({ gameId }).then((r) => r.ok && JSON.parse(r.value.text).snapshot));
    const before = await snapshot();
    const safe = METHOD_NAMES.filter((m) => m !== 'newGame' && m !== 'quitGame' && m !== 'setSettings' && m !== 'continueLatest');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...safe),
        fc.oneof(
          fc.jsonValue(),
          fc.record({ gameId: fc.oneof(fc.constant(gameId), fc.string()), seat: fc.string(), action: fc.jsonValue() }),
          fc.record({ gameId: fc.constant(gameId), seat: fc.constantFrom('Red', 'Blue'), action: fc.record({ type: fc.constantFrom('roll', 'move', 'strike', 'x'), player: fc.constantFrom('Red', 'Blue'), stateId: fc.integer() }) }),
          fc.record({ source: fc.jsonValue() }),
        ),
        async (method, payload) => {
          const r = await dispatch(h.service, method, payload);
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(CODES).toContain(r.error.code);
        },
      ),
      { numRuns: 400 },
    );
    expect(await snapshot()).toBe(before);
  });

  it('names what is wrong in a malformed payload', async () => {
    const h = makeHarness();
    const game = await h.service.newGame(setup(['human', 'random'], 3));
    if (!game.ok) throw new Error(game.error.message);
    const r = await dispatch(h.service, 'submit', { gameId: game.value.gameId, seat: 'Red', action: { type: 'move', player: 'Red', stateId: 0, marker: 'Rd01', to: 'far' } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('malformed');
      expect(r.error.message).toContain('action');
      expect(r.error.message).toContain('to');
    }
    const notObject = await dispatch(h.service, 'submit', { gameId: game.value.gameId, seat: 'Red', action: [1, 2] });
    expect(!notObject.ok && notObject.error.code).toBe('malformed');
    const extra = await dispatch(h.service, 'listGames', { sneaky: true });
    expect(!extra.ok && extra.error.code).toBe('malformed');
    const none = await dispatch(h.service, 'listGames', undefined);
    expect(none.ok).toBe(true);
  });
});
