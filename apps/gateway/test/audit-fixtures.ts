import { AccessChain, type ChainedRecord } from '../src/audit/chain.ts';
import type { AccessRecord } from '../src/audit/record.ts';

/** The access record of the i-th request of a test chain: a super admin reading a survey. */
export const accessRequest = (i: number): AccessRecord => ({
  time: new Date(Date.UTC(2026, 10, 22, 8, 0, i)).toISOString(),
  request_id: `req-${i}`,
  admin_id: 1,
  acting_as: null,
  method: 'GET',
  path: `/api/surveys/${i}`,
  query: null,
  permission: 'surveys',
  decision: 'allow',
  reason: 'super-admin',
  status: 200,
  bytes: 100 + i,
  duration_ms: 1.5,
  client: '127.0.0.1',
  user_agent: 'test',
  upstream: 'admin',
});

/** `count` records chained by one instance, keyed or not. */
export const chainOf = (count: number, key: string | null = null, instance = 'gw-a'): ChainedRecord[] => {
  const chain = new AccessChain(instance, key);
  return Array.from({ length: count }, (_, i) => chain.append(accessRequest(i + 1)));
};
