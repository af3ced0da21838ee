// A remote seat's notice mail as its page shows it (issue 25 item 4): the player's own address, on or off, a test
// mail, forgetting it — each a call of the seat's own link (the seat-mail methods of host/contract-seat-mail.ts). The
// mails are written in the page's language when the address is given. The host keeps and checks everything; this
// only shows and asks.
import type { HostError, Result, SeatMail, TitanApi } from '../../host/contract.js';
import { isMailAddress } from '../../host/contract.js';
import { language } from '../i18n/index.svelte.js';

/** What the form shows after a call: nothing, saved, a test mail sent, or the host's refusal. */
export type SeatMailNote = { readonly kind: 'saved' | 'tested' | 'forgotten' } | { readonly kind: 'error'; readonly error: HostError } | null;

/** The seat's notice mail and its form's calls. */
export class SeatMailForm {
  mail = $state<SeatMail | null>(null);
  note = $state<SeatMailNote>(null);
  busy = $state(false);

  constructor(
    private readonly api: TitanApi,
    private readonly gameId: string,
  ) {}

  /** Reads the seat's address from the host. */
  async load(): Promise<void> {
    await this.take(this.api.seatMail({ gameId: this.gameId }), null);
  }

  /** True for an address the host takes (the same check as the host's). */
  valid(address: string): boolean {
    return isMailAddress(address.trim());
  }

  /** Keeps the address with mails on or off, in the page's language. */
  async save(address: string, on: boolean): Promise<void> {
    await this.take(this.api.seatMailSet({ gameId: this.gameId, address: address.trim(), language: language(), on }), 'saved');
  }

  /** Asks the host for a test mail to the kept address. */
  async test(): Promise<void> {
    await this.take(this.api.seatMailTest({ gameId: this.gameId }), 'tested');
  }

  /** Forgets the seat's address on the host. */
  async forget(): Promise<void> {
    await this.take(this.api.seatMailForget({ gameId: this.gameId }), 'forgotten');
  }

  private async take(call: Promise<Result<SeatMail>>, done: 'saved' | 'tested' | 'forgotten' | null): Promise<void> {
    this.busy = true;
    try {
      const r = await call;
      if (r.ok) {
        this.mail = r.value;
        this.note = done === null ? null : { kind: done };
      } else this.note = { kind: 'error', error: r.error };
    } finally {
      this.busy = false;
    }
  }
}
