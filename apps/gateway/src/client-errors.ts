import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
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

const SECURITY_LINES = securityHeaderLines();

/**
 * Requests Node's parser refuses before Fastify sees them (headers over 16 KiB, a malformed request
 * line or header): answered as `{ errors }` with the security headers, like every other refusal,
 * instead of Fastify's default body. There is no request, so no access record.
 */
export function gatewayClientErrors(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? MESSAGE.headersTooLarge : status === 408 ? MESSAGE.requestTimeout : MESSAGE.malformedRequest;
  const body = JSON.stringify({ errors: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `${SECURITY_LINES}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
