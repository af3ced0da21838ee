// Network play of the host: one game at a time is open to the local network (the always-on host, host/always-on.ts,
// opens several at once: `several`). The host picks its remote seats; each
// gets a link with its own secret (and, if wanted, a read-only spectator link with the public view). A remote page's
// capability is exactly its seat: its own board and events (the seat's view in the game's information mode), its
// intents, its own event log, its own seat's review of the game — never a file, a setting or another seat's hidden information of the host. The host
// sees who is away, may revoke a link, and may hand a remote seat to an AI level and back. The seats and secrets are
// saved with the game, so a game reopened later offers the same seats and links again.
import { sees, type ModuleAction, type ModuleEvent } from '../../engine/platform/module.js';
import type { HostService } from '../service.js';
import type { AppInfo, GameInfo, LanSeat, LanStatus, MethodName, Push, RequestOf, Result, Settings, ViewPush } from '../contract.js';
import { REQUEST_SCHEMAS, fail, ok } from '../contract.js';
import { NO_DEADLINE, type SeatDeadlines } from '../contract-deadline.js';
import { seatKinds } from '../save-codec.js';
import { DEFAULT_SETTINGS } from '../settings.js';
import type { LanControl, RemoteAccess } from './control.js';
import type { LanMeta } from './meta.js';
import { parsePublicUrl, type PublicUrl } from './public-url.js';
import { newSecret, sameSecret } from './secrets.js';
import { clockRefusal } from '../intent-gate.js';
import { SEAT_MAIL_METHODS, type SeatMailMethod } from '../contract-seat-mail.js';
import { NO_SEAT_MAIL, type SeatMailDoor } from '../seat-mail.js';

/** Who a network request comes from: a seat of the network game, or a spectator (seat null). */
export interface Guest {
  readonly secret: string;
  /** The network game the link belongs to. */
  readonly gameId: string;
  readonly seat: string | null;
}

/** A remote page's open event stream. */
export interface GuestStream {
  /** Sends one push; `logAt` is how many of the seat's events the page has after it. */
  send(push: Push, logAt: number): void;
  close(): void;
}

/** The network listener as the hub starts and stops it (host/lan/listener.ts). */
export interface LanEndpoint {
  readonly address: string;
  readonly port: number;
  /** What links begin with: the public address, else the listener's own scheme, address and port. */
  readonly origin: string;
  close(): Promise<void>;
}

/** Opens the network listener for a hub, reachable at `publicUrl` when given; `insecureHttp`: the host allowed plain
 * HTTP beyond private networks in the host panel (the same rule as `--insecure-http`). */
export type LanOpener = (hub: LanHub, publicUrl: PublicUrl | null, insecureHttp: boolean) => Promise<LanEndpoint>;

/** Most event streams one link may hold open at once (a few tabs). */
export const MAX_STREAMS_PER_LINK = 4;

/** The methods a remote page may call; everything else is refused. */
const GUEST_METHODS: ReadonlySet<MethodName> = new Set(['appInfo', 'getSettings', 'listGames', 'listRecent', 'listAutosaves', 'view', 'submit', 'exportSave', 'reviewGame', 'reviewBoard', 'exportRecord', 'seatDeadline', ...SEAT_MAIL_METHODS]);

/** Network play: the contract's network methods for the host, and the remote pages' door (the listener calls it). */
export class LanHub implements LanControl {
  /** The network games, each with its seats' events (null: the spectator's public ones) since its network play began. */
  private readonly games = new Map<string, Map<string | null, ModuleEvent[]>>();
  private endpoint: LanEndpoint | null = null;
  /** The host panel's "allow unencrypted play" of the open listener. */
  private insecureHttp = false;
  /** The statuses reckoned so far (each one's `seq`). */
  private statuses = 0;
  private readonly streams = new Map<string, Set<GuestStream>>();
  /** The game of each link with open streams (its secret's). */
  private readonly streamGames = new Map<string, string>();
  /** The seats' notice mail (the always-on host with a mail server sets its own; else none is sent). */
  mail: SeatMailDoor = NO_SEAT_MAIL;
  /** A game's turn deadline as a seat's page is shown it (the always-on host keeps deadlines; null: none here). */
  deadlines: ((gameId: string, seat: string | null) => SeatDeadlines) | null = null;

