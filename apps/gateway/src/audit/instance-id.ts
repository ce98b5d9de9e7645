import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { encodeLogText } from './encode.ts';

/** A chain name of its own for a gateway started without AUDIT_INSTANCE_ID: host, start time, randomness. */
export function generatedInstanceId(now: number): string {
  const host =
    encodeLogText(hostname())
      .replace(/[^\w.-]/g, '')
      .slice(0, 40) || 'gateway';
  return `${host}-${new Date(now).toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}`;
}
