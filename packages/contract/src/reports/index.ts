export * from './types.ts';
export * from './messages.ts';
export { defineReport, reportColumnShown, reportGroupings } from './define.ts';
export { DIMENSION } from './dimensions.ts';
export { MEASURE, KPI_MEASURES, COHORT_MONTHS, cohortMonthMeasure } from './measures.ts';
export { STAFF_MEASURE } from './staff-measures.ts';
export * from './defs/staff.ts';
export * from './defs/ip-logs.ts';
export * from './defs/quality.ts';
export * from './defs/lookups.ts';
export { reports, reportByRoute } from './registry.ts';
export { reportAnswerOf, ZReportResponse, type ReportResponse } from './schemas.ts';
export * from './dashboard.ts';
export * from './alert-rules.ts';
export * from './jobs.ts';
export {
  STATEMENT_STATUSES,
  STATEMENT_SUPPLIERS,
  SUPPLIER_STATEMENT_CALLS,
  SUPPLIER_STATEMENT_MESSAGES,
  ZSupplierStatementUpdate,
  type StatementStatus,
  type SupplierStatementUpdate,
} from './defs/statements.ts';
export * from './publisher-payments.ts';
export { LATE_SUFFIX } from './defs/operations.ts';
export { BLOCKING_REASONS, FUNNEL_STEPS, GROWTH_MEASURE } from './defs/growth.ts';
export * from './db-monitoring.ts';
export * from './cluster-users.ts';
