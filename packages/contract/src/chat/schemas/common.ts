import { z } from 'zod';
import { CHAT_MESSAGES } from '../messages.ts';

/** An admin as chat answers name one (assignee, note author, macro author). */
export const ZChatAdminRef = z.object({ id: z.number().int(), name: z.string() });
export type ChatAdminRef = z.infer<typeof ZChatAdminRef>;

/** Timestamps in answers: ISO 8601 in UTC. */
export const ZChatTimestamp = z.string();

/** A page number (1-based) and a page size, coerced so query strings work as well as JSON. */
export const zChatPage = () => z.coerce.number().int().min(1).default(1);

/** A date and time the client sends; without a zone it is UTC (specification 03, section 9). */
const NAIVE_DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?$/;
export const ZChatDateTimeInput = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const date = new Date(NAIVE_DATE_TIME.test(value) ? `${value.replace(' ', 'T')}Z` : value);
    if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: CHAT_MESSAGES.snoozeInvalid });
      return z.NEVER;
    }
    return date;
  });

export const ZConversationUuids = (max: number) => z.array(z.uuid()).min(1).max(max);
