import type { Queryable } from '@bo/db';
import type { CampaignFilters } from '@bo/contract';
import { Conditions } from '../query/conditions.ts';
import { addRange, rangeBounds } from '../query/date-range.ts';
import type { CampaignKind, Headline } from './kinds.ts';
import { campaignSelect, presentCampaignSummary, type CampaignRow } from './load.ts';

/** A project's campaigns of one kind, filtered (specification 03, section 3), newest first; data, per_page, page, last_page, total. */
export async function listCampaigns<K extends Headline>(
  db: Queryable,
  kind: CampaignKind<K>,
  project: string,
  filters: CampaignFilters,
  page: number,
  perPage: number,
) {
  const c = new Conditions();
  c.when(project, (p) => `c.project = ${p}`);
  c.when(filters.segment_id, (p) => `c.segment_id = ${p}`);
  c.when(filters.statuses, (p) => `c.status = ANY(${p}::int[])`);
  addRange(c, 'c.scheduled_at', 'timestamptz', rangeBounds(filters.scheduled_at_from, filters.scheduled_at_to, 'utc'));
  addRange(
    c,
    'c.user_target_datetime',
    'timestamp',
    rangeBounds(filters.user_target_datetime_from, filters.user_target_datetime_to, 'local'),
  );
  const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${kind.table} c ${c.sql}`, c.params);
  const total = counted.rows[0]?.total ?? 0;
  const { rows } = await db.query<CampaignRow>(
    `${campaignSelect(kind)} ${c.sql} ORDER BY c.id DESC LIMIT ${c.param(perPage)} OFFSET ${c.param((page - 1) * perPage)}`,
    c.params,
  );
  return {
    data: rows.map((r) => presentCampaignSummary(kind, r)),
    per_page: perPage,
    page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
  };
}
