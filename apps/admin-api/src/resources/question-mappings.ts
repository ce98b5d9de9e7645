import { ageQuestionsResource, questionMappingsResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { booleanFilter, OPTIONS_SQL } from './options.ts';

/** Supplier answers of a mapping and how many of them are mapped. */
const ANSWER_COUNTS = `(SELECT count(*)::int FROM admin.qualification_answers qa WHERE qa.qualification_question_id = qq.id)`;
const MAPPED_COUNTS = `(SELECT count(*)::int FROM admin.question_mapping_answers ma WHERE ma.mapping_id = m.id)`;

/**
 * Live surveys using a mapping: the supplier's live surveys in the country that qualify on our
 * question (qualifications are kept in our questions' terms).
 */
export const LIVE_SURVEYS_OF_MAPPING = `(SELECT count(*)::int FROM admin.surveys s
  WHERE s.supplier_id = qq.supplier_id AND s.country_code = qq.country_code AND s.status = 1
    AND EXISTS (SELECT 1 FROM admin.qualifications ql WHERE ql.survey_id = s.id AND ql.question_id = m.question_id))`;

/** /questions-mapping (migration 055). */
export const questionMappings: ServerResource = {
  def: questionMappingsResource,
  from: `admin.question_mappings m
    JOIN admin.qualification_questions qq ON qq.id = m.qualification_question_id
    JOIN admin.suppliers sp ON sp.id = qq.supplier_id
    JOIN admin.questions q ON q.id = m.question_id`,
  idExpr: 'm.id',
  idType: 'integer',
  columns: {
    id: 'm.id',
    question_id: 'm.question_id',
    question_text: `q.text || coalesce(' + ' || (SELECT q2.text FROM admin.questions q2 WHERE q2.id = m.second_question_id), '')`,
    supplier_id: 'qq.supplier_id',
    supplier_name: 'sp.name',
    supplier_question_id: 'qq.supplier_question_id',
    supplier_question_text: 'qq.text',
    country_code: 'qq.country_code',
    kind: 'm.kind',
    answers_mapped: MAPPED_COUNTS,
    answers_total: ANSWER_COUNTS,
    live_surveys: LIVE_SURVEYS_OF_MAPPING,
    updated_at: 'm.updated_at',
  },
  filters: {
    supplier_id: 'qq.supplier_id',
    country_code: { expr: 'qq.country_code', cast: 'bpchar' },
    unmapped: { where: (p) => `(${MAPPED_COUNTS} < ${ANSWER_COUNTS}) = (${p} = 1)` },
  },
  options: {
    supplier_id: `SELECT DISTINCT sp.id AS value, sp.name || ' (' || sp.id || ')' AS label
      FROM admin.qualification_questions qq JOIN admin.suppliers sp ON sp.id = qq.supplier_id ORDER BY 2`,
    country_code: `SELECT DISTINCT c.code AS value, c.name AS label
      FROM admin.qualification_questions qq JOIN core.countries c ON c.code = qq.country_code ORDER BY 2`,
  },
  search: ({ pattern, id }) => `m.id = ${id} OR q.text ILIKE ${pattern} OR qq.text ILIKE ${pattern}`,
};

/** /age-questions: the supplier questions answered with a number (types 3 and 7). */
export const ageQuestions: ServerResource = {
  def: ageQuestionsResource,
  // Only questions answered with a number can be answered from the birthday.
  from: `(SELECT * FROM admin.qualification_questions WHERE question_type IN (3, 7)) qq
    JOIN admin.suppliers sp ON sp.id = qq.supplier_id
    LEFT JOIN core.admins ad ON ad.id = qq.age_marked_by`,
  idExpr: 'qq.id',
  idType: 'integer',
  columns: {
    id: 'qq.id',
    supplier_id: 'qq.supplier_id',
    supplier_name: 'sp.name',
    supplier_question_id: 'qq.supplier_question_id',
    country_code: 'qq.country_code',
    language_code: 'qq.language_code',
    text: 'qq.text',
    question_type: 'qq.question_type',
    is_age_question: 'qq.is_age_question',
    marked_by: 'ad.name',
    age_marked_at: 'qq.age_marked_at',
  },
  filters: {
    supplier_id: 'qq.supplier_id',
    country_code: { expr: 'qq.country_code', cast: 'bpchar' },
    is_age_question: booleanFilter('qq.is_age_question'),
  },
  options: { supplier_id: OPTIONS_SQL.suppliers, country_code: OPTIONS_SQL.countries },
  search: ({ pattern, id }) => `qq.id = ${id} OR qq.text ILIKE ${pattern}`,
};
