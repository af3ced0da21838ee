// A real SMTP listener for the notice-mail tests (smtp-server on 127.0.0.1, a free port, plain: no STARTTLS offered,
// a user and password required): every mail it takes is parsed with mailparser and kept; `refuse` makes it turn the
// next mails away with a temporary error, as a busy server does.
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail the listener took. */
export interface CaughtMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly user: string;
}

/** The listener, its mails and its switches. */
export interface SmtpCatcher {
  readonly port: number;
  readonly mails: CaughtMail[];
  /** How many of the next mails it refuses. */
  refuse: number;
  /** Mails it refused so far. */
  refused: number;
  close(): Promise<void>;
}

/** Starts the listener; it admits user `titan` with password `secret pass`. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const catcher: { -readonly [K in keyof SmtpCatcher]: SmtpCatcher[K] } = { port: 0, mails: [], refuse: 0, refused: 0, close: async () => undefined };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === 'titan' && auth.password === 'secret pass') done(null, { user: auth.username });
      else done(new Error('wrong user or password'));
    },
    onData(stream, session, done) {
      simpleParser(stream).then(
        (m) => {
          if (catcher.refuse > 0) {
            catcher.refuse--;
            catcher.refused++;
            const busy = Object.assign(new Error('busy, try again later'), { responseCode: 451 });
            done(busy);
            return;
          }
          const to = (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
          catcher.mails.push({ from: m.from?.value[0]?.address ?? '', to, subject: m.subject ?? '', text: m.text ?? '', user: String(session.user ?? '') });
          done();
        },
        (e: unknown) => done(e instanceof Error ? e : new Error(String(e))),
      );
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  catcher.port = (server.server.address() as AddressInfo).port;
  catcher.close = () => new Promise<void>((ok) => server.close(() => ok()));
  return catcher;
}
