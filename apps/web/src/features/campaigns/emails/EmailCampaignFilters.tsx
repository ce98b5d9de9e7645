import { emailCampaignStatus, type CampaignFilters, type SegmentType } from '@bo/contract';
import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { segmentOptionsQuery } from '../api/campaigns.ts';

export type EmailListFilters = Partial<CampaignFilters>;
const EMAIL_STATUS_OPTIONS = emailCampaignStatus.options;

interface Props {
  project: string;
  filters: EmailListFilters;
  onChange: (f: EmailListFilters) => void;
  /** The statuses to filter by and the kind of segment (e-mail by default; the push list passes its own). */
  statusOptions?: readonly { value: number; label: string }[];
  segmentType?: SegmentType;
}

/** The campaign filters of specification 03: segment, statuses, scheduled-at and user-target ranges. */
export function EmailCampaignFilters({ project, filters, onChange, statusOptions = EMAIL_STATUS_OPTIONS, segmentType = 'email' }: Props) {
  const segments = useQuery(segmentOptionsQuery(project, segmentType)).data ?? [];
  const set = (patch: EmailListFilters) => onChange({ ...filters, ...patch });
  const text = (key: keyof EmailListFilters, label: string, type: 'date' | 'datetime-local') => (
    <TextInput
      label={label}
      type={type}
      w={190}
      value={(filters[key] as string | undefined) ?? ''}
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
        data={statusOptions.map((o) => ({ value: String(o.value), label: o.label }))}
        value={(filters.statuses ?? []).map(String)}
        onChange={(v) => set({ statuses: v.map(Number) })}
      />
      {text('scheduled_at_from', 'Scheduled from', 'date')}
      {text('scheduled_at_to', 'Scheduled to', 'date')}
      {text('user_target_datetime_from', 'User target from', 'date')}
      {text('user_target_datetime_to', 'User target to', 'date')}
    </Group>
  );
}
