import { describe, expect, it } from 'vitest';
import { routeByName } from './lookup.ts';
import { routeNameFromPath } from './naming.ts';
import { routes } from './table.ts';

/** Specification 01 section 2.3, word for word: the test reads the paths out of it. */
const SPEC_CORE_ROUTES = `
- Home and admin: / (dashboard), /admin/dashboard.
- Surveys and people: /surveys; /survey/{surveyId}; /publishers; /publisher/{publisherId}; /qualifications; /apps; /apps/{appId}; /payments; /statistics; /users; /review-user; /user/{userId}; /feedback; /chat; /ab-tests; /claims-overview.
- Monitoring: /alert-system; /daily-overview; /daily-survey-sync; /response-status; /reconciliation-pacing; /survey-invitations (shown only via a flag for entry-link logs); /survey-inventory; /response-status-statistics; /top-surveys; /bitburst-comparison; /job-monitoring; /supplier-statement; /team-activity; /team-activity-summary.
- Spend, quality and operations: /adjust-spend-apps; /adjust-spend-networks; /adjust-spend-data; /db-monitoring; /rewards-liability; /survey-attacks; /fraud-review-statistics; /activity-breakdown; /geo-mapping; /latency-logs; /user-ban-statistics; /delivery-overview; /device-results; /timezone-results; /queue-alert-system; /support-performance; /user-profiling-search; /supplier-top-surveys; /cint-imports; /high-risk-metrics; /postback-logs.
- Logs and finance: /ip-logs; /admin-logs; /iplogsone; /iplogstwo; /iplogsthree; /reconciliation-chart; /publisher-transactions; /publisher-payments; /app-overview; /single-survey-links; /publisher-performance; /app-performance; /app-supplier-settings; /prime-sample-buyers; /dynata-top-surveys; /financial-report; /supplier-statistics; /survey-list-reload-statistics; /cronjob-logs.
- Search: /multi-search-users; /bonus-schedules; /multi-search-clicks; /offer-click-search.
- Reports: /report/performance (Clicks Report); /report/completes; /report/reconciliation.
- Suppliers: /suppliers; /supplier/{supplierId}; /supplier-buyers; /supplier-buyer/{supplierBuyerId}.
- Questions and config: /questions; /questions/{questionId}; /questions-mapping; /questions-mapping/add; /questions-mapping/{questionMappingId}; /questions-mapping/{questionMappingId}/copy/{targetCountryCode}; /profiler-default-questions; /survey-publishers; /age-questions; /admins; /home-contacts; /survey-groups; /configs; /survey-list-reloads.
- Reviews and logs: /user-reviews; /user-status-changes; /user-status-changes-new; /survey-attacks-open-ends; /app-country-source-config; /support-user-reviews; /user-filter-search; /users-by-source; /dev-logs; /shell-logs; /system-logs; /reconciliation-logs.
- Clicks and others: /clicks with optional /{clickId}; /click-tickets; /completes; /user-profilings; /source-extension; /system-alerts; /router-logs; /research-defender-log; /cint-delivery-share.
- Chat and support: /chat-dashboard; /job-logs; /find-data; /chat-weekly-productivity; /chat-weekly-csat; /chat-first-response-time; /chat-service-overview.
- More: /user-profiling-lookup; /survey-attacks-apps; /click-ticket-productivity; /user-bonus-offers; /missed-opportunities; /publisher-api-request-log; /master-report.
- Offers: /offer-list; /offer/{offerId}; /offer-clicks; /offer-events; /offer-click-report; /offer-iap-imports; /offer-suppression-imports; /offer-user-iap-data; /offer-providers; /offer-report; /offer-postback-logs; /offer-event-report; /offer-quality-report; /offer-performance-analysis; /offer-user-export; /offer-clients.
- Reports: /monthly-revenue-report; /forsta-monthly-report; /disqo-monthly-report; /various-report; /cohort-report; /affiliate-report; /revenue-report; /supplier-reconciliations; /app-articles; /admin-permission-groups.
`;

/** '/survey/{surveyId}' -> '/survey/:surveyId'; '/clicks' carries the optional click id. */
function specCorePaths(): string[] {
  const found = SPEC_CORE_ROUTES.match(/\/[A-Za-z0-9{}/-]*/g) ?? [];
  return found.filter((p) => p !== '/{clickId}').map((p) => (p === '/clicks' ? '/clicks/:clickId?' : p.replace(/\{(\w+)\}/g, ':$1')));
}

