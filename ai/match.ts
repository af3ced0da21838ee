// One game between seats of given types (AI levels or random-legal), played over the engine with each AI seeing only
// its own view and the events addressed to it; records what tournaments report (winner, rounds, first-battle Titan
// deaths, concessions, agreements, time losses) and the latency of every AI decision.
import type { Action } from '../engine/actions.js';
import type { GameEvent } from '../engine/events.js';
import { apply, createGame, legalActions, playersToAct, viewFor } from '../engine/index.js';
import { getVariant } from '../engine/variants/index.js';
import type { GameOptions, GameState, PlayerId, VariantId } from '../engine/state.js';
import { decideWithMemory } from './decide.js';
import type { AiLevel } from './levels.js';
import { type AiMemory, createMemory, visibleTo } from './memory.js';
import { AiRng } from './rng.js';

/** Who plays a seat in a tournament. */
export type SeatType = AiLevel | 'random';

/** Options of one game. */
export interface MatchOptions {
  readonly variant: VariantId;
  readonly turnLimit: number | null;
  readonly pointTarget: number | null;
  readonly infoMode: GameOptions['infoMode'];
  /** Hard cap on actions; a game reaching it counts as unfinished (no winner). */
  readonly maxActions: number;
  /** Hard's think budget per decision (with `clock`). */
  readonly budgetMs?: number;
  /** Milliseconds clock for budgets and latency (injected: the AI code never reads the time itself). */
  readonly clock?: () => number;
}

/** One decision's latency, by phase. */
export interface Latency {
  readonly level: AiLevel;
  readonly phase: string;
  readonly ms: number;
}

/** What one game reports. */
export interface MatchRecord {
  readonly seed: number;
  /** Seat types in table order, with the colours they played. */
  readonly seats: readonly { readonly player: PlayerId; readonly type: SeatType }[];
  readonly winnerType: SeatType | null;
  readonly winner: PlayerId | null;
  readonly endReason: GameState['endReason'];
  readonly rounds: number;
  readonly actions: number;
  readonly finished: boolean;
  /** Seat types that lost their Titan in their first engagement of the game. */
  readonly titanDiedFirstBattle: readonly SeatType[];
  readonly concessions: number;
  readonly agreements: number;
  readonly timeLosses: number;
  readonly latencies: readonly Latency[];
}

/** The phase label a decision is filed under in latency reports. */
function phaseOf(state: GameState): string {
  if (state.battle) return 'battle';
  if (state.engagement) return state.engagement.stage === 'aftermath' ? 'aftermath' : 'negotiate';
  return state.phase;
}

/** Plays one game; `types` are in table order (colour order of the variant). */
export function playMatch(types: readonly SeatType[], seed: number, o: MatchOptions): MatchRecord {
  const v = getVariant(o.variant);
  const colours = v.markerColours.slice(0, types.length).map((c) => c.color);
  const { state: s0, events: e0 } = createGame({
    variant: o.variant,
    players: colours.map((color, i) => ({ color, name: `${types[i]} ${i + 1}` })),
    options: { balancedTowers: false, mulligan: true, infoMode: o.infoMode, pointTarget: o.pointTarget, turnLimit: o.turnLimit },
    seed,
  });
  const typeOf = new Map<PlayerId, SeatType>(colours.map((c, i) => [c, types[i]]));
  const memory = new Map<PlayerId, AiMemory>(colours.map((c) => [c, createMemory(c)]));
  const inbox = new Map<PlayerId, GameEvent[]>(colours.map((c) => [c, visibleTo(c, e0)]));
  const rng = new AiRng(seed ^ 0x2545f491);
  const latencies: Latency[] = [];
  const engagements = new Map<PlayerId, number>();
  const titanDied: SeatType[] = [];
  let engagedNow: PlayerId[] = [];
  let concessions = 0;
  let agreements = 0;
  let timeLosses = 0;
  let state = s0;
  let actions = 0;
  while (state.phase !== 'over' && actions < o.maxActions) {
    const actor = playersToAct(state)[0];
    if (!actor) break;
    const legal = legalActions(state, actor);
    if (legal.length === 0) break;
    const type = typeOf.get(actor) ?? 'random';
    let action: Action;
    if (type === 'random') {
      const forward = legal.filter((a) => a.type !== 'undo');
      action = forward[rng.int(forward.length)];
    } else {
      const t0 = o.clock?.() ?? 0;
      const d = decideWithMemory({
        view: viewFor(state, actor), legal, events: inbox.get(actor) ?? [], level: type, rngSeed: rng.seed(),
        memory: memory.get(actor), budgetMs: o.budgetMs, clock: o.clock,
      });
      if (o.clock) latencies.push({ level: type, phase: phaseOf(state), ms: o.clock() - t0 });
      memory.set(actor, d.memory);
      inbox.set(actor, []);
      action = d.action;
    }
    const r = apply(state, action);
    if (!r.ok) throw new Error(`seed ${seed}: ${type} chose a refused action ${JSON.stringify(action)}: ${r.error.message}`);
    for (const e of r.events) {
      if (e.type === 'engage') {
        engagedNow = [r.state.legions[e.attacker]?.owner, r.state.legions[e.defender]?.owner].filter((p): p is string => !!p);
        for (const p of engagedNow) engagements.set(p, (engagements.get(p) ?? 0) + 1);
      }
      // A Titan slain in the engagement that was its owner's first (titanSlain follows engagementResolved).
      if (e.type === 'titanSlain' && engagedNow.includes(e.player) && engagements.get(e.player) === 1) titanDied.push(typeOf.get(e.player) ?? 'random');
      if (e.type === 'concede') concessions++;
      if (e.type === 'agreement') agreements++;
      if (e.type === 'battleEnd' && e.reason === 'time-loss') timeLosses++;
    }
    for (const c of colours) inbox.get(c)?.push(...visibleTo(c, r.events));
    state = r.state;
    actions++;
  }
  const finished = state.phase === 'over';
  return {
    seed,
    seats: colours.map((player, i) => ({ player, type: types[i] })),
    winnerType: finished && state.winner ? (typeOf.get(state.winner) ?? null) : null,
    winner: finished ? state.winner : null,
    endReason: state.endReason,
    rounds: state.round,
    actions,
    finished,
    titanDiedFirstBattle: titanDied,
    concessions,
    agreements,
    timeLosses,
    latencies,
  };
}
