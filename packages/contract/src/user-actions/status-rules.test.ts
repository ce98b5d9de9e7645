import { describe, expect, it } from 'vitest';
import { STATUS_ACTION_MESSAGES as M } from './status-messages.ts';
import { dayAfter, isFutureDay, protectionFields, protectionQuickValue, statusChangeNeedsApproval } from './status-rules.ts';
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
});
