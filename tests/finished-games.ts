// Finished games as save-file text for the host tests and e2e specs that look back at a game (issue 23's statistics):
// a game of any module played to its end through the engine by seats that pick among their legal actions (never a
// take-back, never giving a fight up while they have another choice), with its whole log — what the host replays to
// count it — written with the host's save codec.
import type { AnyGameModule, ModuleAction, ModuleEvent } from '../engine/platform/module.js';
import { nextInt, seedRng } from '../engine/platform/rng.js';
import { encodeGame } from '../host/save-codec.js';

const PASSED_OVER: ReadonlySet<string> = new Set(['undo', 'concede', 'flee', 'quit']);
const passedOver = (a: ModuleAction): boolean => PASSED_OVER.has(a.type) || PASSED_OVER.has((a as { readonly move?: { readonly type?: string } }).move?.type ?? '');

/** Plays a `players`-seat game of `module` (its `variant`, null: the first) to a point target of `target`, until it is
 * over or `stop` says so of a step's events; returns its setup, log, state and every step's events. */
export function playedGame(module: AnyGameModule, players: number, seed: number, target: number, variant: string | null = null, stop: (events: readonly ModuleEvent[]) => boolean = () => false): { setup: unknown; actions: readonly ModuleAction[]; state: unknown; events: readonly ModuleEvent[] } {
  const setup = module.sim.defaultSetup(players, seed, { variant, turnLimit: null, pointTarget: target });
  const created = module.createGame(setup);
  let state = created.state;
  const events: ModuleEvent[] = [...created.events];
  const actions: ModuleAction[] = [];
  let rng = seedRng(seed);
  for (let i = 0; i < 20_000 && !module.summary(state).over; i++) {
    const seat = module.actors(state)[0];
    if (seat === undefined) break;
    const legal = module.legalActions(state, seat);
    const kept = legal.filter((a) => !passedOver(a));
    const pool = kept.length > 0 ? kept : legal.filter((a) => a.type !== 'undo');
    const [k, next] = nextInt(rng, pool.length);
    rng = next;
    const action = pool[k];
    if (!action) throw new Error('no legal action');
    const r = module.apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    actions.push(action);
    events.push(...r.events);
    if (stop(r.events)) break;
  }
  return { setup, actions, state, events };
}

/** A played game (`playedGame`) as a save of human seats: its text, its game id and the seats' names. */
export function gameText(module: AnyGameModule, played: Pick<ReturnType<typeof playedGame>, 'setup' | 'actions' | 'state'>, gameId: string): { text: string; gameId: string; names: readonly string[] } {
  const seats = module.seatsOf(played.setup);
  const now = new Date().toISOString();
  const meta = { gameId, title: `${module.name}, ${module.summary(played.state).over ? 'finished' : 'going on'}`, kinds: seats.map(() => 'human'), createdAt: now };
  return { text: encodeGame(module, meta, { setup: played.setup, actions: played.actions, base: null, state: played.state, updatedAt: now, app: 'test' }), gameId, names: seats.map((s) => s.name) };
}

/** Plays a `players`-seat game of `module` (its `variant`, null: the first) to a point target of `target` and encodes
 * it as a save of human seats; returns its text, its game id and the seats' names. */
export function finishedGameText(module: AnyGameModule, players: number, seed: number, target: number, variant: string | null = null): { text: string; gameId: string; names: readonly string[] } {
  const played = playedGame(module, players, seed, target, variant);
  if (!module.summary(played.state).over) throw new Error(`the ${module.name} game did not end`);
  return gameText(module, played, `${module.id}-finished-${seed}`);
}
