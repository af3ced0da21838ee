// Loading refuses bad files with a typed error naming the problem, layer by layer: text that is not a save at all,
// files too big or too deep to parse, damage caught by the integrity hash, saves of newer builds or unknown games,
// and — for files sealed again after an edit, as a deliberate editor would — invalid setups, positions and actions,
// logs the rules refuse and logs that do not lead to the saved position.
import { describe, expect, it } from 'vitest';
import { MAX_SAVE_BYTES } from '../../engine/platform/save/index.js';
import { loadSave } from '../../games/index.js';
import { looksTruncated, type SaveErrorCode } from '../../engine/platform/save/index.js';
import { randomGame, resealed, saveText } from './games.js';

const game = randomGame(51, 3);
const text = saveText(game);
/** A parsed save, typed loosely enough to be tampered with. */
interface Editable {
  [key: string]: unknown;
  setup: { players: { color: string; name: string }[] };
  actions: Record<string, unknown>[];
  snapshot?: { stateId: number; hash: string; state: { players: { score: number }[]; round: number } };
}
const object = (): Editable => JSON.parse(text) as Editable;

function codeOf(input: string): SaveErrorCode | 'ok' {
  const r = loadSave(input);
  return r.ok ? 'ok' : r.error.code;
}

/** The save with `change` made, left as it is (`seal` false) or sealed again with a fresh integrity hash. */
function edited(change: (save: Editable) => void, seal = true): string {
  const save = object();
  change(save);
  return JSON.stringify(seal ? resealed(save) : save);
}

describe('save loading refuses bad files with a typed error naming the problem', () => {
  it('not-json: text that is not JSON', () => {
    expect(codeOf('hello')).toBe('not-json');
    expect(codeOf('')).toBe('not-json');
    expect(codeOf('{"a": 1}}')).toBe('not-json');
  });

  it('not-a-save: JSON without the titan-save format tag, or nested deeper than any save', () => {
    for (const t of ['null', '[]', '42', '{"format": "other"}', '{"game": "titan"}']) expect(codeOf(t)).toBe('not-a-save');
    expect(codeOf(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBe('not-a-save');
  });

  it('too-large: a file bigger than any save is refused before it is parsed', () => {
    const r = loadSave(`{"format":"titan-save","pad":"${'x'.repeat(MAX_SAVE_BYTES)}"}`);
    expect(r.ok ? null : r.error.code).toBe('too-large');
  });

  it('truncated: a file cut short, or a log that stops before the saved position', () => {
    for (const n of [1, 10, text.length / 2, text.length - 1]) expect(codeOf(text.slice(0, Math.floor(n)))).toBe('truncated');
    expect(codeOf(edited((s) => s.actions.pop()))).toBe('truncated');
    expect(looksTruncated('{"a": [1, 2')).toBe(true);
    expect(looksTruncated('{"a": "x}')).toBe(true);
    expect(looksTruncated('{"a": 1}')).toBe(false);
  });

  it('integrity: any change to the setup, the log or the position that was not sealed again', () => {
    expect(codeOf(edited((s) => s.actions.pop(), false))).toBe('integrity');
    expect(codeOf(edited((s) => Object.assign(s.actions[5] ?? {}, { stateId: 0 }), false))).toBe('integrity');
    expect(codeOf(edited((s) => (s.snapshot!.state.round = 99), false))).toBe('integrity');
    expect(codeOf(edited((s) => (s.setup.players[0]!.name = 'Mallory'), false))).toBe('integrity');
    // The meta is a summary for save lists, never trusted: editing it changes nothing.
    expect(codeOf(edited((s) => Object.assign(s, { meta: { ...(s.meta as object), round: 99 } }), false))).toBe('ok');
  });

  it('newer-version: a save of a newer format, state or rules version names its version', () => {
    const r = loadSave(edited((s) => Object.assign(s, { version: 3 })));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'newer-version', detail: { version: 3 } });
    expect(codeOf(edited((s) => Object.assign(s, { stateVersion: 9 })))).toBe('newer-version');
    expect(codeOf(edited((s) => Object.assign(s, { rulesVersion: 9 })))).toBe('newer-version');
  });

  it('unknown-game: a game this build does not have', () => {
    expect(codeOf(edited((s) => Object.assign(s, { game: 'chess' })))).toBe('unknown-game');
    expect(codeOf(edited((s) => Object.assign(s, { module: 'chess' })))).toBe('unknown-game');
  });

  it('schema: missing parts, bad setup, an invalid position, malformed actions, a game id contradicting the setup', () => {
    expect(codeOf(edited((s) => delete s.snapshot))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s, { version: 0 })))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s.setup, { players: [s.setup.players[0]] })))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s.setup, { players: [{ color: 'Plaid', name: 'x' }, ...s.setup.players.slice(1)] })))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s.actions[3] ?? {}, { type: 'cheat' })))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s.actions[3] ?? {}, { stateId: 'three' })))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s, { game: 'titan-variant' })))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s.snapshot!.state, { round: 'late' })))).toBe('schema');
    expect(codeOf(edited((s) => Object.assign(s.snapshot!.state, { caretaker: { Gorgon: 3 } })))).toBe('schema');
    const r = loadSave(edited((s) => Object.assign(s.actions[3] ?? {}, { type: 'cheat' })));
    expect(r.ok ? null : r.error.detail).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining('actions.3') })]));
  });

  it('replay-failed: a well-formed action the rules refuse names its index', () => {
    const r = loadSave(edited((s) => Object.assign(s.actions[5] ?? {}, { stateId: 0 })));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'replay-failed', detail: { index: 5 } });
    expect(codeOf(edited((s) => s.actions.splice(2, 1)))).toBe('replay-failed');
  });

  it('snapshot-mismatch: a valid position the log does not lead to', () => {
    expect(codeOf(edited((s) => (s.snapshot!.state.players[0]!.score += 100)))).toBe('snapshot-mismatch');
  });

  it('never returns a half-loaded game: any refusal carries no state', () => {
    const r = loadSave(edited((s) => Object.assign(s.snapshot!, { stateId: 0 })));
    expect(r.ok).toBe(false);
    expect('state' in r).toBe(false);
  });
});
