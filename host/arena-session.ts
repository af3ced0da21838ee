// One Arena game being played: the authoritative state, its action log, the seats and who controls them, and which
// seat the screen shows. Same hot-seat rules as a TITAN session (host/session.ts): the screen shows the one human,
// or, with several humans, the human who must act — behind a hand-off screen whenever it passes between two humans.
import { arenaGame, type ArenaAction, type ArenaEvent, type ArenaLevel, type ArenaSetup, type ArenaState } from '../engine/arena/index.js';
import type { ArenaAgentInput } from './agents.js';
import { encodeArena, type ArenaMeta } from './arena-codec.js';
import type { ArenaHandoffPush, ArenaScreenPush, ArenaSeatKind, ArenaViewPush, GameInfo, SeatInfo } from './contract.js';
import { nextScreen, PendingEvents } from './hot-seat.js';
import type { SessionApply } from './session.js';

/** An Arena game session owned by the host service. */
export class ArenaSession {
  readonly kind = 'arena' as const;
  /** Events not yet shown on the screen. */
  private readonly events = new PendingEvents<ArenaEvent>();
  /** The seat the screen shows (null: hand-off pending, or spectator of an all-AI game). */
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
    readonly meta: ArenaMeta,
    readonly setup: ArenaSetup,
    public state: ArenaState,
    readonly actions: ArenaAction[],
    path: string | null,
  ) {
    this.path = path;
    this.updateScreen(true);
  }

  /** The seats with their controllers (`color` carries the Arena player id). */
  seats(): SeatInfo[] {
    return this.setup.players.map((p, i) => ({ color: p.id, name: p.name, kind: this.meta.kinds[i] }));
  }

  /** The controller of a seat (undefined for an id not in the game). */
  kindOf(seat: string): ArenaSeatKind | undefined {
    const i = this.setup.players.findIndex((p) => p.id === seat);
    return i < 0 ? undefined : this.meta.kinds[i];
  }

  /** Headline facts for lists and pushes. */
  info(): GameInfo {
    return {
      gameId: this.meta.gameId,
      game: 'arena',
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
    return encodeArena(this.meta, this.setup, this.actions, this.state, updatedAt);
  }

  /** Applies an action already checked for seat and stateId; the state is untouched on refusal. */
  apply(action: ArenaAction): SessionApply {
    let r: ReturnType<typeof arenaGame.apply>;
    try {
      r = arenaGame.apply(this.state, action);
    } catch (e) {
      return { ok: false, error: { code: 'internal', message: `the Arena engine failed on this action: ${e instanceof Error ? e.message : String(e)}` } };
    }
    if (!r.ok) return { ok: false, error: { code: r.error.code, message: r.error.message } };
    const prev = this.state;
    this.state = r.state;
    this.actions.push(action);
    this.events.add(r.events);
    this.dirty = true;
    this.version++;
    this.updateScreen(false);
    // A rotating autosave whenever a round or the phase changes (bidding → play, a stalemate vote, game over).
    return { ok: true, checkpoint: prev.round !== r.state.round || prev.phase !== r.state.phase ? 'phase' : null };
  }

  /** The first AI seat the game waits for. */
  agentToAct(): { seat: string; kind: ArenaLevel } | null {
    for (const seat of arenaGame.playersToAct(this.state)) {
      const kind = this.kindOf(seat);
      if (kind !== undefined && kind !== 'human') return { seat, kind };
    }
    return null;
  }

  /** What an AI seat may know: its own view and legal actions only. */
  agentInput(seat: string): ArenaAgentInput {
    return { seat, view: arenaGame.viewFor(this.state, seat), legal: arenaGame.legalActions(this.state, seat) };
  }

  /** The human confirmed the hand-off: the screen now shows that seat. */
  acceptHandoff(seat: string): boolean {
    if (this.handoff !== seat) return false;
    this.handoff = null;
    this.screenSeat = seat;
    return true;
  }

  /** What the screen shows; `consume` marks the pending events as shown (pushes do, a plain arenaView does not). */
  screen(consume: boolean): ArenaScreenPush {
    return this.handoff !== null ? this.handoffPush(consume) : this.viewPush(consume);
  }

  /** The screen seat's table (after a confirmed hand-off, or whenever no hand-off is pending). */
  viewPush(consume: boolean): ArenaViewPush {
    const seat = this.screenSeat;
    const events = this.events.forView(seat, consume);
    const toAct = arenaGame.playersToAct(this.state);
    return {
      kind: 'arena-view',
      gameId: this.meta.gameId,
      seat,
      view: arenaGame.viewFor(this.state, seat),
      legal: seat !== null && toAct.includes(seat) ? arenaGame.legalActions(this.state, seat) : [],
      events,
      toAct,
      game: this.info(),
    };
  }

  private handoffPush(consume: boolean): ArenaHandoffPush {
    const seat = this.handoff as string;
    return {
      kind: 'arena-handoff',
      gameId: this.meta.gameId,
      seat,
      name: this.setup.players.find((p) => p.id === seat)?.name ?? seat,
      events: this.events.forHandoff(consume),
      game: this.info(),
    };
  }

  /** Decides which seat the screen shows after a change (hot-seat privacy lives here). */
  private updateScreen(initial: boolean): void {
    const humans = this.setup.players.filter((_, i) => this.meta.kinds[i] === 'human').map((p) => p.id);
    const humansToAct = arenaGame.playersToAct(this.state).filter((p) => humans.includes(p));
    const next = nextScreen(humans, humansToAct, this, initial);
    this.screenSeat = next.screenSeat;
    this.handoff = next.handoff;
  }

}
