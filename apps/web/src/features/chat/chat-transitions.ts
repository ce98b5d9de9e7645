import { CONVERSATION_ACTIONS, nextConversationStatus, type ConversationAction, type ConversationStatus } from '@bo/contract';

/** The actions offered for a conversation in `status` (spec 03 §4), in menu order. */
export function availableActions(status: ConversationStatus): ConversationAction[] {
  return CONVERSATION_ACTIONS.filter((action) => nextConversationStatus(action, status) !== null);
}

/** The actions at least one selected conversation allows (the server skips the others and says why). */
export function bulkActions(statuses: readonly ConversationStatus[]): ConversationAction[] {
  if (statuses.length === 0) return [];
  return CONVERSATION_ACTIONS.filter((action) => statuses.some((s) => nextConversationStatus(action, s) !== null));
}

export const ACTION_LABEL: Readonly<Record<ConversationAction, string>> = {
  snooze: 'Snooze',
  unsnooze: 'Unsnooze',
  reopen: 'Reopen',
  close: 'Close',
};
