import { Transform, type Readable } from 'node:stream';
import type { ApiCall } from '@bo/contract';
import { LIMIT } from '../../limits.ts';

/** Raised inside the forwarded body stream when it grows past its limit. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** A call's byte limit: its upload limit for multipart bodies, else the JSON limit. */
export function bodyLimitOf(call: ApiCall, contentType: string | undefined): number {
  const multipart = /^multipart\/form-data/i.test(contentType ?? '');
  return multipart && call.uploadLimitBytes ? call.uploadLimitBytes : LIMIT.jsonBodyBytes;
}

/** The body as it streams upstream, failing once it passes `limit` (a lying or absent content-length). */
export function limitedBody(source: Readable, limit: number): Readable {
  let seen = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new BodyTooLargeError(limit) : null, chunk);
    },
  });
  source.on('error', (error) => guard.destroy(error));
  return source.pipe(guard);
}

/** True when an error, or one it wraps, is a BodyTooLargeError. */
export function isBodyTooLarge(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if (e instanceof BodyTooLargeError) return true;
  return false;
}
