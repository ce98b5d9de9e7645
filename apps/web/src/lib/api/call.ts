import type { ApiCall } from '@bo/contract';
import type { z } from 'zod';
import { apiRequest, type ApiRequest } from './client.ts';

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** The values of a call's path params, by name (`:id` → `{ id }`). */
export type CallParams<C extends ApiCall> = C['params'] extends z.ZodType ? { [K in keyof Input<C['params']>]: string | number } : never;

/** The body of a call: what its schema accepts; anything (FormData for a multipart upload) when it has none. */
export type CallBody<C extends ApiCall> = C['body'] extends z.ZodType ? Input<C['body']> : unknown;

/** The answer of a call, as its schema gives it. */
export type CallAnswer<C extends ApiCall> = C['answer'] extends z.ZodType ? z.output<C['answer']> : unknown;

/** How to call: params, query and body as the call's schemas describe them, and the client's own options. */
export type CallOptions<C extends ApiCall> = Omit<ApiRequest<CallAnswer<C>>, 'method' | 'body' | 'schema'> &
  ([CallParams<C>] extends [never] ? { params?: never } : { params: CallParams<C> }) & { body?: CallBody<C> };

/** A catalogue path with its :params filled in (each encoded). */
export function callPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls a catalogue call (issue 20): its method, its path with the params filled in, the query
 * encoded, and the answer checked and typed by the call's answer schema. A path is written once, in
 * packages/contract, for the route, this client and /api/openapi.json alike.
 */
export function callApi<C extends ApiCall>(call: C, options: CallOptions<C>): Promise<CallAnswer<C>> {
  const { params, body, ...request } = options as CallOptions<C> & { params?: Record<string, string | number>; body?: unknown };
  return apiRequest<CallAnswer<C>>(callPath(call.path, params), {
    ...request,
    method: call.method,
    body,
    schema: call.answer as ApiRequest<CallAnswer<C>>['schema'],
  });
}
