import type { ResourceDef, ResourceFilter } from '@bo/contract';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { FilterData } from '../api/list-query.ts';
import { TABLE_MESSAGES, type FilterBarLabels } from '../messages.ts';
import type { ListState } from '../state/list-state.ts';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { FileFilter } from './FileFilter.tsx';
import { filterOptions } from './filter-options.ts';
import { MonthFilter } from './MonthFilter.tsx';
import { MultiSelectFilter } from './MultiSelectFilter.tsx';
import { RangeFilter } from './RangeFilter.tsx';
import { SelectFilter } from './SelectFilter.tsx';
import { TagsFilter } from './TagsFilter.tsx';
import { enterSearches, TextFilter } from './TextFilter.tsx';

export interface FilterBarProps {
  def: ResourceDef;
  state: ListState;
  filterData: FilterData | undefined;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** A new search with these filters (URL keys -> values) and free search text. */
  onSearch: (filters: Record<string, string>, search: string) => void;
  labels: FilterBarLabels;
  /** Import, export and add buttons, drawn at the end of the bar. */
  actions?: ReactNode;
}

/**
 * The filter bar: typed filters are a draft until Enter or Search; selects, tags, months and date
 * ranges search as soon as they change. The draft follows the URL whenever its filters or search
 * change (a search, back and forward, a shared link), without remounting the inputs: the one being
 * typed into keeps its focus and its half-typed text, so several tags can be typed in a row.
 */
export function FilterBar({ def, state, filterData, file, onFileChange, onSearch, labels, actions }: FilterBarProps) {
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const [search, setSearch] = useState(state.search);
  // Adjusting state to a new URL during render (react.dev, "You Might Not Need an Effect").
  const urlView = JSON.stringify([state.filters, state.search]);
  const [syncedView, setSyncedView] = useState(urlView);
  if (syncedView !== urlView) {
    setSyncedView(urlView);
    setDraft(state.filters);
    setSearch(state.search);
  }
  const set = (patch: Record<string, string>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (patch: Record<string, string> = {}) => onSearch({ ...draft, ...patch }, search);

  const input = (filter: ResourceFilter): ReactNode => {
    const value = draft[filter.key] ?? '';
    const options = filterOptions(filter, filterData);
    const commit = (next: string) => {
      set({ [filter.key]: next });
      submit({ [filter.key]: next });
    };
    switch (filter.kind) {
      case 'text':
      case 'equality':
      case 'list':
        return <TextFilter filter={filter} value={value} onChange={(next) => set({ [filter.key]: next })} onEnter={() => submit()} />;
      case 'range': {
        const [fromKey, toKey] = [`${filter.key}From`, `${filter.key}To`];
        return (
          <RangeFilter
            filter={filter}
            from={draft[fromKey] ?? ''}
            to={draft[toKey] ?? ''}
            onChange={(from, to) => set({ [fromKey]: from, [toKey]: to })}
            onEnter={() => submit()}
          />
        );
      }
      case 'dateRange': {
        const [fromKey, toKey] = [`${filter.key}From`, `${filter.key}To`];
        return (
          <DateRangeFilter
            // Its own debounced state starts from the URL's range again whenever that range changes.
            key={`${draft[fromKey] ?? ''}|${draft[toKey] ?? ''}`}
            filter={filter}
            value={{ from: draft[fromKey] ?? '', to: draft[toKey] ?? '' }}
            onEmit={(range) => submit({ [fromKey]: range.from, [toKey]: range.to })}
          />
        );
      }
      case 'month':
        return <MonthFilter filter={filter} value={value} onCommit={commit} />;
      case 'select':
        return <SelectFilter filter={filter} options={options} value={value} onCommit={commit} />;
      case 'multiSelect':
        return <MultiSelectFilter filter={filter} options={options} value={value} onCommit={commit} />;
      case 'tags':
        return <TagsFilter filter={filter} options={options} value={value} onCommit={commit} />;
      case 'file':
        return <FileFilter filter={filter} file={file} onChange={onFileChange} />;
    }
  };

  return (
    <Group gap="sm" align="flex-end" role="search" aria-label={`${def.title} filters`}>
      {def.search && (
        <TextInput
          label={TABLE_MESSAGES.freeSearchLabel}
          placeholder={def.search}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          onKeyDown={enterSearches(() => submit())}
          w={220}
        />
      )}
      {def.filters.map((filter) => (
        <div key={filter.key}>{input(filter)}</div>
      ))}
      <Button leftSection={<IconSearch size={16} />} onClick={() => submit()}>
        {labels.search}
      </Button>
      {actions}
    </Group>
  );
}
