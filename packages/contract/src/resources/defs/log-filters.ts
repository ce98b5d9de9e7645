import { defineResource, linkTo, yesNoOptions } from '../define.ts';
import type { FilterOption, ResourceColumn, ResourceDef, ResourceFilter } from '../types.ts';

/** The user filter every log names `userId`: quick links and user-details metrics fill filter[userId]. */
export const userIdsFilter: ResourceFilter = { key: 'userId', label: 'User IDs', kind: 'list' };

/** The time of a log row (specification 04, rule 4: a date filter). */
/** A product log's date filter defaults to the last 7 days (specification 04, section 1: 'date (7 d)'). */
export const LOG_WINDOW = { created_at: { lastDays: 7 } } as const;
/** A log whose date filter names 24 h (specification 04, section 6): the days the last 24 hours touch. */
export const LOG_WINDOW_24H = { created_at: { lastHours: 24 } } as const;
/** Specification 04, rule 4: a date filter defaults to the last 30 days, today included, unless another window is named. */
export const RULE_4_DAYS = 30;
/** The rule-4 window (or a named one of `days`) on the date filter `key`. */
export const lastDaysWindow = (key = 'created_at', days = RULE_4_DAYS): Readonly<Record<string, { lastDays: number }>> => ({
  [key]: { lastDays: days },
});

export const createdFilter = (label = 'Time'): ResourceFilter => ({ key: 'created_at', label, kind: 'dateRange' });

/** Fixed text options, value = label's key. */
export const textOptions = (entries: Readonly<Record<string, string>>): readonly FilterOption[] =>
  Object.entries(entries).map(([value, label]) => ({ value, label }));

/** A select over text values: fixed ones (value -> label), or the values logged ('filterData'). */
export const textSelect = (key: string, label: string, options: Readonly<Record<string, string>> | 'filterData'): ResourceFilter => ({
  key,
  label,
  kind: 'select',
  valueType: 'text',
  optionsFrom: options === 'filterData' ? 'filterData' : textOptions(options),
});

/** A yes/no flag filter (1 / 0). */
export const yesNoFilter = (key: string, label: string): ResourceFilter => ({ key, label, kind: 'select', optionsFrom: yesNoOptions });

/** The columns logs share; rule 5: a big log sorts by id or time only. */
export const LOG_COLUMN = {
  id: { key: 'id', label: 'ID', type: 'id', sortable: true },
  user: { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
  time: { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
} as const satisfies Record<string, ResourceColumn>;

/** A row's UTC day on the activity screens: its column and its filter. */
export const DAY_COLUMN: ResourceColumn = { key: 'day', label: 'Day', type: 'date', sortable: true };
export const dayFilter = (label = 'Day'): ResourceFilter => ({ key: 'day', label, kind: 'dateRange' });

/** The admin of a row (id and name) and the filter of admins. */
export const adminColumns = (label = 'Admin'): ResourceColumn[] => [
  { key: 'admin_id', label: `${label} ID`, type: 'id' },
  { key: 'admin_name', label, type: 'text', sortable: true },
];
export const adminFilter = (label = 'Admin'): ResourceFilter => ({
  key: 'admin_id',
  label,
  kind: 'multiSelect',
  optionsFrom: 'filterData',
});

type LogInput = Omit<ResourceDef, 'url' | 'routeName' | 'simplePaginate' | 'defaultSort' | 'pageSize' | 'exportable'> &
  Partial<Pick<ResourceDef, 'defaultSort' | 'exportable' | 'exportName'>>;

/**
 * A big log (rule 5): simple pagination, its page's route named as the resource, its call at
 * /api/{name with dashes}.
 */
export const defineLog = (input: LogInput): ResourceDef =>
  defineResource({ ...input, url: `/api/${input.name.replace(/_/g, '-')}`, routeName: input.name, simplePaginate: true });
