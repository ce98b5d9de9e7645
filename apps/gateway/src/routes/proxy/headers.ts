import type { IncomingHttpHeaders } from 'node:http';
import { CONTEXT_HEADER, REQUEST_ID_HEADER } from '@bo/server-kit';

/** Hop-by-hop headers (RFC 9110 7.6.1): they describe one connection, never the message. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * What the client sends that must not reach an upstream: its credentials (the upstream trusts the
 * signed context only), a forged context, and headers the gateway sets itself. `expect` because
 * undici refuses it; `host` because the pool sets the upstream's.
 */
const CLIENT_ONLY = new Set([
  'authorization',
  'cookie',
  CONTEXT_HEADER,
  REQUEST_ID_HEADER,
  'host',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  // Method and path overrides some frameworks honour: the call was checked for its own method and path.
  'x-http-method-override',
  'x-http-method',
  'x-method-override',
  'x-original-method',
  'x-original-url',
  'x-rewrite-url',
]);

/** Whole families the client may not set: the gateway's own (`x-bo-*`) and any proxy's (`x-forwarded-*`). */
const CLIENT_ONLY_PREFIXES = ['x-bo-', 'x-forwarded-'];
const clientOnly = (name: string): boolean => CLIENT_ONLY.has(name) || CLIENT_ONLY_PREFIXES.some((prefix) => name.startsWith(prefix));

/** Headers of an upstream answer the browser gets; the gateway's own (security headers) stay. */
const PASSED_BACK = [
  'content-type',
  'content-disposition',
  'content-length',
  'content-encoding',
  'content-language',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'retry-after',
  'vary',
] as const;

export interface ForwardedBy {
  context: string;
  requestId: string;
  client: string;
  protocol: string;
}

/** The request headers sent upstream: the client's, minus the above, plus the gateway's context. */
export function upstreamRequestHeaders(incoming: IncomingHttpHeaders, by: ForwardedBy): Record<string, string | string[]> {
  // Headers the Connection header names are hop-by-hop too; most requests name none but keep-alive or close.
  const connection = incoming.connection;
  const named =
    connection === undefined || connection === 'keep-alive' || connection === 'close'
      ? null
      : new Set(
          String(connection)
            .split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean),
        );
  const out: Record<string, string | string[]> = {};
  // for...in over the parsed headers (own, plain properties): no array of pairs per request.
  for (const name in incoming) {
    const value = incoming[name];
    if (value === undefined || HOP_BY_HOP.has(name) || clientOnly(name) || named?.has(name)) continue;
    out[name] = value;
  }
  out[CONTEXT_HEADER] = by.context;
  out[REQUEST_ID_HEADER] = by.requestId;
  out['x-forwarded-for'] = by.client;
  out['x-forwarded-proto'] = by.protocol;
  return out;
}

/** The answer headers passed back to the browser. */
export function browserAnswerHeaders(upstream: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name of PASSED_BACK) {
    const value = upstream[name];
    if (value !== undefined) out[name] = value;
  }
  return out;
}
