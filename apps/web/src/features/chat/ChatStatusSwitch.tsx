import { CHAT_NOTIFICATION_SOUNDS, CHAT_STATUS, type ChatMessage } from '@bo/contract';
import { Group, Select, Switch } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useChatStatus, useSaveChatStatus } from './chat-api.ts';
import { playSound, readSoundChoice, shouldRing, SOUND_STORAGE_KEY, type NotificationSound } from './notification-sound.ts';

/** Rings the chosen notification sound for a message that arrived, only while the admin's chat status is available (1). */
export function useNotificationSound(): (message: Pick<ChatMessage, 'is_support_message'>) => void {
  const status = useChatStatus();
  const chatStatus = status.data?.status;
  return useCallback(
    (message) => {
      if (shouldRing(message, chatStatus)) playSound(readSoundChoice(window.localStorage));
    },
    [chatStatus],
  );
}

/** The admin's chat availability toggle and the choice of notification sound. */
export function ChatStatusSwitch() {
  const status = useChatStatus();
  const [sound, setSound] = useState<NotificationSound>(() => readSoundChoice(window.localStorage));
  const save = useSaveChatStatus();
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
          playSound(value as NotificationSound);
        }}
      />
    </Group>
  );
}
