import { UNASSIGNED_ADMIN_ID, type UserReviewFilters } from '@bo/contract';

export interface SqlWhere {
  sql: string;
  params: unknown[];
}

/**
 * The WHERE of the review list from its filters (specification 03, section 3), on the view
 * support.user_review_items aliased i; empty lists filter nothing, admin id 0 is "not assigned".
 */
export function reviewWhere(filters: UserReviewFilters): SqlWhere {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.user_id) clauses.push(`i.user_id = ${param(filters.user_id)}`);
  if (filters.admin_ids?.length) {
    const ids = filters.admin_ids.filter((id) => id !== UNASSIGNED_ADMIN_ID);
    const unassigned = ids.length !== filters.admin_ids.length;
    const parts = [...(ids.length ? [`i.assignee_id = ANY(${param(ids)}::int[])`] : []), ...(unassigned ? ['i.assignee_id IS NULL'] : [])];
    clauses.push(`(${parts.join(' OR ')})`);
  }
  if (filters.apps?.length) clauses.push(`i.app_id = ANY(${param(filters.apps)}::int[])`);
  if (filters.user_statuses?.length) clauses.push(`i.user_status = ANY(${param(filters.user_statuses)}::int[])`);
  if (filters.countries?.length) clauses.push(`i.country_code = ANY(${param(filters.countries)}::text[])`);
  if (filters.status !== null && filters.status !== undefined) clauses.push(`i.status = ${param(filters.status)}`);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}
