import type { FilterOption, ResourceFilter } from '@bo/contract';
import { TagsInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isQuietFailure } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { countryTagsQueryOptions } from '../api/search-options.ts';
import { TABLE_CONSTANTS } from '../constants.ts';
import { acceptTags, joinValues, splitValues } from './tags.ts';

/**
 * The existing tags of a filter: its options, or for a country filter without options the
 * countries (GET /api/countries). "Tag search failure: alert; returns an empty list" (specification 01, 8).
 */
function useExistingTags(filter: ResourceFilter, options: FilterOption[]): FilterOption[] {
  const countries = useQuery({ ...countryTagsQueryOptions(), enabled: options.length === 0 && filter.valueType === 'country' });
  useEffect(() => {
    if (countries.error && !isQuietFailure(countries.error)) toast.error(countries.error);
  }, [countries.error]);
  if (options.length > 0) return options;
  return countries.data ?? [];
}

/**
 * Tags: only existing ones are kept (matched by value or label), typed apart by space, comma or
 * semicolon (specification 01, 5); a change searches at once.
 */
export function TagsFilter({
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
  const existing = useExistingTags(filter, options);
  return (
    <TagsInput
      label={filter.label}
      data={existing.map((o) => String(o.value))}
      value={splitValues(value)}
      onChange={(tags) => onCommit(joinValues(acceptTags(tags, existing)))}
      splitChars={[...TABLE_CONSTANTS.tagSeparators]}
      clearable
      w={240}
    />
  );
}
