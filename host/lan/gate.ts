// The network listener's first questions about a request, as pure decisions: who the client is (the socket's peer,
// or — only when that peer is the configured reverse proxy — the address, host and scheme it forwards), and whether
// the Host and Origin it names are this host's (DNS rebinding, other web pages). Forwarded headers from anyone else
// are ignored: a client cannot choose the address its rate limit is counted by.
import { plainAddress } from './addresses.js';
import type { PublicUrl } from './public-url.js';

/** A request's headers as node gives them. */
export type Headers = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Who a request comes from, as far as it may be trusted. */
export interface Client {
  /** The client's address: the peer's, or the one the trusted proxy forwarded. */
  readonly address: string;
  /** The Host it asked for (the trusted proxy's forwarded one when it sent one), lower case. */
  readonly host: string;
  /** The scheme the client used: the listener's own, or the one the trusted proxy forwarded. */
  readonly proto: 'http' | 'https';
  /** True when the answer came from a trusted proxy's forwarded headers. */
  readonly forwarded: boolean;
}

/** What the listener accepts. */
export interface GateRules {
  /** `address:port` of every address of this machine a page may name in Host. */
  readonly localHosts: readonly string[];
  readonly publicUrl: PublicUrl | null;
  /** The listener's own scheme. */
  readonly scheme: 'http' | 'https';
  /** The reverse proxy whose forwarded headers are trusted (null: none). */
  readonly trustedProxy: string | null;
}

function header(headers: Headers, name: string): string | undefined {
  const v = headers[name];
  return typeof v === 'string' ? v : v?.join(',');
}

/** The last entry of a comma-separated header: the one the nearest proxy — the trusted one — added. */
function lastEntry(value: string | undefined): string | undefined {
  const last = value?.split(',').at(-1)?.trim();
  return last === '' ? undefined : last;
}

/** The `for`, `host` and `proto` of the last element of an RFC 7239 Forwarded header. */
function forwardedPairs(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (lastEntry(value) ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) out[pair.slice(0, at).trim().toLowerCase()] = pair.slice(at + 1).trim().replace(/^"(.*)"$/, '$1');
  }
  return out;
}

/** A forwarded node (`192.0.2.7`, `192.0.2.7:4711`, `[2001:db8::1]:4711`, `2001:db8::1`) as a plain address, or null. */
function nodeAddress(node: string | undefined): string | null {
  if (node === undefined) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(node);
  if (bracketed?.[1]) return plainAddress(bracketed[1]);
  const v4port = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(node);
  return plainAddress(v4port?.[1] ?? node);
}

/** Who a request comes from: forwarded headers count only when the peer is `trustedProxy`; the Forwarded header
 * wins over X-Forwarded-*; a forwarded address that is no IP address leaves the peer's. */
export function clientOf(headers: Headers, peer: string, rules: Pick<GateRules, 'scheme' | 'trustedProxy'>): Client {
  const own: Client = { address: plainAddress(peer) ?? peer, host: (header(headers, 'host') ?? '').toLowerCase(), proto: rules.scheme, forwarded: false };
  const proxy = rules.trustedProxy === null ? null : plainAddress(rules.trustedProxy);
  if (proxy === null || own.address !== proxy) return own;
  const f = header(headers, 'forwarded') !== undefined ? forwardedPairs(header(headers, 'forwarded')) : { for: lastEntry(header(headers, 'x-forwarded-for')), host: lastEntry(header(headers, 'x-forwarded-host')), proto: lastEntry(header(headers, 'x-forwarded-proto')) };
  const proto = f.proto?.toLowerCase();
  return {
    address: nodeAddress(f.for) ?? own.address,
    host: f.host?.toLowerCase() ?? own.host,
    proto: proto === 'https' || proto === 'http' ? proto : own.proto,
    forwarded: true,
  };
}

/** True when the client's Host is one of this machine's addresses with the listener's port, or the public name. */
export function hostAccepted(client: Client, rules: GateRules): boolean {
  return rules.localHosts.includes(client.host) || (rules.publicUrl !== null && client.host === rules.publicUrl.host);
}

/** True when a request's Origin (undefined: none, as a plain navigation) is the page's own: the public address's
 * origin for the public name, else the client's scheme and Host. */
export function originAccepted(origin: string | undefined, client: Client, rules: GateRules): boolean {
  if (origin === undefined) return true;
  if (rules.publicUrl !== null && client.host === rules.publicUrl.host) return origin === rules.publicUrl.origin;
  return origin === `${client.proto}://${client.host}`;
}
