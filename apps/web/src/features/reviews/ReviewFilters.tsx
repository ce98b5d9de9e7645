import { REVIEW_SORTS, type ReviewSort, type UserReviewFilterOptions, type UserReviewFilters } from '@bo/contract';
import { Group, MultiSelect, NumberInput, Select } from '@mantine/core';

const options = (list: { value: string | number; label: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.value), label: o.label }));
const numbers = (values: string[]) => values.map(Number);
/** The status select's value for "every status" (the server takes null). */
const ALL_STATUSES = 'all';

interface Props {
  filters: UserReviewFilters;
  sort: ReviewSort;
  options: UserReviewFilterOptions | undefined;
  onFilters: (filters: UserReviewFilters) => void;
  onSort: (sort: ReviewSort) => void;
}

/** The review filters of specification 03 (user_id, admin_ids, apps, user_statuses, countries, status) and the sort. */
export function ReviewFilters({ filters, sort, options: o, onFilters, onSort }: Props) {
  const set = (patch: Partial<UserReviewFilters>) => onFilters({ ...filters, ...patch });
  return (
    <Group align="flex-end" gap="sm">
      <NumberInput
        label="User id"
        w={120}
        min={1}
        value={filters.user_id ?? ''}
        onChange={(value) => set({ user_id: typeof value === 'number' ? value : null })}
      />
      <MultiSelect
        label="Admins"
        w={220}
        clearable
        searchable
        data={options(o?.admin_id)}
        value={(filters.admin_ids ?? []).map(String)}
        onChange={(v) => set({ admin_ids: numbers(v) })}
      />
      <MultiSelect
        label="Apps"
        w={200}
        clearable
        data={options(o?.apps)}
        value={(filters.apps ?? []).map(String)}
        onChange={(v) => set({ apps: numbers(v) })}
      />
      <MultiSelect
        label="User statuses"
        w={200}
        clearable
        data={options(o?.user_status)}
        value={(filters.user_statuses ?? []).map(String)}
        onChange={(v) => set({ user_statuses: numbers(v) })}
      />
      <MultiSelect
        label="Countries"
        w={180}
        clearable
        searchable
        data={options(o?.countries)}
        value={filters.countries ?? []}
        onChange={(v) => set({ countries: v })}
      />
      <Select
        label="Status"
        w={150}
        allowDeselect={false}
        data={[{ value: ALL_STATUSES, label: 'All' }, ...options(o?.status)]}
        value={filters.status === null ? ALL_STATUSES : String(filters.status)}
        onChange={(v) => set({ status: v === null || v === ALL_STATUSES ? null : Number(v) })}
      />
      <Select
        label="Sort"
        w={120}
        allowDeselect={false}
        data={[...REVIEW_SORTS]}
        value={sort}
        onChange={(v) => v && onSort(v as ReviewSort)}
      />
    </Group>
  );
}
