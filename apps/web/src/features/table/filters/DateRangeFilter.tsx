import type { ResourceFilter } from '@bo/contract';
import { Group } from '@mantine/core';
import { DayInput } from '../../../components/DayInput.tsx';
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
 * From and To days (@mantine/dates pickers): To cannot be before From (nor From after To), a typed or
 * picked day that would be is corrected; a change is emitted after 500 ms of quiet.
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

  // A day that had to give way to the other side's is redrawn at once (a fresh input), not left as typed.
  const [corrections, setCorrections] = useState(0);
  const change = (side: 'from' | 'to', day: string) => {
    const next = keepRangeOrder({ ...range, [side]: day }, side);
    if (next[side] !== day) setCorrections((n) => n + 1);
    setRange(next);
  };

  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <DayInput
        key={`from-${corrections}`}
        label={TABLE_MESSAGES.fromLabel(filter.label)}
        value={range.from}
        onChange={(day) => change('from', day)}
        w={150}
      />
      <DayInput
        key={`to-${corrections}`}
        label={TABLE_MESSAGES.toLabel(filter.label)}
        value={range.to}
        onChange={(day) => change('to', day)}
        w={150}
      />
    </Group>
  );
}
