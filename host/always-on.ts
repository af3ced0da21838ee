// The always-on host (`npm run host`): several network games at once on a headless host service, run by an owner
// through his own secret link (the owner page). The owner creates games (every human seat gets a link), sees who is to
// act and since when, replaces a seat's link, hands a seat to a computer and ends games. The games being hosted are
// listed in the data folder, so a restarted host opens each again from its autosaves with its seats and links; every
// owner action is appended to an audit log there. The owner's secret is compared in constant time like the seats'.
// A game may have a turn deadline (host/deadline-keeper.ts), set when it is created and changed later.
import { appendFile } from 'node:fs/promises';
import { readFileSync, writeFileSync, mkdirSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { nameOfGame, type AnyGameModule } from '../engine/platform/module.js';
import type { GameRegistry } from '../games/index.js';
import { fail, ok, type Result } from './contract.js';
import { DeadlineRuleSchema, NO_DEADLINE, type DeadlineChoice, type DeadlineRule } from './contract-deadline.js';
import { OWNER_SCHEMAS, OwnerEndingSchema, isOwnerMethod, type OwnerGame, type OwnerOverview, type OwnerRequestOf } from './contract-owner.js';
import { DeadlineKeeper, HOST_TIMER, type DeadlineTimer } from './deadline-keeper.js';
import { ruleOf } from './deadlines.js';
import { writeFileAtomic } from './atomic-write.js';
import { ownerKind, simOptionsFor } from './owner-options.js';
import type { LanHub } from './lan/hub.js';
import { newSecret, sameSecret } from './lan/secrets.js';
import { seatKinds } from './save-codec.js';
import type { SeatNoticeSink } from './seat-notices.js';
import type { HostService } from './service.js';

/** The always-on host's folder inside the data folder. */
export const ALWAYS_ON_DIR = 'always-on';

const seat = z.string().min(1).max(64);
/** A hosted game's wait: its id, since when its seats to act wait (ISO time) and who they are. */
const WaitSchema = z.strictObject({
  gameId: z.string().min(1).max(64),
  since: z.string().max(40).refine((t) => !Number.isNaN(Date.parse(t)), 'not a time'),
  actors: z.string().max(600),
});
/** A hosted game as listed on disk: its wait, the shortened ending the owner chose, and its turn deadline with the
 * marks of the wait and the seats a passed deadline handed over (host/deadline-keeper.ts); a list written before
 * endings or deadlines has none. */
const HostedSchema = WaitSchema.extend({
  ending: OwnerEndingSchema.optional(),
  deadline: DeadlineRuleSchema.optional(),
  reminded: z.boolean().optional(),
  passed: z.boolean().optional(),
  standIns: z.array(z.strictObject({ seat, kind: z.string().min(1).max(16), step: z.boolean() })).max(8).optional(),
});
type Hosted = z.infer<typeof HostedSchema>;

/** What the always-on host is built from. */
export interface AlwaysOnDeps {
  readonly service: HostService;
  readonly hub: LanHub;
  readonly games: GameRegistry;
  readonly dataDir: string;
  readonly now?: () => Date;
  /** The deadlines' timer (tests: a fake one beside a fake `now`). */
  readonly timer?: DeadlineTimer;
  /** Where the seats' notices go (your turn, reminders, passed deadlines); left out: nowhere. */
  readonly notices?: SeatNoticeSink;
}

/** The owner page's door into the host, as the network listener calls it (host/lan/listener.ts). */
export interface OwnerDoor {
  /** True when `guess` is the owner's secret (constant time). */
  admit(guess: string): boolean;
  /** One owner call: validated, run, audited. */
  call(method: string, payload: unknown): Promise<Result<unknown>>;
}

/** The owner's secret from the data folder, made (readable by its owner only) on the first start. */
function ownerSecret(dir: string): string {
  const file = join(dir, 'owner-secret');
  try {
    const text = readFileSync(file, 'utf8').trim();
    if (/^[A-Za-z0-9_-]{43,128}$/.test(text)) return text;
  } catch {
    // none yet: made below
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = newSecret();
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The hosted games listed in the data folder, each entry checked field by field: an entry whose wait is damaged is
 * left out, one whose deadline part is damaged keeps its game without a deadline (and without its ending when that is
 * damaged too); each refusal is a problem naming the field. None when the list is missing (a first start) or not a list. */
function readHosted(file: string): { hosted: Hosted[]; problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { hosted: [], problems: (e as NodeJS.ErrnoException).code === 'ENOENT' ? [] : [`games.json cannot be read: ${String(e)}`] };
  }
  if (!Array.isArray(raw) || raw.length > 1000) return { hosted: [], problems: ['games.json is not a list of at most 1000 games'] };
  const hosted: Hosted[] = [];
  const problems: string[] = [];
  raw.forEach((entry: unknown, i) => {
    const whole = HostedSchema.safeParse(entry);
    if (whole.success) return hosted.push(whole.data);
    const where = whole.error.issues.map((x) => `${x.path.join('.') || 'entry'}: ${x.message}`).join('; ');
    const e = typeof entry === 'object' && entry !== null ? (entry as Partial<Hosted>) : null;
    const wait = WaitSchema.safeParse(e ? { gameId: e.gameId, since: e.since, actors: e.actors } : entry);
    const ending = OwnerEndingSchema.safeParse(e?.ending ?? {});
    if (wait.success) hosted.push({ ...wait.data, ...(ending.success ? { ending: ending.data } : {}) });
    problems.push(`games.json entry ${i} ${!wait.success ? 'refused' : ending.success ? 'kept without its deadline' : 'kept without its deadline and ending'}: ${where}`);
  });
  return { hosted, problems };
}

/** A game's default setup with the players' names in it: every game's setup lists its players, each with a name (the
 * game's own schema checks the result when the game is created). */
function named(setup: Record<string, unknown>, names: readonly string[] | undefined): Record<string, unknown> {
  const players = setup.players;
  if (names === undefined || !Array.isArray(players)) return setup;
  return { ...setup, players: players.map((p: unknown, i) => (typeof p === 'object' && p !== null ? { ...p, name: names[i] ?? '' } : p)) };
}

/** Several network games on one host, and the owner's methods. */
export class AlwaysOnHost implements OwnerDoor {
  private readonly dir: string;
  private readonly secret: string;
  private readonly hosted: Hosted[];
  /** What was wrong in the list of hosted games read at start (restore reports it). */
  private readonly listProblems: string[];
  private writing: Promise<void> = Promise.resolve();
  private readonly now: () => Date;
  private readonly deadlines: DeadlineKeeper;

  constructor(private readonly deps: AlwaysOnDeps) {
    this.dir = join(deps.dataDir, ALWAYS_ON_DIR);
    this.secret = ownerSecret(this.dir);
    const read = readHosted(join(this.dir, 'games.json'));
    this.hosted = read.hosted;
    this.listProblems = read.problems;
    this.now = deps.now ?? (() => new Date());
    this.deadlines = new DeadlineKeeper({
      service: deps.service,
      hub: deps.hub,
      now: this.now,
      timer: deps.timer ?? HOST_TIMER,
      notices: deps.notices,
      entry: (gameId) => this.hosted.find((h) => h.gameId === gameId),
      save: () => this.saveHosted(),
    });
    deps.service.onApplied((gameId) => this.moved(gameId));
    deps.hub.deadlines = (gameId, seat) => {
      const h = this.hosted.find((x) => x.gameId === gameId);
      return h ? this.deadlines.seatView(h, seat) : NO_DEADLINE;
    };
  }

  /** The owner page's link, beginning with the listener's origin. */
  ownerLink(origin: string): string {
    return `${origin}/?owner=${this.secret}`;
  }

  /** Opens every hosted game again from its autosaves, with its network seats and links; returns the problems. */
  async restore(): Promise<string[]> {
    const problems: string[] = [...this.listProblems];
    for (const h of this.hosted) {
      const r = await this.deps.service.reopen(h.gameId);
      if (!r.ok) {
        problems.push(`game ${h.gameId}: ${r.error.message}`);
        continue;
      }
      const seats = this.deps.service.remoteAccess(h.gameId)?.session.meta.lan?.seats.map((x) => x.seat) ?? [];
      if (seats.length > 0) {
        const started = await this.deps.hub.lanStart({ gameId: h.gameId, seats, spectator: false });
        if (!started.ok) problems.push(`game ${h.gameId}: ${started.error.message}`);
      }
      this.deadlines.restored(h);
    }
    return problems;
  }

  /** Stops the deadlines' timers (the host stops). */
  close(): void {
    this.deadlines.close();
  }

  admit(guess: string): boolean {
    return sameSecret(guess, this.secret);
  }

  async call(method: string, payload: unknown): Promise<Result<unknown>> {
    if (!isOwnerMethod(method)) return fail('unknown-method', `no owner method ${JSON.stringify(method.slice(0, 40))}`);
    const parsed = OWNER_SCHEMAS[method].safeParse(payload ?? {});
    if (!parsed.success) return fail('malformed', `${method}: the request does not match its schema`);
    try {
      switch (method) {
        case 'ownerList':
          return ok(this.overview());
        case 'ownerCreate':
          return await this.create(parsed.data as OwnerRequestOf<'ownerCreate'>);
        case 'ownerRevoke': {
          const req = parsed.data as OwnerRequestOf<'ownerRevoke'>;
          return await this.done(await this.deps.hub.lanRevoke(req), { action: 'revoke', ...req });
        }
        case 'ownerHand': {
          const req = parsed.data as OwnerRequestOf<'ownerHand'>;
          const handed = await this.deps.hub.lanHand(req);
          const h = this.hosted.find((x) => x.gameId === req.gameId);
          if (handed.ok && h) this.deadlines.handed(h, req.seat);
          return await this.done(handed, { action: 'hand', ...req });
        }
        case 'ownerDeadline':
          return await this.setDeadline(parsed.data as OwnerRequestOf<'ownerDeadline'>);
        case 'ownerEnd':
          return await this.end(parsed.data as OwnerRequestOf<'ownerEnd'>);
      }
    } catch (e) {
      return fail('internal', `${method} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** Resolves once the list of hosted games is on the disk. */
  flushed(): Promise<void> {
    return this.writing;
  }

  // -------------------------------------------------------------------------------------------------------------

  private async create({ game, kinds, names, options = {}, deadline }: OwnerRequestOf<'ownerCreate'>): Promise<Result<OwnerOverview>> {
    const module = this.deps.games.byId(game);
    if (!module) return fail('unknown-module', `this host has no game "${game}"`);
    const sim = simOptionsFor(module, options);
    if ('error' in sim) return fail('bad-setup', sim.error);
    const rule = deadline ? this.ruleFor(module, deadline) : null;
    if (rule !== null && 'error' in rule) return fail('bad-setup', rule.error);
    const variant = sim.variant;
    const range = module.seatRange(variant);
    if (kinds.length < range.min || kinds.length > range.max) return fail('bad-setup', `${nameOfGame(module, variant)} takes ${range.min} to ${range.max} players`);
    if (names !== undefined && names.length !== kinds.length) return fail('bad-setup', `${kinds.length} seats but ${names.length} names`);
    const setup = named(module.sim.defaultSetup(kinds.length, 0, sim) as Record<string, unknown>, names);
    const created = await this.deps.service.newGame({ game, setup, kinds });
    if (!created.ok) return created;
    const { gameId, seats } = created.value;
    const remote = seats.filter((s) => s.kind === 'human').map((s) => s.color);
    if (remote.length > 0) {
      const started = await this.deps.hub.lanStart({ gameId, seats: remote, spectator: false });
      if (!started.ok) return started;
    }
    const ending = { ...(sim.turnLimit !== null ? { turnLimit: sim.turnLimit } : {}), ...(sim.pointTarget !== null ? { pointTarget: sim.pointTarget } : {}) };
    const h: Hosted = { gameId, since: this.now().toISOString(), actors: this.actorsOf(gameId), ending, ...(rule ? { deadline: rule } : {}) };
    this.hosted.push(h);
    this.deadlines.created(h);
    this.saveHosted();
    return this.done(ok(null), { action: 'create', gameId, game, variant, ending, kinds, deadline: rule });
  }

  /** ownerDeadline: a game's deadline set, changed or taken away (null). */
  private async setDeadline({ gameId, deadline }: OwnerRequestOf<'ownerDeadline'>): Promise<Result<OwnerOverview>> {
    const h = this.hosted.find((x) => x.gameId === gameId);
    const module = h ? this.deps.service.remoteAccess(gameId)?.session.module : undefined;
    if (!h || !module) return fail('unknown-game', `game ${gameId} is not hosted here`);
    const rule = deadline ? this.ruleFor(module, deadline) : null;
    if (rule !== null && 'error' in rule) return fail('bad-setup', rule.error);
    this.deadlines.changed(h, rule);
    this.saveHosted();
    return this.done(ok(null), { action: 'deadline', gameId, deadline: rule });
  }

  /** The rule of the owner's choice for a game of `module`: what happens when it passes must be 'wait', 'skip' or one
   * of the game's AI levels. */
  private ruleFor(module: AnyGameModule, choice: DeadlineChoice): DeadlineRule | { error: string } {
    const then = choice.then;
    if (then !== 'wait' && then !== 'skip' && (then === 'human' || !seatKinds(module).includes(then))) return { error: `${module.name} has no player level "${then}" to play a seat whose deadline passed` };
    return ruleOf(choice);
  }

  private async end({ gameId }: OwnerRequestOf<'ownerEnd'>): Promise<Result<OwnerOverview>> {
    const at = this.hosted.findIndex((h) => h.gameId === gameId);
    if (at < 0) return fail('unknown-game', `game ${gameId} is not hosted here`);
    this.hosted.splice(at, 1);
    this.deadlines.forget(gameId);
    this.saveHosted();
    this.deps.hub.mail.forgetGame(gameId);
    await this.deps.service.quitGame({ gameId });
    return this.done(ok(null), { action: 'end', gameId });
  }

  /** Audits a done owner action (secrets never written) and answers with the overview; a refusal passes through. */
  private async done(r: Result<unknown>, entry: Record<string, unknown>): Promise<Result<OwnerOverview>> {
    if (!r.ok) return r;
    await appendFile(join(this.dir, 'audit.log'), JSON.stringify({ at: this.now().toISOString(), ...entry }) + '\n', { mode: 0o600 });
    return ok(this.overview());
  }

  private overview(): OwnerOverview {
    const kinds = this.deps.games.modules.map(ownerKind);
    return { kinds, games: this.hosted.flatMap((h) => this.gameOf(h)) };
  }

  private gameOf(h: Hosted): OwnerGame[] {
    const s = this.deps.service.remoteAccess(h.gameId)?.session;
    if (!s) return [];
    const info = s.info();
    const status = this.deps.hub.status(h.gameId);
    const links = status.gameId === h.gameId ? status.seats : [];
    const actors = s.module.actors(s.state);
    const seats = info.seats.map((x) => {
      const link = links.find((l) => l.seat === x.color);
      return { seat: x.color, name: x.name, kind: x.kind, link: link?.link ?? null, connected: link?.connected ?? false, toAct: actors.includes(x.color) };
    });
    const over = info.winner !== null || s.module.summary(s.state).over;
    return [{ gameId: h.gameId, game: info.game, variant: info.variant, variantName: nameOfGame(s.module, info.variant), ending: h.ending ?? {}, title: info.title, round: info.round, phase: info.phase, over, winner: info.winner, seats, since: h.since, deadline: h.deadline ?? null, waiting: this.deadlines.waits(h) }];
  }

  private actorsOf(gameId: string): string {
    const s = this.deps.service.remoteAccess(gameId)?.session;
    return s ? s.module.actors(s.state).join(',') : '';
  }

  /** An action was applied: when other seats are to act now, they wait since now; the deadlines follow. */
  private moved(gameId: string): void {
    const h = this.hosted.find((x) => x.gameId === gameId);
    if (!h) return;
    const before = h.actors.split(',');
    const actors = this.actorsOf(gameId);
    const fresh = actors !== h.actors;
    if (fresh) {
      h.actors = actors;
      h.since = this.now().toISOString();
    }
    this.deadlines.moved(h, before, fresh);
    if (fresh) this.saveHosted();
  }

  private saveHosted(): void {
    const text = JSON.stringify(this.hosted);
    this.writing = this.writing.then(() => writeFileAtomic(join(this.dir, 'games.json'), text)).catch((e: unknown) => console.error(`the list of hosted games could not be written: ${String(e)}`));
  }
}