const byPath = new Map(routes.map((r) => [r.path, r]));

describe('core routes (specification 01, 2.3)', () => {
  const paths = specCorePaths();

  it('reads every core route of the specification', () => {
    // 158 paths in the specification's list, the optional click id folded into /clicks.
    expect(paths).toHaveLength(158);
    expect(new Set(paths).size).toBe(158);
  });

  it.each(paths)('has %s', (path) => {
    expect(byPath.get(path), path).toBeDefined();
  });

  it('titles /report/performance as the Clicks Report', () => {
    expect(routeByName('report_performance')?.title).toBe('Clicks Report');
  });

  it('names pages by their static path and detail pages <entity>_details', () => {
    expect(byPath.get('/')?.name).toBe('dashboard');
    expect(byPath.get('/admin-logs')?.name).toBe('admin_logs');
    expect(byPath.get('/clicks/:clickId?')?.name).toBe('clicks');
    const details: Record<string, string> = {
      '/user/:userId': 'user_details',
      '/survey/:surveyId': 'survey_details',
      '/offer/:offerId': 'offer_details',
      '/questions/:questionId': 'question_details',
      '/apps/:appId': 'app_details',
      '/supplier/:supplierId': 'supplier_details',
      '/supplier-buyer/:supplierBuyerId': 'supplier_buyer_details',
      '/publisher/:publisherId': 'publisher_details',
      '/questions-mapping/:questionMappingId': 'question_mapping_details',
    };
    for (const [path, name] of Object.entries(details)) {
      const route = byPath.get(path);
      expect(route?.name, path).toBe(name);
      expect(route?.flags?.hidden, path).toBe(true);
    }
  });

  it('follows the naming rule for every route without a required param', () => {
    for (const route of routes.filter((r) => !/:\w+(\/|$)/.test(r.path))) {
      expect(route.name, route.path).toBe(routeNameFromPath(route.path));
    }
  });

  it('flags the quick-link model on user, survey and offer details', () => {
    expect(routeByName('user_details')?.flags?.main).toBe('user');
    expect(routeByName('survey_details')?.flags?.main).toBe('survey');
    expect(routeByName('offer_details')?.flags?.main).toBe('offer');
    const mains = routes.filter((r) => r.flags?.main).map((r) => r.name);
    expect(mains.sort()).toEqual(
      [
        'es_user_details',
        'fs_user_details',
        'hc_user_details',
        'offer_details',
        'po_user_details',
        'survey_details',
        'ts_user_details',
        'user_details',
      ].sort(),
    );
  });

  it('keeps the audit screen and the chat dashboard', () => {
    expect(routeByName('audit')).toMatchObject({ path: '/audit', group: 'log', permission: 'audit' });
    expect(routeByName('chat_dashboard')?.path).toBe('/chat-dashboard');
  });

  it('shows entry-link logs (/survey-invitations) only through its quick link, not the menu', () => {
    expect(routeByName('survey_invitations')?.flags?.hidden).toBe(true);
  });
});

describe('public routes (specification 01, 2.2)', () => {
  it('are public and full-page; login and register redirect a signed-in admin', () => {
    expect(routeByName('login')).toMatchObject({ path: '/login', flags: { public: true, fullPage: true, redirectOnLogin: true } });
    expect(routeByName('register')).toMatchObject({ path: '/register', flags: { public: true, fullPage: true, redirectOnLogin: true } });
    expect(routeByName('error_404')).toMatchObject({ path: '/error-404', flags: { public: true, fullPage: true } });
    expect(routeByName('error_404')?.flags?.redirectOnLogin).toBeUndefined();
  });

  it('are the only public routes and have no menu group', () => {
    const publicRoutes = routes.filter((r) => r.flags?.public);
    // reset_password is ours (issue 24): where a super admin's password reset link leads.
    expect(publicRoutes.map((r) => r.name).sort()).toEqual(['error_404', 'login', 'register', 'reset_password']);
    expect(publicRoutes.every((r) => r.group === null)).toBe(true);
  });
});

describe('the whole table', () => {
  it('has unique route names', () => {
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
  });

  it('has unique paths', () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('gives every signed-in route a menu group', () => {
    expect(routes.filter((r) => !r.flags?.public && r.group === null)).toEqual([]);
  });

  it('gives every route a title', () => {
    expect(routes.filter((r) => r.title.trim() === '')).toEqual([]);
  });
});
