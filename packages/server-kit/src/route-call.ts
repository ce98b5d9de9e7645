import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { ApiCall, CallSchemas } from '@bo/contract';

/** What a route needs of a call: its method, path, success status and schemas (a catalogue call, or a per-project pattern). */
export type RoutableCall = Pick<ApiCall, 'method' | 'path' | 'status'> & CallSchemas;

/** What a request part is once its schema validated it (coerced, defaulted); unknown when the call has none. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;
/** What a handler may answer: the answer schema's input, which the serializer parses. */
type Answered<S> = S extends z.ZodType ? z.input<S> : unknown;

/** A request to a call, typed by the call's params, query and body schemas. */
export type CallRequest<C extends RoutableCall> = FastifyRequest<{
  Params: Parsed<C['params']>;
  Querystring: Parsed<C['query']>;
  Body: Parsed<C['body']>;
}>;

/**
 * A call's handler: returns the answer (sent with the call's status), or the reply it sent itself
 * (a stream, an empty 204).
 */
export type CallHandler<C extends RoutableCall> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<Answered<C['answer']> | FastifyReply>;

/** The Fastify schema of a call: validation of params, query and body, serialization of the answer. */
export function callSchema(call: RoutableCall): FastifySchema {
  const schema: FastifySchema = {};
  if (call.params) schema.params = call.params;
  if (call.query) schema.querystring = call.query;
  if (call.body) schema.body = call.body;
  if (call.answer) schema.response = { [call.status ?? 200]: call.answer };
  return schema;
}

/**
 * Registers an upstream route from its catalogue call (issue 20): the method, the path and the schemas
 * are the call's, so a path is written once, in packages/contract, and the route validates and
 * serializes with the same schemas the SPA and /api/openapi.json use.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any type provider: the handler is typed by the call instead
export function routeCall<C extends RoutableCall>(app: FastifyInstance<any, any, any, any, any>, call: C, handler: CallHandler<C>): void {
  const status = call.status;
  app.route({
    method: call.method,
    url: call.path,
    schema: callSchema(call),
    handler: async (request, reply) => {
      if (status) reply.code(status);
      return handler(request as CallRequest<C>, reply);
    },
  });
}
