// The pure decision function the host calls off the main thread: one legal action for one seat, from its view, the
// events it saw since its last call and its plain-JSON memory (belief about hidden legions). Deterministic for a
// given input unless a clock is injected (then Hard's search stops when the budget is spent).
import type { Action } from '../engine/titan/actions.js';
import type { BattlePosition } from '../engine/family/battle/rules.js';
import type { GameEvent } from '../engine/titan/events.js';
import type { PlayerView } from '../engine/titan/view.js';
import { type Ctx, makeCtx } from './context.js';
import { chooseEngagement, chooseNegotiation, concessionBeforeEntering } from './engage.js';
import { type AiLevel, battleStyle, levelConfig } from './levels.js';
import { chooseMovement } from './master/move.js';
import { chooseAftermath, chooseMuster } from './master/muster.js';
import { chooseInitialSplit, chooseSplit } from './master/split.js';
import { type AiMemory, createMemory, observe } from './memory.js';
import { AiRng } from './rng.js';
import { searchedBattleAction } from './search/battle-search.js';

/** Everything a decision may use: the seat's view and legal actions, the events it saw, and how to think. */
export interface DecideInput {
  readonly view: PlayerView;
  readonly legal: readonly Action[];
  /** Events seen since `memory` was last returned (all events so far when there is no memory yet). Events whose
   * audience excludes this seat are ignored. */
  readonly events: readonly GameEvent[];
  readonly level: AiLevel;
  readonly rngSeed: number;
  /** Think budget for Hard's search; defaults to the level's. Only enforced when `clock` is given and it is above 0
   * (0: none, the search runs its fixed number of simulations). */
  readonly budgetMs?: number;
  /** The memory returned by this seat's previous decision. */
  readonly memory?: AiMemory;
  /** Milliseconds clock (e.g. performance.now) used to stop searching when the budget is spent. */
  readonly clock?: () => number;
}

/** A chosen action and the seat's updated memory (pass it to the next call). */
export interface Decision {
  readonly action: Action;
  readonly memory: AiMemory;
}

function battlePositionOf(ctx: Ctx): BattlePosition | null {
  const b = ctx.view.battle;
  if (!b) return null;
  return { land: ctx.variant.battlelands[b.terrain], hazards: ctx.variant.hazards, creatures: ctx.variant.creatures, pieces: b.pieces, active: b.active, attackerEntry: b.attackerEntry, round: b.round };
}

const BATTLE_TYPES = new Set<Action['type']>(['battleMove', 'strike', 'carry']);

function choose(ctx: Ctx): Action {
  const { view } = ctx;
  const types = new Set(ctx.legal.map((a) => a.type));
  if (types.has('initialSplit')) return chooseInitialSplit(ctx);
  const e = view.engagement;
  if (view.battle && e && (e.attackerOwner === ctx.me || e.defenderOwner === ctx.me) && (e.stage === 'battle' || [...types].some((t) => BATTLE_TYPES.has(t)))) {
    const pos = battlePositionOf(ctx);
    const concession = concessionBeforeEntering(ctx);
    if (concession) return concession;
    if (pos) {
      const side = e.attackerOwner === ctx.me ? 'attacker' : 'defender';
      const ownTitan = pos.pieces.some((p) => p.side === side && !p.slain && ctx.variant.creatures[p.creature]?.kind === 'titan');
      return searchedBattleAction(ctx, pos, side, battleStyle(ctx.cfg, ownTitan));
    }
  }
  if (e && e.stage === 'aftermath') return chooseAftermath(ctx);
  if (e && (types.has('fight') || types.has('accept') || types.has('flee') || types.has('propose'))) return chooseNegotiation(ctx);
  if (types.has('engage')) return chooseEngagement(ctx);
  if (view.phase === 'split') return chooseSplit(ctx);
  if (view.phase === 'move') return chooseMovement(ctx);
  if (view.phase === 'muster') return chooseMuster(ctx);
  return ctx.legal.find((a) => a.type !== 'concede') ?? ctx.legal[0];
}

/** Chooses one of `legal` for the viewer's seat and returns it with the updated memory. */
export function decideWithMemory(input: DecideInput): Decision {
  const seat = input.view.viewer;
  if (!seat) throw new Error('decide needs a seat view');
  const memory = observe(input.memory ?? createMemory(seat), input.events, input.view);
  const legal = input.legal.filter((a) => a.type !== 'undo');
  if (legal.length === 0) throw new Error('decide was called with no legal action');
  if (legal.length === 1) return { action: legal[0], memory };
  const cfg = levelConfig(input.level);
  const budget = input.budgetMs ?? cfg.budgetMs;
  const clock = budget > 0 ? input.clock : undefined;
  const deadline = clock ? clock() + budget : 0;
  const timeLeft = clock ? (): number => deadline - clock() : (): number => Infinity;
  const ctx = makeCtx(input.view, legal, cfg, memory, new AiRng(input.rngSeed), timeLeft);
  return { action: choose(ctx), memory };
}

/** Chooses one of `legal` for the viewer's seat (memory-less form: `events` must be every event the seat saw). */
export function decide(input: DecideInput): Action {
  return decideWithMemory(input).action;
}
