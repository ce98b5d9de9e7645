import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { refusedConnectionRecord } from './audit/refused-connection.ts';
import { MESSAGE } from './messages.ts';
import { setSecurityHeaders } from './framework-errors.ts';

/** The security headers as fixed lines (no nonce is used), for answers written straight to the socket. */
function securityHeaderLines(): string {
  const headers: Record<string, string> = {};
  const sink = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name] = String(value)),
    removeHeader: () => undefined,
  };
  setSecurityHeaders({} as IncomingMessage, sink as unknown as ServerResponse, () => undefined);
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}

/** Also used by raw-requests.ts, for CONNECT. */
export const SECURITY_LINES = securityHeaderLines();

/** Status, answer and access-log reason of each refusal of Node's parser. */
function refusalOf(code: string): { status: number; message: string; reason: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: MESSAGE.headersTooLarge, reason: 'headers-too-large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: MESSAGE.requestTimeout, reason: 'request-timeout' };
  return { status: 400, message: MESSAGE.malformedRequest, reason: 'malformed-request' };
}

/**
 * Requests Node's parser refuses before Fastify sees them (headers over 16 KiB, a malformed request
 * line or header, too slow a client): answered as `{ errors }` with the security headers and a
 * request id, like every other refusal, instead of Fastify's default body. There is no request, so
 * the access record is built here from what is safely known (the socket's address, the request line
 * when the parser's bytes begin with one) and goes into the same hash chain as every other record.
 * Fastify calls it with the gateway as `this`.
 */
export function gatewayClientErrors(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message, reason } = refusalOf(error.code);
  const body = JSON.stringify({ errors: message });
  const requestId = randomUUID();
  const answered = socket.writable;
  if (answered) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `X-Request-Id: ${requestId}\r\n${SECURITY_LINES}Connection: close\r\n\r\n${body}`,
    );
  }
  const packet: unknown = error.rawPacket;
  this.writeAccessRecord(
    refusedConnectionRecord({
      time: this.clock(),
      requestId,
      status,
      reason,
      bytes: answered ? Buffer.byteLength(body) : 0,
      client: socket.remoteAddress ?? '',
      packet: Buffer.isBuffer(packet) ? packet : null,
      mark: this.dataKeys?.mark ?? null,
    }),
  );
  socket.destroy(error);
}
