// The seat-mail part of the contract (host/contract.ts composes it; issue 25 item 4): a remote player's own e-mail
// address for turn notices, which he gives on his seat's page and the always-on host keeps (host/seat-mail-store.ts)
// and mails through the owner's SMTP server (host/notify-mail.ts). Only a seat's own link reaches these methods
// (host/lan/hub.ts), each for its own seat; the host's own screen has no seat to be mailed. Plain JSON.
import { z } from 'zod';
import { gameId } from './contract-fields.js';

/** The languages a notice mail is written in: the page's language when the player gave his address. */
export const MAIL_LANGUAGES = ['en', 'de'] as const;
/** A notice mail's language. */
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** The local part: the characters of RFC 5322's dot-atom (no quoted strings, no comments), dots only between atoms. */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_\x60{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_\x60{|}~-]+)*$/; // \x60: the backquote
/** The domain: DNS labels (ASCII or punycode) with a top-level name of letters or punycode; no address literals. */
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** True for an address the host mails to: one mailbox `local@domain` as a mail client would type it (at most 254
 * characters, a local part of at most 64) — nothing that could add a header, a second recipient or a display name. */
export function isMailAddress(text: string): boolean {
  const at = text.lastIndexOf('@');
  if (text.length > 254 || at < 1 || at > 64) return false;
  return LOCAL.test(text.slice(0, at)) && DOMAIN.test(text.slice(at + 1));
}

/** A mailbox as a request gives it (spaces around it forgiven). */
export const mailAddress = z.string().max(300).trim().refine(isMailAddress, 'not an e-mail address (name@example.org)');

/** A seat's notice mail as its own page sees it. */
export interface SeatMail {
  /** The host sends e-mail (the owner configured an SMTP server); false: none, whatever is set here. */
  readonly offered: boolean;
  /** The seat's address (null: none given). */
  readonly address: string | null;
  readonly language: MailLanguage;
  /** Mails are sent (false: the address is kept, mails are paused). */
  readonly on: boolean;
}

/** Request schemas of the seat-mail methods, by method name (spread into the contract's REQUEST_SCHEMAS). */
export const SEAT_MAIL_REQUEST_SCHEMAS = {
  seatMail: z.strictObject({ gameId }),
  seatMailSet: z.strictObject({ gameId, address: mailAddress, language: z.enum(MAIL_LANGUAGES), on: z.boolean() }),
  seatMailForget: z.strictObject({ gameId }),
  seatMailTest: z.strictObject({ gameId }),
} as const;

/** The seat-mail methods: a remote seat's page only (the host's own screen is refused them). */
export const SEAT_MAIL_METHODS = ['seatMail', 'seatMailSet', 'seatMailForget', 'seatMailTest'] as const satisfies readonly (keyof typeof SEAT_MAIL_REQUEST_SCHEMAS)[];
/** A seat-mail method. */
export type SeatMailMethod = (typeof SEAT_MAIL_METHODS)[number];

/** The success values of the seat-mail methods (the contract's ResponseMap extends it). */
export interface SeatMailResponseMap {
  /** The seat's own address and choices. */
  seatMail: SeatMail;
  /** Keeps the seat's address, language and on/off. */
  seatMailSet: SeatMail;
  /** Forgets the seat's address. */
  seatMailForget: SeatMail;
  /** Sends a test mail to the seat's address now (refused when none is set or the server refused it). */
  seatMailTest: SeatMail;
}
