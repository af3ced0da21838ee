// A remote seat's notice mail as its page asks for it (the seat-mail methods, host/contract-seat-mail.ts): the network
// hub (host/lan/hub.ts) passes each call of a seat's link here with that seat, so a page reads and changes only its
// own seat's address — which is never in any view, push or overview. The always-on host with an SMTP server answers
// with its address store and mailer; every other host answers that it sends no e-mail.
import { fail, ok, type Result } from './contract.js';
import type { SeatMail, SeatMailMethod } from './contract-seat-mail.js';
import { SEAT_MAIL_REQUEST_SCHEMAS } from './contract-seat-mail.js';
import type { z } from 'zod';
import type { MailNotifier, MailRefusal } from './notify-mail.js';
import type { SeatMailStore } from './seat-mail-store.js';
import type { MailSeat } from './notify-words.js';
import type { LanStatus } from './contract.js';
import type { HostService } from './service.js';

/** A seat-mail method's request, as its schema reads it. */
type RequestOfMail<M extends SeatMailMethod> = z.infer<(typeof SEAT_MAIL_REQUEST_SCHEMAS)[M]>;

/** The hub's door to the seats' mail: the pages' calls, and the addresses a replaced link or an ended game forgets. */
export interface SeatMailDoor {
  call(method: SeatMailMethod, gameId: string, seat: string, request: unknown): Promise<Result<SeatMail>>;
  forget(gameId: string, seat: string): void;
  forgetGame(gameId: string): void;
}

/** A host that sends no e-mail: every page is told so, and nothing is kept. */
export const NO_SEAT_MAIL: SeatMailDoor = {
  call: async (method) => (method === 'seatMail' ? ok({ offered: false, address: null, language: 'en', on: false }) : fail('unsupported', 'this host sends no e-mail (its owner has set no mail server)')),
  forget: () => undefined,
  forgetGame: () => undefined,
};

/** What a test mail's refusal says to the player. */
const TEST_REFUSALS: Readonly<Record<MailRefusal, string>> = {
  'no-address': 'give your e-mail address first',
  off: 'mails are off',
  'no-seat': 'this seat is not played over the network now',
  present: 'your page is open',
  rate: 'too many mails to this address lately: try again later',
  failed: 'the mail server did not take the mail (the host\'s log says why)',
};

/** The seats' mail on a host that sends it. */
export class SeatMailDesk implements SeatMailDoor {
  constructor(
    private readonly store: SeatMailStore,
    private readonly mailer: MailNotifier,
  ) {}

  async call(method: SeatMailMethod, gameId: string, seat: string, request: unknown): Promise<Result<SeatMail>> {
    switch (method) {
      case 'seatMail':
        break;
      case 'seatMailSet': {
        const { address, language, on } = request as RequestOfMail<'seatMailSet'>;
        await this.store.set({ gameId, seat, address, language, on });
        break;
      }
      case 'seatMailForget':
        await this.store.forget(gameId, seat);
        break;
      case 'seatMailTest': {
        const refused = await this.mailer.test(gameId, seat);
        if (refused) return fail(refused === 'failed' ? 'io' : 'unsupported', `no test mail: ${TEST_REFUSALS[refused]}`);
        break;
      }
    }
    const entry = this.store.get(gameId, seat);
    return ok({ offered: true, address: entry?.address ?? null, language: entry?.language ?? 'en', on: entry?.on ?? false });
  }

  forget(gameId: string, seat: string): void {
    void this.store.forget(gameId, seat);
  }

  forgetGame(gameId: string): void {
    void this.store.forgetGame(gameId);
  }
}

/** A network seat as a mail names it: the game's title, the seat's player and its link now (null: the game or the
 * seat is not played over the network). */
export function networkSeatOf(hub: { status(gameId: string): LanStatus }, service: HostService): (gameId: string, seat: string) => MailSeat | null {
  return (gameId, seat) => {
    const status = hub.status(gameId);
    const own = status.gameId === gameId ? status.seats.find((x) => x.seat === seat) : undefined;
    const title = service.remoteAccess(gameId)?.session.meta.title;
    return own && title !== undefined ? { title, name: own.name, link: own.link, connected: own.connected } : null;
  };
}
