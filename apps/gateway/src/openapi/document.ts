import { z } from 'zod';
import { PUBLIC, SIGNED_IN, ZErrorBody, type ApiCall } from '@bo/contract';
import { callSchemas } from './call-schemas.ts';

type JsonObject = Record<string, unknown>;

/** Fastify's `:id` params as OpenAPI's `{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonObject =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonObject;

const json = (schema: JsonObject): JsonObject => ({ 'application/json': { schema } });

function operation(call: ApiCall, errorSchema: JsonObject): JsonObject {
  const schemas = callSchemas(call);
  const params = [...call.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  const ok: JsonObject = { description: call.streams ? 'A file, streamed' : 'Success' };
  if (schemas.answer) ok.content = json(jsonSchema(schemas.answer, 'output'));
  else if (call.streams) ok.content = { 'text/csv': { schema: { type: 'string' } } };
  const op: JsonObject = {
    operationId: call.name,
    tags: [call.upstream],
    'x-permission': call.permission,
    'x-upstream': call.upstream,
    responses: {
      '200': ok,
      '4XX': { description: 'Refused: the message in errors', content: json(errorSchema) },
    },
  };
  if (call.permission !== PUBLIC) op.security = [{ bearer: [] }];
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
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
