// The owner's mail server for turn notices (issue 25 item 4): `--smtp URL` or TITAN_SMTP_URL (the environment keeps
// the password out of `ps`), `smtp://user:pass@host:port` (STARTTLS) or `smtps://…` (TLS from the first byte), and
// `--mail-from ADDRESS`. Read strictly at start. Certificates are checked as nodemailer checks them by default (the
// system's CAs and the server's name); STARTTLS is required for any server but one on this machine (a local relay
// such as Postfix on 127.0.0.1), so a password or a player's link never crosses a network readable.
import nodemailer from 'nodemailer';
import { isMailAddress } from './contract-seat-mail.js';
import type { MailSender } from './notify-mail.js';
import { plainAddress } from './lan/addresses.js';

/** The mail server as the host uses it. */
export interface SmtpConfig {
  readonly host: string;
  readonly port: number;
  /** smtps: TLS from the first byte (port 465 by default); else STARTTLS (port 587 by default). */
  readonly secure: boolean;
  readonly auth: { readonly user: string; readonly pass: string } | null;
  /** Refuse to go on without STARTTLS (every server but one on this machine). */
  readonly requireTLS: boolean;
  /** The sender address. */
  readonly from: string;
}

/** True for this machine's own names and loopback addresses. */
function isLoopback(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  const a = plainAddress(host);
  return a !== null && (a === '::1' || a.startsWith('127.'));
}

/** Reads the mail server's URL and the sender address: the config, or what is wrong (without the password). */
export function parseSmtp(urlText: string, from: string | undefined): { config: SmtpConfig } | { error: string } {
  let url: URL;
  try {
    url = new URL(urlText.trim());
  } catch {
    return { error: 'the SMTP URL does not read as a URL: smtp://user:password@mail.example.org:587 or smtps://…' };
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return { error: `the SMTP URL must begin with smtp:// or smtps://, not ${url.protocol}//` };
  if (url.hostname === '') return { error: 'the SMTP URL names no mail server' };
  if ((url.pathname !== '' && url.pathname !== '/') || url.search !== '' || url.hash !== '') return { error: 'the SMTP URL takes no path or options: smtp://user:password@host:port' };
  if ((url.username === '') !== (url.password === '')) return { error: 'the SMTP URL needs both a user and a password, or neither' };
  if (from === undefined) return { error: '--mail-from ADDRESS is needed with a mail server (the address the mails come from)' };
  if (!isMailAddress(from.trim())) return { error: `--mail-from must be one e-mail address (name@example.org), not "${from}"` };
  const secure = url.protocol === 'smtps:';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return {
    config: {
      host,
      port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
      secure,
      auth: url.username === '' ? null : { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
      requireTLS: !secure && !isLoopback(host),
      from: from.trim(),
    },
  };
}

/** The SMTP client for a config (nodemailer: one connection per mail, certificates checked). */
export function smtpSender(config: SmtpConfig): MailSender & { verify(): Promise<unknown> } {
  return nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    requireTLS: config.requireTLS,
    ...(config.auth ? { auth: { user: config.auth.user, pass: config.auth.pass } } : {}),
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}
