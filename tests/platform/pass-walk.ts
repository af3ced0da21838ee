// A game walked by seeded random legal actions for the deadline `skip` hook's rules tests (GameModule.pass): every
// state met with each seat to act, what the hook answered there and that its answer is one of the seat's legal actions.
import { expect } from 'vitest';
import type { AnyGameModule, ModuleAction } from '../../engine/platform/module.js';
import { prng } from '../prng.js';

/** One seat to act in a walked state, and what the pass hook answered for it. */
export interface PassSample {
  readonly state: unknown;
  readonly seat: string;
  readonly pass: ModuleAction | null;
}

/** Walks a game of `players` seats for `steps` actions (or to its end) and samples the pass hook at every state. */
export function walkPasses(module: AnyGameModule, players: number, seed: number, steps: number): PassSample[] {
  const pass = module.pass;
  if (!pass) throw new Error(`${module.id} has no pass hook`);
  const random = prng(seed);
  let state = module.createGame(module.sim.defaultSetup(players, seed, { variant: null, turnLimit: null, pointTarget: null })).state;
  const samples: PassSample[] = [];
  for (let i = 0; i < steps; i++) {
    const actors = module.actors(state);
    if (actors.length === 0) break;
    for (const seat of actors) {
      const legal = module.legalActions(state, seat);
      const p = pass(state, seat);
      if (p !== null) expect(legal).toContainEqual(p);
      samples.push({ state, seat, pass: p });
    }
    const seat = actors[Math.floor(random() * actors.length)] as string;
    const legal = module.legalActions(state, seat).filter((a) => !(module.sim.randomAvoids?.(a) ?? false) && a.type !== 'undo');
    const action = legal[Math.floor(random() * legal.length)];
    if (!action) break;
    const r = module.apply(state, action);
    if (!r.ok) throw new Error(`${module.id}: ${r.error.message}`);
    state = r.state;
  }
  return samples;
}

/** The samples whose state (of the game's state type) passes `test`. */
export function samplesWhere<S>(samples: readonly PassSample[], test: (state: S) => boolean): PassSample[] {
  return samples.filter((x) => test(x.state as S));
}

/** Applies a pass: the rules accept it. */
export function passApplies(module: AnyGameModule, s: PassSample): void {
  if (s.pass === null) return;
  const r = module.apply(s.state, s.pass);
  expect(r.ok).toBe(true);
}
