import { CHAT_MESSAGE_TYPE } from '../chat/status.ts';
import { defineEnum } from './define.ts';

/** Conversation status with labels (values from chat/status.ts, specification 03 section 3). */
export const conversationStatus = defineEnum('conversationStatus', {
  open: { value: 'open', label: 'Open' },
  snoozed: { value: 'snoozed', label: 'Snoozed' },
  closed: { value: 'closed', label: 'Closed' },
});

/** Conversation type: 0 is a chat, any other value a ticket (specification 03, section 3). */
export const conversationType = defineEnum('conversationType', {
  chat: { value: 0, label: 'Chat' },
  ticket: { value: 1, label: 'Ticket' },
});
export const conversationKind = (type: number): 'chat' | 'ticket' => (type === conversationType.value.chat ? 'chat' : 'ticket');

/** Message types with labels (values from chat/status.ts). Other event.* types may appear. */
export const messageType = defineEnum('messageType', {
  message: { value: CHAT_MESSAGE_TYPE.message, label: 'Message' },
  note: { value: CHAT_MESSAGE_TYPE.note, label: 'Note' },
  rating: { value: CHAT_MESSAGE_TYPE.rating, label: 'Rating' },
  conversationSnoozed: { value: CHAT_MESSAGE_TYPE.conversationSnoozed, label: 'Conversation snoozed' },
  conversationUnsnoozed: { value: CHAT_MESSAGE_TYPE.conversationUnsnoozed, label: 'Conversation unsnoozed' },
  conversationReopened: { value: CHAT_MESSAGE_TYPE.conversationReopened, label: 'Conversation reopened' },
  conversationClosed: { value: CHAT_MESSAGE_TYPE.conversationClosed, label: 'Conversation closed' },
});
