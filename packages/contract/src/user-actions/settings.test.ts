import { describe, expect, it } from 'vitest';
import {
  SETTINGS_MESSAGES,
  SETTINGS_TOASTS,
  ZMaxReconciliationBuyersBody,
  ZMinPublisherPayoutBody,
  ZPayoutAdjustmentBody,
  ZSettingStatusBody,
  ZUserCountryBody,
  ZUserLanguagesBody,
} from './settings.ts';

const messagesOf = (r: { success: boolean; error?: { issues: readonly { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('settings bodies (specification 02, section 5)', () => {
  it('Payout Adjustment takes 10 to 100', () => {
    for (const ok of [10, 100, 55.55]) expect(ZPayoutAdjustmentBody.safeParse({ payout_adjustment: ok }).success).toBe(true);
    for (const bad of [9, 9.99, 100.01, 101, '50', null]) {
      expect(messagesOf(ZPayoutAdjustmentBody.safeParse({ payout_adjustment: bad }))).toEqual([SETTINGS_MESSAGES.payoutAdjustmentInvalid]);
    }
  });

  it('Max Recon. Buyers takes 0 to 150 or null; Min Pub. Payout 0 or more dollars or null, kept to cents', () => {
    expect(ZMaxReconciliationBuyersBody.parse({ max_reconciliation_buyers: 150 }).max_reconciliation_buyers).toBe(150);
    expect(ZMaxReconciliationBuyersBody.parse({ max_reconciliation_buyers: null }).max_reconciliation_buyers).toBeNull();
    expect(messagesOf(ZMaxReconciliationBuyersBody.safeParse({ max_reconciliation_buyers: 151 }))).toEqual([
      SETTINGS_MESSAGES.maxReconciliationBuyersInvalid,
    ]);
    expect(ZMinPublisherPayoutBody.parse({ min_publisher_payout: 1.239 }).min_publisher_payout).toBe(1.24);
    expect(messagesOf(ZMinPublisherPayoutBody.safeParse({ min_publisher_payout: -1 }))).toEqual([
      SETTINGS_MESSAGES.minPublisherPayoutInvalid,
    ]);
  });

  it('setting-status: toggles take booleans, offers_status 1 to 3', () => {
    expect(ZSettingStatusBody.safeParse({ field: 'research_defender', status: false }).success).toBe(true);
    expect(ZSettingStatusBody.safeParse({ field: 'offers_status', status: 2 }).success).toBe(true);
    expect(messagesOf(ZSettingStatusBody.safeParse({ field: 'offers_status', status: true }))).toEqual([
      SETTINGS_MESSAGES.offersStatusInvalid,
    ]);
    expect(messagesOf(ZSettingStatusBody.safeParse({ field: 'ip_location_check', status: 0 }))).toEqual([
      SETTINGS_MESSAGES.toggleStatusInvalid,
    ]);
    expect(messagesOf(ZSettingStatusBody.safeParse({ field: 'status', status: true }))).toEqual([SETTINGS_MESSAGES.fieldInvalid]);
  });

  it('country codes are upper-cased, languages de-duplicated', () => {
    expect(ZUserCountryBody.parse({ country: ' de ' }).country).toBe('DE');
    expect(ZUserLanguagesBody.parse({ languages: [{ language: 'en' }, { language: 'en' }, { language: 'de' }] }).languages).toEqual([
      'en',
      'de',
    ]);
  });

  it('toasts are the specification words', () => {
    expect(SETTINGS_TOASTS.settingUpdated('research_defender')).toBe('Research Defender has been updated!');
    expect(SETTINGS_TOASTS.payoutAdjustmentUpdated).toBe('Payout Adjustment has been update');
    expect(SETTINGS_TOASTS.birthdateReset).toBe('Birthdate has been reset');
  });
});
