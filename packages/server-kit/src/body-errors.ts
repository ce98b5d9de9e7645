import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldErrors } from './error-handler.ts';
import { unprocessable } from './errors.ts';

/**
 * In the route plugin it is called in, a body that fails its schema answers 422 with field errors
 * (a form the staff filled in wrongly), while a malformed path or query keeps the 400 of the error
 * handler. Call it before the plugin's routes are added: it marks them attachValidation.
 */
export function bodyErrorsAs422(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.attachValidation = true;
  });
  app.addHook('preHandler', async (request) => {
    const error = request.validationError;
    if (!error) return;
    if (error.validationContext === 'body' && hasZodFastifySchemaValidationErrors(error)) {
      throw unprocessable(
        fieldErrors(
          error.validation.map((v: { instancePath?: string; message?: string }) => ({
            path: (v.instancePath || '').split('/').filter(Boolean),
            message: v.message ?? 'is invalid',
          })),
        ),
      );
    }
    throw error;
  });
}
