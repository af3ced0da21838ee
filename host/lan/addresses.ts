// Which network addresses are private: the ranges a home, club or overlay network (WireGuard, Tailscale) uses, that
// the open internet cannot reach directly. Plain HTTP is accepted there; anywhere else it needs TLS (or a TLS reverse
// proxy in front) unless the host says otherwise (host/lan/public-url.ts).
import { BlockList, isIP } from 'node:net';

/** RFC 1918, loopback, link-local, CGNAT (100.64/10, Tailscale's), IPv6 loopback, link-local and ULA (fc00::/7). */
const PRIVATE = new BlockList();
for (const [net, bits] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['127.0.0.0', 8], ['169.254.0.0', 16], ['100.64.0.0', 10]] as const) PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::1', 128], ['fe80::', 10], ['fc00::', 7]] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

/** An address as written in a URL, a header or by a socket, reduced to its plain form: brackets, an IPv6 zone and the
 * IPv4-mapped prefix (`::ffff:10.0.0.1`) taken off, lower case; null when it is no IP address. */
export function plainAddress(text: string): string | null {
  let a = text.trim().toLowerCase();
  if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
  a = a.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped?.[1]) a = mapped[1];
  return isIP(a) === 0 ? null : a;
}

/** True when `address` is an IP address in a private range (text that is no IP address is not private). */
export function isPrivateAddress(address: string): boolean {
  const a = plainAddress(address);
  if (a === null) return false;
  return PRIVATE.check(a, isIP(a) === 4 ? 'ipv4' : 'ipv6');
}

/** True for the addresses that mean "every address of this machine" when listened on. */
export function isWildcard(address: string): boolean {
  const a = plainAddress(address);
  return a === '0.0.0.0' || a === '::';
}
