import type { ResourceFilter } from '@bo/contract';
import { Group, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { TABLE_CONSTANTS } from '../constants.ts';
import { TABLE_MESSAGES } from '../messages.ts';
import { keepRangeOrder, type DateRangeValue } from './date-range.ts';

export interface DateRangeFilterProps {
  filter: ResourceFilter;
  value: DateRangeValue;
  /** Called 500 ms after the last change (specification 01, 5), with the ordered range. */
  onEmit: (value: DateRangeValue) => void;
}

/**
 * From and To days: To cannot be before From (nor From after To), enforced by the pickers' bounds
 * and by correcting typed dates; a change is emitted after 500 ms of quiet.
 */
export function DateRangeFilter({ filter, value, onEmit }: DateRangeFilterProps) {
  const [range, setRange] = useState(value);
  const emitted = useRef(value);
  const onEmitRef = useRef(onEmit);
  onEmitRef.current = onEmit;

  useEffect(() => {
    if (range.from === emitted.current.from && range.to === emitted.current.to) return undefined;
    const timer = window.setTimeout(() => {
      emitted.current = range;
      onEmitRef.current(range);
    }, TABLE_CONSTANTS.dateRangeEmitDelayMs);
    return () => window.clearTimeout(timer);
  }, [range]);

  const change = (side: 'from' | 'to', day: string) => setRange((current) => keepRangeOrder({ ...current, [side]: day }, side));

  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <TextInput
        type="date"
        label={TABLE_MESSAGES.fromLabel(filter.label)}
        value={range.from}
        max={range.to || undefined}
        onChange={(event) => change('from', event.currentTarget.value)}
        w={150}
      />
      <TextInput
        type="date"
        label={TABLE_MESSAGES.toLabel(filter.label)}
        value={range.to}
        min={range.from || undefined}
        onChange={(event) => change('to', event.currentTarget.value)}
        w={150}
      />
    </Group>
  );
}
