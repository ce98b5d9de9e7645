import { ATTACHMENT_MAX_FILES, ATTACHMENT_MAX_MB } from './constants.ts';
import type { ConversationAction, ConversationStatus } from './status.ts';

const ACTION_DONE: Readonly<Record<ConversationAction, string>> = {
  snooze: 'snoozed',
  unsnooze: 'unsnoozed',
  reopen: 'reopened',
  close: 'closed',
};

/** Success and error messages of the chat area. Spec messages (section 8) are word for word. */
export const CHAT_MESSAGES = {
  availableCountriesUpdated: 'Available countries are successfully updated!',
  specialNoticeSaved: 'Special Notice is successfully saved!',
  macroCreated: (title: string) => `Macro ${title} successfully created`,
  macroUpdated: (title: string) => `Macro ${title} successfully updated`,
  cannotTransition: (action: ConversationAction, status: ConversationStatus) => `Cannot ${action} a ${status} conversation.`,
  /** The success toast of a snooze, unsnooze, reopen or close, of one conversation or of a bulk selection (issue 19). */
  transitioned: (action: ConversationAction, count = 1) =>
    count === 1 ? `Conversation ${ACTION_DONE[action]}.` : `${count} conversations ${ACTION_DONE[action]}.`,

  conversationNotFound: 'Conversation not found.',
  messageNotFound: 'Message not found.',
  attachmentNotFound: 'Attachment not found.',
  macroNotFound: 'Macro not found.',
  noteNotFound: 'Note not found.',
  chatUserNotFound: 'This user has no chat history in this app.',
  adminNotFound: 'The selected admin does not exist.',
  unknownMacros: 'One or more selected macros do not exist.',
  macroTitleTaken: 'A macro with this title already exists.',
  unknownLocale: 'The language code is not a supported locale.',
  unknownCountryCodes: (codes: readonly string[]) => `Unknown country codes: ${codes.join(', ')}.`,
  notSupportTeamLead: 'Only a support team lead can change the available countries.',
  snoozeInPast: 'The snooze time must be in the future.',
  snoozeInvalid: 'The snooze time must be a date and time, e.g. 2025-01-31T09:00:00Z.',
  emptyMessage: 'A message needs text or at least one attachment.',
  messageAlreadyDeleted: 'The message is already deleted.',
  eventMessageNotDeletable: 'Event messages cannot be deleted.',
  attachmentTooLarge: (fileName: string) => `The file ${fileName} is larger than ${ATTACHMENT_MAX_MB} MB.`,
  tooManyAttachments: `At most ${ATTACHMENT_MAX_FILES} files can be sent with one message.`,
  attachmentTypeNotAllowed: (fileName: string) => `The file ${fileName} is not an allowed type (images, PDF, MP4, WebM, OGV).`,
  sendMessageMalformed: 'The message form could not be read.',
  alreadyAssigned: 'The conversation already has this assignee.',
  unknownApp: (appName: string) => `Unknown app ${appName}.`,
} as const;

/** Texts of the event messages a transition writes into the thread (the type says what happened). */
export const CHAT_EVENT_TEXTS = {
  snoozed: (untilIso: string) => `Snoozed until ${untilIso}`,
  unsnoozed: 'Unsnoozed',
  snoozeEnded: 'Snooze ended',
  reopened: 'Reopened',
  reopenedByUser: 'Reopened by a new message from the user',
  closed: 'Closed',
} as const;
