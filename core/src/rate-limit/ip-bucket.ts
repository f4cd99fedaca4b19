import ipaddr from 'ipaddr.js';

/**
 * The key a per-address limit counts under. An IPv4 address is itself (also when it arrives as
 * IPv4-mapped IPv6); an IPv6 address counts by its /64, because one home or one server is handed
 * a whole /64 and could otherwise take a fresh address for every request.
 */
export function ipBucket(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  const prefix = (ip as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
