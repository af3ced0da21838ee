// Games played through a module's engine for the tests that look back at a game (statistics, review): seats picking
// uniformly among their legal actions, passing over take-backs and giving a fight up while they have another.
import type { AnyGameModule, ModuleAction, ModuleEvent } from '../../engine/platform/module.js';
import { nextInt, seedRng, type RngState } from '../../engine/platform/rng.js';

/** The value, or a thrown error naming what is missing. */
export const must = <T,>(v: T | undefined | null, what: string): T => {
  if (v === undefined || v === null) throw new Error(`no ${what}`);
  return v;
};

/** Actions the seats of these games pass over while they have another: take-backs, and giving a fight up (so that
 * battles are fought to their end and strike). */
const AVOID: ReadonlySet<string> = new Set(['undo', 'concede', 'flee', 'quit']);
const avoided = (a: ModuleAction): boolean => AVOID.has(a.type) || AVOID.has((a as { readonly move?: { readonly type?: string } }).move?.type ?? '');

/** A game of `module` played by seats picking uniformly among their legal actions (passing over `avoided` ones while
 * they have another; at most `steps` actions, `choose` may pick instead, none once `until` holds of the state); its
 * setup, log and every event. */
export function play(module: AnyGameModule, players: number, seed: number, steps: number, choose?: (legal: readonly ModuleAction[], state: unknown) => ModuleAction | null, until?: (state: unknown) => boolean) {
  const setup = module.sim.defaultSetup(players, seed, { variant: null, turnLimit: null, pointTarget: null });
  const created = module.createGame(setup);
  let state = created.state;
  const actions: ModuleAction[] = [];
  const events: ModuleEvent[] = [...created.events];
  let rng: RngState = seedRng(seed);
  for (let i = 0; i < steps && !until?.(state); i++) {
    const seat = module.actors(state)[0];
    if (seat === undefined) break;
    const legal = module.legalActions(state, seat);
    const kept = legal.filter((a) => !avoided(a));
    const forward = kept.length > 0 ? kept : legal.filter((a) => a.type !== 'undo');
    let action = choose?.(legal, state) ?? null;
    if (!action) {
      const [k, next] = nextInt(rng, forward.length);
      rng = next;
      action = must(forward[k], 'legal action');
    }
    const r = module.apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    actions.push(action);
    events.push(...r.events);
  }
  return { setup, actions, events, state };
}

/** A chooser for `play` that takes the first action of `type` it may, takes it back at once, then takes it again;
 * `done` tells whether it did all three. */
export function retaken(type: string): { choose: (legal: readonly ModuleAction[]) => ModuleAction | null; done: () => boolean } {
  let phase: 'look' | 'undo' | 'again' | 'done' = 'look';
  return {
    choose(legal) {
      const wanted = legal.find((a) => a.type === type);
      if (phase === 'look' && wanted) {
        phase = 'undo';
        return wanted;
      }
      if (phase === 'undo') {
        phase = 'again';
        return must(legal.find((a) => a.type === 'undo'), `take-back of the ${type}`);
      }
      if (phase === 'again') {
        phase = 'done';
        return must(wanted, `the ${type} again`);
      }
      return null;
    },
    done: () => phase === 'done',
  };
}

/** How many lands hold legions of more than one seat (TITAN's and Gods' states: legions with a land and an owner). */
function contested(state: unknown): number {
  const held = (state as { readonly legions?: unknown }).legions ?? {};
  const legions = (Array.isArray(held) ? held : Object.values(held as object)) as readonly { readonly land: unknown; readonly owner: unknown }[];
  const owners = new Map<string, Set<string>>();
  for (const l of legions) owners.set(JSON.stringify(l.land), (owners.get(JSON.stringify(l.land)) ?? new Set()).add(JSON.stringify(l.owner)));
  return [...owners.values()].filter((o) => o.size > 1).length;
}

/** A chooser for `play` whose seats keep out of fights while they can — a move onto another seat's land passed over
 * while there is another action, a permit never traded back and forth, a deal never rejected — picking among the rest
 * by its own `seed`: a TITAN or Gods game lasts hundreds of rounds, as a long game's record needs. */
export function peaceful(module: AnyGameModule, seed: number): (legal: readonly ModuleAction[], state: unknown) => ModuleAction {
  let rng: RngState = seedRng(seed);
  const kind = (a: ModuleAction): string => (a as { readonly move?: { readonly type?: string } }).move?.type ?? a.type;
  return (legal, state) => {
    const kept = legal.filter((a) => !avoided(a) && a.type !== 'permit' && a.type !== 'reject');
    let open = kept.length > 0 ? kept : legal.filter((a) => a.type !== 'undo');
    const before = contested(state);
    while (open.length > 0) {
      const [k, next] = nextInt(rng, open.length);
      rng = next;
      const a = must(open[k], 'an action');
      if (kind(a) !== 'move') return a;
      const r = module.apply(state, a);
      if (r.ok && contested(r.state) <= before) return a;
      open = open.filter((x) => x !== a);
    }
    return must((kept.length > 0 ? kept : legal).find((a) => kind(a) !== 'move') ?? legal[0], 'an action');
  };
}
