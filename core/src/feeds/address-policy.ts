// Which destinations the feed fetcher may connect to. Anything that is not a public internet host
// (loopback, private, link-local, cloud metadata, multicast, reserved) is refused, including IPv6
// forms that carry such an IPv4 address inside them.
import { isIP } from 'node:net';
import * as ipaddr from 'ipaddr.js';
import { FeedFetchError } from './feed-errors';

const BLOCKED_HOSTNAMES = new Set(['metadata.google.internal']);
const BLOCKED_MESSAGE = 'Addresses on private or local networks are not allowed';

const BLOCKED_V4 = [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, incl. cloud metadata 169.254.169.254
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, incl. broadcast 255.255.255.255
].map((cidr) => ipaddr.IPv4.parseCIDR(cidr));

const BLOCKED_V6 = [
  '::/96', // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  '64:ff9b:1::/48', // local-use NAT64
  '2001::/32', // Teredo
  '2001:db8::/32', // documentation
  '100::/64', // discard prefix
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'fec0::/10', // site-local
  'ff00::/8', // multicast
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

// These prefixes carry an IPv4 address in their last 32 bits; that address decides.
const IPV4_IN_TAIL = [
  '::ffff:0:0/96', // IPv4-mapped
  '::ffff:0:0:0/96', // IPv4-translated
  '64:ff9b::/96', // NAT64
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));
const SIX_TO_FOUR = ipaddr.IPv6.parseCIDR('2002::/16'); // carries the IPv4 address right after the prefix

/** True for loopback, private, link-local, multicast, reserved and other non-public addresses. */
export function isBlockedAddress(ip: string): boolean {
  const host = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return isBlockedV4(ipaddr.IPv4.parse(host));
  const v6 = parseV6(host);
  if (!v6) return true; // unparseable: refuse rather than guess
  const bytes = v6.toByteArray();
  if (BLOCKED_V6.some((range) => v6.match(range))) return true;
  if (IPV4_IN_TAIL.some((range) => v6.match(range))) return isBlockedV4(new ipaddr.IPv4(bytes.slice(12, 16)));
  if (v6.match(SIX_TO_FOUR)) return isBlockedV4(new ipaddr.IPv4(bytes.slice(2, 6)));
  return false;
}

/**
 * ipaddr.js reads any "::a.b.c.d" as IPv4-mapped, but without "ffff" it is a different (IPv4-compatible)
 * address, so a dotted IPv4 tail is rewritten as two hex groups before parsing.
 */
function parseV6(host: string): ipaddr.IPv6 | null {
  const tail = /(\d+\.\d+\.\d+\.\d+)(%.*)?$/.exec(host);
  let text = host;
  if (tail) {
    if (!ipaddr.IPv4.isValidFourPartDecimal(tail[1])) return null;
    const [a, b, c, d] = ipaddr.IPv4.parse(tail[1]).octets;
    text = `${host.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}${tail[2] ?? ''}`;
  }
  return ipaddr.IPv6.isValid(text) ? ipaddr.IPv6.parse(text) : null;
}

function isBlockedV4(address: ipaddr.IPv4): boolean {
  return BLOCKED_V4.some((range) => address.match(range));
}

/**
 * Refuses a URL whose host is a blocked name or a blocked IP literal. IP literals never reach the
 * DNS lookup, so they are checked here; names are checked when the socket connects.
 */
export function assertHostAllowed(url: URL): void {
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (BLOCKED_HOSTNAMES.has(host) || (isIP(host) !== 0 && isBlockedAddress(host))) {
    throw blockedAddressError();
  }
}

export function blockedAddressError(): FeedFetchError {
  return new FeedFetchError('blocked-address', BLOCKED_MESSAGE, false);
}
