import { apiCalls, type ApiCall } from '@bo/contract';

/** The catalogue's call of this name (a bulk action's), loaded on demand by bulk-call.ts. */
export function catalogueCall(name: string): ApiCall | undefined {
  return apiCalls.find((call) => call.name === name);
}
