// The address the internet reaches the host by (`--public-url`, or the host panel's field) and the rule of secure
// transport: plain HTTP is for private networks only; anything else needs TLS — the listener's own certificate, or a
// TLS reverse proxy in front of it — unless the host explicitly accepts the risk (`--insecure-http`).
import { isPrivateAddress, plainAddress } from './addresses.js';

/** A public address: what links carry and the one name beside the machine's own addresses that Host may say. */
export interface PublicUrl {
  /** `https://name[:port]`, as links begin and the pages' Origin reads. */
  readonly origin: string;
  /** `name[:port]` as a browser sends it in Host (the scheme's default port left out), lower case. */
  readonly host: string;
  /** The name or address alone (an IPv6 one without brackets). */
  readonly hostname: string;
  readonly secure: boolean;
}

/** Reads a public address: http(s), a name or address and an optional port, nothing else (no user, path, query). */
export function parsePublicUrl(text: string): { readonly url: PublicUrl } | { readonly error: string } {
  const bad = (why: string): { error: string } => ({ error: `the public address "${text.slice(0, 80)}" ${why}: give it as https://name or https://name:port` });
  let u: URL;
  try {
    u = new URL(text.trim());
  } catch {
    return bad('is not a URL');
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return bad('is neither https:// nor http://');
  if (u.username !== '' || u.password !== '') return bad('carries a user name or password');
  if ((u.pathname !== '/' && u.pathname !== '') || u.search !== '' || u.hash !== '' || /[?#]$/.test(text.trim())) return bad('has a path, query or fragment');
  if (u.hostname === '') return bad('names no host');
  return { url: { origin: u.origin, host: u.host, hostname: u.hostname.replace(/^\[|\]$/g, ''), secure: u.protocol === 'https:' } };
}

/** How network play is about to listen, as the secure-transport rule weighs it. */
export interface TransportPlan {
  readonly publicUrl: PublicUrl | null;
  /** The concrete addresses the listener binds (a wildcard already expanded to the machine's addresses). */
  readonly listen: readonly string[];
  /** True when the listener itself speaks TLS. */
  readonly tls: boolean;
  /** The reverse proxy's address whose forwarded headers are trusted (null: none). */
  readonly trustedProxy: string | null;
  /** The host's explicit "plain HTTP beyond private networks is fine". */
  readonly insecureHttp: boolean;
}

/** Why plain HTTP is unsafe on the internet, said with every refusal. */
const WHY = 'every link (its secret is a seat), move and board would cross the internet readable and changeable by anyone on the way';

/** Why this plan is refused (a message for the host), or null when it is secure enough: plain HTTP is accepted only
 * on private addresses, unless `insecureHttp`. */
export function transportRefusal(plan: TransportPlan): string | null {
  if (plan.insecureHttp) return null;
  const p = plan.publicUrl;
  if (p && !p.secure && !(plainAddress(p.hostname) !== null && isPrivateAddress(p.hostname))) {
    return `the public address ${p.origin} is plain http:// and not a private network address: ${WHY}. Use https:// (a TLS reverse proxy in front, or in browser mode the listener's own certificate: --tls-cert/--tls-key), or in browser mode start with --insecure-http to accept the risk.`;
  }
  const open = plan.listen.filter((a) => !isPrivateAddress(a));
  if (open.length > 0 && !plan.tls && plan.trustedProxy === null) {
    return `network play would listen without TLS on ${open.join(', ')}, which ${open.length > 1 ? 'are not private addresses' : 'is not a private address'}: ${WHY}. Give --tls-cert and --tls-key, or listen on a private address behind a TLS reverse proxy (--trusted-proxy), or start with --insecure-http to accept the risk.`;
  }
  return null;
}
