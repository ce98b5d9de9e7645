import type { CampaignFilters } from '@bo/contract';
import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { segmentOptionsQuery } from '../api/campaigns.ts';
import type { CampaignKindUi } from '../kinds.ts';

export type CampaignListFilterValues = Partial<CampaignFilters>;

interface Props {
  kind: CampaignKindUi;
  project: string;
  filters: CampaignListFilterValues;
  onChange: (f: CampaignListFilterValues) => void;
}

/** The campaign filters of specification 03: segment, statuses, scheduled-at and user-target ranges. */
export function CampaignListFilters({ kind, project, filters, onChange }: Props) {
  const segments = useQuery(segmentOptionsQuery(project, kind.segmentType)).data ?? [];
  const set = (patch: CampaignListFilterValues) => onChange({ ...filters, ...patch });
  const day = (key: 'scheduled_at_from' | 'scheduled_at_to' | 'user_target_datetime_from' | 'user_target_datetime_to', label: string) => (
    <TextInput
      label={label}
      type="date"
      w={190}
      value={filters[key] ?? ''}
      onChange={(e) => set({ [key]: e.currentTarget.value || undefined })}
    />
  );
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label="Segment"
        w={220}
        clearable
        searchable
        data={segments.map((s) => ({ value: String(s.id), label: s.name }))}
        value={filters.segment_id ? String(filters.segment_id) : null}
        onChange={(v) => set({ segment_id: v ? Number(v) : undefined })}
      />
      <MultiSelect
        label="Statuses"
        w={240}
        clearable
        data={kind.statuses.map((o) => ({ value: String(o.value), label: o.label }))}
        value={(filters.statuses ?? []).map(String)}
        onChange={(v) => set({ statuses: v.map(Number) })}
      />
      {day('scheduled_at_from', 'Scheduled from')}
      {day('scheduled_at_to', 'Scheduled to')}
      {day('user_target_datetime_from', 'User target from')}
      {day('user_target_datetime_to', 'User target to')}
    </Group>
  );
}
