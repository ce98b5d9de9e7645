import type { Conversation } from '@bo/contract';
import { Select } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isQuietFailure } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { toolsApi, toolsQueries } from './tools-api.ts';
import { chatKeys } from '../chat-api.ts';

/** Sets or changes the conversation's language from the chat locales (GET /locales). */
export function LanguageSelect({ conversation }: { conversation: Pick<Conversation, 'uuid' | 'language_code'> }) {
  const queryClient = useQueryClient();
  const locales = useQuery(toolsQueries.locales());
  const save = useMutation({
    mutationFn: (code: string) => toolsApi.setLanguage(conversation.uuid, code),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists }),
    onError: (error) => !isQuietFailure(error) && toast.error(error),
  });
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
