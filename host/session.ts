// One TITAN game being played: a session (host/base-session.ts) over the rules engine, whose AI seats keep their
// events and memory between decisions.
import type { Action } from '../engine/actions.js';
import type { GameEvent } from '../engine/events.js';
import { apply, legalActions, playersToAct, viewFor } from '../engine/index.js';
import type { GameSetup, GameState } from '../engine/state.js';
import type { PlayerView } from '../engine/view.js';
import { BaseSession, type SessionRules } from './base-session.js';
import type { AutosaveReason, HandoffPush, ScreenPush, SeatKind, ViewPush } from './contract.js';
import { encodeGame, type HostMeta } from './save-codec.js';
import { replayEvents, SeatMemory } from './seat-memory.js';

/** Which autosave checkpoint, if any, the step from `prev` to `next` reaches. */
export function checkpointOf(prev: GameState, next: GameState): Exclude<AutosaveReason, 'resume'> | null {
  if (next.battle && (!prev.battle || next.battle.round !== prev.battle.round)) return 'battle-round';
  if (prev.engagement && !next.engagement) return 'engagement';
  if (next.phase !== prev.phase || next.active !== prev.active || next.round !== prev.round) return 'phase';
  return null;
}

/** The TITAN rules as a session uses them. */
const TITAN_RULES: SessionRules<GameState, Action, GameEvent, PlayerView> = {
  game: 'titan',
  engineName: 'engine',
  apply: (state, action) => apply(state, action),
  playersToAct,
  viewFor,
  legalActions,
  checkpoint: checkpointOf,
};

/** A TITAN game session owned by the host service. */
export class GameSession extends BaseSession<GameState, Action, GameEvent, PlayerView, SeatKind> {
  readonly kind = 'titan' as const;
  /** Each agent seat's events since its last decision and its AI memory. */
  readonly agentMemory: SeatMemory;

  constructor(meta: HostMeta, readonly setup: GameSetup, state: GameState, actions: Action[], path: string | null) {
    super(meta, setup.players.map((p) => ({ id: p.color, name: p.name })), state, actions, path, TITAN_RULES);
    const agentSeats = setup.players.filter((_, i) => meta.kinds[i] !== 'human').map((p) => p.color);
    this.agentMemory = new SeatMemory(agentSeats, agentSeats.length > 0 ? replayEvents(setup, actions) : []);
    this.updateScreen(true);
  }

  /** The save-file text of this game now. */
  encode(updatedAt: string): string {
    return encodeGame(this.meta, this.setup, this.actions, this.state, updatedAt);
  }

  protected override recorded(events: readonly GameEvent[]): void {
    this.agentMemory.record(events);
  }

  /** What the screen shows; `consume` marks the pending events as shown (pushes do, a plain getView does not). */
  screen(consume: boolean): ScreenPush {
    return this.handoff !== null ? this.handoffPush(consume) : this.viewPush(consume);
  }

  /** The screen seat's board. */
  viewPush(consume: boolean): ViewPush {
    return { kind: 'view', ...this.viewParts(consume) };
  }

  private handoffPush(consume: boolean): HandoffPush {
    return { kind: 'handoff', ...this.handoffParts(consume) };
  }
}
