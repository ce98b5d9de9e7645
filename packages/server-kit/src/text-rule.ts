import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestTextIssue } from '@bo/contract';
import { HttpError } from './errors.ts';

/** The 400 of a request part breaking the contract's text rule, keyed by where (`filter[name]`, `data.note`). */
export function assertCleanText(parts: Pick<FastifyRequest, 'query' | 'params'> & { body?: unknown }): void {
  const issue = requestTextIssue(parts);
  if (!issue) return;
  const field = issue.path.replace(/^(query|params|body)\.?/, '') || issue.path;
  throw new HttpError(400, { [field]: [issue.message] });
}

/**
 * Every request of a service is held to the contract's text rule before its schema runs (preValidation):
 * NUL or a lone surrogate in a query value, a path parameter or the parsed JSON body, or JSON nested
 * too deep, answer 400 instead of reaching PostgreSQL (which refuses them with a 500).
 */
export function holdToTextRule(app: FastifyInstance, skip: (request: FastifyRequest) => boolean = () => false): void {
  app.addHook('preValidation', async (request) => {
    if (!skip(request)) assertCleanText(request);
  });
}
