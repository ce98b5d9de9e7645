import { describe, expect, it } from 'vitest';
import { FIXED_GRANT_ADMIN_IDS, FIXED_GRANT_HOLDERS } from '../grants.ts';

const holders = (permission: string): number[] => [...(FIXED_GRANT_HOLDERS.get(permission) ?? [])].sort((a, b) => a - b);

/** Specification 01 section 6 (and 02 section 6), row by row: permission names -> exactly these ids. */
const SPEC_GRANTS: [row: string, permissions: string[], ids: number[]][] = [
  [
    'Exports for cohort analysis, performance, users, affiliate report, cohort report (every product): top admins plus 9',
    [
      ...['fs', 'hc', 'po', 'es', 'ts'].flatMap((p) => [`${p}_cohort_analysis_export`, `${p}_performance_export`, `${p}_users_export`]),
      'affiliate_report_export',
      'cohort_report_export',
    ],
    [1, 5, 9],
  ],
  ['Settings pages, fs: top admins plus 5, 6, 55', ['fs_settings'], [1, 5, 6, 55]],
  ['Settings pages, other products: top admins plus 6, 55', ['hc_settings', 'po_settings', 'es_settings', 'ts_settings'], [1, 5, 6, 55]],
  ['User credit: top admins plus 26, 32, 50, 93', ['user_credit'], [1, 5, 26, 32, 50, 93]],
  ['Streak length (hc, po): top admins only', ['hc_streak_length', 'po_streak_length'], [1, 5]],
  ['fs Cohort Analysis New: top admins only', ['fs_cohort_analysis_2'], [1, 5]],
  [
    'Financial Report, app details, publisher details, Stop/Resume App Survey: top admins only',
    ['financial_report', 'app_details', 'publisher_details', 'app_survey_stop_resume'],
    [1, 5],
  ],
  ['Click Ticket Productivity: top admins plus 26', ['click_ticket_productivity'], [1, 5, 26]],
  [
    'Add/edit/delete Adjust Spend Apps and Networks; Import Adjust Spend Data: top admins plus 54, 73, 114, 160',
    ['adjust_spend_apps_manage', 'adjust_spend_networks_manage', 'adjust_spend_data_import'],
    [1, 5, 54, 73, 114, 160],
  ],
  ['Add Edit Offer: top admins plus 26', ['offer_add_edit'], [1, 5, 26]],
  ['Offer Performance Analysis Export: admins 1 and 5', ['offer_performance_analysis_export'], [1, 5]],
  ['Offer-event credit (02 section 6): top admins or 15, 26, 50', ['offer_event_credit'], [1, 5, 15, 26, 50]],
];

describe('fixed grants (specification 01, section 6)', () => {
  it.each(SPEC_GRANTS)('%s', (_row, permissions, ids) => {
    for (const permission of permissions) expect(holders(permission), permission).toEqual(ids);
  });

  it('User level exists without a fixed grant', () => {
    expect(FIXED_GRANT_HOLDERS.has('user_level')).toBe(false);
  });

  it('names exactly these admin ids', () => {
    expect(FIXED_GRANT_ADMIN_IDS).toEqual([1, 5, 6, 9, 11, 15, 26, 32, 46, 50, 54, 55, 73, 93, 114, 160]);
  });
});
