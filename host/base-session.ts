// What every game session of the host shares, whichever game it plays (TITAN, the Arena): the authoritative state
// and its action log, the seats and who controls them, the save bookkeeping, and the screen — which seat's view it
// shows. In hot-seat play the screen shows the human who must act; when it passes from one human to another a
// hand-off is pending and the screen shows no board until that human confirms. A game plugs in its rules as data.
import type { AutosaveReason, BoardPush, GameInfo, HandoffScreenPush, HostError, SeatInfo } from './contract.js';
import { nextScreen, PendingEvents } from './hot-seat.js';
import type { SessionMeta } from './save-meta.js';

/** The outcome of applying an action to a session. */
export type SessionApply = { ok: true; checkpoint: Exclude<AutosaveReason, 'resume'> | null } | { ok: false; error: HostError };

/** The rules a session needs from its game's engine. */
export interface SessionRules<S, A, E, V> {
  readonly game: 'titan' | 'arena';
  /** Named in the message when the engine throws (a bug, reported as an internal error). */
  readonly engineName: string;
  apply(state: S, action: A): { ok: true; state: S; events: readonly E[] } | { ok: false; error: { code: HostError['code']; message: string } };
  playersToAct(state: S): readonly string[];
  viewFor(state: S, seat: string | null): V;
  legalActions(state: S, seat: string): A[];
  /** The autosave checkpoint, if any, that the step from `prev` to `next` reaches. */
  checkpoint(prev: S, next: S): Exclude<AutosaveReason, 'resume'> | null;
}

/** The parts of a state a session reports. */
interface Headline {
  readonly stateId: number;
  readonly round: number;
  readonly phase: GameInfo['phase'];
  readonly winner: string | null;
}

/** A game session owned by the host service; `seatIds` are the seats in setup order with their names. */
export abstract class BaseSession<S extends Headline, A, E extends { readonly audience?: readonly string[] }, V, K extends string> {
  /** Events not yet shown on the screen. */
  protected readonly events = new PendingEvents<E>();
  /** The seat the screen shows (null: hand-off pending, or spectator of an all-agent game). */
  screenSeat: string | null = null;
  /** The human the screen is being handed to. */
  handoff: string | null = null;
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

  constructor(
    readonly meta: SessionMeta<K>,
    private readonly seatIds: readonly { readonly id: string; readonly name: string }[],
    public state: S,
    readonly actions: A[],
    path: string | null,
    protected readonly rules: SessionRules<S, A, E, V>,
  ) {
    this.path = path;
  }

  /** The seats with their controllers. */
  seats(): SeatInfo[] {
    return this.seatIds.map((p, i) => ({ color: p.id, name: p.name, kind: this.meta.kinds[i] as SeatInfo['kind'] }));
  }

  /** The controller of a seat (undefined for a seat not in the game). */
  kindOf(seat: string): K | undefined {
    const i = this.seatIds.findIndex((p) => p.id === seat);
    return i < 0 ? undefined : this.meta.kinds[i];
  }

  /** Headline facts for lists and pushes. */
  info(): GameInfo {
    return {
      gameId: this.meta.gameId,
      game: this.rules.game,
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

  /** Applies an action already checked for seat and stateId; the state is untouched on refusal. */
  apply(action: A): SessionApply {
    let r: ReturnType<SessionRules<S, A, E, V>['apply']>;
    try {
      r = this.rules.apply(this.state, action);
    } catch (e) {
      return { ok: false, error: { code: 'internal', message: `the ${this.rules.engineName} failed on this action: ${e instanceof Error ? e.message : String(e)}` } };
    }
    if (!r.ok) return { ok: false, error: { code: r.error.code, message: r.error.message } };
    const checkpoint = this.rules.checkpoint(this.state, r.state);
    this.state = r.state;
    this.actions.push(action);
    this.events.add(r.events);
    this.recorded(r.events);
    this.dirty = true;
    this.version++;
    this.updateScreen(false);
    return { ok: true, checkpoint };
  }

  /** Called with the events of every applied action (e.g. for the AI seats' inboxes). */
  protected recorded(_events: readonly E[]): void {}

  /** The first agent seat the game waits for. */
  agentToAct(): { seat: string; kind: Exclude<K, 'human'> } | null {
    for (const seat of this.rules.playersToAct(this.state)) {
      const kind = this.kindOf(seat);
      if (kind !== undefined && kind !== 'human') return { seat, kind: kind as Exclude<K, 'human'> };
    }
    return null;
  }

  /** The human confirmed the hand-off: the screen now shows that seat. */
  acceptHandoff(seat: string): boolean {
    if (this.handoff !== seat) return false;
    this.handoff = null;
    this.screenSeat = seat;
    return true;
  }

  /** The screen seat's board (after a confirmed hand-off, or whenever no hand-off is pending); `consume` marks the
   * pending events as shown (pushes do, a plain getView does not). */
  protected viewParts(consume: boolean): Omit<BoardPush<string, V, A, E>, 'kind'> {
    const seat = this.screenSeat;
    const events = this.events.forView(seat, consume);
    const toAct = this.rules.playersToAct(this.state);
    return {
      gameId: this.meta.gameId,
      seat,
      view: this.rules.viewFor(this.state, seat),
      legal: seat !== null && toAct.includes(seat) ? this.rules.legalActions(this.state, seat) : [],
      events,
      toAct,
      game: this.info(),
    };
  }

  /** The hand-off screen's content (only the public events). */
  protected handoffParts(consume: boolean): Omit<HandoffScreenPush<string, E>, 'kind'> {
    const seat = this.handoff as string;
    return {
      gameId: this.meta.gameId,
      seat,
      name: this.seatIds.find((p) => p.id === seat)?.name ?? seat,
      events: this.events.forHandoff(consume),
      game: this.info(),
    };
  }

  /** Decides which seat the screen shows after a change (hot-seat privacy lives here). */
  protected updateScreen(initial: boolean): void {
    const humans = this.seatIds.filter((_, i) => this.meta.kinds[i] === 'human').map((p) => p.id);
    const humansToAct = this.rules.playersToAct(this.state).filter((p) => humans.includes(p));
    const next = nextScreen(humans, humansToAct, this, initial);
    this.screenSeat = next.screenSeat;
    this.handoff = next.handoff;
  }
}
