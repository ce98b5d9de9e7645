import {
  ageQuestionsResource,
  QUESTION_MAPPING_CALLS as CALLS,
  questionMappingsResource,
  type MappingAnswer,
  type MappingView,
} from '@bo/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api/call.ts';
import { toast } from '../../lib/toast.ts';
import { listKeys } from '../table/api/list-query.ts';
import type { ListRow } from '../table/api/list-rows.ts';

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

/** The mapping pages' query keys; a mapping's copy draft sits under its `details(id)`, so one invalidation reloads both. */
export const mappingKeys = {
  all: ['question-mapping'] as const,
  details: (id: string) => [...mappingKeys.all, id] as const,
  copyDraft: (id: string, country: string) => [...mappingKeys.details(id), 'copy', country] as const,
  /** The add page's lists unfiltered: the countries that have supplier questions. */
  countries: () => [...mappingKeys.all, 'countries'] as const,
  addOptions: (supplierId: string | null, country: string | null) => [...mappingKeys.all, 'add-options', supplierId, country] as const,
  draft: (qualificationQuestionId: string | null, questionId: string | null, secondQuestionId: string | null) =>
    [...mappingKeys.all, 'draft', qualificationQuestionId, questionId, secondQuestionId] as const,
  list: () => listKeys.all(questionMappingsResource),
};

/** The mapping pages' reads as query options (key and fetcher together): components call `useQuery(mappingQueries.x())`. */
export const mappingQueries = {
  details: (id: string) => queryOptions({ queryKey: mappingKeys.details(id), queryFn: () => mappingApi.details(id) }),
  copyDraft: (id: string, country: string) =>
    queryOptions({ queryKey: mappingKeys.copyDraft(id, country), queryFn: () => mappingApi.copyDraft(id, country) }),
  countries: (enabled: boolean) =>
    queryOptions({ queryKey: mappingKeys.countries(), queryFn: () => mappingApi.addOptions(null, null), enabled }),
  addOptions: (supplierId: string | null, country: string | null) =>
    queryOptions({ queryKey: mappingKeys.addOptions(supplierId, country), queryFn: () => mappingApi.addOptions(supplierId, country) }),
  /** The pre-matched answer grid, asked for once both questions are chosen. */
  draft: (qualificationQuestionId: string | null, questionId: string | null, secondQuestionId: string | null) =>
    queryOptions({
      queryKey: mappingKeys.draft(qualificationQuestionId, questionId, secondQuestionId),
      queryFn: () => mappingApi.draft(qualificationQuestionId!, questionId!, secondQuestionId),
      enabled: Boolean(qualificationQuestionId && questionId),
    }),
};

type StoreBody = Parameters<typeof mappingApi.store>[0];
type Saved = Awaited<ReturnType<typeof mappingApi.store>>;

/** Reloads the mappings table, and the mapping's own page when given. */
function useMappingReload() {
  const queryClient = useQueryClient();
  return async (id?: string) => {
    await queryClient.invalidateQueries({ queryKey: mappingKeys.list() });
    if (id !== undefined) await queryClient.invalidateQueries({ queryKey: mappingKeys.details(id) });
  };
}

/** Stores a new mapping; the table reloads, then `onStored` (the new mapping's page). Errors stay with the form. */
export function useStoreMapping(onStored: (answer: Saved) => void) {
  const reload = useMappingReload();
  return useMutation({
    mutationFn: (body: StoreBody) => mappingApi.store(body),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await reload();
      onStored(answer);
    },
  });
}

/** Copies a mapping to a country with the confirmed answers; the table reloads, then `onCopied` (the copy's page). */
export function useCopyMapping(id: string, country: string, onCopied: (answer: Saved) => void) {
  const reload = useMappingReload();
  return useMutation({
    mutationFn: (answers: MappingAnswer[]) => mappingApi.copy(id, country, answers),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await reload();
      onCopied(answer);
    },
    onError: (error) => toast.error(error),
  });
}

/** Saves a mapping's answers: `onSaved` first (the grid leaves edit mode), then the table and the mapping reload. */
export function useEditMapping(id: string, onSaved: () => void) {
  const reload = useMappingReload();
  return useMutation({
    mutationFn: (answers: MappingAnswer[]) => mappingApi.edit(id, answers),
    onSuccess: async (answer) => {
      onSaved();
      toast.success(answer.message);
      await reload(id);
    },
    onError: (error) => toast.error(error),
  });
}

/** Deletes a mapping; `beforeReload` and `afterReload` run either side of the table's reload (close a modal, leave a page). */
export function useRemoveMapping({ beforeReload, afterReload }: { beforeReload?: () => void; afterReload?: () => void }) {
  const reload = useMappingReload();
  return useMutation({
    mutationFn: (id: string | number) => mappingApi.remove(id),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      beforeReload?.();
      await reload();
      afterReload?.();
    },
    onError: (error) => toast.error(error),
  });
}

/** Marks a supplier question as answered from the birthday, or unmarks it; the age questions table reloads. */
export function useMarkAgeQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: ListRow) => mappingApi.markAge(Number(row.id), !row.is_age_question),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: listKeys.all(ageQuestionsResource) });
    },
    onError: (error) => toast.error(error),
  });
}

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
