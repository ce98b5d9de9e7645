export * from './types.ts';
export * from './messages.ts';
export { defineReport, reportGroupings } from './define.ts';
export { DIMENSION } from './dimensions.ts';
export { MEASURE, KPI_MEASURES } from './measures.ts';
export { reports, reportByRoute } from './registry.ts';
export { ZReportResponse, type ReportResponse } from './schemas.ts';
export * from './dashboard.ts';
export * from './alert-rules.ts';
