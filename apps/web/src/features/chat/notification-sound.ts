import { CHAT_NOTIFICATION_SOUNDS } from '@bo/contract';

export type NotificationSound = (typeof CHAT_NOTIFICATION_SOUNDS)[number];

/** Where the admin's choice of sound is kept (spec 03 §2: the choice lives in localStorage). */
export const SOUND_STORAGE_KEY = 'chat_notification_sound';

/** The stored choice, or the first sound when nothing (or something unknown) is stored. */
export function readSoundChoice(storage: Pick<Storage, 'getItem'> | undefined): NotificationSound {
  const stored = storage?.getItem(SOUND_STORAGE_KEY);
  return (CHAT_NOTIFICATION_SOUNDS as readonly string[]).includes(stored ?? '') ? (stored as NotificationSound) : CHAT_NOTIFICATION_SOUNDS[0];
}

export const soundUrl = (sound: NotificationSound): string => `/sounds/${sound}.wav`;
