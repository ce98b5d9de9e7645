import { QUESTION_MAPPING_CALLS as CALLS, questionMappingsResource, type MappingAnswer, type MappingView } from '@bo/contract';
import { callApi } from '../../lib/api/call.ts';
import { listKeys } from '../table/api/list-query.ts';

/** Fetchers of the mapping pages (questions mapping, specification 04 section 10). */
export const mappingApi = {
  details: (id: string) => callApi(CALLS.details, { params: { id } }),
  addOptions: (supplierId: string | null, country: string | null) =>
    callApi(CALLS.addOptions, { query: { supplier_id: supplierId, country_code: country } }),
  draft: (qualificationQuestionId: string, questionId: string, secondQuestionId: string | null) =>
    callApi(CALLS.draft, {
      query: { qualification_question_id: qualificationQuestionId, question_id: questionId, second_question_id: secondQuestionId },
    }),
  store: (body: { qualification_question_id: number; question_id: number; second_question_id: number | null; answers: MappingAnswer[] }) =>
    callApi(CALLS.store, { body }),
  edit: (id: string, answers: MappingAnswer[]) => callApi(CALLS.edit, { params: { id }, body: { answers } }),
  remove: (id: string | number) => callApi(CALLS.remove, { params: { id } }),
  copyDraft: (id: string, country: string) => callApi(CALLS.copyDraft, { params: { id, targetCountryCode: country } }),
  copy: (id: string, country: string, answers: MappingAnswer[]) =>
    callApi(CALLS.copy, { params: { id, targetCountryCode: country }, body: { answers } }),
  markAge: (id: number, isAgeQuestion: boolean) => callApi(CALLS.markAge, { params: { id }, body: { is_age_question: isAgeQuestion } }),
};

export const mappingKeys = {
  details: (id: string) => ['question-mapping', id] as const,
  list: () => listKeys.all(questionMappingsResource),
};

/** The grid's choices as the calls take them: rows without our answer are left out (unmapped). */
export function answersOf(choices: Readonly<Record<number, { answer: string | null; second: string | null }>>): MappingAnswer[] {
  return Object.entries(choices)
    .filter(([, c]) => c.answer)
    .map(([qa, c]) => ({
      qualification_answer_id: Number(qa),
      answer_id: Number(c.answer),
      second_answer_id: c.second ? Number(c.second) : null,
    }));
}

export const choicesOf = (view: MappingView) =>
  Object.fromEntries(
    view.answers.map((a) => [
      a.qualification_answer_id,
      {
        answer: a.answer_id === null ? null : String(a.answer_id),
        second: a.second_answer_id === null ? null : String(a.second_answer_id),
      },
    ]),
  );
