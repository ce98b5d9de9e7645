import { describe, expect, it } from 'vitest';
import { apiCalls } from '../api/calls/index.ts';
import { exportPermission, resourceCalls } from '../api/calls/resources.ts';
import { contractEnums } from '../enums/index.ts';
import { permissionCatalogue } from '../permissions/catalogue.ts';
import { routeByName } from '../routes/lookup.ts';
import { LIST_DEFAULTS } from './constants.ts';
import { RULE_4_DAYS } from './defs/log-filters.ts';
import { PRODUCTS } from '../products.ts';
import { OPTION_SEARCHES } from './option-search.ts';
import { resourcePaths } from './paths.ts';
import { resourceByName, resources } from './registry.ts';

/** Dated table screens that open on every row, and why (specification 04, rule 4: "unless another window is named"). */
const WITHOUT_DEFAULT_WINDOW: Readonly<Record<string, string>> = {
  // The screens of specification 01, built before section 04 and its rules: they open on every row, as 01 describes.
  ...Object.fromEntries(
    [
      'surveys',
      'users',
      'clicks',
      'completes',
      'offers',
      'offer_clicks',
      'offer_events',
      'qualifications',
      'admin_logs',
      'ip_logs',
      'payments',
      'click_tickets',
      'survey_attacks_apps',
      'access_log',
      'status_approvals',
    ].map((name) => [name, 'specification 01 screen']),
  ),
  // Section 1 names the window: "created (all time)".
  ...Object.fromEntries(PRODUCTS.map((p) => [`${p.prefix}_users`, 'created (all time)'])),
  // Lookups by criteria or by id: a window would hide the users or the click looked for.
  user_filter_search: 'a user list built from criteria, sign-up date one of them',
  offer_click_search: 'a lookup by click id, user, transaction id or IP',
};

