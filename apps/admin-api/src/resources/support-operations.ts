import { clickTicketsResource, surveyAttacksAppsResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL, booleanFilter } from './options.ts';

/** Click tickets (migration 007); the table's badge count is served by routes/tickets.ts. */
export const clickTickets: ServerResource = {
  def: clickTicketsResource,
  from: 'admin.click_tickets ct LEFT JOIN core.admins rb ON rb.id = ct.reviewed_by_admin_id',
  idExpr: 'ct.id',
  columns: {
    id: 'ct.id',
    user_id: 'ct.user_id',
    click_id: 'ct.click_id',
    survey_id: 'ct.survey_id',
    reason: 'ct.reason',
    message: 'ct.message',
    status: 'ct.status',
    reviewed_by_name: 'rb.name',
    reviewed_at: 'ct.reviewed_at',
    created_at: 'ct.created_at',
  },
  filters: { userId: 'ct.user_id' },
  options: { reason: 'SELECT DISTINCT reason AS value, reason AS label FROM admin.click_tickets ORDER BY 1' },
};

/** Survey attack apps (migration 007); the table's badge count is served by routes/tickets.ts. */
export const surveyAttacksApps: ServerResource = {
  def: surveyAttacksAppsResource,
  from: 'admin.survey_attacks_apps sa JOIN core.apps a ON a.id = sa.app_id LEFT JOIN core.admins rb ON rb.id = sa.reviewed_by_admin_id',
  idExpr: 'sa.id',
  columns: {
    id: 'sa.id',
    app_id: 'sa.app_id',
    app_name: 'a.name',
    survey_id: 'sa.survey_id',
    attack_type: 'sa.attack_type',
    attempts_count: 'sa.attempts_count',
    blocked_count: 'sa.blocked_count',
    first_seen_at: 'sa.first_seen_at',
    last_seen_at: 'sa.last_seen_at',
    is_reviewed: 'sa.is_reviewed',
    reviewed_by_name: 'rb.name',
    comment: 'sa.comment',
  },
  filters: { is_reviewed: booleanFilter('sa.is_reviewed') },
  options: {
    app_id: OPTIONS_SQL.apps,
    attack_type: 'SELECT DISTINCT attack_type AS value, attack_type AS label FROM admin.survey_attacks_apps ORDER BY 1',
  },
};
