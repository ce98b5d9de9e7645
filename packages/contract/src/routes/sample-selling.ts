import { page } from './define.ts';
import type { RouteDef } from './types.ts';

/** The sample-selling product (specification 01, 2.4), its own menu. */
export const sampleSellingRoutes: readonly RouteDef[] = [
  page('/psa-buyers', 'Buyers', 'sample-selling'),
  page('/psa-surveys', 'Surveys', 'sample-selling'),
  page('/psa-monthly-invoicing', 'Monthly Invoicing', 'sample-selling'),
  page('/psa-survey-po-invoicing', 'Survey PO Invoicing', 'sample-selling'),
  page('/psa-popular-questions', 'Popular Questions', 'sample-selling'),
];
