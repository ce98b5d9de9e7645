/** Conversation statuses and the transitions between them (specification 03, section 4). */
export const CONVERSATION_STATUSES = ['open', 'snoozed', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const CONVERSATION_ACTIONS = ['snooze', 'unsnooze', 'reopen', 'close'] as const;
export type ConversationAction = (typeof CONVERSATION_ACTIONS)[number];

/** Message types; event.* messages record a transition inside the thread. */
export const CHAT_MESSAGE_TYPE = {
  message: 'message',
  note: 'note',
  rating: 'rating',
  conversationSnoozed: 'event.conversation_snoozed',
  conversationUnsnoozed: 'event.conversation_unsnoozed',
  conversationReopened: 'event.conversation_reopened',
  conversationClosed: 'event.conversation_closed',
} as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPE)[keyof typeof CHAT_MESSAGE_TYPE];
/** What an admin may send: a reply the user sees, or an internal note. */
export const SENDABLE_MESSAGE_TYPES = [CHAT_MESSAGE_TYPE.message, CHAT_MESSAGE_TYPE.note] as const;
export const isEventMessage = (type: string): boolean => type.startsWith('event.');

interface Transition {
  from: readonly ConversationStatus[];
  to: ConversationStatus;
  /** The event message written into the thread. */
  event: ChatMessageType;
}

export const CONVERSATION_TRANSITIONS: Readonly<Record<ConversationAction, Transition>> = {
  snooze: { from: ['open'], to: 'snoozed', event: CHAT_MESSAGE_TYPE.conversationSnoozed },
  unsnooze: { from: ['snoozed'], to: 'open', event: CHAT_MESSAGE_TYPE.conversationUnsnoozed },
  reopen: { from: ['snoozed', 'closed'], to: 'open', event: CHAT_MESSAGE_TYPE.conversationReopened },
  close: { from: ['open', 'snoozed'], to: 'closed', event: CHAT_MESSAGE_TYPE.conversationClosed },
};

/** The status an action leads to from `status`, or null when the action is not allowed there. */
export function nextConversationStatus(action: ConversationAction, status: ConversationStatus): ConversationStatus | null {
  const t = CONVERSATION_TRANSITIONS[action];
  return t.from.includes(status) ? t.to : null;
}
