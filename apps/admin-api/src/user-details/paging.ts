import { USER_DETAILS_PAGE_SIZE } from '@bo/contract';

export interface PageRequest {
  page: number;
  itemPerPage?: number | undefined;
  per_page?: number | undefined;
}

/** Limit and offset of a page request. */
export function pageWindow(q: PageRequest): { page: number; size: number; offset: number } {
  const size = q.itemPerPage ?? q.per_page ?? USER_DETAILS_PAGE_SIZE.default;
  return { page: q.page, size, offset: (q.page - 1) * size };
}
