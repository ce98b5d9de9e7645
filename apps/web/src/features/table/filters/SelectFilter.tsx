import type { FilterOption, ResourceFilter } from '@bo/contract';
import { Select } from '@mantine/core';
import { selectData } from './filter-options.ts';

/** One value from the filter's options; choosing searches at once. */
export function SelectFilter({
  filter,
  options,
  value,
  onCommit,
}: {
  filter: ResourceFilter;
  options: FilterOption[];
  value: string;
  onCommit: (value: string) => void;
}) {
  return (
    <Select
      label={filter.label}
      data={selectData(options)}
      value={value || null}
      onChange={(next) => onCommit(next ?? '')}
      clearable
      searchable
      w={180}
    />
  );
}
