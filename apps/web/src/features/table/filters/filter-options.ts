import type { FilterOption, ResourceFilter } from '@bo/contract';
import type { FilterData } from '../api/list-query.ts';

/** A filter's options: fixed ones from its definition, else what filterData supplied (specification 01, 4). */
export function filterOptions(filter: ResourceFilter, filterData: FilterData | undefined): FilterOption[] {
  if (Array.isArray(filter.optionsFrom)) return [...(filter.optionsFrom as readonly FilterOption[])];
  return filterData?.[filter.key] ?? [];
}

/** Mantine's select data: string values, labels as given. */
export const selectData = (options: readonly FilterOption[]) => options.map((o) => ({ value: String(o.value), label: o.label }));
