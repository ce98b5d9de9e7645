import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { refusedConnectionRecord } from './audit/refused-connection.ts';
import { SECURITY_LINES } from './client-errors.ts';
import { setSecurityHeaders } from './framework-errors.ts';
import { MESSAGE } from './messages.ts';

interface Refusal {
  status: number;
  message: string;
  reason: string;
}

const CONNECT_REFUSED: Refusal = { status: 405, message: MESSAGE.methodNotAllowed('CONNECT'), reason: 'method-not-allowed' };
const EXPECTATION_REFUSED: Refusal = { status: 417, message: MESSAGE.expectationFailed, reason: 'expectation-failed' };

/** The access record of a request answered here: refused, in the same chain as every other record. */
function record(app: FastifyInstance, request: IncomingMessage, requestId: string, refusal: Refusal, bytes: number): void {
  const base = refusedConnectionRecord({
    time: app.clock(),
    requestId,
    status: refusal.status,
    reason: refusal.reason,
    bytes,
    client: request.socket.remoteAddress ?? '',
    // The request line as Node read it, so it is logged (percent-encoded, query masked) as other refusals are.
    packet: Buffer.from(`${request.method ?? ''} ${request.url ?? ''} HTTP/1.1\r\n`, 'latin1'),
    mark: app.dataKeys?.mark ?? null,
  });
  app.writeAccessRecord({ ...base, user_agent: request.headers['user-agent'] ?? null });
}

/**
 * Requests Node's server hands to events of its own instead of to Fastify: CONNECT ('connect'; unheard,
 * Node closes the socket without a word) and an Expect header other than 100-continue
 * ('checkExpectation'; unheard, Node answers a bare 417). Each gets an `{ errors }` answer with the
 * security headers and a request id, and its access record, like any refused request.
 */
export function answerRawRequests(app: FastifyInstance): void {
  app.server.on('connect', (request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    const body = JSON.stringify({ errors: CONNECT_REFUSED.message });
    const requestId = randomUUID();
    const answered = socket.writable;
    // No ServerResponse exists for CONNECT: the answer is written to the socket, which then closes.
    if (answered)
      socket.end(
        `HTTP/1.1 405 ${STATUS_CODES[405]}\r\nAllow: GET, POST, PUT, PATCH, DELETE\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nX-Request-Id: ${requestId}\r\n${SECURITY_LINES}Connection: close\r\n\r\n${body}`,
      );
    record(app, request, requestId, CONNECT_REFUSED, answered ? Buffer.byteLength(body) : 0);
    (socket as Socket).once('finish', () => socket.destroy());
  });
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify({ errors: EXPECTATION_REFUSED.message });
    const requestId = randomUUID();
    setSecurityHeaders(request, response, () => undefined);
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'x-request-id': requestId,
      connection: 'close',
    });
    response.end(body);
    record(app, request, requestId, EXPECTATION_REFUSED, Buffer.byteLength(body));
  });
}
