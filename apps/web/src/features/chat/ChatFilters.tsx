import { CONVERSATION_SORTS, CONVERSATION_STATUSES, UNASSIGNED, type ConversationStatus } from '@bo/contract';
import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chatQueries } from './chat-api.ts';
import type { ChatListFilters } from './chat-filters-url.ts';
import { ChatMoreFilters } from './ChatMoreFilters.tsx';

interface Props {
  filters: ChatListFilters;
  onChange: (next: ChatListFilters) => void;
  /** The dashboard counts every status itself. */
  hideStatus?: boolean;
}

const ANY = '';

/** The list's filters (spec 03 §3); every change goes to the URL. Text fields apply on Enter or blur. */
export function ChatFilters({ filters, onChange, hideStatus }: Props) {
  const assignees = useQuery(chatQueries.assignees());
  const [userId, setUserId] = useState(filters.user_id ?? '');
  const [search, setSearch] = useState(filters.search ?? '');
  useEffect(() => setUserId(filters.user_id ?? ''), [filters.user_id]);
  useEffect(() => setSearch(filters.search ?? ''), [filters.search]);

  const applyText = () => {
    const next = { ...filters };
    delete next.user_id;
    delete next.search;
    onChange({ ...next, ...(userId.trim() ? { user_id: userId.trim() } : {}), ...(search.trim() ? { search: search.trim() } : {}) });
  };
  const assigneeOptions = [
    { value: ANY, label: 'Any assignee' },
    { value: UNASSIGNED, label: 'Unassigned' },
    ...(assignees.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
  ];

  return (
    <Group gap="xs" wrap="wrap" aria-label="Conversation filters" role="group">
      {!hideStatus && (
        <SegmentedControl
          aria-label="Status"
          size="xs"
          value={filters.status[0] ?? 'open'}
          data={CONVERSATION_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
          onChange={(value) => onChange({ ...filters, status: [value as ConversationStatus] })}
        />
      )}
      <TextInput
        size="xs"
        label="User id"
        value={userId}
        onChange={(e) => setUserId(e.currentTarget.value)}
        onBlur={applyText}
        onKeyDown={(e) => e.key === 'Enter' && applyText()}
      />
      <TextInput
        size="xs"
        label="Search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        onBlur={applyText}
        onKeyDown={(e) => e.key === 'Enter' && applyText()}
      />
      <Select
        size="xs"
        label="Assignee"
        data={assigneeOptions}
        value={filters.assignee_user_ids[0] ?? ANY}
        onChange={(value) => onChange({ ...filters, assignee_user_ids: value ? [value] : [] })}
        allowDeselect={false}
      />
      <Select
        size="xs"
        label="Rating"
        data={[{ value: ANY, label: 'Any rating' }, ...[1, 2, 3, 4, 5].map((r) => ({ value: String(r), label: String(r) }))]}
        value={filters.rating[0] ? String(filters.rating[0]) : ANY}
        onChange={(value) => onChange({ ...filters, rating: value ? [Number(value)] : [] })}
        allowDeselect={false}
      />
      <ChatMoreFilters filters={filters} onChange={onChange} />
      <Select
        size="xs"
        label="Sort"
        data={CONVERSATION_SORTS.map((s) => ({ value: s, label: s === 'newest' ? 'Newest' : 'Oldest' }))}
        value={filters.sort}
        onChange={(value) => value && onChange({ ...filters, sort: value as ChatListFilters['sort'] })}
        allowDeselect={false}
      />
    </Group>
  );
}
