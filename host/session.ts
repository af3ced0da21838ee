// One game being played: the authoritative state and its action log, the seats and who controls them, and the
// screen — which seat's view the screen shows. In hot-seat play the screen shows the human who must act; when it
// passes from one human to another a hand-off is pending and the screen shows no board until that human confirms.
import type { Action } from '../engine/actions.js';
import type { GameEvent } from '../engine/events.js';
import { apply, legalActions, playersToAct, viewFor } from '../engine/index.js';
import type { GameSetup, GameState, PlayerId } from '../engine/state.js';
import type { AutosaveReason, GameInfo, HandoffPush, HostError, ScreenPush, SeatInfo, SeatKind, ViewPush } from './contract.js';
import { encodeGame, type HostMeta } from './save-codec.js';
import { nextScreen, PendingEvents } from './hot-seat.js';
import { replayEvents, SeatMemory } from './seat-memory.js';

/** The outcome of applying an action to a session. */
export type SessionApply = { ok: true; checkpoint: Exclude<AutosaveReason, 'resume'> | null } | { ok: false; error: HostError };

/** Which autosave checkpoint, if any, the step from `prev` to `next` reaches. */
export function checkpointOf(prev: GameState, next: GameState): Exclude<AutosaveReason, 'resume'> | null {
  if (next.battle && (!prev.battle || next.battle.round !== prev.battle.round)) return 'battle-round';
  if (prev.engagement && !next.engagement) return 'engagement';
  if (next.phase !== prev.phase || next.active !== prev.active || next.round !== prev.round) return 'phase';
  return null;
}

/** A game session owned by the host service. */
export class GameSession {
  readonly kind = 'titan' as const;
  /** Events not yet shown on the screen. */
  private readonly events = new PendingEvents<GameEvent>();
  /** The seat the screen shows (null: hand-off pending, or spectator of an all-agent game). */
  screenSeat: PlayerId | null = null;
  /** The human the screen is being handed to. */
  handoff: PlayerId | null = null;
  /** The explicit save file (null until saved or when opened from an upload or autosave). */
  path: string | null;
  dirty = false;
  closed = false;
  /** Pending disk writes, chained so they never interleave. */
  writes: Promise<void> = Promise.resolve();
  /** Bumped on every change; a queued resume write only runs if it is still the newest. */
  version = 0;
  /** The running agent turn, if any. */
  agentTurn: Promise<void> | null = null;
  /** Each agent seat's events since its last decision and its AI memory. */
  readonly agentMemory: SeatMemory;

  constructor(
    readonly meta: HostMeta,
    readonly setup: GameSetup,
    public state: GameState,
    readonly actions: Action[],
    path: string | null,
  ) {
    this.path = path;
    const agentSeats = setup.players.filter((_, i) => meta.kinds[i] !== 'human').map((p) => p.color);
    this.agentMemory = new SeatMemory(agentSeats, agentSeats.length > 0 ? replayEvents(setup, actions) : []);
    this.updateScreen(true);
  }

  /** The seats with their controllers. */
  seats(): SeatInfo[] {
    return this.setup.players.map((p, i) => ({ color: p.color, name: p.name, kind: this.meta.kinds[i] }));
  }

  /** The controller of a seat (undefined for a colour not in the game). */
  kindOf(seat: PlayerId): SeatKind | undefined {
    const i = this.setup.players.findIndex((p) => p.color === seat);
    return i < 0 ? undefined : this.meta.kinds[i];
  }

  /** Headline facts for lists and pushes. */
  info(): GameInfo {
    return {
      gameId: this.meta.gameId,
      game: 'titan',
      title: this.meta.title,
      seats: this.seats(),
      path: this.path,
      dirty: this.dirty,
      stateId: this.state.stateId,
      round: this.state.round,
      phase: this.state.phase,
      winner: this.state.winner,
      screenSeat: this.screenSeat,
    };
  }

  /** The save-file text of this game now. */
  encode(updatedAt: string): string {
    return encodeGame(this.meta, this.setup, this.actions, this.state, updatedAt);
  }

  /** Applies an action already checked for seat and stateId; the state is untouched on refusal. */
  apply(action: Action): SessionApply {
    let r: ReturnType<typeof apply>;
    try {
      r = apply(this.state, action);
    } catch (e) {
      return { ok: false, error: { code: 'internal', message: `the engine failed on this action: ${e instanceof Error ? e.message : String(e)}` } };
    }
    if (!r.ok) return { ok: false, error: { code: r.error.code, message: r.error.message } };
    const checkpoint = checkpointOf(this.state, r.state);
    this.state = r.state;
    this.actions.push(action);
    this.events.add(r.events);
    this.agentMemory.record(r.events);
    this.dirty = true;
    this.version++;
    this.updateScreen(false);
    return { ok: true, checkpoint };
  }

  /** The first agent seat the game waits for. */
  agentToAct(): { seat: PlayerId; kind: Exclude<SeatKind, 'human'> } | null {
    for (const seat of playersToAct(this.state)) {
      const kind = this.kindOf(seat);
      if (kind !== undefined && kind !== 'human') return { seat, kind };
    }
    return null;
  }

  /** The human confirmed the hand-off: the screen now shows that seat. */
  acceptHandoff(seat: PlayerId): boolean {
    if (this.handoff !== seat) return false;
    this.handoff = null;
    this.screenSeat = seat;
    return true;
  }

  /** What the screen shows; `consume` marks the pending events as shown (pushes do, a plain getView does not). */
  screen(consume: boolean): ScreenPush {
    if (this.handoff !== null) return this.handoffPush(consume);
    return this.viewPush(consume);
  }

  /** The screen seat's board (after a confirmed hand-off, or whenever no hand-off is pending). */
  viewPush(consume: boolean): ViewPush {
    const seat = this.screenSeat;
    const events = this.events.forView(seat, consume);
    const toAct = playersToAct(this.state);
    return {
      kind: 'view',
      gameId: this.meta.gameId,
      seat,
      view: viewFor(this.state, seat),
      legal: seat !== null && toAct.includes(seat) ? legalActions(this.state, seat) : [],
      events,
      toAct,
      game: this.info(),
    };
  }

  private handoffPush(consume: boolean): HandoffPush {
    const seat = this.handoff as PlayerId;
    return {
      kind: 'handoff',
      gameId: this.meta.gameId,
      seat,
      name: this.setup.players.find((p) => p.color === seat)?.name ?? seat,
      events: this.events.forHandoff(consume),
      game: this.info(),
    };
  }

  /** Decides which seat the screen shows after a change (hot-seat privacy lives here). */
  private updateScreen(initial: boolean): void {
    const humans = this.setup.players.filter((_, i) => this.meta.kinds[i] === 'human').map((p) => p.color);
    const humansToAct = playersToAct(this.state).filter((p) => humans.includes(p));
    const next = nextScreen(humans, humansToAct, this, initial);
    this.screenSeat = next.screenSeat;
    this.handoff = next.handoff;
  }

}
