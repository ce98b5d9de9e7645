import { z } from 'zod';

/** An admin as the support screens show it: name and colour badge. */
export const ZAdminRef = z.object({ id: z.number().int(), name: z.string(), hex_color: z.string() });
export type AdminRef = z.infer<typeof ZAdminRef>;

export const ZOption = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });

/** Page-number paging of the support API (specification 03: pagination {current_page, last_page}). */
export const ZPagination = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof ZPagination>;

/** A positive page number from a query string or a body. */
export const zPage = () => z.coerce.number().int().min(1).default(1);
/** A page size from 1 to max, defaulting to the screen's size. */
export const zPerPage = (defaultSize: number, max: number) => z.coerce.number().int().min(1).max(max).default(defaultSize);

/** A list of values from a body (array) or a query string ("1,2" or repeated keys). */
export function zList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (Array.isArray(value)) return value;
    return String(value)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  }, z.array(item).optional());
}

/** Timestamps leave the API as ISO strings. */
export const ZTimestamp = z.string();

/** An optional filter value; '' and null (an emptied select) mean "no filter". */
export function zOptional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

/** A calendar day or an instant, as the date-range filters accept it. */
export const ZDateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