  constructor(
    private readonly service: HostService,
    private readonly opener: LanOpener,
    /** The public address links carry until the host panel gives another (`--public-url`). */
    private publicUrl: PublicUrl | null = null,
    /** Several network games at once, and the listener open while none is (the always-on host); else one game. */
    private readonly several = false,
  ) {
    service.lan = this;
    service.onApplied((gameId, events) => {
      if (this.games.has(gameId)) this.record(gameId, events);
    });
    service.onPush((push) => {
      if (push.kind === 'closed' && this.games.has(push.gameId)) void this.stopGame(push.gameId);
      else if (push.kind === 'thinking' && this.games.has(push.gameId)) for (const [secret, set] of this.streams) for (const s of set) if (this.gameOfLink(secret) === push.gameId) s.send(push, this.logOf(secret).length);
    });
  }

  /** Opens the listener now, before any game is open to the network (the always-on host: its owner page). */
  async listen(): Promise<LanEndpoint> {
    this.endpoint ??= await this.opener(this, this.publicUrl, this.insecureHttp);
    return this.endpoint;
  }

  // The host's methods -------------------------------------------------------------------------------------------

  async lanStatus({ gameId }: RequestOf<'lanStatus'>): Promise<Result<LanStatus>> {
    return ok(this.status(gameId ?? null));
  }

  async lanStart({ gameId, seats, spectator, publicUrl, insecureHttp = false }: RequestOf<'lanStart'>): Promise<Result<LanStatus>> {
    const access = this.service.remoteAccess(gameId);
    if (!access) return fail('unknown-game', `no open game ${gameId}`);
    const reach = publicUrl === undefined ? { url: this.publicUrl } : publicUrl.trim() === '' ? { url: null } : parsePublicUrl(publicUrl);
    if ('error' in reach) return fail('bad-setup', reach.error);
    const s = access.session;
    const ids = s.seats().map((x) => x.color);
    const before = s.meta.lan;
    for (const seat of seats) {
      if (!ids.includes(seat)) return fail('wrong-seat', `${seat} is not a seat of this game`);
      const handed = before?.seats.some((x) => x.seat === seat) === true;
      if (s.kindOf(seat) !== 'human' && !handed) return fail('wrong-seat', `${seat} is played by the computer (${s.kindOf(seat)}), not by a human`);
    }
    if (!this.several) for (const other of [...this.games.keys()]) if (other !== gameId) await this.stopGame(other);
    if (this.endpoint && (reach.url?.origin !== this.publicUrl?.origin || insecureHttp !== this.insecureHttp)) await this.closeEndpoint();
    const lan: LanMeta = {
      seats: [...new Set(seats)].map((seat) => ({ seat, secret: before?.seats.find((x) => x.seat === seat)?.secret ?? newSecret() })),
      spectator: spectator ? (before?.spectator ?? newSecret()) : null,
    };
    try {
      this.endpoint ??= await this.opener(this, reach.url, insecureHttp);
      this.publicUrl = reach.url;
      this.insecureHttp = insecureHttp;
    } catch (e) {
      return fail('io', `the network listener could not start: ${e instanceof Error ? e.message : String(e)}`);
    }
    for (const secret of this.streams.keys()) if (this.gameOfLink(secret) === gameId && !this.isLink(lan, secret)) this.dropLink(secret);
    const logs = new Map<string | null, ModuleEvent[]>();
    for (const { seat } of lan.seats) logs.set(seat, []);
    logs.set(null, []);
    this.games.set(gameId, logs);
    s.meta = { ...s.meta, lan };
    s.setRemote(lan.seats.map((x) => x.seat));
    access.changed();
    this.pushBoards(access);
    return ok(this.announce(gameId));
  }

  /** Ends network play of every game (the host panel's Stop; quitting). */
  async lanStop(): Promise<Result<LanStatus>> {
    for (const gameId of [...this.games.keys()]) await this.stopGame(gameId);
    await this.closeEndpoint();
    return ok(this.announce(null));
  }

