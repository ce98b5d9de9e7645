import { defineResource, enumOptions, linkTo, yesNoOptions } from '../resources/define.ts';
import { textOptions } from '../resources/defs/log-filters.ts';
import type { ColumnLink, ResourceColumn, ResourceFilter } from '../resources/types.ts';

/** How a supplier question is mapped (specification 04, section 10). */
export const MAPPING_KINDS = { one_to_one: 'One-to-one', combined: 'Combined' } as const;
export type MappingKind = keyof typeof MAPPING_KINDS;

export const linkToMapping = (valueKey = 'id'): ColumnLink => ({
  routeName: 'question_mapping_details',
  paramName: 'questionMappingId',
  valueKey,
});

const supplierColumns: readonly ResourceColumn[] = [
  { key: 'supplier_id', label: 'Supplier ID', type: 'id', sortable: true, link: linkTo.supplier() },
  { key: 'supplier_name', label: 'Supplier', type: 'text', link: linkTo.supplier() },
];
const supplierCountryFilters: readonly ResourceFilter[] = [
  { key: 'supplier_id', label: 'Supplier', kind: 'multiSelect', optionsFrom: 'filterData' },
  { key: 'country_code', label: 'Country', kind: 'multiSelect', valueType: 'country', optionsFrom: 'filterData' },
];

/** /questions-mapping: supplier targeting read from our profiling, one row per mapping. */
export const questionMappingsResource = defineResource({
  name: 'question_mappings',
  url: '/api/question-mappings',
  routeName: 'questions_mapping',
  title: 'Questions Mapping',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true, link: linkToMapping() },
    { key: 'question_id', label: 'Our Question ID', type: 'id', sortable: true, link: linkTo.question() },
    { key: 'question_text', label: 'Our Question', type: 'text', link: linkTo.question() },
    ...supplierColumns,
    { key: 'supplier_question_id', label: 'Supplier Question ID', type: 'text' },
    { key: 'supplier_question_text', label: 'Supplier Question', type: 'text' },
    { key: 'country_code', label: 'Country', type: 'text', sortable: true },
    { key: 'kind', label: 'Kind', type: 'text' },
    { key: 'answers_mapped', label: 'Answers Mapped', type: 'number' },
    { key: 'answers_total', label: 'Answers Total', type: 'number' },
    { key: 'live_surveys', label: 'Live Surveys', type: 'number' },
    { key: 'updated_at', label: 'Updated', type: 'datetime', sortable: true },
  ],
  filters: [
    ...supplierCountryFilters,
    { key: 'unmapped', label: 'Unmapped answers only', kind: 'select', optionsFrom: yesNoOptions },
    { key: 'kind', label: 'Kind', kind: 'select', valueType: 'text', optionsFrom: textOptions(MAPPING_KINDS) },
  ],
  search: 'Mapping id or question text',
});

/** /age-questions: supplier questions (integer and range) answered from the birthday when marked. */
export const ageQuestionsResource = defineResource({
  name: 'age_questions',
  url: '/api/age-questions',
  routeName: 'age_questions',
  title: 'Age Questions',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    ...supplierColumns,
    { key: 'supplier_question_id', label: 'Supplier Question ID', type: 'text' },
    { key: 'country_code', label: 'Country', type: 'text', sortable: true },
    { key: 'language_code', label: 'Language', type: 'text' },
    { key: 'text', label: 'Question', type: 'text' },
    { key: 'question_type', label: 'Type', type: 'status', enum: 'questionType' },
    { key: 'is_age_question', label: 'Age Question', type: 'boolean' },
    { key: 'marked_by', label: 'Marked By', type: 'text' },
    { key: 'age_marked_at', label: 'Marked', type: 'datetime', sortable: true },
  ],
  filters: [
    ...supplierCountryFilters,
    { key: 'is_age_question', label: 'Age Question', kind: 'select', optionsFrom: yesNoOptions },
    {
      key: 'question_type',
      label: 'Type',
      kind: 'select',
      optionsFrom: enumOptions('questionType').filter((o) => [3, 7].includes(Number(o.value))),
    },
  ],
  search: 'Question id or text',
});
