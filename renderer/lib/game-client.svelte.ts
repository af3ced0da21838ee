// What every game screen's connection to the host shares (TITAN's session, the Arena client): the open game, the
// last pushed board or hand-off, the per-seat event logs, who is thinking, errors and notices, and the calls that
// do not depend on the game. No rules here.
import type { GameInfo, HostError, Push, Result, TitanApi } from '../../host/contract.js';
import { appendedLogs, rebuiltLogs } from './seat-logs.js';

/** A pushed board of some game: whose view, its stateId and the events that seat may see. */
interface BoardLike<E> {
  readonly game: string;
  readonly seat: string | null;
  readonly view: { readonly stateId: number };
  readonly events: readonly E[];
  readonly log?: readonly E[];
  readonly info: GameInfo;
}

/** Reactive state of one game screen's connection; `kind` tells a game's hand-off push from its board. */
export abstract class GameClient<V extends BoardLike<E>, H extends { readonly game: string; readonly info: GameInfo; readonly log?: readonly E[] }, E extends { readonly audience?: readonly string[] }> {
  game = $state<GameInfo | null>(null);
  push = $state<V | null>(null);
  handoff = $state<H | null>(null);
  /** Events each seat has seen, by seat (hot-seat players never see each other's log). */
  logs = $state<Record<string, E[]>>({});
  thinking = $state<string | null>(null);
  error = $state<HostError | null>(null);
  notice = $state<string | null>(null);
  /** Something about the game the player must read and acknowledge (e.g. an older save continued from its position). */
  message = $state<string | null>(null);
  busy = $state(false);
  /** The call on its way, if any (busy). */
  private inFlight: Promise<unknown> = Promise.resolve();
  /** The newest stateId whose events are in the logs. */
  private logged = -1;

  constructor(
    readonly api: TitanApi,
    /** Most events kept per seat's log. */
    private readonly logLimit: number,
  ) {}

  /** Unwraps a result; on failure records the error for the error dialog and returns null. */
  async call<T>(p: Promise<Result<T>>): Promise<T | null> {
    this.busy = true;
    const run = (async (): Promise<T | null> => {
      try {
        const r = await p;
        if (r.ok) return r.value;
        this.error = r.error;
        return null;
      } catch (e) {
        this.error = { code: 'internal', message: e instanceof Error ? e.message : String(e) };
        return null;
      } finally {
        this.busy = false;
      }
    })();
    this.inFlight = run;
    return run;
  }

  /** Resolves once no call is on its way. */
  protected async idle(): Promise<void> {
    while (this.busy) await this.inFlight;
  }

  /** Save As: a name in the saves folder, or the native dialog when `name` is null. */
  async saveAs(name: string | null): Promise<void> {
    const g = this.game;
    if (!g) return;
    const target = name === null ? ({ kind: 'dialog' } as const) : ({ kind: 'name', name } as const);
    const r = await this.call(this.api.saveAs({ gameId: g.gameId, target }));
    if (r) this.game = { ...g, dirty: false, path: r.path };
  }

  /** The save file's text for a browser download. */
  async exportSave(): Promise<{ fileName: string; text: string } | null> {
    const g = this.game;
    return g ? this.call(this.api.exportSave({ gameId: g.gameId })) : null;
  }

  /** Starts showing a game the host opened: nothing pushed or logged yet. */
  protected resetTo(info: GameInfo): void {
    this.game = info;
    this.push = null;
    this.handoff = null;
    this.logs = {};
    this.logged = -1;
  }

  /** Forgets the game (it was closed). */
  protected clear(): void {
    this.game = null;
    this.push = null;
    this.handoff = null;
  }

  /** Handles the pushes about the shown game that every game treats alike (thinking, saved, closed); false if not one. */
  protected gamePush(p: Push, savedNotice: (path: string) => string): boolean {
    if (!this.game || !('gameId' in p) || p.gameId !== this.game.gameId) return false;
    if (p.kind === 'thinking') this.thinking = p.seat;
    else if (p.kind === 'saved') {
      if (!p.auto) this.notice = savedNotice(p.path);
      this.game = { ...this.game, dirty: p.auto ? this.game.dirty : false, path: p.auto ? this.game.path : p.path };
    } else if (p.kind === 'closed') this.left();
    else if (p.kind === 'notice') this.message = p.message;
    else return false;
    return true;
  }

  /** Called when the shown game was closed. */
  protected abstract left(): void;

  /** Shows a seat's board, or hides it behind the hand-off screen (whose public events it shows itself). */
  protected acceptScreen(p: V | H, handoff: boolean): void {
    // a call's answer can arrive after the push of a newer state (a play aid or an agent acted meanwhile): keep the newer
    if (this.game?.gameId === p.info.gameId && p.info.stateId < this.game.stateId) return;
    this.thinking = null;
    this.game = p.info;
    if (p.log) this.rebuildLogs(p.log, p.info.stateId);
    if (handoff) {
      this.handoff = p as H;
      this.push = null;
      return;
    }
    const board = p as V;
    this.handoff = null;
    this.push = board;
    this.appendLog(board.seat ?? '', board.view.stateId, board.events);
  }

  /** Replaces the logs with the game's log the host sent (a reload, Continue or Open): each seat keeps what it may see. */
  private rebuildLogs(log: readonly E[], stateId: number): void {
    this.logs = rebuiltLogs(log, this.game?.seats.map((x) => x.color) ?? [], this.logLimit);
    this.logged = stateId;
  }

  /** Adds a push's events to the logs once (a call's answer and the push of one state carry the same events). */
  private appendLog(seat: string, stateId: number, events: readonly E[]): void {
    if (events.length === 0 || this.logged >= stateId) return;
    this.logged = stateId;
    this.logs = appendedLogs(this.logs, seat, this.game?.seats.map((s) => s.color) ?? [], events, this.logLimit);
  }
}