  async lanRevoke({ gameId, seat }: RequestOf<'lanRevoke'>): Promise<Result<LanStatus>> {
    const access = this.networkGame(gameId);
    if (!access.ok) return access;
    const s = access.value.session;
    const lan = s.meta.lan as LanMeta;
    if (seat !== null && !lan.seats.some((x) => x.seat === seat)) return fail('wrong-seat', `${seat} is not played over the network`);
    if (seat === null && lan.spectator === null) return fail('not-found', 'this game has no spectator link');
    const old = seat === null ? lan.spectator : lan.seats.find((x) => x.seat === seat)?.secret;
    if (old) this.dropLink(old);
    // the new link's holder is someone else: the old holder's address is not his
    if (seat !== null) this.mail.forget(gameId, seat);
    s.meta = {
      ...s.meta,
      lan: seat === null ? { ...lan, spectator: newSecret() } : { ...lan, seats: lan.seats.map((x) => (x.seat === seat ? { seat, secret: newSecret() } : x)) },
    };
    access.value.changed();
    return ok(this.announce(gameId));
  }

  async lanHand({ gameId, seat, kind }: RequestOf<'lanHand'>): Promise<Result<LanStatus>> {
    const access = this.networkGame(gameId);
    if (!access.ok) return access;
    const s = access.value.session;
    if (!s.remote.has(seat)) return fail('wrong-seat', `${seat} is not played over the network`);
    if (!seatKinds(s.module).includes(kind)) return fail('bad-setup', `${s.module.name} has no player level "${kind}"`);
    s.setKind(seat, kind);
    access.value.changed();
    this.pushBoards(access.value);
    return ok(this.announce(gameId));
  }

  // The remote pages' door ---------------------------------------------------------------------------------------

  /** The guest a link's secret admits, or null (compared in constant time with every live secret, no early exit). */
  admit(secret: string): Guest | null {
    if (!this.endpoint) return null;
    let found: Guest | null = null;
    for (const gameId of this.games.keys()) {
      const lan = this.service.remoteAccess(gameId)?.session.meta.lan;
      if (!lan) continue;
      for (const x of lan.seats) if (sameSecret(secret, x.secret)) found = { secret: x.secret, gameId, seat: x.seat };
      if (lan.spectator !== null && sameSecret(secret, lan.spectator)) found = { secret: lan.spectator, gameId, seat: null };
    }
    return found;
  }

  /** Opens a guest's event stream: its board at once, with the seat's events after the first `since` it has.
   * Null when the link already holds the most streams it may. */
  subscribe(guest: Guest, since: number, stream: GuestStream): (() => void) | null {
    const set = this.streams.get(guest.secret) ?? new Set<GuestStream>();
    if (set.size >= MAX_STREAMS_PER_LINK) return null;
    set.add(stream);
    this.streams.set(guest.secret, set);
    this.streamGames.set(guest.secret, guest.gameId);
    const access = this.service.remoteAccess(guest.gameId);
    const log = this.games.get(guest.gameId)?.get(guest.seat) ?? [];
    if (access) stream.send(this.board(access, guest.seat, log.slice(Math.min(Math.max(0, since), log.length))), log.length);
    this.announce(guest.gameId);
    return () => {
      set.delete(stream);
      if (set.size === 0 && this.streams.get(guest.secret) === set) {
        this.streams.delete(guest.secret);
        this.streamGames.delete(guest.secret);
      }
      this.announce(guest.gameId);
    };
  }

