import { z } from 'zod';

/** A filter option as filterData carries it. */
export const ZFilterOption = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });

/**
 * Paging of the list response (specification 01, section 3). total, total_page and to/from are null
 * under simple pagination (is_simple_paginate), where no COUNT runs over the table.
 * number_of_page is the page size in force (items per page).
 */
export const ZPaging = z.object({
  total: z.number().int().nullable(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total_page: z.number().int().nullable(),
  number_of_page: z.number().int(),
  page: z.number().int(),
  is_simple_paginate: z.boolean(),
  /** Simple pagination only: whether a next page exists. */
  has_more: z.boolean().optional(),
  /**
   * Counted up to a cap (issue 25): more rows match than `total`, shown "10,000+"; the pages run to
   * total_page and on (a deeper page counts up to its own end).
   */
  total_capped: z.boolean().optional(),
  /**
   * The row ids the page starts and ends with, on lists in id order (issue 25): the next page is asked
   * with `after=last_id`, the previous one with `before=first_id` (keyset), beside its page number.
   */
  first_id: z.number().int().optional(),
  last_id: z.number().int().optional(),
});

export const ZListResponse = z.object({
  data: z.union([z.array(z.record(z.string(), z.unknown())), z.record(z.string(), z.unknown())]),
  filterData: z.record(z.string(), z.array(ZFilterOption)).optional(),
  statistic_data: z.record(z.string(), z.unknown()).nullable().optional(),
  paging: ZPaging,
});
export type ListResponse = z.infer<typeof ZListResponse>;
export type Paging = z.infer<typeof ZPaging>;

/** Import answer: data.rows_inserted or data.rows_updated. */
/** What an import changed (or, previewed, would change): labelled figures, e.g. 'Newly reconciled': 12. */
export const ZImportChange = z.object({ label: z.string(), value: z.union([z.string(), z.number()]) });
export const ZImportAnswer = z.object({
  data: z.object({
    rows_inserted: z.number().int().optional(),
    rows_updated: z.number().int().optional(),
    changes: z.array(ZImportChange).optional(),
  }),
});
/** POST {import}-preview: the import checked and written, then rolled back. */
export const ZImportPreviewAnswer = z.object({
  data: z.object({
    rows_inserted: z.number().int().optional(),
    rows_updated: z.number().int().optional(),
    changes: z.array(ZImportChange),
  }),
});

/** A table screen's query string (filters, sort, page): the list engine parses it against the resource's definition. */
export const ZListQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
/** A table row's id in a path (`/api/x/:id`): the list engine parses it by the resource's id column. */
export const ZRowIdParams = z.object({ id: z.string() });
/**
 * An export's filters sent as a JSON body (POST): the list's query as an object, nested objects read as
 * `key[inner]`; none when a multipart form carries them with the file of a file filter.
 */
export const ZListParamsBody = z.record(z.string(), z.unknown()).nullish();
