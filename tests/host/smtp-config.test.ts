// The owner's mail server as `--smtp`/TITAN_SMTP_URL and `--mail-from` give it (host/smtp-config.ts): read strictly at
// start, with a clear refusal that never repeats the password; STARTTLS required but for a server on this machine.
import { describe, expect, it } from 'vitest';
import { parseSmtp } from '../../host/smtp-config.js';

describe('the mail server option', () => {
  it('reads smtp:// (STARTTLS, port 587) and smtps:// (TLS, port 465) with a user and password', () => {
    expect(parseSmtp('smtp://titan:p%40ss%20word@mail.example.org', 'host@example.org')).toEqual({
      config: { host: 'mail.example.org', port: 587, secure: false, auth: { user: 'titan', pass: 'p@ss word' }, requireTLS: true, from: 'host@example.org' },
    });
    expect(parseSmtp('smtps://titan:pw@mail.example.org:2465', 'host@example.org')).toMatchObject({ config: { port: 2465, secure: true, requireTLS: false } });
  });

  it('lets only a server on this machine go without STARTTLS', () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) expect(parseSmtp(`smtp://${host}:25`, 'host@example.org'), host).toMatchObject({ config: { requireTLS: false, auth: null } });
    for (const host of ['192.168.1.10', 'mail.example.org', '[2001:db8::1]']) expect(parseSmtp(`smtp://${host}:25`, 'host@example.org'), host).toMatchObject({ config: { requireTLS: true } });
  });

  it('refuses what is not one mail server and one sender address, without repeating the password', () => {
    const refusals: [string, string | undefined, RegExp][] = [
      ['mail.example.org', 'host@example.org', /does not read as a URL/],
      ['https://mail.example.org', 'host@example.org', /smtp:\/\/ or smtps:\/\//],
      ['smtp://titan:hunter2@mail.example.org/inbox', 'host@example.org', /no path or options/],
      ['smtp://titan:hunter2@mail.example.org?tls.rejectUnauthorized=false', 'host@example.org', /no path or options/],
      ['smtp://titan@mail.example.org', 'host@example.org', /both a user and a password/],
      ['smtp://titan:hunter2@mail.example.org', undefined, /--mail-from ADDRESS is needed/],
      ['smtp://titan:hunter2@mail.example.org', 'Host <host@example.org>', /one e-mail address/],
    ];
    for (const [url, from, why] of refusals) {
      const r = parseSmtp(url, from);
      expect('error' in r && r.error, url).toMatch(why);
      expect(JSON.stringify(r)).not.toContain('hunter2');
    }
  });
});