  /** One call of a remote page: only the methods of its seat, and only for its seat. */
  async call(guest: Guest, method: string, payload: unknown): Promise<Result<unknown>> {
    if (!GUEST_METHODS.has(method as MethodName)) return fail('forbidden', `a remote player cannot call ${method.slice(0, 40)}: it belongs to the host`);
    const access = this.games.has(guest.gameId) ? this.service.remoteAccess(guest.gameId) : null;
    if (!access) return fail('not-found', 'the host is not playing a network game now');
    const parsed = REQUEST_SCHEMAS[method as MethodName].safeParse(payload ?? {});
    if (!parsed.success) return fail('malformed', `${method}: the request does not match its schema`);
    const req = parsed.data as Record<string, unknown>;
    if ('gameId' in req && req.gameId !== guest.gameId) return fail('unknown-game', 'a remote player sees only the network game');
    const log = this.games.get(guest.gameId)?.get(guest.seat) ?? [];
    switch (method as MethodName) {
      case 'appInfo':
        return ok(await this.guestInfo(guest));
      case 'getSettings':
        return ok<Settings>(DEFAULT_SETTINGS);
      case 'listRecent':
      case 'listAutosaves':
        return ok([]);
      case 'listGames':
        return ok([this.guestGame(access.session.info(), guest.seat)]);
      case 'view':
        return ok(this.board(access, guest.seat, []));
      case 'reviewGame':
        return this.service.reviewGame(req as RequestOf<'reviewGame'>, { remote: true, seat: guest.seat });
      case 'reviewBoard':
        return this.service.reviewBoard(req as RequestOf<'reviewBoard'>, { remote: true, seat: guest.seat });
      case 'seatDeadline':
        return ok(this.deadlines?.(guest.gameId, guest.seat) ?? NO_DEADLINE);
      case 'exportRecord':
        return this.service.exportRecord(req as RequestOf<'exportRecord'>, { remote: true, seat: guest.seat });
      case 'seatMail':
      case 'seatMailSet':
      case 'seatMailForget':
      case 'seatMailTest':
        return guest.seat === null ? fail('forbidden', 'a spectator gets no notice mail') : this.mail.call(method as SeatMailMethod, guest.gameId, guest.seat, req);
      case 'exportSave':
        return ok({ fileName: `${access.session.meta.title}-${guest.seat ?? 'spectator'}-log.json`.replace(/[^\w.-]+/g, '_'), text: JSON.stringify({ game: access.session.module.id, seat: guest.seat, events: log }, null, 1) });
      default:
        return this.submit(access, guest, req as RequestOf<'submit'>);
    }
  }

  // -------------------------------------------------------------------------------------------------------------

  /** A remote intent: its own seat only, a remote human seat, the game's action schema, the current stateId. */
  private submit(access: RemoteAccess, guest: Guest, { seat, action }: RequestOf<'submit'>): Result<{ stateId: number }> {
    const s = access.session;
    if (guest.seat === null) return fail('forbidden', 'a spectator cannot act');
    if (seat !== guest.seat) return fail('wrong-seat', `this link plays ${guest.seat}, not ${seat}`);
    if (!s.remote.has(seat) || s.kindOf(seat) !== 'human') return fail('wrong-seat', `${seat} is not played from this link now`);
    const parsed = s.module.actionSchema.safeParse(action);
    if (!parsed.success) return fail('malformed', `not a ${s.module.name} action`);
    const intent = parsed.data as ModuleAction;
    if (intent.player !== seat) return fail('wrong-seat', `the action is for ${intent.player} but was sent by ${seat}`);
    if (intent.stateId !== s.stateId) return fail('stale', `the action was computed on state ${intent.stateId}; the game is at ${s.stateId}`);
    const clockOnly = clockRefusal(s, intent);
    if (clockOnly) return clockOnly;
    const r = access.step(() => s.apply(intent));
    return r.ok ? ok({ stateId: s.stateId }) : r;
  }

  /** Files new events into each network seat's log (only those it may see) and pushes every guest its board. */
  private record(gameId: string, events: readonly ModuleEvent[]): void {
    const access = this.service.remoteAccess(gameId);
    const logs = this.games.get(gameId);
    if (!access || !logs) return;
    const before = new Map([...logs].map(([seat, log]) => [seat, log.length]));
    for (const [seat, log] of logs) for (const e of events) if (sees(seat, e)) log.push(e);
    this.pushBoards(access, before);
  }

  /** Pushes each connected guest its board with the events it has not had (`from`: log lengths before). */
  private pushBoards(access: RemoteAccess, from?: ReadonlyMap<string | null, number>): void {
    const lan = access.session.meta.lan;
    if (!lan) return;
    const logs = this.games.get(access.session.meta.gameId);
    for (const [secret, set] of this.streams) {
      if (!this.isLink(lan, secret)) continue;
      const seat = lan.seats.find((x) => x.secret === secret)?.seat ?? null;
      const log = logs?.get(seat) ?? [];
      const push = this.board(access, seat, log.slice(from?.get(seat) ?? log.length));
      for (const s of set) s.send(push, log.length);
    }
  }

  /** A guest's board: its seat's view (null: the public view), with the host's file path left out. */
  private board(access: RemoteAccess, seat: string | null, events: readonly ModuleEvent[]): ViewPush {
    const push = access.session.boardFor(seat, events);
    return { ...push, info: this.guestGame(push.info, seat) } as ViewPush;
  }

  private guestGame(info: GameInfo, seat: string | null): GameInfo {
    return { ...info, path: null, dirty: false, screenSeat: seat };
  }

