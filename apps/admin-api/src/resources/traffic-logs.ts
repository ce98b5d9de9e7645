import {
  postbackLogsResource,
  reconciliationLogsResource,
  routerLogsResource,
  sourceExtensionResource,
  surveyInvitationsResource,
  surveyListReloadsResource,
} from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { distinctOptions } from './log-options.ts';
import { OPTIONS_SQL } from './options.ts';

/** The traffic logs (migration 033), partitioned by month; reconciliations read the clicks. */
export const surveyInvitations: ServerResource = {
  def: surveyInvitationsResource,
  from: 'admin.survey_invitations si',
  idExpr: 'si.id',
  keysetSorts: ['created_at'],
  columns: {
    id: 'si.id',
    survey_id: 'si.survey_id',
    user_id: 'si.user_id',
    entry_link: 'si.entry_link',
    click_id: 'si.click_id',
    status: 'si.status',
    created_at: 'si.created_at',
  },
  filters: { surveyId: 'si.survey_id', userId: 'si.user_id' },
  valueBranches: ['surveyId', 'userId'],
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

export const surveyListReloads: ServerResource = {
  def: surveyListReloadsResource,
  from: 'admin.survey_list_reloads sr',
  idExpr: 'sr.id',
  keysetSorts: ['created_at'],
  columns: {
    id: 'sr.id',
    user_id: 'sr.user_id',
    app_id: 'sr.app_id',
    surveys_returned: 'sr.surveys_returned',
    trigger: 'sr.trigger',
    ip: 'host(sr.ip)',
    platform: 'sr.platform',
    created_at: 'sr.created_at',
  },
  valueBranches: ['userId'],
  filters: { userId: 'sr.user_id', zero_results: { where: (p) => `(sr.surveys_returned = 0) = (${p} = 1)` } },
  options: { app_id: OPTIONS_SQL.apps },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
  // Written at now() as they happen (the demo inserts them in time order): a window is an id range too, and its
  // created_at condition keeps pruning to the window's monthly partitions.
  idWindow: { filter: 'created_at', table: 'admin.survey_list_reloads', column: 'created_at', disorder: '1 hour' },
};

export const routerLogs: ServerResource = {
  def: routerLogsResource,
  from: 'admin.survey_list_reloads sr',
  idExpr: 'sr.id',
  keysetSorts: ['created_at'],
  columns: {
    id: 'sr.id',
    user_id: 'sr.user_id',
    app_id: 'sr.app_id',
    surveys_considered: 'sr.surveys_considered',
    surveys_eligible: 'sr.surveys_eligible',
    surveys_returned: 'sr.surveys_returned',
    disqualified: 'sr.disqualified',
    duration_ms: 'sr.duration_ms',
    created_at: 'sr.created_at',
  },
  filters: { userId: 'sr.user_id' },
  valueBranches: ['userId'],
  options: { app_id: OPTIONS_SQL.apps },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
  idWindow: { filter: 'created_at', table: 'admin.survey_list_reloads', column: 'created_at', disorder: '1 hour' },
};

export const postbackLogs: ServerResource = {
  def: postbackLogsResource,
  from: 'admin.postback_logs pb',
  idExpr: 'pb.id',
  keysetSorts: ['created_at'],
  columns: {
    id: 'pb.id',
    supplier_id: 'pb.supplier_id',
    click_id: 'pb.click_id',
    user_id: 'pb.user_id',
    raw_status: 'pb.raw_status',
    mapped_status: 'pb.mapped_status',
    revenue: 'pb.revenue::float8',
    signature_valid: 'pb.signature_valid',
    ip: 'host(pb.ip)',
    result: 'pb.result',
    reason: 'pb.reason',
    created_at: 'pb.created_at',
  },
  filters: { clickId: 'pb.click_id', userId: 'pb.user_id' },
  valueBranches: ['userId'],
  options: { supplier_id: OPTIONS_SQL.suppliers },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
  idWindow: { filter: 'created_at', table: 'admin.postback_logs', column: 'created_at', disorder: '1 hour' },
};

export const reconciliationLogs: ServerResource = {
  def: reconciliationLogsResource,
  // A plain subquery, flattened by the planner: the reconciled_at index (partial on complete_status = 2) serves it.
  from: '(SELECT * FROM admin.clicks WHERE status = 1 AND complete_status = 2) c LEFT JOIN admin.surveys s ON s.id = c.survey_id',
  idExpr: 'c.id',
  columns: {
    id: 'c.id',
    user_id: 'c.user_id',
    survey_id: 'c.survey_id',
    supplier_id: 'c.supplier_id',
    supplier_buyer_id: 's.supplier_buyer_id',
    revenue: 'c.revenue::float8',
    publisher_payout: 'c.publisher_payout::float8',
    source: 'c.reconciliation_source',
    reconciled_at: 'c.reconciled_at',
  },
  filters: {
    userId: 'c.user_id',
    surveyId: 'c.survey_id',
  },
  options: { supplier_id: OPTIONS_SQL.suppliers },
  rangeFirst: { filter: 'reconciled_at', maxDays: 7 },
};

export const sourceExtension: ServerResource = {
  def: sourceExtensionResource,
  from: 'admin.extension_logs el',
  idExpr: 'el.id',
  columns: { id: 'el.id', user_id: 'el.user_id', event: 'el.event', url: 'el.url', created_at: 'el.created_at' },
  filters: { userId: 'el.user_id' },
  valueBranches: ['userId'],
  options: { event: distinctOptions('admin.extension_logs', 'event') },
};
