import { PRODUCTS } from '../products.ts';
import { linkTo } from '../resources/define.ts';
import type { ReportDimension } from './types.ts';

/** A grouping of fixed buckets (its ids are its labels): picked as the report's cut, not filtered. */
const bucket = (key: string, label: string): ReportDimension => ({ key, label, type: 'text' });

/** The groupings the rollups know (daily_stats' grain), shared by every report over them. */
export const DIMENSION = {
  app: { key: 'app', label: 'App', type: 'text', link: linkTo.app('app_id'), filter: {} },
  supplier: { key: 'supplier', label: 'Supplier', type: 'text', link: linkTo.supplier('supplier_id'), filter: {} },
  buyer: { key: 'buyer', label: 'Buyer', type: 'text', link: linkTo.supplierBuyer('buyer_id'), filter: {} },
  provider: { key: 'provider', label: 'Offer Provider', type: 'text', filter: {} },
  country: { key: 'country', label: 'Country', type: 'text', filter: { valueType: 'country' } },
  platform: { key: 'platform', label: 'Platform', type: 'text', filter: { valueType: 'text' } },
  source: {
    key: 'source',
    label: 'Survey or Offer',
    type: 'text',
    filter: {
      valueType: 'text',
      options: [
        { value: 'survey', label: 'Surveys' },
        { value: 'offer', label: 'Offers' },
      ],
    },
  },
  responseStatus: { key: 'response_status', label: 'Response Status', type: 'text' },
  surveyExternalId: { key: 'survey_external_id', label: "Supplier's Survey ID", type: 'text' },
  userSource: { key: 'user_source', label: 'Source', type: 'text' },
  publisher: { key: 'publisher', label: 'Publisher', type: 'text', link: linkTo.publisher('publisher_id'), filter: {} },
  /** One of the five products (its app); cross-product screens compare them. */
  product: {
    key: 'product',
    label: 'Product',
    type: 'text',
    filter: { options: PRODUCTS.map((p) => ({ value: p.appId, label: p.name })) },
  },
  loiBucket: bucket('loi_bucket', 'LOI'),
  cpiBucket: bucket('cpi_bucket', 'CPI'),
  hourOfDay: bucket('hour_of_day', 'Hour of Day (UTC)'),
  tenure: bucket('tenure', 'User Tenure'),
  job: { key: 'job', label: 'Job', type: 'text' },
  // Too many to list: a survey is found from its row, not picked in a filter.
  survey: { key: 'survey', label: 'Survey', type: 'text', link: linkTo.survey('survey_id') },
} as const satisfies Record<string, ReportDimension>;
