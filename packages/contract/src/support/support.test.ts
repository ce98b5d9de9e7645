import { describe, expect, it } from 'vitest';
import { apiCalls } from '../api/calls/index.ts';
import { permissionCatalogue } from '../permissions/catalogue.ts';
import { CAMPAIGN_ROUTE, SUPPORT_CALL, campaignCall } from '../api/calls/support.ts';
import { NOTE_MAX_LENGTH } from '../constants.ts';
import { CAMPAIGN_PROJECTS, campaignPermissions } from './projects.ts';
import { NOTE_MESSAGES } from './messages.ts';
import { ZSupportNoteBody } from './schemas/notes.ts';
import { ZProjectParams } from './schemas/campaign-common.ts';
import { ZSegmentListAnswer, ZSegmentListBody } from './schemas/segments.ts';
import { ZLocalDatetime, localTimeStillAhead } from './schemas/campaign-common.ts';
import { ZUserReviewListBody } from './schemas/user-reviews.ts';
import { presentReviewStatistic, reviewChangeEvents } from './presenters.ts';
import { REVIEW_EVENT } from './realtime.ts';

describe('the support and operations catalogue entries', () => {
  const ours = apiCalls.filter(
    (c) =>
      c.upstream === 'support' ||
      c.name.startsWith('reviewStore.') ||
      c.name.startsWith('campaigns.') ||
      /^(systemAlerts|clickTickets|surveyAttacksApps)\./.test(c.name),
  );

  it('need only catalogued permissions', () => {
    for (const call of ours) {
      const permissions = typeof call.permission === 'string' ? [call.permission] : call.permission;
      for (const p of permissions) expect(permissionCatalogue.has(p), `${call.name}: ${p}`).toBe(true);
    }
  });

  it('serve support-api calls under /support/api', () => {
    for (const call of Object.values(SUPPORT_CALL)) expect(call.path.startsWith('/support/api/')).toBe(true);
    expect(SUPPORT_CALL.reviewList.permission).toEqual(['user_reviews', 'support_user_reviews']);
  });

  it('list every campaign call once per project, guarded by that product’s dynamic-campaign permissions', () => {
    expect(ours.filter((c) => c.name.startsWith('campaigns.'))).toHaveLength(CAMPAIGN_PROJECTS.length * Object.keys(CAMPAIGN_ROUTE).length);
    expect(campaignCall('hey-cash', 'segmentList')).toEqual({
      name: 'campaigns.hey-cash.segmentList',
      method: 'POST',
      path: '/api/hey-cash/segments/list',
      upstream: 'admin',
      permission: 'hc_dynamic_campaigns',
      // Issue 20: the call carries its schemas, the same ones the route validates with.
      summary: "A page of the project's segments",
      params: ZProjectParams,
      body: ZSegmentListBody,
      answer: ZSegmentListAnswer,
    });
    expect(campaignCall('five-surveys', 'pushTranslation').permission).toBe('fs_dynamic_campaigns_push_notifications_translations_edit');
    expect(campaignCall('earn-star', 'emailCreate').permission).toBe('es_dynamic_campaigns_emails_create');
    // `default` is guarded by Prime Opinion's permissions.
    expect(campaignPermissions('default')).toEqual(campaignPermissions('prime-opinion'));
  });

  it('keep every path unique per method', () => {
    const keys = apiCalls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('support schemas', () => {
  it('take a note of 255 characters after trimming, not 256', () => {
    expect(ZSupportNoteBody.parse({ text: ` ${'a'.repeat(NOTE_MAX_LENGTH)} ` }).text).toHaveLength(NOTE_MAX_LENGTH);
    const tooLong = ZSupportNoteBody.safeParse({ text: 'a'.repeat(NOTE_MAX_LENGTH + 1) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Character limit exceeded');
    expect(ZSupportNoteBody.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe(NOTE_MESSAGES.required);
  });

  it('default the review list to problem reviews, newest first', () => {
    expect(ZUserReviewListBody.parse(undefined)).toEqual({ filters: { status: 1 }, sort: 'newest' });
    expect(ZUserReviewListBody.parse({ filters: {} })).toEqual({ filters: { status: 1 }, sort: 'newest' });
    expect(ZUserReviewListBody.parse({ filters: { status: null } }).filters.status).toBeNull();
  });

  it('read local send times and know whether they are still ahead somewhere', () => {
    expect(ZLocalDatetime.safeParse('2030-02-28 09:30').success).toBe(true);
    expect(ZLocalDatetime.safeParse('2030-02-30 09:30').success).toBe(false);
    expect(ZLocalDatetime.safeParse('2030-02-28T24:00').success).toBe(false);
    const now = Date.parse('2030-01-01T12:00:00Z');
    // 01:00 local on Jan 1 is still ahead in UTC-12 (where it is 00:00).
    expect(localTimeStillAhead('2030-01-01 01:00', now)).toBe(true);
    expect(localTimeStillAhead('2029-12-31 23:00', now)).toBe(false);
  });
});

describe('review presenters', () => {
  it('fill every status and age bucket of the statistic', () => {
    const statistic = presentReviewStatistic({
      by_status: { '1': 3, '3': 2 },
      by_app: [],
      by_admin: [{ admin_id: null, admin_name: null, hex_color: null, count: 3 }],
      by_age: { '4': 3 },
      judged_today: 1,
    });
    expect(statistic.total).toBe(5);
    expect(statistic.open_total).toBe(3);
    expect(statistic.open_unassigned).toBe(3);
    expect(statistic.by_status.map((s) => s.count)).toEqual([0, 3, 0, 2, 0]);
    expect(statistic.by_age.map((b) => [b.bucket, b.count])).toEqual([
      ['under_1h', 0],
      ['under_24h', 0],
      ['under_7d', 0],
      ['over_7d', 3],
    ]);
    expect(statistic.by_admin[0]?.admin_name).toBe('Not assigned');
  });

  it('order the events of a change: removed, added, statistics', () => {
    const statistic = presentReviewStatistic({ by_status: {}, by_app: [], by_admin: [], by_age: {}, judged_today: 0 });
    const events = reviewChangeEvents(
      'reassigned',
      [{ uuid: 'u', user_id: 1, previous_status: 1, previous_assignee_id: null }],
      [],
      statistic,
    );
    expect(events.map((e) => e.type)).toEqual([REVIEW_EVENT.removed, REVIEW_EVENT.statistics]);
    expect(events[0]?.audience).toEqual({ permission: ['user_reviews', 'support_user_reviews'] });
  });
});
