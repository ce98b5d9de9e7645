import { z } from 'zod';

/** Every failure body: a string, a list, or an object of field to messages (ARCHITECTURE.md). */
export const ZErrorBody = z.object({
  errors: z.union([z.string(), z.array(z.string()), z.record(z.string(), z.array(z.string()))]),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;
