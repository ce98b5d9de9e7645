import type { FilterOption, ResourceFilter } from '@bo/contract';
import { MultiSelect } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isAbortError } from '../../../lib/api/api-error.ts';
import { useOptionLabels } from '../api/option-labels.ts';
import { searchOptions } from '../api/search-options.ts';
import { selectData } from './filter-options.ts';
import { joinValues, splitValues } from './tags.ts';

const REMOTE_SEARCH_DELAY_MS = 300;

/**
 * Labels of options chosen from a remote search, by search url and value: the filter bar is
 * remounted for every new search, and a chosen '12 · Survey name' should not turn back into '12'.
 */
const chosenLabels = new Map<string, FilterOption>();
const labelKey = (searchUrl: string, value: string) => `${searchUrl} ${value}`;

/** Options by value, later lists winning; labels of chosen values are kept when a search drops them. */
function mergeOptions(...lists: FilterOption[][]): FilterOption[] {
  const byValue = new Map<string, FilterOption>();
  for (const list of lists) for (const option of list) byValue.set(String(option.value), option);
  return [...byValue.values()];
}

/**
 * Several values (comma-joined in the URL); choosing searches at once. With a searchUrl the options
 * come from GET {searchUrl}?search=&itemPerPage=20 as the admin types (specification 01, 7); a
 * failed option search is logged and the options stay as they were (specification 01, 8). Chosen
 * values no list names (a shared URL) get their labels from GET {searchUrl}?ids=, once.
 */
export function MultiSelectFilter({
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
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<FilterOption[]>([]);
  const [known, setKnown] = useState<FilterOption[]>([]);
  const selected = splitValues(value);

  useEffect(() => {
    const searchUrl = filter.searchUrl;
    if (!searchUrl || typed.trim() === '') return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchOptions(searchUrl, typed.trim(), controller.signal).then(setFound, (error: unknown) => {
        if (!isAbortError(error)) console.error(`Option search of ${filter.key} failed`, error);
      });
    }, REMOTE_SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [filter.searchUrl, filter.key, typed]);

  const remembered = filter.searchUrl ? selected.flatMap((v) => chosenLabels.get(labelKey(filter.searchUrl!, v)) ?? []) : [];
  const named = mergeOptions(remembered, known, options, found);
  const unnamed = selected.filter((v) => !named.some((o) => String(o.value) === v));
  const lookedUp = useOptionLabels(filter.searchUrl, unnamed);

  useEffect(() => {
    // Remembered like a picked option: the next view of this screen (a later visit, another tab of the app) asks no more.
    if (filter.searchUrl) for (const option of lookedUp) chosenLabels.set(labelKey(filter.searchUrl, String(option.value)), option);
  }, [filter.searchUrl, lookedUp]);

  const merged = mergeOptions(named, lookedUp);
  // A value from the URL that no list names (yet, or at all) still shows, as itself.
  const missing = selected.filter((v) => !merged.some((o) => String(o.value) === v)).map((v) => ({ value: v, label: v }));
  const data = selectData([...merged, ...missing]);

  const change = (values: string[]) => {
    const picked = [...options, ...found].filter((o) => values.includes(String(o.value)));
    if (filter.searchUrl) for (const option of picked) chosenLabels.set(labelKey(filter.searchUrl, String(option.value)), option);
    setKnown(mergeOptions(known, picked));
    onCommit(joinValues(values));
  };

  return (
    <MultiSelect
      label={filter.label}
      data={data}
      value={selected}
      onChange={change}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      clearable
      w={240}
      maxDropdownHeight={280}
    />
  );
}
