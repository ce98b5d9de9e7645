import type { ApiCall } from '@bo/contract';

/** A call's route shape: method and path with parameter names erased (`/api/:id` and `/api/:name` clash). */
const shapeOf = (call: ApiCall): string => `${call.method} ${call.path.replace(/:[^/]+/g, ':')}`;

/**
 * Refuses a catalogue where two calls share a method and path shape: the gateway could enforce only
 * one of their permissions. Fails the start with both names, rather than Fastify's bare duplicate error.
 */
export function assertDistinctCalls(calls: readonly ApiCall[]): void {
  const seen = new Map<string, ApiCall>();
  const clashes: string[] = [];
  for (const call of calls) {
    const shape = shapeOf(call);
    const first = seen.get(shape);
    if (first) clashes.push(`${call.method} ${call.path}: ${first.name} and ${call.name}`);
    else seen.set(shape, call);
  }
  if (clashes.length > 0)
    throw new Error(`The API catalogue holds the same call twice (packages/contract/src/api/calls):\n${clashes.join('\n')}`);
}
