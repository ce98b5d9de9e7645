import { CHAT_NOTIFICATION_SOUNDS, CHAT_SOUND_VOLUME, CHAT_STATUS } from '@bo/contract';
import { Group, Select, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isQuietFailure } from '../../lib/api/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { chatApi, chatKeys } from './chat-api.ts';
import { readSoundChoice, SOUND_STORAGE_KEY, soundUrl, type NotificationSound } from './notification-sound.ts';

function useChatStatus() {
  return useQuery({ queryKey: chatKeys.chatStatus, queryFn: chatApi.chatStatus });
}

/** Plays the chosen notification sound, only while the admin's chat status is available (1). */
export function useNotificationSound(): () => void {
  const status = useChatStatus();
  const available = status.data?.status === CHAT_STATUS.available;
  return useCallback(() => {
    if (!available) return;
    const audio = new Audio(soundUrl(readSoundChoice(window.localStorage)));
    audio.volume = CHAT_SOUND_VOLUME;
    // Browsers refuse autoplay before the first interaction; a missed beep is not an error.
    audio.play().catch(() => undefined);
  }, [available]);
}

/** The admin's chat availability toggle and the choice of notification sound. */
export function ChatStatusSwitch() {
  const queryClient = useQueryClient();
  const status = useChatStatus();
  const [sound, setSound] = useState<NotificationSound>(() => readSoundChoice(window.localStorage));
  const save = useMutation({
    mutationFn: (next: number) => chatApi.saveChatStatus(next),
    onSuccess: (answer) => queryClient.setQueryData(chatKeys.chatStatus, answer),
    onError: (error) => !isQuietFailure(error) && toast.error(error),
  });
  const available = status.data?.status === CHAT_STATUS.available;
  return (
    <Group gap="xs">
      <Switch
        label="Available for chat"
        checked={available}
        disabled={status.isPending || save.isPending}
        onChange={(e) => save.mutate(e.currentTarget.checked ? CHAT_STATUS.available : CHAT_STATUS.unavailable)}
      />
      <Select
        size="xs"
        w={150}
        aria-label="Notification sound"
        data={CHAT_NOTIFICATION_SOUNDS.map((s) => ({ value: s, label: s.replace('_', ' ') }))}
        value={sound}
        allowDeselect={false}
        onChange={(value) => {
          if (!value) return;
          window.localStorage.setItem(SOUND_STORAGE_KEY, value);
          setSound(value as NotificationSound);
          const audio = new Audio(soundUrl(value as NotificationSound));
          audio.volume = CHAT_SOUND_VOLUME;
          audio.play().catch(() => undefined);
        }}
      />
    </Group>
  );
}
