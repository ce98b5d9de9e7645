import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../products.ts';
import { routeByName } from './lookup.ts';
import { routes } from './table.ts';
import type { ProductPrefix } from './types.ts';

/** Specification 01 section 2.4: what every product has. */
const EVERY_PRODUCT = [
  'adjust-event-logs',
  'claims',
  'cohort-analysis',
  'emails',
  'performance',
  'rewards',
  'transactions',
  'affiliate-partners',
  'users',
  'triggers',
  'log-spend',
  'offerwall-performance',
  'settings',
  'adjust-config',
  'user-reward-eligibility-logs',
  'dynamic-campaigns',
];
const ONLY: Record<ProductPrefix, string[]> = {
  fs: ['completes', 'email-statistics', 'cohort-analysis-2', 'five-surveys-bonus'],
  hc: ['bonus-codes', 'bonus-code-redemptions', 'levels', 'leaderboards'],
  po: [
    'bonus-codes',
    'bonus-code-redemptions',
    'levels',
    'leaderboards',
    'prime-opinion-bonus',
    'email-statistics',
    'config-payout-confirmation',
    'vip-users',
    'value-report',
  ],
  es: ['bonus-codes', 'bonus-code-redemptions', 'levels', 'leaderboards'],
  ts: ['bonus-codes', 'bonus-code-redemptions'],
};
const CAMPAIGN_CHILDREN = [
  'emails',
  'emails/create',
  'emails/edit/:id',
  'emails/:id/translations/edit/:language_code',
  'push-notifications',
  'push-notifications/create',
  'push-notifications/edit/:id',
  'push-notifications/:id/translations/edit/:language_code',
];

describe.each(PRODUCTS.map((p) => [p.prefix, p] as const))('product %s (specification 01, 2.4)', (prefix, product) => {
  const own = routes.filter((r) => r.product === prefix);

  it('has exactly its menu pages', () => {
    const expected = [...EVERY_PRODUCT, ...ONLY[prefix]].map((slug) => `/${prefix}-${slug}`).sort();
    const menuPages = own.filter((r) => !r.flags?.hidden).map((r) => r.path);
    expect(menuPages.sort()).toEqual(expected);
  });

  it('has a hidden user-details route with the user quick-link model', () => {
    expect(routeByName(`${prefix}_user_details`)).toMatchObject({
      path: `/${prefix}-user/:userId`,
      product: prefix,
      flags: { hidden: true, main: 'user' },
    });
  });

  it('has every dynamic-campaign child, hidden, with the project', () => {
    for (const child of CAMPAIGN_CHILDREN) {
      const route = own.find((r) => r.path === `/${prefix}-dynamic-campaigns/${child}`);
      expect(route, child).toBeDefined();
      expect(route?.flags?.hidden).toBe(true);
      expect(route?.project).toBe(product.project);
    }
  });

  it('passes the project to adjust-config and the campaigns page, and only to those', () => {
    const withProject = own.filter((r) => r.project).map((r) => r.path);
    expect(withProject).toContain(`/${prefix}-adjust-config`);
    expect(withProject).toContain(`/${prefix}-dynamic-campaigns`);
    expect(withProject.every((p) => p === `/${prefix}-adjust-config` || p.startsWith(`/${prefix}-dynamic-campaigns`))).toBe(true);
  });

  it('puts its pages in its own menu', () => {
    expect(own.every((r) => r.group === product.project)).toBe(true);
  });

  it('guards create, edit and translation-edit by their own permissions, sub-permissions of the lists', () => {
    const emails = routeByName(`${prefix}_dynamic_campaigns_emails`);
    expect(emails?.permission).toBe(`${prefix}_dynamic_campaigns`);
    expect(emails?.subPermissions).toEqual([
      `${prefix}_dynamic_campaigns_emails_create`,
      `${prefix}_dynamic_campaigns_emails_edit`,
      `${prefix}_dynamic_campaigns_emails_translations_edit`,
    ]);
    expect(routeByName(`${prefix}_dynamic_campaigns_push_notifications_translations_edit`)?.permission).toBe(
      `${prefix}_dynamic_campaigns_push_notifications_translations_edit`,
    );
  });

  it('carries the fixed-grant exports of users, performance and cohort analysis', () => {
    expect(routeByName(`${prefix}_users`)?.subPermissions).toEqual([`${prefix}_users_export`]);
    expect(routeByName(`${prefix}_performance`)?.subPermissions).toEqual([`${prefix}_performance_export`]);
    expect(routeByName(`${prefix}_cohort_analysis`)?.subPermissions).toEqual([`${prefix}_cohort_analysis_export`]);
  });
});

describe('product-specific sub-permissions', () => {
  it('attaches the streak length to hc and po user details and the user level to hc, po and es', () => {
    expect(routeByName('hc_user_details')?.subPermissions).toEqual(['user_level', 'hc_streak_length']);
    expect(routeByName('po_user_details')?.subPermissions).toEqual(['user_level', 'po_streak_length']);
    expect(routeByName('es_user_details')?.subPermissions).toEqual(['user_level']);
    expect(routeByName('fs_user_details')?.subPermissions).toBeUndefined();
  });
});

describe('Earn Star menu (specification 01, 2.4)', () => {
  it('lists the entries of the specification, in its order', () => {
    const titles = routes.filter((r) => r.group === 'earn-star' && !r.flags?.hidden).map((r) => r.title);
    expect(titles).toEqual([
      'Adjust Event Logs',
      'Affiliate Partners',
      'Bonus Codes',
      'Bonus Code Redemptions',
      'Log Spend',
      'Users',
      'User Reward Eligibility Logs',
      'Transactions',
      'Claims',
      'Cohort Analysis',
      'Leaderboards',
      'Levels',
      'Settings',
      'Triggers',
      'Performance',
      'Rewards',
      'E-Mails',
      'Offerwall Performance',
      'Adjust Config',
      'Dynamic Campaigns',
    ]);
  });
});

describe('sample selling', () => {
  it('has the five psa- pages in its own menu', () => {
    const psa = routes.filter((r) => r.path.startsWith('/psa-'));
    expect(psa.map((r) => r.path)).toEqual([
      '/psa-buyers',
      '/psa-surveys',
      '/psa-monthly-invoicing',
      '/psa-survey-po-invoicing',
      '/psa-popular-questions',
    ]);
    expect(psa.every((r) => r.group === 'sample-selling')).toBe(true);
  });
});
