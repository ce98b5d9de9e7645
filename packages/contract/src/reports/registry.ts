import {
  appOverviewReport,
  appPerformanceReport,
  bitburstComparisonReport,
  dailySurveySyncReport,
  cintDeliveryShareReport,
  clicksReport,
  dailyOverviewReport,
  masterReport,
  responseStatusReport,
  responseStatusStatisticsReport,
  supplierStatisticsReport,
  usersBySourceReport,
} from './defs/traffic.ts';
import {
  completesReport,
  deliveryOverviewReport,
  dynataTopSurveysReport,
  financialReport,
  monthlyRevenueReport,
  supplierTopSurveysReport,
  reconciliationChartReport,
  reconciliationReport,
  revenueReport,
  topSurveysReport,
} from './defs/money.ts';
import { staffReports } from './defs/staff.ts';
import { ipLogReports } from './defs/ip-logs.ts';
import { qualityReports } from './defs/quality.ts';
import { lookupReports } from './defs/lookups.ts';
import { productReports } from './defs/products.ts';
import { offerClickReport, offerEventReport, offerPerformanceAnalysisReport, offerQualityReport, offerReport } from './defs/offers.ts';
import { claimsOverviewReport, jobMonitoringReport, surveyListReloadStatisticsReport, variousReport } from './defs/operations.ts';
import {
  cohortReport,
  publisherPerformanceReport,
  publisherTransactionsReport,
  reconciliationPacingReport,
  supplierReconciliationsReport,
} from './defs/partners.ts';
import { disqoMonthlyReport, forstaMonthlyReport, supplierStatementReport } from './defs/statements.ts';
import { affiliateReport, missedOpportunitiesReport, rewardsLiabilityReport, statisticsReport } from './defs/growth.ts';
import { primeSampleBuyersReport, surveyInventoryReport } from '../supply-screens/reports.ts';
import type { ReportDef } from './types.ts';

/** Every report the engine serves; each route listed here shows the ReportScreen. */
export const reports: readonly ReportDef[] = [
  surveyInventoryReport,
  primeSampleBuyersReport,
  dailyOverviewReport,
  masterReport,
  revenueReport,
  monthlyRevenueReport,
  appPerformanceReport,
  clicksReport,
  completesReport,
  reconciliationChartReport,
  responseStatusStatisticsReport,
  supplierStatisticsReport,
  cintDeliveryShareReport,
  topSurveysReport,
  reconciliationReport,
  dynataTopSurveysReport,
  appOverviewReport,
  responseStatusReport,
  dailySurveySyncReport,
  bitburstComparisonReport,
  financialReport,
  supplierTopSurveysReport,
  usersBySourceReport,
  deliveryOverviewReport,
  ...staffReports,
  ...ipLogReports,
  ...qualityReports,
  ...lookupReports,
  // The products' aggregated pages (issue 16).
  ...productReports,
  // Offers (issue 18).
  offerClickReport,
  offerReport,
  offerPerformanceAnalysisReport,
  offerQualityReport,
  offerEventReport,
  jobMonitoringReport,
  surveyListReloadStatisticsReport,
  variousReport,
  claimsOverviewReport,
  publisherPerformanceReport,
  cohortReport,
  supplierReconciliationsReport,
  reconciliationPacingReport,
  publisherTransactionsReport,
  supplierStatementReport,
  forstaMonthlyReport,
  disqoMonthlyReport,
  statisticsReport,
  affiliateReport,
  rewardsLiabilityReport,
  missedOpportunitiesReport,
];

export const reportByRoute = (routeName: string): ReportDef | undefined => reports.find((r) => r.routeName === routeName);
