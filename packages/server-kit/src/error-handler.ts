import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.ts';
import { answerDatabaseFault } from './faults.ts';

/** Zod issues as `{ field: [messages] }`, the error shape the SPA's toast understands. */
export function fieldErrors(issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path && issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Maps every failure to `{ errors }`; 5xx details are logged with the request id and hidden; database faults are 503s. */
export function errorHandler(error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof HttpError) {
    reply.code(error.statusCode).send({ errors: error.errors, ...error.extra });
    return;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: (v.instancePath || '').split('/').filter(Boolean),
      message: v.message ?? 'is invalid',
    }));
    reply.code(400).send({ errors: fieldErrors(issues) });
    return;
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    reply.code(status).send({ errors: error.message });
    return;
  }
  if (answerDatabaseFault(error, request, reply)) return;
  request.log.error({ err: error, reqId: request.id }, 'request failed');
  reply.code(500).send({ errors: `Internal error (request ${request.id})` });
}
