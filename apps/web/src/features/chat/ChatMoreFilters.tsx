import { CONVERSATION_SOURCES } from '@bo/contract';
import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { chatQueries } from './chat-api.ts';
import type { ChatListFilters, ConversationSource } from './chat-filters-url.ts';
import { DayInput } from '../../components/DayInput.tsx';

interface Props {
  filters: ChatListFilters;
  onChange: (next: ChatListFilters) => void;
}

const SOURCE_LABEL: Readonly<Record<ConversationSource, string>> = { android: 'Android', ios: 'iOS', web: 'Web', email: 'E-mail' };

/** The list without `name` when `values` is empty, so unset filters stay out of the URL. */
function withList<K extends 'participant_user_ids' | 'sources' | 'external_app_options'>(
  filters: ChatListFilters,
  name: K,
  values: NonNullable<ChatListFilters[K]>,
): ChatListFilters {
  const next = { ...filters };
  delete next[name];
  return values.length > 0 ? { ...next, [name]: values } : next;
}

function withDay(filters: ChatListFilters, name: 'start_from' | 'start_to', value: string): ChatListFilters {
  const next = { ...filters };
  delete next[name];
  return value ? { ...next, [name]: value } : next;
}

/** The other conversation filters of spec 03 §3: app, external apps, participants, source and start time. */
export function ChatMoreFilters({ filters, onChange }: Props) {
  const apps = useQuery(chatQueries.apps());
  const defaults = useQuery(chatQueries.defaultFilters());
  const admins = useQuery(chatQueries.assignees());
  const externalApps = defaults.data?.data.external_apps ?? [];
  return (
    <>
      <MultiSelect
        size="xs"
        w={200}
        label="App"
        clearable
        searchable
        data={(apps.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.title }))}
        value={filters.app_external_id.map(String)}
        onChange={(values) => onChange({ ...filters, app_external_id: values.map(Number) })}
      />
      {externalApps.length > 0 && (
        <MultiSelect
          size="xs"
          w={180}
          label="External apps"
          clearable
          data={externalApps.map((a) => ({ value: String(a.id), label: `App ${a.id} (${a.conversation_count})` }))}
          value={(filters.external_app_options ?? []).map(String)}
          onChange={(values) => onChange(withList(filters, 'external_app_options', values.map(Number)))}
        />
      )}
      <MultiSelect
        size="xs"
        w={200}
        label="Participants"
        clearable
        searchable
        data={(admins.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        value={(filters.participant_user_ids ?? []).map(String)}
        onChange={(values) => onChange(withList(filters, 'participant_user_ids', values.map(Number)))}
      />
      <MultiSelect
        size="xs"
        w={170}
        label="Source"
        clearable
        data={CONVERSATION_SOURCES.map((s) => ({ value: s, label: SOURCE_LABEL[s] }))}
        value={filters.sources ?? []}
        onChange={(values) => onChange(withList(filters, 'sources', values as ConversationSource[]))}
      />
      <DayInput
        size="xs"
        w={140}
        label="Started from"
        value={filters.start_from ?? ''}
        onChange={(day) => onChange(withDay(filters, 'start_from', day))}
      />
      <DayInput
        size="xs"
        w={140}
        label="Started to"
        value={filters.start_to ?? ''}
        onChange={(day) => onChange(withDay(filters, 'start_to', day))}
      />
    </>
  );
}
