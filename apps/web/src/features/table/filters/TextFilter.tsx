import type { ResourceFilter } from '@bo/contract';
import { TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';

export interface DraftInputProps {
  filter: ResourceFilter;
  value: string;
  onChange: (value: string) => void;
  /** "Pressing Enter in a text filter triggers a search" (specification 01, 5). */
  onEnter: () => void;
}

export const enterSearches = (onEnter: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    onEnter();
  }
};

const PLACEHOLDER: Partial<Record<ResourceFilter['kind'], string>> = { list: 'Comma separated', text: 'Contains' };

/** Text, equality and comma-list filters: typed into the draft, searched on Enter or Search. */
export function TextFilter({ filter, value, onChange, onEnter }: DraftInputProps) {
  return (
    <TextInput
      label={filter.label}
      placeholder={PLACEHOLDER[filter.kind]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={enterSearches(onEnter)}
      w={180}
    />
  );
}
