import { SUB_PERMISSION as P } from '../../permissions/names.ts';
import { detailPage, page } from '../define.ts';
import type { RouteDef } from '../types.ts';

/** Offers (specification 01, 2.3, fourteenth bullet). */
export const offerRoutes: readonly RouteDef[] = [
  page('/offer-list', 'Offer List', 'offers', { subPermissions: [P.offerAddEdit] }),
  detailPage('/offer/:offerId', 'offer_details', 'Offer Details', 'offers', { flags: { main: 'offer' }, subPermissions: [P.offerAddEdit] }),
  page('/offer-clicks', 'Offer Clicks', 'offers'),
  page('/offer-events', 'Offer Events', 'offers'),
  page('/offer-click-report', 'Offer Click Report', 'offers'),
  page('/offer-iap-imports', 'Offer IAP Imports', 'offers'),
  page('/offer-suppression-imports', 'Offer Suppression Imports', 'offers'),
  page('/offer-user-iap-data', 'Offer User IAP Data', 'offers'),
  page('/offer-providers', 'Offer Providers', 'offers'),
  page('/offer-report', 'Offer Report', 'offers'),
  page('/offer-postback-logs', 'Offer Postback Logs', 'offers'),
  page('/offer-event-report', 'Offer Event Report', 'offers'),
  page('/offer-quality-report', 'Offer Quality Report', 'offers'),
  page('/offer-performance-analysis', 'Offer Performance Analysis', 'offers', { subPermissions: [P.offerPerformanceAnalysisExport] }),
  page('/offer-user-export', 'Offer User Export', 'offers'),
  page('/offer-clients', 'Offer Clients', 'offers'),
];

/** Reports (specification 01, 2.3, last bullet). */
export const reportRoutes: readonly RouteDef[] = [
  page('/monthly-revenue-report', 'Monthly Revenue Report', 'monitoring.report'),
  page('/forsta-monthly-report', 'Forsta Monthly Report', 'monitoring.report'),
  page('/disqo-monthly-report', 'Disqo Monthly Report', 'monitoring.report'),
  page('/various-report', 'Various Report', 'monitoring.report'),
  page('/cohort-report', 'Cohort Report', 'monitoring.report', { subPermissions: [P.cohortReportExport] }),
  page('/affiliate-report', 'Affiliate Report', 'monitoring.report', { subPermissions: [P.affiliateReportExport] }),
  page('/revenue-report', 'Revenue Report', 'monitoring.report'),
  page('/supplier-reconciliations', 'Supplier Reconciliations', 'monitoring.reconciliations'),
  page('/app-articles', 'App Articles', 'config'),
  page('/admin-permission-groups', 'Admin Permission Groups', 'config'),
];
