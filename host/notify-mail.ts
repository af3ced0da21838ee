// Turn notices by e-mail (issue 25 item 4): the seat notices of the always-on host (host/seat-notices.ts) mailed
// through the owner's own SMTP server (host/smtp-config.ts) to the address the seat's player gave on his page
// (host/seat-mail-store.ts), one mail per notice in his words with his seat's link (no your-turn mail while a page of
// his seat is open: the page tells him). A mail that cannot be sent is
// tried again a few times with growing pauses and then given up with a line in the host's log; nothing of it ever
// stops the host. Each address, and each seat, gets only so many mails an hour, so that no link can turn the host
// into a mail cannon.
import type { SeatMailStore } from './seat-mail-store.js';
import type { SeatNotice, SeatNoticeSink } from './seat-notices.js';
import { mailWords, type MailSeat, type MailTopic } from './notify-words.js';
import { RateLimiter, type RateLimits } from './lan/rate-limit.js';

/** One mail as it is handed to the SMTP client (nodemailer's transport in the host; tests may hand their own). */
export interface OutgoingMail {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** What sends a mail: resolves once the server took it, rejects with its refusal. */
export interface MailSender {
  sendMail(mail: OutgoingMail): Promise<unknown>;
}

/** How many mails one address (and one seat) may get: a few at once, then about one every ten minutes. */
export const MAIL_RATE: RateLimits = { burst: 6, perSecond: 1 / 600 };

/** The pauses before each new try of a mail that was not sent (then it is given up). */
export const RETRY_MS: readonly number[] = [5_000, 30_000, 120_000];

/** What the notifier is built from. */
export interface MailNotifierDeps {
  readonly sender: MailSender;
  /** The sender address (--mail-from). */
  readonly from: string;
  readonly store: SeatMailStore;
  /** A network seat's title, name and link now; null when the game or seat is not played over the network. */
  readonly seatOf: (gameId: string, seat: string) => MailSeat | null;
  readonly retryMs?: readonly number[];
  readonly rate?: RateLimits;
  /** Milliseconds, for the rate limit. */
  readonly now?: () => number;
  readonly log?: (line: string) => void;
}

/** Why a mail was not sent. */
export type MailRefusal = 'no-address' | 'off' | 'no-seat' | 'present' | 'rate' | 'failed';

/** Sends the seats' notice mails. */
export class MailNotifier implements SeatNoticeSink {
  private readonly limiter: RateLimiter;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly retryMs: readonly number[];
  private readonly log: (line: string) => void;

  constructor(private readonly deps: MailNotifierDeps) {
    this.limiter = new RateLimiter(deps.rate ?? MAIL_RATE, deps.now);
    this.retryMs = deps.retryMs ?? RETRY_MS;
    this.log = deps.log ?? ((line) => console.error(line));
  }

  notice(n: SeatNotice): void {
    const p = this.mail(n, this.retryMs).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Sends the test mail a player asked for on his page, once, now: undefined when the server took it. */
  async test(gameId: string, seat: string): Promise<MailRefusal | undefined> {
    return this.mail({ kind: 'test', gameId, seat }, [], true);
  }

  /** Resolves once every notice mail on its way was sent or given up. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Mails `topic` to its seat's address (a test: even while mails are off), trying again after each pause. */
  private async mail(topic: MailTopic, pauses: readonly number[], test = false): Promise<MailRefusal | undefined> {
    const entry = this.deps.store.get(topic.gameId, topic.seat);
    if (!entry) return 'no-address';
    if (!entry.on && !test) return 'off';
    const seat = this.deps.seatOf(topic.gameId, topic.seat);
    if (!seat) return 'no-seat';
    if (topic.kind === 'your-turn' && seat.connected) return 'present'; // his open page tells him (and Notify me)
    if (!this.limiter.take(`seat ${topic.gameId} ${topic.seat}`) || !this.limiter.take(`to ${entry.address.toLowerCase()}`)) {
      this.log(`mail: a ${topic.kind} mail of game ${topic.gameId}, seat ${topic.seat} not sent: too many mails to this seat or address lately`);
      return 'rate';
    }
    const words = mailWords(topic, seat, entry.language);
    for (let attempt = 0; ; attempt++) {
      try {
        await this.deps.sender.sendMail({ from: this.deps.from, to: entry.address, ...words });
        return undefined;
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        const pause = pauses[attempt];
        this.log(`mail: a ${topic.kind} mail of game ${topic.gameId}, seat ${topic.seat} was not sent (${why})${pause === undefined ? ': given up' : `: trying again in ${Math.round(pause / 1000)} s`}`);
        if (pause === undefined) return 'failed';
        await new Promise((ok) => setTimeout(ok, pause));
      }
    }
  }
}