describe('resource registry', () => {
  it('has unique names and urls', () => {
    expect(new Set(resources.map((r) => r.name)).size).toBe(resources.length);
    expect(new Set(resources.map((r) => r.url)).size).toBe(resources.length);
    for (const r of resources) expect(resourceByName(r.name)).toBe(r);
  });

  it('names only routes of the route table, for pages, details and links', () => {
    for (const r of resources) {
      expect(routeByName(r.routeName), r.name).toBeDefined();
      if (r.detail) expect(routeByName(r.detail.routeName), `${r.name} detail`).toBeDefined();
      for (const c of r.columns) {
        if (!c.link) continue;
        const route = routeByName(c.link.routeName);
        expect(route, `${r.name}.${c.key}`).toBeDefined();
        expect(route!.path, `${r.name}.${c.key}`).toContain(`:${c.link.paramName}`);
        expect(
          r.columns.some((other) => other.key === c.link!.valueKey),
          `${r.name}.${c.key} value`,
        ).toBe(true);
      }
    }
  });

  it('keeps column and filter keys unique and the default sort on a sortable column', () => {
    for (const r of resources) {
      expect(new Set(r.columns.map((c) => c.key)).size, r.name).toBe(r.columns.length);
      expect(new Set(r.filters.map((f) => f.key)).size, r.name).toBe(r.filters.length);
      expect(r.columns.find((c) => c.key === r.defaultSort.key)?.sortable, r.name).toBe(true);
      expect(r.pageSize).toBe(LIST_DEFAULTS.pageSize);
    }
  });

  it('uses the specification defaults: 50 rows, id descending', () => {
    expect(LIST_DEFAULTS.pageSize).toBe(50);
    expect(LIST_DEFAULTS.sort).toEqual({ key: 'id', direction: 'desc' });
    expect(resourceByName('surveys')!.defaultSort).toEqual({ key: 'id', direction: 'desc' });
  });

  it('names only enums the contract has, and gives every select its options', () => {
    for (const r of resources) {
      for (const c of r.columns) if (c.enum) expect(contractEnums[c.enum], `${r.name}.${c.key}`).toBeDefined();
      for (const f of r.filters) {
        // A multi-select gets its options from the definition, filterData, or a remote search.
        if (f.kind === 'select' || (f.kind === 'multiSelect' && !f.searchUrl)) expect(f.optionsFrom, `${r.name}.${f.key}`).toBeDefined();
        if (Array.isArray(f.optionsFrom)) expect(f.optionsFrom.length, `${r.name}.${f.key}`).toBeGreaterThan(0);
      }
    }
  });

  it('opens every dated screen on a window: the last 30 days unless another is named (rule 4)', () => {
    const dated = resources.filter((r) => r.filters.some((f) => f.kind === 'dateRange'));
    const windowsOf = (r: (typeof dated)[number]) =>
      r.filters.filter((f) => f.kind === 'dateRange' && typeof r.defaultFilters?.[f.key] === 'object').length;
    expect(dated.filter((r) => !WITHOUT_DEFAULT_WINDOW[r.name] && windowsOf(r) !== 1).map((r) => r.name)).toEqual([]);
    expect(dated.filter((r) => WITHOUT_DEFAULT_WINDOW[r.name] && windowsOf(r) !== 0).map((r) => r.name)).toEqual([]);
    // The exceptions are dated screens of the registry.
    for (const name of Object.keys(WITHOUT_DEFAULT_WINDOW)) expect(dated.map((r) => r.name)).toContain(name);
    // Where section 04 names no window: 30 days, e.g. System Logs, a product's transactions, Home Contacts.
    for (const [name, key] of [
      ['system_logs', 'created_at'],
      ['po_transactions', 'created_at'],
      ['home_contacts', 'created_at'],
      ['user_ban_statistics', 'day'],
    ])
      expect(resourceByName(name!)!.defaultFilters?.[key!], name).toEqual({ lastDays: RULE_4_DAYS });
    expect(RULE_4_DAYS).toBe(30);
    // Named windows: Survey Attacks 7 d, Offer Postback Logs 24 h.
    expect(resourceByName('survey_attacks')!.defaultFilters?.created_at).toEqual({ lastDays: 7 });
    expect(resourceByName('offer_postback_logs')!.defaultFilters?.created_at).toEqual({ lastHours: 24 });
  });

  it('uses simple pagination for the large tables', () => {
    const simple = resources.filter((r) => r.simplePaginate).map((r) => r.name);
    expect(simple).toEqual(expect.arrayContaining(['clicks', 'admin_logs', 'ip_logs']));
  });

  it('describes imports whose upsert key is one of their columns (or several, a natural key)', () => {
    for (const r of resources.filter((x) => x.importable)) {
      const imp = r.importable!;
      if (imp.mode !== 'upsert') continue;
      const keys = (imp.key ?? '').split(',').map((k) => k.trim());
      expect(keys.length, r.name).toBeGreaterThan(0);
      for (const key of keys)
        expect(
          imp.columns.map((c) => c.key),
          r.name,
        ).toContain(key);
    }
    expect(resourceByName('surveys')!.importable?.mode).toBe('upsert');
    expect(resourceByName('configs')!.importable?.mode).toBe('upsert');
  });
});

