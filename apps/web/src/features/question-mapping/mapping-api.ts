import {
  QUESTION_MAPPING_CALLS as CALLS,
  questionMappingsResource,
  type AddOptions,
  type MappingAnswer,
  type MappingView,
} from '@bo/contract';
import { api } from '../../lib/api/client.ts';
import { listKeys } from '../table/api/list-query.ts';

const fill = (path: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce((p, [k, v]) => p.replace(`:${k}`, encodeURIComponent(String(v))), path);

export interface WriteAnswer {
  data: Record<string, unknown> | null;
  message: string;
}

/** Fetchers of the mapping pages (questions mapping, specification 04 section 10). */
export const mappingApi = {
  details: (id: string) => api.get<{ data: MappingView }>(fill(CALLS.details.path, { id })),
  addOptions: (supplierId: string | null, country: string | null) =>
    api.get<{ data: AddOptions }>(CALLS.addOptions.path, { query: { supplier_id: supplierId, country_code: country } }),
  draft: (qualificationQuestionId: string, questionId: string, secondQuestionId: string | null) =>
    api.get<{ data: MappingView }>(CALLS.draft.path, {
      query: { qualification_question_id: qualificationQuestionId, question_id: questionId, second_question_id: secondQuestionId },
    }),
  store: (body: { qualification_question_id: number; question_id: number; second_question_id: number | null; answers: MappingAnswer[] }) =>
    api.post<WriteAnswer>(CALLS.store.path, body),
  edit: (id: string, answers: MappingAnswer[]) => api.put<WriteAnswer>(fill(CALLS.edit.path, { id }), { answers }),
  remove: (id: string | number) => api.delete<WriteAnswer>(fill(CALLS.remove.path, { id })),
  copyDraft: (id: string, country: string) =>
    api.get<{ data: { source: MappingView; target: MappingView } }>(fill(CALLS.copyDraft.path, { id, targetCountryCode: country })),
  copy: (id: string, country: string, answers: MappingAnswer[]) =>
    api.post<WriteAnswer>(fill(CALLS.copy.path, { id, targetCountryCode: country }), { answers }),
  markAge: (id: number, isAgeQuestion: boolean) =>
    api.post<WriteAnswer>(fill(CALLS.markAge.path, { id }), { is_age_question: isAgeQuestion }),
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
