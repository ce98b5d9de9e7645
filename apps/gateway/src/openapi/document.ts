import { z } from 'zod';
import { PUBLIC, SESSION_COOKIE_REQUEST_HEADER, SIGNED_IN, ZErrorBody, ZLoginAnswer, type ApiCall } from '@bo/contract';
import { SESSION_COOKIE } from '../accounts/session-cookie.ts';
import { callSchemas } from './call-schemas.ts';

/**
 * Two ways to carry a session (issue 24): a bearer token (API clients, scripts), or the SPA's HttpOnly
 * cookie, which a sign-in sets instead of answering the token when the call carries the header.
 */
const SECURITY_SCHEMES = {
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  session_cookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      `The SPA's session. A call that opens a session (sign-in, its second factor, switch account and back) ` +
      `with the header \`${SESSION_COOKIE_REQUEST_HEADER}: 1\` sets this cookie (HttpOnly, Secure, SameSite=Strict) and ` +
      `answers without the token. A non-GET call authenticated by it must carry an Origin of PUBLIC_ORIGIN ` +
      `(else Sec-Fetch-Site: same-origin). With both, the bearer token is used.`,
  },
} as const;

/** The optional header by which a call that opens a session puts it into the cookie. */
const SESSION_COOKIE_HEADER_PARAMETER = {
  name: SESSION_COOKIE_REQUEST_HEADER,
  in: 'header',
  required: false,
  description: `1: set the session in the ${SESSION_COOKIE} cookie and answer without the token.`,
  schema: { type: 'string', enum: ['1'] },
};

type JsonObject = Record<string, unknown>;

/** Fastify's `:id` params as OpenAPI's `{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonObject =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonObject;

const json = (schema: JsonObject): JsonObject => ({ 'application/json': { schema } });

function operation(call: ApiCall, errorSchema: JsonObject): JsonObject {
  const schemas = callSchemas(call);
  const params: JsonObject[] = [...call.path.matchAll(/:(\w+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (schemas.answer === ZLoginAnswer) params.push(SESSION_COOKIE_HEADER_PARAMETER);
  const ok: JsonObject = { description: call.streams ? 'A file, streamed' : 'Success' };
  if (schemas.answer) ok.content = json(jsonSchema(schemas.answer, 'output'));
  else if (call.streams) ok.content = { 'text/csv': { schema: { type: 'string' } } };
  const op: JsonObject = {
    operationId: call.name,
    tags: [call.upstream],
    'x-permission': call.permission,
    'x-upstream': call.upstream,
    responses: {
      ...(call.navigation
        ? { '302': { description: 'A browser navigation: redirected (to the identity provider, or back to /login)' } }
        : { '200': ok }),
      '4XX': { description: 'Refused: the message in errors', content: json(errorSchema) },
    },
  };
  // Either scheme (OpenAPI: alternatives in the list).
  if (call.permission !== PUBLIC) op.security = [{ bearer: [] }, { session_cookie: [] }];
  if (params.length > 0) op.parameters = params;
  if (schemas.body) op.requestBody = { required: true, content: json(jsonSchema(schemas.body, 'input')) };
  else if (call.uploadLimitBytes) {
    op.requestBody = { content: { 'multipart/form-data': { schema: { type: 'object' } } } };
    op['x-upload-limit-bytes'] = call.uploadLimitBytes;
  }
  if (call.streams) op['x-streams'] = true;
  return op;
}

/**
 * The OpenAPI 3.0 document of every catalogued call: its path and method, its permission as
 * `x-permission` (`@public`, `@signed-in`, a name or any-of list) and its zod schemas where the
 * contract has them. Generated from the catalogue, so it can never list a call the gateway refuses.
 */
export function openApiDocument(calls: readonly ApiCall[]): JsonObject {
  const errorSchema = jsonSchema(ZErrorBody, 'output');
  const paths: Record<string, JsonObject> = {};
  for (const call of calls) {
    const path = openApiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call, errorSchema) };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Back office API',
      version: '1.0.0',
      description: `Every call passes the gateway. x-permission: ${PUBLIC} needs no token, ${SIGNED_IN} any usable account, otherwise the permission named (a list: any of them).`,
    },
    components: { securitySchemes: SECURITY_SCHEMES },
    paths,
  };
}
