import { describe, expect, it } from 'vitest';
import { describeStatusChange } from './describe-change.ts';

const change = {
  status: 2,
  comment: 'x',
  ban_indefinite: false,
  ban_expiry: null,
  protected_status: null,
  protected_until: null,
  protected_completes: null,
  protected_offers_payout: null,
  test_mode: false,
} as const;

describe('describeStatusChange', () => {
  it('names the status and its expiry or protection', () => {
    expect(describeStatusChange({ ...change, ban_indefinite: true })).toBe('Banned (indefinite)');
    expect(describeStatusChange({ ...change, ban_expiry: '2026-12-01' })).toBe('Banned until 2026-12-01');
    expect(describeStatusChange({ ...change, status: 3, ban_indefinite: true })).toBe('Shadow Banned');
    expect(describeStatusChange({ ...change, status: 1 })).toBe('Active, no protection');
    expect(describeStatusChange({ ...change, status: 1, protected_status: 3, protected_completes: 5, protected_offers_payout: 2.5 })).toBe(
      'Active, protection: Completes / offer payout (5 completes, $2.50 payout)',
    );
  });
});
