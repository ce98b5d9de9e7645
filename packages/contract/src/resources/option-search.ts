import { z } from 'zod';
import { LIST_DEFAULTS } from './constants.ts';
import { LIST_MESSAGES } from './messages.ts';

/**
 * The remote option searches behind multi-select filters with a searchUrl (specification 01, 7:
 * "GET {searchUrl} (multi-select): search, itemPerPage=20; reads data.data"). One per entity too
 * big for filterData; the gateway lets a search through for every page whose filters use it.
 */
export const OPTION_SEARCHES = {
  surveys: { name: 'surveys.search', url: '/api/surveys/search', entity: 'survey' },
  users: { name: 'users.search', url: '/api/users/search', entity: 'user' },
} as const;
export type OptionSearchName = keyof typeof OPTION_SEARCHES;

/** Most options one search may ask for: the screens ask for 20 (specification 01, 9). */
export const OPTION_SEARCH_MAX_ITEMS = 100;

const ZPageSize = z.coerce
  .number({ error: LIST_MESSAGES.pageSize(OPTION_SEARCH_MAX_ITEMS) })
  .int({ error: LIST_MESSAGES.pageSize(OPTION_SEARCH_MAX_ITEMS) })
  .min(1, { error: LIST_MESSAGES.pageSize(OPTION_SEARCH_MAX_ITEMS) })
  .max(OPTION_SEARCH_MAX_ITEMS, { error: LIST_MESSAGES.pageSize(OPTION_SEARCH_MAX_ITEMS) });

/** One id of `ids`: digits that fit a bigint comfortably. */
const OPTION_ID = /^\d{1,15}$/;

/**
 * `ids=1,2`: the values whose labels a multi-select needs (a shared URL names them, no search found
 * them yet). Whole numbers separated by commas, at most OPTION_SEARCH_MAX_ITEMS, repeats dropped.
 */
const ZOptionIds = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const parts = text === '' ? [] : text.split(',').map((part) => part.trim());
    if (parts.some((part) => !OPTION_ID.test(part))) {
      ctx.addIssue({ code: 'custom', message: LIST_MESSAGES.wholeNumbers });
      return z.NEVER;
    }
    const ids = [...new Set(parts.map(Number))];
    if (ids.length > OPTION_SEARCH_MAX_ITEMS) {
      ctx.addIssue({ code: 'custom', message: LIST_MESSAGES.tooMany(OPTION_SEARCH_MAX_ITEMS) });
      return z.NEVER;
    }
    return ids;
  });

/**
 * The search's query: the text typed (an id or part of a name; empty lists the newest) and the page
 * size; or `ids`, which answers the options of exactly those ids (the text and page size then unused).
 */
export const ZOptionSearchQuery = z.object({
  search: z
    .string()
    .trim()
    .max(LIST_DEFAULTS.maxTextLength, { error: LIST_MESSAGES.tooLong(LIST_DEFAULTS.maxTextLength) })
    .default(''),
  itemPerPage: ZPageSize.default(LIST_DEFAULTS.searchPageSize),
  ids: ZOptionIds.optional(),
});
export type OptionSearchQuery = z.infer<typeof ZOptionSearchQuery>;

/** `{ data: [{ value, label }] }`: the SPA reads data.data as the filter's options. */
export const ZOptionSearchAnswer = z.object({
  data: z.array(z.object({ value: z.union([z.number(), z.string()]), label: z.string() })),
});
export type OptionSearchAnswer = z.infer<typeof ZOptionSearchAnswer>;
