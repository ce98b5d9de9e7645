import type { ApiCall } from '@bo/contract';

/** How many of the calls that take a JSON body, and of those that answer JSON, describe it with a schema. */
export interface SchemaCoverage {
  bodies: { described: number; of: number };
  answers: { described: number; of: number };
}

/** A write whose body is JSON (a multipart upload is described by its byte limit instead). */
export const takesJsonBody = (call: ApiCall): boolean => ['POST', 'PUT', 'PATCH'].includes(call.method) && !call.uploadLimitBytes;

/** A call that answers JSON: not a streamed file, not an empty 204, not a browser navigation (a 302). */
export const answersJson = (call: ApiCall): boolean => !call.streams && call.status !== 204 && !call.navigation;

/** The schema coverage of a catalogue (issue 20): printed by the OpenAPI test, kept above a floor. */
export function schemaCoverage(calls: readonly ApiCall[]): SchemaCoverage {
  const writes = calls.filter(takesJsonBody);
  const answering = calls.filter(answersJson);
  return {
    bodies: { described: writes.filter((c) => c.body).length, of: writes.length },
    answers: { described: answering.filter((c) => c.answer).length, of: answering.length },
  };
}
