import { linkTo } from '../resources/define.ts';
import type { ReportDimension } from './types.ts';

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
  // The user's acquisition source as a filter (the cohort pages).
  signupSource: { key: 'user_source', label: 'Source', type: 'text', filter: { valueType: 'text' } },
  network: { key: 'network', label: 'Network', type: 'text' },
  campaign: { key: 'campaign', label: 'Campaign', type: 'text' },
  template: { key: 'template', label: 'Template', type: 'text' },
  offer: { key: 'offer', label: 'Offer', type: 'text', link: linkTo.offer('offer_id'), filter: {} },
  reward: { key: 'reward', label: 'Reward', type: 'text' },
  // Too many to list: a survey is found from its row, not picked in a filter.
  survey: { key: 'survey', label: 'Survey', type: 'text', link: linkTo.survey('survey_id') },
} as const satisfies Record<string, ReportDimension>;
