import type { Queryable } from '@bo/db';
import { NOT_QUEUED_REVIEW_STATUS, adminRefOf, isoTimestamp, reviewStatusLabel, type ReviewStoreUser } from '@bo/contract';

export interface StoreUserRow {
  id: number;
  hash: string;
  email: string | null;
  app_id: number;
  app_name: string;
  country_code: string | null;
  status: number;
  created_at: Date;
  review_status: number | null;
  review_uuid: string | null;
  assignee_id: number | null;
  assignee_name: string | null;
  assignee_color: string | null;
}

/** A platform user with their review (if queued); the WHERE goes after it, users aliased u, reviews r. */
export const STORE_USER_SELECT = `
  SELECT u.id, u.hash, u.email, u.app_id, a.name AS app_name, u.country_code::text AS country_code, u.status, u.created_at,
         r.status AS review_status, r.uuid::text AS review_uuid,
         asg.id AS assignee_id, asg.name AS assignee_name, asg.hex_color AS assignee_color
    FROM admin.users u
    JOIN core.apps a ON a.id = u.app_id
    LEFT JOIN support.user_reviews r ON r.user_id = u.id
    LEFT JOIN core.admins asg ON asg.id = r.assignee_admin_id`;

export function presentStoreUser(row: StoreUserRow): ReviewStoreUser {
  const reviewStatus = row.review_status ?? NOT_QUEUED_REVIEW_STATUS;
  return {
    id: row.id,
    hash: row.hash,
    email: row.email,
    app_id: row.app_id,
    app_name: row.app_name,
    country_code: row.country_code,
    status: row.status,
    review_status: reviewStatus,
    review_status_label: reviewStatusLabel(reviewStatus),
    review_uuid: row.review_uuid,
    assignee: adminRefOf(row.assignee_id, row.assignee_name, row.assignee_color),
    created_at: isoTimestamp(row.created_at),
  };
}

/** The user by id or by hash (the review store's unique lookup string); null when unknown. */
export async function findStoreUser(db: Queryable, by: { id?: number; hash?: string }): Promise<ReviewStoreUser | null> {
  const { rows } =
    by.id !== undefined
      ? await db.query<StoreUserRow>(`${STORE_USER_SELECT} WHERE u.id = $1`, [by.id])
      : await db.query<StoreUserRow>(`${STORE_USER_SELECT} WHERE u.hash = $1`, [by.hash]);
  return rows[0] ? presentStoreUser(rows[0]) : null;
}
