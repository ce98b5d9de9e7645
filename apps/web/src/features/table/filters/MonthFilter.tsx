import type { ResourceFilter } from '@bo/contract';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { monthOptions } from './month-options.ts';

/** The month picker: the current month and the 11 before it, valued YYYY-MM (specification 01, 9). */
export function MonthFilter({ filter, value, onCommit }: { filter: ResourceFilter; value: string; onCommit: (value: string) => void }) {
  const months = useMemo(() => monthOptions(), []);
  return <Select label={filter.label} data={months} value={value || null} onChange={(next) => onCommit(next ?? '')} clearable w={140} />;
}
