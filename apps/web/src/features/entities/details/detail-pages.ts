import {
  appsResource,
  clicksResource,
  offersResource,
  publishersResource,
  questionsResource,
  supplierBuyersResource,
  suppliersResource,
  surveysResource,
  type ResourceDef,
} from '@bo/contract';
import type { ListRow } from '../../table/api/list-rows.ts';
import type { EntityTarget } from '../labels/entity-target.ts';

/** A link from a detail page onward: another entity, or a list filtered by this one. */
export interface OnwardLink {
  label: string;
  target: EntityTarget;
}

export interface DetailPageDef {
  resource: ResourceDef;
  /** The route param holding the id. */
  param: string;
  onward: (id: string, row: ListRow) => OnwardLink[];
}

const list = (label: string, routeName: string, filterKey: string, value: unknown): OnwardLink => ({
  label,
  target: { routeName, query: { [`filter[${filterKey}]`]: String(value) } },
});
const entity = (label: string, routeName: string, param: string, value: unknown): OnwardLink[] =>
  value === null || value === undefined || value === '' ? [] : [{ label, target: { routeName, params: { [param]: String(value) } } }];

/** The detail pages by route name: which resource answers GET {url}/:id and where the page links onward. */
export const DETAIL_PAGES: Readonly<Record<string, DetailPageDef>> = {
  survey_details: {
    resource: surveysResource,
    param: 'surveyId',
    onward: (id, row) => [
      ...entity('Supplier', 'supplier_details', 'supplierId', row.supplier_id),
      ...entity('Buyer', 'supplier_buyer_details', 'supplierBuyerId', row.supplier_buyer_id),
      list('Clicks', 'clicks', 'surveyId', id),
      list('Completes', 'completes', 'surveyId', id),
      list('Qualifications', 'qualifications', 'surveyId', id),
    ],
  },
  supplier_details: {
    resource: suppliersResource,
    param: 'supplierId',
    onward: (id) => [
      list('Surveys', 'surveys', 'supplier_id', id),
      list('Supplier Buyers', 'supplier_buyers', 'supplier_id', id),
      list('Clicks', 'clicks', 'supplier_id', id),
      list('Completes', 'completes', 'supplier_id', id),
    ],
  },
  supplier_buyer_details: {
    resource: supplierBuyersResource,
    param: 'supplierBuyerId',
    onward: (id, row) => [
      ...entity('Supplier', 'supplier_details', 'supplierId', row.supplier_id),
      list('Surveys', 'surveys', 'supplier_buyer_id', id),
    ],
  },
  publisher_details: {
    resource: publishersResource,
    param: 'publisherId',
    onward: () => [{ label: 'All publishers', target: { routeName: 'publishers' } }],
  },
  app_details: {
    resource: appsResource,
    param: 'appId',
    onward: (id) => [
      list('Users', 'users', 'app_id', id),
      list('Payments', 'payments', 'app_id', id),
      list('Offer Clicks', 'offer_clicks', 'app_id', id),
    ],
  },
  offer_details: {
    resource: offersResource,
    param: 'offerId',
    onward: (id, row) => [
      list('Offer Clicks', 'offer_clicks', 'offerId', id),
      list('Offer Events', 'offer_events', 'offerId', id),
      list('Provider', 'offer_providers', 'id', row.provider_id),
    ],
  },
  question_details: {
    resource: questionsResource,
    param: 'questionId',
    onward: (id) => [list('Qualifications', 'qualifications', 'question_id', id)],
  },
  /** /clicks/:clickId: the clicks route with an id shows the click. */
  clicks: {
    resource: clicksResource,
    param: 'clickId',
    onward: (_id, row) => [
      ...entity('User', 'user_details', 'userId', row.user_id),
      ...entity('Survey', 'survey_details', 'surveyId', row.survey_id),
      ...entity('Supplier', 'supplier_details', 'supplierId', row.supplier_id),
      list("This user's clicks", 'clicks', 'userId', row.user_id),
      list("This survey's clicks", 'clicks', 'surveyId', row.survey_id),
    ],
  },
};
