import type { AdminPrincipal } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { entityItems, matchingPages, pageItems, PALETTE_LIMITS, withRecent } from './palette-items.ts';

const superAdmin: AdminPrincipal = { id: 1, role: 1, permissions: { modules: [] } };
const surveysStaff: AdminPrincipal = { id: 200, role: 3, permissions: { modules: ['surveys', 'survey_details'] } };

describe('command palette items', () => {
  it('lists only the pages the admin may open, found by the words of their name', () => {
    const all = pageItems(superAdmin);
    expect(matchingPages(all, 'status appr').map((p) => p.to)).toEqual(['/status-approvals']);
    const narrow = pageItems(surveysStaff);
    expect(narrow.map((p) => p.to)).toEqual(['/surveys']);
    expect(matchingPages(narrow, 'status')).toEqual([]);
    expect(matchingPages(all, '   ')).toEqual([]);
  });

  it('opens entities by note-badge prefix, a bare id, an e-mail or a hash, where permitted', () => {
    expect(entityItems(superAdmin, 'ps123').map((i) => i.to)).toEqual(['/user/123']);
    expect(entityItems(superAdmin, 'S:45').map((i) => i.label)).toEqual(['Survey 45']);
    expect(entityItems(superAdmin, 'fs12')[0]?.to).toMatch(/12$/);
    expect(entityItems(superAdmin, '9').map((i) => i.label)).toEqual(['Platform user 9', 'Survey 9', 'Offer 9']);
    expect(entityItems(superAdmin, 'ann@demo.test').map((i) => i.to)).toEqual(['/users?filter[email]=ann%40demo.test']);
    expect(entityItems(superAdmin, 'a3f9c2e8b1d4f6a0').map((i) => i.to)).toEqual(['/users?filter[hash]=a3f9c2e8b1d4f6a0']);
    expect(entityItems(surveysStaff, 'ps123')).toEqual([]);
    expect(entityItems(surveysStaff, '7').map((i) => i.label)).toEqual(['Survey 7']);
    expect(entityItems(superAdmin, 'hello')).toEqual([]);
  });

  it('keeps the recent choices newest first, once each, at most the limit', () => {
    const item = (n: number) => ({ id: `/p${n}`, label: `P${n}`, description: '', to: `/p${n}` });
    let recent = [item(1), item(2)];
    recent = withRecent(recent, item(2));
    expect(recent.map((r) => r.id)).toEqual(['/p2', '/p1']);
    for (let n = 3; n < 20; n++) recent = withRecent(recent, item(n));
    expect(recent).toHaveLength(PALETTE_LIMITS.recent);
  });
});
