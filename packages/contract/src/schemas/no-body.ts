import { z } from 'zod';

/**
 * The body of a write that takes none (mark handled, reset a birthdate, cancel ...): nothing (Fastify's null), or a JSON
 * object whose keys are ignored (the SPA sends `{}`). Described so the call counts as described in
 * /api/openapi.json; an array or a scalar body is refused.
 */
export const ZNoBody = z.object({}).nullish();
