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
  // The user's acquisition source as a filter (the cohort pages).
  signupSource: { key: 'user_source', label: 'Source', type: 'text', filter: { valueType: 'text' } },
  network: { key: 'network', label: 'Network', type: 'text' },
  campaign: { key: 'campaign', label: 'Campaign', type: 'text' },
  template: { key: 'template', label: 'Template', type: 'text' },
  offer: { key: 'offer', label: 'Offer', type: 'text', link: linkTo.offer('offer_id'), filter: {} },
  reward: { key: 'reward', label: 'Reward', type: 'text' },
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
  // Staff (section 5): the admin who did the work; support screens call the same person an agent.
  admin: { key: 'admin', label: 'Admin', type: 'text', filter: {} },
  agent: { key: 'agent', label: 'Agent', type: 'text', filter: {} },
  clickTicketReason: {
    key: 'reason',
    label: 'Reason',
    type: 'text',
    filter: {
      valueType: 'text',
      options: [
        { value: 'missing_credit', label: 'Missing credit' },
        { value: 'unfair_screen_out', label: 'Unfair screen out' },
        { value: 'wrong_reward', label: 'Wrong reward' },
        { value: 'survey_broken', label: 'Survey broken' },
        { value: 'other', label: 'Other' },
      ],
    },
  },
  // A conversation of type 0 is a chat, any other a ticket (specification 03).
  channel: {
    key: 'channel',
    label: 'Chat or Ticket',
    type: 'text',
    filter: {
      valueType: 'text',
      options: [
        { value: 'chat', label: 'Chat' },
        { value: 'ticket', label: 'Ticket' },
      ],
    },
  },
  hour: { key: 'hour', label: 'Hour of Day (UTC)', type: 'number' },
  ip: { key: 'ip', label: 'IP', type: 'text' },
  subnet: { key: 'subnet', label: 'Subnet (/24)', type: 'text' },
  user: { key: 'user', label: 'User', type: 'id', link: linkTo.user('user_id') },
  // Open-end answers typed by many users: the same text (identical) or the same letters and digits (similar).
  identicalAnswer: { key: 'identical', label: 'Answer (identical)', type: 'text' },
  similarAnswer: { key: 'similar', label: 'Answer (similar)', type: 'text' },
  declaredCountry: { key: 'declared_country', label: 'Declared Country', type: 'text', filter: { valueType: 'country' } },
  ipCountry: { key: 'ip_country', label: 'IP Country', type: 'text', filter: { valueType: 'country' } },
  geoMatch: {
    key: 'geo_match',
    label: 'Declared vs IP',
    type: 'text',
    filter: {
      valueType: 'text',
      options: [
        { value: 'mismatch', label: 'Mismatches only' },
        { value: 'match', label: 'Matches only' },
      ],
    },
  },
} as const satisfies Record<string, ReportDimension>;