describe('generated resource calls', () => {
  it('catalogue list, file, import, export and detail calls under the page permission', () => {
    const byName = new Map(resourceCalls.map((c) => [c.name, c]));
    expect(byName.get('surveys.list')).toMatchObject({ method: 'GET', path: '/api/surveys', upstream: 'admin', permission: 'surveys' });
    expect(byName.get('surveys.import')).toMatchObject({
      method: 'POST',
      path: '/api/surveys/import',
      permission: 'surveys',
      uploadLimitBytes: 20 * 1024 * 1024,
    });
    expect(byName.get('surveys.export')).toMatchObject({
      method: 'GET',
      path: '/api/surveys/export',
      permission: 'surveys',
      streams: true,
    });
    expect(byName.get('surveys.export.post')).toMatchObject({ method: 'POST', path: '/api/surveys/export', streams: true });
    expect(byName.get('surveys.detail')).toMatchObject({ method: 'GET', path: '/api/surveys/:id', permission: 'survey_details' });
    expect(byName.get('users.file')).toMatchObject({ method: 'POST', path: '/api/users/file', permission: 'users' });
    // A file filter travels with the export too (multipart), in both export paths.
    for (const name of ['users.export.post', 'users.export.direct.post'])
      expect(byName.get(name), name).toMatchObject({ method: 'POST', streams: true, uploadLimitBytes: 20 * 1024 * 1024 });
    expect(byName.get('configs.create')).toMatchObject({ method: 'POST', path: '/api/configs', upstream: 'admin', permission: 'configs' });
    expect(byName.get('users.export.direct')).toMatchObject({ method: 'GET', path: '/api/users/download', streams: true });
    expect(byName.get('surveys.export.post')?.uploadLimitBytes).toBeUndefined();
    expect(byName.get('offers.list')).toMatchObject({ path: '/api/offer-list', permission: 'offer_list' });
    expect(byName.get('apps.detail')).toMatchObject({ path: '/api/apps/:id', permission: 'app_details' });
    expect(byName.get('surveys.basic')).toMatchObject({ path: '/api/surveys/:id/basic', permission: 'survey_details' });
    expect(byName.get('surveys.click_breakdown')).toMatchObject({
      path: '/api/surveys/:id/click-breakdown',
      permission: 'clicks_breakdown',
    });
    expect(byName.get('earn_star.user.basic')).toMatchObject({ path: '/api/earn-star/user/:id/basic', permission: 'es_user_details' });
    expect(byName.has('admins.export')).toBe(false);
  });

  it('guard exports with the page export permission where the contract has one', () => {
    expect(exportPermission({ routeName: 'offer_performance_analysis' })).toBe('offer_performance_analysis_export');
    expect(exportPermission({ routeName: 'fs_users' })).toBe('fs_users_export');
    expect(exportPermission({ routeName: 'surveys' })).toBe('surveys');
    expect(() => exportPermission({ routeName: 'no_such_page' })).toThrow('Resource route no_such_page is not in the route table');
  });

  it('give every resource its calls, each with a catalogued permission', () => {
    for (const r of resources) {
      const paths = resourcePaths(r);
      expect(resourceCalls.some((c) => c.method === 'GET' && c.path === paths.list)).toBe(true);
      if (r.exportable) expect(resourceCalls.some((c) => c.path === paths.export && c.streams)).toBe(true);
      if (r.importable) expect(resourceCalls.some((c) => c.method === 'POST' && c.path === paths.import)).toBe(true);
    }
    for (const c of resourceCalls) for (const p of [c.permission].flat()) expect(permissionCatalogue.has(p), `${c.name}: ${p}`).toBe(true);
  });

  it('serve every multi-select searchUrl to the pages whose filters search there', () => {
    const searchCall = (url: string) => resourceCalls.find((c) => c.method === 'GET' && c.path === url);
    for (const r of resources)
      for (const f of r.filters.filter((x) => x.searchUrl)) {
        expect(
          Object.values(OPTION_SEARCHES).some((s) => s.url === f.searchUrl),
          `${r.name}.${f.key}`,
        ).toBe(true);
        expect([searchCall(f.searchUrl!)?.permission].flat(), `${r.name}.${f.key}`).toContain(routeByName(r.routeName)!.permission);
      }
    // Clicks-only staff pick surveys by name without the surveys page.
    expect(searchCall(OPTION_SEARCHES.surveys.url)?.permission).toEqual([
      'clicks',
      'completes',
      'qualifications',
      'survey_invitations',
      'reconciliation_logs',
      'fs_completes',
    ]);
  });

  it('never collide with another call of the catalogue', () => {
    const keys = apiCalls.map((c) => `${c.method} ${c.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    const names = apiCalls.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
