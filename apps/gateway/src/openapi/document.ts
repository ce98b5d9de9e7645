import { z } from 'zod';
import { PUBLIC, SESSION_COOKIE_REQUEST_HEADER, SIGNED_IN, ZErrorBody, ZLoginAnswer, type ApiCall } from '@bo/contract';
import { SESSION_COOKIE } from '../accounts/session-cookie.ts';

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

/** The properties of an object schema, and which are required; none when it is not an object with properties. */
function propertiesOf(schema: JsonObject): { properties: Record<string, JsonObject>; required: readonly string[] } {
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  return { properties, required: (schema.required ?? []) as string[] };
}

/** The path's `:params`, typed by the call's params schema where it names them (a string otherwise). */
function pathParameters(call: ApiCall): JsonObject[] {
  const properties: Record<string, JsonObject> = call.params ? propertiesOf(jsonSchema(call.params, 'input')).properties : {};
  return [...call.path.matchAll(/:(\w+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: properties[m[1] ?? ''] ?? { type: 'string' },
  }));
}

/** The query schema's properties as query parameters; a free-form query (a table's filters) as one exploded object. */
function queryParameters(call: ApiCall): JsonObject[] {
  if (!call.query) return [];
  const schema = jsonSchema(call.query, 'input');
  const { properties, required } = propertiesOf(schema);
  const names = Object.keys(properties);
  if (names.length === 0) return [{ name: 'query', in: 'query', style: 'form', explode: true, schema }];
  return names.map((name) => ({ name, in: 'query', required: required.includes(name), schema: properties[name] }));
}

function success(call: ApiCall): [string, JsonObject] {
  const status = String(call.status ?? 200);
  if (call.status === 204) return [status, { description: 'Done, nothing to answer' }];
  const ok: JsonObject = { description: call.streams ? 'A file, streamed' : 'Success' };
  if (call.answer) ok.content = json(jsonSchema(call.answer, 'output'));
  else if (call.streams) ok.content = { 'text/csv': { schema: { type: 'string' } } };
  return [status, ok];
}

function operation(call: ApiCall, errorSchema: JsonObject): JsonObject {
  const [status, ok] = success(call);
  const op: JsonObject = {
    operationId: call.name,
    tags: [call.upstream],
    'x-permission': call.permission,
    'x-upstream': call.upstream,
    // The public calls (sign-in, register ...) need no token: an empty requirement overrides the document's.
    security: call.permission === PUBLIC ? [] : [{ bearer: [] }],
    responses: {
      ...(call.navigation
        ? { '302': { description: 'A browser navigation: redirected (to the identity provider, or back to /login)' } }
        : { [status]: ok }),
      '4XX': { description: 'Refused: the message in errors', content: json(errorSchema) },
    },
  };
  // Either scheme (OpenAPI: alternatives in the list).
  if (call.permission !== PUBLIC) op.security = [{ bearer: [] }, { session_cookie: [] }];
  if (call.summary) op.summary = call.summary;
  const parameters = [...pathParameters(call), ...queryParameters(call)];
  // A call that opens a session may put it into the cookie instead of answering the token.
  if (call.answer === ZLoginAnswer) parameters.push(SESSION_COOKIE_HEADER_PARAMETER);
  if (parameters.length > 0) op.parameters = parameters;
  const multipart = call.uploadLimitBytes ? { 'multipart/form-data': { schema: { type: 'object' } } } : {};
  // A body-less write (ZNoBody) describes its optional empty object.
  if (call.body)
    op.requestBody = {
      required: !call.body.safeParse(undefined).success,
      content: { ...json(jsonSchema(call.body, 'input')), ...multipart },
    };
  else if (call.uploadLimitBytes) op.requestBody = { content: multipart };
  if (call.uploadLimitBytes) op['x-upload-limit-bytes'] = call.uploadLimitBytes;
  if (call.streams) op['x-streams'] = true;
  return op;
}

/**
 * The OpenAPI 3.0 document of every catalogued call: its path and method, its permission as
 * `x-permission` (`@public`, `@signed-in`, a name or any-of list), its summary, and the zod schemas
 * the call carries (params, query, body, answer). Generated from the catalogue, so it can never list
 * a call the gateway refuses nor describe a body differently from the route that validates it.
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
    security: [{ bearer: [] }, { session_cookie: [] }],
    paths,
  };
}
