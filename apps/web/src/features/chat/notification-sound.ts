import { CHAT_NOTIFICATION_SOUNDS, CHAT_SOUND_VOLUME, CHAT_STATUS, type ChatMessage } from '@bo/contract';

export type NotificationSound = (typeof CHAT_NOTIFICATION_SOUNDS)[number];

/** Where the admin's choice of sound is kept (spec 03 §2: the choice lives in localStorage). */
export const SOUND_STORAGE_KEY = 'chat_notification_sound';

/** The stored choice, or the first sound when nothing (or something unknown) is stored. */
export function readSoundChoice(storage: Pick<Storage, 'getItem'> | undefined): NotificationSound {
  const stored = storage?.getItem(SOUND_STORAGE_KEY);
  return (CHAT_NOTIFICATION_SOUNDS as readonly string[]).includes(stored ?? '')
    ? (stored as NotificationSound)
    : CHAT_NOTIFICATION_SOUNDS[0];
}

export const soundUrl = (sound: NotificationSound): string => `/sounds/${sound}.wav`;

/** A message rings only when it comes from the user and the admin's chat status is 1, available (spec 03 §2). */
export const shouldRing = (message: Pick<ChatMessage, 'is_support_message'>, chatStatus: number | undefined): boolean =>
  !message.is_support_message && chatStatus === CHAT_STATUS.available;

/** What the sound needs of an audio element; the browser's Audio in the app, a fake in tests. */
export interface SoundPlayer {
  volume: number;
  play(): Promise<void>;
}

/** Plays `sound` at the spec's volume (0.3). Browsers refuse autoplay before the first interaction; a missed beep is not an error. */
export function playSound(sound: NotificationSound, makePlayer: (url: string) => SoundPlayer = (url) => new Audio(url)): void {
  const player = makePlayer(soundUrl(sound));
  player.volume = CHAT_SOUND_VOLUME;
  player.play().catch(() => undefined);
}
