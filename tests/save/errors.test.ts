import { describe, expect, it } from 'vitest';
import { hashState } from '../../engine/hash.js';
import { loadSave, looksTruncated, serializeSave, type SaveErrorCode } from '../../engine/save/index.js';
import { randomGame, STAMPS } from './games.js';

const game = randomGame(51, 3);
const text = serializeSave({ ...game, ...STAMPS });
/** A parsed save, typed loosely enough to be tampered with. */
interface Editable {
  [key: string]: unknown;
  setup: { players: { color: string; name: string }[] };
  actions: Record<string, unknown>[];
  snapshot?: { stateId: number; hash: string; state: { players: { score: number }[] } };
}
const object = (): Editable => JSON.parse(text) as Editable;

function codeOf(input: string): SaveErrorCode | 'ok' {
  const r = loadSave(input);
  return r.ok ? 'ok' : r.error.code;
}

function edited(change: (save: Editable) => void): string {
  const save = object();
  change(save);
  return JSON.stringify(save);
}

describe('save loading refuses bad files with a typed error naming the problem', () => {
  it('not-json: text that is not JSON', () => {
    expect(codeOf('hello')).toBe('not-json');
    expect(codeOf('')).toBe('not-json');
    expect(codeOf('{"a": 1}}')).toBe('not-json');
  });

  it('not-a-save: JSON without the titan-save format tag', () => {
    for (const t of ['null', '[]', '42', '{"format": "other"}', '{"game": "titan"}']) expect(codeOf(t)).toBe('not-a-save');
  });

  it('truncated: a file cut short, or a log that stops before the snapshot', () => {
    for (const n of [1, 10, text.length / 2, text.length - 1]) expect(codeOf(text.slice(0, Math.floor(n)))).toBe('truncated');
    expect(codeOf(edited((s) => s.actions.pop()))).toBe('truncated');
    expect(looksTruncated('{"a": [1, 2')).toBe(true);
    expect(looksTruncated('{"a": "x}')).toBe(true);
    expect(looksTruncated('{"a": 1}')).toBe(false);
  });

  it('newer-version: a save from a newer build names its version', () => {
    const r = loadSave(edited((s) => Object.assign(s, { version: 2 })));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'newer-version', detail: { version: 2 } });
  });

  it('unknown-game: a game this build does not have', () => {
    expect(codeOf(edited((s) => Object.assign(s, { game: 'chess' })))).toBe('unknown-game');
  });

  it('schema: missing parts, bad setup, malformed actions, a game id contradicting the setup', () => {
    expect(codeOf(edited((s) => delete s.snapshot))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s, { version: 0 })))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s.setup, { players: [s.setup.players[0]] })))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s.setup, { players: [{ color: 'Plaid', name: 'x' }, ...s.setup.players.slice(1)] })))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s.actions[3], { type: 'cheat' })))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s.actions[3], { stateId: 'three' })))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s, { game: 'titan-variant' })))).toBe('schema');
    const r = loadSave(edited((s) => Object.assign(s.actions[3], { type: 'cheat' })));
    expect(r.ok ? null : r.error.detail).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining('actions.3') })]));
  });

  it('replay-failed: a well-formed action the rules refuse names its index', () => {
    const r = loadSave(edited((s) => Object.assign(s.actions[5], { stateId: 0 })));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'replay-failed', detail: { index: 5 } });
    expect(codeOf(edited((s) => s.actions.splice(2, 1)))).toBe('replay-failed');
  });

  it('snapshot-mismatch: an edited snapshot, with or without a recomputed hash', () => {
    const bump = (s: Editable): void => {
      s.snapshot!.state.players[0].score += 100;
    };
    expect(codeOf(edited(bump))).toBe('snapshot-mismatch');
    expect(codeOf(edited((s) => {
      bump(s);
      Object.assign(s.snapshot!, { hash: hashState(s.snapshot!.state) });
    }))).toBe('snapshot-mismatch');
    expect(codeOf(edited((s) => Object.assign(s.snapshot!, { stateId: s.snapshot!.stateId - 1 })))).toBe('snapshot-mismatch');
  });

  it('never returns a half-loaded game: any refusal carries no state', () => {
    const r = loadSave(edited((s) => Object.assign(s.snapshot!, { stateId: 0 })));
    expect(r.ok).toBe(false);
    expect('state' in r).toBe(false);
  });
});
