import { z } from 'zod';
import type { ApiCall } from '../../api/types.ts';
import { ZNoBody } from '../../schemas/no-body.ts';
import { defineResource, enumOptions, linkTo } from '../define.ts';
import { createdFilter, lastDaysWindow, textSelect } from './log-filters.ts';

export const SURVEY_ATTACK_STATUSES = { open: 'Open', reviewed: 'Reviewed' } as const;

/**
 * /survey-attacks: surveys hit by fraud bursts, one row per survey and attack window, with what the
 * detector measured over the window's completes (specification 04, section 4). Page holders: mark reviewed.
 */
export const surveyAttacksResource = defineResource({
  name: 'survey_attacks',
  defaultFilters: lastDaysWindow('created_at', 7),
  url: '/api/survey-attacks',
  routeName: 'survey_attacks',
  title: 'Survey Attacks',
  defaultSort: { key: 'window_start', direction: 'desc' },
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'survey_id', label: 'Survey ID', type: 'id', link: linkTo.survey() },
    { key: 'supplier_name', label: 'Supplier', type: 'text' },
    { key: 'supplier_buyer_id', label: 'Buyer ID', type: 'id', link: linkTo.supplierBuyer() },
    { key: 'buyer_name', label: 'Buyer', type: 'text' },
    { key: 'window_start', label: 'Window Start', type: 'datetime', sortable: true },
    { key: 'window_end', label: 'Window End', type: 'datetime' },
    { key: 'completes', label: 'Completes', type: 'number', sortable: true },
    { key: 'flagged_percent', label: 'Flagged Users %', type: 'percent', sortable: true },
    { key: 'subnets', label: 'Subnets', type: 'number', sortable: true },
    { key: 'median_vs_loi', label: 'Median Time vs LOI', type: 'text' },
    { key: 'open_end_duplicates', label: 'Open-end Duplicates', type: 'number', sortable: true },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'reviewed_by', label: 'Reviewed By', type: 'text' },
    { key: 'user_ids', label: 'Users', type: 'text' },
  ],
  filters: [
    textSelect('status', 'Status', SURVEY_ATTACK_STATUSES),
    { key: 'supplier_id', label: 'Supplier', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'surveyId', label: 'Survey IDs', kind: 'list' },
    createdFilter('Date'),
  ],
});

export const ZSurveyAttackParams = z.object({
  id: z.coerce.number({ error: 'id must be a number.' }).int().positive({ error: 'id must be a positive whole number.' }),
});
export const ZSurveyAttackAnswer = z.object({ data: z.record(z.string(), z.unknown()), message: z.string() });

export const SURVEY_ATTACK_CALLS = {
  markReviewed: {
    name: 'surveyAttacks.markReviewed',
    method: 'POST',
    path: '/api/survey-attacks/:id/reviewed',
    upstream: 'admin',
    permission: 'survey_attacks',
    summary: 'Marks an open survey attack window reviewed, once',
    params: ZSurveyAttackParams,
    body: ZNoBody,
    answer: ZSurveyAttackAnswer,
  },
} as const satisfies Record<string, ApiCall>;

export const SURVEY_ATTACK_MESSAGES = {
  reviewed: (id: number) => `Survey attack ${id} has been marked reviewed`,
  alreadyReviewed: (id: number) => `Survey attack ${id} is already reviewed`,
  notFound: (id: number) => `Survey attack ${id} not found`,
} as const;

/**
 * /user-filter-search: a user list built from criteria; the counted pages give the matching count on
 * top. Completes, net revenue and recon % are the user's own completes (rule 2).
 */
export const userFilterSearchResource = defineResource({
  name: 'user_filter_search',
  url: '/api/user-filter-search',
  routeName: 'user_filter_search',
  title: 'User Filter Search',
  columns: [
    { key: 'id', label: 'User ID', type: 'id', sortable: true, link: linkTo.user('id') },
    { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
    { key: 'app_name', label: 'App', type: 'text' },
    { key: 'country_code', label: 'Country', type: 'text' },
    { key: 'status', label: 'Status', type: 'status', enum: 'userStatus' },
    { key: 'completes', label: 'Completes', type: 'number' },
    { key: 'net_revenue', label: 'Net Revenue $', type: 'money' },
    { key: 'recon_percent', label: 'Recon %', type: 'percent' },
    { key: 'external_source', label: 'Source', type: 'text' },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'app_id', label: 'App', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'country_code', label: 'Country', kind: 'multiSelect', valueType: 'country', optionsFrom: 'filterData' },
    { key: 'status', label: 'Status', kind: 'multiSelect', optionsFrom: enumOptions('userStatus') },
    createdFilter('Created'),
    { key: 'completes', label: 'Completes', kind: 'range' },
    { key: 'net_revenue', label: 'Net Revenue $', kind: 'range', valueType: 'number' },
    { key: 'recon_percent', label: 'Recon %', kind: 'range', valueType: 'number' },
    textSelect('external_source', 'Source', 'filterData'),
    { key: 'answer_id', label: 'Profiling Answers', kind: 'multiSelect', optionsFrom: 'filterData' },
  ],
});

/**
 * /user-profiling-search: who answered a combination, for feasibility. Answers of one question are
 * alternatives (OR), answers of different questions must all hold (AND).
 */
export const userProfilingSearchResource = defineResource({
  name: 'user_profiling_search',
  url: '/api/user-profiling-search',
  routeName: 'user_profiling_search',
  title: 'User Profiling Search',
  columns: [
    { key: 'id', label: 'User ID', type: 'id', sortable: true, link: linkTo.user('id') },
    { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
    { key: 'app_name', label: 'App', type: 'text' },
    { key: 'country_code', label: 'Country', type: 'text' },
    { key: 'status', label: 'Status', type: 'status', enum: 'userStatus' },
    // The chosen answers each user gave ("Question: answer; ..."), and when the last of them was given.
    { key: 'matched_answers', label: 'Matched Answers', type: 'text' },
    { key: 'answered_at', label: 'Answered', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'answer_id', label: 'Answers', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'app_id', label: 'App', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'country_code', label: 'Country', kind: 'multiSelect', valueType: 'country', optionsFrom: 'filterData' },
  ],
  statistics: [
    { key: 'users', label: 'Users', type: 'number' },
    { key: 'apps', label: 'Apps', type: 'number' },
    { key: 'countries', label: 'Countries', type: 'number' },
  ],
});

/** Page holders' action: the page's own permission (rule 7). */
export const surveyAttackCalls: readonly ApiCall[] = Object.values(SURVEY_ATTACK_CALLS);
