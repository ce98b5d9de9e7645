import { SEGMENT_QUERY_TYPES, SEGMENT_TYPES, type SegmentListFilters } from '@bo/contract';
import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { segmentCountriesQuery } from '../api/campaigns.ts';
import { SEGMENT_QUERY_TYPE_LABEL, SEGMENT_TYPE_LABEL } from './segment-labels.ts';

interface Props {
  project: string;
  filters: SegmentListFilters;
  onChange: (next: SegmentListFilters) => void;
}

/** The segment filters of specification 03 (segment_type, query_type, name, country_codes); the name applies on Enter or blur. */
export function SegmentFilters({ project, filters, onChange }: Props) {
  const countries = useQuery(segmentCountriesQuery(project)).data ?? [];
  const [name, setName] = useState(filters.name ?? '');
  useEffect(() => setName(filters.name ?? ''), [filters.name]);
  const set = (patch: Partial<SegmentListFilters>) => onChange({ ...filters, ...patch });
  const applyName = () => {
    const trimmed = name.trim();
    if (trimmed !== (filters.name ?? '')) set({ name: trimmed || undefined });
  };
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label="Segment filters">
      <TextInput
        label="Segment name"
        w={220}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={applyName}
        onKeyDown={(e) => e.key === 'Enter' && applyName()}
      />
      <Select
        label="Segment type"
        w={200}
        clearable
        data={SEGMENT_TYPES.map((t) => ({ value: t, label: SEGMENT_TYPE_LABEL[t] }))}
        value={filters.segment_type ?? null}
        onChange={(v) => set({ segment_type: (v as SegmentListFilters['segment_type']) ?? undefined })}
      />
      <Select
        label="Query type"
        w={160}
        clearable
        data={SEGMENT_QUERY_TYPES.map((t) => ({ value: t, label: SEGMENT_QUERY_TYPE_LABEL[t] }))}
        value={filters.query_type ?? null}
        onChange={(v) => set({ query_type: (v as SegmentListFilters['query_type']) ?? undefined })}
      />
      <MultiSelect
        label="Countries"
        w={260}
        clearable
        searchable
        data={countries.map((c) => ({ value: c.code, label: c.name }))}
        value={filters.country_codes ?? []}
        onChange={(v) => set({ country_codes: v.length > 0 ? v : undefined })}
      />
    </Group>
  );
}
