import type { FilterOption, ResourceFilter } from '../types.ts';

/** The user filter every log names `userId`: quick links and user-details metrics fill filter[userId]. */
export const userIdsFilter: ResourceFilter = { key: 'userId', label: 'User IDs', kind: 'list' };

/** The time of a log row (specification 04, rule 4: a date filter). */
export const createdFilter = (label = 'Time'): ResourceFilter => ({ key: 'created_at', label, kind: 'dateRange' });

/** Fixed text options, value = label's key. */
export const textOptions = (entries: Readonly<Record<string, string>>): readonly FilterOption[] =>
  Object.entries(entries).map(([value, label]) => ({ value, label }));
