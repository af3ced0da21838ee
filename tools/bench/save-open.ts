// The save-open part of `npm run bench`: how long opening a long game takes before it can be shown (parse, integrity
// hash, migration, state checks — target ≤ 50 ms for a 6,000-action save) and how long the replay check that follows
// off the window's thread takes.
import { nextInt, seedRng } from '../../engine/platform/rng.js';
import { openSave, serializeSaveWith, verifySave } from '../../engine/platform/save/index.js';
import type { GameState } from '../../engine/titan/state.js';
import type { RngState } from '../../engine/platform/rng.js';
import type { Action } from '../../engine/titan/actions.js';
import { titanModule } from '../../games/titan.js';

/** What the save-open benchmark measured. */
export interface SaveOpenResult {
  readonly actions: number;
  readonly bytes: number;
  readonly firstOpenMs: number;
  readonly openMeanMs: number;
  readonly openP95Ms: number;
  readonly replayCheckMs: number;
  readonly targetOpenMs: number;
}

/** A 6-player random game cut at `length` actions, as save-file text. */
function longSave(length: number, seed: number): string {
  for (let s = seed; ; s++) {
    const setup = titanModule.sim.defaultSetup(6, s, { variant: null, turnLimit: null, pointTarget: null });
    let state: GameState = titanModule.createGame(setup).state;
    let rng: RngState = seedRng(s);
    const actions: Action[] = [];
    while (actions.length < length && state.phase !== 'over') {
      const actor = titanModule.actors(state)[0] ?? '';
      // Random players who never take back or concede and attack only when they must: their games last long enough.
      const all = titanModule.legalActions(state, actor).filter((a) => a.type !== 'undo' && a.type !== 'concede');
      const peaceful = all.filter((a) => a.type !== 'move' || !Object.values(state.legions).some((l) => l.land === a.to && l.owner !== actor));
      const legal = peaceful.length > 0 ? peaceful : all;
      const [i, next] = nextInt(rng, legal.length);
      rng = next;
      const a = legal[i];
      if (!a) break;
      const r = titanModule.apply(state, a);
      if (!r.ok) break;
      actions.push(a);
      state = r.state;
    }
    if (actions.length < length) continue;
    const at = '2026-11-23T12:00:00.000Z';
    return serializeSaveWith(titanModule, { setup, actions, state, createdAt: at, updatedAt: at, app: 'bench' });
  }
}

/** Opens a 6,000-action save repeatedly and times the replay check once. */
export function benchSaveOpen(): SaveOpenResult {
  const text = longSave(6000, 3000);
  const modules = [titanModule];
  const time = (): number => {
    const t = performance.now();
    const r = openSave(text, modules);
    if (!r.ok) throw new Error(`the bench save does not open: ${r.error.message}`);
    return performance.now() - t;
  };
  const firstOpenMs = time();
  const runs = Array.from({ length: 30 }, time).sort((a, b) => a - b);
  const opened = openSave(text, modules);
  if (!opened.ok) throw new Error(opened.error.message);
  const t = performance.now();
  const verified = verifySave(opened.save);
  const replayCheckMs = performance.now() - t;
  if (!verified.ok) throw new Error(`the bench save does not replay: ${verified.error.message}`);
  return {
    actions: opened.save.actions.length,
    bytes: text.length,
    firstOpenMs,
    openMeanMs: runs.reduce((a, b) => a + b, 0) / runs.length,
    openP95Ms: runs[Math.floor(runs.length * 0.95)] ?? 0,
    replayCheckMs,
    targetOpenMs: 50,
  };
}
