import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FAULT_MESSAGE, HttpError, RETRY_AFTER_SECONDS, signContext } from '@bo/server-kit';
import { ACCESS_LOG_PERSONAL_FILTER, accessLogResource } from '@bo/contract';
import { hashedPersonalSearch } from '../../audit/redact-query.ts';
import type { Dispatcher, Pool } from 'undici';
import { MESSAGE } from '../../messages.ts';
import { CLIENT_CLOSED_STATUS } from '../../plugins/app/access-log.ts';
import type { UpstreamName, UpstreamTimeouts } from '../../options.ts';
import { bodyLimitOf, isBodyTooLarge, limitedBody } from './body-limit.ts';
import { CallAbort, abortAtDeadline } from './drain-abort.ts';
import { browserAnswerHeaders, upstreamRequestHeaders } from './headers.ts';

/** undici's codes for an upstream that did not answer in time (headers, or the next body chunk). */
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** Statuses whose answer has no body to stream back. */
const BODYLESS = new Set([204, 304]);

/**
 * An answer of known length up to this many bytes is read whole and sent in one write with its headers: the
 * stream machinery (pipe, end-of-stream listeners, a write per chunk) costs more than such an answer weighs.
 * Longer ones, and exports, stream.
 */
export const WHOLE_ANSWER_BYTES = 64 * 1024;

/** Whether an answer is read whole: not an export, and a declared length up to WHOLE_ANSWER_BYTES. */
function readsWhole(call: { streams?: boolean }, headers: Record<string, string | string[] | undefined>): boolean {
  const declared = headers['content-length'];
  if (call.streams || typeof declared !== 'string') return false;
  const length = Number(declared);
  return Number.isInteger(length) && length >= 0 && length <= WHOLE_ANSWER_BYTES;
}

/** Who the upstream acts for; 0 means nobody signed in (a public upstream call). */
function contextFor(request: FastifyRequest, secret: string): string {
  const auth = request.auth;
  return signContext(
    {
      adminId: auth?.admin.id ?? 0,
      role: auth?.admin.role ?? 0,
      originalAdminId: auth?.original?.id ?? null,
      permission: request.audit.permission ?? '',
      requestId: request.id,
    },
    secret,
    // Real time, not the gateway's clock: the upstream checks the context's expiry with its own.
    Date.now(),
  );
}

/** The request body as a guarded stream, or null without one (the proxy's parser hands the raw stream over). */
function bodyOf(request: FastifyRequest, limit: number): Readable | null {
  if (!(request.body instanceof Readable)) return null;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, MESSAGE.bodyTooLarge(limit));
  return limitedBody(request.body, limit);
}

/**
 * Forwards a permitted call to its upstream with the same method, path and query, streaming both
 * bodies (undici pool in, reply stream out): nothing is held whole, backpressure runs end to end.
 */
export async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  pool: Pool,
  upstream: UpstreamName,
  contextSecret: string,
  timeouts: UpstreamTimeouts,
): Promise<FastifyReply> {
  const call = request.routeOptions.config.apiCall!;
  // An export streams for minutes; an interactive call answers within the upstream's own budgets.
  const timeoutMs = call.streams ? timeouts.longMs : timeouts.ms;
  const drainDeadline = request.server.drain.deadline;
  request.audit.upstream = call.upstream;
  const limit = bodyLimitOf(call, request.headers['content-type']);
  const body = bodyOf(request, limit);
  // The browser left: stop the upstream work (an export query) instead of draining it into nothing.
  const abort = new CallAbort();
  // A stopping gateway past its drain deadline gives up on the upstream too.
  const forgetAtDeadline = abortAtDeadline(drainDeadline, abort);
  // One listener for both (a response has a budget of ten before Node warns of a leak). An answer
  // that finished has nothing left upstream to stop.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
    forgetAtDeadline();
  });
  const headers = upstreamRequestHeaders(request.headers, {
    context: contextFor(request, contextSecret),
    requestId: request.id,
    client: request.ip,
    protocol: request.protocol,
  });
  // No body goes up (a GET or HEAD one is never parsed): a length announcing one would fail the upstream request.
  if (!body) {
    delete headers['content-length'];
    // Nor a type for a body that is not there: the upstream would try to read one (and answer 400).
    delete headers['content-type'];
  }
  let answer: Dispatcher.ResponseData;
  try {
    answer = await pool.request({
      method: request.method as Dispatcher.HttpMethod,
      path: hashedPersonalSearch(
        request.raw.url ?? request.url,
        accessLogResource.url,
        ACCESS_LOG_PERSONAL_FILTER,
        request.server.dataKeys.mark,
      ),
      headers,
      body,
      signal: abort,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  } catch (error) {
    if (drainDeadline.aborted) {
      request.audit.reason = 'shutdown';
      reply.header('connection', 'close').header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new HttpError(503, FAULT_MESSAGE.stopping);
    }
    // The browser left (navigated away, cancelled a query): routine, not an upstream failure, so no
    // warning; the access log records it as 499 (plugins/app/access-log.ts).
    if (abort.aborted) throw new HttpError(CLIENT_CLOSED_STATUS, MESSAGE.clientClosed);
    if (TIMEOUT_CODES.has((error as { code?: string }).code ?? '')) {
      request.log.warn({ upstream, route: request.routeOptions.url, timeoutMs }, 'upstream did not answer in time');
      throw new HttpError(504, MESSAGE.upstreamTimeout(upstream));
    }
    if (isBodyTooLarge(error)) throw new HttpError(413, MESSAGE.bodyTooLarge(limit));
    // undici refused to send what the client sent (a control character in a header value): the client's fault, not the upstream's.
    if ((error as { code?: string }).code === 'UND_ERR_INVALID_ARG') throw new HttpError(400, MESSAGE.malformedHeaders);
    request.log.warn({ err: error, upstream }, 'upstream request failed');
    throw new HttpError(502, MESSAGE.upstreamUnavailable(upstream));
  }
  const bodyless = BODYLESS.has(answer.statusCode);
  let whole: Buffer | null = null;
  if (!bodyless && readsWhole(call, answer.headers)) {
    // Read before the answer's headers are set: a body that breaks off becomes a clean 502, not a length that lies.
    try {
      whole = Buffer.from(await answer.body.arrayBuffer());
    } catch (error) {
      if (abort.aborted) throw new HttpError(CLIENT_CLOSED_STATUS, MESSAGE.clientClosed);
      request.log.warn({ err: error, upstream }, 'upstream answer broke off');
      throw new HttpError(502, MESSAGE.upstreamUnavailable(upstream));
    }
  }
  reply.code(answer.statusCode).headers(browserAnswerHeaders(answer.headers));
  if (bodyless) {
    await answer.body.dump();
    return reply.send();
  }
  return reply.send(whole ?? answer.body);
}
