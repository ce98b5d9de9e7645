import { contractEnums, type ContractEnumName } from '../enums/index.ts';
import { LIST_DEFAULTS } from './constants.ts';
import type { ColumnLink, FilterOption, ResourceDef, ResourceDynamicFields } from './types.ts';

type ResourceInput = Omit<ResourceDef, 'defaultSort' | 'pageSize' | 'simplePaginate' | 'exportable'> &
  Partial<Pick<ResourceDef, 'defaultSort' | 'pageSize' | 'simplePaginate' | 'exportable'>>;

/** A resource with the specification's defaults: 50 rows a page, id descending, exportable. */
export function defineResource(input: ResourceInput): ResourceDef {
  return {
    defaultSort: { ...LIST_DEFAULTS.sort },
    pageSize: LIST_DEFAULTS.pageSize,
    simplePaginate: false,
    exportable: true,
    ...input,
  };
}

/** The options of a contract enum, for a select filter. */
export const enumOptions = (name: ContractEnumName): readonly FilterOption[] =>
  contractEnums[name].options.map((o) => ({ value: o.value, label: o.label }));

/** Entity-label links of specification 01, 2.8 (and the detail pages of the route table). */
export const linkTo = {
  user: (valueKey = 'user_id'): ColumnLink => ({ routeName: 'user_details', paramName: 'userId', valueKey }),
  survey: (valueKey = 'survey_id'): ColumnLink => ({ routeName: 'survey_details', paramName: 'surveyId', valueKey }),
  supplier: (valueKey = 'supplier_id'): ColumnLink => ({ routeName: 'supplier_details', paramName: 'supplierId', valueKey }),
  supplierBuyer: (valueKey = 'supplier_buyer_id'): ColumnLink => ({
    routeName: 'supplier_buyer_details',
    paramName: 'supplierBuyerId',
    valueKey,
  }),
  app: (valueKey = 'app_id'): ColumnLink => ({ routeName: 'app_details', paramName: 'appId', valueKey }),
  offer: (valueKey = 'offer_id'): ColumnLink => ({ routeName: 'offer_details', paramName: 'offerId', valueKey }),
  question: (valueKey = 'question_id'): ColumnLink => ({ routeName: 'question_details', paramName: 'questionId', valueKey }),
  publisher: (valueKey = 'publisher_id'): ColumnLink => ({ routeName: 'publisher_details', paramName: 'publisherId', valueKey }),
  click: (valueKey = 'id'): ColumnLink => ({ routeName: 'clicks', paramName: 'clickId', valueKey }),
};

/** Active/inactive style flags of the marketplace tables (1 / 0). */
export const activeOptions: readonly FilterOption[] = [
  { value: 1, label: 'Active' },
  { value: 0, label: 'Inactive' },
];
export const yesNoOptions: readonly FilterOption[] = [
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
];

/** The numbered columns of a dynamicFieldCount: `precodes_1` / 'Precode 1' ... (specification 01, 7). */
export const dynamicColumns = (fields: ResourceDynamicFields, count: number): { key: string; label: string; index: number }[] =>
  Array.from({ length: count }, (_, i) => ({ key: `${fields.key}_${i + 1}`, label: `${fields.label} ${i + 1}`, index: i + 1 }));
