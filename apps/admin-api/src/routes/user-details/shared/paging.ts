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

/** The paging block of a counted list (specification 01, section 3). */
export function paging(total: number, page: number, size: number, shown: number) {
  return {
    total,
    from: shown > 0 ? (page - 1) * size + 1 : null,
    to: shown > 0 ? (page - 1) * size + shown : null,
    total_page: Math.max(1, Math.ceil(total / size)),
    number_of_page: size,
    page,
    is_simple_paginate: false as const,
  };
}
