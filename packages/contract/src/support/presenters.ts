import { userReviewStatus } from '../enums/user.ts';
import type { RealtimeAudience } from '../chat/realtime.ts';
import { OPEN_REVIEW_STATUSES, REVIEW_AGE_BUCKETS, reviewStatusLabel } from './review-status.ts';
import { REVIEW_EVENT, REVIEW_EVENT_PERMISSIONS, type ReviewChangeReason } from './realtime.ts';
import type { AdminRef } from './schemas/common.ts';
import type { UserReview, UserReviewStatistic } from './schemas/user-reviews.ts';

/** Timestamps leave the API as ISO strings, whatever the driver returned. */
export const isoTimestamp = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** An admin badge from joined columns; null when no admin is set. */
export function adminRefOf(id: number | null, name: string | null, hexColor: string | null): AdminRef | null {
  return id === null || name === null ? null : { id, name, hex_color: hexColor ?? '#868e96' };
}

/** A row of the view support.user_review_items (migration 006). */
export interface UserReviewRow {
  uuid: string;
  status: number;
  created_at: Date | string;
  status_changed_at: Date | string;
  updated_at: Date | string;
  user_id: number;
  user_hash: string;
  user_status: number;
  country_code: string | null;
  app_id: number;
  app_name: string;
  assignee_id: number | null;
  assignee_name: string | null;
  assignee_color: string | null;
  status_admin_id: number | null;
  status_admin_name: string | null;
  status_admin_color: string | null;
}

export function presentUserReview(row: UserReviewRow): UserReview {
  return {
    uuid: row.uuid,
    status: row.status,
    status_label: reviewStatusLabel(row.status),
    user: {
      id: row.user_id,
      hash: row.user_hash,
      status: row.user_status,
      country_code: row.country_code,
      app: { id: row.app_id, name: row.app_name },
    },
    admin: adminRefOf(row.status_admin_id, row.status_admin_name, row.status_admin_color),
    assignee: adminRefOf(row.assignee_id, row.assignee_name, row.assignee_color),
    created_at: isoTimestamp(row.created_at),
    status_changed_at: isoTimestamp(row.status_changed_at),
    updated_at: isoTimestamp(row.updated_at),
  };
}

/** The arguments of support.review_statistic(open_statuses, judged_statuses, bucket_hours). */
export const REVIEW_STATISTIC_ARGS: readonly [number[], number[], number[]] = [
  [...OPEN_REVIEW_STATUSES],
  [userReviewStatus.value.good, userReviewStatus.value.perfect],
  REVIEW_AGE_BUCKETS.flatMap((b) => (b.maxHours === null ? [] : [b.maxHours])),
];

/** What support.review_statistic() answers: counts only, age buckets by 1-based position. */
export interface ReviewStatisticCounts {
  by_status: Record<string, number>;
  by_app: { app_id: number; app_name: string; count: number }[];
  by_admin: { admin_id: number | null; admin_name: string | null; hex_color: string | null; count: number }[];
  by_age: Record<string, number>;
  judged_today: number;
}

export function presentReviewStatistic(counts: ReviewStatisticCounts): UserReviewStatistic {
  const byStatus = userReviewStatus.options.map((o) => ({
    status: o.value as number,
    label: o.label,
    count: counts.by_status[String(o.value)] ?? 0,
  }));
  return {
    total: byStatus.reduce((sum, s) => sum + s.count, 0),
    open_total: byStatus.filter((s) => OPEN_REVIEW_STATUSES.includes(s.status)).reduce((sum, s) => sum + s.count, 0),
    open_unassigned: counts.by_admin.find((a) => a.admin_id === null)?.count ?? 0,
    by_status: byStatus,
    by_app: counts.by_app,
    by_admin: counts.by_admin.map((a) => ({
      admin_id: a.admin_id,
      admin_name: a.admin_name ?? 'Not assigned',
      hex_color: a.hex_color,
      count: a.count,
    })),
    by_age: REVIEW_AGE_BUCKETS.map((b, i) => ({ bucket: b.key, label: b.label, count: counts.by_age[String(i + 1)] ?? 0 })),
    judged_today: counts.judged_today,
  };
}

/** A review as it was before a change: enough for a screen to drop it from the lists it matched. */
export interface RemovedReview {
  uuid: string;
  user_id: number;
  previous_status: number;
  previous_assignee_id: number | null;
}

export interface ReviewEventInput {
  type: string;
  audience: RealtimeAudience;
  payload: unknown;
}

/**
 * The events of one review change, in publish order: review.removed for what the reviews were,
 * review.added for what they are now, then the new statistic.
 */
export function reviewChangeEvents(
  reason: ReviewChangeReason,
  removed: RemovedReview[],
  added: UserReview[],
  statistic: UserReviewStatistic,
): ReviewEventInput[] {
  const audience = { permission: [...REVIEW_EVENT_PERMISSIONS] };
  return [
    ...(removed.length ? [{ type: REVIEW_EVENT.removed, audience, payload: { reason, reviews: removed } }] : []),
    ...(added.length ? [{ type: REVIEW_EVENT.added, audience, payload: { reason, reviews: added } }] : []),
    { type: REVIEW_EVENT.statistics, audience, payload: statistic },
  ];
}
