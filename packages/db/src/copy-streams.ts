import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { Submittable } from 'pg';

/** pg-copy-streams (CommonJS, no bundled types): the COPY TO STDOUT stream the exports read. */
const copyStreams = createRequire(import.meta.url)('pg-copy-streams') as { to(text: string): Readable & Submittable };

export const copyTo = (text: string): Readable & Submittable => copyStreams.to(text);
