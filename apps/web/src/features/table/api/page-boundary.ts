import type { Paging } from '@bo/contract';

/** The page last answered: its search (every param but the page), its number and its boundary row ids. */
export interface AnsweredPage {
  search: string;
  page: number;
  firstId: number;
  lastId: number;
}

/** Params that do not change which rows a page holds. */
const NOT_SEARCH = new Set(['page', 'initFilter', 'after', 'before']);

const searchOf = (params: Record<string, string>): string =>
  JSON.stringify(
    Object.entries(params)
      .filter(([name]) => !NOT_SEARCH.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * What to remember of an answer: null when no boundary ids came back (admin-api answers them in id order and in
 * the sort keys a resource steps by keyset, e.g. created_at; another sort key pages by OFFSET).
 */
export function answeredPage(params: Record<string, string>, paging: Paging): AnsweredPage | null {
  if (paging.first_id === undefined || paging.last_id === undefined) return null;
  return { search: searchOf(params), page: Number(params.page), firstId: paging.first_id, lastId: paging.last_id };
}

/**
 * The boundary of the page asked for (issue 25): the page after the answered one continues past its last
 * row (`after`), the page before it ends before its first (`before`); the server then seeks from that row
 * (its id, or its sort value and id) instead of skipping rows by OFFSET. The sort is part of the search: any
 * other page (a deep link, a jump, another search or sort) sends none. The URL keeps only the page number
 * (specification 01, 2.7).
 */
export function boundaryParams(answered: AnsweredPage | null, params: Record<string, string>): Record<string, string> {
  if (!answered || answered.search !== searchOf(params)) return {};
  const page = Number(params.page);
  if (page === answered.page + 1) return { after: String(answered.lastId) };
  if (page === answered.page - 1) return { before: String(answered.firstId) };
  return {};
}
