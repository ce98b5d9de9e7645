/** The paging block of a counted list (specification 01, section 3): `shown` rows of page `page`, `size` a page. */
export function countedPaging(total: number, page: number, size: number, shown: number) {
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
