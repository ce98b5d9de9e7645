import { describe, expect, it } from 'vitest';
import type { SupplierStatistic } from '@bo/contract';
import { reactivateSupplier, type ReactivationCalls } from './reactivate.ts';

const row = (over: Partial<SupplierStatistic>): SupplierStatistic => ({
  id: 7,
  name: 'Supplier 7',
  user_status: 'disabled',
  banned_reasons: null,
  is_disabled_by_user: false,
  banned_until: null,
  user_bans: [],
  reset_hashes: 0,
  all_hashes: [],
  total_clicks: 0,
  total_reconciliations: 0,
  total_completes: 0,
  actual_completes: 0,
  conversion: 0,
  factor: null,
  banned_buyers_count: 0,
  ...over,
});

/** Fake calls recording their order; activate answers `afterActivate`. */
function fakeCalls(afterActivate: SupplierStatistic['user_status']) {
  const made: string[] = [];
  const calls: ReactivationCalls = {
    activate: async () => {
      made.push('activate');
      return [row({ user_status: afterActivate })];
    },
    lift: async () => {
      made.push('lift');
      return [row({ user_status: 'active' })];
    },
  };
  return { calls, made };
}

describe('supplier reactivation (specification 02, section 4)', () => {
  it('lifts a ban or an admin disable directly', async () => {
    const { calls, made } = fakeCalls('active');
    await reactivateSupplier(calls, 1, row({ user_status: 'banned' }));
    expect(made).toEqual(['lift']);
  });

  it("reactivates the user's own disable, then lifts what still disables", async () => {
    const still = fakeCalls('disabled');
    await reactivateSupplier(still.calls, 1, row({ is_disabled_by_user: true }));
    expect(still.made).toEqual(['activate', 'lift']);
    const done = fakeCalls('active');
    const answer = await reactivateSupplier(done.calls, 1, row({ is_disabled_by_user: true }));
    expect(done.made).toEqual(['activate']);
    expect(answer[0]?.user_status).toBe('active');
  });
});
