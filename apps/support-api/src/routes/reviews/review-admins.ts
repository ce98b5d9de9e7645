import type { Queryable } from '@bo/db';
import { isAssignableReviewAdmin, supportReviewStatus, type ReviewAdmin } from '@bo/contract';

interface ReviewAdminRow {
  id: number;
  name: string;
  hex_color: string;
  is_review_admin: boolean;
  support_review_status: number | null;
}

export const REVIEW_ADMIN_COLUMNS = 'id, name, hex_color, is_review_admin, support_review_status';

export function presentReviewAdmin(row: ReviewAdminRow): ReviewAdmin {
  return {
    ...row,
    support_review_status_label:
      row.support_review_status === null ? null : (supportReviewStatus.labelOf(row.support_review_status) ?? null),
    is_assignable: isAssignableReviewAdmin(row),
  };
}

export async function loadReviewAdmin(db: Queryable, adminId: number): Promise<ReviewAdmin | null> {
  const { rows } = await db.query<ReviewAdminRow>(`SELECT ${REVIEW_ADMIN_COLUMNS} FROM core.admins WHERE id = $1`, [adminId]);
  return rows[0] ? presentReviewAdmin(rows[0]) : null;
}

export async function listReviewAdmins(db: Queryable, isReviewAdmin: boolean, statuses: readonly number[]): Promise<ReviewAdmin[]> {
  const { rows } = await db.query<ReviewAdminRow>(
    `SELECT ${REVIEW_ADMIN_COLUMNS} FROM core.admins
      WHERE is_review_admin = $1 AND (cardinality($2::int[]) = 0 OR support_review_status = ANY($2::int[]))
      ORDER BY name, id`,
    [isReviewAdmin, [...statuses]],
  );
  return rows.map(presentReviewAdmin);
}
