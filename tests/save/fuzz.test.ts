import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashState } from '../../engine/platform/hash.js';
import type { SaveErrorCode } from '../../engine/platform/save/index.js';
import { loadSave } from '../../games/index.js';
import { prefix, randomGame, resealed, saveText } from './games.js';

// A real save part-way through a game (short, so that each load's replay stays quick), taken where its undo history
// is empty: saved undo entries are checked as whole states on load but not replayed (games/titan.ts, position), so an
// edit inside one that leaves a valid state would load — a known limit, not what these properties probe.
const whole = randomGame(61, 4);
let cut = 150;
while (prefix(whole, cut).state.undo.length > 0) cut++;
const game = prefix(whole, cut);
const text = saveText(game);
const original = hashState(game.state);
const CODES: readonly SaveErrorCode[] = [
  'not-json', 'not-a-save', 'too-large', 'schema', 'newer-version', 'unknown-game', 'integrity', 'replay-failed', 'snapshot-mismatch', 'truncated',
];

/** Loading never throws; it either refuses with a known code or gives back exactly the saved game. */
function judge(input: string): void {
  let result: ReturnType<typeof loadSave>;
  try {
    result = loadSave(input);
  } catch (e) {
    throw new Error(`loadSave threw: ${String(e)}`);
  }
  if (result.ok) expect(hashState(result.state)).toBe(original);
  else {
    expect(CODES).toContain(result.error.code);
    expect(result.error.message.length).toBeGreaterThan(0);
  }
}

type Path = (string | number)[];
function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) paths(v, [...at, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}
const allPaths = paths(JSON.parse(text)).filter((p) => p.length > 0);

function setAt(root: unknown, path: Path, value: unknown, remove: boolean): unknown {
  const copy = JSON.parse(JSON.stringify(root)) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove && Array.isArray(node)) node.splice(Number(last), 1);
  else if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

describe('save loader fuzzing: mutated or truncated saves never throw and never load as a different game', () => {
  it('the unmutated save loads as the identical game', () => {
    judge(text);
    expect(loadSave(text).ok).toBe(true);
  });

  it('survives truncation at any point', () => {
    fc.assert(fc.property(fc.nat({ max: text.length }), (n) => judge(text.slice(0, n))), { numRuns: 150 });
  });

  it('survives random character edits, deletions and insertions', () => {
    const edit = fc.oneof(
      fc.tuple(fc.nat({ max: text.length - 1 }), fc.string({ minLength: 1, maxLength: 1 })).map(([i, c]) => text.slice(0, i) + c + text.slice(i + 1)),
      fc.tuple(fc.nat({ max: text.length - 1 }), fc.nat({ max: 40 })).map(([i, n]) => text.slice(0, i) + text.slice(i + n)),
      fc.tuple(fc.nat({ max: text.length }), fc.string({ maxLength: 12 })).map(([i, s]) => text.slice(0, i) + s + text.slice(i)),
    );
    fc.assert(fc.property(edit, judge), { numRuns: 200 });
  });

  it('survives structural edits: any member replaced by random JSON or removed', () => {
    const mutation = fc.tuple(fc.nat({ max: allPaths.length - 1 }), fc.jsonValue({ maxDepth: 2 }), fc.boolean());
    fc.assert(
      fc.property(mutation, ([i, value, remove]) => judge(JSON.stringify(setAt(JSON.parse(text), allPaths[i] ?? [], value, remove)))),
      { numRuns: 200 },
    );
  });

  it('survives structural edits sealed again with a fresh integrity hash (a deliberate editor): every layer below holds', () => {
    const mutation = fc.tuple(fc.nat({ max: allPaths.length - 1 }), fc.jsonValue({ maxDepth: 2 }), fc.boolean());
    let reachedBelow = 0;
    fc.assert(
      fc.property(mutation, ([i, value, remove]) => {
        const tampered = setAt(JSON.parse(text), allPaths[i] ?? [], value, remove);
        const input = JSON.stringify(typeof tampered === 'object' && tampered !== null ? resealed(tampered as Record<string, unknown>) : tampered);
        const r = loadSave(input);
        if (!r.ok && r.error.code !== 'integrity' && r.error.code !== 'not-a-save') reachedBelow++;
        judge(input);
      }),
      { numRuns: 300 },
    );
    expect(reachedBelow).toBeGreaterThanOrEqual(50);
  });
});
