import { BlockList, isIP } from 'node:net';
import type { NetworkKind } from '@nfx/api-contract';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Private and link-local ranges, and carrier-grade NAT: the address says "some local network", nothing more. */
const localNetworks = new BlockList();
localNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
localNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
localNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
localNetworks.addSubnet('100.64.0.0', 10, 'ipv4');
localNetworks.addSubnet('169.254.0.0', 16, 'ipv4');
localNetworks.addSubnet('fc00::', 7, 'ipv6');
localNetworks.addSubnet('fe80::', 10, 'ipv6');

/** An IPv4 address a dual-stack socket reports as `::ffff:a.b.c.d` is that IPv4 address. */
export function plainAddress(address: string | null | undefined): string {
  return (address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/**
 * Where an address is, as far as the server can tell without a geolocation service (none is
 * used: a guessed city would be wrong often enough to alarm players for nothing).
 */
export function networkKindOf(address: string | null | undefined): NetworkKind {
  const ip = plainAddress(address);
  const family = isIP(ip);
  if (family === 0) return 'unknown';
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(ip, type)) return 'this-device';
  if (localNetworks.check(ip, type)) return 'local-network';
  return 'internet';
}
