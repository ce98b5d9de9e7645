/** Business constants of live chat and tickets (specification 03, section 9). Imported, never retyped. */

/** Conversations per page of the conversation list. */
export const CHAT_CONVERSATIONS_PER_PAGE = 30;
/** Messages per page of a conversation thread. */
export const CHAT_MESSAGES_PER_PAGE = 20;
/** Largest page a client may ask for (conversations or messages); protects the database, not in the spec. */
export const CHAT_MAX_PER_PAGE = 100;
/** Largest number of conversations one bulk action may name. */
export const CHAT_BULK_MAX = 500;
/** How many macros the "mostly used" shortcut list holds. */
export const CHAT_MOSTLY_USED_MACROS = 5;

/** Attachment limits of one sent message. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_MAX_MB = ATTACHMENT_MAX_BYTES / 1024 / 1024;
export const ATTACHMENT_MAX_FILES = 5;
/** Longest message text, in characters. */
export const MESSAGE_TEXT_MAX = 10_000;
/**
 * Byte limit of a whole send-message request (multipart): every file at its limit plus room for the
 * text fields. The gateway's catalogue entry carries it as uploadLimitBytes.
 */
export const SEND_MESSAGE_MAX_BYTES = ATTACHMENT_MAX_FILES * ATTACHMENT_MAX_BYTES + 1024 * 1024;

/** Sorting of the conversation list; the default is newest (specification 03, section 9). */
export const CONVERSATION_SORTS = ['newest', 'oldest'] as const;
export const DEFAULT_CONVERSATION_SORT: (typeof CONVERSATION_SORTS)[number] = 'newest';

/** Where a conversation was started from (drives the platform icon). */
export const CONVERSATION_SOURCES = ['android', 'ios', 'web', 'email'] as const;

/** Conversation type 0 is a live chat; any other value is a ticket (specification 03, section 3). */
export const CHAT_CONVERSATION_TYPE = 0;
export const isTicket = (type: number): boolean => type !== CHAT_CONVERSATION_TYPE;

/** Ratings a user can give a conversation. */
export const CONVERSATION_RATINGS = [1, 2, 3, 4, 5] as const;

/** Admin chat status: 1 available (notification sounds play), 0 otherwise (used for reviews). */
export const CHAT_STATUS = { unavailable: 0, available: 1 } as const;

/** Special notice status: 1 shown to the users, 0 hidden. */
export const SPECIAL_NOTICE_STATUS = { hidden: 0, shown: 1 } as const;

/** Client-side chat behaviour (specification 03, sections 2 and 9). */
export const CHAT_NOTIFICATION_SOUNDS = ['notification', 'pencil', 'shaker', 'spray', 'swish', 'water_plomp'] as const;
export const CHAT_SOUND_VOLUME = 0.3;
export const CHAT_TIMER_MS = 1000;
export const CHAT_DASHBOARD_POLL_MS = 60_000;
