import { BlockList } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The addresses a webhook may never reach outside development (SSRF): private, loopback, link-local,
 * CGNAT, multicast, unspecified and the other reserved ranges, IPv4 and IPv6 (decision 0035, 0047).
 * Every spelling of an address is first read by ipaddr.js (`0x7f.1`, `2130706433`, `127.1`, `0177.0.0.1`,
 * `::ffff:7f00:1`, `0:0:0:0:0:ffff:169.254.169.254`…), and an IPv6 address that carries an IPv4 one
 * (IPv4-mapped, NAT64, 6to4, Teredo) is judged by every IPv4 address it carries.
 */
const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", incl. the unspecified 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (shared address space)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast 255.255.255.255
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}

const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible ::a.b.c.d
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

/** IPv6 ranges whose address is judged by the IPv4 addresses it carries (ipaddr.js's names). */
const CARRIES_IPV4 = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052', '6to4', 'teredo']);

function ipv4Of(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
}

/** The IPv4 addresses an IPv6 address carries: NAT64 and mapped in its last 32 bits, 6to4 after 2002:, Teredo's server and (inverted) client. */
function carriedIpv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const p = address.parts;
  switch (address.range()) {
    case '6to4':
      return [ipv4Of(p[1], p[2])];
    case 'teredo':
      return [ipv4Of(p[2], p[3]), ipv4Of(~p[6] & 0xffff, ~p[7] & 0xffff)];
    default:
      return [ipv4Of(p[6], p[7])];
  }
}

function isPublicIpv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast' && !blockedV4.check(address.toString(), 'ipv4');
}

/** True when a webhook may connect to this IP address; false for a reserved one or anything not an IP. */
export function isPublicAddress(raw: string): boolean {
  const plain = raw.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(plain)) return false;
  const address = ipaddr.parse(plain);
  if (address.kind() === 'ipv4') return isPublicIpv4(address as ipaddr.IPv4);
  const v6 = address as ipaddr.IPv6;
  if (blockedV6.check(v6.toNormalizedString(), 'ipv6')) return false;
  const range = v6.range();
  if (CARRIES_IPV4.has(range)) {
    // 64:ff9b:1::/48 is rfc6052 too, refused above; the NAT64 of /96 carries its IPv4 in the last 32 bits.
    return carriedIpv4(v6).every(isPublicIpv4);
  }
  return range === 'unicast';
}
