import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'x-real-ip'];
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
}

/**
 * Loopback means the browser runs on this machine: the socket is local, the Host names this
 * machine, and no proxy header is present. The last two matter because a reverse proxy on the
 * same host also connects from 127.0.0.1, and would otherwise expose demo pages to everyone.
 */
function isLocalVisitor(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined)) return false;
  return LOOPBACK_HOSTS.has(hostnameOf(request.headers.host));
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/**
 * Whether demo helpers (outbox page, demo identity and payment providers) answer this
 * request: never when demo mode is off, and by default only to a browser on this machine.
 */
export function createDemoAccessCheck(config: Pick<AppConfig, 'demoMode' | 'demoAllowedFrom'>): (request: FastifyRequest) => boolean {
  if (!config.demoMode) return () => false;
  if (config.demoAllowedFrom === 'loopback') return isLocalVisitor;
  const allowed = blockListOf(config.demoAllowedFrom);
  return (request) => {
    const ip = request.ip.replace(/^::ffff:/, '');
    return isIP(ip) !== 0 && allowed.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** The answer for a demo path the request may not see: the same 404 as a path that never existed. */
export function demoNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).header('x-robots-tag', 'noindex').type('text/plain; charset=utf-8').send('Not found');
}
