import { describe, expect, it } from 'vitest';
import { pathParams, routeNameFromPath } from './naming.ts';

describe('routeNameFromPath', () => {
  it.each([
    ['/', 'dashboard'],
    ['/surveys', 'surveys'],
    ['/report/performance', 'report_performance'],
    ['/admin-logs', 'admin_logs'],
    ['/clicks/:clickId?', 'clicks'],
    ['/fs-dynamic-campaigns/emails/:id/translations/edit/:language_code', 'fs_dynamic_campaigns_emails_translations_edit'],
  ])('%s -> %s', (path, name) => {
    expect(routeNameFromPath(path)).toBe(name);
  });
});

describe('pathParams', () => {
  it('lists required and optional params', () => {
    expect(pathParams('/questions-mapping/:questionMappingId/copy/:targetCountryCode')).toEqual([
      { name: 'questionMappingId', optional: false },
      { name: 'targetCountryCode', optional: false },
    ]);
    expect(pathParams('/clicks/:clickId?')).toEqual([{ name: 'clickId', optional: true }]);
    expect(pathParams('/surveys')).toEqual([]);
  });
});
