// What the per-address limits count (issue 18; docs/PRODUCT-RULES.md#limits-per-id-address-and-event):
// an IPv4 address, or the /64 an IPv6 address belongs to. One IPv6 subscriber (a home, a phone on
// mobile data, a server, a venue's Wi-Fi) is given at least a whole /64 and may send from any of its
// 2^64 addresses, so counting each address apart let a single client mint a new "network" per request
// and walk past every limit: new players (1,000 at once each), wrong codes, sockets, answers. A /64 is
// what one IPv4 address is: a venue behind one router counts once on either.
import ipaddr from 'ipaddr.js';

/** The IPv6 prefix counted as one network. */
export const IPV6_NETWORK_BITS = 64;

/** The key the limits count `ip` under: itself for IPv4 (an IPv4-mapped IPv6 address included), its /64 for IPv6. */
export function clientNetwork(ip: string): string {
  // Every IPv4 address, the common case, without parsing.
  if (!ip.includes(':') || !ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${v6.toNormalizedString()}/${IPV6_NETWORK_BITS}`).toString()}/${IPV6_NETWORK_BITS}`;
}
