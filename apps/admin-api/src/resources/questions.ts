import { qualificationsResource, questionsResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { booleanFilter, OPTIONS_SQL } from './options.ts';

export const questions: ServerResource = {
  def: questionsResource,
  from: 'admin.questions q',
  idExpr: 'q.id',
  idType: 'integer',
  columns: {
    id: 'q.id',
    text: 'q.text',
    question_type: 'q.question_type',
    category: 'q.category',
    language_code: 'q.language_code',
    is_active: 'q.is_active',
    qualifications_count: '(SELECT count(*)::int FROM admin.qualifications ql WHERE ql.question_id = q.id)',
    created_at: 'q.created_at',
  },
  filters: { is_active: booleanFilter('q.is_active') },
  options: { category: `SELECT DISTINCT category AS value, category AS label FROM admin.questions WHERE category IS NOT NULL ORDER BY 1` },
  search: ({ pattern, id }) => `q.id = ${id} OR q.text ILIKE ${pattern}`,
};

export const qualifications: ServerResource = {
  def: qualificationsResource,
  from: `admin.qualifications ql
    JOIN admin.surveys s ON s.id = ql.survey_id
    JOIN admin.questions q ON q.id = ql.question_id`,
  idExpr: 'ql.id',
  idType: 'integer',
  columns: {
    id: 'ql.id',
    survey_id: 'ql.survey_id',
    survey_name: 's.name',
    question_id: 'ql.question_id',
    question_text: 'q.text',
    precodes: 'ql.precodes',
    created_at: 'ql.created_at',
  },
  filters: { surveyId: 'ql.survey_id' },
  options: { question_id: OPTIONS_SQL.questions },
  // How many 'Precode N' columns an export needs (the dynamicFields of the definition).
  statistics: { most_precodes: 'coalesce(max(cardinality(ql.precodes)), 0)' },
  import: { table: 'admin.qualifications', types: { survey_id: 'integer', question_id: 'integer', precodes: 'text[]' } },
};
