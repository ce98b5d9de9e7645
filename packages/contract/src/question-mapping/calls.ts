import { z } from 'zod';
import type { ApiCall, CallExtra, CallPermission, HttpMethod } from '../api/types.ts';
import { SUB_PERMISSION } from '../permissions/names.ts';

export const QUESTION_MAPPING_MESSAGES = {
  notFound: (id: number | string) => `Question mapping ${id} not found`,
  supplierQuestionNotFound: 'Supplier question not found.',
  questionNotFound: 'Question not found.',
  alreadyMapped: 'This supplier question is already mapped.',
  sameQuestion: 'The second question must differ from the first.',
  notChoice: 'Only choice questions (single or multiple choice) can be mapped answer by answer.',
  answerNotOfSupplierQuestion: (id: number) => `Answer ${id} is not an answer of this supplier question.`,
  answerNotOfQuestion: (id: number) => `Answer ${id} is not an answer of our question.`,
  secondAnswerRequired: 'A combined mapping needs an answer of each question for every supplier answer.',
  secondAnswerNotAllowed: 'A one-to-one mapping takes one answer per supplier answer.',
  duplicateAnswer: (id: number) => `Supplier answer ${id} is mapped twice.`,
  noTargetQuestion: (supplier: string, country: string) => `${supplier} has no such question in ${country}.`,
  sameCountry: 'Copy to another country than the mapping’s own.',
  unknownCountry: (code: string) => `Unknown country ${code}.`,
  stored: (id: number) => `Question mapping ${id} has been saved`,
  removed: (id: number) => `Question mapping ${id} has been removed`,
  copied: (id: number, country: string) => `Question mapping copied to ${country} as ${id}`,
  ageMarked: (id: number, marked: boolean) =>
    marked ? `Question ${id} is now an age question` : `Question ${id} is no longer an age question`,
} as const;

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} is required.` })
    .int({ error: `${label} must be a whole number.` })
    .positive({ error: `${label} is required.` });

export const ZMappingAnswer = z.object({
  qualification_answer_id: id('Supplier answer'),
  answer_id: id('Our answer'),
  second_answer_id: id('Second answer').nullish(),
});
export type MappingAnswer = z.infer<typeof ZMappingAnswer>;

const ZMappingAnswers = z
  .array(ZMappingAnswer, { error: 'Answers must be a list.' })
  .max(500)
  .superRefine((answers, ctx) => {
    const seen = new Set<number>();
    for (const a of answers) {
      if (seen.has(a.qualification_answer_id))
        ctx.addIssue({ code: 'custom', message: QUESTION_MAPPING_MESSAGES.duplicateAnswer(a.qualification_answer_id) });
      seen.add(a.qualification_answer_id);
    }
  });

/** store-mapping (and map-combined-question-and-answers when second_question_id is given). */
export const ZStoreMapping = z.object({
  qualification_question_id: id('Supplier question'),
  question_id: id('Our question'),
  second_question_id: id('Second question').nullish(),
  answers: ZMappingAnswers,
});
export type StoreMapping = z.infer<typeof ZStoreMapping>;

/** edit-mapping and the copy: the answer grid. */
export const ZMappingAnswersBody = z.object({ answers: ZMappingAnswers });
export const ZMarkAgeQuestion = z.object({ is_age_question: z.boolean({ error: 'Age question must be true or false.' }) });
export const ZDraftQuery = z.object({
  qualification_question_id: id('Supplier question'),
  question_id: id('Our question'),
  second_question_id: id('Second question').optional(),
});

/** One supplier answer of a mapping, as the details, add and copy pages show it. */
export const ZMappingAnswerRow = z.object({
  qualification_answer_id: z.number(),
  precode: z.string(),
  text: z.string(),
  answer_id: z.number().nullable(),
  answer_text: z.string().nullable(),
  second_answer_id: z.number().nullable(),
  second_answer_text: z.string().nullable(),
  users_in_country: z.number().nullable(),
  live_surveys: z.number().nullable(),
});
export type MappingAnswerRow = z.infer<typeof ZMappingAnswerRow>;

export const ZSupplierQuestion = z.object({
  id: z.number(),
  supplier_id: z.number(),
  supplier_name: z.string(),
  supplier_question_id: z.string(),
  country_code: z.string(),
  text: z.string(),
  question_type: z.number(),
});
export const ZOurQuestion = z.object({
  id: z.number(),
  text: z.string(),
  question_type: z.number(),
  answers: z.array(z.object({ id: z.number(), precode: z.string(), text: z.string() })),
});
export type OurQuestion = z.infer<typeof ZOurQuestion>;

/** A mapping (or the draft of one) with its answer grid. */
export const ZMappingView = z.object({
  id: z.number().nullable(),
  kind: z.enum(['one_to_one', 'combined']),
  supplier_question: ZSupplierQuestion,
  question: ZOurQuestion,
  second_question: ZOurQuestion.nullable(),
  answers: z.array(ZMappingAnswerRow),
});
export type MappingView = z.infer<typeof ZMappingView>;
export const ZMappingViewAnswer = z.object({ data: ZMappingView });
/** The copy page: the source mapping beside the target country's pre-matched draft. */
export const ZCopyDraftAnswer = z.object({ data: z.object({ source: ZMappingView, target: ZMappingView }) });
export const ZWriteAnswer = z.object({ data: z.record(z.string(), z.unknown()).nullable(), message: z.string() });

/** The add page's pickers: suppliers and countries with supplier questions, the unmapped questions of a pick, our choice questions. */
export const ZAddOptionsQuery = z.object({
  supplier_id: z.coerce.number().int().positive().optional(),
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});
const ZOption = z.object({ value: z.string(), label: z.string() });
export const ZAddOptionsAnswer = z.object({
  data: z.object({
    suppliers: z.array(ZOption),
    countries: z.array(ZOption),
    supplier_questions: z.array(ZOption),
    questions: z.array(ZOption),
  }),
});
export type AddOptions = z.infer<typeof ZAddOptionsAnswer>['data'];

const ZMappingIdParams = z.object({ id: z.coerce.number().int().positive() });
const ZCopyParams = ZMappingIdParams.extend({
  targetCountryCode: z.string().regex(/^[A-Za-z]{2}$/, { error: 'Country must be a 2-letter code.' }),
});

const PAGE = 'questions_mapping';
const mappingCall = <const E extends CallExtra>(name: string, method: HttpMethod, path: string, permission: CallPermission, extra: E) => ({
  name,
  method,
  path,
  upstream: 'admin' as const,
  permission,
  ...extra,
});

/**
 * The mapping writes of specification 03, section 7 (qualification_questions: store-mapping,
 * edit-mapping, remove-mapping, map-combined-question-and-answers, mark-as-age-question) and the
 * reads the add, details and copy pages need.
 */
export const QUESTION_MAPPING_CALLS = {
  details: mappingCall('questionMappings.details', 'GET', '/api/question-mappings/:id/details', 'question_mapping_details', {
    summary: 'A question mapping with its answer grid',
    params: ZMappingIdParams,
    answer: ZMappingViewAnswer,
  }),
  draft: mappingCall('questionMappings.draft', 'GET', '/api/question-mappings/draft', SUB_PERMISSION.questionMappingAdd, {
    summary: "The draft of a new mapping: the supplier question's answers pre-matched to ours",
    query: ZDraftQuery,
    answer: ZMappingViewAnswer,
  }),
  // The copy's country picker reads the same lists.
  addOptions: mappingCall(
    'questionMappings.addOptions',
    'GET',
    '/api/question-mappings/add-options',
    [SUB_PERMISSION.questionMappingAdd, SUB_PERMISSION.questionMappingCopy],
    {
      summary: "The add page's pickers: suppliers, countries, unmapped supplier questions, our choice questions",
      query: ZAddOptionsQuery,
      answer: ZAddOptionsAnswer,
    },
  ),
  store: mappingCall(
    'qualificationQuestions.storeMapping',
    'POST',
    '/api/qualification-questions/store-mapping',
    SUB_PERMISSION.questionMappingAdd,
    { summary: 'Maps a supplier question to ours (or to two of ours, combined)', body: ZStoreMapping, answer: ZWriteAnswer, status: 201 },
  ),
  edit: mappingCall('qualificationQuestions.editMapping', 'PUT', '/api/question-mappings/:id', PAGE, {
    summary: "Edits a mapping's answer grid",
    params: ZMappingIdParams,
    body: ZMappingAnswersBody,
    answer: ZWriteAnswer,
  }),
  remove: mappingCall('qualificationQuestions.removeMapping', 'DELETE', '/api/question-mappings/:id', PAGE, {
    summary: 'Removes a question mapping',
    params: ZMappingIdParams,
    answer: ZWriteAnswer,
  }),
  copyDraft: mappingCall(
    'questionMappings.copyDraft',
    'GET',
    '/api/question-mappings/:id/copy/:targetCountryCode',
    SUB_PERMISSION.questionMappingCopy,
    { summary: "A mapping beside its copy's pre-matched draft in another country", params: ZCopyParams, answer: ZCopyDraftAnswer },
  ),
  copy: mappingCall(
    'questionMappings.copy',
    'POST',
    '/api/question-mappings/:id/copy/:targetCountryCode',
    SUB_PERMISSION.questionMappingCopy,
    {
      summary: 'Copies a mapping to the same supplier question in another country',
      params: ZCopyParams,
      body: ZMappingAnswersBody,
      answer: ZWriteAnswer,
      status: 201,
    },
  ),
  markAge: mappingCall(
    'qualificationQuestions.markAsAgeQuestion',
    'POST',
    '/api/qualification-questions/:id/mark-as-age-question',
    'age_questions',
    {
      summary: 'Marks a supplier question an age question, or unmarks it',
      params: ZMappingIdParams,
      body: ZMarkAgeQuestion,
      answer: ZWriteAnswer,
    },
  ),
} as const satisfies Record<string, ApiCall>;

export const questionMappingCalls: readonly ApiCall[] = Object.values(QUESTION_MAPPING_CALLS);
