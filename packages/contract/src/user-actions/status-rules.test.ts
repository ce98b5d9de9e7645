import { describe, expect, it } from 'vitest';
import { STATUS_ACTION_MESSAGES as M } from './status-messages.ts';
import {
  dayAfter,
  isFutureDay,
  protectionFields,
  protectionQuickValue,
  statusChangeNeedsApproval,
  testModeAllowed,
} from './status-rules.ts';
import { userStatusChangeSchema } from './status.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('status rules (specification 02, section 5)', () => {
  it('shows both protection fields for banned, shadow banned and on-hold users or a (payout) comment', () => {
    for (const status of [2, 3, 6]) expect(protectionFields(status, '')).toEqual({ completes: true, payout: true });
    expect(protectionFields(4, 'see (payout)')).toEqual({ completes: true, payout: true });
    expect(protectionFields(4, 'offer fraud')).toEqual({ completes: false, payout: true });
    expect(protectionFields(4, 'reward abuse')).toEqual({ completes: false, payout: true });
    expect(protectionFields(4, 'fine')).toEqual({ completes: true, payout: false });
  });

  it('takes future calendar days only, and quick links count from today', () => {
    expect(dayAfter(2, NOW)).toBe('2026-11-24');
    expect(dayAfter(21, NOW)).toBe('2026-12-13');
    expect(isFutureDay('2026-11-23', NOW)).toBe(true);
    expect(isFutureDay('2026-11-22', NOW)).toBe(false);
    expect(isFutureDay('2026-02-30', NOW)).toBe(false);
    expect(isFutureDay('', NOW)).toBe(false);
  });

  it('rounds the quick protection values: whole completes, payout in cents', () => {
    expect(protectionQuickValue(7, 0.5, true)).toBe(4);
    expect(protectionQuickValue(12.345, 0.5, false)).toBe(6.17);
    expect(protectionQuickValue(12.34, 1, false)).toBe(12.34);
  });

  it('asks staff admins for an approval to ban, shadow ban or activate', () => {
    expect([1, 2, 3, 4, 6].filter((s) => statusChangeNeedsApproval(3, s))).toEqual([1, 2, 3]);
    expect([1, 2, 3, 4, 6].some((s) => statusChangeNeedsApproval(2, s))).toBe(false);
  });

  it('validates an activation against the fields the current status shows', () => {
    const activate = (extra: object) => ({ status: 1, comment: 'ok', protected_status: 3, ...extra });
    const messages = (currentStatus: number, body: object) => {
      const r = userStatusChangeSchema(currentStatus).safeParse(body);
      return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    };
    expect(messages(2, activate({}))).toEqual([`protected_completes: ${M.atLeastOne}`, `protected_offers_payout: ${M.atLeastOne}`]);
    expect(messages(2, activate({ protected_completes: 16_777_215 }))).toEqual([]);
    expect(messages(2, activate({ protected_completes: 16_777_216 }))).toEqual([`protected_completes: ${M.completesMax}`]);
    expect(messages(4, activate({}))).toEqual([`protected_completes: ${M.completesRequired}`]);
    expect(messages(4, activate({ comment: 'offer', protected_offers_payout: 0 }))).toEqual([
      `protected_offers_payout: ${M.payoutRequired}`,
    ]);
    expect(messages(4, { status: 4, comment: 'x'.repeat(256) })).toEqual([`comment: ${M.commentRequired}`]);
  });

  it('test mode: offered to super admins only; lifts required, minimum and at-least-one, keeps the maximum, whole completes and cents', () => {
    expect([1, 2, 3].filter(testModeAllowed)).toEqual([1]);
    const test = (extra: object) => ({ status: 1, comment: 'ok', protected_status: 3, test_mode: true, ...extra });
    const messages = (currentStatus: number, body: object) => {
      const r = userStatusChangeSchema(currentStatus).safeParse(body);
      return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    };
    // Empty, 0 and the maximum pass; both fields empty pass where 'At least one' would be asked.
    expect(messages(2, test({}))).toEqual([]);
    expect(messages(4, test({}))).toEqual([]);
    expect(messages(4, test({ comment: 'offer' }))).toEqual([]);
    expect(messages(2, test({ protected_completes: 0, protected_offers_payout: 0 }))).toEqual([]);
    expect(messages(2, test({ protected_completes: 16_777_215, protected_offers_payout: 0.01 }))).toEqual([]);
    // What stays.
    expect(messages(2, test({ protected_completes: 16_777_216 }))).toEqual([`protected_completes: ${M.completesMax}`]);
    expect(messages(2, test({ protected_completes: 0.5 }))).toEqual([`protected_completes: ${M.completesRequired}`]);
    expect(messages(2, test({ protected_completes: -1 }))).toEqual([`protected_completes: ${M.completesTestMin}`]);
    expect(messages(2, test({ protected_offers_payout: -0.01 }))).toEqual([`protected_offers_payout: ${M.payoutNegative}`]);
    expect(messages(2, test({ protected_offers_payout: 0.001 }))).toEqual([`protected_offers_payout: ${M.payoutDecimals}`]);
    // Without test mode the same values are refused as before.
    expect(messages(2, test({ test_mode: false, protected_completes: 0 }))).toEqual([`protected_completes: ${M.completesMin}`]);
    expect(messages(2, test({ test_mode: false, protected_offers_payout: 0 }))).toEqual([`protected_offers_payout: ${M.payoutRequired}`]);
    expect(messages(2, test({ test_mode: false, protected_offers_payout: 1.005 }))).toEqual([
      `protected_offers_payout: ${M.payoutDecimals}`,
    ]);
  });
});
