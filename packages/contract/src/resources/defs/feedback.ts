import { z } from 'zod';
import type { ApiCall } from '../../api/types.ts';
import { ZNoBody } from '../../schemas/no-body.ts';
import { defineResource, linkTo } from '../define.ts';
import { createdFilter, lastDaysWindow, LOG_COLUMN, textSelect, userIdsFilter } from './log-filters.ts';

export const FEEDBACK_STATUSES = { new: 'New', handled: 'Handled' } as const;
export const FEEDBACK_CATEGORIES = { surveys: 'Surveys', rewards: 'Rewards', app: 'App', support: 'Support', other: 'Other' } as const;

/** /feedback: what users tell us in the apps (specification 04, section 5). Page holders: mark handled. */
export const feedbackResource = defineResource({
  name: 'feedback',
  defaultFilters: { status: 'new', ...lastDaysWindow() },
  url: '/api/feedback',
  routeName: 'feedback',
  title: 'Feedback',
  columns: [
    LOG_COLUMN.id,
    LOG_COLUMN.user,
    { key: 'app_id', label: 'App', type: 'id', link: linkTo.app() },
    { key: 'rating', label: 'Rating', type: 'number', sortable: true },
    { key: 'category', label: 'Category', type: 'text' },
    { key: 'message', label: 'Message', type: 'text' },
    { key: 'survey_id', label: 'Survey ID', type: 'id', link: linkTo.survey() },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'handled_by', label: 'Handled By', type: 'text' },
    LOG_COLUMN.time,
  ],
  filters: [
    textSelect('status', 'Status', FEEDBACK_STATUSES),
    { key: 'app_id', label: 'App', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'rating', label: 'Rating', kind: 'select', optionsFrom: [1, 2, 3, 4, 5].map((r) => ({ value: r, label: String(r) })) },
    textSelect('category', 'Category', FEEDBACK_CATEGORIES),
    userIdsFilter,
    createdFilter(),
  ],
});

export const ZFeedbackParams = z.object({
  id: z.coerce.number({ error: 'id must be a number.' }).int().positive({ error: 'id must be a positive whole number.' }),
});
export const ZFeedbackAnswer = z.object({ data: z.record(z.string(), z.unknown()), message: z.string() });

/** Page holders' action: the page's own permission (rule 7). */
export const FEEDBACK_CALLS = {
  markHandled: {
    name: 'feedback.markHandled',
    method: 'POST',
    path: '/api/feedback/:id/handled',
    upstream: 'admin',
    permission: 'feedback',
    summary: 'Marks a feedback handled, once',
    params: ZFeedbackParams,
    body: ZNoBody,
    answer: ZFeedbackAnswer,
  },
} as const satisfies Record<string, ApiCall>;

export const feedbackCalls: readonly ApiCall[] = Object.values(FEEDBACK_CALLS);

export const FEEDBACK_MESSAGES = {
  handled: (id: number) => `Feedback ${id} has been marked handled`,
  alreadyHandled: (id: number) => `Feedback ${id} is already handled`,
  notFound: (id: number) => `Feedback ${id} not found`,
} as const;
