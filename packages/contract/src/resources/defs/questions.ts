import { defineResource, enumOptions, linkTo, yesNoOptions } from '../define.ts';
import { OPTION_SEARCHES } from '../option-search.ts';

export const questionsResource = defineResource({
  name: 'questions',
  url: '/api/questions',
  routeName: 'questions',
  title: 'Questions',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true, link: linkTo.question('id') },
    { key: 'text', label: 'Question', type: 'text', sortable: true, link: linkTo.question('id') },
    { key: 'question_type', label: 'Type', type: 'status', sortable: true, enum: 'questionType' },
    { key: 'category', label: 'Category', type: 'text', sortable: true },
    { key: 'language_code', label: 'Language', type: 'text' },
    { key: 'is_active', label: 'Active', type: 'boolean' },
    { key: 'qualifications_count', label: 'Qualifications', type: 'number' },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'Question IDs', kind: 'list' },
    { key: 'text', label: 'Question', kind: 'text' },
    { key: 'question_type', label: 'Type', kind: 'multiSelect', optionsFrom: enumOptions('questionType') },
    { key: 'category', label: 'Category', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
    { key: 'is_active', label: 'Active', kind: 'select', optionsFrom: yesNoOptions },
  ],
  search: 'Question id or text',
  detail: { routeName: 'question_details', entity: 'Question' },
});

export const qualificationsResource = defineResource({
  name: 'qualifications',
  url: '/api/qualifications',
  routeName: 'qualifications',
  title: 'Qualifications',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'survey_id', label: 'Survey ID', type: 'id', sortable: true, link: linkTo.survey() },
    { key: 'survey_name', label: 'Survey', type: 'text', link: linkTo.survey() },
    { key: 'question_id', label: 'Question ID', type: 'id', sortable: true, link: linkTo.question() },
    { key: 'question_text', label: 'Question', type: 'text', link: linkTo.question() },
    { key: 'precodes', label: 'Precodes', type: 'json' },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'IDs', kind: 'list' },
    { key: 'surveyId', label: 'Surveys', kind: 'multiSelect', searchUrl: OPTION_SEARCHES.surveys.url },
    { key: 'question_id', label: 'Question', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'created_at', label: 'Created', kind: 'dateRange' },
  ],
  statistics: [{ key: 'most_precodes', label: 'Most precodes', type: 'number' }],
  // An export spreads the precodes over 'Precode 1' ... columns, as many as the longest list.
  dynamicFields: { key: 'precodes', label: 'Precode', max: 50, countStatistic: 'most_precodes' },
  importable: {
    mode: 'insert',
    columns: [
      { key: 'survey_id', type: 'integer', required: true, references: 'survey' },
      { key: 'question_id', type: 'integer', required: true, references: 'question' },
      { key: 'precodes', type: 'list', required: true, maxLength: 50 },
    ],
  },
});
