import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessRecord, AuditState } from '../../audit/record.ts';
import { pathOf, redactedQuery, type PersonalMark } from '../../audit/redact-query.ts';
import { encodeLogValue } from '../../audit/encode.ts';

/**
 * Where each chained record goes besides the database copy. `json` is the record's JSON.stringify text,
 * made once per record for every copy (the JSON lines and the database batch).
 */
export type AccessSink = (record: AccessRecord, json?: string) => void;

/** The audit state a request starts with: allowed as open until a hook says otherwise. */
export const freshAudit = (now: number, request: FastifyRequest): AuditState => ({
  startedAt: now,
  client: request.ip ?? request.socket?.remoteAddress ?? '',
  userAgent: request.headers['user-agent'] ?? null,
  permission: null,
  decision: 'allow',
  reason: 'open',
  upstream: null,
  bytes: 0,
  adminId: null,
  actingAs: null,
});

/**
 * Counts the bytes of an answer body. A stream is counted as Fastify pipes it into the response, by
 * the response's own write: no stream in between, and what is counted is what got out.
 */
function countedPayload(audit: AuditState, payload: unknown, response: ServerResponse): unknown {
  if (payload === null || payload === undefined) return payload;
  if (typeof payload === 'string') audit.bytes += Buffer.byteLength(payload);
  else if (Buffer.isBuffer(payload)) audit.bytes += payload.length;
  else if (payload instanceof Readable) {
    const write = response.write;
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]): boolean {
      audit.bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Uint8Array).byteLength;
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
  }
  return payload;
}

/** nginx's "client closed request": the status of a call the client left before its answer began. */
export const CLIENT_CLOSED_STATUS = 499;

function accessRecord(
  request: FastifyRequest,
  reply: FastifyReply,
  startedAt: number,
  mark: PersonalMark,
  clientLeft: boolean,
): AccessRecord {
  const audit = request.audit ?? freshAudit(startedAt, request);
  const auth = request.auth;
  const url = request.raw.url ?? request.url;
  const record: AccessRecord = {
    time: new Date(audit.startedAt).toISOString(),
    request_id: request.id,
    admin_id: audit.adminId ?? auth?.original?.id ?? auth?.admin.id ?? null,
    acting_as: audit.actingAs ?? (auth?.original ? auth.admin.id : null),
    method: request.method,
    path: pathOf(url),
    // E-mails, addresses and phone numbers in filters and searches: their keyed hash (issue 24, item 8).
    query: redactedQuery(url, mark),
    permission: audit.permission,
    decision: audit.decision,
    reason: audit.reason,
    status: clientLeft && !reply.raw.headersSent ? CLIENT_CLOSED_STATUS : reply.statusCode,
    bytes: audit.bytes,
    duration_ms: Math.round(reply.elapsedTime * 10) / 10,
    client: audit.client,
    user_agent: audit.userAgent,
    upstream: audit.upstream,
  };
  if (audit.event) record.event = audit.event;
  return record;
}

/**
 * One access record per request, refused and unknown ones included: the hooks fill request.audit
 * as the request runs, and the record is written once the answer is finished, or when the client left first.
 */
export default fp(
  async (app, opts: { sink: AccessSink }) => {
    app.decorateRequest('audit', null as unknown as AuditState);
    app.decorateRequest('auth', null);
    // Callback hooks: no promise per call.
    app.addHook('onRequest', (request, reply, done) => {
      request.audit = freshAudit(app.clock(), request);
      reply.header('x-request-id', request.id);
      // The client left before the answer finished (navigated away, cancelled an export): Fastify runs no
      // onResponse then, yet the call was made (a write may have happened), so it is recorded now:
      // 499 if nothing was sent, else the status sent with the bytes that got out. A websocket's record
      // is the hub's, written when the socket closes.
      if (request.headers.upgrade === undefined) {
        // Ours is one more than a streamed file's pipe (Fastify, @fastify/static) leaves room for before
        // Node warns of a leak; it goes with the response.
        reply.raw.setMaxListeners(reply.raw.getMaxListeners() + 1);
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) writeOnce(request, reply, true);
        });
      }
      done();
    });
    // A callback hook: no promise per answer.
    app.addHook('onSend', (request, reply, payload, done) => {
      done(null, request.audit ? countedPayload(request.audit, payload, reply.raw) : payload);
    });
    const writeAccessRecord = (record: AccessRecord): void => {
      try {
        // Encoded against log injection before hashing, so every copy carries the same safe text.
        const chained = app.accessChain.append(encodeLogValue(record));
        const json = JSON.stringify(chained);
        app.accessLogStore?.add(chained, json);
        opts.sink(chained, json);
        app.accessChained(chained);
      } catch (error) {
        app.log.error({ err: error, request_id: record.request_id }, 'access log sink failed');
      }
    };
    const writeOnce = (request: FastifyRequest, reply: FastifyReply, clientLeft: boolean): void => {
      if (request.audit?.recorded) return;
      if (request.audit) request.audit.recorded = true;
      writeAccessRecord(accessRecord(request, reply, app.clock(), app.dataKeys.mark, clientLeft));
    };
    const recordAccess = (request: FastifyRequest, reply: FastifyReply): void => writeOnce(request, reply, false);
    // A websocket upgrade never finishes an HTTP answer: the hub writes its record when the socket closes.
    app.decorate('recordAccess', recordAccess);
    // What Node's parser refuses never becomes a request: client-errors.ts writes its record whole.
    app.decorate('writeAccessRecord', writeAccessRecord);
    app.addHook('onResponse', (request, reply, done) => {
      recordAccess(request, reply);
      done();
    });
  },
  { name: 'access-log', dependencies: ['database', 'access-chain'] },
);
