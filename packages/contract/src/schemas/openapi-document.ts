import { z } from 'zod';

/** The answer of GET /api/openapi.json: an OpenAPI 3 document (its version, info and paths; the rest as the specification has it). */
export const ZOpenApiDocument = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string() }).loose(),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  })
  .loose();
