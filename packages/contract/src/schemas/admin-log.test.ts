import { describe, expect, it } from 'vitest';
import { ADMIN_LOG_CLIENT_ACTIONS, ADMIN_LOG_MESSAGES, isServerAdminLogAction } from './admin-log.ts';
import { ZAdminLogBody } from '../api/calls/index.ts';

describe('admin-log catalogue (issue 14, item 2)', () => {
  it('never lets a client action take a name reserved to the services', () => {
    for (const action of Object.values(ADMIN_LOG_CLIENT_ACTIONS)) expect(isServerAdminLogAction(action), action).toBe(false);
    expect(isServerAdminLogAction('admin.access')).toBe(true);
    expect(isServerAdminLogAction('user.goodwill_credit')).toBe(true);
  });

  it('accepts what the SPA sends: page views, searches, pages, copies', () => {
    for (const body of [
      { type: 'page_view', request_url: '/users?page=2#x' },
      { type: 'action', action: 'filter_search', request_url: '/users?filter[status]=1', data: { filters: { status: '1' } } },
      { type: 'action', action: 'pagination', request_url: '/clicks?page=3', data: { page: 3 } },
      {
        type: 'action',
        action: 'clipboard_copy',
        request_url: '/user/42',
        data: { copied: 'Copy Profile URL', url: 'https://bo.test/user/42' },
      },
    ])
      expect(ZAdminLogBody.safeParse(body).success, JSON.stringify(body)).toBe(true);
  });

  it('refuses a server action name with the catalogue message', () => {
    const parsed = ZAdminLogBody.safeParse({ type: 'action', action: 'admin.access', request_url: '/admins' });
    expect(parsed.error?.issues).toMatchObject([{ path: ['action'], message: ADMIN_LOG_MESSAGES.actionUnknown }]);
  });
});
