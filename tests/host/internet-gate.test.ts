// The pure decisions of network play on the internet: which addresses are private, which public addresses and
// transports are accepted (plain HTTP only on private networks unless the host insists), whose forwarded headers
// count (only the trusted proxy's), which Host and Origin a request may name, and how many connections stay open.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, plainAddress } from '../../host/lan/addresses.js';
import { ConnectionCaps } from '../../host/lan/connection-caps.js';
import { clientOf, hostAccepted, originAccepted, type GateRules } from '../../host/lan/gate.js';
import { parsePublicUrl, transportRefusal, type PublicUrl } from '../../host/lan/public-url.js';

function url(text: string): PublicUrl {
  const r = parsePublicUrl(text);
  if (!('url' in r)) throw new Error(r.error);
  return r.url;
}

const octet = fc.integer({ min: 0, max: 255 });
const v4 = (a: number, b: number, c: number, d: number): string => `${a}.${b}.${c}.${d}`;

describe('private addresses', () => {
  it('knows RFC 1918, loopback, link-local, CGNAT (Tailscale) and IPv6 loopback, link-local and ULA', () => {
    for (const a of ['10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.20', '127.0.0.1', '169.254.3.3', '100.64.0.1', '100.127.255.254', '::1', 'fe80::1%eth0', 'fd7a:115c:a1e0::1', 'fc00::5', '[fd00::1]', '::ffff:192.168.0.9']) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['172.15.0.1', '172.32.0.1', '100.63.255.255', '100.128.0.0', '8.8.8.8', '203.0.113.1', '2001:db8::1', '2a00:1450::1', '::ffff:8.8.8.8', 'titan.example', '', '0.0.0.0']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('classifies every IPv4 address by its range alone', () => {
    fc.assert(
      fc.property(octet, octet, octet, octet, (a, b, c, d) => {
        const expected = a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
        expect(isPrivateAddress(v4(a, b, c, d))).toBe(expected);
        expect(isPrivateAddress(`::ffff:${v4(a, b, c, d)}`)).toBe(expected);
      }),
    );
  });

  it('reads addresses as sockets, URLs and headers write them', () => {
    expect(plainAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(plainAddress('[FD00::1]')).toBe('fd00::1');
    expect(plainAddress('fe80::1%wlan0')).toBe('fe80::1');
    expect(plainAddress('unknown')).toBeNull();
  });
});

describe('the public address and secure transport', () => {
  it('reads https://name[:port] and nothing more', () => {
    expect(url('https://Titan.Example')).toEqual({ origin: 'https://titan.example', host: 'titan.example', hostname: 'titan.example', secure: true });
    expect(url('https://titan.example:443/')).toMatchObject({ origin: 'https://titan.example', host: 'titan.example' });
    expect(url('https://titan.example:8443')).toMatchObject({ origin: 'https://titan.example:8443', host: 'titan.example:8443' });
    expect(url('http://[fd00::1]:8700')).toMatchObject({ host: '[fd00::1]:8700', hostname: 'fd00::1', secure: false });
    for (const bad of ['titan.example', 'ftp://titan.example', 'https://user:pw@titan.example', 'https://titan.example/game', 'https://titan.example/?x=1', 'https://titan.example#a', 'https://titan.example?']) expect(parsePublicUrl(bad), bad).toHaveProperty('error');
  });

  it('refuses plain HTTP beyond private networks, says why, and yields only to --insecure-http', () => {
    const plan = { publicUrl: null, listen: ['192.168.1.20'], tls: false, trustedProxy: null, insecureHttp: false };
    expect(transportRefusal(plan)).toBeNull();
    expect(transportRefusal({ ...plan, publicUrl: url('https://titan.example') })).toBeNull();
    expect(transportRefusal({ ...plan, publicUrl: url('http://100.101.102.103:8700') })).toBeNull();
    const http = transportRefusal({ ...plan, publicUrl: url('http://titan.example') });
    expect(http).toMatch(/plain http:\/\/.*readable and changeable.*--insecure-http/);
    expect(transportRefusal({ ...plan, publicUrl: url('http://203.0.113.5:8700') })).toMatch(/plain http/);
    const open = { ...plan, listen: ['192.168.1.20', '203.0.113.5'] };
    expect(transportRefusal(open)).toMatch(/without TLS on 203\.0\.113\.5,.*readable and changeable/);
    expect(transportRefusal({ ...open, tls: true })).toBeNull();
    expect(transportRefusal({ ...open, trustedProxy: '192.168.1.1' })).toBeNull();
    expect(transportRefusal({ ...open, publicUrl: url('http://titan.example'), insecureHttp: true })).toBeNull();
  });

  it('accepts a plain-HTTP plan exactly when every address is private (or the host insists)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(octet, octet, octet, octet).map(([a, b, c, d]) => v4(a, b, c, d)), { minLength: 1, maxLength: 4 }), fc.boolean(), (listen, insecureHttp) => {
        const refused = transportRefusal({ publicUrl: null, listen, tls: false, trustedProxy: null, insecureHttp }) !== null;
        expect(refused).toBe(!insecureHttp && !listen.every(isPrivateAddress));
      }),
    );
  });
});

