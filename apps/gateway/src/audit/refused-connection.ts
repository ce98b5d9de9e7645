import type { AccessRecord } from './record.ts';
import { pathOf, redactedQuery, type PersonalMark } from './redact-query.ts';

/** A complete request line at the start of the bytes the parser was reading (read as latin1, one char per byte). */
const REQUEST_LINE = /^([A-Z]{1,20}) ([^ \r\n]+) HTTP\/\d\.\d\r?\n/;

/** Every byte outside visible ASCII percent-encoded, so the target is logged as it came and nothing else. */
const percentEncoded = (target: string): string =>
  target.replace(/[^\u0021-\u007e]|%(?![0-9A-Fa-f]{2})/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/**
 * Method and target of a request Node's parser refused, when the bytes it was reading begin with a
 * whole request line; otherwise nothing is claimed (empty method and path). Node hands over only
 * the chunk it was parsing, so a request whose line came in an earlier chunk is logged without it.
 */
export function requestLineOf(packet: Buffer | null): { method: string; target: string } | null {
  if (!packet || packet.length === 0) return null;
  const line = REQUEST_LINE.exec(packet.subarray(0, 16_384).toString('latin1'));
  return line ? { method: line[1]!, target: percentEncoded(line[2]!) } : null;
}

export interface RefusedConnection {
  time: number;
  requestId: string;
  status: number;
  /** Why: malformed-request, headers-too-large, request-timeout. */
  reason: string;
  /** Body bytes of the answer written. */
  bytes: number;
  /** The socket's address: no header of a refused request is believed. */
  client: string;
  /** What the parser was reading when it gave up (error.rawPacket). */
  packet: Buffer | null;
  /** Personal data in the query (e-mails, IPs, phones) is logged as its keyed hash, as on every record. */
  mark?: PersonalMark;
}

/** The access record of a request refused before it became one: denied, nobody signed in, nothing forwarded. */
export function refusedConnectionRecord(refused: RefusedConnection): AccessRecord {
  const line = requestLineOf(refused.packet);
  return {
    time: new Date(refused.time).toISOString(),
    request_id: refused.requestId,
    admin_id: null,
    acting_as: null,
    method: line?.method ?? '',
    path: line ? pathOf(line.target) : '',
    query: line ? redactedQuery(line.target, refused.mark ?? null) : null,
    permission: null,
    decision: 'deny',
    reason: refused.reason,
    status: refused.status,
    bytes: refused.bytes,
    duration_ms: 0,
    client: refused.client,
    user_agent: null,
    upstream: null,
  };
}
