import type { Conversation } from '@bo/contract';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSetConversationLanguage } from './tool-mutations.ts';
import { toolsQueries } from './tools-api.ts';

/** Sets or changes the conversation's language from the chat locales (GET /locales). */
export function LanguageSelect({ conversation }: { conversation: Pick<Conversation, 'uuid' | 'language_code'> }) {
  const locales = useQuery(toolsQueries.locales());
  const save = useSetConversationLanguage(conversation.uuid);
  const data = (locales.data?.data ?? []).map((l) => ({ value: l.code, label: l.name }));
  // A code the locales do not list (older data) is still shown rather than silently blank.
  const current = conversation.language_code;
  if (current && !data.some((d) => d.value === current)) data.push({ value: current, label: current });
  return (
    <Select
      size="xs"
      w={140}
      aria-label="Conversation language"
      placeholder="Language"
      searchable
      allowDeselect={false}
      disabled={save.isPending}
      data={data}
      value={save.isPending ? (save.variables ?? current) : current}
      onChange={(code) => code && code !== current && save.mutate(code)}
    />
  );
}