  /** The host's facts as a remote page sees them: no dialogs, no menu, no network play of its own, its seat. */
  private async guestInfo(guest: Guest): Promise<AppInfo> {
    const host = await this.service.appInfo();
    const version = host.ok ? { contractVersion: host.value.contractVersion, appVersion: host.value.appVersion } : { contractVersion: 0, appVersion: '' };
    return { ...version, mode: 'browser', nativeDialogs: false, nativeMenu: false, lan: false, remoteSeat: guest.seat, spectator: guest.seat === null };
  }

  /** The network game's access, or the error for a call about another game. */
  private networkGame(gameId: string): Result<RemoteAccess> {
    const access = this.games.has(gameId) ? this.service.remoteAccess(gameId) : null;
    if (!access?.session.meta.lan) return fail('unknown-game', `game ${gameId} is not open to the network`);
    return ok(access);
  }

  /** The network game of a link with open streams. */
  private gameOfLink(secret: string): string | null {
    return this.streamGames.get(secret) ?? null;
  }

  private logOf(secret: string): readonly ModuleEvent[] {
    const gameId = this.gameOfLink(secret);
    const lan = gameId === null ? undefined : this.service.remoteAccess(gameId)?.session.meta.lan;
    const seat = lan?.seats.find((x) => x.secret === secret)?.seat ?? null;
    return (gameId === null ? undefined : this.games.get(gameId)?.get(seat)) ?? [];
  }

  /** Ends network play of one game: its links' streams end, its seats are the host's again; the listener closes
   * when no network game is left (but on the always-on host, whose owner page it serves). */
  private async stopGame(gameId: string): Promise<void> {
    const access = this.service.remoteAccess(gameId);
    for (const secret of [...this.streams.keys()]) if (this.gameOfLink(secret) === gameId) this.dropLink(secret);
    this.games.delete(gameId);
    if (this.games.size === 0 && !this.several) await this.closeEndpoint();
    if (access) {
      access.session.setRemote([]);
      access.changed();
    }
    this.announce(gameId);
  }

  private isLink(lan: LanMeta, secret: string): boolean {
    return lan.spectator === secret || lan.seats.some((x) => x.secret === secret);
  }

  /** Closes the network listener (and with it every remote connection). */
  private async closeEndpoint(): Promise<void> {
    const endpoint = this.endpoint;
    this.endpoint = null;
    await endpoint?.close();
  }

  /** Ends every stream of a link (revoked, or network play stopped). */
  private dropLink(secret: string): void {
    const set = this.streams.get(secret);
    this.streams.delete(secret);
    this.streamGames.delete(secret);
    for (const s of set ?? []) s.close();
  }

  /** Network play now (of `gameId` when it is a network game, else of the first one: a one-game host has at most
   * one); `gameId` also asks which seats that game was played over the network with. */
  status(gameId: string | null): LanStatus {
    const live = gameId !== null && this.games.has(gameId) ? gameId : (this.games.keys().next().value ?? null);
    const access = live === null ? null : this.service.remoteAccess(live);
    const asked = gameId === null ? null : this.service.remoteAccess(gameId);
    const offered = asked?.session.meta.lan?.seats.map((x) => x.seat) ?? [];
    const lan = access?.session.meta.lan;
    const ep = this.endpoint;
    const publicUrl = this.publicUrl?.origin ?? null;
    const seq = ++this.statuses;
    if (!access || !lan || !ep) return { gameId: null, address: null, port: null, publicUrl, seats: [], spectator: null, offered, seq };
    const link = (secret: string): string => `${ep.origin}/?seat=${secret}`;
    const seats: LanSeat[] = lan.seats.map(({ seat, secret }) => ({
      seat,
      name: access.session.seats().find((x) => x.color === seat)?.name ?? seat,
      link: link(secret),
      connected: (this.streams.get(secret)?.size ?? 0) > 0,
      kind: access.session.kindOf(seat) ?? 'human',
    }));
    return { gameId: live, address: ep.address, port: ep.port, publicUrl, seats, spectator: lan.spectator === null ? null : link(lan.spectator), offered, seq };
  }

  /** Tells the host's screens how network play stands now, and returns it. */
  private announce(gameId: string | null): LanStatus {
    const status = this.status(gameId);
    this.service.announce({ kind: 'lan', status });
    return status;
  }
}
