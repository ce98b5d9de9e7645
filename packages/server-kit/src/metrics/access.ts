import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may scrape /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without it, only
 * a client on this machine (the socket's address: a forwarded address is never believed here).
 */
export function metricsAllowed(request: FastifyRequest, token: string | null): { allowed: boolean; reason: string } {
  if (token) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    return sameSecret(given, token) ? { allowed: true, reason: 'metrics-token' } : { allowed: false, reason: 'metrics-token-missing' };
  }
  const address = request.socket.remoteAddress ?? '';
  return LOOPBACK.has(address) ? { allowed: true, reason: 'loopback' } : { allowed: false, reason: 'not-loopback' };
}