describe('forwarded headers', () => {
  const rules = { scheme: 'http', trustedProxy: '192.168.77.1' } as const;
  const forwarded = { host: '192.168.77.2:8700', 'x-forwarded-for': '6.6.6.6, 198.51.100.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'Titan.Example' };

  it('believes only the trusted proxy, and of its headers the entry it added (the last)', () => {
    expect(clientOf(forwarded, '::ffff:192.168.77.1', rules)).toEqual({ address: '198.51.100.7', host: 'titan.example', proto: 'https', forwarded: true });
    expect(clientOf(forwarded, '192.168.77.9', rules)).toEqual({ address: '192.168.77.9', host: '192.168.77.2:8700', proto: 'http', forwarded: false });
    expect(clientOf(forwarded, '192.168.77.1', { ...rules, trustedProxy: null })).toMatchObject({ address: '192.168.77.1', forwarded: false });
    expect(clientOf({ host: 'titan.example', forwarded: 'for=6.6.6.6, for="[2001:db8::7]:4711";proto=https;host=titan.example' }, '192.168.77.1', rules)).toEqual({ address: '2001:db8::7', host: 'titan.example', proto: 'https', forwarded: true });
    expect(clientOf({ host: 'titan.example', 'x-forwarded-for': '198.51.100.7:5555' }, '192.168.77.1', rules)).toMatchObject({ address: '198.51.100.7', host: 'titan.example', proto: 'http' });
    expect(clientOf({ host: 'titan.example', 'x-forwarded-for': 'unknown', 'x-forwarded-proto': 'gopher' }, '192.168.77.1', rules)).toMatchObject({ address: '192.168.77.1', proto: 'http' });
  });

  it('never lets a client that is not the proxy choose its address, Host or scheme', () => {
    fc.assert(
      fc.property(fc.tuple(octet, octet, octet, octet), fc.dictionary(fc.constantFrom('x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'), fc.string()), ([a, b, c, d], headers) => {
        const peer = v4(a, b, c, d);
        fc.pre(peer !== rules.trustedProxy);
        expect(clientOf({ ...headers, host: 'h:1' }, peer, rules)).toEqual({ address: peer, host: 'h:1', proto: 'http', forwarded: false });
      }),
    );
  });
});

describe('Host and Origin', () => {
  const rules: GateRules = { localHosts: ['192.168.77.2:8700'], publicUrl: url('https://titan.example'), scheme: 'http', trustedProxy: null };
  const client = (host: string, proto: 'http' | 'https' = 'http') => ({ address: '192.168.77.1', host, proto, forwarded: false });

  it('accepts exactly the machine\'s addresses with the port and the public name', () => {
    expect(hostAccepted(client('192.168.77.2:8700'), rules)).toBe(true);
    expect(hostAccepted(client('titan.example'), rules)).toBe(true);
    for (const h of ['titan.example:8700', 'titan.example.evil.example', 'evil.example', '192.168.77.2', '']) expect(hostAccepted(client(h), rules), h).toBe(false);
    expect(hostAccepted(client('titan.example'), { ...rules, publicUrl: null })).toBe(false);
  });

  it('accepts a page\'s own Origin only: the public origin for the public name, else its scheme and Host', () => {
    expect(originAccepted(undefined, client('titan.example'), rules)).toBe(true);
    expect(originAccepted('https://titan.example', client('titan.example'), rules)).toBe(true);
    expect(originAccepted('http://titan.example', client('titan.example'), rules)).toBe(false);
    expect(originAccepted('https://evil.example', client('titan.example'), rules)).toBe(false);
    expect(originAccepted('http://192.168.77.2:8700', client('192.168.77.2:8700'), rules)).toBe(true);
    expect(originAccepted('https://192.168.77.2:8700', client('192.168.77.2:8700', 'https'), rules)).toBe(true);
    expect(originAccepted('https://192.168.77.2:8700', client('192.168.77.2:8700'), rules)).toBe(false);
  });
});

describe('connection caps', () => {
  it('caps each address and the total; the trusted proxy counts in the total only', () => {
    const caps = new ConnectionCaps({ perAddress: 2, total: 4 }, '192.168.77.1');
    expect([caps.open('a'), caps.open('a'), caps.open('a')]).toEqual([true, true, false]);
    caps.close('a');
    expect(caps.open('a')).toBe(true);
    expect([caps.open('192.168.77.1'), caps.open('192.168.77.1'), caps.open('192.168.77.1')]).toEqual([true, true, false]);
    expect(caps.count).toBe(4);
    caps.close('never-opened');
    expect(caps.count).toBe(4);
  });

  it('never holds more than its caps, whatever the order of opens and closes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.constantFrom('a', 'b', 'c', 'proxy')), { maxLength: 200 }), (steps) => {
        const caps = new ConnectionCaps({ perAddress: 3, total: 7 }, 'proxy');
        const held = new Map<string, number>();
        for (const [open, who] of steps) {
          if (open) {
            if (caps.open(who)) held.set(who, (held.get(who) ?? 0) + 1);
          } else if ((held.get(who) ?? 0) > 0) {
            caps.close(who);
            held.set(who, (held.get(who) ?? 0) - 1);
          }
          const total = [...held.values()].reduce((x, y) => x + y, 0);
          expect(caps.count).toBe(total);
          expect(total).toBeLessThanOrEqual(7);
          for (const [k, n] of held) if (k !== 'proxy') expect(n).toBeLessThanOrEqual(3);
        }
      }),
    );
  });
});
