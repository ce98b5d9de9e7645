import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFilterValues, resources } from '@bo/contract';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

/**
 * Specification 04, rule 4 on the full demo: a dated screen opened without list state asks for its
 * default window (the last 30 days, or the window its entry names), and the demo has rows there, so a
 * screen never opens empty on an admin's first visit.
 */
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
}, 240_000);
afterAll(() => stack?.close());

const windowed = resources.filter((r) => Object.values(r.defaultFilters ?? {}).some((v) => typeof v === 'object'));

describe('default windows', () => {
  it('find rows of the demo on every dated screen that has one', async () => {
    const empty: string[] = [];
    for (const def of windowed) {
      const query = Object.entries(defaultFilterValues(def))
        .map(([key, value]) => `filter[${key}]=${encodeURIComponent(value)}`)
        .join('&');
      const { status, body } = await stack.direct('GET', `${def.url}?${query}&itemPerPage=1`);
      expect(status, `${def.name}: ${JSON.stringify(body)}`).toBe(200);
      if ((body as { data: unknown[] }).data.length === 0) empty.push(def.name);
    }
    expect(empty).toEqual([]);
    expect(windowed.length).toBeGreaterThan(60);
  });
});
