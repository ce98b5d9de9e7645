import { clicksResource, completesResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';

/** Clicks: every filter reads an indexed column or narrows a scan of the id index (simple pagination). */
export const clicks: ServerResource = {
  def: clicksResource,
  from: 'admin.clicks c LEFT JOIN admin.surveys s ON s.id = c.survey_id',
  idExpr: 'c.id',
  keysetSorts: ['created_at'],
  columns: {
    id: 'c.id',
    user_id: 'c.user_id',
    survey_id: 'c.survey_id',
    survey_name: 's.name',
    supplier_id: 'c.supplier_id',
    status: 'c.status',
    response_status: 'c.response_status',
    revenue: 'c.revenue::float8',
    publisher_payout: 'c.publisher_payout::float8',
    ip: 'host(c.ip)',
    user_agent: 'c.user_agent',
    created_at: 'c.created_at',
  },
  filters: { userId: 'c.user_id', surveyId: 'c.survey_id', ip: 'c.ip' },
  options: { supplier_id: OPTIONS_SQL.suppliers },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
  dayIndex: { filter: 'created_at', expr: "(c.created_at AT TIME ZONE 'UTC')::date", with: ['status'] },
  valueBranches: ['userId', 'surveyId'],
  // The demo dates each click up to 20 minutes off its place in the id order; live clicks carry now().
  idWindow: { filter: 'created_at', table: 'admin.clicks', column: 'created_at', disorder: '1 hour' },
};

export const completes: ServerResource = {
  def: completesResource,
  from: 'admin.completes c LEFT JOIN admin.surveys s ON s.id = c.survey_id',
  idExpr: 'c.id',
  columns: {
    id: 'c.id',
    user_id: 'c.user_id',
    survey_id: 'c.survey_id',
    survey_name: 's.name',
    supplier_id: 'c.supplier_id',
    status: 'c.status',
    revenue: 'c.revenue::float8',
    publisher_payout: 'c.publisher_payout::float8',
    user_reward: 'c.user_reward',
    completed_at: 'c.completed_at',
    reconciled_at: 'c.reconciled_at',
  },
  filters: { userId: 'c.user_id', surveyId: 'c.survey_id' },
  options: { supplier_id: OPTIONS_SQL.suppliers },
  rangeFirst: { filter: 'completed_at', maxDays: 7 },
};
