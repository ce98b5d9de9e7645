import type { ResourceFilter } from '@bo/contract';
import { Group, TextInput } from '@mantine/core';
import { TABLE_MESSAGES } from '../messages.ts';
import { enterSearches } from './TextFilter.tsx';

export interface RangeInputProps {
  filter: ResourceFilter;
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  onEnter: () => void;
}

/** A number range (filter[keyFrom] / filter[keyTo]); the server refuses a To below From. */
export function RangeFilter({ filter, from, to, onChange, onEnter }: RangeInputProps) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <TextInput
        label={TABLE_MESSAGES.fromLabel(filter.label)}
        inputMode="decimal"
        value={from}
        onChange={(event) => onChange(event.currentTarget.value, to)}
        onKeyDown={enterSearches(onEnter)}
        w={110}
      />
      <TextInput
        label={TABLE_MESSAGES.toLabel(filter.label)}
        inputMode="decimal"
        value={to}
        onChange={(event) => onChange(from, event.currentTarget.value)}
        onKeyDown={enterSearches(onEnter)}
        w={110}
      />
    </Group>
  );
}
